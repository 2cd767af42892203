// How a packet's route words pass a switch (switch.route_words): decoded when the head binds,
// rewritten when the head word leaves. Three modes, docs/switch.md "Route words":
//   consumed  one word per segment (iWarp): a word whose segment ends here is popped at
//             binding; one that goes on leaves with one hop less;
//   kept      the same words, none dropped: where a segment ends the route words move up one
//             place as they leave and the spent segment (hops 0) follows the last of them, so
//             the next switch finds its live segment at the front and the packet keeps its
//             length;
//   head      one head word carries the whole route (its number in the machine's RouteTable)
//             and the leg and hops done as sideband, advanced as the head leaves.
// Inline: every head word passes here. The hot functions are templates on kExtended, the switch's
// instance for anything beyond iWarp's configuration: the default instance decodes and rewrites as
// consumed words only.
#pragma once

#include "net/flit.h"
#include "net/params.h"
#include "net/route_table.h"
#include "net/switch/input_unit.h"

namespace ccsim::net {

class RouteWords {
 public:
  explicit RouteWords(RouteWordMode mode)
      : keep_(mode == RouteWordMode::kKept), in_head_(mode == RouteWordMode::kHead) {}

  bool keeps() const { return keep_; }
  bool in_head() const { return in_head_; }
  // route_words = head: the machine's routes, which head words name; it outlives the switch.
  void set_route_table(const RouteTable* routes) { route_table_ = routes; }

  // The segment a head route word names at this switch: the word itself, or (head) the current
  // leg of its route less the hops done on it; hops 0 if it names none.
  template <bool kExtended>
  RouteSegment segment(const Flit& head) const {
    return kExtended ? head_segment(head) : decode_segment(head.data);
  }
  RouteSegment head_segment(const Flit& head) const {
    if (!in_head_) return decode_segment(head.data);
    const SourceRoute* route =
        is_route_handle(head.data) && !route_handle_spent(head.data) && route_table_
            ? route_table_->find(route_handle_id(head.data))
            : nullptr;
    if (!route || head.leg >= route->size() || (*route)[head.leg].hops <= head.leg_hops) {
      return RouteSegment{0, 0, 0};
    }
    RouteSegment leg = (*route)[head.leg];
    leg.hops = uint8_t(leg.hops - head.leg_hops);
    return leg;
  }

  // At binding, input `in` (whose front word named `seg`) takes its output: whether the word is
  // consumed here (the caller pops it). Otherwise the word stays for rewrite() as it leaves.
  template <bool kExtended>
  [[gnu::always_inline]] bool consumed_at_bind(InputUnit& in, RouteSegment seg) const {
    if (kExtended && in_head_) {
      in.segment_pending = true;  // the head word travels on, its sideband advanced
      in.rotating = false;
      return false;
    }
    if (seg.hops == 1 && !(kExtended && keep_)) {
      in.segment_pending = false;  // this leg ends here: the word is consumed
      return true;
    }
    in.segment_pending = true;
    // kept, and the leg ends here: the route words move up one place as they leave, and this
    // one follows the last of them, spent (see rewrite).
    in.rotating = kExtended && seg.hops == 1;
    if (in.rotating) in.spent_word = encode_segment(RouteSegment{seg.port, 0, seg.vc});
    return false;
  }

  // kept: a rotating input sends the next word's content, which must have arrived before this
  // cycle (as a word must to be decoded); `word_delay` is switch.body_cycles.
  static bool rotation_waits(const InputUnit& in, Cycle now, Cycle word_delay) {
    return in.queue.size() < 2 || in.queue.at(1).visible >= now + word_delay;
  }

  // The bound route word of `in` leaves as `flit`: rewrites it for the next switch.
  template <bool kExtended>
  [[gnu::always_inline]] void rewrite(InputUnit& in, Flit& flit) const {
    if (kExtended && in_head_) {
      advance_leg(flit);
      in.segment_pending = false;
    } else if (kExtended && in.rotating) {
      // Each route word leaves in the place of the one before it; in the place of the last
      // one, the segment that ended here, spent.
      const Flit& next = in.queue.at(1).flit;
      if (next.kind == FlitKind::kHead && is_route_word(next.data)) {
        flit.data = next.data;
      } else {
        flit.data = in.spent_word;
        in.rotating = false;
        in.segment_pending = false;
      }
    } else {
      RouteSegment seg = decode_segment(flit.data);
      --seg.hops;
      flit.data = encode_segment(seg);
      in.segment_pending = false;
    }
  }

 private:
  // head: the head leaves; its sideband moves on one hop (spent after the last).
  void advance_leg(Flit& head) const {
    const SourceRoute& route = *route_table_->find(route_handle_id(head.data));  // checked at bind
    if (route[head.leg].hops - head.leg_hops > 1) {
      ++head.leg_hops;
      return;
    }
    ++head.leg;
    head.leg_hops = 0;
    if (head.leg == route.size()) head.data |= kRouteSpentFlag;
  }

  bool keep_;
  bool in_head_;
  const RouteTable* route_table_ = nullptr;
};

}  // namespace ccsim::net
