// Proves that sharing each cycle's ticks among threads (sim.threads) changes no result: every run
// is repeated with 2 and 3 threads, and the stats must equal the one-thread run's field for field
// (but for the host figures), and a traced run's waveform file must be the same byte for byte.
// Three threads split the units unevenly and cut more links. Stimulus, chosen for what crosses
// between shares: the CM-200 cube at 57 cycles per word, all-port, with its broadcast and its
// reduction (processor memory streams, idle stretches); a cube with 100 cycles per word and 80 of
// link latency (credits beyond the inline lanes, through the link); phased AAPC on the iWarp
// torus with the synchronizing switch and with a barrier; message passing; the broadcast relay;
// the banyan (switches without a node, in the last share); paper 003's TEA2; the HPAM's
// inter-level multicast. And what cannot take more than one thread is refused before
// simulation, naming sim.threads.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

json stats_with_threads(std::vector<std::string> args, int threads, const TestDir& dir) {
  args.insert(args.begin(), "run");
  args.push_back("--sim.threads=" + std::to_string(threads));
  json j = run_for_stats(args, dir);
  if (j.empty()) return j;
  j.erase("host");
  j["config"].erase("sim.threads");
  return j;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

TEST(EdgeThreads, EveryRunGivesTheSameStatsOnTwoAndThreeThreadsAsOnOne) {
  TestDir dir;
  const std::vector<std::vector<std::string>> runs = {
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.broadcast.d_cycles",
       "--algorithm.elements_per_node=8", "--topology.dim=5"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.reduction.reduce_spread",
       "--algorithm.elements_per_node=16"},
      {"--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.broadcast.send_spread",
       "--algorithm.elements_per_node=9", "--link.cycles_per_word=100", "--link.latency_cycles=80",
       "--topology.dim=3", "--node.dma_engines=6"},
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=256"},
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=64",
       "--algorithm.sync=barrier"},
      {"--config", "configs/iwarp-8x8.ini", "--algorithm.name=aapc.msgpass",
       "--algorithm.block_bytes=64"},
      {"--config", "configs/iwarp-8x8.ini", "--topology.nx=5", "--topology.ny=5",
       "--topology.kind=mesh2d", "--algorithm.name=a2a.broadcast.pattern",
       "--switch.bcast_pattern=true", "--node.all_port=true", "--node.dma_engines=4",
       "--switch.sync=false", "--algorithm.message_words=6", "--node.msg_overhead_cycles=10",
       "--switch.queue_depth=20", "--switch.num_vcs=6"},
      {"--config", "configs/banyan-64.ini", "--topology.n=16", "--algorithm.block_bytes=64"},
      {"--config", "configs/hypercube-003.ini", "--algorithm.name=cube003.tea2",
       "--topology.dim=4"},
      {"--config", "configs/hpam-4x4.ini", "--algorithm.name=hpam.scatter.multicast",
       "--switch.hpam_multicast=true", "--algorithm.message_bytes=64"},
  };
  for (const std::vector<std::string>& run : runs) {
    SCOPED_TRACE(run[1] + (run.size() > 2 ? " " + run[2] : ""));
    const json one = stats_with_threads(run, 1, dir);
    EXPECT_GT(one.value("cycles", 0), 0);
    EXPECT_EQ(one.value("data_ok", false), true);
    for (const int threads : {2, 3}) {
      const json shared = stats_with_threads(run, threads, dir);
      EXPECT_EQ(one, shared) << threads << " threads, first difference: "
                             << json::diff(one, shared).dump().substr(0, 400);
    }
  }
}

TEST(EdgeThreads, ATracedRunWritesTheSameWaveformOnTwoThreads) {
  TestDir dir;
  std::vector<std::string> waveforms;
  for (const int threads : {1, 2}) {
    const std::filesystem::path vcd = dir.path() / ("t" + std::to_string(threads) + ".vcd");
    const CommandResult r = run_ccsim(
        {"run", "--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.reduction.one_cycle",
         "--algorithm.elements_per_node=4", "-q", "--sim.threads=" + std::to_string(threads),
         "--output.trace=" + vcd.string()},
        dir);
    ASSERT_EQ(r.exit_code, 0) << describe(r);
    waveforms.push_back(read_file(vcd));
  }
  ASSERT_GT(waveforms[0].size(), 10000u);
  EXPECT_TRUE(waveforms[0] == waveforms[1]) << "the two-thread trace differs";
}

TEST(EdgeThreads, WhatCannotShareItsTicksIsRefusedNamingTheKey) {
  TestDir dir;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--config", "configs/hypercube-003.ini", "--link.half_duplex=true"}, "full-duplex links"},
      {{"--config", "configs/mesh-8x8-uniform.ini"}, "runs code inside the machine's ticks"},
      {{"--config", "configs/iwarp-8x8.ini", "--sim.threads=0"}, "must be 1 to 64"},
  };
  for (const auto& [args, says] : cases) {
    std::vector<std::string> command = {"check", "--sim.threads=2"};
    command.insert(command.end(), args.begin(), args.end());
    SCOPED_TRACE(args.back());
    const CommandResult r = run_ccsim(command, dir);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("ccsim: error: sim.threads: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace ccsim::systest
