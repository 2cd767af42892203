// Proves paper 003's algorithms on the simulated hypercube (configs/hypercube-003.ini): every
// cube003.* algorithm at n = 1..6, full- and half-duplex links, all-port and one-port nodes,
// delivers every unit to every node that needs it exactly once (TEA1: once per shortest path),
// counted from the data at its arrival and checked at every node; the run reports the beta and
// tau it used and the paper's formula, labelled analytic; TEA2's edge loads counted in the
// simulation equal ceil(C(n,i)/n); bad keys are refused naming the key, before simulation; the
// delivery and edge-load studies of `ccsim reproduce 003` run end to end at n <= 3 with every
// ratio 1; and every study of the paper fills each machine's cycles beside its formula and ranks
// the total exchanges by what it simulated.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"
#include "common/ccsim/study_csv.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const char* const kConfig = "configs/hypercube-003.ini";

const std::vector<std::string> kAlgorithms = {
    "broadcast",     "broadcast_pipelined", "path",   "parallel_paths",
    "sba",           "daisy_chain",         "adea",   "tea1",
    "tea2",          "tea2_grouped",        "gather", "scatter",
    "transpose_smg", "transpose_mtadea"};

json run_stats(std::vector<std::string> args, const TestDir& dir) {
  args.insert(args.begin(), {"run", "--config", kConfig});
  return run_for_stats(args, dir);
}

class Cube003Every : public ::testing::TestWithParam<std::string> {};

