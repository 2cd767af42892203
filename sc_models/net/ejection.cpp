// Ejection half of a node's network interface: control words, protocol errors, diagnosis.
#include "net/ejection.h"

#include "base/errors.h"
#include "net/node_memory.h"

namespace ccsim::net {

Ejection::Ejection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory,
                   std::vector<std::string> channel_names)
    : vcs_(params.router.num_vcs),
      keeps_length_(params.router.packets_keep_length()),
      eject_(channel_names.size() * size_t(vcs_)),
      messages_(size_t(vcs_)),
      released_(size_t(vcs_)),
      memory_(memory),
      memory_limit_(uint64_t(params.memory.words)),
      name_(std::move(name)),
      channel_names_(std::move(channel_names)) {
  for (size_t q = 0; q < eject_.size(); ++q) {
    EjectState& ej = eject_[q];
    ej.queue = RingBuffer<StagedFlit>(size_t(params.router.queue_depth));
    ej.vc = uint8_t(q % size_t(vcs_));
    ej.channel = int(q / size_t(vcs_));
  }
}

void Ejection::connect(int channel, LinkEnd local) {
  for (int v = 0; v < vcs_; ++v) {
    EjectState& ej = eject_[size_t(channel * vcs_ + v)];
    ej.local = local;
    ej.credit_lane = local.link->credit_lane(local.end, v);
  }
}

// An ejected word other than a data word of an open message: an info word, a trailer, or a
// protocol error.
void Ejection::take_control_word(int q, const Flit& flit, Cycle now, InterfaceHot& hot) {
  EjectState& ej = eject_[size_t(q)];
  if (flit.kind == FlitKind::kHead) {
    // An addition's own worm (the broadcast relay's, say) keeps its head word to every node it
    // reaches: the word is the switches', not the message's.
    if (ej.info_seen == 0 && addition_word_code(flit.data) != 0) return;
    // switch.route_words = kept: the route arrives whole, every segment spent (hops 0);
    // head: the head word arrives, spent.
    if (keeps_length_ && ej.info_seen == 0 && is_route_word(flit.data) &&
        (is_route_handle(flit.data) ? route_handle_spent(flit.data)
                                    : decode_segment(flit.data).hops == 0)) {
      return;
    }
    if (is_route_handle(flit.data)) {
      const std::string what = ": a head word reached the node on leg " + std::to_string(flit.leg) +
                               " of its route (route too long)";
      eject_error(q, what.c_str());
    }
    if (is_route_word(flit.data)) {
      const std::string what = ": a route word reached the node (route too long: " +
                               to_string(SourceRoute{decode_segment(flit.data)}) + ")";
      eject_error(q, what.c_str());
    }
    if (ej.info_seen == 0) {
      // The record joins its VC's log now, in the order headers arrive on every channel.
      MessageLog& log = messages_[ej.vc];
      MessageRecord m;
      m.source = int(info0_source(flit.data));
      m.tag = info0_tag(flit.data);
      log.push_back(m);
      ej.message = &log.back();
      ej.info_seen = 1;
    } else {
      MessageRecord& m = *ej.message;
      m.address = flit.data;
      m.header_cycle = now;
      m.has_header = true;
      ej.info_seen = 2;
      ej.open = true;
      ++hot.activity;
    }
  } else if (flit.kind == FlitKind::kBody) {
    eject_error(q, ": data word before the message's two info words");
  } else {
    if (ej.info_seen != 2) eject_error(q, ": trailer before the message's info words");
    MessageRecord& m = *ej.message;
    m.tail_cycle = now;
    m.complete = true;
    ej.open = false;
    ej.message = nullptr;
    ej.info_seen = 0;
    ++completed_;
    ++hot.activity;
    if (completion_hook_) completion_hook_(ej.vc, m);
  }
}

std::string Ejection::queue_name(int q) const {
  const EjectState& ej = eject_[size_t(q)];
  std::string name = name_ + " ejection ";
  if (channel_names_.size() > 1) name += channel_names_[size_t(ej.channel)] + " ";
  return name + "vc" + std::to_string(ej.vc);
}

void Ejection::eject_error(int q, const char* what) const {
  throw SimulationError(queue_name(q) + what);
}

void Ejection::foreign_vc_error(int first_queue, int vc) const {
  std::string where = name_ + " ejection";
  if (channel_names_.size() > 1) {
    where += " " + channel_names_[size_t(first_queue / vcs_)];
  }
  throw SimulationError(where + ": word on vc " + std::to_string(vc) + " but the switch has " +
                        std::to_string(vcs_));
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

void Ejection::describe_blocked(std::ostream& os, int q) const {
  const EjectState& ej = eject_[size_t(q)];
  if (!ej.queue.empty() || ej.open) {
    os << "  " << name_ << ".eject_";
    // One channel keeps the one-port names; several name the channel ("eject_local_xp_vc0").
    if (channel_names_.size() > 1) os << channel_names_[size_t(ej.channel)] << "_";
    os << "vc" << int(ej.vc) << ": " << ej.queue.size() << " word(s) queued"
       << (ej.open ? ", message open" : "") << "\n";
  }
}

}  // namespace ccsim::net
