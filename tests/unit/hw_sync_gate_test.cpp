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
// The switch scenarios are shared with the RTL test: tests/common/switch_scenarios.h.
#include <gtest/gtest.h>

#include "../common/switch_scenarios.h"
#include "hw_test_util.h"
#include "net/switch_core.h"
#include "net/sync_gate.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;
using net::SyncGate;

SwitchParams sync_params() {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  sp.sync_enabled = true;
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

}  // namespace
}  // namespace ccsim::hwtest
