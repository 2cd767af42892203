// Proves that `ccsim reproduce` runs a paper's table end to end as a user runs it: it prints
// the paper's value, the model's and their ratio, writes the CSV, the gnuplot script and
// REPORT.md into --out, limits the simulated cube with --max-dim, checks every study's runs
// without simulating (--check), and refuses unknown studies and bad options before simulating
// (exit code 2, naming what is wrong).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

TEST(Reproduce, WritesTheTableItsCsvScriptAndReportWithModelBesidePaper) {
  TestDir dir;
  const std::string out = (dir.path() / "results").string();
  const CommandResult r =
      run_ccsim({"reproduce", "000.table14", "--max-dim", "3", "--out", out, "--quiet"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("000 Table 14"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("model/paper"), std::string::npos) << r.out;
  const std::string csv = read_text(std::filesystem::path(out) / "000.table14.csv");
  EXPECT_EQ(csv.rfind("words_per_node,nodes,", 0), 0u) << csv;
  EXPECT_NE(csv.find("dcycles_total_ms_paper,dcycles_total_ms_model,dcycles_total_ms_ratio"),
            std::string::npos);
  // 2, 4 and 8 nodes simulated, 16 nodes on the paper only: the 8-node line has the d-cycles
  // total of paper, model and their ratio (fields 9-11), the 16-node line the paper's alone.
  const auto line_of = [&csv](const std::string& start) {
    size_t at = csv.rfind(start, 0) == 0 ? 0 : csv.find("\n" + start);
    if (at == std::string::npos) return std::vector<std::string>{};
    if (at > 0) ++at;
    std::vector<std::string> fields;
    std::string field;
    for (size_t i = at; i < csv.size() && csv[i] != '\n'; ++i) {
      if (csv[i] == ',') {
        fields.push_back(field);
        field.clear();
      } else {
        field += csv[i];
      }
    }
    fields.push_back(field);
    return fields;
  };
  const std::vector<std::string> header = line_of("words_per_node");
  const std::vector<std::string> row8 = line_of("256,8,");
  const std::vector<std::string> row16 = line_of("256,16,");
  const auto column = [&header](const std::string& name) {
    return size_t(std::find(header.begin(), header.end(), name) - header.begin());
  };
  ASSERT_EQ(row8.size(), header.size()) << csv;
  ASSERT_EQ(row16.size(), header.size()) << csv;
  EXPECT_NE(row8[column("dcycles_total_ms_model")], "") << csv;
  EXPECT_NE(row8[column("dcycles_total_ms_ratio")], "") << csv;
  EXPECT_NE(row16[column("dcycles_total_ms_paper")], "") << csv;
  EXPECT_EQ(row16[column("dcycles_total_ms_model")], "") << csv;
  EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(out) / "000.table14.gp"));
  const std::string report = read_text(std::filesystem::path(out) / "REPORT.md");
  EXPECT_NE(report.find("## 000 Table 14"), std::string::npos) << report;
  // The table says what simulating it cost: as many runs as the command simulated (it has no
  // other table to share them with), and the longest's time and memory.
  const size_t simulations_at = r.out.find(" simulations; tables");
  ASSERT_NE(simulations_at, std::string::npos) << r.out;
  const size_t count_at = r.out.rfind('\n', simulations_at) + 1;
  const std::string simulations = r.out.substr(count_at, simulations_at - count_at);
  EXPECT_NE(report.find("- **Simulator**: " + simulations + " runs, "), std::string::npos)
      << simulations << "\n"
      << report;
  EXPECT_NE(report.find(" s of simulation wall time in all"), std::string::npos) << report;
  EXPECT_NE(report.find("), peak memory "), std::string::npos) << report;
}

