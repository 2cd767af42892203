// The synchronizing switch (004 §2.2.4; net/sync_gate.h) inside a SwitchCore, and the gate
// alone.
//
// Stimulus: a 3-port switch (p0, p1, local) with sync enabled on pool VC 0; each port's
// endpoint sends a phase-1 message of a different length on the pool VC, followed at once by
// its phase-2 message, plus messages on VC 1 (not the pool) before and after. Proves, cycle by
// cycle: a tail leaving pool queue p sets bit p and nothing else does (VC 1 tails do not);
// the phase-2 header at a queue whose bit is set is not bound while any other masked queue
// has not passed its tail; in the cycle after the last tail all bits clear together, the
// completion count moves by exactly one and the held headers are bound in that same cycle;
// VC 1 messages pass while the pool is held. With a mask that leaves out the local queue,
// that queue is never held and completion does not wait for it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "hw_test_util.h"
#include "net/switch_core.h"
#include "net/sync_gate.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;
using net::SyncGate;

constexpr uint8_t P0 = 0;
constexpr uint8_t P1 = 1;
constexpr uint8_t LOC = 2;

SwitchParams sync_params() {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  sp.sync_enabled = true;
  sp.sync_pool_vc = 0;
  return sp;
}

// Cycle in which a tail with `data` left the switch through `port`, filled in as it happens.
struct TailWatch {
  uint8_t port;
  uint32_t data;
  Cycle left = ~Cycle(0);
};

void watch(Star& s, std::vector<TailWatch>& w, Cycle t) {
  for (auto& x : w) {
    Flit f;
    if (word_left(*s.links[x.port], 0, t, f) && f.kind == FlitKind::kTail && f.data == x.data) {
      x.left = t;
    }
  }
}

TEST(SyncGate, HoldsHeaderUntilAllQueuesPassedATail) {
  Star s(sync_params(), LinkParams{}, {"p0", "p1", "local"}, 4);
  // Phase-1 tails 0x10 + input, phase-2 tails 0x20 + input; VC 1 tails 0x30 + input.
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[P0]->queue_words(message({{P1, 1, 1}}, 0, 2, 1, 0x30));
  s.ep[P1]->queue_words(message({{LOC, 1, 1}}, 0, 1, 1, 0x31));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 8, 0, 0x11));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0x21));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 30, 0, 0x12));
  s.ep[LOC]->queue_words(message({{P0, 1, 0}}, 0, 2, 0, 0x22));
  // Where each phase-1 tail of input p leaves: p0 -> p1, p1 -> local, local -> p0.
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
    Snap x{s.sw.sync_gate().bits(), s.sw.queues_complete_count(), {}, {}};
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
  EXPECT_GT(snaps[size_t(last)].occupancy[P0], 0u);
  EXPECT_GT(snaps[size_t(last)].occupancy[P1], 0u);

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

TEST(HwSyncGate, MaskedOutQueueIsNeitherHeldNorAwaited) {
  Star s(sync_params(), LinkParams{}, {"p0", "p1", "local"}, 4);
  const uint32_t mask = (1u << P0) | (1u << P1);
  s.sw.set_sync_mask(mask);
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[P0]->queue_words(message({{P1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 5, 0, 0x11));
  s.ep[P1]->queue_words(message({{LOC, 1, 0}}, 0, 2, 0, 0x21));
  // The local queue (outside the mask) streams three messages; the first is long so that
  // the masked queues complete while it is still in its message.
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
  // The local queue starts each next message the cycle after its tail left: never held.
  EXPECT_EQ(local_bound[size_t(w[2].left) + 1], 1u);
  EXPECT_EQ(local_bound[size_t(w[3].left) + 1], 1u);
  EXPECT_NE(w[4].left, ~Cycle(0));
  EXPECT_EQ(s.sw.sync_gate().bits() & mask, 0u);
}

TEST(HwSyncGateBits, AllMaskedBitsClearTogetherAndCountOneCompletion) {
  SyncGate g(4);
  EXPECT_EQ(g.mask(), 0xFu);
  g.tail_left(2);
  g.tail_left(0);
  EXPECT_TRUE(g.blocks_header(2));
  EXPECT_FALSE(g.blocks_header(1));
  g.evaluate();
  EXPECT_EQ(g.completions(), 0u);
  EXPECT_EQ(g.bits(), 0x5u);
  g.tail_left(1);
  g.tail_left(3);
  EXPECT_TRUE(g.all_set());
  g.evaluate();
  EXPECT_EQ(g.completions(), 1u);
  EXPECT_EQ(g.bits(), 0u);
  g.evaluate();
  EXPECT_EQ(g.completions(), 1u) << "a completion without new tails";
}

TEST(HwSyncGateBits, MaskSelectsWhichBitsTheAndSeesAndWhichHeadersAreHeld) {
  SyncGate g(3);
  g.set_mask(0x3);
  g.tail_left(2);
  EXPECT_FALSE(g.blocks_header(2)) << "queue outside the mask held";
  EXPECT_FALSE(g.all_set());
  g.tail_left(0);
  g.tail_left(1);
  EXPECT_TRUE(g.all_set());
  g.evaluate();
  EXPECT_EQ(g.completions(), 1u);
  EXPECT_EQ(g.bits() & 0x3u, 0u);
  g.set_mask(0);
  g.evaluate();
  EXPECT_FALSE(g.all_set()) << "an empty mask must never complete";
  EXPECT_EQ(g.completions(), 1u);
  g.set_mask(0xFF);
  EXPECT_EQ(g.mask(), 0x7u) << "mask bits beyond the queues kept";
}

}  // namespace
}  // namespace ccsim::hwtest
