// Routing policy dimension_order: e-cube / XY on meshes, tori and rings, with dateline VCs on
// wrapped dimensions (routing/grid_routing.h).
#include "routing/grid_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

CCSIM_REGISTER_ROUTING(dimension_order, "dimension_order",
                       RoutingPolicy{
                           "shortest path, dimension by dimension (x first); dateline VCs where a "
                           "dimension wraps (2 VCs on a torus or ring, 1 on a mesh)",
                           [](const net::Topology& t) { return t.dimensions() > 0; },
                           [](const net::Topology& t) { return vcs_needed(t); },
                           [](const net::Topology& t, int src, int dst, int base_vc) {
                             return dimension_order_route(t, src, dst, base_vc);
                           }});

}  // namespace
}  // namespace ccsim::sw
