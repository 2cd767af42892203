// Proves that the model's event skipping (switches visiting only the output ports that are due,
// injection streams waiting for the switch's notice of a credit) changes no result: each run is
// repeated with sim.visit_every_cycle = true, which visits every held port and polls every
// starved credit in every cycle, and the stats must be equal field for field (but for the host
// figures). Stimulus: phased AAPC on the iWarp torus, full and half duplex; the CM-200 cube at
// 57 cycles per word; a cube with 100 cycles per word and 80 cycles of link latency (marks
// beyond the 64-cycle wheel, credits beyond the inline lanes); synthetic mesh traffic, also at
// BookSim2's router timing (pipelined heads and bodies, credit delay, VC classes on a torus).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

json stats_of(std::vector<std::string> args, bool visit_every_cycle, const TestDir& dir) {
  args.insert(args.begin(), "run");
  args.push_back(std::string("--sim.visit_every_cycle=") + (visit_every_cycle ? "true" : "false"));
  json j = run_for_stats(args, dir);
  if (j.empty()) return j;
  j.erase("host");
  j["config"].erase("sim.visit_every_cycle");
  return j;
}

TEST(EventSkipping, EveryRunGivesTheSameStatsAsVisitingEveryPortInEveryCycle) {
  TestDir dir;
  const std::vector<std::vector<std::string>> runs = {
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=256"},
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=256",
       "--algorithm.bidirectional=false", "--link.half_duplex=true"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.elements_per_node=21"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.broadcast.send_spread",
       "--algorithm.elements_per_node=9", "--link.cycles_per_word=100", "--link.latency_cycles=80",
       "--topology.dim=3", "--node.dma_engines=6"},
      {"--config", "configs/mesh-8x8-uniform.ini", "--traffic.injection_rate=0.2",
       "--traffic.warmup_cycles=500", "--traffic.measure_cycles=2000"},
      {"--config", "configs/booksim-mesh-8x8.ini", "--traffic.injection_rate=0.12",
       "--traffic.warmup_cycles=500", "--traffic.measure_cycles=2000"},
      {"--config", "configs/booksim-mesh-8x8.ini", "--traffic.injection_rate=0.1",
       "--traffic.warmup_cycles=500", "--traffic.measure_cycles=2000", "--switch.num_vcs=4",
       "--switch.vc_class_size=2", "--topology.kind=torus2d"},
  };
  for (const std::vector<std::string>& run : runs) {
    SCOPED_TRACE(run[1] + (run.size() > 2 ? " " + run[2] : ""));
    const json skipping = stats_of(run, false, dir);
    const json every_cycle = stats_of(run, true, dir);
    EXPECT_GT(skipping.value("cycles", 0), 0);
    EXPECT_EQ(skipping, every_cycle)
        << "first difference: " << json::diff(skipping, every_cycle).dump().substr(0, 400);
  }
}

}  // namespace
}  // namespace ccsim::systest
