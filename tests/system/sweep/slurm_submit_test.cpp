// Proves how `ccsim sweep --backend slurm` submits, without a cluster: through sbatch, recording
// the job id; sbatch missing, Slurm unreachable and an unknown partition each give one line
// and their exit code; bad options are refused with exit 2 naming the option, writing nothing;
// a directory that is not empty is refused.
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
// Submission and its errors: one line each.

TEST_F(SlurmSweep, SubmitsWithSbatchAndRecordsTheJobId) {
  fake_slurm(scratch_, "1234;cluster");
  const CommandResult r = run_ccsim_bounded(
      small_sweep({"--backend", "slurm", "--dir", dir_.string(), "--time", "5", "--mem", "1G"}),
      scratch_);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("submitted as Slurm job 1234 (array 0-3)"), std::string::npos) << r.out;
  EXPECT_EQ(read_text(scratch_.path() / "bin/sbatch.args"), "--parsable sweep.sbatch\n");
  EXPECT_EQ(read_text(dir_ / "jobs").rfind("1234\t0-3\t", 0), 0u);
}

struct SubmitError {
  std::string label;
  std::string sbatch_error;  // "" = no sbatch on the PATH
  int exit_code;
  std::string line_start;
  std::string also;
};

class SlurmSubmitError : public SlurmSweep, public ::testing::WithParamInterface<SubmitError> {};

TEST_P(SlurmSubmitError, IsOneLineWithItsExitCode) {
  const SubmitError& c = GetParam();
  if (c.sbatch_error.empty()) {
    const fs::path bin = scratch_.path() / "empty-bin";
    fs::create_directories(bin);
    setenv("PATH", bin.c_str(), 1);
  } else {
    fake_slurm(scratch_, "", c.sbatch_error);
  }
  const CommandResult r = run_ccsim_bounded(
      small_sweep({"--backend", "slurm", "--dir", dir_.string(), "--time", "5", "--mem", "1G"}),
      scratch_);
  EXPECT_EQ(r.exit_code, c.exit_code) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind(c.line_start, 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(c.also), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SlurmSubmitError,
    ::testing::Values(
        SubmitError{"SbatchNotFound", "", 1, "ccsim: sbatch not found on the PATH", "--dry-run"},
        SubmitError{"SlurmUnreachable",
                    "sbatch: error: Batch job submission failed: Unable to contact slurm "
                    "controller (connect failure)",
                    1, "ccsim: cannot reach Slurm: sbatch: Unable to contact slurm controller",
                    "--resubmit-failed"},
        SubmitError{"UnknownPartition",
                    "sbatch: error: invalid partition specified: nope\nsbatch: error: Batch job "
                    "submission failed: Invalid partition name specified",
                    2, "ccsim: error: --partition: sbatch refused the job: Invalid partition name",
                    "is written"}),
    [](const ::testing::TestParamInfo<SubmitError>& info) { return info.param.label; });

// ---------------------------------------------------------------------------------------------
// Bad options: exit 2, one line naming the option, nothing written.

struct BadOption {
  std::string label;
  std::vector<std::string> args;
  std::string key;
};

class SlurmBadOption : public SlurmSweep, public ::testing::WithParamInterface<BadOption> {};

TEST_P(SlurmBadOption, IsRefusedWithExitTwo) {
  std::vector<std::string> args = GetParam().args;
  for (std::string& a : args) {
    if (a == "DIR") a = dir_.string();
  }
  const CommandResult r = run_ccsim_bounded(args, scratch_);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  const std::string key = GetParam().key == "DIR" ? dir_.string() : GetParam().key;
  const std::string prefix = "ccsim: error: " + key + ": ";
  EXPECT_EQ(lines[0].rfind(prefix, 0), 0u) << lines[0];
  EXPECT_FALSE(fs::exists(dir_ / "manifest.json"));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SlurmBadOption,
    ::testing::Values(
        BadOption{"BadTime", small_sweep({"--backend", "slurm", "--dry-run", "--time", "1h"}),
                  "--time"},
        BadOption{"BadMemory", small_sweep({"--backend", "slurm", "--dry-run", "--mem", "lots"}),
                  "--mem"},
        BadOption{"UnknownBackend", small_sweep({"--backend", "pbs"}), "--backend"},
        BadOption{"PartitionWithTheLocalBackend", small_sweep({"--partition", "debug"}),
                  "--partition"},
        BadOption{"ArrayAsAnSbatchOption",
                  small_sweep({"--backend", "slurm", "--dry-run", "--sbatch-option=--array=1"}),
                  "--sbatch-option"},
        BadOption{"SbatchOptionOfTwoWords",
                  small_sweep({"--backend", "slurm", "--dry-run", "--sbatch-option", "--qos low"}),
                  "--sbatch-option"},
        BadOption{"StatsInASlurmSweep",
                  small_sweep({"--backend", "slurm", "--dry-run", "--dir", "DIR", "--stats",
                               "/tmp/s.json"}),
                  "output.stats"},
        BadOption{"PlotThatIsNoImage", small_sweep({"--plot", "/tmp/p.pdf"}), "--plot"},
        BadOption{"PlotFigureWithoutAPlot", small_sweep({"--plot-figure", "cycles"}),
                  "--plot-figure"},
        BadOption{"CollectWithoutADirectory", {"sweep", "collect"}, "sweep collect"},
        BadOption{"CollectOfAMissingDirectory", {"sweep", "collect", "DIR"}, "DIR"},
        BadOption{"ResubmitOptionsWithoutResubmit",
                  {"sweep", "collect", "DIR", "--time", "10"},
                  "--time"}),
    [](const ::testing::TestParamInfo<BadOption>& info) { return info.param.label; });

TEST_F(SlurmSweep, RefusesADirectoryThatIsNotEmpty) {
  write_file(dir_ / "something", "x");
  const CommandResult r = run_ccsim_bounded(
      small_sweep({"--backend", "slurm", "--dry-run", "--dir", dir_.string()}), scratch_);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  ASSERT_EQ(r.err_lines().size(), 1u) << r.err;
  EXPECT_EQ(r.err.rfind("ccsim: error: --dir: ", 0), 0u) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "manifest.json"));
}

}  // namespace
}  // namespace ccsim::systest
