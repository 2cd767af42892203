// Wormhole switching and source-route segments (net/switch/switch_core.h, net/flit.h), on a line of
// SwitchCores with scripted endpoints at the local ports (hw_test_util.h Chain).
//
// Stimulus and claims:
// - A worm whose destination stops draining keeps every output VC along its path; a second
//   message that needs one of them (even where the rest of its own path is free) waits until
//   the tail has passed, and then follows it; a message on another VC of the same physical
//   links passes meanwhile (VCs share links word by word).
// - Segment semantics, checked word by word on every link a worm crosses: a route word with
//   hops > 1 leaves with hops - 1, one with hops == 1 is consumed by the switch that reads it,
//   words after the route keep their kind and data, each link carries the VC of the segment
//   that bound it, and the destination sees no route word at all. Straight runs and a U-turn
//   with a VC change are both covered.
// - The trace (every word at every endpoint, with its cycle) is the same whichever order the
//   blocks are evaluated in within a cycle, over full and half duplex links under random
//   stalls.
// The switch scenarios are shared with the RTL test: tests/common/switch/wormhole_scenarios.h.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "common/switch/wormhole_scenarios.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;

static_assert(Chain::kEast == scenarios::kE && Chain::kWest == scenarios::kW &&
                  Chain::kLocal == scenarios::kL,
              "the shared scenarios name the chain's ports");

SwitchParams switch_params(int vcs, int depth) {
  SwitchParams sp;
  sp.num_vcs = vcs;
  sp.queue_depth = depth;
  return sp;
}

TEST(HwWormhole, BlockedWormHoldsItsOutputVcUntilItsTailPasses) {
  Chain c(3, switch_params(2, 2), LinkParams{}, 2);
  scenarios::blocked_worm_holds_its_output_vc_until_its_tail_passes(c);
}

TEST(HwWormhole, BlockedWormHoldsItsWholePathNotJustItsHead) {
  Chain c(4, switch_params(1, 2), LinkParams{}, 2);
  scenarios::blocked_worm_holds_its_whole_path_not_just_its_head(c);
}

TEST(HwWormhole, SegmentsDecrementHopsAndAreConsumedWhenHopsReachOne) {
  Chain c(4, switch_params(2, 4), LinkParams{}, 4);
  scenarios::segments_decrement_hops_and_are_consumed_when_hops_reach_one(c);
}

TEST(HwWormhole, UTurnWithVcChangeFollowsEachSegment) {
  Chain c(3, switch_params(2, 4), LinkParams{}, 4);
  scenarios::u_turn_with_vc_change_follows_each_segment(c);
}

// Traffic both ways on a line of 3 under random stalls; every word each endpoint drained.
std::vector<std::vector<std::pair<Cycle, uint32_t>>> run_traffic(bool half_duplex, bool reverse,
                                                                 uint32_t seed) {
  LinkParams lp;
  lp.half_duplex = half_duplex;
  lp.latency_cycles = 2;
  Chain c(3, switch_params(2, 2), lp, 2);
  return scenarios::run_traffic(c, seed, [&](Cycle t) { c.tick(t, reverse); });
}

TEST(HwWormhole, TraceDoesNotDependOnTheOrderBlocksAreEvaluatedInACycle) {
  for (bool half : {false, true}) {
    for (uint32_t seed = 1; seed <= 6; ++seed) {
      const auto forward = run_traffic(half, false, seed);
      const auto backward = run_traffic(half, true, seed);
      for (size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(forward[i], backward[i])
            << (half ? "half" : "full") << " duplex, seed " << seed << ", endpoint e" << i;
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::hwtest
