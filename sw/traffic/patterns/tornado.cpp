// Traffic pattern tornado: just under half way round dimension 0.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

// The worst case for a ring's bisection under dimension-order routing, without the tie of
// exactly n/2.
std::unique_ptr<TrafficPattern> make_tornado(const net::Topology& t, const Config& config) {
  if (t.dimensions() < 1) config.fail("traffic.pattern", "tornado needs a grid or ring topology");
  // Node ids are mixed-radix numbers, x fastest (net::Topology's coordinates).
  const int n = t.extent(0);
  const int shift = (n + 1) / 2 - 1;
  return std::make_unique<FunctionPattern>(
      [n, shift](int src, Rng&) { return src - src % n + (src % n + shift) % n; });
}

CCSIM_REGISTER_TRAFFIC("tornado", "(ceil(n/2) - 1) nodes further along x", make_tornado);

}  // namespace
}  // namespace ccsim::sw
