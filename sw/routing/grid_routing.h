// Source routes on grids of any dimension (mesh2d, torus2d, ring), built from the topology's
// coordinates (net::Topology::coordinate, extent, wraps, port_toward).
//
// Switches know no topology: a route is a list of segments (port, hops, vc) consumed on the
// way (see net/flit.h). These functions are where topology knowledge lives. Every route they
// return ends with the ejection segment {local_port, 1, vc} and keeps each field inside the
// route word's limits (a run longer than net::kMaxHops is split into several segments).
//
// Deadlock freedom of dimension_order_route on a torus comes from two VC classes per wrapped
// dimension, assigned one of two ways (TorusVcs):
// - dateline (iWarp): in each dimension a worm travels on base_vc up to and including the
//   wraparound link (between coordinates n - 1 and 0, either direction) and on base_vc + 1
//   after it; turning into y restarts at base_vc. A shortest route crosses a dateline at most
//   once per dimension and never turns from y back into x, so the channel dependency graph is
//   acyclic.
// - wrap_class (BookSim2's dim_order_torus): a worm's whole run in a dimension is on one VC,
//   chosen by whether the run crosses the wraparound link. Going +, a run that crosses it is on
//   base_vc + 1 and one that does not on base_vc; going -, the other way round (BookSim2's
//   dor_next_torus: partition 1 when dest < cur in either direction). So in each direction of
//   each ring one class carries only runs that cross the wraparound link and the other only
//   runs that do not. The second never uses that link, so its channels along the ring form a
//   path, not a cycle. A run of the first is at most n/2 links long and contains the
//   wraparound link, so it never uses the link n/2 links before it (going +, the link from
//   n/2 - 1 to n/2; going -, the one from n/2 to n/2 - 1): its channels along the ring form a
//   path too. Runs never change class or direction within a dimension and routes never turn
//   from y back into x, so the channel dependency graph is acyclic.
// A tie (both directions n/2 links, n even) goes + unless TorusRouting::minus_ties says -.
#pragma once

#include <cstdint>
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

// How dimension_order_route routes a wrapped dimension: its VC classes, and which way a tie
// goes (routing.torus_vcs, routing.torus_ties).
enum class TorusVcs : uint8_t { kDateline, kWrapClass };
struct TorusRouting {
  TorusVcs vcs = TorusVcs::kDateline;
  // Bit d set: a tie in dimension d (both directions exactly n/2 links) goes -, else +.
  uint32_t minus_ties = 0;
};

// Dimension-order (XY, e-cube) shortest route from `src` to `dst`. Mesh: every link on
// base_vc. Torus: the shorter direction per dimension (a tie as `torus` says) with the VC
// classes described above, so it uses base_vc and base_vc + 1. The ejection segment uses
// base_vc. src == dst gives the ejection segment alone. Throws std::invalid_argument on a bad
// node or when base_vc + vcs_needed(g) exceeds net::kMaxVcs.
net::SourceRoute dimension_order_route(const net::Topology& g, int src, int dst, int base_vc,
                                       const TorusRouting& torus = {});

// Bit d set: `src` and `dst` lie exactly half of wrapped dimension d apart (its extent even),
// so that both directions are shortest.
uint32_t torus_ties(const net::Topology& g, int src, int dst);

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
