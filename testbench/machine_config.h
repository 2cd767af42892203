// From a Config to the typed, checked *Params structs that models and algorithms take.
//
// Each function reads one group of keys, checks every value once and throws ConfigError naming
// the offending key (with where its value came from) before anything is elaborated. Checks
// that need a built object (a topology's size limits, an algorithm's needs against the
// machine) stay with the factories that build it. Pure C++: no Boost, no SystemC.
#pragma once

#include <cstdint>
#include <string>

#include "algorithm.h"
#include "config.h"
#include "net/params.h"
#include "traffic/traffic_pattern.h"

namespace ccsim::tb {

// The [traffic] section (synthetic traffic runs) and the seed.
struct TrafficParams {
  std::string pattern = "uniform";          // traffic.pattern: a registered pattern name
  double injection_rate = 0.05;             // words/node/cycle, in (0, 1]
  int packet_words = 8;                     // words per packet
  uint64_t warmup_cycles = 10000;           // cycles before measurement
  uint64_t measure_cycles = 100000;         // cycles measured
  int vc = 0;                               // traffic.vc, below switch.num_vcs
  sw::TrafficPatternParams pattern_params;  // traffic.hotspot_node, traffic.hotspot_fraction
  uint64_t seed = 1;                        // sim.seed
};

// The [sim] section.
struct SimParams {
  uint64_t seed = 1;
  uint64_t watchdog_cycles = 20000;  // cycles with no word moved before the run fails
  uint64_t max_cycles = 0;           // 0 = no limit
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

// [topology] [machine] [link] [switch] [memory] [node] [barrier]. topology.kind must be one of
// net::topology_names(); the topology's own size limits are checked by make_topology().
net::MachineParams machine_params(const Config& config);

// [algorithm] and sim.seed. algorithm.name must be in sw::algorithm_registry();
// algorithm.mp_vc is checked against switch.num_vcs.
sw::AlgorithmParams algorithm_params(const Config& config);

// [traffic] and sim.seed. traffic.pattern must be in sw::traffic_pattern_names(); traffic.vc is
// checked against switch.num_vcs. traffic.hotspot_node is checked against `node_count` when
// it is given (>= 0); the pattern factory checks it again against the grid.
TrafficParams traffic_params(const Config& config, int node_count = -1);

SimParams sim_params(const Config& config);

// Checks the trace window; paths are checked by check_output_paths().
OutputParams output_params(const Config& config);

// Checks, before any simulation, that every output path set (output.trace, output.stats,
// output.config_out) can be opened for writing, and that output.stats ends in .json or .csv.
// Opens each for append, so an existing file is left as it is; a file that did not exist is
// created and removed again. Throws ConfigError naming the key.
void check_output_paths(const Config& config);

}  // namespace ccsim::tb
