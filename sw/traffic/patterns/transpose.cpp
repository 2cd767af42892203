// Traffic pattern transpose: (x, y) sends to (y, x) on a square 2D topology.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_transpose(const net::Topology& t, const Config& config) {
  if (t.dimensions() != 2 || t.extent(0) != t.extent(1)) {
    config.fail(
        "traffic.pattern",
        "transpose needs a square grid (topology.nx == topology.ny), got " + t.description());
  }
  // Node ids are mixed-radix numbers, x fastest (net::Topology's coordinates).
  const int n = t.extent(0);
  return std::make_unique<FunctionPattern>([n](int src, Rng&) { return (src % n) * n + src / n; });
}

CCSIM_REGISTER_TRAFFIC("transpose", "(x, y) to (y, x); square 2D grids", make_transpose);

}  // namespace
}  // namespace ccsim::sw
