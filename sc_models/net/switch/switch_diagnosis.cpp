// The switch's cold code: what each queue and broadcast buffer waits for when the watchdog
// stops a run, and the errors that stop one at a protocol violation.
#include <sstream>

#include "base/errors.h"
#include "net/switch/switch_core.h"

namespace ccsim::net {

namespace {
std::string hex_word(uint32_t word) {
  std::ostringstream os;
  os << "0x" << std::hex << word;
  return os.str();
}
}  // namespace

std::string SwitchCore::input_name(int input) const {
  return name_ + " input " + port_names_[size_t(input / vcs_)] + " vc" +
         std::to_string(input % vcs_);
}

std::string SwitchCore::holder_name(int owner) const {
  if (owner == kBufferOwner) return "its broadcast buffer";
  return "in_" + port_names_[size_t(owner / vcs_)] + "_vc" + std::to_string(owner % vcs_);
}

std::string SwitchCore::describe_blocked(Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int i = 0; i < int(inputs_.size()); ++i) {
    const InputUnit& in = inputs_[size_t(i)];
    if (!in.bound && in.queue.empty()) continue;
    const int port = i / vcs_;
    const int vc = i % vcs_;
    os << "  " << name_ << ".in_" << port_names_[size_t(port)] << "_vc" << vc << ": "
       << in.queue.size() << " word(s) queued";
    if (!in.queue.empty()) {
      const Flit& f = in.queue.front().flit;
      os << ", front " << to_string(f.kind);
      if (f.kind == FlitKind::kHead && is_broadcast_word(f.data)) {
        os << " (broadcast of node " << broadcast_source(f.data) << ", "
           << broadcast_worm_words(f.data) << " words)";
      } else if (f.kind == FlitKind::kHead && is_route_word(f.data)) {
        const RouteSegment s = route_words_.head_segment(f);
        os << " (route " << port_names_[s.port < ports_ ? s.port : 0] << " x" << int(s.hops)
           << " vc" << int(s.vc) << ")";
      }
    }
    if (in.bound && relay_.describe_input(*this, i, os)) {
      // a broadcast worm: the relay said what it waits for
    } else if (in.bound) {
      const OutputVc& ovc = outputs_[in.out_port].vcs[in.out_vc];
      os << "; holds output " << port_names_[in.out_port] << " vc" << int(in.out_vc);
      if (in.queue.empty()) {
        os << ", waits for words from upstream";
      } else if (ovc.credits <= 0) {
        os << ", waits for a credit from downstream";
      } else {
        os << ", waits for the link";
      }
    } else if (!in.queue.empty()) {
      describe_waiting_head(i, in.queue.front().flit, os);
    }
    os << "\n";
  }
  os << relay_.describe_buffers(*this);
  return os.str();
}

// An unbound input's front word: what holds the header back.
void SwitchCore::describe_waiting_head(int input, const Flit& f, std::ostream& os) const {
  const InputUnit& in = inputs_[size_t(input)];
  if (header_blocked(input)) {
    if (in.stopped()) {
      os << "; stopped (NotInMessage), waits for forward()";
    } else {
      os << "; sync gate holds the header (sticky bits 0x" << std::hex << gate_.bits()
         << ", mask 0x" << gate_.mask() << std::dec << ")";
    }
  } else if (is_broadcast_word(f.data)) {
    relay_.describe_waiting_head(*this, f, os);
  } else if (is_route_word(f.data)) {
    const RouteSegment s = route_words_.head_segment(f);
    if (class_size_ == 1) {
      const int owner = outputs_[s.port].vcs[s.vc].owner;
      os << "; waits for output " << port_names_[s.port] << " vc" << int(s.vc);
      if (owner >= 0) os << " held by " << holder_name(owner);
    } else {
      // A class of VCs: every one of them is held (or the head would have taken it).
      const int first = s.vc * class_size_;
      os << "; waits for output " << port_names_[s.port] << " vc" << first << ".."
         << first + class_size_ - 1;
      const char* separator = " held by";
      for (int v = first; v < first + class_size_ && v < vcs_; ++v) {
        const int owner = outputs_[s.port].vcs[size_t(v)].owner;
        if (owner < 0) continue;
        os << separator << " " << holder_name(owner);
        separator = ",";
      }
    }
  }
}

void SwitchCore::reject_header(int input) const {
  const Flit& f = inputs_[size_t(input)].queue.front().flit;
  const std::string where = input_name(input);
  if (f.kind != FlitKind::kHead || !is_route_word(f.data)) {
    throw SimulationError(where + ": a message must start with a route word, found " +
                          to_string(f.kind) + " word " + hex_word(f.data));
  }
  if (route_words_.in_head() && route_words_.head_segment(f).hops == 0) {
    throw SimulationError(where + ": head word " + hex_word(f.data) + " (leg " +
                          std::to_string(f.leg) + ", " + std::to_string(f.leg_hops) +
                          " hops done) names no route leg here");
  }
  const RouteSegment seg = route_words_.head_segment(f);
  throw SimulationError(where + ": route word names port " + std::to_string(seg.port) + " vc " +
                        std::to_string(seg.vc) + " hops " + std::to_string(seg.hops) +
                        ", which this switch does not have");
}

// Out of line so that deliver(), run once per word hop, stays a leaf without string code.
void SwitchCore::reject_delivery(int port, const Flit& flit) const {
  if (flit.vc >= vcs_) {
    throw SimulationError(name_ + " input " + port_names_[size_t(port)] + ": word on vc " +
                          std::to_string(flit.vc) + " but the switch has " + std::to_string(vcs_));
  }
  throw SimulationError(name_ + " input " + port_names_[size_t(port)] + " vc" +
                        std::to_string(flit.vc) + ": queue overflow (credit protocol broken)");
}

