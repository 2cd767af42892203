// The iWarp stop condition and forward (004 §2.2.2) in the Verilated switch, through the
// scenario of tests/unit/hw_stop_condition_test.cpp, with the same name and claims.
//
// Stimulus: configuration p3 (3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0) with its sync
// gate idle (empty mask: the model's scenario has no synchronizing switch), the stop condition
// on p0's pool VC only; p0 queues three pool messages and one on VC 1, p1 two pool messages.
// Proves: the stopped queue starts no message until forward; a forward lets exactly one
// message through, after whose tail the queue stops again; queues_stopped is false until that
// tail has left and true from then until the next forward; VC 1 and a port outside the mask
// are never stopped; a forward to a waiting queue binds its header in that same cycle. The RTL
// applies forward_i at the edge it is driven for, so the model's "forward() before tick(t)"
// is the pulse of cycle t here. No RTL assertion fires.
#include <gtest/gtest.h>

#include <vector>

#include "rtl_harness.h"

namespace ccsim::rtltest {
namespace {

using hwtest::message;
using hwtest::word_left;
using net::LinkParams;

constexpr uint8_t P0 = 0;
constexpr uint8_t P1 = 1;
constexpr uint8_t LOC = 2;

TEST(RtlStopCondition, StoppedQueueForwardsOneMessagePerForward) {
  static_assert(P3::kConfig.stop && P3::kConfig.pool_vc == 0, "the scenario needs stop on VC 0");
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  s.sw.set_sync_mask(0);
  const uint32_t mask = 1u << P0;
  s.sw.set_stop_not_in_message(mask);
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 3, 0, 0xA1));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 1, 0, 0xA2));
  s.ep[P0]->queue_words(message({{LOC, 1, 1}}, 0, 1, 1, 0xB1));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 1, 0, 0xA3));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0xC1));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0xC2));

  const Cycle kForward1 = 30;
  const Cycle kForward2 = 70;
  Cycle tail1 = ~Cycle(0);
  Cycle tail2 = ~Cycle(0);
  Cycle tail_b = ~Cycle(0);
  Cycle tail_c2 = ~Cycle(0);
  for (Cycle t = 0; t < 140; ++t) {
    if (t == kForward1 || t == kForward2) {
      ASSERT_EQ(s.sw.input_state(P0, 0).bound, 0u);
      ASSERT_GT(s.sw.input_state(P0, 0).occupancy, 0u) << "header not waiting at cycle " << t;
      s.sw.forward(mask);
    }
    s.tick(t);
    Flit f;
    if (word_left(*s.links[P1], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xA1) tail1 = t;
      if (f.data == 0xA2) tail2 = t;
      ASSERT_NE(f.data, 0xA3u) << "third message passed without a third forward";
    }
    if (word_left(*s.links[LOC], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xB1) tail_b = t;
      if (f.data == 0xC2) tail_c2 = t;
    }
    const uint32_t bound = s.sw.input_state(P0, 0).bound;
    if (t < kForward1) {
      ASSERT_EQ(bound, 0u) << "stopped queue started a message at cycle " << t;
      ASSERT_FALSE(s.sw.queues_stopped(mask)) << "no tail passed yet, cycle " << t;
    }
    if (t == kForward1 || t == kForward2) {
      EXPECT_EQ(bound, 1u) << "forward did not release the waiting header at cycle " << t;
    }
    if (tail1 != ~Cycle(0) && t >= tail1 && t < kForward2) {
      ASSERT_EQ(bound, 0u) << "second message started without forward, cycle " << t;
      ASSERT_TRUE(s.sw.queues_stopped(mask)) << "cycle " << t;
    }
    if (t > kForward1 && t < tail1) {
      ASSERT_FALSE(s.sw.queues_stopped(mask)) << "in a message at cycle " << t;
    }
  }
  ASSERT_NE(tail1, ~Cycle(0));
  ASSERT_NE(tail2, ~Cycle(0));
  EXPECT_LT(tail1, kForward2);
  EXPECT_GT(tail2, kForward2);
  EXPECT_TRUE(s.sw.queues_stopped(mask));
  EXPECT_EQ(s.sw.input_state(P0, 0).bound, 0u);
  EXPECT_LT(tail_b, kForward2);
  EXPECT_LT(tail_c2, kForward1);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
