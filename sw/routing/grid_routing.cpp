// Source routes on grids of any dimension (mesh, torus, ring): given motions (phased AAPC) and
// dimension order with datelines, through the topology's coordinates.
//
// See grid_routing.h for the contract. Segments carry the VC of the links they leave on, so a
// VC change in the middle of a straight run (the dateline) splits it into two segments with
// the same port, as does a run longer than net::kMaxHops.
#include "routing/grid_routing.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ccsim::sw {

void append_run(net::SourceRoute& route, int port, int hops, int vc) {
  while (hops > 0) {
    const int chunk = std::min(hops, net::kMaxHops);
    route.push_back(net::RouteSegment{uint8_t(port), uint8_t(chunk), uint8_t(vc)});
    hops -= chunk;
  }
}

namespace {

void check_vc(int vc, const char* what) {
  if (vc < 0 || vc >= net::kMaxVcs) {
    throw std::invalid_argument(std::string(what) + ": VC " + std::to_string(vc) + " outside [0, " +
                                std::to_string(net::kMaxVcs) + ")");
  }
}

void check_node(const net::Topology& t, int node, const char* what) {
  if (node < 0 || node >= t.node_count()) {
    throw std::invalid_argument(std::string(what) + ": node " + std::to_string(node) +
                                " outside [0, " + std::to_string(t.node_count()) + ")");
  }
}

// Checks one motion of route_motions along a dimension of `n` nodes starting at coordinate `c`.
void check_motion(int c, int hops, int dir, int n, bool wrap, const char* dim) {
  const std::string where = std::string("route_motions: ") + dim + " motion ";
  if (hops < 0) throw std::invalid_argument(where + "has negative hops");
  if (hops == 0) return;
  if (dir != 1 && dir != -1) throw std::invalid_argument(where + "direction must be +1 or -1");
  if (wrap ? n < 2 : (c + hops * dir < 0 || c + hops * dir >= n)) {
    throw std::invalid_argument(where + "leaves the grid");
  }
}

// `hops` links from coordinate `from` in direction `plus`, on a torus with the VC classes
// `vcs` (see grid_routing.h): with the dateline, base_vc up to and including the wraparound
// link and base_vc + 1 after it.
void append_directed(net::SourceRoute& route, int from, int hops, bool plus, int n, bool wrap,
                     int plus_port, int minus_port, int base_vc,
                     TorusVcs vcs = TorusVcs::kDateline) {
  const int port = plus ? plus_port : minus_port;
  if (!wrap) {
    append_run(route, port, hops, base_vc);
    return;
  }
  if (vcs == TorusVcs::kWrapClass) {
    // BookSim2's partition 1: going +, the run wraps; going -, it does not.
    const bool wraps = plus ? from + hops >= n : from - hops < 0;
    append_run(route, port, hops, base_vc + (wraps == plus ? 1 : 0));
    return;
  }
  // Links up to and including the wraparound one: from `from` to n - 1 then across to 0
  // going +, or from `from` to 0 then across to n - 1 going -.
  const int before_dateline = plus ? n - from : from + 1;
  const int first = std::min(hops, before_dateline);
  append_run(route, port, first, base_vc);
  append_run(route, port, hops - first, base_vc + 1);
}

// Shortest run along one dimension of `n` nodes from coordinate `from` to `to`; on a torus a
// tie at n/2 goes - when `minus_tie`, else +.
void append_dimension(net::SourceRoute& route, int from, int to, int n, bool wrap, int plus_port,
                      int minus_port, int base_vc, TorusVcs vcs, bool minus_tie) {
  if (!wrap) {
    if (to > from) append_run(route, plus_port, to - from, base_vc);
    if (to < from) append_run(route, minus_port, from - to, base_vc);
    return;
  }
  const int forward = (to - from + n) % n;
  if (forward == 0) return;
  const int backward = n - forward;
  const bool plus = forward < backward || (forward == backward && !minus_tie);
  append_directed(route, from, plus ? forward : backward, plus, n, wrap, plus_port, minus_port,
                  base_vc, vcs);
}

// Routes given as motions along x and y need a topology of one or two dimensions.
void check_grid(const net::Topology& g, const char* what) {
  if (g.dimensions() < 1 || g.dimensions() > 2) {
    throw std::invalid_argument(std::string(what) + ": needs a topology of 1 or 2 dimensions, " +
                                g.kind() + " has " + std::to_string(g.dimensions()));
  }
}

// Extent and coordinate of dimension `dim`, as if a one-dimensional topology had a y of size 1.
int extent_or_1(const net::Topology& g, int dim) {
  return dim < g.dimensions() ? g.extent(dim) : 1;
}
int coordinate_or_0(const net::Topology& g, int node, int dim) {
  return dim < g.dimensions() ? g.coordinate(node, dim) : 0;
}

void check_motions(const net::Topology& g, int src, int x_hops, int x_dir, int y_hops, int y_dir) {
  check_motion(coordinate_or_0(g, src, 0), x_hops, x_dir, extent_or_1(g, 0),
               g.dimensions() > 0 && g.wraps(0), "x");
  if (g.dimensions() < 2 && y_hops != 0) {
    throw std::invalid_argument("route_motions: y motion on a one-dimensional " + g.kind());
  }
  check_motion(coordinate_or_0(g, src, 1), y_hops, y_dir, extent_or_1(g, 1),
               g.dimensions() > 1 && g.wraps(1), "y");
}

}  // namespace

