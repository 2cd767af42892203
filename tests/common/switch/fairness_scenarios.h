// Round-robin fairness: the scenarios shared by hw_fairness_test.cpp and rtl_fairness_test.cpp
// (see switch_scenarios.h).
#pragma once

#include "common/switch/switch_scenarios.h"

namespace ccsim::scenarios {

// ---------------------------------------------------------------------------------------------
// Round-robin fairness at a switch.

// `eps[0..k-1]` feed inputs 0..k-1 of `sw`, `eps[k]` sinks its port k (always draining; 2 VCs).
// Each source streams 12 messages of random lengths to output VC 1 of port k on its own link
// VC (i % 2), the tail carrying the input's number. Every input gets the same number of
// messages, and any k consecutive grants name k different inputs.
template <class Sw>
void competing_inputs_are_granted_in_rotation(Sw& sw, std::vector<std::unique_ptr<Endpoint>>& eps,
                                              int k, uint32_t seed) {
  const int out = k;
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

// Star of 3 ports in0, in1, out (2 VCs, depth 4). Two inputs, each with a long worm to a
// different VC of the same output port: once both are flowing, the link carries their words
// alternately.
template <class Star>
void worms_on_two_vcs_of_one_output_share_the_link_word_by_word(Star& s) {
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

}  // namespace ccsim::scenarios
