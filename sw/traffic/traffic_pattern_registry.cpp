// The traffic pattern registry, its key, and what several patterns share.
//
// Deterministic patterns ignore the Rng; random ones draw a fixed number of values per call
// (uniform: one below(); hotspot: one uniform01() and, when not to the hotspot, one below()),
// so a node's sequence of destinations depends only on its seed.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {

namespace {
const KeyDeclaration kKeys({{"traffic.pattern", KeyType::kString, "uniform", "",
                             "synthetic traffic pattern (see `ccsim list`)", "traffic"}});
}  // namespace

Registry<TrafficPatternEntry>& traffic_pattern_registry() {
  static Registry<TrafficPatternEntry> registry("traffic pattern", "traffic.pattern");
  return registry;
}

std::unique_ptr<TrafficPattern> make_traffic_pattern(const net::Topology& topology,
                                                     const Config& config) {
  return traffic_pattern_registry().selected(config).make(topology, config);
}

int uniform_other(int src, int nodes, Rng& rng) {
  if (nodes < 2) return src;
  const int d = int(rng.below(uint32_t(nodes - 1)));
  return d >= src ? d + 1 : d;
}

int node_bits(const net::Topology& t, const Config& config, const std::string& pattern_name) {
  const int n = t.node_count();
  if ((n & (n - 1)) != 0) {
    config.fail("traffic.pattern",
                pattern_name + " needs a power-of-two node count, got " + std::to_string(n));
  }
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

}  // namespace ccsim::sw
