// Experiments: what one simulation does on the machine and what it reports.
//
// An experiment is a plug-in (CCSIM_REGISTER_EXPERIMENT, chosen by experiment.name) that
// declares its own keys in its own file. Its factory reads and checks them against the
// machine and topology before anything is elaborated (ConfigError naming the key), so that
// load_run() refuses bad input in one pass. After elaboration, attach() loads what it needs
// into the machine (memories, node programs, traffic hooks); after the run, finish() checks
// the data at every node and fills the report's figures.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "base/config.h"
#include "base/registry.h"
#include "machine.h"
#include "net/params.h"
#include "net/topology/topology.h"
#include "report.h"

namespace ccsim::tb {

class Experiment {
 public:
  virtual ~Experiment() = default;
  // Fills what ran (names, sizes, seed) before the run.
  virtual void describe(RunReport& report) const = 0;
  // Cycles the run is expected to take, for the progress line's ETA; 0 = unknown.
  virtual net::Cycle expected_cycles() const { return 0; }
  virtual void attach(sc::Machine& machine) = 0;
  // Data check and figures; `result` says how the run ended.
  virtual void finish(sc::Machine& machine, const sc::RunResult& result,
                      RunReport& report) const = 0;
};

struct ExperimentEntry {
  std::string description;
  std::function<std::unique_ptr<Experiment>(const Config&, const net::MachineParams&,
                                            const net::Topology&)>
      make;
};

// The key experiment.name selects one.
Registry<ExperimentEntry>& experiment_registry();

std::unique_ptr<Experiment> make_experiment(const Config& config, const net::MachineParams& machine,
                                            const net::Topology& topology);

}  // namespace ccsim::tb

#define CCSIM_REGISTER_EXPERIMENT(name, description, factory)                    \
  CCSIM_REGISTER(experiment_##factory, ::ccsim::tb::experiment_registry(), name, \
                 ::ccsim::tb::ExperimentEntry{description, factory})
