// The HPAM machines the system tests run, and a run of one of its collectives through
// `ccsim run` with its statistics. Header-only; the system tier only.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {

// One processor above a 4x4 mesh.
inline const std::vector<std::string> kHpamOne = {"--config", "configs/hpam-4x4.ini"};
// 2x2 above 4x8 (configs/hpam-4x4-16x16.ini made small): 4 down links per level-1 processor.
inline const std::vector<std::string> kHpamSmallMultiLevel = {
    "--config",
    "configs/hpam-4x4-16x16.ini",
    "--topology.level1_rows=2",
    "--topology.level1_cols=2",
    "--topology.level2_rows=4",
    "--topology.level2_cols=8",
};

// `ccsim run --algorithm.name=NAME` on `machine` with `extra` keys; its statistics.
inline nlohmann::json run_hpam_collective(const std::string& name,
                                          const std::vector<std::string>& machine,
                                          const TestDir& dir,
                                          const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"run", "--algorithm.name=" + name};
  args.insert(args.end(), machine.begin(), machine.end());
  args.insert(args.end(), extra.begin(), extra.end());
  return run_for_stats(args, dir);
}

}  // namespace ccsim::systest
