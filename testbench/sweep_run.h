// `ccsim sweep` and `ccsim bench`: many runs of one configuration, each in its own process.
#pragma once

#include <ostream>

#include "options.h"

namespace ccsim::tb {

// Runs every combination of the --vary values and prints one table row per run (plus CSV
// with --csv). Returns 0 when every run succeeded with correct data, else 1.
int sweep_command(const ParsedCommand& cmd, std::ostream& out);

// Simulator speed on the four workloads, one run at a time (never in parallel, so
// that wall time is not shared). Prints cycles/s and router-cycles/s beside the reference
// figures of BookSim2 and Noxim measured on the same workloads. Returns 0.
int bench_command(const ParsedCommand& cmd, std::ostream& out);

}  // namespace ccsim::tb
