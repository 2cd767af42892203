// A run's configuration, typed and checked once at the boundary: load_run() turns the Config
// (defaults < INI files < command line) into everything a simulation needs, and only the
// testbench's parsing layer sees Config after that.
//
// Every check that needs no elaboration happens here, in one pass, before anything is built:
// the machine's keys, the topology's, the machine's fit to the switch's and the interface's
// masks (ports x VCs, memory requesters), the switch implementation against the topology, the
// experiment's own keys and its fit to the machine (an algorithm's memory needs, a traffic
// pattern's routes), and the output paths. A bad value is a ConfigError naming the key and
// where its value came from.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "base/config.h"
#include "net/params.h"
#include "net/topology/topology.h"
#include "run/experiment.h"
#include "run/run_params.h"

namespace ccsim::tb {

struct RunConfig {
  Config config;  // the values it was built from, for the echo and --save-config
  net::MachineParams machine;
  SimParams sim;
  OutputParams output;
  std::unique_ptr<net::Topology> topology;
  std::unique_ptr<Experiment> experiment;  // built for this machine and topology
  uint64_t memory_estimate_bytes = 0;      // host memory the run will use, estimated
};

// The machine, sim and output keys, the output paths, the topology, the switch implementation
// and the experiment, each built and checked once; a run whose estimated host memory exceeds
// sim.max_memory_mb is refused before the experiment builds its tables.
RunConfig load_run(const Config& config);

}  // namespace ccsim::tb
