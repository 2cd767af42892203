// Proves what `ccsim sweep collect` makes of a Slurm sweep directory, without a cluster: the
// job script runs a point as a Slurm task would; collect prints the same table and CSV as a
// local sweep of the same points (host timing aside), refuses a directory of another format
// version or no sweep at all, and lists a missing point and a half-written result with their
// exit codes and reasons (exit 1) without touching their files; --resubmit-failed submits just
// those points as a new array and moves their old files aside.
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
// Collect.

TEST_F(SlurmSweep, CollectPrintsTheTableAndCsvOfALocalSweep) {
  ASSERT_EQ(run_ccsim_bounded(
                small_sweep({"--backend", "slurm", "--dry-run", "--dir", dir_.string()}), scratch_)
                .exit_code,
            0);
  for (int i = 0; i < 4; ++i) ASSERT_EQ(run_task(dir_, i), 0) << read_text(dir_ / "logs/000.err");
  EXPECT_EQ(read_text(dir_ / "logs/003.exit"), "0\n");

  const CommandResult collected = run_ccsim_bounded(
      {"sweep", "collect", dir_.string(), "--csv", scratch_.file("slurm.csv")}, scratch_);
  ASSERT_EQ(collected.exit_code, 0) << describe(collected) << collected.out;
  const CommandResult local =
      run_ccsim_bounded(small_sweep({"--csv", scratch_.file("local.csv")}), scratch_);
  ASSERT_EQ(local.exit_code, 0) << describe(local);
  EXPECT_EQ(table_of(collected.out), table_of(local.out));
  EXPECT_EQ(without_host_columns(read_text(scratch_.file("slurm.csv"))),
            without_host_columns(read_text(scratch_.file("local.csv"))));
}

TEST_F(SlurmSweep, CollectRefusesADirectoryOfAnotherFormatVersion) {
  ASSERT_EQ(run_ccsim_bounded(small_sweep({"--backend", "slurm", "--dry-run", "--dir",
                                           dir_.string(), "--time", "5", "--mem", "1G"}),
                              scratch_)
                .exit_code,
            0);
  json m = json::parse(read_text(dir_ / "manifest.json"));
  m["format_version"] = 2;
  write_file(dir_ / "manifest.json", m.dump(2));
  const CommandResult r = run_ccsim_bounded({"sweep", "collect", dir_.string()}, scratch_);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_NE(lines[0].find("manifest.json"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("format version 2"), std::string::npos) << lines[0];
}

TEST_F(SlurmSweep, CollectRefusesADirectoryThatIsNoSweep) {
  fs::create_directories(dir_);
  const CommandResult r = run_ccsim_bounded({"sweep", "collect", dir_.string()}, scratch_);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  ASSERT_EQ(r.err_lines().size(), 1u) << r.err;
  EXPECT_NE(r.err.find("not a sweep directory"), std::string::npos) << r.err;
}

TEST_F(SlurmSweep, CollectListsAMissingPointAndAHalfWrittenResultAndKeepsTheirFiles) {
  ASSERT_EQ(run_ccsim_bounded(small_sweep({"--backend", "slurm", "--dry-run", "--dir",
                                           dir_.string(), "--time", "5", "--mem", "1G"}),
                              scratch_)
                .exit_code,
            0);
  ASSERT_EQ(run_task(dir_, 0), 0);
  ASSERT_EQ(run_task(dir_, 3), 0);
  // Point 1: a result cut off halfway. Point 2: refused by ccsim, no result.
  const std::string whole = read_text(dir_ / "stats/000.json");
  const std::string half = whole.substr(0, whole.size() / 2);
  write_file(dir_ / "stats/001.json", half);
  write_file(dir_ / "logs/001.exit", "0\n");
  write_file(dir_ / "logs/002.err", "ccsim: cannot write 'x': No space left on device\n");
  write_file(dir_ / "logs/002.exit", "1\n");

  const CommandResult r = run_ccsim_bounded({"sweep", "collect", dir_.string()}, scratch_);
  EXPECT_EQ(r.exit_code, 1) << describe(r) << r.out;
  EXPECT_FALSE(r.signaled);
  EXPECT_NE(r.out.find("2 of 4 points failed or have no result"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("point 1 (algorithm.block_bytes=64, algorithm.name=aapc.msgpass): exit 0: "
                       "stats/001.json is not a complete report"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("point 2 (algorithm.block_bytes=256, algorithm.name=aapc.phased): exit 1: "
                       "ccsim: cannot write 'x': No space left on device"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("--resubmit-failed"), std::string::npos) << r.out;
  // The two complete points are in the table; nothing was removed.
  EXPECT_NE(r.out.find("aapc.phased"), std::string::npos);
  EXPECT_EQ(read_text(dir_ / "stats/001.json"), half);
  EXPECT_TRUE(fs::exists(dir_ / "logs/002.err"));
}

TEST_F(SlurmSweep, ResubmitFailedSubmitsOnlyThosePointsAndMovesTheirFilesAside) {
  ASSERT_EQ(run_ccsim_bounded(small_sweep({"--backend", "slurm", "--dry-run", "--dir",
                                           dir_.string(), "--time", "5", "--mem", "1G"}),
                              scratch_)
                .exit_code,
            0);
  ASSERT_EQ(run_task(dir_, 0), 0);
  ASSERT_EQ(run_task(dir_, 3), 0);
  write_file(dir_ / "logs/001.err", "slurmstepd: error: *** JOB 7 ON n1 CANCELLED AT 2026 ***\n");
  fake_slurm(scratch_, "42");
  const CommandResult r = run_ccsim_bounded(
      {"sweep", "collect", dir_.string(), "--resubmit-failed", "--time", "30"}, scratch_);
  EXPECT_EQ(r.exit_code, 1) << describe(r) << r.out;
  EXPECT_NE(r.out.find("point 1 (algorithm.block_bytes=64, algorithm.name=aapc.msgpass): no exit "
                       "code: slurm: JOB 7 ON n1 CANCELLED AT 2026"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("resubmitted 2 points as Slurm job 42 (array 1-2)"), std::string::npos)
      << r.out;
  EXPECT_EQ(read_text(scratch_.path() / "bin/sbatch.args"),
            "--parsable --array=1-2 --time=30 sweep.sbatch\n");
  const std::string jobs = read_text(dir_ / "jobs");
  EXPECT_EQ(jobs.rfind("42\t1-2\t", 0), 0u) << jobs;
  EXPECT_NE(jobs.find("\t--time=30\n"), std::string::npos) << jobs;
  EXPECT_FALSE(fs::exists(dir_ / "logs/001.err"));
  EXPECT_TRUE(fs::exists(dir_ / "attempts/0/logs/001.err"));

  // Again, while Slurm still has point 2 queued: only point 1 goes.
  fake_slurm(scratch_, "43", "", "41 0\\n42 2\\n");
  const CommandResult again =
      run_ccsim_bounded({"sweep", "collect", dir_.string(), "--resubmit-failed"}, scratch_);
  EXPECT_EQ(again.exit_code, 1) << describe(again) << again.out;
  EXPECT_NE(again.out.find("point 2 is still queued or running (42_2): not resubmitted"),
            std::string::npos)
      << again.out;
  EXPECT_NE(again.out.find("resubmitted 1 point as Slurm job 43 (array 1)"), std::string::npos)
      << again.out;
  EXPECT_NE(read_text(dir_ / "jobs").find("\n43\t1\t"), std::string::npos);
}

}  // namespace
}  // namespace ccsim::systest
