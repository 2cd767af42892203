// Round-robin fairness: the arbiter alone (net/rr_arbiter.h), exhaustively for small n, and a
// SwitchCore whose k inputs all compete for one output VC.
//
// Arbiter: for n = 1..6, from every reachable pointer and for every request mask, the winner
// is the first requester at or after the pointer (cyclically) and the pointer moves just past
// it; over every sequence of masks of length n in which requester r always requests (n <= 4),
// r is granted within n grants. Switch: k = 2..5 scripted sources each stream messages of
// random lengths to the same output VC while the sink always drains; the grants (the order
// in which messages leave) rotate: every k consecutive messages come from k different
// inputs, and every input gets the same number of messages; two worms on the two VCs of one
// output port take turns on its link word by word.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "hw_test_util.h"
#include "net/rr_arbiter.h"
#include "net/switch_core.h"

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
      const int out = k;
      std::vector<std::string> names;
      for (int i = 0; i < k; ++i) names.push_back("in" + std::to_string(i));
      names.push_back("out");
      SwitchCore sw(sp, "sw", names);
      std::vector<std::unique_ptr<Link>> links;
      std::vector<std::unique_ptr<Endpoint>> eps;
      for (int p = 0; p <= k; ++p) {
        links.push_back(std::make_unique<Link>(LinkParams{}, 32));
        sw.connect(p, {links.back().get(), 0}, sp.queue_depth);
        eps.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, sp.num_vcs,
                                                 sp.queue_depth, sp.queue_depth));
      }
      std::mt19937 rng(seed);
      const int kMessages = 12;
      for (int i = 0; i < k; ++i) {
        for (int m = 0; m < kMessages; ++m) {
          // Input i on its own link VC (i % 2); all want output VC 1 of "out". The tail
          // carries the input's number.
          const uint8_t link_vc = uint8_t(i % 2);
          eps[size_t(i)]->queue_words(
              message({{uint8_t(out), 1, 1}}, 0, int(rng() % 4), link_vc, uint32_t(i)));
        }
      }
      for (Cycle t = 0; t < 3000; ++t) {
        for (auto& e : eps) e->tick(t);
        sw.tick(t);
      }
      std::vector<int> order;
      for (const auto& s : eps[size_t(out)]->drained()) {
        if (s.flit.kind == FlitKind::kTail) order.push_back(int(s.flit.data));
      }
      ASSERT_EQ(order.size(), size_t(k * kMessages));
      std::vector<int> count(size_t(k), 0);
      for (int i : order) ++count[size_t(i)];
      for (int i = 0; i < k; ++i) EXPECT_EQ(count[size_t(i)], kMessages) << "input " << i;
      // After the first grant, while every input still has messages (all of them, since the
      // shares are equal), any k consecutive grants name k different inputs.
      std::string seq;
      for (int i : order) seq += char('0' + i);
      for (size_t j = 0; j + size_t(k) <= order.size(); ++j) {
        std::vector<bool> seen(size_t(k), false);
        for (size_t m = j; m < j + size_t(k); ++m) seen[size_t(order[m])] = true;
        for (int i = 0; i < k; ++i) {
          EXPECT_TRUE(seen[size_t(i)]) << "input " << i << " missing from grants " << j << ".."
                                       << j + size_t(k) - 1 << " of " << seq;
        }
      }
    }
  }
}

TEST(HwSwitchFairness, WormsOnTwoVcsOfOneOutputShareTheLinkWordByWord) {
  // Two inputs, each with a long worm to a different VC of the same output port: once both
  // are flowing, the link carries their words alternately.
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  Star s(sp, LinkParams{}, {"in0", "in1", "out"}, 4);
  s.ep[0]->queue_words(message({{2, 1, 0}}, 0, 30, 0, 0xA));
  s.ep[1]->queue_words(message({{2, 1, 1}}, 0, 30, 0, 0xB));
  std::vector<int> vcs;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    Flit f;
    if (word_left(*s.links[2], 0, t, f)) vcs.push_back(f.vc);
  }
  ASSERT_EQ(vcs.size(), 62u);
  // Both start in the same cycle; every word leaves in its own cycle, alternating VCs.
  for (size_t i = 1; i < vcs.size(); ++i) {
    EXPECT_NE(vcs[i], vcs[i - 1]) << "word " << i << " of " << vcs.size();
  }
}

}  // namespace
}  // namespace ccsim::hwtest
