// The experiment registry and its key.
#include "experiment.h"

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
  const std::string& name = config.get_string("experiment.name");
  if (!experiment_registry().contains(name)) {
    config.fail("experiment.name",
                "unknown experiment '" + name + "'; known: " + experiment_registry().known());
  }
  return experiment_registry().at(name).make(config, machine, topology);
}

}  // namespace ccsim::tb
