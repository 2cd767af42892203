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

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const char* const kCm200 = "configs/cm200-d4.ini";

json run_stats(std::vector<std::string> args, const TestDir& dir) {
  args.insert(args.begin(), {"run", "--config", kCm200});
  return run_for_stats(args, dir);
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
    const double counted = figure(s, "transfer_words_in_sequence");
    EXPECT_GT(counted, 0);
    EXPECT_EQ(counted, figure(s, "table2_transfer_words"));
  }
}

TEST(CubeCollectives, RefusesOtherTopologiesNamingTheKey) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"run", "--config", "configs/iwarp-8x8.ini", "--algorithm.name=a2a.broadcast.d_cycles"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("topology.kind"), std::string::npos) << r.err;
}

// Index computation costs exactly the fit's processor time on top of the same exchange; index
// motion really moves the indices (checked at every node) and costs link time.
TEST(CubeCollectives, DCyclesIndexComputationAndMotionArePaidForAndChecked) {
  TestDir dir;
  const std::vector<std::string> base = {"--algorithm.name=a2a.broadcast.d_cycles",
                                         "--topology.dim=3", "--algorithm.elements_per_node=13",
                                         "--link.cycles_per_word=4"};
  const auto with = [&base](std::vector<std::string> extra) {
    extra.insert(extra.begin(), base.begin(), base.end());
    return extra;
  };
  const json none = run_stats(with({}), dir);
  const json compute =
      run_stats(with({"--algorithm.index=compute", "--algorithm.index_setup_cycles=1000",
                      "--algorithm.index_block_cycles=10", "--algorithm.index_element_cycles=3",
                      "--algorithm.index_remainder_cycles=7"}),
                dir);
  const json move = run_stats(with({"--algorithm.index=move"}), dir);
  for (const json* s : {&none, &compute, &move}) EXPECT_EQ(s->value("data_ok", false), true);
  // b4 + [d (b5 + b6 floor(M'/2d)) + b7 (M' mod 2d)] (2^d - 1) with d = 3, M' = 13:
  // 1000 + [3 (10 + 3 * 2) + 7 * 1] * 7 = 1385.
  EXPECT_EQ(figure(compute, "index_cycles"), 1385);
  EXPECT_EQ(figure(compute, "exchange_cycles"), figure(none, "exchange_cycles"));
  EXPECT_EQ(compute.value("cycles", 0), none.value("cycles", 0) + 1385);
  EXPECT_GT(figure(move, "exchange_cycles"), figure(none, "exchange_cycles"));
  EXPECT_EQ(figure(move, "transfer_words_in_sequence"), figure(none, "transfer_words_in_sequence"));
}

TEST(CubeCollectives, IndexModesAreRefusedForMethodsWithoutIndexArithmetic) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"run", "--config", kCm200, "--topology.dim=3",
                 "--algorithm.name=a2a.broadcast.one_cycle", "--algorithm.index=move"},
                dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("algorithm.index"), std::string::npos) << r.err;
}

TEST(CubeCollectives, RoutedGatherAndScatterDeliverEveryNodesDataThroughTheRouter) {
  TestDir dir;
  for (const std::string algorithm : {"a2a.personalized.gather", "a2a.personalized.scatter"}) {
    for (const std::string channels : {"1", "2"}) {
      SCOPED_TRACE(algorithm + " C=" + channels);
      const json s = run_stats({"--algorithm.name=" + algorithm, "--topology.dim=4",
                                "--topology.channels_per_edge=" + channels,
                                "--algorithm.elements_per_node=9", "--link.cycles_per_word=3"},
                               dir);
      EXPECT_EQ(s.value("data_ok", false), true);
      // 15 segments of 9 two-word elements cross the network: at least that many link words.
      EXPECT_GE(s.value("words_moved", 0), 15 * 18);
    }
  }
}

TEST(CubeCollectives, TransposeMovesEverySegmentToItsColumnMajorPlaceInBothOrders) {
  TestDir dir;
  for (const std::string columns : {"1", "2", "4", "16"}) {
    for (const std::string order : {"gray", "binary"}) {
      SCOPED_TRACE(columns + " columns, " + order);
      const json s =
          run_stats({"--algorithm.name=a2a.personalized.transpose",
                     "--algorithm.array_columns=" + columns, "--algorithm.node_order=" + order,
                     "--algorithm.elements_per_node=5", "--link.cycles_per_word=3"},
                    dir);
      EXPECT_EQ(s.value("data_ok", false), true);
    }
  }
  const CommandResult r =
      run_ccsim({"run", "--config", kCm200, "--algorithm.name=a2a.personalized.transpose",
                 "--algorithm.array_columns=3"},
                dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("algorithm.array_columns"), std::string::npos) << r.err;
}

// The parts a run reports add up: the exchange ends before the run, the reordering fits after.
TEST(CubeCollectives, PartsOfTheRunEndInOrder) {
  TestDir dir;
  for (const std::string& algorithm : kAlgorithms) {
    SCOPED_TRACE(algorithm);
    const json s = run_stats({"--algorithm.name=" + algorithm, "--topology.dim=3",
                              "--algorithm.elements_per_node=5", "--link.cycles_per_word=4"},
                             dir);
    const double first = figure(s, "first_step_cycles");
    const double exchange = figure(s, "exchange_cycles");
    const double reordering = figure(s, "reordering_cycles");
    const double cycles = s.value("cycles", 0.0);
    EXPECT_GT(first, 0);
    EXPECT_LE(first, exchange);
    EXPECT_LE(exchange + reordering, cycles + 1);
    EXPECT_GT(exchange, cycles / 2);
  }
}

}  // namespace
}  // namespace ccsim::systest
