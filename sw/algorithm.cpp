// Registry of algorithms by name.
#include "algorithm.h"

#include "base/errors.h"

namespace ccsim::sw {

std::map<std::string, AlgorithmEntry>& algorithm_registry() {
  static std::map<std::string, AlgorithmEntry> registry;
  return registry;
}

std::unique_ptr<Algorithm> make_algorithm(const AlgorithmParams& params,
                                          const net::Topology& topology,
                                          const net::MachineParams& machine) {
  const auto& registry = algorithm_registry();
  const auto it = registry.find(params.name);
  if (it == registry.end()) {
    std::string known;
    for (const auto& [name, entry] : registry) known += (known.empty() ? "" : ", ") + name;
    throw ConfigError("algorithm.name", "unknown algorithm '" + params.name + "'; known: " + known);
  }
  return it->second.factory(params, topology, machine);
}

}  // namespace ccsim::sw