// A table of cases rather than a curve (004 Fig. 10) is drawn as bars: one group per case,
// the model's bar beside the paper's, a missing paper value left out rather than drawn as 0.
TEST(Reproduce, DrawsATableOfCasesAsBarsModelBesidePaper) {
  TestDir dir;
  const std::string out = (dir.path() / "results").string();
  const CommandResult r = run_ccsim({"reproduce", "004.fig10", "--out", out, "--quiet"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string gp = read_text(std::filesystem::path(out) / "004.fig10.gp");
  EXPECT_NE(gp.find("set style data histograms"), std::string::npos) << gp;
  EXPECT_NE(gp.find("xtic(1)"), std::string::npos) << gp;
  // Message passing has both values; the switch has no paper value: "?" (missing).
  EXPECT_NE(gp.find("\"1 message_passing\" "), std::string::npos) << gp;
  const size_t switch_row = gp.find("\"3 phased_switch\" ");
  ASSERT_NE(switch_row, std::string::npos) << gp;
  const std::string row = gp.substr(switch_row, gp.find('\n', switch_row) - switch_row);
  EXPECT_EQ(row.substr(row.size() - 2), " ?") << row;
  EXPECT_NE(gp.find("set datafile missing \"?\""), std::string::npos) << gp;
}

// 000 Table 2 starts at 16 nodes: with --max-dim 3 it has no rows. It says so, and a plot of
// an earlier run is left as it was rather than replaced by an empty (or 0-byte) drawing.
TEST(Reproduce, AStudyWithNoRowsSaysSoAndLeavesAnExistingPlotAsItWas) {
  TestDir dir;
  const std::filesystem::path out = dir.path() / "results";
  std::filesystem::create_directories(out);
  for (const char* ext : {".png", ".svg"}) {
    std::ofstream(out / (std::string("000.table02") + ext)) << "a good plot";
  }
  const CommandResult r = run_ccsim(
      {"reproduce", "000.table02", "--max-dim", "3", "--out", out.string(), "--quiet"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("000.table02: no rows with cubes of dimension up to 3"), std::string::npos)
      << r.out;
  EXPECT_EQ(read_text(out / "000.table02.png"), "a good plot");
  EXPECT_EQ(read_text(out / "000.table02.svg"), "a good plot");
  EXPECT_NE(read_text(out / "REPORT.md").find("No rows at these settings."), std::string::npos);
}

// An output that cannot be written is found before the first simulation, not after the last.
TEST(Reproduce, AnUnwritableResultFileIsRefusedBeforeAnySimulation) {
  TestDir dir;
  const std::filesystem::path out = dir.path() / "results";
  std::filesystem::create_directories(out / "000.table14.csv");  // a directory: not writable
  const CommandResult r =
      run_ccsim({"reproduce", "000.table14", "--max-dim", "3", "--out", out.string()}, dir);
  expect_refused_by_key(r, "--out");
  EXPECT_NE(r.err.find("000.table14.csv"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("[ccsim] study"), std::string::npos) << "a study ran: " << r.err;
}

// --check puts every study's runs, at the largest cubes, through the checks a run makes before
// it simulates, in seconds: every study passes, and nothing is written. A configuration that
// would be refused after an hour of other runs (too little memory for TEA1's 64-element tokens on
// 1024 nodes) is refused at once, naming its key.
TEST(Reproduce, CheckPassesEveryStudyAtTheLargestCubesWithoutWritingAnything) {
  TestDir dir;
  const std::filesystem::path out = dir.path() / "results";
  const CommandResult r =
      run_ccsim({"reproduce", "--check", "--max-dim", "11", "--out", out.string(), "-q"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_FALSE(std::filesystem::exists(out));
  size_t studies = 0;
  for (size_t at = 0;
       (at = r.out.find(" configurations pass every check\n", at)) != std::string::npos; ++at) {
    ++studies;
  }
  EXPECT_GT(studies, 40u) << r.out;
  EXPECT_NE(r.out.find("003.ranking: 144 configurations pass every check"), std::string::npos)
      << r.out;

  const CommandResult refused = run_ccsim(
      {"reproduce", "003.ranking", "--check", "--max-dim", "10", "--memory.words=262144"}, dir);
  EXPECT_EQ(refused.exit_code, 2) << describe(refused);
  EXPECT_NE(refused.err.find("ccsim: error: memory.words: "), std::string::npos) << refused.err;
}

// A key on the command line applies to every run but where a study sets it itself: that is said
// once, and a key no study sets is not mentioned.
TEST(Reproduce, SaysOnceWhereAStudySetsAKeyTheUserGave) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"reproduce", "001.fig5_q2", "--check", "-q", "--algorithm.message_bytes=8", "--sim.seed=3"},
      dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string warning = "warning: --algorithm.message_bytes=8 does not apply";
  const size_t at = r.err.find(warning);
  ASSERT_NE(at, std::string::npos) << r.err;
  EXPECT_EQ(r.err.find(warning, at + 1), std::string::npos) << "said once: " << r.err;
  EXPECT_EQ(r.err.find("sim.seed"), std::string::npos) << r.err;
}

TEST(Reproduce, RefusesUnknownStudiesAndBadOptionsBeforeSimulating) {
  TestDir dir;
  CommandResult r = run_ccsim({"reproduce", "000.table99"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("000.table99"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("000.table14"), std::string::npos) << "lists the known studies: " << r.err;
  r = run_ccsim({"reproduce", "000.table14", "--max-dim", "12"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("--max-dim"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace ccsim::systest
