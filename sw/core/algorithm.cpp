// Registry of algorithms by name, and the run-wide keys every algorithm may read.
#include "core/algorithm.h"

#include <algorithm>
#include <stdexcept>

#include "base/errors.h"

namespace ccsim::sw {

namespace {
// sim.seed is the run's seed (the testbench declares the same key with its [sim] section);
// declared here too so that algorithms can be built wherever they are linked.
const KeyDeclaration kKeys({
    {"algorithm.name", KeyType::kString, "aapc.phased", "",
     "collective algorithm (see `ccsim list`)", "algorithm"},
    {"sim.seed", KeyType::kInt, "1", "", "random seed (traffic, send orders)", "sim"},
});
}  // namespace

Registry<AlgorithmEntry>& algorithm_registry() {
  static Registry<AlgorithmEntry> registry("algorithm", "algorithm.name");
  return registry;
}

namespace {
// The selected algorithm, refused by topology.kind when it does not run on `topology`.
const AlgorithmEntry& selected_for(const Config& config, const net::Topology& topology) {
  const AlgorithmEntry& entry = algorithm_registry().selected(config);
  const std::vector<std::string>& kinds = entry.machines.kinds;
  if (std::find(kinds.begin(), kinds.end(), topology.kind()) == kinds.end()) {
    std::string list;
    for (const std::string& k : kinds) list += (list.empty() ? "" : ", ") + k;
    config.fail("topology.kind", config.get_string("algorithm.name") + " runs on " + list +
                                     ", not on " + topology.kind());
  }
  return entry;
}
}  // namespace

std::unique_ptr<Algorithm> make_algorithm(const Config& config, const net::Topology& topology,
                                          const net::MachineParams& machine) {
  return selected_for(config, topology).make(config, topology, machine);
}

void estimate_algorithm_memory(const Config& config, const net::Topology& topology,
                               MemoryEstimate& estimate) {
  selected_for(config, topology).estimate_memory(config, topology, estimate);
}

Config contract_config(const std::string& name, const AlgorithmEntry& entry) {
  Config config;
  config.set("algorithm.name", name, "contract");
  if (!entry.machines.kinds.empty()) {
    config.set("topology.kind", entry.machines.kinds.front(), "contract");
  }
  for (const std::string& setting : entry.machines.contract) {
    const size_t eq = setting.find('=');
    if (eq == std::string::npos) {
      throw std::logic_error(name + ": contract setting '" + setting + "' is not key=value");
    }
    config.set(setting.substr(0, eq), setting.substr(eq + 1), "contract");
  }
  return config;
}

}  // namespace ccsim::sw
