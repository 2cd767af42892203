// The switch's parts on their own, without a switch around them (net/switch/):
// - PortWheel: a mark within 64 cycles comes due in exactly its cycle's slot, a farther one
//   from the far set once its cycle is reached; rescheduling or unscheduling a port leaves the
//   other ports of its slot in place; next_mark() finds the earliest mark across the wheel's
//   wrap-around and among far marks.
// - RouteWords, for each mode: whether the head word is consumed at binding, what leaves in its
//   place (one hop less; the next route word, then the spent segment; the head word with its
//   leg sideband advanced, spent after the last leg), and that the default instance
//   (kExtended = false) always works as consumed.
// - InputUnit: a popped slot's credit reaches the upstream end after the link's latency on the
//   queue's own VC; the stop condition holds a header until forward(), which one binding uses
//   up, and reports a passed tail only while no worm holds an output.
// - OutputPort: claiming and releasing VCs keeps the port's set of held VCs, and says when the
//   port holds none.
#include <gtest/gtest.h>

#include <vector>

#include "net/link.h"
#include "net/route_table.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"
#include "net/switch/port_wheel.h"
#include "net/switch/route_words.h"

namespace ccsim::net {
namespace {

PortMask bit(int p) { return PortMask(1) << p; }

TEST(PortWheel, NearMarkComesDueInItsOwnCycleOnly) {
  PortWheel wheel(8);
  wheel.schedule(3, 10, 1);
  EXPECT_EQ(wheel.mark(3), 10u);
  EXPECT_EQ(wheel.next_mark(1), 10u);
  for (Cycle t = 1; t < 10; ++t) EXPECT_EQ(wheel.take_slot(t), 0u) << "cycle " << t;
  EXPECT_EQ(wheel.take_slot(10), bit(3));
  EXPECT_EQ(wheel.take_slot(10), 0u) << "a slot is emptied when taken";
  EXPECT_EQ(wheel.next_mark(10), PortWheel::kNever);
}

TEST(PortWheel, FarMarkComesDueOnceItsCycleIsReached) {
  PortWheel wheel(8);
  wheel.schedule(5, 200, 1);  // 199 cycles ahead: beyond the 64 slots
  EXPECT_EQ(wheel.take_slot(200 - 128), 0u) << "a far mark is in no slot";
  EXPECT_EQ(wheel.next_mark(100), 200u);
  EXPECT_EQ(wheel.take_far_due(199), 0u);
  EXPECT_EQ(wheel.take_far_due(200), bit(5));
  EXPECT_EQ(wheel.take_far_due(201), 0u) << "taken once";
}

TEST(PortWheel, RescheduleMovesOnePortAndLeavesTheOthersOfItsSlot) {
  PortWheel wheel(8);
  wheel.schedule(1, 20, 1);
  wheel.schedule(2, 20, 1);
  wheel.schedule(1, 30, 1);
  EXPECT_EQ(wheel.next_mark(1), 20u);
  EXPECT_EQ(wheel.take_slot(20), bit(2));
  EXPECT_EQ(wheel.next_mark(20), 30u);
  wheel.unschedule(1);
  EXPECT_EQ(wheel.next_mark(20), PortWheel::kNever) << "slot 30 held port 1 alone";
  wheel.schedule(4, 40, 21);
  wheel.schedule(4, PortWheel::kNever, 21);
  EXPECT_EQ(wheel.mark(4), PortWheel::kNever);
  EXPECT_EQ(wheel.next_mark(21), PortWheel::kNever);
}

TEST(PortWheel, NextMarkLooksAcrossTheWrapAndAtFarMarks) {
  PortWheel wheel(8);
  wheel.schedule(0, 130, 100);  // slot 2, after now's slot 36 across the wrap
  wheel.schedule(1, 120, 100);  // slot 56
  EXPECT_EQ(wheel.next_mark(100), 120u);
  EXPECT_EQ(wheel.take_slot(120), bit(1));
  EXPECT_EQ(wheel.next_mark(120), 130u);
  wheel.schedule(6, 125, 60);  // 65 ahead of the base: far
  EXPECT_EQ(wheel.next_mark(120), 125u);
}

Flit head_word(uint32_t data) { return Flit{data, FlitKind::kHead, 0}; }

// An input whose queue holds `words` (visible from cycle 0).
InputUnit input_with(const std::vector<Flit>& words) {
  InputUnit in;
  in.queue = RingBuffer<StagedFlit>(8);
  for (const Flit& f : words) in.queue.push(StagedFlit{f, 0});
  return in;
}

TEST(RouteWords, ConsumedDropsAnEndingSegmentAndCountsDownOneThatGoesOn) {
  const RouteWords words(RouteWordMode::kConsumed);
  const RouteSegment ending{2, 1, 1};
  InputUnit in = input_with({head_word(encode_segment(ending))});
  EXPECT_EQ(words.segment<true>(in.queue.front().flit), ending);
  EXPECT_TRUE(words.consumed_at_bind<true>(in, ending));
  EXPECT_FALSE(in.segment_pending);

  const RouteSegment going_on{2, 3, 1};
  in = input_with({head_word(encode_segment(going_on))});
  EXPECT_FALSE(words.consumed_at_bind<true>(in, going_on));
  EXPECT_TRUE(in.segment_pending);
  Flit leaving = in.queue.front().flit;
  words.rewrite<true>(in, leaving);
  EXPECT_EQ(decode_segment(leaving.data), (RouteSegment{2, 2, 1}));
  EXPECT_FALSE(in.segment_pending);
}

TEST(RouteWords, KeptMovesTheRouteUpAndSendsTheSpentSegmentLast) {
  const RouteWords words(RouteWordMode::kKept);
  const RouteSegment ending{2, 1, 1};
  const RouteSegment next{0, 4, 0};
  InputUnit in = input_with({head_word(encode_segment(ending)), head_word(encode_segment(next)),
                             head_word(make_info0(7, 0))});
  EXPECT_FALSE(words.consumed_at_bind<true>(in, ending)) << "kept: no word is dropped";
  EXPECT_TRUE(in.rotating);
  Flit first = in.queue.front().flit;
  words.rewrite<true>(in, first);
  EXPECT_EQ(decode_segment(first.data), next) << "the next route word leaves in its place";
  EXPECT_TRUE(in.rotating);
  in.queue.pop();
  Flit second = in.queue.front().flit;
  words.rewrite<true>(in, second);
  EXPECT_EQ(decode_segment(second.data), (RouteSegment{2, 0, 1})) << "then the spent segment";
  EXPECT_FALSE(in.rotating);
  EXPECT_FALSE(in.segment_pending);
}

TEST(RouteWords, TheDefaultInstanceConsumesWhateverTheMode) {
  const RouteWords words(RouteWordMode::kKept);
  const RouteSegment ending{2, 1, 1};
  InputUnit in = input_with({head_word(encode_segment(ending))});
  EXPECT_TRUE(words.consumed_at_bind<false>(in, ending));
  EXPECT_FALSE(in.rotating);
}

TEST(RouteWords, HeadWordNamesItsLegAndAdvancesItsSidebandUntilSpent) {
  RouteTable table;
  const SourceRoute route{{0, 2, 1}, {3, 1, 0}};
  RouteWords words(RouteWordMode::kHead);
  words.set_route_table(&table);
  Flit head = head_word(encode_route_handle(table.intern(route)));
  std::vector<RouteSegment> seen;
  for (int hop = 0; hop < 3; ++hop) {
    const RouteSegment seg = words.segment<true>(head);
    seen.push_back(seg);
    InputUnit in = input_with({head});
    EXPECT_FALSE(words.consumed_at_bind<true>(in, seg)) << "hop " << hop;
    words.rewrite<true>(in, head);
  }
  EXPECT_EQ(seen, (std::vector<RouteSegment>{{0, 2, 1}, {0, 1, 1}, {3, 1, 0}}));
  EXPECT_TRUE(route_handle_spent(head.data));
  EXPECT_EQ(words.segment<true>(head).hops, 0) << "a spent head names no leg";
}

TEST(InputUnit, ReturnsThePoppedSlotsCreditOnItsVcAfterTheLinkLatency) {
  LinkParams lp;
  lp.latency_cycles = 3;
  Link link(lp);
  InputUnit in = input_with({head_word(1)});
  in.vc = 2;
  in.upstream = LinkEnd{&link, 1};  // words come from end 0; credits go back to it
  in.queue.pop();
  in.return_credit(10);
  EXPECT_EQ(in.popped_at, 10u);
  uint8_t vc = 0;
  EXPECT_FALSE(link.receive_credit(0, 12, vc));
  ASSERT_TRUE(link.receive_credit(0, 13, vc));
  EXPECT_EQ(vc, 2);
}

TEST(InputUnit, StopConditionHoldsHeadersUntilForwardWhichOneBindingUsesUp) {
  InputUnit in;
  EXPECT_FALSE(in.stopped());
  in.set_stop(true);
  EXPECT_TRUE(in.stopped());
  in.forward();
  EXPECT_FALSE(in.stopped());
  in.bind_to(1, 0);
  EXPECT_TRUE(in.stopped()) << "the forwarded message started";
  in.passed_tail = true;
  EXPECT_FALSE(in.stopped_after_tail()) << "still bound";
  in.bound = false;
  EXPECT_TRUE(in.stopped_after_tail());
  in.forward();
  EXPECT_FALSE(in.stopped_after_tail()) << "forward() clears the passed tail";
}

TEST(OutputPort, KeepsItsHeldVcsAndSaysWhenItHoldsNone) {
  std::vector<OutputVc> vcs(3);
  OutputPort out;
  out.vcs = vcs.data();
  InputUnit holder;
  out.claim(0, 4, &holder);
  out.claim(2, kBufferOwner, nullptr);
  EXPECT_EQ(out.owned_vcs, 0b101u);
  EXPECT_EQ(vcs[0].holder, &holder);
  EXPECT_EQ(vcs[2].owner, kBufferOwner);
  EXPECT_FALSE(out.release(vcs[0], 0));
  EXPECT_EQ(vcs[0].owner, -1);
  EXPECT_EQ(vcs[0].holder, nullptr);
  EXPECT_TRUE(out.release(vcs[2], 2));
  EXPECT_EQ(out.owned_vcs, 0u);
}

}  // namespace
}  // namespace ccsim::net
