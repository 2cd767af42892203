// The [sim] and [output] keys of a run: typed, checked, declared here. Pure C++.
#pragma once

#include <cstdint>
#include <string>

#include "base/config.h"

namespace ccsim::tb {

// The [sim] section.
struct SimParams {
  uint64_t seed = 1;
  uint64_t watchdog_cycles = 20000;  // cycles with no word moved before the run fails
  uint64_t max_cycles = 0;           // 0 = no limit
  bool visit_every_cycle = false;    // no event skipping in switches and interfaces (a check)
};

// The [output] section. Paths are "" when the output is off.
struct OutputParams {
  std::string trace;         // VCD path
  uint64_t trace_start = 0;  // first cycle traced
  uint64_t trace_end = 0;    // last cycle traced; 0 = to the end
  std::string stats;         // .json or .csv
  std::string config_out;    // effective configuration, INI
  bool progress = true;
};

SimParams read_sim_params(const Config& config);
// Checks the trace window and the stats file's extension; paths by check_output_paths().
OutputParams read_output_params(const Config& config);

// Checks, before any simulation, that every output path set (output.trace, output.stats,
// output.config_out) can be written by the rules of base/output_file.h (a directory, a named
// pipe, a read-only file or a missing directory is refused). Opens no output and changes no
// existing file. Throws ConfigError naming the key.
void check_output_paths(const Config& config);

}  // namespace ccsim::tb
