// Router timing keys through the ccsim command: the matched-timing configuration runs and
// checks its data, the timing keys at their defaults change nothing, a collective runs with
// every timing key away from its default, VC classes relieve head-of-line blocking, kept
// route words need queues of two words (refused by key before simulation otherwise), packets
// that carry their route in the head word may be 4 words long, and one word per input port
// per cycle through the crossbar slows a network whose inputs hold several worms.
//
// Black box; runs are 8x8 with short windows (well under a second each).
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

constexpr char kBooksim[] = "configs/booksim-mesh-8x8.ini";

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

nlohmann::json read_json(const std::string& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

TEST(RouterTiming, BooksimTimingConfigRunsAndChecksItsData) {
  TestDir dir;
  const std::string stats = (dir.path() / "s.json").string();
  const CommandResult r =
      run_ccsim({"run", "--config", kBooksim, "-q", "--traffic.injection_rate=0.1",
                 "--traffic.warmup_cycles=1000", "--traffic.measure_cycles=5000", "--stats", stats},
                dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
  const nlohmann::json j = read_json(stats);
  EXPECT_FALSE(j.at("saturated").get<bool>());
  const double offered =
      j.at("figures").at("offered_words_per_node_cycle").at("value").get<double>();
  const double accepted =
      j.at("figures").at("accepted_words_per_node_cycle").at("value").get<double>();
  EXPECT_NEAR(accepted, offered, 0.01);
  // Packets carry their route in the head word (switch.route_words = head): they arrive whole.
  EXPECT_EQ(accepted,
            j.at("figures").at("delivered_words_per_node_cycle").at("value").get<double>());
  // 5 cycles per hop and 5-cycle credit round trips: well above the iWarp-timing figure
  // (about 30 cycles on this workload) at this load.
  EXPECT_GT(j.at("figures").at("avg_latency_cycles").at("value").get<double>(), 45.0);
}

// BookSim2's measured single stream between two neighbours: 8 flits per 13 cycles (0.615),
// the credit round trip of 5 cycles and the next head's routing and VC allocation included.
TEST(RouterTiming, BooksimTimingStreamsEightFlitsPerThirteenCyclesBetweenNeighbours) {
  TestDir dir;
  const std::string stats = (dir.path() / "s.json").string();
  const CommandResult r = run_ccsim(
      {"run", "--config", kBooksim, "-q", "--topology.nx=2", "--topology.ny=1",
       "--traffic.pattern=neighbor", "--traffic.injection_rate=1", "--traffic.warmup_cycles=1000",
       "--traffic.measure_cycles=13000", "--stats", stats},
      dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const double accepted =
      read_json(stats).at("figures").at("accepted_words_per_node_cycle").at("value").get<double>();
  EXPECT_NEAR(accepted, 8.0 / 13.0, 0.002);
}

// The defaults written out give the same figures, cycle for cycle, as leaving them out.
TEST(RouterTiming, TimingKeysAtTheirDefaultsChangeNoFigure) {
  TestDir dir;
  const std::vector<std::string> base = {"run",
                                         "--config",
                                         "configs/mesh-8x8-uniform.ini",
                                         "-q",
                                         "--traffic.injection_rate=0.2",
                                         "--traffic.warmup_cycles=1000",
                                         "--traffic.measure_cycles=5000"};
  const std::string plain = (dir.path() / "plain.json").string();
  const std::string spelled = (dir.path() / "spelled.json").string();
  std::vector<std::string> a = base;
  a.insert(a.end(), {"--stats", plain});
  std::vector<std::string> b = base;
  b.insert(b.end(), {"--stats", spelled, "--switch.pipeline_cycles=1", "--switch.body_cycles=1",
                     "--switch.next_head_cycles=0", "--switch.route_words=consumed",
                     "--switch.one_word_per_input=false", "--link.credit_delay_cycles=0",
                     "--link.local_latency_cycles=1", "--switch.ejection_vcs=first",
                     "--switch.vc_handover_cycles=0", "--traffic.injection_vcs=first",
                     "--routing.torus_ties=plus", "--routing.torus_vcs=dateline"});
  ASSERT_EQ(run_ccsim(a, dir).exit_code, 0);
  ASSERT_EQ(run_ccsim(b, dir).exit_code, 0);
  const nlohmann::json x = read_json(plain);
  const nlohmann::json y = read_json(spelled);
  EXPECT_EQ(x.at("figures"), y.at("figures"));
  EXPECT_EQ(x.at("cycles"), y.at("cycles"));
  EXPECT_EQ(x.at("links"), y.at("links"));
}

// Phased AAPC with the synchronizing switch and message passing, on iWarp's torus, with every
// timing key away from its default: the data arrive (kept and head route words are dropped by
// the destination's interface) and the run takes longer than with the same route words at
// iWarp's timing. (A head route is shorter than a consumed one: at 64-byte blocks a message
// passing run with head routes beats the consumed-route run at iWarp's timing.)
TEST(RouterTiming, CollectivesRunWithEveryTimingKeyAwayFromItsDefault) {
  TestDir dir;
  for (const std::string algorithm : {"aapc.phased", "aapc.msgpass"}) {
    for (const std::string route_words : {"kept", "head"}) {
      SCOPED_TRACE(algorithm + ", route_words " + route_words);
      const std::string slow = (dir.path() / "slow.json").string();
      const std::string fast = (dir.path() / "fast.json").string();
      const std::vector<std::string> base = {"run",
                                             "--config",
                                             "configs/iwarp-8x8.ini",
                                             "-q",
                                             "--algorithm.name=" + algorithm,
                                             "--algorithm.block_bytes=64",
                                             "--switch.route_words=" + route_words};
      std::vector<std::string> a = base;
      a.insert(a.end(), {"--stats", fast});
      std::vector<std::string> b = base;
      b.insert(b.end(), {"--stats", slow, "--switch.pipeline_cycles=3", "--switch.body_cycles=2",
                         "--switch.next_head_cycles=1", "--switch.one_word_per_input=true",
                         "--link.credit_delay_cycles=2", "--link.local_latency_cycles=2"});
      const CommandResult rf = run_ccsim(a, dir);
      const CommandResult rs = run_ccsim(b, dir);
      ASSERT_EQ(rf.exit_code, 0) << rf.err;
      ASSERT_EQ(rs.exit_code, 0) << rs.err;
      EXPECT_TRUE(contains(rs.out, "every node correct")) << rs.out;
      EXPECT_GT(read_json(slow).at("cycles").get<double>(),
                read_json(fast).at("cycles").get<double>());
    }
  }
}

// Two VCs that a head may take either of relieve head-of-line blocking: at 0.15, where one VC
// saturates, the same network with two VCs of one class does not, and every packet's data is
// checked (packets of one source to one node never interleave at the node).
TEST(RouterTiming, VcClassesRelieveHeadOfLineBlocking) {
  TestDir dir;
  double latency[2] = {0, 0};
  for (int vcs : {1, 2}) {
    const std::string stats = (dir.path() / ("vcs" + std::to_string(vcs) + ".json")).string();
    const CommandResult r =
        run_ccsim({"run", "--config", kBooksim, "-q", "--traffic.injection_rate=0.15",
                   "--traffic.warmup_cycles=2000", "--traffic.measure_cycles=10000",
                   "--switch.num_vcs=" + std::to_string(vcs),
                   "--switch.vc_class_size=" + std::to_string(vcs), "--stats", stats},
                  dir);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
    latency[vcs - 1] =
        read_json(stats).at("figures").at("avg_latency_cycles").at("value").get<double>();
  }
  EXPECT_GT(latency[0], 3 * latency[1]);
}

// A kept route moves up one word at a time through a queue: one word is too few. Two are
// enough for any route length (a 16x16 torus's routes have up to 5 words).
TEST(RouterTiming, KeptRouteWordsNeedQueuesOfTwoWords) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"run", "--config", kBooksim, "-q", "--switch.route_words=kept", "--switch.queue_depth=1"},
      dir);
  expect_refused_by_key(r, "switch.route_words");
  EXPECT_TRUE(contains(r.err, "at least 2")) << r.err;
  const CommandResult torus =
      run_ccsim({"run", "--config", kBooksim, "-q", "--switch.route_words=kept",
                 "--topology.kind=torus2d", "--topology.nx=16", "--topology.ny=16",
                 "--switch.num_vcs=2", "--switch.queue_depth=2", "--traffic.injection_rate=0.05",
                 "--traffic.warmup_cycles=1000", "--traffic.measure_cycles=3000"},
                dir);
  EXPECT_EQ(torus.exit_code, 0) << describe(torus);
  EXPECT_TRUE(contains(torus.out, "every node correct")) << torus.out;
}

