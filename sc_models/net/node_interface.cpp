// Network interface of a node: composes injection and ejection, arbitrates the memory ports.
#include "net/node_interface.h"

#include <algorithm>
#include <sstream>

#include "base/errors.h"
#include "net/local_channels.h"

namespace ccsim::net {

namespace {
// One unnamed channel when none is named; refuses what the per-cycle masks cannot hold.
std::vector<std::string> checked_channels(const MachineParams& params,
                                          std::vector<std::string> names) {
  if (names.empty()) names.push_back("local");
  const int64_t queues = int64_t(names.size()) * params.router.num_vcs;
  if (queues > 32) {  // the stream and queue masks are 32 bits (a switch has at most 64 inputs)
    throw ConfigError("node.all_port", std::to_string(names.size()) + " local channels x " +
                                           std::to_string(params.router.num_vcs) +
                                           " VCs exceed the interface's 32 queues");
  }
  if (memory_requesters(params, int(names.size())) > kMaxMemoryRequesters) {
    throw ConfigError(names.size() > 1 ? "node.all_port" : "node.dma_engines",
                      "more than " + std::to_string(kMaxMemoryRequesters) +
                          " memory requesters (processor, DMA engines, ejection queues)");
  }
  return names;
}
}  // namespace

NodeInterface::NodeInterface(const MachineParams& params, std::string name,
                             std::vector<uint32_t>& memory)
    : NodeInterface(params, std::move(name), memory, {}) {}

NodeInterface::NodeInterface(const MachineParams& params, std::string name,
                             std::vector<uint32_t>& memory, std::vector<std::string> channel_names)
    : injection_(params, name, memory, checked_channels(params, channel_names)),
      ejection_(params, name, memory, checked_channels(params, channel_names)),
      ports_(params.memory,
             int(memory_requesters(params, int(std::max<size_t>(1, channel_names.size()))))),
      memory_(memory),
      vcs_(params.router.num_vcs),
      channels_(int(std::max<size_t>(1, channel_names.size()))) {
  hot_.first_eject_requester = 1 + params.node.dma_engines;
}

void NodeInterface::connect(int channel, LinkEnd local, int switch_queue_depth) {
  injection_.connect(channel, local, switch_queue_depth, hot_);
  ejection_.connect(channel, local);
  local.link->attach_sink(local.end, this, channel * vcs_);
}

void NodeInterface::deliver(int port, const Flit& word, Cycle arrival) {
  ejection_.accept(port, word, arrival, hot_);
  wake_.wake(hot_.memory_wake);  // a new front: visible from arrival + 1
}

// A processor whose accesses nothing else contends with takes one per cycle (cycles_per_access
// = 1): its grants follow a schedule known ahead, and they are counted at once when
// grant_memory next runs instead of one tick each. That is exact: grant_memory runs in every
// cycle in which anything but the processor could ask for a port or an ejection queue could
// move (an engine's request and a word's arrival lower memory_wake, and it is never later than
// the next ejection front's visibility), and in the cycle of the processor's last access, which
// it grants as before. Until then the interface sleeps: a 2048-node CM-200 whose processors
// reorder their memories for a million cycles costs one tick per node.
void NodeInterface::settle_lone_accesses(Cycle now) {
  const uint64_t granted = now - lone_from_;
  if (granted) {
    ports_.grant_alone(1, granted, now - 1);
    processor_grants_ += granted;
    processor_accesses_left_ -= granted;
  }
  lone_from_ = kNeverDue;
  hot_.lone_accesses = false;
}

void NodeInterface::grant_memory(Cycle now) {
  if (hot_.lone_accesses) settle_lone_accesses(now);
  Cycle wake = InterfaceHot::kNever;  // no ejection front is visible before this cycle
  uint32_t deposits = 0;  // visible ejection fronts that are data words: they need a port
  const uint32_t visible = ejection_.scan(now, deposits, wake, hot_);
  const uint64_t requests = hot_.engine_requests | uint64_t(hot_.processor_request) |
                            uint64_t(deposits) << hot_.first_eject_requester;
  const uint64_t granted = requests ? ports_.arbitrate(requests, now) : 0;
  if (granted & 1) {
    ++processor_grants_;
    if (--processor_accesses_left_ == 0) {
      hot_.processor_request = false;
      ++hot_.activity;
    }
  }
  if (const uint64_t fetching = granted & hot_.engine_requests) injection_.fetch(fetching, hot_);
  if (visible) {
    ejection_.eject(visible, deposits, uint32_t(granted >> hot_.first_eject_requester), now, wake,
                    hot_);
  }
  if (hot_.engine_requests) {
    hot_.memory_wake = 0;
  } else if (!hot_.processor_request) {
    hot_.memory_wake = wake;
  } else if (lone_streams_ && processor_accesses_left_ > 1 && wake > now + 1 &&
             ports_.cycles_per_access() == 1) {
    // Alone from the next cycle on: its last access, in cycle now + left, is granted by a tick.
    lone_from_ = now + 1;
    hot_.lone_accesses = true;
    hot_.memory_wake = std::min(wake, now + processor_accesses_left_);
  } else {
    hot_.memory_wake = 0;
  }
}

std::string NodeInterface::describe_blocked() const {
  std::ostringstream os;
  for (int q = 0; q < channels_ * vcs_; ++q) {
    injection_.describe_blocked(os, q);
    ejection_.describe_blocked(os, q);
  }
  return os.str();
}

}  // namespace ccsim::net
