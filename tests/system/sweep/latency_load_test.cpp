// `ccsim latency-load` as a user runs it, on a small fast network (4x4 mesh at BookSim2's
// router timing, short windows): the table, the located saturation, the CSV, the comparison
// with a reference file, and its refusals (not a traffic experiment, a bad reference file).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::vector<std::string> small_sweep(const std::vector<std::string>& more) {
  std::vector<std::string> args = {"latency-load",
                                   "--config",
                                   "configs/booksim-mesh-8x8.ini",
                                   "--topology.nx=4",
                                   "--topology.ny=4",
                                   "--traffic.warmup_cycles=500",
                                   "--traffic.measure_cycles=3000",
                                   "-j",
                                   "2"};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(LatencyLoad, LocatesSaturationAndComparesWithAReference) {
  TestDir dir;
  const std::string reference = (dir.path() / "ref.csv").string();
  {
    std::ofstream f(reference);
    f << "# a made-up reference\noffered,accepted,plat,saturated\n0.05,0.05,40,no\n"
         "0.9,0.3,5000,yes\n";
  }
  const std::string csv = (dir.path() / "curve.csv").string();
  const CommandResult r = run_ccsim(small_sweep({"--reference", reference, "--csv", csv}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_TRUE(contains(r.out, "saturation: between offered ")) << r.out;
  EXPECT_TRUE(contains(r.out, "beside ref.csv")) << r.out;
  EXPECT_TRUE(contains(r.out, "saturation throughput: ccsim ")) << r.out;
  std::ifstream in(csv);
  std::string header;
  std::getline(in, header);
  EXPECT_EQ(header,
            "injection_rate_words_per_node_cycle,offered_words_per_node_cycle,"
            "accepted_words_per_node_cycle,avg_latency_cycles,saturated,packets_unfinished,runs,"
            "avg_latency_cycles_min,avg_latency_cycles_max");
  int rows = 0, saturated_rows = 0;
  bool has_reference_load = false;
  for (std::string line; std::getline(in, line);) {
    ++rows;
    if (contains(line, ",true,")) ++saturated_rows;
    if (line.rfind("0.05,", 0) == 0) has_reference_load = true;
  }
  EXPECT_GE(rows, 8);
  EXPECT_GE(saturated_rows, 2);
  EXPECT_TRUE(has_reference_load);
}

TEST(LatencyLoad, RefusesAnExperimentOtherThanTraffic) {
  TestDir dir;
  const CommandResult r = run_ccsim({"latency-load", "--config", "configs/iwarp-8x8.ini"}, dir);
  expect_refused_by_key(r, "experiment.name");
}

TEST(LatencyLoad, RefusesABadReferenceBeforeAnyRun) {
  TestDir dir;
  const std::string reference = (dir.path() / "ref.csv").string();
  {
    std::ofstream f(reference);
    f << "load,latency\n0.1,50\n";
  }
  const CommandResult r = run_ccsim(small_sweep({"--reference", reference}), dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_EQ(r.err.rfind("ccsim: error: --reference: ", 0), 0u) << r.err;
  EXPECT_TRUE(contains(r.err, "ref.csv:1:")) << r.err;
}

// --seeds N runs each load N times with consecutive seeds: the table says so and shows the
// range of latency, and every CSV row counts N runs with min <= median <= max.
TEST(LatencyLoad, SeveralSeedsPerLoadGiveTheMedianAndTheRange) {
  TestDir dir;
  const std::string csv = (dir.path() / "curve.csv").string();
  const CommandResult r = run_ccsim(small_sweep({"--seeds", "3", "--csv", csv}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_TRUE(contains(r.out, "each point the median of 3 runs (seeds 1 to 3)")) << r.out;
  EXPECT_TRUE(contains(r.out, "latency range")) << r.out;
  std::ifstream in(csv);
  std::string line;
  std::getline(in, line);
  EXPECT_TRUE(contains(line, ",runs,avg_latency_cycles_min,avg_latency_cycles_max")) << line;
  int rows = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::string cell;
    for (char c : line + ",") {
      if (c == ',') {
        f.push_back(cell);
        cell.clear();
      } else {
        cell += c;
      }
    }
    ASSERT_EQ(f.size(), 9u) << line;
    EXPECT_EQ(f[6], "3") << line;
    EXPECT_LE(std::stod(f[7]), std::stod(f[3])) << line;
    EXPECT_LE(std::stod(f[3]), std::stod(f[8])) << line;
    ++rows;
  }
  EXPECT_GT(rows, 3);
}

TEST(LatencyLoad, RefusesABadSeedCount) {
  TestDir dir;
  for (const char* bad : {"0", "65", "2x", ""}) {
    const CommandResult r = run_ccsim(small_sweep({"--seeds", bad}), dir);
    EXPECT_EQ(r.exit_code, 2) << describe(r);
    EXPECT_EQ(r.err.rfind("ccsim: error: --seeds: ", 0), 0u) << bad << ": " << r.err;
  }
}

// A plot name holding a quote and gnuplot commands is a file name like any other: the plot is
// drawn under that name and nothing the name says is run.
TEST(LatencyLoad, APlotNameWithQuotesAndCommandsIsDrawnAndRunsNothing) {
  if (std::system("command -v gnuplot >/dev/null 2>&1") != 0) {
    GTEST_SKIP() << "gnuplot is not installed (make test installs it)";
  }
  TestDir dir;
  const std::string name = "x'; system('touch p'); print '.png";
  const CommandResult r = run_ccsim(small_sweep({"--plot", dir.file(name)}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_TRUE(contains(r.out, "plot written to ")) << r.out;
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "p")) << "the plot's name ran a command";
  EXPECT_FALSE(std::filesystem::exists("p")) << "the plot's name ran a command";
  EXPECT_EQ(read_text(dir.path() / name).substr(1, 3), "PNG");
}

TEST(LatencyLoad, RefusesAPlotThatIsNeitherPngNorSvgBeforeAnyRun) {
  TestDir dir;
  const CommandResult r = run_ccsim(small_sweep({"--plot", dir.file("out.txt")}), dir);
  expect_refused_by_key(r, "--plot");
  EXPECT_FALSE(contains(r.err, "latency-load: ")) << "a load ran: " << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "out.txt"));
}

}  // namespace
}  // namespace ccsim::systest
