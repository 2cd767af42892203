// Proves that paper 001's studies run end to end through `ccsim reproduce` on the 4x4 machine:
// Figure 5's lockstep runs come within 4 % above the equation at every S and sub-mesh, and the
// machine's own schedule beats them where the source serves many roots; the plot draws the
// machine and the equation per sub-mesh, not the lockstep runs (on the equation's lines); the
// lockstep runs' fastest sub-mesh is the equation's, which is the paper's 4x2; the multicast's
// gain is 100 (hybrid - multicast) / hybrid of the fastest of each, on the machine and in the
// equations; and --max-dim below 8 leaves the 16x16 level 2 out.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/study_csv.h"

namespace ccsim::systest {
namespace {

TEST(HpamStudies, LockstepMeetsTheEquationsAndTheGainIsOfTheFastestOfEach) {
  TestDir dir;
  const std::filesystem::path out = dir.path() / "results";
  const CommandResult r =
      run_ccsim({"reproduce", "001.fig5_q2", "001.best_broadcast", "001.multicast_gain_broadcast",
                 "--max-dim", "4", "--out", out.string(), "--quiet"},
                dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);

  const auto fig5 = read_study_rows((out / "001.fig5_q2.csv").string());
  ASSERT_EQ(fig5.size(), 5u * 9u);  // S x sub-meshes
  for (const auto& row : fig5) {
    SCOPED_TRACE(row.at("S") + " " + row.at("sub-mesh"));
    const double ratio = std::stod(row.at("lockstep_cycles_ratio"));
    EXPECT_GE(ratio, 1.0);
    EXPECT_LE(ratio, 1.04);
    if (row.at("sub-mesh") == "1x1") {
      EXPECT_LT(std::stod(row.at("cycles_model")), std::stod(row.at("lockstep_cycles_model")));
    }
  }

  // Per sub-mesh a model line and an equation line, none for the lockstep runs.
  const std::string plot = read_text(out / "001.fig5_q2.gp");
  size_t machine = 0, lockstep = 0;
  for (size_t at = plot.find("title '"); at != std::string::npos;
       at = plot.find("title '", at + 1)) {
    machine += plot.compare(at + 7, 8, "machine ") == 0 ? 1 : 0;
    lockstep += plot.compare(at + 7, 8, "lockstep") == 0 ? 1 : 0;
  }
  EXPECT_EQ(machine, 2u * 9u * 2u) << plot;  // model and formula, PNG and SVG
  EXPECT_EQ(lockstep, 0u) << plot;

  const auto best = read_study_rows((out / "001.best_broadcast.csv").string());
  ASSERT_EQ(best.size(), 5u * 3u);  // S x Q
  for (const auto& row : best) {
    SCOPED_TRACE(row.at("S") + " " + row.at("Q"));
    EXPECT_EQ(row.at("best_p2_formula"), "4");
    EXPECT_EQ(row.at("best_q2_formula"), "2");
    EXPECT_EQ(row.at("best_p2_lockstep_model"), row.at("best_p2_lockstep_formula"));
    EXPECT_EQ(row.at("best_q2_lockstep_model"), row.at("best_q2_lockstep_formula"));
  }

  const auto gain = read_study_rows((out / "001.multicast_gain_broadcast.csv").string());
  ASSERT_EQ(gain.size(), 5u * 3u);  // 4x4 only below --max-dim 8
  for (const auto& row : gain) {
    SCOPED_TRACE(row.at("S") + " " + row.at("Q"));
    EXPECT_EQ(row.at("level 2"), "4x4");
    for (const std::string side : {"model", "formula"}) {
      const double h = std::stod(row.at("hybrid_cycles_" + side));
      const double m = std::stod(row.at("multicast_cycles_" + side));
      EXPECT_NEAR(std::stod(row.at("gain_percent_" + side)), 100 * (h - m) / h, 1e-3);
      EXPECT_LT(m, h);
    }
  }
}

}  // namespace
}  // namespace ccsim::systest
