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
#include "base/memory_estimate.h"
#include "base/registry.h"
#include "machine.h"
#include "net/params.h"
#include "net/switch/addition.h"
#include "net/topology/topology.h"
#include "run/report.h"

namespace ccsim::tb {

class Experiment {
 public:
  virtual ~Experiment() = default;
  // Fills what ran (names, sizes, seed) before the run.
  virtual void describe(RunReport& report) const = 0;
  // Cycles the run is expected to take, for the progress line's ETA; 0 = unknown.
  virtual net::Cycle expected_cycles() const { return 0; }
  // Words of node memory its programs and sinks use from address 0 on: the machine allocates
  // these up front and the rest of memory.words only if it is ever reached.
  virtual uint64_t node_memory_words() const = 0;
  virtual void attach(sc::Machine& machine) = 0;
  // What its node programs ask of the switch's hardware additions (net/switch/addition.h):
  // by default none, and no ordinary message that an addition must rule on.
  virtual net::SwitchUse switch_use() const { return {}; }
  // Its code runs inside the machine's ticks (hooks in the node interfaces, as a synthetic
  // traffic source's): the run then ticks on one thread (sim.threads).
  virtual bool hooks_into_ticks() const { return false; }
  // Data check and figures; `result` says how the run ended.
  virtual void finish(sc::Machine& machine, const sc::RunResult& result,
                      RunReport& report) const = 0;
};

struct ExperimentEntry {
  std::string description;
  std::function<std::unique_ptr<Experiment>(const Config&, const net::MachineParams&,
                                            const net::Topology&)>
      make;
  // Adds what make() and the run will allocate (node memories, tables) to the estimate,
  // before make() is called: it must not build anything large, and must not fail on values
  // make() would refuse (make() says why).
  std::function<void(const Config&, const net::MachineParams&, const net::Topology&,
                     MemoryEstimate&)>
      estimate_memory;
};

// The key experiment.name selects one.
Registry<ExperimentEntry>& experiment_registry();

std::unique_ptr<Experiment> make_experiment(const Config& config, const net::MachineParams& machine,
                                            const net::Topology& topology);
void estimate_experiment_memory(const Config& config, const net::MachineParams& machine,
                                const net::Topology& topology, MemoryEstimate& estimate);

}  // namespace ccsim::tb

#define CCSIM_REGISTER_EXPERIMENT(name, description, factory, estimator)         \
  CCSIM_REGISTER(experiment_##factory, ::ccsim::tb::experiment_registry(), name, \
                 ::ccsim::tb::ExperimentEntry{description, factory, estimator})
