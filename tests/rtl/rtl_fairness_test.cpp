// Round-robin fairness of the Verilated switch, through the switch scenarios of
// tests/unit/hw_fairness_test.cpp, with the same names and claims (the arbiter alone is in
// rtl_primitives_test.cpp).
//
// k = 2..4 scripted sources (configuration iwarp: 5 ports, so k stops at 4; depth 8; VCs 0 and
// 1 only, so the pool and its gate stay out) each stream messages of random lengths to output
// VC 1 of one port while the sink always drains: every k consecutive messages come from k
// different inputs and every input gets the same number. Two worms on the two VCs of one
// output port (configuration p3, sync gate idle) take turns on its link word by word.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "rtl_harness.h"

namespace ccsim::rtltest {
namespace {

using hwtest::message;
using hwtest::word_left;
using net::Link;
using net::LinkParams;

TEST(RtlSwitchFairness, CompetingInputsAreGrantedInRotationWithEqualShares) {
  const RtlConfig& cfg = Iwarp::kConfig;
  for (int k = 2; k <= cfg.ports - 1; ++k) {
    for (uint32_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE("k " + std::to_string(k) + " seed " + std::to_string(seed));
      LinkedRtlSwitch<Iwarp> sw;
      const int out = k;
      std::vector<std::unique_ptr<Link>> links;
      std::vector<std::unique_ptr<Endpoint>> eps;
      for (int p = 0; p <= k; ++p) {
        links.push_back(std::make_unique<Link>(LinkParams{}, 64));
        sw.connect(p, {links.back().get(), 0}, cfg.downstream_depth);
        eps.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, cfg.vcs,
                                                 cfg.queue_depth, cfg.downstream_depth));
      }
      sw.set_sync_mask(0);
      std::mt19937 rng(seed);
      const int kMessages = 12;
      for (int i = 0; i < k; ++i) {
        for (int m = 0; m < kMessages; ++m) {
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
      EXPECT_FALSE(sw.error()) << "an RTL assertion fired";
    }
  }
}

TEST(RtlSwitchFairness, WormsOnTwoVcsOfOneOutputShareTheLinkWordByWord) {
  RtlStar<P3> s(LinkParams{}, {"in0", "in1", "out"}, 4);
  s.sw.set_sync_mask(0);
  s.ep[0]->queue_words(message({{2, 1, 0}}, 0, 30, 0, 0xA));
  s.ep[1]->queue_words(message({{2, 1, 1}}, 0, 30, 0, 0xB));
  std::vector<int> vcs;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    Flit f;
    if (word_left(*s.links[2], 0, t, f)) vcs.push_back(f.vc);
  }
  ASSERT_EQ(vcs.size(), 62u);
  for (size_t i = 1; i < vcs.size(); ++i) {
    EXPECT_NE(vcs[i], vcs[i - 1]) << "word " << i << " of " << vcs.size();
  }
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
