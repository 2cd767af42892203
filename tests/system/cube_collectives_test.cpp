// Proves that the CM-200 machine (configs/cm200-*.ini) runs every all-to-all broadcast and
// reduction of paper 000 with its data checked at every node, in both node orders, with one
// and two channels per edge, and that the element transfers in sequence counted from what the
// deposit engines received equal 000 Table 2's formula where the paper says they must (the
// two cycle broadcasts and reduce-and-spread at M' = 256 on a 4-cube, the paper's setting).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ccsim_process.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const char* const kCm200 = "configs/cm200-d4.ini";

json run_stats(std::vector<std::string> args, const TestDir& dir) {
  const std::string stats = (dir.path() / "stats.json").string();
  std::filesystem::remove(stats);
  args.insert(args.begin(), {"run", "--config", kCm200});
  args.insert(args.end(), {"--quiet", "--stats", stats});
  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  const json j = json::parse(read_text(stats), nullptr, /*allow_exceptions=*/false);
  return j.is_object() ? j : json::object();
}

double figure(const json& stats, const std::string& name) {
  return stats.value("figures", json::object()).value(name, json::object()).value("value", -1.0);
}

const std::vector<std::string> kAlgorithms = {
    "a2a.broadcast.one_cycle", "a2a.broadcast.d_cycles", "a2a.broadcast.send_spread",
    "a2a.reduction.one_cycle", "a2a.reduction.d_cycles", "a2a.reduction.reduce_spread"};

TEST(CubeCollectives, EveryMethodDeliversCorrectDataInBothOrdersAndWithOneOrTwoChannels) {
  TestDir dir;
  for (const std::string& algorithm : kAlgorithms) {
    for (const std::string order : {"gray", "binary"}) {
      for (const std::string channels : {"1", "2"}) {
        SCOPED_TRACE(algorithm + " " + order + " C=" + channels);
        const json s =
            run_stats({"--algorithm.name=" + algorithm, "--algorithm.node_order=" + order,
                       "--topology.dim=3", "--topology.channels_per_edge=" + channels,
                       "--algorithm.elements_per_node=7", "--link.cycles_per_word=4"},
                      dir);
        EXPECT_EQ(s.value("data_checked", false), true);
        EXPECT_EQ(s.value("data_ok", false), true);
        EXPECT_GT(s.value("cycles", 0), 0);
      }
    }
  }
}

TEST(CubeCollectives, TransfersInSequenceCountedInTheRunEqualTable2OnTheFourCube) {
  TestDir dir;
  for (const std::string algorithm :
       {"a2a.broadcast.one_cycle", "a2a.broadcast.d_cycles", "a2a.reduction.reduce_spread"}) {
    SCOPED_TRACE(algorithm);
    const json s = run_stats({"--algorithm.name=" + algorithm, "--link.cycles_per_word=2"}, dir);
    EXPECT_EQ(s.value("data_ok", false), true);
    const double counted = figure(s, "transfers_in_sequence");
    EXPECT_GT(counted, 0);
    EXPECT_EQ(counted, figure(s, "table2_transfers"));
  }
}

TEST(CubeCollectives, RefusesOtherTopologiesNamingTheKey) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"run", "--config", "configs/iwarp-8x8.ini", "--algorithm.name=a2a.broadcast.d_cycles"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("topology.kind"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace ccsim::systest
