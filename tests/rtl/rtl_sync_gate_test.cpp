// The synchronizing switch in the Verilated switch (cc_switch with cc_sync_gate), through the
// scenarios of tests/unit/hw_sync_gate_test.cpp, with the same names and claims.
//
// Stimulus: configuration p3 (3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0), as the model's
// test: each endpoint sends a phase-1 pool message of a different length, then its phase-2
// message, plus messages on VC 1 before and after. Proves, cycle by cycle: a tail leaving pool
// queue p sets sticky bit p and nothing else does; the phase-2 header at a queue whose bit is
// set is not bound while any other masked queue has not passed its tail; in the cycle after
// the last tail all bits clear together, exactly one QueuesComplete pulses and the held
// headers are bound in that same cycle; VC 1 passes while the pool is held. With a mask that
// leaves out the local queue, that queue is never held and completion does not wait for it.
// No RTL assertion fires.
#include <gtest/gtest.h>

#include <algorithm>
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

struct TailWatch {
  uint8_t port;
  uint32_t data;
  Cycle left = ~Cycle(0);
};

void watch(RtlStar<P3>& s, std::vector<TailWatch>& w, Cycle t) {
  for (auto& x : w) {
    Flit f;
    if (word_left(*s.links[x.port], 0, t, f) && f.kind == FlitKind::kTail && f.data == x.data) {
      x.left = t;
    }
  }
}

TEST(RtlSyncGate, HoldsHeaderUntilAllQueuesPassedATail) {
  static_assert(P3::kConfig.sync && P3::kConfig.pool_vc == 0,
                "the scenario needs the gate on VC 0");
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[P0]->queue_words(message({{P1, 1, 1}}, 0, 2, 1, 0x30));
  s.ep[P1]->queue_words(message({{LOC, 1, 1}}, 0, 1, 1, 0x31));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 8, 0, 0x11));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0x21));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 30, 0, 0x12));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 2, 0, 0x22));
  std::vector<TailWatch> phase1 = {{P1, 0x10}, {LOC, 0x11}, {P0, 0x12}};
  std::vector<TailWatch> vc1 = {{P1, 0x30}, {LOC, 0x31}};

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
    Snap x{s.sw.sync_bits(), s.sw.queues_complete_count(), {}, {}};
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
  EXPECT_GT(snaps[size_t(last)].occupancy[P0], 0u);
  EXPECT_GT(snaps[size_t(last)].occupancy[P1], 0u);

  const Snap& next = snaps[size_t(last) + 1];
  EXPECT_EQ(next.bits, 0u);
  EXPECT_EQ(next.completions, 1u);
  for (int p = 0; p < 3; ++p) {
    if (snaps[size_t(last)].occupancy[p] > 0) {
      EXPECT_EQ(next.bound[p], 1u) << "input " << p << " not released with the others";
    }
  }
  for (const auto& w : vc1) {
    EXPECT_LT(w.left, last) << "VC 1 tail 0x" << std::hex << w.data << " waited for the gate";
  }
  EXPECT_EQ(snaps.back().completions, 2u);
  EXPECT_TRUE(s.sw.quiet());
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

TEST(RtlSyncGate, MaskedOutQueueIsNeitherHeldNorAwaited) {
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  const uint32_t mask = (1u << P0) | (1u << P1);
  s.sw.set_sync_mask(mask);
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 5, 0, 0x11));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0x21));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 40, 0, 0x12));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 1, 0, 0x22));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 1, 0, 0x32));
  std::vector<TailWatch> w = {{P1, 0x10}, {LOC, 0x11}, {P0, 0x12}, {P0, 0x22}, {P0, 0x32}};
  std::vector<uint64_t> completions;
  std::vector<uint32_t> local_bound;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    watch(s, w, t);
    completions.push_back(s.sw.queues_complete_count());
    local_bound.push_back(s.sw.input_state(LOC, 0).bound);
  }
  const Cycle masked_done = std::max(w[0].left, w[1].left);
  ASSERT_LT(masked_done + 5, w[2].left) << "stimulus: local must still be in its message";
  EXPECT_EQ(completions[size_t(masked_done)], 0u);
  EXPECT_EQ(completions[size_t(masked_done) + 1], 1u) << "completion waited for a masked-out queue";
  EXPECT_EQ(local_bound[size_t(w[2].left) + 1], 1u);
  EXPECT_EQ(local_bound[size_t(w[3].left) + 1], 1u);
  EXPECT_NE(w[4].left, ~Cycle(0));
  EXPECT_EQ(s.sw.sync_bits() & mask, 0u);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