// Short runs: beta = 8 cycles, a word a cycle, two-element tokens, 1 x 1 blocks.
TEST_P(Cube003Every, DeliversEveryUnitOnceOnEveryLinkAndPortMode) {
  TestDir dir;
  for (int n = 1; n <= 6; ++n) {
    for (const std::string half : {"false", "true"}) {
      for (const std::string all_port : {"true", "false"}) {
        SCOPED_TRACE(GetParam() + " n=" + std::to_string(n) + " half_duplex=" + half +
                     " all_port=" + all_port);
        const json s = run_stats(
            {"--algorithm.name=cube003." + GetParam(), "--topology.dim=" + std::to_string(n),
             "--link.half_duplex=" + half, "--node.all_port=" + all_port,
             "--algorithm.elements_per_node=2", "--algorithm.block_order=1",
             "--node.msg_overhead_cycles=8", "--link.cycles_per_word=1"},
            dir);
        EXPECT_TRUE(s.value("data_checked", false));
        EXPECT_TRUE(s.value("data_ok", false)) << s.value("error", "");
        EXPECT_GT(figure(s, "units_counted"), 0);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Cube003, Cube003Every, ::testing::ValuesIn(kAlgorithms),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

bool is_analytic(const json& s, const std::string& name) {
  return s["figures"][name].value("analytic", false);
}

// beta = node.msg_overhead_cycles, tau = link.cycles_per_word x algorithm.element_words, and
// eq. 4.4 with them: 2 n beta + 2^n m tau on half-duplex links (two passes), half of it on
// full-duplex ones.
TEST(Cube003, ReportsBetaTauAndThePapersFormulaAsAnalytic) {
  TestDir dir;
  for (const std::string half : {"true", "false"}) {
    const json s = run_stats(
        {"--algorithm.name=cube003.tea1", "--topology.dim=3", "--node.msg_overhead_cycles=100",
         "--link.cycles_per_word=3", "--algorithm.element_words=2",
         "--algorithm.elements_per_node=5", "--link.half_duplex=" + half},
        dir);
    ASSERT_TRUE(s.value("data_ok", false));
    EXPECT_EQ(figure(s, "beta_cycles"), 100);
    EXPECT_EQ(figure(s, "tau_cycles"), 6);
    const double eq44 = 2 * 3 * 100 + 8 * 5 * 6;
    EXPECT_DOUBLE_EQ(figure(s, "formula_cycles"), half == "true" ? eq44 : eq44 / 2);
    for (const char* name : {"beta_cycles", "tau_cycles", "formula_cycles"}) {
      EXPECT_TRUE(is_analytic(s, name)) << name;
    }
    EXPECT_FALSE(is_analytic(s, "units_counted"));
  }
}

TEST(Cube003, Tea2EdgeLoadsCountedInTheSimulationEqualTheBound) {
  TestDir dir;
  for (const std::string name : {"tea2", "tea2_grouped"}) {
    const json s = run_stats({"--algorithm.name=cube003." + name, "--topology.dim=6",
                              "--algorithm.elements_per_node=1", "--link.half_duplex=true"},
                             dir);
    ASSERT_TRUE(s.value("data_ok", false));
    const std::string prefix = name == "tea2" ? "step" : "halfstep";
    for (int i = name == "tea2" ? 1 : 0; i <= 6; ++i) {
      const std::string step = prefix + std::to_string(i);
      EXPECT_EQ(figure(s, step + "_max_tokens"), figure(s, step + "_bound_tokens")) << step;
      EXPECT_GT(figure(s, step + "_max_tokens"), 0) << step;
    }
  }
}

TEST(Cube003, RefusesBadKeysNamingThem) {
  TestDir dir;
  const auto refused = [&dir](std::vector<std::string> args, const std::string& key) {
    args.insert(args.begin(), {"run", "--config", kConfig});
    expect_refused_by_key(run_ccsim(args, dir), key);
  };
  refused({"--algorithm.name=cube003.tea2", "--topology.kind=torus2d"}, "topology.kind");
  refused({"--algorithm.name=cube003.path", "--algorithm.destination=0"}, "algorithm.destination");
  refused({"--algorithm.name=cube003.path", "--algorithm.destination=16"}, "algorithm.destination");
  refused({"--algorithm.name=cube003.tea2", "--algorithm.startups=sometimes"},
          "algorithm.startups");
  refused({"--algorithm.name=cube003.adea", "--algorithm.exchange_passes=three"},
          "algorithm.exchange_passes");
  refused({"--algorithm.name=cube003.tea2", "--topology.dim=10",
           "--algorithm.elements_per_node=4194304"},
          "algorithm.elements_per_node");
  refused({"--algorithm.name=cube003.transpose_mtadea", "--algorithm.block_order=0"},
          "algorithm.block_order");
}

// Every ratio column of a study's CSV file holds 1 (where it holds anything), and some do.
void expect_all_ratios_one(const std::string& csv_path) {
  std::istringstream csv(read_text(csv_path));
  std::string line;
  ASSERT_TRUE(std::getline(csv, line)) << csv_path;
  std::vector<bool> is_ratio;
  std::stringstream header(line);
  for (std::string name; std::getline(header, name, ',');) {
    is_ratio.push_back(name.size() > 6 && name.substr(name.size() - 6) == "_ratio");
  }
  int ratios = 0;
  while (std::getline(csv, line)) {
    std::stringstream row(line);
    size_t column = 0;
    for (std::string cell; std::getline(row, cell, ','); ++column) {
      if (column < is_ratio.size() && is_ratio[column] && !cell.empty()) {
        EXPECT_EQ(cell, "1") << csv_path << ": " << line;
        ++ratios;
      }
    }
  }
  EXPECT_GT(ratios, 0) << csv_path;
}

TEST(Cube003, DeliveryAndEdgeLoadStudiesRunWithEveryRatioOne) {
  TestDir dir;
  const std::string out = (dir.path() / "results").string();
  const CommandResult r = run_ccsim(
      {"reproduce", "003.delivery", "003.tea2_loads", "--max-dim", "3", "--out", out, "--quiet"},
      dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("result units counted at their arrival"), std::string::npos) << r.out;
  expect_all_ratios_one((std::filesystem::path(out) / "003.delivery.csv").string());
  expect_all_ratios_one((std::filesystem::path(out) / "003.tea2_loads.csv").string());
}

// At n = 3 every machine runs: each algorithm's study has both regimes, each with every
// machine's simulated cycles beside its formula; the ranking ranks the exchanges by the cycles
// it simulated (1 + how many took fewer), and the formulas' ranks by the formulas.
TEST(Cube003, EveryStudyFillsEachMachineBesideItsFormulaAndRanksWhatItSimulated) {
  TestDir dir;
  const std::filesystem::path out = dir.path() / "results";
  const CommandResult r =
      run_ccsim({"reproduce", "003", "--max-dim", "3", "--out", out.string(), "--quiet"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  for (const std::string& name : kAlgorithms) {
    const auto rows = read_study_rows((out / ("003." + name + ".csv")).string());
    ASSERT_EQ(rows.size(), 2u) << name;
    for (const auto& row : rows) {
      for (const std::string machine : {"all_full", "all_full_step", "all_half", "one_full"}) {
        EXPECT_FALSE(row.at(machine + "_cycles_formula").empty()) << name << " " << machine;
        EXPECT_FALSE(row.at(machine + "_cycles_model").empty()) << name << " " << machine;
      }
    }
  }
  const std::vector<std::string> exchanges = {"sba",  "daisy_chain", "adea",
                                              "tea1", "tea2",        "tea2_grouped"};
  for (const auto& row : read_study_rows((out / "003.ranking.csv").string())) {
    for (const std::string part : {"model", "formula"}) {
      for (const std::string& a : exchanges) {
        int faster = 0;
        for (const std::string& b : exchanges) {
          faster +=
              std::stod(row.at(b + "_cycles_" + part)) < std::stod(row.at(a + "_cycles_" + part))
                  ? 1
                  : 0;
        }
        EXPECT_EQ(row.at(a + "_rank_" + part), std::to_string(1 + faster)) << a << " " << part;
      }
    }
  }
  EXPECT_NE(r.out.find("n = 3, β=400, m=64: simulated "), std::string::npos) << r.out;
}

}  // namespace
}  // namespace ccsim::systest
