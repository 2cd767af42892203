// Round-robin fairness of the Verilated switch, through the switch scenarios of
// tests/unit/sc_models/hw_fairness_test.cpp, with the same names and claims (the arbiter alone is
// in rtl_primitives_test.cpp).
//
// k = 2..4 scripted sources (configuration iwarp: 5 ports, so k stops at 4; depth 8; VCs 0 and
// 1 only, so the pool and its gate stay out) each stream messages of random lengths to output
// VC 1 of one port while the sink always drains: every k consecutive messages come from k
// different inputs and every input gets the same number. Two worms on the two VCs of one
// output port (configuration p3, sync gate idle) take turns on its link word by word. The
// scenarios are the model's own: tests/common/switch/fairness_scenarios.h.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "common/switch/fairness_scenarios.h"
#include "common/switch/rtl_harness.h"

namespace ccsim::rtltest {
namespace {

using net::Link;
using net::LinkParams;

TEST(RtlSwitchFairness, CompetingInputsAreGrantedInRotationWithEqualShares) {
  const RtlConfig& cfg = Iwarp::kConfig;
  for (int k = 2; k <= cfg.ports - 1; ++k) {
    for (uint32_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE("k " + std::to_string(k) + " seed " + std::to_string(seed));
      LinkedRtlSwitch<Iwarp> sw;
      std::vector<std::unique_ptr<Link>> links;
      std::vector<std::unique_ptr<Endpoint>> eps;
      for (int p = 0; p <= k; ++p) {
        links.push_back(std::make_unique<Link>(LinkParams{}));
        sw.connect(p, {links.back().get(), 0}, cfg.downstream_depth);
        eps.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, cfg.vcs,
                                                 cfg.queue_depth, cfg.downstream_depth));
      }
      sw.set_sync_mask(0);
      scenarios::competing_inputs_are_granted_in_rotation(sw, eps, k, seed);
      EXPECT_FALSE(sw.error()) << "an RTL assertion fired";
    }
  }
}

TEST(RtlSwitchFairness, WormsOnTwoVcsOfOneOutputShareTheLinkWordByWord) {
  RtlStar<P3> s(LinkParams{}, {"in0", "in1", "out"}, 4);
  s.sw.set_sync_mask(0);
  scenarios::worms_on_two_vcs_of_one_output_share_the_link_word_by_word(s);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
