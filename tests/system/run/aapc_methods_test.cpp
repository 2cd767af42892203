// Proves that the AAPC methods of 004 §4.1 run on the iWarp machine of configs/iwarp-8x8.ini as
// a user runs them, with every node's data checked: aapc.two_stage, aapc.store_forward (one-port
// nodes, and all-port nodes with a DMA engine per port), and phased AAPC and message passing,
// each with equal blocks and with each kind of unequal blocks (uniform, zero, the fem pattern);
// 64-byte blocks keep each run short. Unequal runs report the sizes they drew. And the
// software-synchronized prototype of configs/iwarp-8x8-prototype.ini runs Figure 4 with 128-word
// blocks, data checked, at about the 1441 cycles per phase that 004 §4.4 implies.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const std::vector<std::vector<std::string>> kSizes = {
    {"--algorithm.block_sizes=equal"},
    {"--algorithm.block_sizes=uniform", "--algorithm.block_variance=0.5"},
    {"--algorithm.block_sizes=zero", "--algorithm.zero_probability=0.5"},
    {"--algorithm.block_sizes=pattern", "--algorithm.block_pattern=fem"}};

void runs_with_data_checked(const std::vector<std::string>& method) {
  TestDir dir;
  const std::string stats = (dir.path() / "stats.json").string();
  for (const auto& sizes : kSizes) {
    SCOPED_TRACE(sizes.front());
    std::filesystem::remove(stats);
    std::vector<std::string> args = {
        "run",     "--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=64", "--quiet",
        "--stats", stats};
    args.insert(args.end(), method.begin(), method.end());
    args.insert(args.end(), sizes.begin(), sizes.end());
    const CommandResult r = run_ccsim(args, dir);
    ASSERT_EQ(r.exit_code, 0) << describe(r);
    const json j = json::parse(read_text(stats), nullptr, /*allow_exceptions=*/false);
    ASSERT_TRUE(j.is_object());
    EXPECT_EQ(j.value("data_checked", false), true);
    EXPECT_EQ(j.value("data_ok", false), true);
    EXPECT_GT(j.value("cycles", 0), 0);
    const bool equal = sizes.front() == "--algorithm.block_sizes=equal";
    EXPECT_EQ(j.value("figures", json::object()).contains("block_bytes_mean"), !equal);
  }
}

TEST(AapcMethods, TwoStageRunsWithEveryKindOfBlockSizes) {
  runs_with_data_checked({"--algorithm.name=aapc.two_stage"});
}

TEST(AapcMethods, StoreForwardRunsOnOnePortNodesWithEveryKindOfBlockSizes) {
  runs_with_data_checked({"--algorithm.name=aapc.store_forward"});
}

TEST(AapcMethods, StoreForwardRunsOnAllPortNodesWithEveryKindOfBlockSizes) {
  runs_with_data_checked(
      {"--algorithm.name=aapc.store_forward", "--node.all_port=true", "--node.dma_engines=4"});
}

// Store-and-forward writes and reads every word at every node it crosses: the run's memory
// port utilization is well above its link utilization, and with twice the ports (same accesses,
// same cycles at this size, where the ports are not yet the limit) each port is half as busy.
TEST(AapcMethods, StoreForwardShowsItsMemoryTrafficInTheMemoryPortUtilization) {
  TestDir dir;
  const std::string stats = (dir.path() / "stats.json").string();
  auto run = [&](const std::string& ports) {
    std::filesystem::remove(stats);
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "--topology.nx=4", "--topology.ny=4",
                   "--algorithm.name=aapc.store_forward", "--algorithm.block_bytes=256",
                   "--node.all_port=true", "--node.dma_engines=4", "--memory.ports=" + ports,
                   "--quiet", "--stats", stats},
                  dir);
    EXPECT_EQ(r.exit_code, 0) << describe(r);
    return json::parse(read_text(stats), nullptr, /*allow_exceptions=*/false);
  };
  const json two = run("2");
  const json four = run("4");
  ASSERT_TRUE(two.is_object() && four.is_object());
  const double memory2 = two.value("memory_port_utilization_mean", 0.0);
  const double memory4 = four.value("memory_port_utilization_mean", 0.0);
  EXPECT_GT(memory2, 2 * two.value("link_utilization_mean", 1.0));
  EXPECT_GE(two.value("memory_port_utilization_max", 0.0), memory2);
  EXPECT_LE(two.value("memory_port_utilization_max", 2.0), 1.0);
  ASSERT_EQ(two.value("cycles", 0), four.value("cycles", 1));
  EXPECT_NEAR(memory4, memory2 / 2, 1e-9);
}

TEST(AapcMethods, PhasedAndMessagePassingRunWithEveryKindOfBlockSizes) {
  runs_with_data_checked({"--algorithm.name=aapc.phased", "--algorithm.sync=hardware"});
  runs_with_data_checked({"--algorithm.name=aapc.msgpass"});
}

TEST(AapcMethods, PrototypeConfigRunsFigure4AtThePapersCostPerPhase) {
  TestDir dir;
  const std::string stats = (dir.path() / "stats.json").string();
  const CommandResult r = run_ccsim({"run", "--config", "configs/iwarp-8x8-prototype.ini",
                                     "--algorithm.block_bytes=512", "--quiet", "--stats", stats},
                                    dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json j = json::parse(read_text(stats), nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j.value("data_ok", false), true);
  const double phase = j["figures"]["phase_cycles_mean"].value("value", 0.0);
  EXPECT_GT(phase, 1441 * 0.95);
  EXPECT_LT(phase, 1441 * 1.10);
}

}  // namespace
}  // namespace ccsim::systest
