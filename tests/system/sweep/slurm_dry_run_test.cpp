// Proves, without a cluster, what a dry run of `ccsim sweep --backend slurm` writes: a complete
// sweep directory (manifest with versions, varied keys and per-point files; an INI per point
// that `ccsim run --config` accepts; a job array script with the throttle and the resources
// asked for, the time limit estimated from a timing run when not given), quickly for 200
// points.
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
// The directory a dry run writes.

TEST_F(SlurmSweep, DryRunWritesAManifestAConfigurationPerPointAndAJobArray) {
  const CommandResult r = run_ccsim_bounded(
      small_sweep({"--backend", "slurm", "--dry-run", "--dir", dir_.string(), "--jobs", "2",
                   "--partition", "debug", "--account", "lab", "--sbatch-option=--qos=low"}),
      scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("dry run: not submitted"), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(dir_ / "jobs"));

  const json m = json::parse(read_text(dir_ / "manifest.json"));
  EXPECT_EQ(m["format"], "ccsim-sweep");
  EXPECT_EQ(m["format_version"], 1);
  EXPECT_FALSE(m["ccsim_version"].get<std::string>().empty());
  EXPECT_EQ(m["varied"], json({"algorithm.block_bytes", "algorithm.name"}));
  ASSERT_EQ(m["points"].size(), 4u);
  const json& p2 = m["points"][2];
  EXPECT_EQ(p2["index"], 2);
  EXPECT_EQ(p2["values"]["algorithm.block_bytes"], "256");
  EXPECT_EQ(p2["values"]["algorithm.name"], "aapc.phased");
  EXPECT_EQ(p2["config"], "points/002.ini");
  EXPECT_EQ(p2["stats"], "stats/002.json");
  EXPECT_GT(p2["memory_estimate_bytes"].get<uint64_t>(), 0u);
  EXPECT_GT(p2["expected_cycles"].get<uint64_t>(), 0u);
  EXPECT_EQ(m["calibration"]["ran"], true);
  for (int i = 0; i < 4; ++i) {
    EXPECT_TRUE(fs::is_regular_file(dir_ / ("points/00" + std::to_string(i) + ".ini")));
  }

  const std::string script = read_text(dir_ / "sweep.sbatch");
  for (const std::string line :
       {"#SBATCH --array=0-3%2\n", "#SBATCH --partition=debug\n", "#SBATCH --account=lab\n",
        "#SBATCH --qos=low\n", "#SBATCH --output=logs/%3a.out\n", "#SBATCH --mem="}) {
    EXPECT_NE(script.find(line), std::string::npos) << line << " not in:\n" << script;
  }
  // Message-passing AAPC has no expected cycle count: no time limit is made up for it.
  EXPECT_EQ(script.find("#SBATCH --time"), std::string::npos) << script;
  EXPECT_NE(script.find("aapc.msgpass gives none"), std::string::npos) << script;
  EXPECT_GT(p2["expected_cycles"], m["points"][0]["expected_cycles"]) << "256 B over 64 B";
  EXPECT_EQ(m["points"][1]["expected_cycles"], 0);
}

TEST_F(SlurmSweep, DryRunEstimatesTheTimeLimitFromATimingRun) {
  const CommandResult r = run_ccsim_bounded(
      {"sweep", "--config", "configs/iwarp-8x8.ini", "--quiet", "--vary",
       "algorithm.block_bytes=64,1024", "--backend", "slurm", "--dry-run", "--dir", dir_.string()},
      scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json m = json::parse(read_text(dir_ / "manifest.json"));
  EXPECT_EQ(m["calibration"]["ran"], true);
  EXPECT_EQ(m["calibration"]["nodes"], 64);
  EXPECT_GT(m["calibration"]["router_cycles_per_second"].get<double>(), 0.0);
  // 1 KB blocks take longer than 64 B ones; a limit of minutes for runs of about a second.
  EXPECT_GT(m["points"][1]["estimated_seconds"].get<double>(),
            m["points"][0]["estimated_seconds"].get<double>());
  const std::string time = m["slurm"]["time"];
  EXPECT_EQ(time.substr(0, 3), "0:0") << time;
  EXPECT_NE(read_text(dir_ / "sweep.sbatch").find("#SBATCH --time=" + time + "\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("node-cycles/s measured by a"), std::string::npos) << r.out;
}

TEST_F(SlurmSweep, APointsConfigurationRerunsWithCcsimRun) {
  ASSERT_EQ(run_ccsim_bounded(small_sweep({"--backend", "slurm", "--dry-run", "--dir",
                                           dir_.string(), "--time", "5", "--mem", "1G"}),
                              scratch_)
                .exit_code,
            0);
  const fs::path stats = scratch_.path() / "rerun.json";
  const CommandResult r = run_ccsim_bounded(
      {"run", "--config", (dir_ / "points/001.ini").string(), "--quiet", "--stats", stats.string()},
      scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json j = json::parse(read_text(stats));
  EXPECT_EQ(j["config"]["algorithm.block_bytes"], 64);
  EXPECT_EQ(j["config"]["algorithm.name"], "aapc.msgpass");
  EXPECT_EQ(j["config"]["topology.nx"], 4);
  // Both resources given: no timing run.
  EXPECT_EQ(json::parse(read_text(dir_ / "manifest.json"))["calibration"]["ran"], false);
}

// 200 points written well inside a second on an idle machine; the bound here only guards
// against a dry run that simulates (seconds per point), since the machine may be shared.
TEST_F(SlurmSweep, TwoHundredPointDryRunWritesEveryPointQuickly) {
  std::string seeds;
  for (int s = 1; s <= 100; ++s) seeds += (seeds.empty() ? "" : ",") + std::to_string(s);
  const auto start = std::chrono::steady_clock::now();
  const CommandResult r =
      run_ccsim_bounded({"sweep", "--config", "configs/iwarp-8x8.ini", "--quiet", "--vary",
                         "sim.seed=" + seeds, "--vary", "algorithm.block_bytes=64,1024",
                         "--backend", "slurm", "--dry-run", "--dir", dir_.string()},
                        scratch_);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_EQ(json::parse(read_text(dir_ / "manifest.json"))["points"].size(), 200u);
  EXPECT_TRUE(fs::is_regular_file(dir_ / "points/199.ini"));
  // Nothing ran but the timing run, which writes no file.
  EXPECT_TRUE(fs::is_empty(dir_ / "stats"));
  EXPECT_TRUE(fs::is_empty(dir_ / "logs"));
  EXPECT_LT(seconds, 10.0);
  std::cout << "200-point dry run: " << seconds << " s\n";
}

}  // namespace
}  // namespace ccsim::systest
