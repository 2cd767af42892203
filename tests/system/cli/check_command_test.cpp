// `ccsim check`: every check of a run, no simulation. Black box: a configuration a run would
// start is reported with what would run and nothing is written; one it would refuse is refused
// the same way (exit 2 naming the key), whichever layer's check it fails.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(CheckCommand, AGoodRunIsReportedWithWhatWouldRunAndWritesNothing) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"check", "--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=64",
                 "--stats", dir.file("s.json"), "--trace", dir.file("t.vcd")},
                dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_TRUE(contains(r.out, "configuration ok")) << r.out;
  EXPECT_TRUE(contains(r.out, "aapc.phased")) << r.out;
  EXPECT_TRUE(contains(r.out, "64 nodes")) << r.out;
  EXPECT_TRUE(contains(r.out, "host memory")) << r.out;
  EXPECT_FALSE(contains(r.out, "cycles:")) << "check printed a run's report:\n" << r.out;
  EXPECT_TRUE(dir.files_written().empty()) << "check wrote the run's outputs";
}

// One refusal from each layer load_run() checks: a key's range, the algorithm against the
// topology, the host memory, an output path.
TEST(CheckCommand, ABadRunIsRefusedAsTheRunWouldBeNamingTheKey) {
  TestDir dir;
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      {"topology.dim", {"--config", "configs/cm200-d8.ini", "--topology.dim=12"}},
      {"topology.kind", {"--config", "configs/cm200-d4.ini", "--algorithm.name=aapc.phased"}},
      // Above the host-memory limit: named by the key of the largest part, the node memories.
      {"algorithm.elements_per_node",
       {"--config", "configs/cm200-d8.ini", "--topology.dim=11", "--sim.max_memory_mb=64"}},
      {"output.stats", {"--config", "configs/iwarp-8x8.ini", "--stats", dir.path().string()}},
  };
  for (const auto& [key, args] : cases) {
    SCOPED_TRACE(key);
    std::vector<std::string> command = {"check"};
    command.insert(command.end(), args.begin(), args.end());
    const CommandResult r = run_ccsim(command, dir);
    expect_refused_by_key(r, key);
    EXPECT_FALSE(contains(r.out, "configuration ok")) << r.out;
  }
}

}  // namespace
}  // namespace ccsim::systest
