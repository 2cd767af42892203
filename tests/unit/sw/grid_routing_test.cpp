// Routing tests: dimension-order routes with dateline VCs and motion routes on 2D grids.
//
// Brute force over every (src, dst) pair of 8x8 and 5x3 tori, a 4x4 mesh and the small corner
// cases (2x2 torus, 7-node ring): each route ends at dst, is shortest, moves in x before y,
// obeys the dateline VC rule and keeps its segments inside the route word's limits. Deadlock
// freedom is checked by building the channel dependency graph over (node, port, vc) from all
// routes and searching it for a cycle; a control run with the datelines removed must find one.
#include "routing/grid_routing.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/channel_dependency_graph.h"
#include "net/flit.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

using net::Grid2D;
using net::RouteSegment;
using net::SourceRoute;

struct GridCase {
  int nx;
  int ny;
  bool wrap;
};

const GridCase kGrids[] = {{8, 8, true}, {5, 3, true}, {4, 4, false}, {2, 2, true}, {7, 1, true}};

std::string describe(const Grid2D& g, int src, int dst) {
  return g.kind() + " " + std::to_string(g.nx()) + "x" + std::to_string(g.ny()) + " " +
         g.node_name(src) + " -> " + g.node_name(dst);
}

// Links along one dimension between coordinates a and b, the shorter way round on a torus.
int distance(int a, int b, int n, bool wrap) {
  const int d = std::abs(a - b);
  return wrap ? std::min(d, n - d) : d;
}

bool is_x(int port) { return port == Grid2D::kXPlus || port == Grid2D::kXMinus; }

// Whether the hop leaving `node` through `port` crosses that dimension's wraparound link.
bool crosses_dateline(const Grid2D& g, int node, int port) {
  if (!g.wraps()) return false;
  switch (port) {
    case Grid2D::kXPlus:
      return g.x_of(node) == g.nx() - 1;
    case Grid2D::kXMinus:
      return g.x_of(node) == 0;
    case Grid2D::kYPlus:
      return g.y_of(node) == g.ny() - 1;
    case Grid2D::kYMinus:
      return g.y_of(node) == 0;
  }
  return false;
}

TEST(DimensionOrderRoute, ReachesEveryDestinationByAShortestXThenYPath) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    for (int src = 0; src < g.node_count(); ++src) {
      for (int dst = 0; dst < g.node_count(); ++dst) {
        SCOPED_TRACE(describe(g, src, dst));
        const std::vector<RouteHop> hops =
            route_links(g, src, dimension_order_route(g, src, dst, 0));
        const std::vector<int> path = route_path(g, src, dimension_order_route(g, src, dst, 0));
        ASSERT_FALSE(hops.empty());
        EXPECT_EQ(path.back(), dst);
        EXPECT_EQ(hops.back().node, dst);
        EXPECT_EQ(hops.back().port, g.local_port());
        const int shortest = distance(g.x_of(src), g.x_of(dst), g.nx(), g.wraps()) +
                             distance(g.y_of(src), g.y_of(dst), g.ny(), g.wraps());
        EXPECT_EQ(int(hops.size()) - 1, shortest);
        EXPECT_EQ(int(path.size()) - 1, shortest);
        bool in_y = false;
        for (size_t i = 0; i + 1 < hops.size(); ++i) {
          if (!is_x(hops[i].port)) in_y = true;
          EXPECT_FALSE(in_y && is_x(hops[i].port)) << "x hop after a y hop";
        }
      }
    }
  }
}

TEST(DimensionOrderRoute, TakesThePlusDirectionOnAHalfWayTie) {
  Grid2D g(8, 8, true);
  const SourceRoute r = dimension_order_route(g, g.node_at(6, 5), g.node_at(2, 1), 0);
  // x: 6 -> 7 -> 0 (dateline crossed on the second link) -> 1 -> 2; y: 5 -> 6 -> 7 -> 0 -> 1.
  const SourceRoute expected = {{Grid2D::kXPlus, 2, 0},
                                {Grid2D::kXPlus, 2, 1},
                                {Grid2D::kYPlus, 3, 0},
                                {Grid2D::kYPlus, 1, 1},
                                {4, 1, 0}};
  EXPECT_EQ(r, expected);
}

