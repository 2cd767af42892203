// The broadcast relay's cold code: what its worms and buffers wait for when the watchdog stops a
// run, and the errors that stop one at a bad relay table entry.
#include <sstream>

#include "base/errors.h"
#include "net/switch/additions/broadcast_relay_unit.h"
#include "net/switch/switch_core.h"

namespace ccsim::net {

std::string BroadcastRelayUnit::head_text(const Flit& head) const {
  return "broadcast of node " + std::to_string(broadcast_source(head.data)) + ", " +
         std::to_string(broadcast_worm_words(head.data)) + " words";
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
       << ", " << b.at.popped << " word(s) copied, waits for words "
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
std::string BroadcastRelayUnit::describe_storage(const SwitchCore& sw) const {
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
  const uint32_t head = sw.input(input).queue.front().flit.data;
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
