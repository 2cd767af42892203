// Synthetic traffic patterns by name (BookSim2/Noxim style): who a node sends its next packet to.
//
// A pattern maps a source node to a destination, drawing from the caller's Rng when it is
// random. A destination may equal the source (the transpose diagonal, a fixed point of bitrev,
// the hotspot node itself); the caller decides whether to skip or self-send. Patterns see the
// topology only through its coordinates (net::Topology::coordinate, node_at), so each works on
// every topology of the shape it needs. Each pattern is a plug-in in a file of its own
// (CCSIM_REGISTER_TRAFFIC) that declares its own keys; its factory checks the topology and
// its keys once and throws ConfigError naming the key.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "base/config.h"
#include "base/registry.h"
#include "net/topology/topology.h"
#include "traffic/rng.h"

namespace ccsim::sw {

class TrafficPattern {
 public:
  virtual ~TrafficPattern() = default;
  // Destination of the next packet from `src` (0 <= src < node count).
  virtual int destination(int src, Rng& rng) const = 0;
};

struct TrafficPatternEntry {
  std::string description;
  std::function<std::unique_ptr<TrafficPattern>(const net::Topology&, const Config&)> make;
};

// The key traffic.pattern selects one.
Registry<TrafficPatternEntry>& traffic_pattern_registry();

// The pattern traffic.pattern names, checked against the topology.
std::unique_ptr<TrafficPattern> make_traffic_pattern(const net::Topology& topology,
                                                     const Config& config);

// A pattern given by its destination function (what most factories return).
class FunctionPattern : public TrafficPattern {
 public:
  using DestinationFn = std::function<int(int src, Rng& rng)>;
  explicit FunctionPattern(DestinationFn fn) : fn_(std::move(fn)) {}
  int destination(int src, Rng& rng) const override { return fn_(src, rng); }

 private:
  DestinationFn fn_;
};

// Uniform over the nodes other than `src`; a single-node machine has only itself.
int uniform_other(int src, int nodes, Rng& rng);

// log2 of the node count, for the bit patterns, which permute node ids only when the count is
// a power of two (ConfigError on traffic.pattern otherwise).
int node_bits(const net::Topology& t, const Config& config, const std::string& pattern_name);

}  // namespace ccsim::sw

#define CCSIM_REGISTER_TRAFFIC(name, description, factory)                         \
  CCSIM_REGISTER(traffic_##factory, ::ccsim::sw::traffic_pattern_registry(), name, \
                 ::ccsim::sw::TrafficPatternEntry{description, factory})
