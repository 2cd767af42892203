// `ccsim sweep` and `ccsim bench`: many runs of one configuration, each in its own process.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "base/config.h"
#include "options.h"
#include "report.h"

namespace ccsim::tb {

// Runs every combination of the --vary values and prints one table row per run (plus CSV
// with --csv, a plot with --plot). Returns 0 when every run succeeded with correct data, else
// 1. With --backend slurm, writes a sweep directory and submits it instead (slurm_sweep.h).
int sweep_command(const ParsedCommand& cmd, std::ostream& out);

// The points of a sweep: the configuration with every combination of the --vary values, the
// first key varying slowest, each point with its own output files ({KEY} placeholders or the
// varied values in their names). ConfigError when two points would write one file.
std::vector<Config> sweep_points(const ParsedCommand& cmd);

// Checks --csv and --plot before anything runs (ConfigError naming the option).
void check_sweep_outputs(const ParsedCommand& cmd);

// What a sweep prints once its runs have reports: the table (a row per report, in order), a
// note per run that failed, the CSV (--csv) and the plot (--plot). Each report's config holds
// the point's values of the varied keys. Returns 0 when every report is ok, else 1. The local
// backend and `ccsim sweep collect` both print through here.
int print_sweep_results(std::vector<RunReport> reports, const std::vector<std::string>& varied,
                        const ParsedCommand& cmd, std::ostream& out);

// Simulator speed on the four workloads, one run at a time (never in parallel, so
// that wall time is not shared). Prints cycles/s and router-cycles/s beside the reference
// figures of BookSim2 and Noxim measured on the same workloads. Returns 0.
int bench_command(const ParsedCommand& cmd, std::ostream& out);

}  // namespace ccsim::tb
