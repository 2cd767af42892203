// Proves, without a cluster, what `ccsim sweep --backend slurm` writes and what `ccsim sweep
// collect` makes of it: a dry run writes a complete sweep directory (manifest with versions,
// varied keys and per-point files; an INI per point that `ccsim run --config` accepts; a job
// array script with the throttle and the resources asked for, estimated when not given); the
// script itself runs a point as a Slurm task would; collect prints the same table and CSV as a
// local sweep of the same points (host timing aside), refuses a directory of another format
// version, and lists a missing point and a half-written result with their exit codes and
// reasons (exit 1) without touching their files; --resubmit-failed submits just those points
// as a new array and moves their old files aside; sbatch missing, Slurm unreachable and an
// unknown partition each give one line and their exit code; the plot script names its axes
// with units and draws one line per combination of the other varied keys.
//
// Black box. Slurm is stood in for by small scripts named sbatch and squeue on the PATH that
// record their arguments and answer as Slurm does; the real Slurm is tested by the `slurm`
// tier (tests/slurm/). Runs are of an iWarp 4x4 with small blocks (well under a second each).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_spawn.h"

namespace ccsim::systest {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// A 4x4 iWarp, 2 block sizes x 2 algorithms.
std::vector<std::string> small_sweep(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"sweep",
                                   "--config",
                                   "configs/iwarp-8x8.ini",
                                   "--topology.nx=4",
                                   "--topology.ny=4",
                                   "--algorithm.bidirectional=false",
                                   "--quiet",
                                   "--vary",
                                   "algorithm.block_bytes=64,256",
                                   "--vary",
                                   "algorithm.name=aapc.phased,aapc.msgpass"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

void write_file(const fs::path& path, const std::string& text, bool executable = false) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  if (executable) chmod(path.c_str(), 0755);
}

// Runs point `index` of `dir` as Slurm would: the job script with SLURM_ARRAY_TASK_ID set, its
// output and error into the point's log files.
int run_task(const fs::path& dir, int index) {
  char stem[16];
  std::snprintf(stem, sizeof stem, "%03d", index);
  const std::string command = "cd '" + dir.string() +
                              "' && SLURM_ARRAY_TASK_ID=" + std::to_string(index) +
                              " bash sweep.sbatch > logs/" + stem + ".out 2> logs/" + stem + ".err";
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The CSV without its last four columns (the host's wall time, speed and memory).
std::string without_host_columns(const std::string& csv) {
  std::istringstream in(csv);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    for (int i = 0; i < 4; ++i) line = line.substr(0, line.rfind(','));
    out += line + "\n";
  }
  return out;
}

// The table a sweep prints, less the line naming where the CSV went.
std::string table_of(const std::string& stdout_text) {
  std::istringstream in(stdout_text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("table written to", 0) == 0 || line.rfind("plot", 0) == 0) continue;
    out += line + "\n";
  }
  return out;
}

// Fake Slurm commands in `bin`, put first on the PATH: sbatch records its arguments in
// bin/sbatch.args and answers with `answer` (stdout) or, when `error` is set, with it on stderr
// and exit 1; squeue lists `queued` ("JOB INDEX" lines, as `--format=%F %K` asks).
void fake_slurm(const TestDir& scratch, const std::string& answer, const std::string& error = "",
                const std::string& queued = "") {
  const fs::path bin = scratch.path() / "bin";
  std::string sbatch = "#!/bin/sh\necho \"$@\" >> '" + (bin / "sbatch.args").string() + "'\n";
  if (error.empty()) {
    sbatch += "echo '" + answer + "'\n";
  } else {
    sbatch += "printf '%s\\n' '" + error + "' >&2\nexit 1\n";
  }
  write_file(bin / "sbatch", sbatch, true);
  write_file(bin / "squeue", "#!/bin/sh\nprintf '" + queued + "'\n", true);
  const char* path = std::getenv("PATH");
  setenv("PATH", (bin.string() + ":" + (path ? path : "/usr/bin:/bin")).c_str(), 1);
}

class SlurmSweep : public ::testing::Test {
 protected:
  TestDir scratch_;
  fs::path dir_ = scratch_.path() / "sweep";
};

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
