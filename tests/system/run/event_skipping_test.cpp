// Proves that the model's event skipping changes no result: the machine's activity schedule
// (only the nodes and switches due are ticked, idle cycles are jumped over), switches visiting
// only the output ports that are due, injection streams waiting for the switch's notice of a
// credit. Each run is repeated with sim.visit_every_cycle = true, which ticks every unit in every
// cycle, visits every held port and polls every starved credit, and the stats must be equal
// field for field (but for the host figures). Stimulus: phased AAPC on the iWarp torus, full and
// half duplex, with the synchronizing switch and with a barrier; the CM-200 cube at 57 cycles per
// word, all-port, and its reduction (processor memory streams, long idle stretches); a cube with
// 100 cycles per word and 80 cycles of link latency (marks beyond the 64-cycle wheel, credits
// beyond the inline lanes); the broadcast relay; HPAM's multicast and combining; the banyan
// (switches without a node); synthetic mesh traffic, also at BookSim2's router timing (pipelined
// heads and bodies, credit delay, VC classes on a torus; its VC keys and torus routing). A traced
// run, which ticks every unit in every cycle to sample them, gives the same stats as an untraced
// one. Busy stretches, which tick every unit while most are due, give the schedule's stats.
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
      // BookSim2's VC keys: packets injected over and ejected on both VCs of one class, a
      // freed output VC handed over a cycle late; and its torus: 2-cycle channels, ties
      // broken at random, VC classes by wraparound.
      {"--config", "configs/booksim-mesh-8x8.ini", "--config",
       "configs/booksim-cases/two-vcs-one-class.ini", "--traffic.injection_rate=0.2",
       "--traffic.warmup_cycles=500", "--traffic.measure_cycles=2000"},
      {"--config", "configs/booksim-mesh-8x8.ini", "--config",
       "configs/booksim-cases/torus-8x8.ini", "--traffic.injection_rate=0.15",
       "--traffic.warmup_cycles=500", "--traffic.measure_cycles=2000"},
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=64",
       "--algorithm.sync=barrier"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.broadcast.d_cycles",
       "--algorithm.elements_per_node=8"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.reduction.reduce_spread",
       "--algorithm.elements_per_node=16"},
      {"--config", "configs/hypercube-003.ini", "--algorithm.name=cube003.tea2_grouped",
       "--topology.dim=3", "--link.half_duplex=true"},
      {"--config", "configs/iwarp-8x8.ini", "--topology.nx=5", "--topology.ny=5",
       "--topology.kind=mesh2d", "--algorithm.name=a2a.broadcast.pattern",
       "--switch.bcast_pattern=true", "--node.all_port=true", "--node.dma_engines=4",
       "--switch.sync=false", "--algorithm.message_words=6", "--node.msg_overhead_cycles=10",
       "--switch.queue_depth=20", "--switch.num_vcs=6"},
      {"--config", "configs/banyan-64.ini", "--topology.n=16", "--algorithm.block_bytes=64"},
      // HPAM's additions: switches with a part sleep while they hold no port.
      {"--config", "configs/hpam-4x4.ini", "--algorithm.name=hpam.scatter.multicast",
       "--switch.hpam_multicast=true", "--algorithm.message_bytes=64"},
      {"--config", "configs/hpam-4x4.ini", "--algorithm.name=hpam.gather.combining",
       "--switch.hpam_combining=true", "--algorithm.message_bytes=8"},
      {"--config", "configs/hpam-4x4.ini", "--topology.level1_rows=2", "--topology.level1_cols=2",
       "--topology.level2_rows=8", "--topology.level2_cols=8",
       "--algorithm.name=hpam.broadcast.overlapped_multicast", "--switch.hpam_multicast=true",
       "--algorithm.message_bytes=16"},
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

// The schedule's own work, counted by the run (host.edges, host.unit_ticks): on the CM-200's
// d-cycles broadcast (one word per channel every 57 cycles) fewer than half the cycles and unit
// ticks of the every-cycle machine (about 39 % here), which ticks all 16 nodes in every cycle.
TEST(EventSkipping, TheScheduleTicksOnlyTheUnitsDueAndJumpsOverIdleCycles) {
  TestDir dir;
  const std::vector<std::string> run = {"run", "--config", "configs/cm200-d4.ini",
                                        "--algorithm.name=a2a.broadcast.d_cycles",
                                        "--algorithm.elements_per_node=8"};
  std::vector<std::string> every_cycle_run = run;
  every_cycle_run.push_back("--sim.visit_every_cycle=true");
  const json scheduled = run_for_stats(run, dir);
  const json every_cycle = run_for_stats(every_cycle_run, dir);
  const double cycles = every_cycle.value("simulated_cycles", 0.0);
  ASSERT_GT(cycles, 1000);
  EXPECT_EQ(every_cycle["host"].value("edges", 0.0), cycles);
  EXPECT_EQ(every_cycle["host"].value("unit_ticks", 0.0), 16 * cycles);
  EXPECT_EQ(scheduled.value("simulated_cycles", 0.0), cycles);
  EXPECT_GT(scheduled["host"].value("edges", 0.0), 0);
  EXPECT_LT(scheduled["host"].value("edges", 0.0), 0.5 * cycles);
  EXPECT_LT(scheduled["host"].value("unit_ticks", 0.0), 0.5 * 16 * cycles);
}

