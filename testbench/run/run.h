// The `ccsim run` command: elaborate the machine of a configuration, run it, report.
//
// SystemC elaborates once per process: simulate() may be called once. Sweeps and benchmarks
// that need many runs call simulate_isolated(), which runs each in a child process.
#pragma once

#include <functional>
#include <ostream>
#include <vector>

#include "base/config.h"
#include "run/report.h"
#include "run/run_config.h"

namespace ccsim::tb {

// Elaborates the machine of a loaded run, runs its experiment, checks the data; writes the
// trace and stats files it names.
RunReport simulate(const RunConfig& run);

// load_run() and simulate() in a forked child; a crash or ConfigError in the child comes back as an
// error (ConfigError is rethrown as ConfigError).
RunReport simulate_isolated(const Config& config);

// Several isolated simulations, up to `jobs` at once; reports in the order of `configs`. The
// first run that ends in an error (rethrown as above) stops the others. `on_done`, when given,
// is called in this process with the number of runs finished so far, as each one ends.
std::vector<RunReport> simulate_all(const std::vector<Config>& configs, int jobs,
                                    const std::function<void(size_t)>& on_done = {});

// `ccsim run`: echoes the effective configuration (when `echo`), simulates, prints the report
// to `out`, progress to stderr. Returns the exit code: 0 success, 1 data mismatch or deadlock.
int run_simulation(const Config& config, bool echo, std::ostream& out);

}  // namespace ccsim::tb
