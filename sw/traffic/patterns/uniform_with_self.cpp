// Traffic pattern uniform_with_self: every node equally likely, the source itself included.
//
// BookSim2's uniform random traffic draws the destination from all nodes, so a source sends
// about 1/N of its packets to itself (through its own router and back); `uniform` never does.
// The 8x8 mesh comparison with BookSim2 (configs/booksim-mesh-8x8.ini) uses this one.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_uniform_with_self(const net::Topology& t, const Config&) {
  const uint32_t nodes = uint32_t(t.node_count());
  return std::make_unique<FunctionPattern>(
      [nodes](int, Rng& rng) { return int(rng.below(nodes)); });
}

CCSIM_REGISTER_TRAFFIC("uniform_with_self",
                       "every node equally likely, the source included (BookSim2's uniform)",
                       make_uniform_with_self);

}  // namespace
}  // namespace ccsim::sw
