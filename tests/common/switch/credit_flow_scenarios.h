// Credit flow: the scenario shared by hw_credit_flow_test.cpp and rtl_credit_flow_test.cpp
// (see switch_scenarios.h).
#pragma once

#include "common/switch/switch_scenarios.h"

namespace ccsim::scenarios {

// ---------------------------------------------------------------------------------------------
// Credit flow through one switch between a source (port A = 0) and a sink (port B = 1).

constexpr int kA = 0;
constexpr int kB = 1;

// `source` feeds port A, `sink` (per-VC depth `sink_depth`, which port B was connected with)
// drains port B. The source streams 12 messages alternating VCs 0 and 1; both stall at random
// (seeded) until cycle 400. Proves: port B's credits stay within 0..sink_depth, the sink never
// overflows, and in the end every credit is back and the sink got every word, per VC in order,
// with the hops == 1 route word consumed. `settle(now)` runs once after the last cycle, before
// the final checks (the model takes its lazily counted credits there).
template <class Sw, class Settle>
void stalled_receiver_gets_every_word_in_order(Sw& sw, Endpoint& source, Endpoint& sink,
                                               int sink_depth, uint32_t seed, Settle settle) {
  const int vcs = 2;
  std::mt19937 rng(seed);
  // Messages alternate VCs; words numbered so that order per VC is checkable.
  std::vector<Flit> expected[2];
  uint32_t serial = 1;
  for (int m = 0; m < 12; ++m) {
    const uint8_t vc = uint8_t(m % vcs);
    const int bodies = int(rng() % 7);
    const auto words = message({{uint8_t(kB), 1, vc}}, serial, bodies, vc, serial + 1000);
    serial += uint32_t(bodies) + 1;
    source.queue_words(words);
    // The switch consumes the single route word (hops == 1); the rest leave on `vc`.
    for (size_t i = 1; i < words.size(); ++i) expected[vc].push_back(words[i]);
  }
  std::vector<bool> stall_sink, stall_source;
  const Cycle kStallUntil = 400;
  for (Cycle t = 0; t < kStallUntil; ++t) {
    stall_sink.push_back(rng() % 4 != 0);  // drains one cycle in four
    stall_source.push_back(rng() % 3 == 0);
  }
  sink.drain_ok = [&](Cycle t, int) { return t >= kStallUntil || !stall_sink[size_t(t)]; };
  source.send_ok = [&](Cycle t) { return t >= kStallUntil || !stall_source[size_t(t)]; };

  const Cycle kCycles = 2000;
  for (Cycle t = 0; t < kCycles; ++t) {
    source.tick(t);
    sw.tick(t);
    sink.tick(t);
    for (int v = 0; v < vcs; ++v) {
      ASSERT_LE(sw.output_credits(kB, v), sink_depth) << "cycle " << t << " vc " << v;
      ASSERT_GE(sw.output_credits(kB, v), 0) << "cycle " << t << " vc " << v;
    }
    ASSERT_EQ(sink.overflows(), 0) << "cycle " << t;
  }
  settle(kCycles);
  for (int v = 0; v < vcs; ++v) {
    EXPECT_LE(sink.max_occupancy(v), size_t(sink_depth));
    EXPECT_EQ(sw.output_credits(kB, v), sink_depth) << "credits not all returned, vc " << v;
  }
  EXPECT_TRUE(source.all_sent());
  std::vector<Flit> got[2];
  for (const auto& s : sink.drained()) got[s.flit.vc].push_back(s.flit);
  for (int v = 0; v < vcs; ++v) {
    ASSERT_EQ(got[v].size(), expected[v].size()) << "vc " << v;
    for (size_t i = 0; i < got[v].size(); ++i) {
      EXPECT_TRUE(same_word(got[v][i], expected[v][i]))
          << "vc " << v << " word " << i << ": got " << describe(got[v][i]) << ", want "
          << describe(expected[v][i]);
    }
  }
  EXPECT_TRUE(sw.quiet());
}

}  // namespace ccsim::scenarios
