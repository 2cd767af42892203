// Sweeps: one configuration run at every combination of the values of some keys, each run in
// its own process, collected into one table (and CSV, and a plot).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "base/config.h"
#include "run/report.h"

namespace ccsim::tb {

// --vary KEY=V1,V2,...: one key and its values, in the order given.
struct VariedKey {
  std::string key;
  std::vector<std::string> values;
};

// Where a sweep's results go besides the printed table.
struct SweepOutputs {
  std::string csv_path;     // --csv FILE
  std::string plot_path;    // --plot FILE.png|FILE.svg
  std::string plot_figure;  // --plot-figure NAME: the figure on the y axis
  bool log_y = false;       // --log-y: a logarithmic y axis
};

std::vector<std::string> varied_keys(const std::vector<VariedKey>& vary);

// The points of a sweep: `base` with every combination of the values, the first key varying
// slowest, each point with its own output files ({KEY} placeholders or the varied values in
// their names). ConfigError when two points would write one file.
std::vector<Config> sweep_points(const Config& base, const std::vector<VariedKey>& vary);

// Checks --csv and --plot before anything runs (ConfigError naming the flag).
void check_sweep_outputs(const SweepOutputs& o);

// What a sweep prints once its runs have reports: the table (a row per report, in order), a
// note per run that failed, the CSV and the plot. Each report's config holds the point's
// values of the varied keys. Returns 0 when every report is ok, else 1. The local backend and
// `ccsim sweep collect` both print through here.
int print_sweep_results(std::vector<RunReport> reports, const std::vector<std::string>& varied,
                        const SweepOutputs& o, std::ostream& out);

// Runs every point here, `jobs` at a time (0: one per core), and prints the results. Every
// point is loaded and checked before the first run.
int local_sweep(const Config& base, const std::vector<VariedKey>& vary, const SweepOutputs& o,
                int jobs, std::ostream& out);

}  // namespace ccsim::tb
