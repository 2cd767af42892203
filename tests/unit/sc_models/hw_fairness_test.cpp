// Round-robin fairness: the arbiter alone (net/switch/rr_arbiter.h), exhaustively for small n, and
// a SwitchCore whose k inputs all compete for one output VC.
//
// Arbiter: for n = 1..6, from every reachable pointer and for every request mask, the winner
// is the first requester at or after the pointer (cyclically) and the pointer moves just past
// it; over every sequence of masks of length n in which requester r always requests (n <= 4),
// r is granted within n grants. Switch: k = 2..5 scripted sources each stream messages of
// random lengths to the same output VC while the sink always drains; the grants (the order
// in which messages leave) rotate: every k consecutive messages come from k different
// inputs, and every input gets the same number of messages; two worms on the two VCs of one
// output port take turns on its link word by word. The switch scenarios are shared with the RTL
// test: tests/common/switch/fairness_scenarios.h.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "common/switch/fairness_scenarios.h"
#include "common/switch/hw_test_util.h"
#include "net/switch/rr_arbiter.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::Link;
using net::LinkParams;
using net::RoundRobinArbiter;
using net::SwitchCore;
using net::SwitchParams;

// The reference: first set bit at or after `from`, cyclically over n.
int reference_pick(uint64_t requests, int from, int n) {
  for (int k = 0; k < n; ++k) {
    const int i = (from + k) % n;
    if ((requests >> i) & 1) return i;
  }
  return -1;
}

TEST(HwRoundRobinArbiter, GrantsFirstRequesterAtOrAfterThePointerForEveryMaskAndPointer) {
  for (int n = 1; n <= 6; ++n) {
    for (int start = 0; start < n; ++start) {
      for (uint64_t mask = 0; mask < (uint64_t(1) << n); ++mask) {
        RoundRobinArbiter arb(n);
        // Bring the pointer to `start`: grant requester start - 1 alone (or none for 0).
        if (start > 0) {
          ASSERT_EQ(arb.pick(uint64_t(1) << (start - 1)), start - 1);
        }
        ASSERT_EQ(arb.next(), start);
        const int want = reference_pick(mask, start, n);
        const int got = arb.pick(mask);
        ASSERT_EQ(got, want) << "n " << n << " pointer " << start << " mask " << mask;
        if (want >= 0) {
          EXPECT_EQ(arb.next(), (want + 1) % n) << "n " << n << " mask " << mask;
        } else {
          EXPECT_EQ(arb.next(), start) << "an empty request moved the pointer";
        }
      }
    }
  }
}

TEST(HwRoundRobinArbiter, PersistentRequesterIsGrantedWithinNGrants) {
  for (int n = 1; n <= 4; ++n) {
    const uint64_t masks = uint64_t(1) << n;
    for (int r = 0; r < n; ++r) {
      for (int start = 0; start < n; ++start) {
        // Every sequence of n masks that all include r.
        uint64_t sequences = 1;
        for (int k = 0; k < n; ++k) sequences *= masks;
        for (uint64_t seq = 0; seq < sequences; ++seq) {
          RoundRobinArbiter arb(n);
          if (start > 0) arb.pick(uint64_t(1) << (start - 1));
          uint64_t s = seq;
          bool granted = false;
          for (int k = 0; k < n && !granted; ++k) {
            const uint64_t mask = (s % masks) | (uint64_t(1) << r);
            s /= masks;
            granted = arb.pick(mask) == r;
          }
          ASSERT_TRUE(granted) << "n " << n << " requester " << r << " pointer " << start
                               << " sequence " << seq;
        }
      }
    }
  }
}

TEST(HwSwitchFairness, CompetingInputsAreGrantedInRotationWithEqualShares) {
  for (int k = 2; k <= 5; ++k) {
    for (uint32_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE("k " + std::to_string(k) + " seed " + std::to_string(seed));
      SwitchParams sp;
      sp.num_vcs = 2;
      sp.queue_depth = 3;
      std::vector<std::string> names;
      for (int i = 0; i < k; ++i) names.push_back("in" + std::to_string(i));
      names.push_back("out");
      SwitchCore sw(sp, "sw", names);
      std::vector<std::unique_ptr<Link>> links;
      std::vector<std::unique_ptr<Endpoint>> eps;
      for (int p = 0; p <= k; ++p) {
        links.push_back(std::make_unique<Link>(LinkParams{}));
        sw.connect(p, {links.back().get(), 0}, sp.queue_depth);
        eps.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, sp.num_vcs,
                                                 sp.queue_depth, sp.queue_depth));
      }
      scenarios::competing_inputs_are_granted_in_rotation(sw, eps, k, seed);
    }
  }
}

TEST(HwSwitchFairness, WormsOnTwoVcsOfOneOutputShareTheLinkWordByWord) {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  Star s(sp, LinkParams{}, {"in0", "in1", "out"}, 4);
  scenarios::worms_on_two_vcs_of_one_output_share_the_link_word_by_word(s);
}

}  // namespace
}  // namespace ccsim::hwtest
