// A run's report as the system tests of `ccsim run` read it: the iWarp 8x8 run they start
// from, the stats JSON with every field report.h writes (a missing field ends the test), its
// figures, and the check that a run delivered its data. Header-only; used by the system tier
// only. In a namespace of its own: ccsim_stats.h reads stats more leniently under like names.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest::run_report {

using nlohmann::json;

inline constexpr char kIwarpConfig[] = "configs/iwarp-8x8.ini";

// `ccsim run` on the iWarp 8x8 configuration with 1 KB blocks, quiet, stats to `stats_path`,
// then `extra` (later settings win).
inline std::vector<std::string> iwarp_run(const std::string& stats_path,
                                          const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {
      "run",     "--config", kIwarpConfig, "--algorithm.block_bytes=1024",
      "--quiet", "--stats",  stats_path};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

// Every field report.h writes to the --stats JSON, whatever the experiment.
inline const char* const kReportFields[] = {"experiment",
                                            "name",
                                            "topology",
                                            "nodes",
                                            "seed",
                                            "clock_mhz",
                                            "config",
                                            "ok",
                                            "deadlock",
                                            "saturated",
                                            "error",
                                            "data_checked",
                                            "data_ok",
                                            "cycles",
                                            "simulated_cycles",
                                            "words_moved",
                                            "link_utilization_mean",
                                            "link_utilization_max",
                                            "memory_port_utilization_mean",
                                            "memory_port_utilization_max",
                                            "links",
                                            "phase_cycles",
                                            "memory_estimate_bytes",
                                            "figures",
                                            "figure_order",
                                            "host"};

// Thrown when a run gave nothing to check further; gtest reports it as a failure of the test
// (after the EXPECTs that say why) and ends the test there.
struct NoReport : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Runs ccsim and reads the stats JSON it was told to write. Fails the test if the command did
// not exit with `expected_exit`, and ends it (NoReport) unless the file holds a JSON object
// with every field of report.h, so that callers may index any field.
inline json run_for_stats(const std::vector<std::string>& args, const std::string& stats_path,
                          const TestDir& dir, int expected_exit = 0) {
  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, expected_exit) << describe(r);
  const std::string text = read_text(stats_path);
  if (text.empty()) throw NoReport("no stats file at " + stats_path + "; " + describe(r));
  const json stats = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!stats.is_object()) throw NoReport("stats file is not a JSON object: " + stats_path);
  for (const char* field : kReportFields) {
    if (!stats.contains(field)) throw NoReport(std::string("stats JSON lacks ") + field);
  }
  return stats;
}

// The value of a figure, or NaN when the report has none of that name.
inline double figure(const json& stats, const std::string& name) {
  if (!stats.contains("figures") || !stats["figures"].contains(name)) return NAN;
  return stats["figures"][name].value("value", NAN);
}

// The value of an analytic figure (a formula, labelled as such), or NaN.
inline double analytic(const json& stats, const std::string& name) {
  if (!stats.contains("figures") || !stats["figures"].contains(name)) return NAN;
  if (!stats["figures"][name].value("analytic", false)) return NAN;
  return stats["figures"][name].value("value", NAN);
}

inline void expect_delivered(const json& stats) {
  EXPECT_TRUE(stats["ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_FALSE(stats["deadlock"].get<bool>());
  EXPECT_TRUE(stats["data_checked"].get<bool>());
  EXPECT_TRUE(stats["data_ok"].get<bool>()) << "error: " << stats.value("error", "");
  EXPECT_GT(stats["cycles"].get<uint64_t>(), 0u);
}

}  // namespace ccsim::systest::run_report
