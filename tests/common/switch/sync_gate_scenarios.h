// The synchronizing switch's scenarios, shared by hw_sync_gate_test.cpp and
// rtl_sync_gate_test.cpp (see switch_scenarios.h).
#pragma once

#include "common/switch/switch_scenarios.h"

namespace ccsim::scenarios {

// ---------------------------------------------------------------------------------------------
// Synchronizing switch (004 §2.2.4). Star of 3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0.

// Cycle in which a tail with `data` left the switch through `port`, filled in as it happens.
struct TailWatch {
  uint8_t port;
  uint32_t data;
  Cycle left = ~Cycle(0);
};

template <class Star>
void watch(Star& s, std::vector<TailWatch>& w, Cycle t) {
  for (auto& x : w) {
    Flit f;
    if (word_left(*s.links[x.port], 0, t, f) && f.kind == FlitKind::kTail && f.data == x.data) {
      x.left = t;
    }
  }
}

// Each port sends a phase-1 pool message of a different length, then its phase-2 message, plus
// messages on VC 1. Sticky bits follow the tails; phase-2 headers wait until every pool queue
// passed a tail; all bits clear together with one completion and the held headers start in
// that cycle; VC 1 passes while the pool is held.
template <class Star>
void holds_header_until_all_queues_passed_a_tail(Star& s) {
  // Phase-1 tails 0x10 + input, phase-2 tails 0x20 + input; VC 1 tails 0x30 + input.
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[kP0]->queue_words(message({{kP1, 1, 1}}, 0, 2, 1, 0x30));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 1}}, 0, 1, 1, 0x31));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 8, 0, 0x11));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0x21));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 30, 0, 0x12));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 2, 0, 0x22));
  // Where each phase-1 tail of input p leaves: p0 -> p1, p1 -> local, local -> p0.
  std::vector<TailWatch> phase1 = {{kP1, 0x10}, {kLoc, 0x11}, {kP0, 0x12}};
  std::vector<TailWatch> vc1 = {{kP1, 0x30}, {kLoc, 0x31}};

  struct Snap {
    uint64_t bits;
    uint64_t completions;
    uint32_t bound[3];
    uint32_t occupancy[3];
  };
  std::vector<Snap> snaps;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    watch(s, phase1, t);
    watch(s, vc1, t);
    Snap x{sync_bits(s.sw), s.sw.queues_complete_count(), {}, {}};
    for (int p = 0; p < 3; ++p) {
      x.bound[p] = s.sw.input_state(p, 0).bound;
      x.occupancy[p] = s.sw.input_state(p, 0).occupancy;
    }
    snaps.push_back(x);
  }
  Cycle last = 0;
  for (const auto& w : phase1) {
    ASSERT_NE(w.left, ~Cycle(0)) << "phase-1 tail 0x" << std::hex << w.data << " never left";
    last = std::max(last, w.left);
  }
  // The stimulus staggers the tails: input p0 first, local last.
  ASSERT_LT(phase1[0].left + 10, last);
  ASSERT_LT(phase1[1].left + 5, last);

  for (Cycle t = 0; t <= last; ++t) {
    const Snap& x = snaps[size_t(t)];
    EXPECT_EQ(x.completions, 0u) << "cycle " << t;
    for (int p = 0; p < 3; ++p) {
      EXPECT_EQ((x.bits >> p) & 1, t >= phase1[size_t(p)].left ? 1u : 0u)
          << "sticky bit " << p << " at cycle " << t;
      if (t > phase1[size_t(p)].left) {
        EXPECT_EQ(x.bound[p], 0u) << "input " << p << " started a phase-2 header at cycle " << t
                                  << " before every pool queue passed its tail";
      }
    }
  }
  // The phase-2 headers of p0 and p1 waited at the front of their queues.
  EXPECT_GT(snaps[size_t(last)].occupancy[kP0], 0u);
  EXPECT_GT(snaps[size_t(last)].occupancy[kP1], 0u);

  // Next cycle: every bit clears at once, one completion, held headers start that cycle.
  const Snap& next = snaps[size_t(last) + 1];
  EXPECT_EQ(next.bits, 0u);
  EXPECT_EQ(next.completions, 1u);
  for (int p = 0; p < 3; ++p) {
    if (snaps[size_t(last)].occupancy[p] > 0) {
      EXPECT_EQ(next.bound[p], 1u) << "input " << p << " not released with the others";
    }
  }
  // VC 1 is not the pool: its messages passed while the pool was held.
  for (const auto& w : vc1) {
    EXPECT_LT(w.left, last) << "VC 1 tail 0x" << std::hex << w.data << " waited for the gate";
  }
  // Phase 2 completes as well; nothing is left behind.
  EXPECT_EQ(snaps.back().completions, 2u);
  EXPECT_TRUE(s.sw.quiet());
}

// With a mask that leaves out the local queue, that queue is never held and completion does
// not wait for it.
template <class Star>
void masked_out_queue_is_neither_held_nor_awaited(Star& s) {
  const uint32_t mask = (1u << kP0) | (1u << kP1);
  s.sw.set_sync_mask(mask);
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 5, 0, 0x11));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0x21));
  // The local queue (outside the mask) streams three messages; the first is long so that
  // the masked queues complete while it is still in its message.
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 40, 0, 0x12));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 1, 0, 0x22));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 1, 0, 0x32));
  std::vector<TailWatch> w = {{kP1, 0x10}, {kLoc, 0x11}, {kP0, 0x12}, {kP0, 0x22}, {kP0, 0x32}};
  std::vector<uint64_t> completions;
  std::vector<uint32_t> local_bound;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    watch(s, w, t);
    completions.push_back(s.sw.queues_complete_count());
    local_bound.push_back(s.sw.input_state(kLoc, 0).bound);
  }
  const Cycle masked_done = std::max(w[0].left, w[1].left);
  ASSERT_LT(masked_done + 5, w[2].left) << "stimulus: local must still be in its message";
  EXPECT_EQ(completions[size_t(masked_done)], 0u);
  EXPECT_EQ(completions[size_t(masked_done) + 1], 1u) << "completion waited for a masked-out queue";
  // The local queue starts each next message the cycle after its tail left: never held.
  EXPECT_EQ(local_bound[size_t(w[2].left) + 1], 1u);
  EXPECT_EQ(local_bound[size_t(w[3].left) + 1], 1u);
  EXPECT_NE(w[4].left, ~Cycle(0));
  EXPECT_EQ(sync_bits(s.sw) & mask, 0u);
}

}  // namespace ccsim::scenarios
