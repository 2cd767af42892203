// The synchronizing switch (004 §2.2.4; net/switch/sync_gate.h) inside a SwitchCore, and the gate
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
// that queue is never held and completion does not wait for it. A completion clears only the
// masked bits: a tail that left a queue outside the mask keeps its bit, which counts toward the
// next completion once the mask includes that queue again (gate alone, and in the switch, where
// the second completion then needs no second message from that queue).
// The switch scenarios are shared with the RTL test: tests/common/switch/sync_gate_scenarios.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "common/switch/sync_gate_scenarios.h"
#include "net/switch/switch_core.h"
#include "net/switch/sync_gate.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;
using net::SyncGate;

SwitchParams sync_params() {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  sp.sync.enabled = true;
  sp.sync_pool_vc = 0;
  return sp;
}

TEST(SyncGate, HoldsHeaderUntilAllQueuesPassedATail) {
  Star s(sync_params(), LinkParams{}, {"p0", "p1", "local"}, 4);
  scenarios::holds_header_until_all_queues_passed_a_tail(s);
}

TEST(HwSyncGate, MaskedOutQueueIsNeitherHeldNorAwaited) {
  Star s(sync_params(), LinkParams{}, {"p0", "p1", "local"}, 4);
  scenarios::masked_out_queue_is_neither_held_nor_awaited(s);
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

TEST(HwSyncGateBits, CompletionClearsOnlyTheMaskedBits) {
  SyncGate g(4);
  g.set_mask(0x3);
  g.tail_left(2);  // outside the mask: a message of the next phase passed early
  g.tail_left(0);
  g.tail_left(1);
  g.evaluate();
  EXPECT_EQ(g.completions(), 1u);
  EXPECT_EQ(g.bits(), 0x4u) << "the completion cleared a bit outside its mask";
  // Software widens the mask: queue 2's tail is already counted, and holds its next header.
  g.set_mask(0x7);
  EXPECT_TRUE(g.blocks_header(2));
  g.tail_left(0);
  g.tail_left(1);
  EXPECT_TRUE(g.all_set());
  g.evaluate();
  EXPECT_EQ(g.completions(), 2u);
  EXPECT_EQ(g.bits(), 0u);
}

// In the switch: the mask leaves out the local queue, whose one pool message passes before the
// phase-1 tails of p0 and p1. The first completion keeps the local bit; software then widens the
// mask to all three queues (between edges, in the cycle after the completion), and the second
// completion comes in the cycle after the last phase-2 tail of p0 and p1 without a second local
// message. Clearing every bit instead would leave the second phase waiting forever.
TEST(HwSyncGate, TailOutsideTheMaskCountsOnceTheMaskIncludesItsQueue) {
  using scenarios::kLoc;
  using scenarios::kP0;
  using scenarios::kP1;
  using scenarios::TailWatch;
  Star s(sync_params(), LinkParams{}, {"p0", "p1", "local"}, 4);
  s.sw.set_sync_mask((1u << kP0) | (1u << kP1));
  // Phase-1 tails 0x1p, phase-2 tails 0x2p; the local message is short, so it leaves first.
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 8, 0, 0x10));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 10, 0, 0x11));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 3, 0, 0x21));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 1, 0, 0x12));
  std::vector<TailWatch> tails = {
      {kP1, 0x10}, {kLoc, 0x11}, {kP0, 0x12}, {kP1, 0x20}, {kLoc, 0x21}};
  std::vector<uint64_t> completions;
  std::vector<uint64_t> bits;
  Cycle widened = ~Cycle(0);
  for (Cycle t = 0; t < 200; ++t) {
    if (widened == ~Cycle(0) && s.sw.queues_complete_count() == 1) {
      widened = t;
      s.sw.set_sync_mask(0x7);
    }
    s.tick(t);
    scenarios::watch(s, tails, t);
    completions.push_back(s.sw.queues_complete_count());
    bits.push_back(s.sw.sync_gate().bits());
  }
  for (const TailWatch& w : tails) {
    ASSERT_NE(w.left, ~Cycle(0)) << "tail 0x" << std::hex << w.data << " never left";
  }
  const Cycle phase1 = std::max(tails[0].left, tails[1].left);
  ASSERT_LT(tails[2].left, phase1) << "stimulus: the local tail must leave first";
  EXPECT_EQ(completions[size_t(phase1)], 0u);
  EXPECT_EQ(completions[size_t(phase1) + 1], 1u);
  EXPECT_EQ(bits[size_t(phase1) + 1], 1u << kLoc) << "the completion cleared the local bit";
  ASSERT_EQ(widened, phase1 + 2);
  const Cycle phase2 = std::max(tails[3].left, tails[4].left);
  EXPECT_EQ(completions[size_t(phase2)], 1u);
  EXPECT_EQ(completions[size_t(phase2) + 1], 2u) << "the second completion waited for a tail "
                                                    "the local queue had already passed";
  EXPECT_EQ(bits[size_t(phase2) + 1], 0u);
  EXPECT_TRUE(s.sw.quiet());
}

}  // namespace
}  // namespace ccsim::hwtest