TEST(DimensionOrderRoute, MovesToTheNextVcOnlyAfterCrossingTheDatelineAndRestartsInY) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    for (int base_vc : {0, 2}) {
      for (int src = 0; src < g.node_count(); ++src) {
        for (int dst = 0; dst < g.node_count(); ++dst) {
          SCOPED_TRACE(describe(g, src, dst) + " base_vc " + std::to_string(base_vc));
          const std::vector<RouteHop> hops =
              route_links(g, src, dimension_order_route(g, src, dst, base_vc));
          bool crossed_x = false;
          bool crossed_y = false;
          for (const RouteHop& hop : hops) {
            if (hop.port == g.local_port()) {
              EXPECT_EQ(hop.vc, base_vc) << "ejection";
              continue;
            }
            bool& crossed = is_x(hop.port) ? crossed_x : crossed_y;
            // The wraparound link itself still uses base_vc; the links after it base_vc + 1.
            EXPECT_EQ(hop.vc, crossed ? base_vc + 1 : base_vc)
                << "leaving " << g.node_name(hop.node);
            if (crosses_dateline(g, hop.node, hop.port)) {
              EXPECT_FALSE(crossed) << "dateline crossed twice";
              crossed = true;
            }
          }
        }
      }
    }
  }
}

TEST(DimensionOrderRoute, MeshRoutesUseOnlyTheBaseVc) {
  Grid2D g(4, 4, false);
  for (int src = 0; src < g.node_count(); ++src) {
    for (int dst = 0; dst < g.node_count(); ++dst) {
      for (const RouteSegment& s : dimension_order_route(g, src, dst, 3)) EXPECT_EQ(s.vc, 3);
    }
  }
}

TEST(DimensionOrderRoute, SegmentsStayWithinTheRouteWordAndAreNotSplitNeedlessly) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    for (int src = 0; src < g.node_count(); ++src) {
      for (int dst = 0; dst < g.node_count(); ++dst) {
        SCOPED_TRACE(describe(g, src, dst));
        const SourceRoute r = dimension_order_route(g, src, dst, 1);
        for (size_t i = 0; i < r.size(); ++i) {
          const RouteSegment& s = r[i];
          EXPECT_LT(s.port, net::kMaxPorts);
          EXPECT_GE(s.hops, 1);
          EXPECT_LE(s.hops, net::kMaxHops);
          EXPECT_LT(s.vc, net::kMaxVcs);
          EXPECT_EQ(net::decode_segment(net::encode_segment(s)), s);
          if (i > 0 && r[i - 1].port == s.port && r[i - 1].vc == s.vc) {
            EXPECT_EQ(r[i - 1].hops, net::kMaxHops) << "split without a VC change or overflow";
          }
        }
      }
    }
  }
}

TEST(DimensionOrderRoute, SplitsRunsLongerThanMaxHopsAcrossSegments) {
  Grid2D line(600, 1, false);
  const SourceRoute expected_line = {
      {Grid2D::kXPlus, 255, 0}, {Grid2D::kXPlus, 255, 0}, {Grid2D::kXPlus, 89, 0}, {4, 1, 0}};
  EXPECT_EQ(dimension_order_route(line, 0, 599, 0), expected_line);

  Grid2D ring(600, 1, true);
  // 0 -> 301 is 299 links going -: the first link is the wraparound one (base VC), the
  // remaining 298 run on base + 1 and overflow one segment.
  const SourceRoute expected_ring = {
      {Grid2D::kXMinus, 1, 0}, {Grid2D::kXMinus, 255, 1}, {Grid2D::kXMinus, 43, 1}, {4, 1, 0}};
  EXPECT_EQ(dimension_order_route(ring, 0, 301, 0), expected_ring);
  EXPECT_EQ(route_path(ring, 0, expected_ring).back(), 301);
}

