// The experiment registry and its key.
#include "run/experiment.h"

namespace ccsim::tb {

namespace {
const KeyDeclaration kKeys({{"experiment.name", KeyType::kString, "collective", "",
                             "what the run does: collective (algorithm.name) | traffic "
                             "(synthetic traffic, traffic.*); see `ccsim list`",
                             "experiment"}});
}  // namespace

Registry<ExperimentEntry>& experiment_registry() {
  static Registry<ExperimentEntry> registry("experiment", "experiment.name");
  return registry;
}

std::unique_ptr<Experiment> make_experiment(const Config& config, const net::MachineParams& machine,
                                            const net::Topology& topology) {
  return experiment_registry().selected(config).make(config, machine, topology);
}

void estimate_experiment_memory(const Config& config, const net::MachineParams& machine,
                                const net::Topology& topology, MemoryEstimate& estimate) {
  experiment_registry().selected(config).estimate_memory(config, machine, topology, estimate);
}

}  // namespace ccsim::tb
