// Proves the plot script of a Slurm sweep: units on both axes and a line per combination of
// the other varied keys, a named figure over a non-numeric key, and an unknown figure refused
// naming the known ones.
//
// Black box. Slurm is stood in for by small scripts named sbatch and squeue on the PATH that
// record their arguments and answer as Slurm does; the real Slurm is tested by the `slurm`
// tier (tests/slurm/). Runs are of an iWarp 4x4 with small blocks (well under a second each).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_spawn.h"
#include "common/ccsim/slurm_sweep.h"

namespace ccsim::systest {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace slurm_sweep;

// ---------------------------------------------------------------------------------------------
// Plots.

TEST_F(SlurmSweep, PlotScriptHasUnitsOnBothAxesAndALinePerCombination) {
  const std::string png = scratch_.file("aapc.png");
  const CommandResult r = run_ccsim_bounded(small_sweep({"--plot", png}), scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string gp = read_text(scratch_.file("aapc.gp"));
  EXPECT_NE(gp.find("set xlabel 'algorithm.block_bytes (bytes)'"), std::string::npos) << gp;
  EXPECT_NE(gp.find("set ylabel 'aggregate bandwidth (MB/s)'"), std::string::npos) << gp;
  // Legends hold the values; the key is the legend's title.
  EXPECT_NE(gp.find("title 'aapc.phased'"), std::string::npos) << gp;
  EXPECT_NE(gp.find("title 'aapc.msgpass'"), std::string::npos) << gp;
  EXPECT_NE(gp.find("Left reverse title 'algorithm.name'"), std::string::npos) << gp;
  EXPECT_NE(gp.find("set output 'aapc.png'"), std::string::npos) << gp;
  EXPECT_EQ(gp.find("set logscale"), std::string::npos) << "64 to 256: a factor of 4 only";
  EXPECT_EQ(gp.find("$p0_s2"), std::string::npos) << "two lines, not more";
  EXPECT_EQ(gp.find("multiplot"), std::string::npos) << "one panel";
  if (r.out.find("gnuplot is not installed") == std::string::npos) {
    EXPECT_GT(fs::file_size(png), 1000u) << r.out;
  }
}

TEST_F(SlurmSweep, PlotOfANamedFigureOverANonNumericKey) {
  const std::string svg = scratch_.file("cycles.svg");
  const CommandResult r =
      run_ccsim_bounded({"sweep", "--config", "configs/iwarp-8x8.ini", "--topology.nx=4",
                         "--topology.ny=4", "--algorithm.bidirectional=false", "--quiet", "--vary",
                         "algorithm.name=aapc.phased,aapc.msgpass", "--plot", svg, "--plot-figure",
                         "percent_of_peak"},
                        scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string gp = read_text(scratch_.file("cycles.gp"));
  EXPECT_NE(gp.find("set ylabel 'share of the peak (%)'"), std::string::npos) << gp;
  EXPECT_NE(gp.find("xtic(3)"), std::string::npos) << gp;
  EXPECT_NE(gp.find("set terminal svg"), std::string::npos) << gp;
}

TEST_F(SlurmSweep, PlotOfAnUnknownFigureNamesTheKnownOnes) {
  const CommandResult r = run_ccsim_bounded(
      {"sweep", "--config", "configs/iwarp-8x8.ini", "--topology.nx=4", "--topology.ny=4",
       "--algorithm.bidirectional=false", "--quiet", "--vary", "algorithm.block_bytes=64", "--plot",
       scratch_.file("p.png"), "--plot-figure", "nonsense"},
      scratch_);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  ASSERT_EQ(r.err_lines().size(), 1u) << r.err;
  EXPECT_NE(r.err.find("--plot-figure: no figure 'nonsense'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("mbytes_per_s"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("aapc.phased"), std::string::npos) << "the table comes first";
}

}  // namespace
}  // namespace ccsim::systest
