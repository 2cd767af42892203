// Proves combining for the gather (switch.hpam_combining) and hpam.gather.combining, through
// `ccsim run` on configs/hpam-4x4.ini (one processor above a 4x4 mesh) and on 2x2 above 4x8
// (configs/hpam-4x4-16x16.ini made small, 4 down links per level-1 processor):
// - the gather checks its data at every processor with the addition, and the source takes one
//   message per level-1 processor above level 2 (one above 4x4, two above 4x8), where without it
//   it takes one per root;
// - without the addition it is, cycle for cycle, the hybrid gather at r2 x 1 (eq. 10 beside it);
//   with it, 4-byte pieces gather faster (three receive start-ups saved), and the run prints no
//   equation (the paper has none);
// - sub-meshes other than r2 x 1, and the key with an algorithm that does not drive it, are
//   refused before simulation by name (exit 2).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"
#include "common/ccsim/hpam_runs.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const std::vector<std::string>& kOne = kHpamOne;
const std::vector<std::string>& kSmallMultiLevel = kHpamSmallMultiLevel;
const std::string kOn = "--switch.hpam_combining=true";

json run_gather(const std::string& method, const std::vector<std::string>& machine,
                const TestDir& dir, const std::vector<std::string>& extra = {}) {
  return run_hpam_collective("hpam.gather." + method, machine, dir, extra);
}

TEST(HpamCombining, TheGatherChecksItsDataAndTheSourceTakesOneMessagePerLevel1Processor) {
  TestDir dir;
  for (const auto& [machine, groups] :
       std::vector<std::pair<std::vector<std::string>, double>>{{kOne, 1}, {kSmallMultiLevel, 2}}) {
    for (const std::string bytes : {"4", "64"}) {
      SCOPED_TRACE(machine[1] + " S = " + bytes);
      const std::vector<std::string> size = {"--algorithm.message_bytes=" + bytes};
      std::vector<std::string> on = size;
      on.push_back(kOn);
      const json with = run_gather("combining", machine, dir, on);
      const json without = run_gather("combining", machine, dir, size);
      EXPECT_EQ(with.value("data_ok", false), true);
      EXPECT_EQ(without.value("data_ok", false), true);
      EXPECT_EQ(figure(with, "source_messages"), groups);
      EXPECT_EQ(figure(without, "source_messages"), 4 * groups);  // a root below every down link
      EXPECT_EQ(figure(with, "units_counted"), figure(without, "units_counted"));
    }
  }
}

TEST(HpamCombining, WithoutTheAdditionItIsTheHybridAtR2x1AndWithItSmallPiecesGatherFaster) {
  TestDir dir;
  const std::vector<std::string> small = {"--algorithm.message_bytes=4"};
  const json without = run_gather("combining", kOne, dir, small);
  const json hybrid = run_gather(
      "hybrid", kOne, dir,
      {"--algorithm.message_bytes=4", "--algorithm.submesh_rows=4", "--algorithm.submesh_cols=1"});
  EXPECT_EQ(without.value("cycles", 0.0), hybrid.value("cycles", -1.0));
  EXPECT_EQ(figure(without, "eq10_cycles"), figure(hybrid, "eq10_cycles"));
  std::vector<std::string> on = small;
  on.push_back(kOn);
  const json with = run_gather("combining", kOne, dir, on);
  EXPECT_LT(with.value("cycles", 0.0), without.value("cycles", 0.0));
  EXPECT_EQ(figure(with, "eq10_cycles"), -1);  // no equation with the addition
}

TEST(HpamCombining, OtherSubMeshesAndRunsThatDoNotDriveItAreRefusedByKey) {
  TestDir dir;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--algorithm.name=hpam.gather.combining", "--algorithm.submesh_rows=2"},
       "algorithm.submesh_rows"},
      {{"--algorithm.name=hpam.gather.combining", "--algorithm.submesh_cols=2"},
       "algorithm.submesh_cols"},
      {{"--algorithm.name=hpam.gather.hybrid", kOn}, "switch.hpam_combining"},
  };
  for (const auto& [args, key] : cases) {
    std::vector<std::string> all = {"run", "--config", "configs/hpam-4x4.ini", "-q"};
    all.insert(all.end(), args.begin(), args.end());
    const CommandResult r = run_ccsim(all, dir);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("ccsim: error: " + key + ": ", 0), 0u) << r.err;
  }
}

}  // namespace
}  // namespace ccsim::systest
