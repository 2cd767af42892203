// Ejection half of a node's network interface: control words, protocol errors, diagnosis.
#include "net/ejection.h"

#include "base/errors.h"
#include "net/node_memory.h"

namespace ccsim::net {

Ejection::Ejection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory)
    : vcs_(params.router.num_vcs),
      eject_(size_t(vcs_)),
      messages_(size_t(vcs_)),
      memory_(memory),
      memory_limit_(uint64_t(params.memory.words)),
      name_(std::move(name)) {
  for (auto& e : eject_) e.queue = RingBuffer<StagedFlit>(size_t(params.router.queue_depth));
}

void Ejection::connect(LinkEnd local) {
  local_ = local;
  for (int v = 0; v < vcs_; ++v)
    eject_[size_t(v)].credit_lane = local.link->credit_lane(local.end, v);
}

// An ejected word other than a data word of an open message: an info word, a trailer, or a
// protocol error.
void Ejection::take_control_word(int vc, const Flit& flit, Cycle now, InterfaceHot& hot) {
  EjectState& ej = eject_[size_t(vc)];
  auto& log = messages_[size_t(vc)];
  if (flit.kind == FlitKind::kHead) {
    if (is_route_word(flit.data)) {
      const std::string what = ": a route word reached the node (route too long: " +
                               to_string(SourceRoute{decode_segment(flit.data)}) + ")";
      eject_error(vc, what.c_str());
    }
    if (ej.info_seen == 0) {
      MessageRecord m;
      m.source = int(info0_source(flit.data));
      m.tag = info0_tag(flit.data);
      log.push_back(m);
      ej.info_seen = 1;
    } else {
      log.back().address = flit.data;
      log.back().header_cycle = now;
      log.back().has_header = true;
      ej.info_seen = 2;
      ej.open = true;
      ej.message = &log.back();
      ++hot.activity;
    }
  } else if (flit.kind == FlitKind::kBody) {
    eject_error(vc, ": data word before the message's two info words");
  } else {
    if (ej.info_seen != 2) eject_error(vc, ": trailer before the message's info words");
    log.back().tail_cycle = now;
    log.back().complete = true;
    ej.open = false;
    ej.message = nullptr;
    ej.info_seen = 0;
    ++completed_;
    ++hot.activity;
    if (completion_hook_) completion_hook_(vc, log.back());
  }
}

void Ejection::eject_error(int vc, const char* what) const {
  throw SimulationError(name_ + " ejection vc" + std::to_string(vc) + what);
}

void Ejection::foreign_vc_error(int vc) const {
  throw SimulationError(name_ + " ejection: word on vc " + std::to_string(vc) +
                        " but the switch has " + std::to_string(vcs_));
}

void Ejection::deposit_error(const MessageRecord& m, uint64_t address) const {
  throw SimulationError(name_ + ": message from node " + std::to_string(m.source) +
                        " deposits past the end of memory (word " + std::to_string(address) + ")");
}

void Ejection::reach_or_fail(const MessageRecord& m, uint64_t address) {
  if (!reach_memory(memory_, address + 1, memory_limit_)) deposit_error(m, address);
}

bool Ejection::quiet() const {
  for (const auto& e : eject_) {
    if (!e.queue.empty() || e.open) return false;
  }
  return true;
}

void Ejection::describe_blocked(std::ostream& os, int vc) const {
  const EjectState& ej = eject_[size_t(vc)];
  if (!ej.queue.empty() || ej.open) {
    os << "  " << name_ << ".eject_vc" << vc << ": " << ej.queue.size() << " word(s) queued"
       << (ej.open ? ", message open" : "") << "\n";
  }
}

}  // namespace ccsim::net