net::SourceRoute route_motions(const net::Topology& g, int src, int x_hops, int x_dir, int y_hops,
                               int y_dir, int vc) {
  check_grid(g, "route_motions");
  check_node(g, src, "route_motions");
  check_vc(vc, "route_motions");
  check_motions(g, src, x_hops, x_dir, y_hops, y_dir);
  net::SourceRoute route;
  if (x_hops > 0) append_run(route, g.port_toward(0, x_dir), x_hops, vc);
  if (y_hops > 0) append_run(route, g.port_toward(1, y_dir), y_hops, vc);
  append_run(route, g.local_port(), 1, vc);
  return route;
}

net::SourceRoute route_motions_dateline(const net::Topology& g, int src, int x_hops, int x_dir,
                                        int y_hops, int y_dir, int base_vc) {
  check_grid(g, "route_motions_dateline");
  check_node(g, src, "route_motions_dateline");
  check_vc(base_vc, "route_motions_dateline");
  check_vc(base_vc + vcs_needed(g) - 1, "route_motions_dateline");
  check_motions(g, src, x_hops, x_dir, y_hops, y_dir);
  net::SourceRoute route;
  const int hops[2] = {x_hops, y_hops};
  const int dirs[2] = {x_dir, y_dir};
  for (int d = 0; d < g.dimensions(); ++d) {
    if (hops[d] == 0) continue;
    append_directed(route, g.coordinate(src, d), hops[d], dirs[d] > 0, g.extent(d), g.wraps(d),
                    g.port_toward(d, +1), g.port_toward(d, -1), base_vc);
  }
  append_run(route, g.local_port(), 1, base_vc);
  return route;
}

net::SourceRoute dimension_order_route(const net::Topology& g, int src, int dst, int base_vc,
                                       const TorusRouting& torus) {
  check_node(g, src, "dimension_order_route");
  check_node(g, dst, "dimension_order_route");
  check_vc(base_vc, "dimension_order_route");
  check_vc(base_vc + vcs_needed(g) - 1, "dimension_order_route");
  net::SourceRoute route;
  for (int d = 0; d < g.dimensions(); ++d) {
    append_dimension(route, g.coordinate(src, d), g.coordinate(dst, d), g.extent(d), g.wraps(d),
                     g.port_toward(d, +1), g.port_toward(d, -1), base_vc, torus.vcs,
                     (torus.minus_ties >> d) & 1);
  }
  append_run(route, g.local_port(), 1, base_vc);
  return route;
}

uint32_t torus_ties(const net::Topology& g, int src, int dst) {
  check_node(g, src, "torus_ties");
  check_node(g, dst, "torus_ties");
  uint32_t ties = 0;
  for (int d = 0; d < g.dimensions() && d < 32; ++d) {
    const int n = g.extent(d);
    const int forward = (g.coordinate(dst, d) - g.coordinate(src, d) + n) % n;
    if (g.wraps(d) && n % 2 == 0 && forward == n / 2) ties |= uint32_t(1) << d;
  }
  return ties;
}

int vcs_needed(const net::Topology& g) {
  for (int d = 0; d < g.dimensions(); ++d) {
    if (g.wraps(d)) return 2;
  }
  return 1;
}

std::vector<RouteHop> route_links(const net::Topology& t, int src, const net::SourceRoute& r) {
  check_node(t, src, "route_links");
  std::vector<RouteHop> hops;
  int node = src;
  for (size_t i = 0; i < r.size(); ++i) {
    const net::RouteSegment& s = r[i];
    if (s.hops == 0) throw std::invalid_argument("route_links: segment with hops 0");
    if (s.port == t.local_port()) {
      // Ejection must be the last word: the destination's switch drops it and delivers.
      if (i + 1 != r.size() || s.hops != 1) {
        throw std::invalid_argument("route_links: ejection segment not last or hops != 1");
      }
      if (node >= t.node_count()) {
        throw std::invalid_argument("route_links: ejection at " + t.switch_name(node) +
                                    ", a switch without a node");
      }
      hops.push_back(RouteHop{node, s.port, s.vc});
      return hops;
    }
    if (s.port > t.local_port()) throw std::invalid_argument("route_links: port out of range");
    for (int h = 0; h < s.hops; ++h) {
      const int next = t.neighbor(node, s.port);
      if (next < 0) {
        throw std::invalid_argument("route_links: port " + t.port_name(s.port) + " of " +
                                    t.switch_name(node) + " is unconnected");
      }
      hops.push_back(RouteHop{node, s.port, s.vc});
      node = next;
    }
  }
  throw std::invalid_argument("route_links: route does not end with an ejection segment");
}

std::vector<int> route_path(const net::Topology& t, int src, const net::SourceRoute& r) {
  std::vector<int> path{src};
  for (const RouteHop& hop : route_links(t, src, r)) {
    if (hop.port != t.local_port()) path.push_back(t.neighbor(hop.node, hop.port));
  }
  return path;
}

}  // namespace ccsim::sw
