// Wormhole switching and source-route segments in the Verilated switch, on a line of them with
// scripted endpoints (rtl_harness.h RtlChain), through the scenarios of
// tests/unit/sc_models/hw_wormhole_test.cpp, with the same names and claims.
//
// - A blocked worm keeps every output VC on its path; a message needing one of them waits for
//   the tail and follows it; a message on another VC of the same links passes meanwhile
//   (configuration p3_lite: 2 VCs, depth 2, as the model's test; the one-VC scenario uses VC 0
//   of it only, which is the same switch behaviour).
// - Segment semantics word by word on every link: hops > 1 leaves with hops - 1, hops == 1 is
//   consumed, the payload keeps kind and data, each link carries the segment's VC, the
//   destination sees no route word (configuration p3: depth 4, sync gate idle).
// - Beyond the model's file: a chain of RTL switches and a chain of model switches given the
//   same traffic under the same random stalls (latency 2) drain the same words in the same
//   cycles at every endpoint.
// No RTL assertion fires in any of them. The scenarios, and the traffic of the last one, are
// the model's own: tests/common/switch/wormhole_scenarios.h.
#include <gtest/gtest.h>

#include <string>

#include "common/switch/rtl_harness.h"
#include "common/switch/wormhole_scenarios.h"

namespace ccsim::rtltest {
namespace {

using net::LinkParams;

static_assert(RtlChain<P3>::kEast == scenarios::kE && RtlChain<P3>::kWest == scenarios::kW &&
                  RtlChain<P3>::kLocal == scenarios::kL,
              "the shared scenarios name the chain's ports");

TEST(RtlWormhole, BlockedWormHoldsItsOutputVcUntilItsTailPasses) {
  RtlChain<P3Lite> c(3, LinkParams{}, 2);
  scenarios::blocked_worm_holds_its_output_vc_until_its_tail_passes(c);
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, BlockedWormHoldsItsWholePathNotJustItsHead) {
  RtlChain<P3Lite> c(4, LinkParams{}, 2);
  scenarios::blocked_worm_holds_its_whole_path_not_just_its_head(c);
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, SegmentsDecrementHopsAndAreConsumedWhenHopsReachOne) {
  RtlChain<P3> c(4, LinkParams{}, 4);
  for (auto& sw : c.sw) sw->set_sync_mask(0);  // the model's scenario has no sync gate
  scenarios::segments_decrement_hops_and_are_consumed_when_hops_reach_one(c);
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, UTurnWithVcChangeFollowsEachSegment) {
  RtlChain<P3> c(3, LinkParams{}, 4);
  for (auto& sw : c.sw) sw->set_sync_mask(0);  // the model's scenario has no sync gate
  scenarios::u_turn_with_vc_change_follows_each_segment(c);
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, ChainOfRtlSwitchesDrainsTheSameWordsInTheSameCyclesAsTheModelChain) {
  LinkParams lp;
  lp.latency_cycles = 2;
  net::SwitchParams sp;
  sp.num_vcs = P3Lite::kConfig.vcs;
  sp.queue_depth = P3Lite::kConfig.queue_depth;
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    hwtest::Chain model(3, sp, lp, 2);
    RtlChain<P3Lite> rtl(3, lp, 2);
    const auto want = scenarios::run_traffic(model, seed, [&](Cycle t) { model.tick(t); });
    const auto got = scenarios::run_traffic(rtl, seed, [&](Cycle t) { rtl.tick(t); });
    for (size_t i = 0; i < 3; ++i) EXPECT_EQ(got[i], want[i]) << "endpoint e" << i;
    EXPECT_FALSE(rtl.any_error()) << "an RTL assertion fired";
  }
}

}  // namespace
}  // namespace ccsim::rtltest
