// Combining's work per cycle and its diagnosis (see hpam_combining_unit.h).
#include "net/switch/additions/hpam_combining_unit.h"

#include <ostream>

#include "base/errors.h"
#include "net/switch/switch_core.h"

namespace ccsim::net {

HpamCombiningUnit::HpamCombiningUnit(int ports, int vcs)
    : ports_(ports), vcs_(vcs), merges_(size_t(ports * vcs)), merge_of_(size_t(ports * vcs), -1) {}

void HpamCombiningUnit::check_group(const SwitchCore& sw, const InputUnit& in,
                                    const CombiningGroup& g) const {
  if (g.out_port >= ports_ || g.out_vc >= vcs_ || g.first_input + g.inputs > ports_ ||
      !sw.output(g.out_port).link.connected()) {
    reject(sw, in.index,
           "names an output or inputs this switch does not have or has not connected");
  }
  if (in.port < g.first_input || in.port >= g.first_input + g.inputs) {
    reject(sw, in.index, "arrived on a port outside its group");
  }
}

// First pieces in input order: a group's output VC is free or held by another worm, so the order
// among them decides nothing but which of two groups on different VCs starts in this cycle.
void HpamCombiningUnit::allocate(SwitchCore& sw, uint64_t heads, Cycle now) {
  (void)now;
  for (uint64_t h = heads; h; h &= h - 1) {
    InputUnit& in = sw.input(__builtin_ctzll(h));
    const CombiningGroup g = decode_combining(in.queue.front().flit.data);
    check_group(sw, in, g);
    const int o = g.out_port * vcs_ + g.out_vc;
    if (in.port != g.first_input || sw.output(g.out_port).vcs[size_t(g.out_vc)].owner >= 0) {
      sw.count_blocked_head();  // not its turn, or the output is another worm's
      continue;
    }
    Merge& m = merges_[size_t(o)];
    m.group = g;
    m.vc = in.vc;
    take(sw, in, o, m, 0);
  }
}

// The input of piece `piece` holds the merge's output from its combining word on.
void HpamCombiningUnit::take(SwitchCore& sw, InputUnit& in, int output, Merge& m, int piece) {
  const int p = m.group.out_port, v = m.group.out_vc;
  if (in.bound || in.lent_to)
    reject(sw, in.index, "finds the group's input busy with another worm");
  m.piece = piece;
  m.at.popped = 0;
  m.at.sent[size_t(p)] = 0;
  sw.claim_output(sw.output(p), p, v, in.index, &in);
  sw.lend_input(in.index, *this, m.at);
  sw.hold_input(in.index);
  in.bind_to(p, v);
  in.segment_pending = false;
  in.rotating = false;
  merge_of_[size_t(in.index)] = output;
  sw.traverse_next_cycle();
}

void HpamCombiningUnit::send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in,
                             Cycle now) {
  const int o = p * vcs_ + vc;
  Merge& m = merges_[size_t(o)];
  WormCursor& at = m.at;
  if (at.sent[size_t(p)] == 0) {  // the piece's combining word, consumed in the output's slot
    const Flit& front = in.queue.front().flit;
    if (addition_word_code(front.data) != kCombiningWordCode ||
        !(decode_combining(front.data) == m.group)) {
      reject(sw, in.index, "holds another worm where the group's next piece should be");
    }
    sw.pop_input(in, now);
    at.sent[size_t(p)] = at.popped = 1;
    return;
  }
  Flit flit = in.queue.at(size_t(at.sent[size_t(p)] - at.popped)).flit;
  const bool tail = flit.kind == FlitKind::kTail;
  const bool last = m.piece + 1 == m.group.inputs;
  if (!tail || last) {
    flit.vc = uint8_t(vc);
    sw.put_on_link(out, out.vcs[size_t(vc)], flit, now);
  }
  ++at.sent[size_t(p)];
  sw.pop_input(in, now);
  ++at.popped;
  if (!tail) return;
  sw.return_input(in.index);
  sw.tail_left_input(in);
  merge_of_[size_t(in.index)] = -1;
  sw.release_output(out, out.vcs[size_t(vc)], p, vc);
  if (last) return;
  const int next = (m.group.first_input + m.piece + 1) * vcs_ + m.vc;
  take(sw, sw.input(next), o, m, m.piece + 1);
}

std::string HpamCombiningUnit::head_text(const Flit& head) const {
  const CombiningGroup g = decode_combining(head.data);
  return "combining piece of ports " + std::to_string(g.first_input) + ".." +
         std::to_string(g.first_input + g.inputs - 1) + " to port " + std::to_string(g.out_port) +
         " vc" + std::to_string(g.out_vc);
}

bool HpamCombiningUnit::describe_input(const SwitchCore& sw, int i, std::ostream& os) const {
  const int o = merge_of_[size_t(i)];
  if (o < 0) return false;
  const Merge& m = merges_[size_t(o)];
  os << "; holds output " << sw.port_name(m.group.out_port) << " vc" << m.group.out_vc
     << " for piece " << m.piece + 1 << " of " << m.group.inputs
     << " of a combined worm, waits for words from upstream, credits or links";
  return true;
}

void HpamCombiningUnit::describe_waiting_head(const SwitchCore& sw, const Flit& head,
                                              std::ostream& os) const {
  const CombiningGroup g = decode_combining(head.data);
  const OutputVc& ovc = sw.output(g.out_port).vcs[size_t(g.out_vc)];
  os << "; a combining piece: waits for output " << sw.port_name(g.out_port) << " vc" << g.out_vc;
  if (ovc.owner >= 0) os << " held by " << sw.holder_name(ovc.owner);
  os << " (pieces go in port order from " << sw.port_name(g.first_input) << ")";
}

void HpamCombiningUnit::reject(const SwitchCore& sw, int input, const std::string& why) const {
  const CombiningGroup g = decode_combining(sw.input(input).queue.front().flit.data);
  throw SimulationError(sw.input_name(input) + ": a combining piece (" +
                        head_text(Flit{encode_combining(g), FlitKind::kHead, 0}) + ") " + why);
}

}  // namespace ccsim::net
