// Traffic pattern uniform: every other node equally likely.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_uniform(const net::Topology& t, const Config&) {
  const int nodes = t.node_count();
  return std::make_unique<FunctionPattern>(
      [nodes](int src, Rng& rng) { return uniform_other(src, nodes, rng); });
}

CCSIM_REGISTER_TRAFFIC("uniform", "every other node equally likely", make_uniform);

}  // namespace
}  // namespace ccsim::sw
