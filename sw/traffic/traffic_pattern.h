// Synthetic traffic patterns by name (BookSim2/Noxim style): who a node sends its next packet to.
//
// A pattern maps a source node of a 2D grid to a destination, drawing from the caller's Rng
// when it is random. A destination may equal the source (the transpose diagonal, a fixed point
// of bitrev, the hotspot node itself); the caller decides whether to skip or self-send.
// Patterns register by name (CCSIM_REGISTER_TRAFFIC); factories check the pattern against the
// grid and the parameters once and throw ConfigError naming the key.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "net/topology/topology.h"
#include "traffic/rng.h"

namespace ccsim::sw {

// Parameters of the [traffic] section that patterns read (the pattern name is traffic.pattern).
struct TrafficPatternParams {
  double hotspot_fraction = 0.1;  // traffic.hotspot_fraction: share of packets to hotspot_node
  int hotspot_node = 0;           // traffic.hotspot_node: node id of the hotspot
};

class TrafficPattern {
 public:
  virtual ~TrafficPattern() = default;
  // Destination of the next packet from `src` (0 <= src < node count).
  virtual int destination(int src, Rng& rng) const = 0;
};

using TrafficPatternFactory =
    std::function<std::unique_ptr<TrafficPattern>(const net::Grid2D&, const TrafficPatternParams&)>;

std::map<std::string, TrafficPatternFactory>& traffic_pattern_registry();
std::vector<std::string> traffic_pattern_names();  // sorted
// Throws ConfigError("traffic.pattern", ...) for an unknown name (listing the known ones) or
// a pattern the grid does not admit, or naming the parameter key that is out of range.
std::unique_ptr<TrafficPattern> make_traffic_pattern(const std::string& name, const net::Grid2D& g,
                                                     const TrafficPatternParams& p);

struct TrafficPatternRegistrar {
  TrafficPatternRegistrar(const std::string& name, TrafficPatternFactory factory) {
    traffic_pattern_registry()[name] = std::move(factory);
  }
};

}  // namespace ccsim::sw

#define CCSIM_REGISTER_TRAFFIC(name, factory) \
  static ::ccsim::sw::TrafficPatternRegistrar ccsim_traffic_registrar_##factory(name, factory)
