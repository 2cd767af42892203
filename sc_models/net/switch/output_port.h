// One output port of the switch and its virtual channels: who holds each VC, its credits, and
// the link the port drives.
//
// An output VC is held by one input (owner = its index, holder = the input) from the head's
// binding until the tail leaves, or by an addition's part itself (owner = kBufferOwner + the
// part's index, SwitchCore::part_owner; holder = null), as the broadcast relay's buffers hold
// theirs. Credits count free slots of the VC's queue at the far
// end; the switch takes arrived credits in lazily, when a VC finds none left. The port sends
// at most one word per free link slot, round robin among its VCs that are ready.
#pragma once

#include <cstdint>

#include "net/cycle.h"
#include "net/link.h"
#include "net/switch/input_unit.h"
#include "net/switch/rr_arbiter.h"

namespace ccsim::net {

class SwitchCore;

// The owner of an output VC that the switch's first part holds itself (the next parts' follow).
constexpr int kBufferOwner = 1 << 16;

struct alignas(32) OutputVc {   // 32 bytes: indexing is a shift
  InputUnit* holder = nullptr;  // the input holding this VC, while owned
  // Where the far end's credits for this VC come back, if the link gives the lane (else
  // through the link): taking them then reads the lane's line only.
  CreditLanes::Lane* returning = nullptr;
  int owner = -1;  // that input's index
  int credits = 0;
  RoundRobinArbiter arbiter;
};
static_assert(sizeof(OutputVc) == 32, "an output VC is 32 bytes");

// What traversal reads of a port first, on one cache line; the VCs follow.
struct alignas(64) OutputPort {
  LinkEnd link;
  // Full duplex: the first cycle the wire's slot is free, kept by the link
  // (Link::mirror_next_free). Half duplex asks the link, as the far end shares the slot;
  // next_free then stays 0, so that traversal runs every cycle.
  Cycle next_free = 0;
  bool half_duplex = false;
  // The switch at the far end, if the link delivers to one (far_is_switch): this switch then
  // hands words to it directly (Link::occupy), without the link's virtual call, unless another
  // thread ticks it (Link::sends_deferred; far_switch is then null). Found at first binding,
  // when every block has been attached.
  bool far_end_known = false;
  bool far_is_switch = false;
  int far_port = 0;
  SwitchCore* far_switch = nullptr;
  uint32_t owned_vcs = 0;  // bit v: an input holds VC v of this port
  RoundRobinArbiter vc_arbiter;
  // Its V output VCs, kept in the switch apart from the port: a port is then one cache line,
  // and a switch's VCs lie together (a CM-200 node's switch has 45 ports of one VC).
  OutputVc* vcs = nullptr;

  bool slot_free(Cycle now) const {
    return half_duplex ? link.link->slot_free(link.end, now) : now >= next_free;
  }
  // VC v's credits, taking in those that arrived by `now` when none are left.
  [[gnu::always_inline]] int credits(int v, Cycle now) {
    OutputVc& ovc = vcs[v];
    if (ovc.credits <= 0) ovc.credits += take_credits(ovc, v, now);
    return ovc.credits;
  }
  // VC v has room for a whole worm of `words` words downstream (taking in arrived credits).
  bool credits_for(int v, int words, Cycle now) {
    OutputVc& ovc = vcs[v];
    if (ovc.credits < words) ovc.credits += take_credits(ovc, v, now);
    return ovc.credits >= words;
  }
  // VC v's (= ovc's) credits that arrived by `now` and were not taken yet; takes them.
  [[gnu::always_inline]] int take_credits(OutputVc& ovc, int v, Cycle now) {
    return ovc.returning ? CreditLanes::take(*ovc.returning, now)
                         : link.link->receive_credits(link.end, v, now);
  }
  // VC v is taken by `owner` (an input's index, or a part's owner with no holder).
  void claim(int v, int owner, InputUnit* holder) {
    vcs[v].owner = owner;
    vcs[v].holder = holder;
    owned_vcs |= 1u << v;
  }
  // VC v (= ovc) is free again (its tail left); whether the port now holds no VC.
  bool release(OutputVc& ovc, int v) {
    ovc.owner = -1;
    ovc.holder = nullptr;
    owned_vcs &= ~(1u << v);
    return !owned_vcs;
  }
};

}  // namespace ccsim::net
