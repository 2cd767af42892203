// Copies of one worm on several outputs, each at its own pace: the send step that the additions
// whose switches replicate a worm (the broadcast relay, the HPAM's inter-level multicast) share.
//
// The worm's input is lent to the addition's part (SwitchCore::lend_input), which keeps its
// WormCursor: output port p has sent at.sent[p] of the worm's words, of which the first at.popped
// have left the input queue. A word leaves the queue (and its credit goes upstream) once every
// output of the worm has sent it; an output not yet held counts as having sent none, so nothing
// leaves until the worm holds all its outputs. Each output's tail releases that output; the last
// tail to leave frees the input.
#pragma once

#include <algorithm>
#include <cstdint>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/switch/switch_core.h"
#include "net/switch/switch_part.h"

namespace ccsim::net {

// Output port p (VC vc) of the worm lent from `in`, whose outputs are `outputs`, sends the
// worm's next word by `at`. True when the worm's tail has left the input (the input is
// returned to allocation; the part forgets the worm).
[[gnu::always_inline]] inline bool send_copy_word(SwitchCore& sw, OutputPort& out, int p, int vc,
                                                  InputUnit& in, WormCursor& at, PortMask outputs,
                                                  Cycle now) {
  Flit flit = in.queue.at(size_t(at.sent[size_t(p)] - at.popped)).flit;
  flit.vc = uint8_t(vc);
  sw.put_on_link(out, out.vcs[vc], flit, now);
  ++at.sent[size_t(p)];
  if (flit.kind == FlitKind::kTail) sw.release_output(out, out.vcs[vc], p, vc);
  uint32_t least = at.sent[size_t(p)];
  for (PortMask m = outputs; m; m &= m - 1) {
    least = std::min(least, at.sent[size_t(__builtin_ctzll(m))]);
  }
  while (at.popped < least) {
    const bool tail = in.queue.front().flit.kind == FlitKind::kTail;
    sw.pop_input(in, now);
    ++at.popped;
    if (!tail) continue;
    sw.return_input(in.index);
    sw.tail_left_input(in);
    return true;
  }
  return false;
}

}  // namespace ccsim::net
