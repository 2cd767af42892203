// Source routes on grids of any dimension (mesh2d, torus2d, ring), built from the topology's
// coordinates (net::Topology::coordinate, extent, wraps, port_toward).
//
// Switches know no topology: a route is a list of segments (port, hops, vc) consumed on the
// way (see net/flit.h). These functions are where topology knowledge lives. Every route they
// return ends with the ejection segment {local_port, 1, vc} and keeps each field inside the
// route word's limits (a run longer than net::kMaxHops is split into several segments).
//
// Deadlock freedom of dimension_order_route on a torus comes from dateline virtual channels:
// in each dimension a worm travels on base_vc up to and including the wraparound link
// (between coordinates n - 1 and 0, either direction) and on base_vc + 1 after it; turning
// into y restarts at base_vc. Since a shortest route crosses a dateline at most once per
// dimension and never turns from y back into x, the channel dependency graph is acyclic.
#pragma once

#include <vector>

#include "net/flit.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

// The route of a message that moves `x_hops` links along x in direction `x_dir` (+1 or -1),
// then `y_hops` along y in direction `y_dir`, all on virtual channel `vc`, then ejects on
// `vc`. For phased AAPC, whose phases are link-disjoint and so need no VC discipline.
// Throws std::invalid_argument on negative hops, a direction other than +-1, a VC out of
// range, or a motion that leaves a mesh.
net::SourceRoute route_motions(const net::Topology& g, int src, int x_hops, int x_dir, int y_hops,
                               int y_dir, int vc);

// route_motions with the dateline VCs of dimension_order_route (base_vc, base_vc + 1 on a
// torus): for worms of different phases that may meet (unsynchronized phased AAPC), where
// one VC would allow a cyclic wait around a ring.
net::SourceRoute route_motions_dateline(const net::Topology& g, int src, int x_hops, int x_dir,
                                        int y_hops, int y_dir, int base_vc);

// Dimension-order (XY, e-cube) shortest route from `src` to `dst`. Mesh: every link on
// base_vc. Torus: the shorter direction per dimension (+ on a tie at exactly n/2 hops) with
// the dateline VCs described above, so it uses base_vc and base_vc + 1. The ejection segment
// uses base_vc. src == dst gives the ejection segment alone. Throws std::invalid_argument on a
// bad node or when base_vc + vcs_needed(g) exceeds net::kMaxVcs.
net::SourceRoute dimension_order_route(const net::Topology& g, int src, int dst, int base_vc);

// Virtual channels dimension_order_route needs from base_vc on: 2 on a torus, 1 on a mesh.
int vcs_needed(const net::Topology& g);

// Appends `hops` links through `port` on `vc` to `route`, split into segments of at most
// net::kMaxHops (nothing for hops <= 0): the straight runs every route here is made of.
void append_run(net::SourceRoute& route, int port, int hops, int vc);

// One link a route crosses: the switch it leaves (a node's id, or a switch without a node),
// through which output port, on which VC.
struct RouteHop {
  int node = 0;
  int port = 0;
  int vc = 0;
};

// Follows `r` from `src` by the segment semantics of net/flit.h and returns every output the
// worm takes, in order; the last entry is the ejection (port == t.local_port()) at the
// destination. Throws std::invalid_argument when the route is malformed: a segment with hops
// 0, a port that is unconnected or out of range, or a missing or misplaced ejection segment
// (or one at a switch without a node).
std::vector<RouteHop> route_links(const net::Topology& t, int src, const net::SourceRoute& r);

// The switches a route visits, source and destination included.
std::vector<int> route_path(const net::Topology& t, int src, const net::SourceRoute& r);

}  // namespace ccsim::sw