TEST(DimensionOrderRoute, RouteToSelfIsTheEjectionSegmentAlone) {
  Grid2D g(5, 3, true);
  const SourceRoute expected = {{4, 1, 2}};
  EXPECT_EQ(dimension_order_route(g, 7, 7, 2), expected);
  EXPECT_EQ(route_path(g, 7, expected), std::vector<int>{7});
}

TEST(DimensionOrderRoute, RefusesBadNodesAndVcsBeyondTheRouteWord) {
  Grid2D torus(4, 4, true);
  Grid2D mesh(4, 4, false);
  EXPECT_THROW(dimension_order_route(torus, 0, 5, net::kMaxVcs - 1), std::invalid_argument);
  EXPECT_NO_THROW(dimension_order_route(torus, 0, 5, net::kMaxVcs - 2));
  EXPECT_NO_THROW(dimension_order_route(mesh, 0, 5, net::kMaxVcs - 1));
  EXPECT_THROW(dimension_order_route(mesh, 0, 5, -1), std::invalid_argument);
  EXPECT_THROW(dimension_order_route(mesh, 0, 16, 0), std::invalid_argument);
  EXPECT_THROW(dimension_order_route(mesh, -1, 3, 0), std::invalid_argument);
}

TEST(VcsNeeded, IsTwoOnATorusAndOneOnAMesh) {
  EXPECT_EQ(vcs_needed(Grid2D(8, 8, true)), 2);
  EXPECT_EQ(vcs_needed(Grid2D(8, 8, false)), 1);
}

TEST(DimensionOrderRoute, ChannelDependencyGraphOfAllRoutesIsAcyclic) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    SCOPED_TRACE(g.kind() + " " + std::to_string(c.nx) + "x" + std::to_string(c.ny));
    ChannelDependencyGraph cdg(g);
    for (int src = 0; src < g.node_count(); ++src) {
      for (int dst = 0; dst < g.node_count(); ++dst) {
        cdg.add_route(src, dimension_order_route(g, src, dst, 0));
      }
    }
    EXPECT_FALSE(cdg.has_cycle());
  }
}

// Control for the test above: without dateline VCs the torus rings close into cycles, so the
// checker must find one (otherwise an acyclic verdict would prove nothing).
TEST(DimensionOrderRoute, ChannelDependencyGraphHasACycleWithoutTheDatelineVcs) {
  Grid2D g(8, 8, true);
  ChannelDependencyGraph cdg(g);
  for (int src = 0; src < g.node_count(); ++src) {
    for (int dst = 0; dst < g.node_count(); ++dst) {
      SourceRoute r = dimension_order_route(g, src, dst, 0);
      for (RouteSegment& s : r) s.vc = 0;
      cdg.add_route(src, r);
    }
  }
  EXPECT_TRUE(cdg.has_cycle());
}

TEST(RouteMotions, BuildsXThenYSegmentsOnOneVcEndingInEjection) {
  Grid2D g(8, 8, true);
  const SourceRoute expected = {{Grid2D::kXPlus, 3, 1}, {Grid2D::kYMinus, 2, 1}, {4, 1, 1}};
  EXPECT_EQ(route_motions(g, g.node_at(6, 1), 3, +1, 2, -1, 1), expected);
  const SourceRoute y_only = {{Grid2D::kYPlus, 4, 0}, {4, 1, 0}};
  EXPECT_EQ(route_motions(g, 0, 0, +1, 4, +1, 0), y_only);
  const SourceRoute none = {{4, 1, 0}};
  EXPECT_EQ(route_motions(g, 0, 0, +1, 0, -1, 0), none);
}

