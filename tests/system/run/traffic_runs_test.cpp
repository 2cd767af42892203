// Proves synthetic traffic through `ccsim run`: uniform load below saturation is accepted at
// the offered rate, and the latency at very low load is, exactly, the pipeline time the link
// parameters give; and the packets are those of one Bernoulli trial per source and cycle.
//
// Black box: only exit codes, the --stats JSON fields of report.h, the files written and the
// one-line error format are checked, never the human report text. Runs use 1 KB blocks (256 B
// where only repeatability matters) so that each test takes about a second.
#include <gtest/gtest.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/run_report.h"

namespace ccsim::systest {
namespace {

using namespace run_report;

// ---------------------------------------------------------------------------------------------
// Synthetic traffic.

TEST(Traffic, UniformLoadBelowSaturationOn4x4MeshIsAcceptedAtTheOfferedRate) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats = run_for_stats(
      {"run", "--experiment.name=traffic", "--traffic.pattern=uniform", "--topology.kind=mesh2d",
       "--topology.nx=4", "--topology.ny=4", "--link.cycles_per_word=1", "--switch.num_vcs=1",
       "--switch.sync=false", "--switch.sync_pool_vc=0", "--traffic.injection_rate=0.05",
       "--traffic.warmup_cycles=1000", "--traffic.measure_cycles=5000", "--quiet", "--stats",
       stats_path},
      stats_path, dir);
  EXPECT_TRUE(stats["ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_TRUE(stats["data_checked"].get<bool>());
  EXPECT_TRUE(stats["data_ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_EQ(stats["error"], "") << "a load of 0.05 should not saturate a 4x4 mesh";
  const double offered = double(figure(stats, "offered_words_per_node_cycle"));
  const double accepted = double(figure(stats, "accepted_words_per_node_cycle"));
  RecordProperty("offered_words_per_node_cycle", std::to_string(offered));
  RecordProperty("accepted_words_per_node_cycle", std::to_string(accepted));
  RecordProperty("avg_latency_cycles", std::to_string(double(figure(stats, "avg_latency_cycles"))));
  EXPECT_NEAR(offered, 0.05, 0.1 * 0.05);
  // Every packet offered is delivered; each arrives without the route words its switches
  // consumed (2 or 3 of its 8 words on this mesh), and the accepted load counts what arrived.
  const double delivered = double(figure(stats, "delivered_words_per_node_cycle"));
  EXPECT_NEAR(delivered, offered, 0.1 * offered);
  EXPECT_LT(accepted, delivered * 6.01 / 8);
  EXPECT_GT(accepted, delivered * 4.99 / 8);
  EXPECT_GT(double(figure(stats, "avg_latency_cycles")), 0.0);
  EXPECT_GT(figure(stats, "packets_measured"), 0.0);
}

// Sources draw their per-cycle Bernoulli trials ahead of time and their nodes sleep between
// packets; the packets must be those of one draw per source and cycle, in the order the
// destination and route draws interleave with them. The figures below are what the simulator
// gave when it drew one trial per cycle (seed 1): one trial drawn early, late or out of order
// moves every one of them.
TEST(Traffic, SourcesGenerateThePacketsOfOneTrialPerCycle) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats =
      run_for_stats({"run", "--config", "configs/booksim-mesh-8x8.ini",
                     "--traffic.injection_rate=0.05", "--traffic.warmup_cycles=500",
                     "--traffic.measure_cycles=3000", "--quiet", "--stats", stats_path},
                    stats_path, dir);
  ASSERT_TRUE(stats["ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_EQ(figure(stats, "packets_measured"), 1223.0);
  EXPECT_EQ(figure(stats, "head_blocked_cycles"), 3157.0);
  EXPECT_NEAR(figure(stats, "avg_latency_cycles"), 45.743254, 1e-4);  // one packet: 0.03
  EXPECT_EQ(stats["cycles"].get<double>(), 3584.0);
}

// Latency is exact when no packet waits for another. Pattern neighbor on a 4x4 torus sends
// every packet one hop along +x, and no two sources share a link or a sink; at 0.001
// words/node/cycle a node generates a packet every 8,000 cycles or so, and with seed 1 none
// while its previous packet is still leaving (the average would then exceed the figure below).
// A packet of W words (2 route words: the x hop and the ejection; 2 info words; data; the
// trailer) generated in cycle g is pushed whole, and its interface sends word k in cycle
// g + Tt k (switch.queue_depth = 8 covers the credit round trip, 2L + 1 <= 7 cycles). The
// trailer, k = W - 1, reaches the sink's deposit engine L + 5 cycles after it left: 1 on the
// local link in, 1 through the source's switch, L on the x link, 1 through the destination's
// switch, 1 on the local link out, 1 for the engine to take it. So latency, generation to
// tail, is Tt (W - 1) + L + 5: 21 cycles with iWarp's Tt = 2, L = 2 and 8-word packets. (To
// the second info word, k = 3, it would be 3 Tt + L + 5.)
struct LatencyCase {
  int cycles_per_word;  // Tt
  int latency_cycles;   // L
  int packet_words;     // W
};

class TrafficLatency : public ::testing::TestWithParam<LatencyCase> {};

TEST_P(TrafficLatency, AtVeryLowLoadIsTheTrailersPipelineTimeExactly) {
  const LatencyCase& c = GetParam();
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats =
      run_for_stats({"run", "--config", kIwarpConfig, "--experiment.name=traffic",
                     "--traffic.pattern=neighbor", "--topology.nx=4", "--topology.ny=4", "--seed",
                     "1", "--link.cycles_per_word=" + std::to_string(c.cycles_per_word),
                     "--link.latency_cycles=" + std::to_string(c.latency_cycles),
                     "--traffic.packet_words=" + std::to_string(c.packet_words),
                     "--traffic.injection_rate=0.001", "--traffic.warmup_cycles=0",
                     "--traffic.measure_cycles=20000", "--quiet", "--stats", stats_path},
                    stats_path, dir);
  EXPECT_TRUE(stats["ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_TRUE(stats["data_ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_GE(figure(stats, "packets_measured"), 20.0) << "too few packets to average";
  const int expected = c.cycles_per_word * (c.packet_words - 1) + c.latency_cycles + 5;
  EXPECT_EQ(double(figure(stats, "avg_latency_cycles")), double(expected))
      << "Tt (W - 1) + L + 5 with Tt " << c.cycles_per_word << ", L " << c.latency_cycles << ", W "
      << c.packet_words;
}

INSTANTIATE_TEST_SUITE_P(Timings, TrafficLatency,
                         ::testing::Values(LatencyCase{2, 2, 8}, LatencyCase{1, 3, 12},
                                           LatencyCase{2, 4, 8}),
                         [](const ::testing::TestParamInfo<LatencyCase>& info) {
                           return "Tt" + std::to_string(info.param.cycles_per_word) + "L" +
                                  std::to_string(info.param.latency_cycles) + "W" +
                                  std::to_string(info.param.packet_words);
                         });

}  // namespace
}  // namespace ccsim::systest
