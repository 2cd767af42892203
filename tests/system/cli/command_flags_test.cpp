// Proves that each command takes only the flags it declares and the configuration it reads,
// refused generically before anything runs (exit 2 naming the flag or key), and that
// `ccsim COMMAND --help` describes that command: its usage, its own flags and examples, not
// the global key reference.
//
// Black box: each case is the command a user ran, its exit code and
// standard error. Nothing here simulates: every case is refused or prints help.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

struct Misplaced {
  std::string name;
  std::vector<std::string> args;
  std::string key;  // the error names it: "ccsim: error: KEY: "
};

class MisplacedFlag : public ::testing::TestWithParam<Misplaced> {};

TEST_P(MisplacedFlag, IsRefusedBeforeAnyRunNamingIt) {
  TestDir dir;
  const CommandResult r = run_ccsim(GetParam().args, dir);
  expect_refused_by_key(r, GetParam().key);
  EXPECT_TRUE(dir.files_written().empty()) << "a refused command wrote files";
}

// Each was silently ignored: the run went ahead without the output or the variation asked for.
const Misplaced kMisplaced[] = {
    {"LatencyLoadVary",
     {"latency-load", "--config", "configs/booksim-mesh-8x8.ini", "--vary", "topology.nx=4,8"},
     "--vary"},
    {"LatencyLoadStats",
     {"latency-load", "--config", "configs/booksim-mesh-8x8.ini", "--stats", "s.json"},
     "--stats"},
    {"LatencyLoadTrace",
     {"latency-load", "--config", "configs/booksim-mesh-8x8.ini", "--trace", "t.vcd"},
     "--trace"},
    {"LatencyLoadStatsKey",
     {"latency-load", "--config", "configs/booksim-mesh-8x8.ini", "--output.stats=s.json"},
     "output.stats"},
    {"LatencyLoadInjectionRate",
     {"latency-load", "--config", "configs/booksim-mesh-8x8.ini", "--traffic.injection_rate=0.1"},
     "traffic.injection_rate"},
    {"ReproduceVary", {"reproduce", "000.table14", "--vary", "topology.dim=3,4"}, "--vary"},
    {"ReproduceStats", {"reproduce", "000.table14", "--stats", "s.json"}, "--stats"},
    {"ReproduceTrace", {"reproduce", "000.table14", "--trace", "t.vcd"}, "--trace"},
    {"ReproduceTraceKey", {"reproduce", "000.table14", "--output.trace=t.vcd"}, "output.trace"},
    {"ReproduceConfig",
     {"reproduce", "000.table14", "--config", "configs/cm200-d4.ini"},
     "--config"},
    {"ListKey", {"list", "--topology.nx=4"}, "topology.nx"},
    {"BenchConfig", {"bench", "--config", "configs/iwarp-8x8.ini"}, "--config"},
    {"RunCsv", {"run", "--config", "configs/iwarp-8x8.ini", "--csv", "t.csv"}, "--csv"},
    {"PlanPlot", {"plan", "aapc.phased", "--plot", "p.png"}, "--plot"},
    {"CollectVary", {"sweep", "collect", "d", "--vary", "topology.nx=4"}, "--vary"},
    {"CollectKey", {"sweep", "collect", "d", "--topology.nx=4"}, "topology.nx"},
    {"LocalSweepPartition",
     {"sweep", "--config", "configs/iwarp-8x8.ini", "--vary", "topology.nx=4", "--partition", "p"},
     "--partition"},
    {"SlurmSweepCsv",
     {"sweep", "--config", "configs/iwarp-8x8.ini", "--vary", "topology.nx=4", "--backend", "slurm",
      "--csv", "t.csv"},
     "--csv"},
    // /proc refuses a new directory whatever its mode says, and root passes access(): only
    // making it shows that it cannot be made.
    {"SlurmSweepDirThatCannotBeMade",
     {"sweep", "--config", "configs/iwarp-8x8.ini", "--vary", "topology.nx=4", "--backend", "slurm",
      "--dry-run", "--dir", "/proc/x"},
     "--dir"},
};

INSTANTIATE_TEST_SUITE_P(Every, MisplacedFlag, ::testing::ValuesIn(kMisplaced),
                         [](const auto& info) { return info.param.name; });

TEST(CommandHelp, DescribesTheCommandItsFlagsAndExamplesNotEveryKey) {
  TestDir dir;
  const CommandResult run = run_ccsim({"run", "--help"}, dir);
  ASSERT_EQ(run.exit_code, 0) << describe(run);
  EXPECT_EQ(run.out.rfind("usage: ccsim run ", 0), 0u) << run.out;
  for (const char* flag : {"--stats FILE", "--trace FILE", "--config FILE", "examples:"}) {
    EXPECT_TRUE(contains(run.out, flag)) << flag << "\n" << run.out;
  }
  EXPECT_FALSE(contains(run.out, "--vary")) << run.out;
  EXPECT_FALSE(contains(run.out, "--switch.num_vcs")) << "the key reference is ccsim --help's";
  const CommandResult all = run_ccsim({"--help"}, dir);
  ASSERT_EQ(all.exit_code, 0) << describe(all);
  EXPECT_TRUE(contains(all.out, "--switch.num_vcs")) << all.out;
  EXPECT_LT(run.out.size() * 3, all.out.size()) << "a command's help is a page, not the manual";
  const CommandResult collect = run_ccsim({"sweep", "collect", "--help"}, dir);
  EXPECT_EQ(collect.out.rfind("usage: ccsim sweep collect DIR", 0), 0u) << collect.out;
}

}  // namespace
}  // namespace ccsim::systest
