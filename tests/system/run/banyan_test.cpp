// Proves that all-to-all personalized exchange on the banyan (aapc.banyan_latin on
// configs/banyan-64.ini) runs through `ccsim run` with every block checked at every processor:
// the Latin-square order in n rounds with no head ever blocked (n = 4..256, both
// constructions), the random, shift and hotspot orders with blocked heads and more cycles;
// that `ccsim plan` shows every round of the Latin square conflict-free; that a bad
// topology.n is refused before simulation naming the key; that an all-port node runs as a
// one-port node there (one network port per processor); and that `ccsim reproduce
// 002.banyan` writes its table, CSV and plot script.
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

json run_banyan(int n, const std::string& order, const TestDir& dir,
                const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"run", "--config", "configs/banyan-64.ini",
                                   "--topology.n=" + std::to_string(n),
                                   "--algorithm.banyan_order=" + order};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_for_stats(args, dir);
}

TEST(Banyan, LatinSquareOrderRunsNRoundsWithoutABlockedHeadUpTo256) {
  TestDir dir;
  for (int n : {4, 8, 16, 32, 64, 128, 256}) {
    SCOPED_TRACE(n);
    const json s = run_banyan(n, "latin", dir);
    EXPECT_EQ(s.value("data_ok", false), true);
    EXPECT_EQ(figure(s, "rounds"), n);
    EXPECT_EQ(figure(s, "head_blocked_cycles"), 0);
    EXPECT_GE(s.value("cycles", 0.0), figure(s, "lower_bound_cycles"));
  }
  const json subsets = run_banyan(32, "latin", dir, {"--algorithm.latin_construction=subsets"});
  EXPECT_EQ(subsets.value("data_ok", false), true);
  EXPECT_EQ(figure(subsets, "head_blocked_cycles"), 0);
}

TEST(Banyan, OtherOrdersDeliverEveryBlockButBlockHeadsAndTakeLonger) {
  TestDir dir;
  const json latin = run_banyan(32, "latin", dir);
  for (const std::string order : {"random", "shift", "hotspot"}) {
    SCOPED_TRACE(order);
    const json s = run_banyan(32, order, dir);
    EXPECT_EQ(s.value("data_ok", false), true);
    EXPECT_EQ(figure(s, "rounds"), 32);
    EXPECT_GT(figure(s, "head_blocked_cycles"), 0);
    EXPECT_GT(s.value("cycles", 0), latin.value("cycles", 0));
  }
  // The slides' worked example's first row is not admissible on this banyan: heads block.
  const json reversed = run_banyan(32, "latin", dir, {"--algorithm.latin_first_row=bit_reversal"});
  EXPECT_EQ(reversed.value("data_ok", false), true);
  EXPECT_GT(figure(reversed, "head_blocked_cycles"), 0);
}

// A banyan processor's switch has one network port, so an all-port node has one local channel
// pair, as a one-port node: the same exchange, cycle for cycle.
TEST(Banyan, AllPortNodeIsTheOnePortNodeOnABanyan) {
  TestDir dir;
  const json one_port = run_banyan(16, "random", dir);
  const json all_port = run_banyan(16, "random", dir, {"--node.all_port=true"});
  EXPECT_EQ(all_port.value("data_ok", false), true);
  EXPECT_GT(one_port.value("cycles", 0), 0);
  EXPECT_EQ(all_port.value("cycles", 0), one_port.value("cycles", 0));
  EXPECT_EQ(figure(all_port, "head_blocked_cycles"), figure(one_port, "head_blocked_cycles"));
}

TEST(Banyan, BadSizeIsRefusedBeforeSimulationNamingTopologyN) {
  TestDir dir;
  for (const std::string n : {"1", "12", "8192"}) {
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/banyan-64.ini", "-q", "--topology.n=" + n}, dir);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("ccsim: error: topology.n: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find("power of two"), std::string::npos) << r.err;
  }
}

TEST(Banyan, PlanListsEveryRoundOfTheLatinSquareWithoutConflicts) {
  TestDir dir;
  const std::string path = dir.file("plan.json");
  const CommandResult r = run_ccsim(
      {"plan", "aapc.banyan_latin", "--topology.kind=banyan", "--topology.n=16", "--json", path},
      dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json plan = json::parse(read_text(path), nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(plan.is_object()) << read_text(path);
  EXPECT_EQ(plan.value("latin_square", false), true);
  ASSERT_EQ(plan["rounds"].size(), 16u);
  for (const json& round : plan["rounds"]) EXPECT_EQ(round.value("conflicts", -1), 0);
  const CommandResult shift = run_ccsim({"plan", "aapc.banyan_latin", "--topology.kind=banyan",
                                         "--algorithm.banyan_order=shift", "--json", path},
                                        dir);
  ASSERT_EQ(shift.exit_code, 0) << describe(shift);
  // The shift order is a Latin square too, but not one whose rounds the banyan routes apart.
  const json shifted = json::parse(read_text(path));
  EXPECT_EQ(shifted.value("latin_square", false), true);
  EXPECT_GT(shifted["rounds"][0].value("conflicts", 0), 0);
}

TEST(Banyan, ReproduceWritesTheTableCsvAndPlotScript) {
  TestDir dir;
  const std::string out = (dir.path() / "results").string();
  const CommandResult r =
      run_ccsim({"reproduce", "002.banyan", "--max-dim", "3", "--out", out, "--quiet"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("Omega(n + log n)"), std::string::npos) << r.out;
  const std::string csv = read_text(std::filesystem::path(out) / "002.banyan.csv");
  EXPECT_EQ(csv.rfind("n,order,cycles_formula,cycles_model,", 0), 0u) << csv;
  EXPECT_NE(csv.find("\n8,latin,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("\n8,hotspot,"), std::string::npos) << csv;
  EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(out) / "002.banyan.gp"));
}

}  // namespace
}  // namespace ccsim::systest
