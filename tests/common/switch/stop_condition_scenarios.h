// The stop condition's scenario, shared by hw_stop_condition_test.cpp and
// rtl_stop_condition_test.cpp (see switch_scenarios.h).
#pragma once

#include "common/switch/switch_scenarios.h"

namespace ccsim::scenarios {

// ---------------------------------------------------------------------------------------------
// Stop condition and forward (004 §2.2.2). Star of 3 ports p0, p1, local; 2 VCs; depth 4; pool
// VC 0; no synchronizing switch at work.

// The stop condition on p0's pool VC only; p0 queues three pool messages and one on VC 1, p1
// two pool messages. The stopped queue starts no message until forward(); each forward() lets
// exactly one message through; queues_stopped() follows the tail; VC 1 and p1 run freely;
// forward() to a waiting queue binds its header in that same cycle (node software acts between
// edges: forward() before the tick of cycle kForward).
template <class Star>
void stopped_queue_forwards_one_message_per_forward(Star& s) {
  const uint32_t mask = 1u << kP0;
  s.sw.set_stop_not_in_message(mask);
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 3, 0, 0xA1));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 1, 0, 0xA2));
  s.ep[kP0]->queue_words(message({{kLoc, 1, 1}}, 0, 1, 1, 0xB1));  // VC 1: never stopped
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 1, 0, 0xA3));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0xC1));  // p1: not in the mask
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0xC2));

  const Cycle kForward1 = 30;
  const Cycle kForward2 = 70;
  Cycle tail1 = ~Cycle(0);
  Cycle tail2 = ~Cycle(0);
  Cycle tail_b = ~Cycle(0);
  Cycle tail_c2 = ~Cycle(0);
  for (Cycle t = 0; t < 140; ++t) {
    if (t == kForward1 || t == kForward2) {
      ASSERT_EQ(s.sw.input_state(kP0, 0).bound, 0u);
      ASSERT_GT(s.sw.input_state(kP0, 0).occupancy, 0u) << "header not waiting at cycle " << t;
      s.sw.forward(mask);
    }
    s.tick(t);
    Flit f;
    if (word_left(*s.links[kP1], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xA1) tail1 = t;
      if (f.data == 0xA2) tail2 = t;
      ASSERT_NE(f.data, 0xA3u) << "third message passed without a third forward()";
    }
    if (word_left(*s.links[kLoc], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xB1) tail_b = t;
      if (f.data == 0xC2) tail_c2 = t;
    }
    const uint32_t bound = s.sw.input_state(kP0, 0).bound;
    if (t < kForward1) {
      ASSERT_EQ(bound, 0u) << "stopped queue started a message at cycle " << t;
      ASSERT_FALSE(s.sw.queues_stopped(mask)) << "no tail passed yet, cycle " << t;
    }
    if (t == kForward1 || t == kForward2) {
      EXPECT_EQ(bound, 1u) << "forward() did not release the waiting header at cycle " << t;
    }
    if (tail1 != ~Cycle(0) && t >= tail1 && t < kForward2) {
      ASSERT_EQ(bound, 0u) << "second message started without forward(), cycle " << t;
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
  EXPECT_EQ(s.sw.input_state(kP0, 0).bound, 0u);
  // VC 1 of p0 and the pool VC of p1 ran freely long before any forward().
  EXPECT_LT(tail_b, kForward2);
  EXPECT_LT(tail_c2, kForward1);
}

}  // namespace ccsim::scenarios
