// Deposit-style non-blocking message passing.
#include "msgpass/message_passing.h"

namespace ccsim::sw {

net::DmaHandle MessagePassing::send(int destination, uint32_t address, uint32_t words,
                                    uint32_t remote_address, uint32_t tag) {
  api_.compute(net::Cycle(api_.machine().node.msg_overhead_cycles));
  const net::SourceRoute route = route_(api_.node_id(), destination);
  const int vc = route.front().vc;
  api_.send_header(route, net::make_info0(uint32_t(api_.node_id()), tag), remote_address);
  const net::DmaHandle handle = api_.start_dma_out(address, words, vc);
  api_.send_trailer(vc);
  pending_.push_back(handle);
  return handle;
}

void MessagePassing::wait_all_sends() {
  for (const net::DmaHandle& h : pending_) api_.wait_dma(h);
  pending_.clear();
}

}  // namespace ccsim::sw
