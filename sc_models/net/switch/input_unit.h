// One input queue of the switch (a port's virtual channel): its words, the output VC it holds,
// the return of its credits upstream, and iWarp's stop condition.
//
// A word delivered in cycle t joins the queue at once, stamped visible from t + body_cycles
// (StagedFlit::visible); popping it frees its slot, and the slot's credit leaves upstream in
// the same cycle. While bound, the input holds output VC (out_port, out_vc) from its head
// until its tail leaves (a blocked worm holds its path). Stop condition (the AAPC pool VC
// only): once enabled, the input starts no new message until forward() lets one through;
// passed_tail records that a tail left since the last forward(), for queues_stopped().
// Plain data with inline helpers: the switch (switch_core.h) keeps its inputs in one array
// and owns the masks over them.
#pragma once

#include <cstddef>
#include <cstdint>

#include "net/credit_lanes.h"
#include "net/cycle.h"
#include "net/link.h"
#include "net/ring_buffer.h"

namespace ccsim::net {

struct WormCursor;  // switch_part.h

// Cache-line aligned: the size becomes a power of two, so indexing is a shift. The fields come
// before the queue so that they and the queue's control fields share the first cache line.
struct alignas(64) InputUnit {
  Cycle popped_at = ~Cycle(0);
  CreditLanes::Lane* credit_lane = nullptr;  // where this queue's credits go, if the link
                                             // gives the lane (else through `upstream`)
  uint8_t index = 0;                         // port * V + vc: this input's bit in the masks
  uint8_t port = 0;  // this input's own port and VC (saves divisions on the hot path)
  uint8_t vc = 0;
  bool bound = false;
  bool segment_pending = false;  // the bound route word (hops > 1) has not left yet
  bool rotating = false;         // route_words = kept: that word's leg ends here
  uint8_t out_port = 0;
  uint8_t out_vc = 0;
  // iWarp stop condition (pool VC only).
  bool stop_enabled = false;
  bool go = false;           // forward() allows one message
  bool passed_tail = false;  // a tail left since the last forward()
  // 0, or 1 + the index of the addition's part the worm is lent to (SwitchCore::lend_input):
  // the outputs it holds read it through that part.
  uint8_t lent_to = 0;
  // 1 + the output VC index (port * V + vc) the front head requests, once allocation has
  // decoded it (its pipeline passed, its route checked): a head waiting for a held output is
  // not decoded again in every cycle. 0: not decoded; every pop clears it.
  uint16_t request = 0;
  RingBuffer<StagedFlit> queue;
  LinkEnd upstream;  // the link this queue's words come on; its credits go back on it
  // Set by SwitchCore::notify_credits: bit credit_hint_bit of *credit_hint tells the node
  // interface at the link's far end that a credit is on its way.
  uint32_t* credit_hint = nullptr;
  uint32_t credit_hint_bit = 0;
  // While rotating: the segment that ended here, spent; it leaves after the message's last
  // route word (off the first cache line: used once per such segment).
  uint32_t spent_word = 0;
  // While lent_to: where each output of the worm stands (the part's WormCursor, switch_part.h).
  const WormCursor* cursor = nullptr;

  // The front word left in cycle `now` (popped): its slot's credit goes upstream.
  [[gnu::always_inline]] void return_credit(Cycle now) {
    popped_at = now;
    if (credit_hint) *credit_hint |= credit_hint_bit;
    if (credit_lane) {
      CreditLanes::send(*credit_lane, now);
    } else {
      upstream.link->send_credit(upstream.end, vc, now);
    }
  }

  // Takes output VC (port, vc) for its worm; a stop condition's forward() is used up.
  void bind_to(int port_out, int vc_out) {
    bound = true;
    out_port = uint8_t(port_out);
    out_vc = uint8_t(vc_out);
    go = false;
  }

  // The stop condition holds a new header back.
  bool stopped() const { return stop_enabled && !go; }
  void set_stop(bool enabled) {
    stop_enabled = enabled;
    go = false;
    passed_tail = false;
  }
  void forward() {
    go = true;
    passed_tail = false;
  }
  // A tail left since the last forward() and no worm holds an output.
  bool stopped_after_tail() const { return passed_tail && !bound; }
};
// The queue's control fields (its first 24 bytes) share the first cache line with those above.
static_assert(offsetof(InputUnit, queue) <= 40, "an input's hot fields fit one cache line");

}  // namespace ccsim::net
