// The inter-level multicast's work per cycle and its diagnosis (see hpam_multicast_unit.h).
#include "net/switch/additions/hpam_multicast_unit.h"

#include <ostream>

#include "base/errors.h"
#include "net/switch/switch_core.h"
#include "net/switch/worm_copies.h"

namespace ccsim::net {

HpamMulticastUnit::HpamMulticastUnit(int ports, int vcs)
    : ports_(ports), vcs_(vcs), inputs_(ports * vcs), state_(size_t(ports * vcs)) {}

// Rotating priority among the waiting heads, as the relay's: no input's worms wait behind
// another's for ever.
void HpamMulticastUnit::allocate(SwitchCore& sw, uint64_t heads, Cycle now) {
  const int from = turn_;
  const uint64_t rotated = from ? (heads >> from) | (heads << (64 - from)) : heads;
  for (uint64_t r = rotated; r; r &= r - 1) {
    const int i = (__builtin_ctzll(r) + from) & 63;
    if (take_outputs(sw, sw.input(i), now)) {
      turn_ = (i + 1) % inputs_;
    } else {
      sw.count_blocked_head();
    }
  }
}

// The run's free ports in order, up to the first one held by another worm (the order is what
// keeps two multicast worms from waiting for each other). The input stays a candidate of
// allocation until it holds its whole run; then its multicast word is consumed.
bool HpamMulticastUnit::take_outputs(SwitchCore& sw, InputUnit& in, Cycle now) {
  const uint64_t bit = uint64_t(1) << in.index;
  State& m = state_[in.index];
  if (!(lent_ & bit)) {
    m.run = decode_multicast(in.queue.front().flit.data);
    if (m.run.first_port + m.run.ports > ports_ || m.run.vc >= vcs_) reject(sw, in.index);
    for (int p = m.run.first_port; p < m.run.first_port + m.run.ports; ++p) {
      if (!sw.output(p).link.connected()) reject(sw, in.index);
    }
    m.held = 0;
    m.at.popped = 0;
    m.at.from = 0;
    m.at.sent.fill(0);
  }
  const PortMask run = m.run.outputs();
  for (PortMask rest = run & ~m.held; rest; rest &= rest - 1) {
    const int p = __builtin_ctzll(rest);
    OutputPort& out = sw.output(p);
    if (out.vcs[m.run.vc].owner >= 0) break;
    sw.claim_output(out, p, m.run.vc, in.index, &in);
    m.held |= PortMask(1) << p;
    m.at.sent[size_t(p)] = 1;  // its copy starts after the multicast word
    sw.traverse_next_cycle();
  }
  if (!m.held) return false;
  if (!(lent_ & bit)) {
    lent_ |= bit;
    sw.lend_input(in.index, *this, m.at);
    in.bind_to(m.run.first_port, m.run.vc);
    in.segment_pending = false;
    in.rotating = false;
  }
  if (m.held != run) return false;
  sw.hold_input(in.index);
  sw.pop_input(in, now);  // the multicast word, which no copy sends
  m.at.popped = 1;
  m.at.from = now + 1;  // the input's one pop of this cycle
  return true;
}

void HpamMulticastUnit::send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in,
                             Cycle now) {
  State& m = state_[in.index];
  if (send_copy_word(sw, out, p, vc, in, m.at, m.run.outputs(), now)) {
    lent_ &= ~(uint64_t(1) << in.index);
  }
}

std::string HpamMulticastUnit::ports_text(const SwitchCore& sw, PortMask ports, int vc) const {
  std::string names;
  for (PortMask m = ports; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    names +=
        (names.empty() ? "" : ",") + (p < ports_ ? sw.port_name(p) : "port" + std::to_string(p));
  }
  return names + " vc" + std::to_string(vc);
}

std::string HpamMulticastUnit::head_text(const Flit& head) const {
  const MulticastRun run = decode_multicast(head.data);
  return "multicast to ports " + std::to_string(run.first_port) + ".." +
         std::to_string(run.first_port + run.ports - 1) + " vc" + std::to_string(run.vc);
}

bool HpamMulticastUnit::describe_input(const SwitchCore& sw, int i, std::ostream& os) const {
  if (!(lent_ >> i & 1)) return false;
  const State& m = state_[size_t(i)];
  os << "; holds outputs " << ports_text(sw, m.held, m.run.vc) << " (multicast)";
  const PortMask missing = m.run.outputs() & ~m.held;
  if (missing) {
    const int p = __builtin_ctzll(missing);
    os << ", waits for output " << sw.port_name(p) << " vc" << m.run.vc << " held by "
       << sw.holder_name(sw.output(p).vcs[m.run.vc].owner) << " (its run is taken in port order)";
  } else {
    os << ", waits for words from upstream, credits or links";
  }
  return true;
}

void HpamMulticastUnit::describe_waiting_head(const SwitchCore& sw, const Flit& head,
                                              std::ostream& os) const {
  const MulticastRun run = decode_multicast(head.data);
  os << "; waits for output " << sw.port_name(run.first_port) << " vc" << run.vc
     << ", the first of its run " << ports_text(sw, run.outputs(), run.vc);
}

void HpamMulticastUnit::reject(const SwitchCore& sw, int input) const {
  const MulticastRun run = decode_multicast(sw.input(input).queue.front().flit.data);
  throw SimulationError(
      sw.input_name(input) + ": a multicast worm names ports " + std::to_string(run.first_port) +
      ".." + std::to_string(run.first_port + run.ports - 1) + " on VC " + std::to_string(run.vc) +
      ", which this switch does not have or has not connected");
}

}  // namespace ccsim::net