// BookSim2's 4-flit packets: with the route in the head word, a packet is the head, two info
// words and the trailer, checked at its destination; 3 words are refused by key.
TEST(RouterTiming, HeadRoutePacketsOfFourWordsArriveWholeAndChecked) {
  TestDir dir;
  const std::string stats = (dir.path() / "s.json").string();
  const CommandResult r =
      run_ccsim({"run", "--config", kBooksim, "-q", "--switch.route_words=head",
                 "--traffic.packet_words=4", "--traffic.injection_rate=0.1",
                 "--traffic.warmup_cycles=1000", "--traffic.measure_cycles=5000", "--stats", stats},
                dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
  const nlohmann::json j = read_json(stats);
  const double accepted =
      j.at("figures").at("accepted_words_per_node_cycle").at("value").get<double>();
  EXPECT_NEAR(accepted, 0.1, 0.01);
  EXPECT_EQ(accepted,
            j.at("figures").at("delivered_words_per_node_cycle").at("value").get<double>());
  const CommandResult three = run_ccsim(
      {"run", "--config", kBooksim, "-q", "--switch.route_words=head", "--traffic.packet_words=3"},
      dir);
  EXPECT_EQ(three.exit_code, 2) << describe(three);
  EXPECT_EQ(three.err.rfind("ccsim: error: traffic.packet_words: must be at least 4", 0), 0u)
      << three.err;
}

// Four VCs of one class let several worms wait in one input port (packets enter and leave on
// one VC each, so that they queue inside the network). Letting each VC's worm move a word a
// cycle (one_word_per_input = false) delivers the same load at a lower latency than BookSim2's
// crossbar, which passes one word per input port per cycle.
TEST(RouterTiming, OneWordPerInputPortRaisesLatencyWithSeveralVcs) {
  TestDir dir;
  double latency[2] = {0, 0};
  for (bool one_word : {false, true}) {
    const std::string stats = (dir.path() / (one_word ? "one.json" : "each.json")).string();
    const CommandResult r = run_ccsim(
        {"run", "--config", kBooksim, "-q", "--switch.num_vcs=4", "--switch.vc_class_size=4",
         "--traffic.injection_vcs=first", "--switch.ejection_vcs=first",
         std::string("--switch.one_word_per_input=") + (one_word ? "true" : "false"),
         "--traffic.injection_rate=0.3", "--traffic.warmup_cycles=2000",
         "--traffic.measure_cycles=8000", "--stats", stats},
        dir);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
    latency[one_word] =
        read_json(stats).at("figures").at("avg_latency_cycles").at("value").get<double>();
  }
  EXPECT_GT(latency[1], 1.2 * latency[0]);
}

}  // namespace
}  // namespace ccsim::systest
