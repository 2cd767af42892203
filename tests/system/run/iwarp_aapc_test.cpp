// Proves `ccsim run` on the iWarp 8x8 configuration (configs/iwarp-8x8.ini) delivers every
// block correctly in each phased sync mode, on both schedules, within 10% of Eq. 3 with the
// synchronizing switch, and with message passing (also on a 4x4 mesh).
//
// Black box: only exit codes, the --stats JSON fields of report.h, the files written and the
// one-line error format are checked, never the human report text. Runs use 1 KB blocks (256 B
// where only repeatability matters) so that each test takes about a second.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/run_report.h"

namespace ccsim::systest {
namespace {

using namespace run_report;

// ---------------------------------------------------------------------------------------------
// Phased AAPC, every synchronization mode, on both schedules.

// One sync mode on one schedule, on the iWarp 8x8 torus. The unidirectional schedule
// (algorithm.bidirectional = false) runs on half-duplex links, as the README describes it. Only
// it has phases in which a node sends nothing (on 8x8, half the nodes in every phase; on 4x4
// none, so a smaller torus would not do), so only it proves that idle nodes still take part
// in each phase: with the synchronizing switch, by an empty message to themselves, without
// which the AND of the sticky bits never rises and the run deadlocks.
struct PhasedCase {
  std::string sync;
  bool bidirectional = true;
};

std::string case_name(const PhasedCase& c) {
  return c.sync + (c.bidirectional ? "Bidirectional" : "Unidirectional");
}

void PrintTo(const PhasedCase& c, std::ostream* os) { *os << case_name(c); }

class PhasedAapcSyncMode : public ::testing::TestWithParam<PhasedCase> {};

TEST_P(PhasedAapcSyncMode, DeliversEveryBlock) {
  const PhasedCase& c = GetParam();
  constexpr int n = 8;
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  std::vector<std::string> extra = {"--algorithm.name=aapc.phased", "--algorithm.sync=" + c.sync};
  if (!c.bidirectional) {
    extra.insert(extra.end(), {"--algorithm.bidirectional=false", "--link.half_duplex=true"});
  }
  const json stats = run_for_stats(iwarp_run(stats_path, extra), stats_path, dir);
  expect_delivered(stats);
  EXPECT_EQ(stats["name"], "aapc.phased");
  EXPECT_EQ(stats["config"]["algorithm.sync"], c.sync);
  EXPECT_EQ(stats["config"]["algorithm.bidirectional"], c.bidirectional);
  EXPECT_EQ(stats["nodes"].get<int>(), n * n);
  EXPECT_EQ(stats["config"]["algorithm.block_bytes"].get<uint64_t>(), 1024u);
  EXPECT_EQ(figure(stats, "payload_bytes"), double(n * n * n * n) * 1024.0);
  // The bidirectional schedule has n^3 / 8 phases, the unidirectional one n^3 / 4.
  EXPECT_EQ(figure(stats, "phases"), double(n * n * n / (c.bidirectional ? 8 : 4)));
  EXPECT_GT(double(figure(stats, "percent_of_peak")), 0.0);
  EXPECT_LE(double(figure(stats, "percent_of_peak")), 100.0);
  RecordProperty("cycles", std::to_string(stats["cycles"].get<uint64_t>()));
  RecordProperty("eq3_cycles", std::to_string(analytic(stats, "eq3_cycles")));
  RecordProperty("percent_of_peak", std::to_string(double(figure(stats, "percent_of_peak"))));
  RecordProperty("phases", std::to_string(figure(stats, "phases")));
}

std::vector<PhasedCase> phased_cases() {
  std::vector<PhasedCase> cases;
  for (bool bidirectional : {true, false}) {
    for (const char* sync : {"hardware", "software", "barrier", "none"}) {
      cases.push_back({sync, bidirectional});
    }
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(AllModes, PhasedAapcSyncMode, ::testing::ValuesIn(phased_cases()),
                         [](const ::testing::TestParamInfo<PhasedCase>& info) {
                           return case_name(info.param);
                         });

// The acceptance figure is within 5% of Eq. 3 at 4 KB blocks; at 1 KB the fixed
// per-phase costs weigh more, so this run is held to 10%.
TEST(PhasedAapc, HardwareSyncCyclesAreWithinTenPercentOfEq3) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats = run_for_stats(
      iwarp_run(stats_path, {"--algorithm.name=aapc.phased", "--algorithm.sync=hardware"}),
      stats_path, dir);
  expect_delivered(stats);
  const double eq3 = analytic(stats, "eq3_cycles");
  ASSERT_TRUE(std::isfinite(eq3) && eq3 > 0) << "no analytic eq3_cycles in " << stats.dump();
  const double cycles = double(stats["cycles"].get<uint64_t>());
  RecordProperty("cycles", std::to_string(stats["cycles"].get<uint64_t>()));
  RecordProperty("eq3_cycles", std::to_string(eq3));
  RecordProperty("ratio", std::to_string(cycles / eq3));
  RecordProperty("percent_of_peak", std::to_string(double(figure(stats, "percent_of_peak"))));
  EXPECT_GT(double(figure(stats, "percent_of_peak")), 0.0);
  EXPECT_NEAR(cycles, eq3, 0.10 * eq3) << "simulated " << cycles << " cycles, Eq. 3 gives " << eq3;
}

// ---------------------------------------------------------------------------------------------
// Message-passing AAPC.

TEST(MessagePassingAapc, DeliversEveryBlockOnIwarp8x8Torus) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats =
      run_for_stats(iwarp_run(stats_path, {"--algorithm.name=aapc.msgpass"}), stats_path, dir);
  expect_delivered(stats);
  EXPECT_EQ(stats["name"], "aapc.msgpass");
  EXPECT_EQ(figure(stats, "payload_bytes"), double(64u * 64u * 1024u));
  RecordProperty("cycles", std::to_string(stats["cycles"].get<uint64_t>()));
}

TEST(MessagePassingAapc, DeliversEveryBlockOn4x4Mesh) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const json stats = run_for_stats(
      iwarp_run(stats_path, {"--algorithm.name=aapc.msgpass", "--topology.kind=mesh2d",
                             "--topology.nx=4", "--topology.ny=4"}),
      stats_path, dir);
  expect_delivered(stats);
  EXPECT_EQ(stats["nodes"].get<int>(), 16);
  EXPECT_EQ(figure(stats, "payload_bytes"), double(16u * 16u * 1024u));
  // Eq. 1 is defined for square tori only: the report has figures, but no peak.
  ASSERT_TRUE(stats["figures"].contains("mbytes_per_s"));
  EXPECT_FALSE(stats["figures"].contains("peak_mbytes_per_s"));
}

}  // namespace
}  // namespace ccsim::systest
