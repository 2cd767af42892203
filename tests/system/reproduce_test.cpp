// Proves that `ccsim reproduce` runs a paper's table end to end as a user runs it: it prints
// the paper's value, the model's and their ratio, writes the CSV, the gnuplot script and
// REPORT.md into --out, limits the simulated cube with --max-dim, and refuses unknown studies
// and bad options before simulating (exit code 2, naming what is wrong).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "ccsim_process.h"

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
  // 2, 4 and 8 nodes simulated (a model value and a ratio), 16 nodes on the paper only.
  EXPECT_NE(csv.find("\n256,8,"), std::string::npos) << csv;
  const size_t row16 = csv.find("\n256,16,");
  ASSERT_NE(row16, std::string::npos) << csv;
  EXPECT_NE(csv.find(",,", row16), std::string::npos) << "16 nodes has no model value: " << csv;
  EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(out) / "000.table14.gp"));
  const std::string report = read_text(std::filesystem::path(out) / "REPORT.md");
  EXPECT_NE(report.find("## 000 Table 14"), std::string::npos) << report;
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
