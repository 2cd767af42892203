// Proves that every file ccsim writes is written whole or not at all, and that what the user
// names as input or output is judged before any simulation: a write error (a full device) is
// exit code 1 naming the path and the system's reason, for --stats, --trace, --save-config,
// `sweep --csv` and `plan --json`; a finished output replaces an existing file and leaves no
// temporary file; a refused run leaves an existing file alone, even one the user cannot read;
// an output that is a directory or a named pipe is refused (exit 2, naming the key) instead of
// blocking; devices such as /dev/null are accepted; a --config that is a directory, empty or
// unreadable is refused naming it; two outputs of one run that are one file are refused; the
// statistics can go to standard output alone; every statistics file names the build that wrote
// it; an interrupted run leaves the saved configuration as it was.
//
// Black box. Runs are the iWarp 8x8 phased AAPC with 64 B blocks (well
// under a second). Permission cases run ccsim as the user nobody when the tests run as root.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_spawn.h"

namespace ccsim::systest {
namespace {

namespace fs = std::filesystem;

constexpr char kIwarpConfig[] = "configs/iwarp-8x8.ini";

std::vector<std::string> quick_run(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"run", "--config", kIwarpConfig, "--algorithm.block_bytes=64",
                                   "--quiet"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

std::vector<std::string> quick_sweep(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {
      "sweep", "--config", kIwarpConfig, "--vary", "algorithm.block_bytes=64", "--quiet"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

// Exit code 2 and one line on stderr that starts with "ccsim: error: KEY: " and holds `also`.
void expect_refused(const CommandResult& r, const std::string& key,
                    const std::vector<std::string>& also = {}) {
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  const std::string prefix = "ccsim: error: " + key + ": ";
  EXPECT_EQ(lines[0].rfind(prefix, 0), 0u) << "expected '" << prefix << "...', got: " << lines[0];
  for (const std::string& text : also) {
    EXPECT_NE(lines[0].find(text), std::string::npos) << "'" << text << "' not in: " << lines[0];
  }
}

// ---------------------------------------------------------------------------------------------
// Write errors.

struct Output {
  std::string label;
  std::string file;  // name in the test directory: a link to /dev/full
  std::vector<std::string> (*args)(const std::string& path);
};

void PrintTo(const Output& o, std::ostream* os) { *os << o.label; }

const std::vector<Output> kOutputs = {
    {"Stats", "f.json",
     [](const std::string& p) {
       return quick_run({"--stats", p});
     }},
    {"Trace", "f.vcd",
     [](const std::string& p) {
       return quick_run({"--trace", p});
     }},
    {"SaveConfig", "f.ini",
     [](const std::string& p) {
       return quick_run({"--save-config", p});
     }},
    {"SweepCsv", "f.csv",
     [](const std::string& p) {
       return quick_sweep({"--csv", p});
     }},
    {"PlanJson", "f.json",
     [](const std::string& p) {
       return std::vector<std::string>{"plan", "aapc.phased", "--json", p};
     }},
};

class OutputOnAFullDevice : public ::testing::TestWithParam<Output> {};

TEST_P(OutputOnAFullDevice, ExitsOneNamingThePathAndTheReason) {
  TestDir dir;
  const std::string path = dir.file(GetParam().file);
  fs::create_symlink("/dev/full", path);
  const CommandResult r = run_ccsim_bounded(GetParam().args(path), dir);
  EXPECT_EQ(r.exit_code, 1) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  EXPECT_NE(lines[0].find("'" + path + "'"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("No space left on device"), std::string::npos) << lines[0];
  EXPECT_TRUE(fs::is_symlink(path)) << "the link to the device was replaced";
}

INSTANTIATE_TEST_SUITE_P(Every, OutputOnAFullDevice, ::testing::ValuesIn(kOutputs),
                         [](const ::testing::TestParamInfo<Output>& info) {
                           return info.param.label;
                         });

// ---------------------------------------------------------------------------------------------
// Replacing files.

TEST(OutputFiles, AFinishedRunReplacesAnExistingFileKeepingItsModeAndLeavesNoTemporaryFile) {
  TestDir dir;
  const std::string stats = dir.file("stats.json");
  const std::string trace = dir.file("run.vcd");
  std::ofstream(stats) << "old";
  fs::permissions(stats, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  const CommandResult r = run_ccsim_bounded(
      quick_run({"--stats", stats, "--trace", trace, "--trace-window", "0:100"}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string text = read_text(stats);
  EXPECT_EQ(text.rfind("{", 0), 0u) << "not the new report: " << text.substr(0, 40);
  EXPECT_EQ(fs::status(stats).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  EXPECT_NE(read_text(trace).find("$enddefinitions"), std::string::npos);
  EXPECT_EQ(dir.files_written(),
            (std::vector<std::string>{"run.gtkw", "run.kinds.txt", "run.vcd", "stats.json"}));
}

// A link is followed: the file it names gets the output, the link stays.
TEST(OutputFiles, ALinkToAFileIsKeptAndItsTargetWritten) {
  TestDir dir;
  const std::string target = dir.file("real.json");
  const std::string link = dir.file("link.json");
  std::ofstream(target) << "old";
  fs::create_symlink(target, link);
  const CommandResult r = run_ccsim_bounded(quick_run({"--stats", link}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(read_text(target).rfind("{", 0), 0u);
}

// A file the user cannot read is still theirs: a refused run must not remove it (the check
// before the run once probed writability by reading).
TEST(OutputFiles, ARefusedRunLeavesAnExistingFileTheUserCannotReadAlone) {
  TestDir dir;
  fs::permissions(dir.path(), fs::perms::all);  // nobody may create files here
  const std::string stats = dir.file("stats.json");
  std::ofstream(stats) << "keep me";
  if (drops_to_nobody()) {
    ASSERT_EQ(chown(stats.c_str(), kNobody, kNobody), 0);
  }
  fs::permissions(stats, fs::perms::owner_write);
  // algorithm.block_bytes is refused after the output paths were checked.
  const CommandResult r = run_ccsim_bounded(
      quick_run({"--stats", stats, "--algorithm.block_bytes=1022"}), dir, /*as_nobody=*/true);
  expect_refused(r, "algorithm.block_bytes");
  ASSERT_TRUE(fs::exists(stats)) << "the refused run removed the user's file";
  fs::permissions(stats, fs::perms::owner_read | fs::perms::owner_write);
  EXPECT_EQ(read_text(stats), "keep me");
}

TEST(OutputFiles, AReadOnlyExistingFileIsRefusedAndLeftAsItWas) {
  TestDir dir;
  fs::permissions(dir.path(), fs::perms::all);
  const std::string stats = dir.file("stats.json");
  std::ofstream(stats) << "keep me";
  if (drops_to_nobody()) {
    ASSERT_EQ(chown(stats.c_str(), kNobody, kNobody), 0);
  }
  fs::permissions(stats, fs::perms::owner_read);
  const CommandResult r = run_ccsim_bounded(quick_run({"--stats", stats}), dir, /*as_nobody=*/true);
  expect_refused(r, "output.stats", {stats, "Permission denied"});
  fs::permissions(stats, fs::perms::owner_read | fs::perms::owner_write);
  EXPECT_EQ(read_text(stats), "keep me");
}

// ---------------------------------------------------------------------------------------------
// Outputs that are not regular files.

struct SpecialOutput {
  std::string label;
  std::string option;  // --stats, --trace, --save-config, --csv
  std::string key;     // named in the refusal
  std::string file;
};

void PrintTo(const SpecialOutput& o, std::ostream* os) { *os << o.label; }

const std::vector<SpecialOutput> kPipeOutputs = {
    {"Stats", "--stats", "output.stats", "p.json"},
    {"Trace", "--trace", "output.trace", "p.vcd"},
    {"SaveConfig", "--save-config", "output.config_out", "p.ini"},
    {"SweepCsv", "--csv", "--csv", "p.csv"},
};

class NamedPipeOutput : public ::testing::TestWithParam<SpecialOutput> {};

// Opening a named pipe that nobody reads waits for ever; it is refused before the run.
TEST_P(NamedPipeOutput, IsRefusedBeforeTheRunInsteadOfBlocking) {
  TestDir dir;
  const SpecialOutput& o = GetParam();
  const std::string path = dir.file(o.file);
  ASSERT_EQ(mkfifo(path.c_str(), 0644), 0);
  const std::vector<std::string> args =
      o.option == "--csv" ? quick_sweep({o.option, path}) : quick_run({o.option, path});
  const CommandResult r = run_ccsim_bounded(args, dir);
  expect_refused(r, o.key, {path, "named pipe"});
  EXPECT_TRUE(r.out.empty()) << "a simulation ran:\n" << r.out;
}

INSTANTIATE_TEST_SUITE_P(Every, NamedPipeOutput, ::testing::ValuesIn(kPipeOutputs),
                         [](const ::testing::TestParamInfo<SpecialOutput>& info) {
                           return info.param.label;
                         });

TEST(OutputFiles, ADirectoryIsRefusedNamingTheKey) {
  TestDir dir;
  const CommandResult r = run_ccsim_bounded(quick_run({"--save-config", dir.path().string()}), dir);
  expect_refused(r, "output.config_out", {"directory"});
}

TEST(OutputFiles, DevNullIsAnAcceptedOutput) {
  TestDir dir;
  const CommandResult r =
      run_ccsim_bounded(quick_run({"--trace", "/dev/null", "--save-config", "/dev/null"}), dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
}

// ---------------------------------------------------------------------------------------------
// Configuration files.

TEST(ConfigFile, ADirectoryIsRefusedNamingIt) {
  TestDir dir;
  const std::string path = dir.path().string();
  const CommandResult r = run_ccsim_bounded(quick_run({"--config", path}), dir);
  expect_refused(r, path, {"directory"});
}

TEST(ConfigFile, AnEmptyPathIsRefusedSayingSo) {
  TestDir dir;
  const CommandResult r = run_ccsim_bounded(quick_run({"--config", ""}), dir);
  expect_refused(r, "--config", {"empty"});
}

TEST(ConfigFile, AnUnreadableFileIsRefusedWithTheReason) {
  TestDir dir;
  fs::permissions(dir.path(), fs::perms::all);
  const std::string path = dir.file("secret.ini");
  std::ofstream(path) << "[sim]\nseed = 3\n";
  fs::permissions(path, fs::perms::none);
  const CommandResult r = run_ccsim_bounded(quick_run({"--config", path}), dir, /*as_nobody=*/true);
  expect_refused(r, path, {"Permission denied"});
}

// A named pipe nobody writes to used to block for ever in silence: ccsim now says that it waits
// for a writer, and reads the pipe like a file once one comes.
TEST(ConfigFile, ANamedPipeWithoutAWriterIsWaitedForAloud) {
  TestDir dir;
  const std::string fifo = dir.file("config.fifo");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  SpawnedCcsim ccsim({"run", "--config", fifo, "--print-config"}, dir, /*as_nobody=*/false);
  ASSERT_GT(ccsim.pid(), 0);
  bool said = false;
  for (int i = 0; i < 3000 && !said; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    said = read_text(dir.file("child.stderr")).find("waiting for a writer") != std::string::npos;
  }
  EXPECT_TRUE(said) << read_text(dir.file("child.stderr"));
  std::ofstream(fifo) << "[sim]\nseed = 3\n";
  ASSERT_TRUE(ccsim.wait(45)) << "ccsim did not end once the pipe was written";
  EXPECT_EQ(ccsim.result().exit_code, 0) << describe(ccsim.result());
  EXPECT_NE(ccsim.result().out.find("seed = 3"), std::string::npos) << ccsim.result().out;
}

// A pipe the shell fills at once (<(...)) is read without a word.
TEST(ConfigFile, APipeWithItsWriterIsReadQuietly) {
  TestDir dir;
  const std::string fifo = dir.file("config.fifo");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&fifo] { std::ofstream(fifo) << "[sim]\nseed = 4\n"; });
  const CommandResult r = run_ccsim_bounded({"run", "--config", fifo, "--print-config"}, dir);
  writer.join();
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("seed = 4"), std::string::npos) << r.out;
  EXPECT_EQ(r.err.find("waiting"), std::string::npos) << r.err;
}

// ---------------------------------------------------------------------------------------------
// Outputs of one run that are one file.

struct SharedFile {
  std::string label;
  std::vector<std::string> flags;  // file names in the test's directory, relative
  std::string key;                 // the output refused
};

class OneFileTwice : public ::testing::TestWithParam<SharedFile> {};

// Each silently lost one of the two outputs: the later replaced the earlier.
TEST_P(OneFileTwice, IsRefusedBeforeTheRunNamingTheSecondKey) {
  TestDir dir;
  std::vector<std::string> flags;
  for (const std::string& f : GetParam().flags) {
    flags.push_back(f.rfind("--", 0) == 0 ? f : dir.file(f));
  }
  const CommandResult r = run_ccsim_bounded(quick_run(flags), dir);
  expect_refused(r, GetParam().key, {"give each output a file of its own"});
  EXPECT_TRUE(dir.files_written().empty()) << dir.files_written().front();
}

const SharedFile kSharedFiles[] = {
    {"StatsAndSavedConfiguration",
     {"--stats", "w.json", "--save-config", "w.json"},
     "output.config_out"},
    {"TraceAndSavedConfiguration",
     {"--trace", "v.vcd", "--save-config", "v.vcd"},
     "output.config_out"},
    {"SavedConfigurationNamedLikeTheTracesView",
     {"--trace", "v.vcd", "--save-config", "v.gtkw"},
     "output.config_out"},
    {"TraceAndStats", {"--trace", "s.json", "--stats", "s.json"}, "output.stats"},
    {"OneFileByTwoSpellings",
     {"--stats", "s.csv", "--save-config", "./s.csv"},
     "output.config_out"},
};

INSTANTIATE_TEST_SUITE_P(Every, OneFileTwice, ::testing::ValuesIn(kSharedFiles),
                         [](const auto& info) { return info.param.label; });

// ---------------------------------------------------------------------------------------------
// Standard output, the saved configuration, what every statistics file says.

TEST(OutputFiles, StatsToStandardOutputAreTheOnlyThingThere) {
  TestDir dir;
  // Without --quiet: the configuration echo and the text report stay off standard output too.
  const CommandResult r = run_ccsim_bounded(
      {"run", "--config", kIwarpConfig, "--algorithm.block_bytes=64", "--stats", "-"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const nlohmann::json j = nlohmann::json::parse(r.out, nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(j.is_object()) << r.out.substr(0, 200);
  EXPECT_GT(j["cycles"].get<uint64_t>(), 0u);
  EXPECT_TRUE(dir.files_written().empty());
}

TEST(OutputFiles, EveryStatsFileNamesTheBuildThatWroteItAndTypesItsConfiguration) {
  TestDir dir;
  const CommandResult version = run_ccsim({"--version"}, dir);
  ASSERT_EQ(version.out.rfind("ccsim ", 0), 0u) << version.out;
  const std::string build = version.out.substr(6, version.out.find('\n') - 6);
  const std::string stats = dir.file("s.json");
  ASSERT_EQ(run_ccsim_bounded(quick_run({"--stats", stats}), dir).exit_code, 0);
  const nlohmann::json j = nlohmann::json::parse(read_text(stats));
  EXPECT_EQ(j["ccsim_version"], build);
  EXPECT_EQ(j["config"]["algorithm.block_bytes"], 64);
  EXPECT_EQ(j["config"]["link.half_duplex"], false);
  EXPECT_EQ(j["config"]["topology.kind"], "torus2d");
  const std::string csv = dir.file("s.csv");
  ASSERT_EQ(run_ccsim_bounded(quick_run({"--stats", csv}), dir).exit_code, 0);
  const std::string text = read_text(csv);
  EXPECT_EQ(text.rfind("ccsim_version,", 0), 0u) << text;
  EXPECT_NE(text.find("\n" + build + ","), std::string::npos) << text;
}

// The saved configuration is written with the other outputs, once the run is over: a run
// stopped on its way leaves an earlier copy as it was.
TEST(OutputFiles, AnInterruptedRunLeavesTheSavedConfigurationAsItWas) {
  TestDir dir;
  const std::string saved = dir.file("c.ini");
  std::ofstream(saved) << "an earlier copy";
  SpawnedCcsim ccsim(
      {"run", "--config", kIwarpConfig, "--algorithm.block_bytes=16384", "--save-config", saved},
      dir, /*as_nobody=*/false);
  ASSERT_GT(ccsim.pid(), 0);
  // The first progress report comes once the simulation runs, well after the configuration
  // was loaded (where the copy used to be written).
  bool simulating = false;
  for (int i = 0; i < 6000 && !simulating; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    simulating = read_text(dir.file("child.stderr")).find("[ccsim] cycle") != std::string::npos;
  }
  ASSERT_TRUE(simulating) << "no progress report";
  ASSERT_EQ(kill(ccsim.pid(), SIGTERM), 0);
  ASSERT_TRUE(ccsim.wait(45)) << "ccsim did not end after SIGTERM";
  EXPECT_EQ(read_text(saved), "an earlier copy");
}

}  // namespace
}  // namespace ccsim::systest
