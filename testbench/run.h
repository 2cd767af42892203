// The `ccsim run` command: elaborate the machine of a configuration, run it, report.
//
// SystemC elaborates once per process: simulate() may be called once. Sweeps and benchmarks
// that need many runs call simulate_isolated(), which runs each in a child process.
#pragma once

#include <ostream>
#include <vector>

#include "config.h"
#include "report.h"

namespace ccsim::tb {

// Every check of the configuration that needs no elaboration: keys, machine, algorithm or
// traffic against the machine, output paths. Throws ConfigError naming the key.
void validate(const Config& config);

// Checks the whole configuration (ConfigError naming the key, before elaboration), then
// elaborates, runs and checks the data; writes the trace and stats files it names.
RunReport simulate(const Config& config);

// simulate() in a forked child; a crash or ConfigError in the child comes back as an error
// (ConfigError is rethrown as ConfigError).
RunReport simulate_isolated(const Config& config);

// Several isolated simulations, up to `jobs` at once; reports in the order of `configs`.
std::vector<RunReport> simulate_all(const std::vector<Config>& configs, int jobs);

// `ccsim run`: echoes the effective configuration, simulates, prints the report to `out`,
// progress to stderr. Returns the exit code: 0 success, 1 data mismatch or deadlock.
int run_simulation(const Config& config, std::ostream& out);

}  // namespace ccsim::tb
