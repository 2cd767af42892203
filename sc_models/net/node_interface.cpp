// Network interface of a node: composes injection and ejection, arbitrates the memory ports.
#include "net/node_interface.h"

#include <algorithm>
#include <sstream>

namespace ccsim::net {

NodeInterface::NodeInterface(const MachineParams& params, std::string name,
                             std::vector<uint32_t>& memory)
    : injection_(params, name, memory),
      ejection_(params, name, memory),
      ports_(params.memory, 1 + params.node.dma_engines + params.router.num_vcs),
      memory_(memory),
      vcs_(params.router.num_vcs) {
  hot_.first_eject_requester = 1 + params.node.dma_engines;
}

void NodeInterface::connect(LinkEnd local, int switch_queue_depth) {
  injection_.connect(local, switch_queue_depth, hot_);
  ejection_.connect(local);
  local.link->attach_sink(local.end, this, 0);
}

void NodeInterface::deliver(int, const Flit& word, Cycle arrival) {
  ejection_.accept(word, arrival, hot_);
}

void NodeInterface::grant_memory(Cycle now) {
  Cycle wake = InterfaceHot::kNever;  // no ejection front is visible before this cycle
  uint32_t deposits = 0;  // visible ejection fronts that are data words: they need a port
  const uint32_t visible = ejection_.scan(now, deposits, wake, hot_);
  const uint64_t requests = hot_.engine_requests | uint64_t(hot_.processor_request) |
                            uint64_t(deposits) << hot_.first_eject_requester;
  const uint64_t granted = requests ? ports_.arbitrate(requests, now) : 0;
  if (granted & 1) {
    hot_.processor_request = false;
    ++processor_grants_;
    ++hot_.activity;
  }
  if (const uint64_t fetching = granted & hot_.engine_requests) injection_.fetch(fetching, hot_);
  if (visible) {
    ejection_.eject(visible, deposits, uint32_t(granted >> hot_.first_eject_requester), now, wake,
                    hot_);
  }
  hot_.memory_wake = hot_.processor_request || hot_.engine_requests ? 0 : wake;
}

std::string NodeInterface::describe_blocked() const {
  std::ostringstream os;
  for (int v = 0; v < vcs_; ++v) {
    injection_.describe_blocked(os, v);
    ejection_.describe_blocked(os, v);
  }
  return os.str();
}

}  // namespace ccsim::net
