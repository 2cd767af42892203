// Registry of topologies by name: lookup, construction and the list of known kinds.
//
// The map is a function-local static so that registrations made during static initialization
// of other translation units (CCSIM_REGISTER_TOPOLOGY) find it constructed, whatever the order
// in which the linker lays out those units. std::map keeps the names sorted for listings.
#include "net/topology/topology.h"

#include "base/errors.h"

namespace ccsim::net {

std::map<std::string, TopologyFactory>& topology_registry() {
  static std::map<std::string, TopologyFactory> registry;
  return registry;
}

std::vector<std::string> topology_names() {
  std::vector<std::string> names;
  for (const auto& entry : topology_registry()) names.push_back(entry.first);
  return names;
}

std::unique_ptr<Topology> make_topology(const TopologyParams& params) {
  const auto& registry = topology_registry();
  auto it = registry.find(params.kind);
  if (it == registry.end()) {
    std::string known;
    for (const auto& name : topology_names()) known += (known.empty() ? "" : ", ") + name;
    throw ConfigError("topology.kind", "unknown topology '" + params.kind + "'; known: " + known);
  }
  return it->second(params);
}

}  // namespace ccsim::net
