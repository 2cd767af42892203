// The traffic pattern registry and the seven standard patterns on a 2D grid.
//
// All patterns live in this file, beside the registry, on purpose: sw/ builds as a static
// library, and a linker keeps a static library's object file only when something references
// it, so a pattern registered from a file of its own would silently vanish. Registering them
// here ties them to make_traffic_pattern. A pattern too big for a one-liner belongs in its
// own file only once traffic/ builds as an OBJECT library.
//
// Deterministic patterns ignore the Rng; random ones draw a fixed number of values per call
// (uniform: one below(); hotspot: one uniform01() and, when not to the hotspot, one below()),
// so a node's sequence of destinations depends only on its seed.
#include "traffic/traffic_pattern.h"

#include <string>
#include <utility>

#include "base/errors.h"

namespace ccsim::sw {

std::map<std::string, TrafficPatternFactory>& traffic_pattern_registry() {
  static std::map<std::string, TrafficPatternFactory> registry;
  return registry;
}

std::vector<std::string> traffic_pattern_names() {
  std::vector<std::string> names;
  for (const auto& entry : traffic_pattern_registry()) names.push_back(entry.first);
  return names;
}

std::unique_ptr<TrafficPattern> make_traffic_pattern(const std::string& name, const net::Grid2D& g,
                                                     const TrafficPatternParams& p) {
  const auto& registry = traffic_pattern_registry();
  auto it = registry.find(name);
  if (it == registry.end()) {
    std::string known;
    for (const auto& n : traffic_pattern_names()) known += (known.empty() ? "" : ", ") + n;
    throw ConfigError("traffic.pattern", "unknown traffic pattern '" + name + "'; known: " + known);
  }
  return it->second(g, p);
}

namespace {

using net::Grid2D;
using DestinationFn = std::function<int(int src, Rng& rng)>;

// A pattern given by its destination function; the factories below capture what they need.
class FunctionPattern : public TrafficPattern {
 public:
  explicit FunctionPattern(DestinationFn fn) : fn_(std::move(fn)) {}
  int destination(int src, Rng& rng) const override { return fn_(src, rng); }

 private:
  DestinationFn fn_;
};

std::unique_ptr<TrafficPattern> pattern(DestinationFn fn) {
  return std::make_unique<FunctionPattern>(std::move(fn));
}

// Uniform over the nodes other than `src`; a single-node machine has only itself.
int uniform_other(int src, int nodes, Rng& rng) {
  if (nodes < 2) return src;
  const int d = int(rng.below(uint32_t(nodes - 1)));
  return d >= src ? d + 1 : d;
}

// log2 of the node count, for the bit patterns, which permute node ids only when the count is
// a power of two.
int node_bits(const Grid2D& g, const std::string& pattern_name) {
  const int n = g.node_count();
  if ((n & (n - 1)) != 0) {
    throw ConfigError("traffic.pattern", pattern_name +
                                             " needs a power-of-two node count "
                                             "(topology.nx * topology.ny), got " +
                                             std::to_string(n));
  }
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

std::unique_ptr<TrafficPattern> make_uniform(const Grid2D& g, const TrafficPatternParams&) {
  const int nodes = g.node_count();
  return pattern([nodes](int src, Rng& rng) { return uniform_other(src, nodes, rng); });
}

std::unique_ptr<TrafficPattern> make_transpose(const Grid2D& g, const TrafficPatternParams&) {
  if (g.nx() != g.ny()) {
    throw ConfigError("traffic.pattern",
                      "transpose needs a square grid (topology.nx == "
                      "topology.ny), got " +
                          std::to_string(g.nx()) + "x" + std::to_string(g.ny()));
  }
  return pattern([g](int src, Rng&) { return g.node_at(g.y_of(src), g.x_of(src)); });
}

std::unique_ptr<TrafficPattern> make_bitcomp(const Grid2D& g, const TrafficPatternParams&) {
  const int mask = (1 << node_bits(g, "bitcomp")) - 1;
  return pattern([mask](int src, Rng&) { return ~src & mask; });
}

std::unique_ptr<TrafficPattern> make_bitrev(const Grid2D& g, const TrafficPatternParams&) {
  const int bits = node_bits(g, "bitrev");
  return pattern([bits](int src, Rng&) {
    int reversed = 0;
    for (int b = 0; b < bits; ++b) reversed |= ((src >> b) & 1) << (bits - 1 - b);
    return reversed;
  });
}

// Just under half way round the row: the worst case for a ring's bisection under
// dimension-order routing, without the tie of exactly n/2.
std::unique_ptr<TrafficPattern> make_tornado(const Grid2D& g, const TrafficPatternParams&) {
  const int shift = (g.nx() + 1) / 2 - 1;
  return pattern(
      [g, shift](int src, Rng&) { return g.node_at((g.x_of(src) + shift) % g.nx(), g.y_of(src)); });
}

std::unique_ptr<TrafficPattern> make_neighbor(const Grid2D& g, const TrafficPatternParams&) {
  return pattern([g](int src, Rng&) { return g.node_at((g.x_of(src) + 1) % g.nx(), g.y_of(src)); });
}

std::unique_ptr<TrafficPattern> make_hotspot(const Grid2D& g, const TrafficPatternParams& p) {
  // Written so that NaN fails too.
  if (!(p.hotspot_fraction >= 0.0 && p.hotspot_fraction <= 1.0)) {
    throw ConfigError("traffic.hotspot_fraction",
                      "must be in [0, 1], got " + std::to_string(p.hotspot_fraction));
  }
  const int nodes = g.node_count();
  if (p.hotspot_node < 0 || p.hotspot_node >= nodes) {
    throw ConfigError("traffic.hotspot_node", "must be a node id in [0, " + std::to_string(nodes) +
                                                  "), got " + std::to_string(p.hotspot_node));
  }
  const double fraction = p.hotspot_fraction;
  const int hotspot = p.hotspot_node;
  return pattern([nodes, fraction, hotspot](int src, Rng& rng) {
    return rng.uniform01() < fraction ? hotspot : uniform_other(src, nodes, rng);
  });
}

CCSIM_REGISTER_TRAFFIC("uniform", make_uniform);
CCSIM_REGISTER_TRAFFIC("transpose", make_transpose);
CCSIM_REGISTER_TRAFFIC("bitcomp", make_bitcomp);
CCSIM_REGISTER_TRAFFIC("bitrev", make_bitrev);
CCSIM_REGISTER_TRAFFIC("tornado", make_tornado);
CCSIM_REGISTER_TRAFFIC("neighbor", make_neighbor);
CCSIM_REGISTER_TRAFFIC("hotspot", make_hotspot);

}  // namespace

}  // namespace ccsim::sw
