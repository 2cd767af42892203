// Proves runs repeat exactly: the same seed gives identical statistics, another seed changes a
// random send order's cycles, and a run saved with --save-config reruns from that file alone
// to identical statistics.
//
// Black box: only exit codes, the --stats JSON fields of report.h, the files written and the
// one-line error format are checked, never the human report text. Runs use 1 KB blocks (256 B
// where only repeatability matters) so that each test takes about a second.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/run_report.h"

namespace ccsim::systest {
namespace {

using namespace run_report;

// ---------------------------------------------------------------------------------------------
// Repeatability.

// Every field but the simulator's own speed, which depends on the host.
json without_speed(json stats) {
  stats.erase("host");
  return stats;
}

std::vector<std::string> msgpass_seeded(const std::string& stats_path, const std::string& seed) {
  return iwarp_run(stats_path, {"--algorithm.name=aapc.msgpass", "--algorithm.send_order=random",
                                "--algorithm.block_bytes=256", "--seed", seed});
}

TEST(Repeatability, SameSeedGivesIdenticalStats) {
  TestDir dir;
  const std::string first_path = dir.file("first.json");
  const std::string second_path = dir.file("second.json");
  const json first = run_for_stats(msgpass_seeded(first_path, "7"), first_path, dir);
  const json second = run_for_stats(msgpass_seeded(second_path, "7"), second_path, dir);
  expect_delivered(first);
  EXPECT_EQ(first["seed"].get<uint64_t>(), 7u);
  const json a = without_speed(first);
  const json b = without_speed(second);
  EXPECT_EQ(a, b) << "differences: " << json::diff(a, b).dump();
  // run_for_stats() saw every field of report.h, so the comparison covered them all.
}

TEST(Repeatability, DifferentSeedChangesRandomSendOrderCycles) {
  TestDir dir;
  const std::string first_path = dir.file("seed7.json");
  const std::string second_path = dir.file("seed8.json");
  const json first = run_for_stats(msgpass_seeded(first_path, "7"), first_path, dir);
  const json second = run_for_stats(msgpass_seeded(second_path, "8"), second_path, dir);
  expect_delivered(first);
  expect_delivered(second);
  EXPECT_NE(first["cycles"].get<uint64_t>(), second["cycles"].get<uint64_t>());
  RecordProperty("cycles_seed7", std::to_string(first["cycles"].get<uint64_t>()));
  RecordProperty("cycles_seed8", std::to_string(second["cycles"].get<uint64_t>()));
}

// A run written with --save-config reruns, from that file alone, to the same figures.
TEST(Repeatability, SavedConfigurationRerunsToIdenticalStats) {
  TestDir dir;
  const std::string saved = dir.file("saved.ini");
  const std::string first_path = dir.file("first.json");
  const std::string second_path = dir.file("second.json");
  const json first = run_for_stats(
      iwarp_run(first_path,
                {"--algorithm.name=aapc.msgpass", "--topology.kind=mesh2d", "--topology.nx=4",
                 "--topology.ny=4", "--seed", "5", "--save-config", saved}),
      first_path, dir);
  expect_delivered(first);
  ASSERT_TRUE(std::filesystem::exists(saved));
  const json second = run_for_stats(
      {"run", "--config", saved, "--stats", second_path, "--save-config", dir.file("again.ini")},
      second_path, dir);
  EXPECT_EQ(without_speed(first), without_speed(second))
      << "differences: " << json::diff(without_speed(first), without_speed(second)).dump();
}

}  // namespace
}  // namespace ccsim::systest
