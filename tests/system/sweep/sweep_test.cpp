// Proves that `ccsim sweep` judges all of its input before the first simulation and leaves no
// simulation behind: bad --jobs values, stray arguments (also to `bench`), a key varied twice
// and a --vary without a key are refused with exit code 2 naming what is wrong; every point's
// configuration is checked in full before any run starts; SIGTERM to ccsim stops and reaps
// every child simulation before ccsim ends, leaving no unfinished file, and so does a run that
// fails; and every run writes its own --stats, --trace and --save-config file, named by the
// varied values or by {KEY} placeholders, or the sweep is refused when two runs would share
// one.
//
// Black box: sweeps of the iWarp 8x8 phased AAPC over small blocks (a
// second or so per run); the signal test uses 16 KB blocks, so that its runs are still going
// when the signal is sent.
#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_spawn.h"

namespace ccsim::systest {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr char kIwarpConfig[] = "configs/iwarp-8x8.ini";

std::vector<std::string> sweep(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"sweep", "--config", kIwarpConfig, "--quiet"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

// ---------------------------------------------------------------------------------------------
// Bad arguments: exit 2, one line naming what is wrong, no simulation (no CSV written).

struct BadSweep {
  std::string label;
  std::vector<std::string> args;  // the whole command line
  std::string key;                // must follow "ccsim: error: "
  std::vector<std::string> also;  // further text the line must hold
};

void PrintTo(const BadSweep& c, std::ostream* os) { *os << c.label; }

class RefusesBadSweep : public ::testing::TestWithParam<BadSweep> {};

TEST_P(RefusesBadSweep, WithExitTwoAndOneLineBeforeAnyRun) {
  const BadSweep& c = GetParam();
  TestDir dir;
  std::vector<std::string> args = c.args;
  const std::string csv = dir.file("table.csv");
  if (args.front() == "sweep") args.insert(args.end(), {"--csv", csv});
  const CommandResult r = run_ccsim_bounded(args, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  const std::string prefix = "ccsim: error: " + c.key + ": ";
  EXPECT_EQ(lines[0].rfind(prefix, 0), 0u) << "expected '" << prefix << "...', got: " << lines[0];
  for (const std::string& text : c.also) {
    EXPECT_NE(lines[0].find(text), std::string::npos) << "'" << text << "' not in: " << lines[0];
  }
  EXPECT_FALSE(fs::exists(csv)) << "the sweep ran";
}

const std::vector<BadSweep> kBadSweeps = {
    {"JobsWithTrailingLetters",
     sweep({"--vary", "algorithm.block_bytes=64", "-j", "2x"}),
     "--jobs",
     {"2x"}},
    {"JobsInScientificNotation",
     sweep({"--vary", "algorithm.block_bytes=64", "-j", "1e9"}),
     "--jobs",
     {"1e9"}},
    {"JobsBeyondTheBound",
     sweep({"--vary", "algorithm.block_bytes=64", "--jobs", "100000"}),
     "--jobs",
     {"100000"}},
    {"JobsZero", sweep({"--vary", "algorithm.block_bytes=64", "-j", "0"}), "--jobs", {}},
    {"StrayArgumentsToSweep",
     sweep({"--vary", "algorithm.block_bytes=64", "stray", "other"}),
     "sweep",
     {"'stray'", "'other'"}},
    {"StrayArgumentToBench", {"bench", "stray"}, "bench", {"'stray'"}},
    {"KeyVariedTwice",
     sweep({"--vary", "algorithm.block_bytes=64,128", "--vary", "algorithm.block_bytes=256"}),
     "algorithm.block_bytes",
     {"twice"}},
    {"VaryWithoutAKey", sweep({"--vary", "=1,2"}), "--vary", {"=1,2", "key"}},
    {"VaryWithAnEmptyValue",
     sweep({"--vary", "algorithm.block_bytes=64,,128"}),
     "algorithm.block_bytes",
     {"empty"}},
};

INSTANTIATE_TEST_SUITE_P(Cases, RefusesBadSweep, ::testing::ValuesIn(kBadSweeps),
                         [](const ::testing::TestParamInfo<BadSweep>& info) {
                           return info.param.label;
                         });

// ---------------------------------------------------------------------------------------------
// Every point checked before the first run.

TEST(Sweep, ChecksEveryPointBeforeTheFirstRun) {
  TestDir dir;
  // One run at a time: the good point comes first and would run before the bad one is seen.
  const CommandResult r = run_ccsim_bounded(sweep({"--vary", "algorithm.block_bytes=256,1022", "-j",
                                                   "1", "--stats", dir.file("stats.json")}),
                                            dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("ccsim: error: algorithm.block_bytes: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("1022"), std::string::npos) << lines[0];
  EXPECT_TRUE(dir.files_written().empty()) << "a run wrote " << dir.files_written().front();
}

// ---------------------------------------------------------------------------------------------
// Stopping.

// SIGTERM reaches ccsim only (not its process group, as a Ctrl-C would): ccsim must stop its
// children itself, and be ended by the signal only once none of them runs.
TEST(Sweep, SigtermStopsAndReapsEveryChildBeforeCcsimEnds) {
  TestDir dir;
  SpawnedCcsim ccsim(sweep({"--vary", "algorithm.block_bytes=16384,16380,16376", "-j", "2",
                            "--trace", dir.file("run.vcd"), "--trace-window", "0:100"}),
                     dir, /*as_nobody=*/false);
  ASSERT_GT(ccsim.pid(), 0);
  // Generous bound for both children to start (they start at once).
  std::vector<pid_t> children;
  for (int i = 0; i < 3000 && children.size() < 2; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    children = children_of(ccsim.pid());
  }
  ASSERT_EQ(children.size(), 2u) << "the sweep did not start two runs";
  ASSERT_EQ(kill(ccsim.pid(), SIGTERM), 0);
  ASSERT_TRUE(ccsim.wait(45)) << "ccsim did not end after SIGTERM";
  EXPECT_TRUE(ccsim.result().signaled) << describe(ccsim.result());
  EXPECT_EQ(ccsim.result().exit_code, 128 + SIGTERM);
  for (pid_t child : children) {
    EXPECT_FALSE(still_running(child)) << "child " << child << " still simulates";
  }
  EXPECT_TRUE(dir.files_written().empty())
      << "an unfinished file was left: " << dir.files_written().front();
}

// A run that fails (here: its stats go to a full device) ends the sweep at once, with exit code
// 1 naming the file, and stops the run still going instead of waiting for it. The failing run
// has 64 B blocks, the other 16 KB: hundreds of times more cycles, so it is still going.
TEST(Sweep, AFailedRunStopsTheRunsStillGoing) {
  TestDir dir;
  const std::string failing = dir.file("s-64.json");
  fs::create_symlink("/dev/full", failing);
  const CommandResult r =
      run_ccsim_bounded(sweep({"--vary", "algorithm.block_bytes=64,16384", "-j", "2", "--stats",
                               dir.file("s-{algorithm.block_bytes}.json")}),
                        dir);
  EXPECT_EQ(r.exit_code, 1) << describe(r);
  EXPECT_NE(r.err.find("'" + failing + "'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
  EXPECT_EQ(dir.files_written(), std::vector<std::string>{"s-64.json"})
      << "the 16 KB run was not stopped";
}

// ---------------------------------------------------------------------------------------------
// One file per run.

TEST(Sweep, GivesEveryRunItsOwnStatsTraceAndSavedConfiguration) {
  TestDir dir;
  const CommandResult r =
      run_ccsim_bounded(sweep({"--vary", "algorithm.block_bytes=256,512", "-j", "2", "--stats",
                               dir.file("stats.json"), "--trace", dir.file("run.vcd"),
                               "--trace-window", "0:300", "--save-config", dir.file("run.ini")}),
                        dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  for (const std::string bytes : {"256", "512"}) {
    const std::string point = "algorithm.block_bytes=" + bytes;
    const json stats = json::parse(read_text(dir.file("stats." + point + ".json")), nullptr,
                                   /*allow_exceptions=*/false);
    ASSERT_TRUE(stats.is_object()) << "no stats for " << point;
    EXPECT_EQ(stats["config"]["algorithm.block_bytes"], std::stoi(bytes));
    const std::string vcd = read_text(dir.file("run." + point + ".vcd"));
    size_t definitions = 0;
    for (size_t at = vcd.find("$enddefinitions"); at != std::string::npos;
         at = vcd.find("$enddefinitions", at + 1)) {
      ++definitions;
    }
    EXPECT_EQ(definitions, 1u) << "the trace of " << point << " is not one run's";
    const std::string ini = read_text(dir.file("run." + point + ".ini"));
    EXPECT_NE(ini.find("block_bytes = " + bytes), std::string::npos) << ini;
  }
  // Per run: stats, trace with its GTKWave save file and translate filter, configuration.
  EXPECT_EQ(dir.files_written().size(), 10u);
}

TEST(Sweep, NamesEachRunsFileByTheKeysInBraces) {
  TestDir dir;
  const CommandResult r =
      run_ccsim_bounded(sweep({"--vary", "algorithm.block_bytes=256,512", "--stats",
                               dir.file("s-{algorithm.block_bytes}.json")}),
                        dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_EQ(dir.files_written(), (std::vector<std::string>{"s-256.json", "s-512.json"}));
}

TEST(Sweep, RefusesTwoRunsWritingOneFile) {
  TestDir dir;
  const CommandResult r = run_ccsim_bounded(sweep({"--vary", "algorithm.block_bytes=256,512",
                                                   "--stats", dir.file("s-{algorithm.sync}.json")}),
                                            dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("ccsim: error: output.stats: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("{algorithm.block_bytes}"), std::string::npos) << lines[0];
  EXPECT_TRUE(dir.files_written().empty());
}

// ---------------------------------------------------------------------------------------------
// Plots.

// A sweep of offered loads plots latency, not the offered load against itself, with the
// accepted load in a panel below; --log-y makes the latency's axis logarithmic and leaves the
// load's linear; the title names the keys held fixed away from their defaults.
TEST(SweepPlot, ATrafficSweepShowsLatencyAboveAcceptedLoad) {
  TestDir dir;
  const CommandResult r = run_ccsim_bounded(
      {"sweep", "--config", "configs/booksim-mesh-8x8.ini", "--topology.nx=4", "--topology.ny=4",
       "--traffic.warmup_cycles=200", "--traffic.measure_cycles=1000",
       "--traffic.pattern=transpose", "--vary", "traffic.injection_rate=0.05,0.1", "--quiet",
       "--plot", dir.file("lat.svg"), "--log-y"},
      dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string gp = read_text(dir.file("lat.gp"));
  const size_t latency = gp.find("set ylabel 'average latency");
  const size_t accepted = gp.find("set ylabel 'accepted load");
  ASSERT_NE(latency, std::string::npos) << gp;
  ASSERT_NE(accepted, std::string::npos) << gp;
  EXPECT_LT(latency, accepted) << "latency is the upper panel";
  EXPECT_EQ(gp.find("offered load"), std::string::npos) << gp;
  EXPECT_NE(gp.find("set multiplot layout 2,1 title 'mesh2d 4x4, 16 nodes'"), std::string::npos)
      << gp;
  EXPECT_NE(gp.find("traffic.pattern=transpose"), std::string::npos) << gp;
  EXPECT_NE(gp.find("set logscale y\nplot $p0_s0"), std::string::npos) << gp;
  EXPECT_NE(gp.find("unset logscale y\nplot $p1_s0"), std::string::npos) << gp;
}

TEST(SweepPlot, LogYWithoutAPlotIsRefused) {
  TestDir dir;
  const CommandResult r = run_ccsim(sweep({"--vary", "algorithm.block_bytes=64", "--log-y"}), dir);
  expect_refused_by_key(r, "--log-y");
}

}  // namespace
}  // namespace ccsim::systest
