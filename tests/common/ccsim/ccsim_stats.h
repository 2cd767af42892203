// A run's statistics as the system tests read them: `ccsim <args> --quiet --stats FILE`, and a
// figure of the JSON it wrote. Header-only; used by the system tier only.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {

// Runs `ccsim <args> --quiet --stats DIR/stats.json` in dir and returns the stats, or an empty
// object if the run wrote none (or not JSON); an exit code other than 0 fails the calling
// test. The file is removed first, so that a run that writes none is not judged on the last.
inline nlohmann::json run_for_stats(std::vector<std::string> args, const TestDir& dir) {
  const std::string stats = (dir.path() / "stats.json").string();
  std::filesystem::remove(stats);
  args.insert(args.end(), {"--quiet", "--stats", stats});
  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  nlohmann::json j = nlohmann::json::parse(read_text(stats), nullptr, /*allow_exceptions=*/false);
  return j.is_object() ? j : nlohmann::json::object();
}

// The value of the run's figure `name`, or -1 if it has none.
inline double figure(const nlohmann::json& stats, const std::string& name) {
  return stats.value("figures", nlohmann::json::object())
      .value(name, nlohmann::json::object())
      .value("value", -1.0);
}

}  // namespace ccsim::systest