TEST(RouteMotions, VisitsTheNodesTheMotionsPrescribe) {
  Grid2D g(8, 8, true);
  for (int src = 0; src < g.node_count(); ++src) {
    for (int xh = 0; xh <= 4; ++xh) {
      for (int yh = 0; yh <= 4; ++yh) {
        for (int xd : {+1, -1}) {
          for (int yd : {+1, -1}) {
            const std::vector<RouteHop> hops =
                route_links(g, src, route_motions(g, src, xh, xd, yh, yd, 1));
            ASSERT_EQ(hops.size(), size_t(xh + yh + 1));
            int x = g.x_of(src);
            int y = g.y_of(src);
            for (int i = 0; i < xh + yh; ++i) {
              EXPECT_EQ(hops[i].node, g.node_at(x, y));
              EXPECT_EQ(hops[i].vc, 1);
              if (i < xh) {
                EXPECT_EQ(hops[i].port, xd > 0 ? Grid2D::kXPlus : Grid2D::kXMinus);
                x = (x + xd + 8) % 8;
              } else {
                EXPECT_EQ(hops[i].port, yd > 0 ? Grid2D::kYPlus : Grid2D::kYMinus);
                y = (y + yd + 8) % 8;
              }
            }
            EXPECT_EQ(hops.back().node, g.node_at(x, y));
            EXPECT_EQ(hops.back().port, g.local_port());
            EXPECT_EQ(hops.back().vc, 1);
          }
        }
      }
    }
  }
}

TEST(RouteMotions, SplitsMotionsLongerThanMaxHops) {
  Grid2D ring(600, 1, true);
  const SourceRoute expected = {{Grid2D::kXMinus, 255, 0}, {Grid2D::kXMinus, 45, 0}, {4, 1, 0}};
  EXPECT_EQ(route_motions(ring, 0, 300, -1, 0, +1, 0), expected);
  EXPECT_EQ(route_path(ring, 0, expected).back(), 300);
}

TEST(RouteMotions, RefusesMotionsThatLeaveAMeshOrAreMalformed) {
  Grid2D mesh(4, 4, false);
  EXPECT_THROW(route_motions(mesh, mesh.node_at(3, 0), 1, +1, 0, +1, 0), std::invalid_argument);
  EXPECT_THROW(route_motions(mesh, mesh.node_at(0, 0), 0, +1, 1, -1, 0), std::invalid_argument);
  EXPECT_NO_THROW(route_motions(mesh, mesh.node_at(0, 0), 3, +1, 3, +1, 0));
  EXPECT_THROW(route_motions(mesh, 0, -1, +1, 0, +1, 0), std::invalid_argument);
  EXPECT_THROW(route_motions(mesh, 0, 1, 0, 0, +1, 0), std::invalid_argument);
  EXPECT_THROW(route_motions(mesh, 0, 1, +1, 0, +1, net::kMaxVcs), std::invalid_argument);
  EXPECT_THROW(route_motions(Grid2D(4, 1, true), 0, 0, +1, 1, +1, 0), std::invalid_argument);
}

TEST(RouteLinks, RefusesMalformedRoutes) {
  Grid2D mesh(4, 4, false);
  const int local = mesh.local_port();
  const std::vector<SourceRoute> bad = {
      {},                                                 // no ejection
      {{Grid2D::kXPlus, 1, 0}},                           // no ejection
      {{Grid2D::kXPlus, 0, 0}, {uint8_t(local), 1, 0}},   // hops 0
      {{uint8_t(local), 1, 0}, {Grid2D::kXPlus, 1, 0}},   // ejection not last
      {{uint8_t(local), 2, 0}},                           // ejection with hops 2
      {{Grid2D::kXMinus, 1, 0}, {uint8_t(local), 1, 0}},  // off the mesh edge
      {{7, 1, 0}, {uint8_t(local), 1, 0}},                // no such port
  };
  for (const SourceRoute& r : bad) EXPECT_THROW(route_links(mesh, 0, r), std::invalid_argument);
}

}  // namespace
}  // namespace ccsim::sw