std::string BroadcastRelayUnit::outputs_text(const SwitchCore& sw,
                                             const BroadcastRelay& relay) const {
  std::string names;
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    if (!names.empty()) names += ",";
    names += (p < ports_ ? sw.port_name(p) : "port" + std::to_string(p)) + " vc" +
             std::to_string(p < kMaxBroadcastPorts ? relay.vc(p) : 0);
  }
  return names;
}

bool BroadcastRelayUnit::describe_input(const SwitchCore& sw, int i, std::ostream& os) const {
  if (admitted_ >> i & 1) {
    const State& b = state_[size_t(i)];
    os << "; its broadcast worm is admitted to the buffers of outputs " << outputs_text(sw, b.relay)
       << ", " << b.popped << " word(s) copied, waits for words "
       << "from upstream";
    return true;
  }
  if (!(bound_ >> i & 1)) return false;
  const State& b = state_[size_t(i)];
  os << "; holds outputs " << outputs_text(sw, BroadcastRelay{b.held, b.relay.vcs})
     << " (broadcast)";
  if (b.held != b.relay.outputs) {
    os << ", waits until outputs "
       << outputs_text(sw, BroadcastRelay{b.relay.outputs & ~b.held, b.relay.vcs})
       << " are free with room for the whole worm";
  } else {
    os << ", waits for words from upstream, credits or links";
  }
  return true;
}

void BroadcastRelayUnit::describe_waiting_head(const SwitchCore& sw, const Flit& head,
                                               std::ostream& os) const {
  const uint32_t source = broadcast_source(head.data);
  const BroadcastRelay relay = source < table_.size() ? table_[source] : BroadcastRelay{};
  if (!buffer_words_) {
    os << "; waits until outputs " << outputs_text(sw, relay)
       << " are all free, with room for the whole worm toward each switch";
    return;
  }
  os << "; waits for room for the whole worm in the buffers of outputs " << outputs_text(sw, relay)
     << " (words free:";
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    if (p >= ports_ || relay.vc(p) >= vcs_) continue;
    const Buffer& buf = buffers_[size_t(p * vcs_ + relay.vc(p))];
    os << " " << buffer_words_ - int(buf.held);
  }
  os << ")";
}

// One line per broadcast buffer that holds or expects words: what its front worm waits for.
std::string BroadcastRelayUnit::describe_buffers(const SwitchCore& sw) const {
  std::ostringstream os;
  const uint64_t size = uint64_t(buffer_words_);
  for (int o = 0; o < int(buffers_.size()); ++o) {
    const Buffer& buf = buffers_[size_t(o)];
    if (!buf.held) continue;
    const int p = o / vcs_;
    const int v = o % vcs_;
    const OutputVc& ovc = sw.output(p).vcs[size_t(v)];
    const Flit& front = buf.slots[buf.next];
    os << "  " << sw.name() << ".out_" << sw.port_name(p) << "_vc" << v
       << " (broadcast buffer): " << buf.held << " of " << size << " words held or reserved";
    if (!buf.has_word(buf.next)) {
      os << "; its next word is not copied yet, waits for words from upstream";
    } else if (buf.sending) {
      os << "; its front worm holds the output";
      if (ovc.credits <= 0) {
        os << ", waits for a credit from downstream";
      } else {
        os << ", waits for the link";
      }
    } else {
      const int words = int(broadcast_worm_words(front.data));
      os << "; its front worm (broadcast of node " << broadcast_source(front.data) << ", " << words
         << " words) waits for output " << sw.port_name(p) << " vc" << v;
      if (ovc.owner >= 0) {
        os << " held by " << sw.holder_name(ovc.owner);
      } else if (whole_worm_ports_ >> p & 1) {
        os << " while another buffer's worm holds the link (switch.bcast_whole_worms)";
      } else {
        os << " to have room for the whole worm downstream (" << ovc.credits << " credits of "
           << words << ")";
      }
    }
    os << "\n";
  }
  return os.str();
}

void BroadcastRelayUnit::reject(const SwitchCore& sw, int input) const {
  const uint32_t head = sw.inputs_[size_t(input)].queue.front().flit.data;
  const uint32_t source = broadcast_source(head);
  const std::string where =
      sw.input_name(input) + ": broadcast worm of node " + std::to_string(source);
  if (source >= table_.size() || !table_[source].outputs) {
    throw SimulationError(where + " has no relay table entry here (the node program loads it)");
  }
  if (int(broadcast_worm_words(head)) > queue_depth_) {
    throw SimulationError(where + " has " + std::to_string(broadcast_worm_words(head)) +
                          " words, more than a queue holds (switch.queue_depth = " +
                          std::to_string(queue_depth_) + ")");
  }
  if (buffer_words_ && int(broadcast_worm_words(head)) > buffer_words_) {
    throw SimulationError(where + " has " + std::to_string(broadcast_worm_words(head)) +
                          " words, more than an output's buffer holds (switch.bcast_output_words "
                          "= " +
                          std::to_string(buffer_words_) + ")");
  }
  throw SimulationError(where + ": its relay table entry names outputs or VCs this switch does " +
                        "not have or that are not connected (" + outputs_text(sw, table_[source]) +
                        ")");
}

}  // namespace ccsim::net
