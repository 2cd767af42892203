// Routing policy banyan_self_routing: destination-tag self-routing on the banyan
// (net/topology/banyan.h), one VC.
//
// The route is the banyan's unique path: out0 of the source's own switch, at each stage the
// out port the destination's bit names, then the destination's local port. One segment per
// switch, as a destination tag has one bit per stage: every route has log2 n + 2 words, so
// equal blocks make equal worms whatever their destinations (consecutive hops through the
// same port are not merged, which would make some worms shorter and let rounds drift). Every
// pair has one path and worms only move forward through the stages: one VC is deadlock-free.
#include "net/topology/banyan.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

net::SourceRoute banyan_route(const net::Topology& t, int src, int dst, int vc) {
  (void)src;       // the path depends on the destination alone
  int stages = 0;  // log2 of the processors
  while ((1 << stages) < t.node_count()) ++stages;
  net::SourceRoute route;
  for (const int port : net::Banyan::route_ports(dst, stages)) {
    route.push_back(net::RouteSegment{uint8_t(port), 1, uint8_t(vc)});
  }
  route.push_back(net::RouteSegment{uint8_t(t.local_port()), 1, uint8_t(vc)});
  return route;
}

CCSIM_REGISTER_ROUTING(banyan_self_routing, "banyan_self_routing",
                       RoutingPolicy{"destination-tag self-routing on the banyan (one path per "
                                     "pair, one VC)",
                                     [](const net::Topology& t) { return t.kind() == "banyan"; },
                                     [](const net::Topology&) { return 1; }, banyan_route,
                                     nullptr});

}  // namespace
}  // namespace ccsim::sw
