// Step-by-step neighbour exchange on the node API (see step_exchange.h).
#include "collectives/cube/step_exchange.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ccsim::sw {

namespace {
constexpr int kMaxSteps = 1 << 15;  // the tag field of the first info word
constexpr int kVc = 0;
}  // namespace

StepExchange::StepExchange(net::NodeApi& api, int steps)
    : api_(api), completed_(size_t(steps), 0), largest_(size_t(steps), 0) {
  if (steps < 0 || steps > kMaxSteps) {
    throw std::invalid_argument("StepExchange: " + std::to_string(steps) +
                                " steps do not fit the 15-bit tag");
  }
}

void StepExchange::send(int step, int port, uint32_t src, uint32_t words, uint32_t dst) {
  const net::Topology& t = api_.topology();
  // All-port: eject on the channel paired with the arrival port, so that the neighbours'
  // messages of one step do not queue behind each other at one ejection port.
  const int arrival = t.peer_port(api_.node_id(), port);
  const int eject = api_.machine().node.all_port ? t.local_port() + arrival : t.local_port();
  send_routed(step,
              net::SourceRoute{net::RouteSegment{uint8_t(port), 1, kVc},
                               net::RouteSegment{uint8_t(eject), 1, kVc}},
              src, words, dst);
}

void StepExchange::send_routed(int step, const net::SourceRoute& route, uint32_t src,
                               uint32_t words, uint32_t dst) {
  api_.send_header(route, net::make_info0(uint32_t(api_.node_id()), uint32_t(step)), dst);
  if (words > 0) sending_.push_back(api_.start_dma_out(src, words, route.front().vc));
  api_.send_trailer(route.front().vc);
}

void StepExchange::wait_sends() {
  for (const net::DmaHandle& h : sending_) api_.wait_dma(h);
  sending_.clear();
}

void StepExchange::wait_step(int step, int expected) {
  while (completed_[size_t(step)] < expected) {
    api_.receive_header(kVc);
    const net::MessageRecord m = api_.receive_trailer(kVc);
    const size_t s = size_t(m.tag);
    if (s >= completed_.size()) {
      throw std::runtime_error("a message of step " + std::to_string(m.tag) + " from node " +
                               std::to_string(m.source) + " outside the plan's " +
                               std::to_string(completed_.size()) + " steps");
    }
    ++completed_[s];
    largest_[s] = std::max(largest_[s], m.words);
  }
}

}  // namespace ccsim::sw
