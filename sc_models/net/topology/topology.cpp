// Registry of topologies by name, and the key that selects one.
#include "net/topology/topology.h"

namespace ccsim::net {

namespace {
const KeyDeclaration kKeys({{"topology.kind", KeyType::kString, "torus2d", "",
                             "topology name (see `ccsim list`)", "topology"}});
}  // namespace

int Topology::coordinate(int node, int dim) const {
  for (int d = 0; d < dim; ++d) node /= extent(d);
  return node % extent(dim);
}

int Topology::node_at(const std::vector<int>& coordinates) const {
  int node = 0;
  for (int d = dimensions() - 1; d >= 0; --d) node = node * extent(d) + coordinates[size_t(d)];
  return node;
}

bool is_square_torus(const Topology& t) {
  return t.dimensions() == 2 && t.wraps(0) && t.wraps(1) && t.extent(0) == t.extent(1);
}

Registry<TopologyEntry>& topology_registry() {
  static Registry<TopologyEntry> registry("topology", "topology.kind");
  return registry;
}

std::unique_ptr<Topology> make_topology(const Config& config) {
  return topology_registry().selected(config).make(config);
}

}  // namespace ccsim::net