// A switch with an addition's part visits every held port in every cycle, but one that holds
// none costs nothing: the multicast scatter on one processor above 4x4 (17 units) ticks far fewer
// than half of them per cycle, most switches being idle most of the run.
TEST(EventSkipping, SwitchesWithAnAdditionSleepWhileTheyHoldNoPort) {
  TestDir dir;
  const json scheduled = run_for_stats(
      {"run", "--config", "configs/hpam-4x4.ini", "--algorithm.name=hpam.scatter.multicast",
       "--switch.hpam_multicast=true", "--algorithm.message_bytes=256"},
      dir);
  const double cycles = scheduled.value("simulated_cycles", 0.0);
  ASSERT_GT(cycles, 1000);
  EXPECT_LT(scheduled["host"].value("unit_ticks", 0.0), 0.25 * 17 * cycles);
}

// Busy stretches (sim.dense_stretches, on by default): where most units are due in most cycles
// the machine ticks all of them and skips working out their due cycles. On the 8x8 mesh at
// BookSim2's timing, 0.12 words/node/cycle has about 84 % of the units due per cycle: the
// stretches tick nearly all of them; 0.05 has under half due, and stays on the schedule.
// Either way the stats are those of the schedule alone and of the every-cycle machine.
TEST(EventSkipping, BusyStretchesTickEveryUnitAndGiveTheSameStats) {
  TestDir dir;
  for (const char* rate : {"0.12", "0.05"}) {
    SCOPED_TRACE(rate);
    const std::vector<std::string> run = {"run",
                                          "--config",
                                          "configs/booksim-mesh-8x8.ini",
                                          std::string("--traffic.injection_rate=") + rate,
                                          "--traffic.warmup_cycles=1000",
                                          "--traffic.measure_cycles=20000"};
    std::vector<std::string> schedule_run = run;
    schedule_run.push_back("--sim.dense_stretches=false");
    std::vector<std::string> every_cycle_run = run;
    every_cycle_run.push_back("--sim.visit_every_cycle=true");
    json stretches = run_for_stats(run, dir);
    json schedule = run_for_stats(schedule_run, dir);
    json every_cycle = run_for_stats(every_cycle_run, dir);
    const double unit_cycles = 64 * stretches.value("simulated_cycles", 0.0);
    ASSERT_GT(unit_cycles, 64 * 20000);
    const double stretch_ticks = stretches["host"].value("unit_ticks", 0.0) / unit_cycles;
    const double schedule_ticks = schedule["host"].value("unit_ticks", 0.0) / unit_cycles;
    if (std::string(rate) == "0.12") {
      EXPECT_GT(stretch_ticks, 0.97);
      EXPECT_LT(schedule_ticks, 0.9);
    } else {
      EXPECT_LT(stretch_ticks, 0.6);
      EXPECT_EQ(stretch_ticks, schedule_ticks);
    }
    for (json* j : {&stretches, &schedule, &every_cycle}) {
      j->erase("host");
      (*j)["config"].erase("sim.dense_stretches");
      (*j)["config"].erase("sim.visit_every_cycle");
    }
    EXPECT_EQ(stretches, schedule) << json::diff(stretches, schedule).dump().substr(0, 400);
    EXPECT_EQ(stretches, every_cycle) << json::diff(stretches, every_cycle).dump().substr(0, 400);
  }
}

TEST(EventSkipping, ATracedRunGivesTheSameStatsAsAnUntracedOne) {
  TestDir dir;
  const std::vector<std::string> run = {"--config", "configs/cm200-d4.ini",
                                        "--algorithm.name=a2a.reduction.one_cycle",
                                        "--algorithm.elements_per_node=4"};
  const json untraced = stats_of(run, false, dir);
  std::vector<std::string> traced_run = run;
  traced_run.push_back("--output.trace=" + (dir.path() / "run.vcd").string());
  json traced = stats_of(traced_run, false, dir);
  traced["config"].erase("output.trace");
  EXPECT_GT(untraced.value("cycles", 0), 0);
  EXPECT_EQ(untraced, traced) << "first difference: "
                              << json::diff(untraced, traced).dump().substr(0, 400);
}

}  // namespace
}  // namespace ccsim::systest
