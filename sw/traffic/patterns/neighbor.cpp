// Traffic pattern neighbor: the next node along dimension 0 (wrapping).
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_neighbor(const net::Topology& t, const Config& config) {
  if (t.dimensions() < 1) config.fail("traffic.pattern", "neighbor needs a grid or ring topology");
  // Node ids are mixed-radix numbers, x fastest (net::Topology's coordinates).
  const int n = t.extent(0);
  return std::make_unique<FunctionPattern>(
      [n](int src, Rng&) { return src - src % n + (src % n + 1) % n; });
}

CCSIM_REGISTER_TRAFFIC("neighbor", "the next node along x (wrapping)", make_neighbor);

}  // namespace
}  // namespace ccsim::sw
