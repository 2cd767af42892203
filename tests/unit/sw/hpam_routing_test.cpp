// Extended X-Y routing on the HPAM (routing/hpam_routing.h): every pair of processors of a set of
// two-, three- and four-level shapes is routed along the path eq. 2 prescribes, read here from
// the paper independently (waypoints joined by straight runs, eq. 2 chained level by level for
// more than two levels), crossing levels through the link eq. 2 names; the channel dependency
// graph of all routes is acyclic (one VC suffices), and a control with X-Y and Y-X mixed finds a
// cycle; long runs stay within the route word.
#include "routing/hpam_routing.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/channel_dependency_graph.h"
#include "net/topology/hpam.h"
#include "routing/grid_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

using net::Hpam;
using net::HpamLevel;

const std::vector<std::vector<HpamLevel>> kShapes = {
    {{1, 1}, {4, 4}}, {{2, 2}, {4, 8}},         {{4, 4}, {8, 8}},
    {{2, 4}, {3, 4}}, {{1, 2}, {2, 4}, {2, 8}}, {{2, 1}, {1, 2}, {2, 4}, {1, 8}}};

struct Point {
  int level, row, col;
};

// Appends the processors from the last one of `path` straight to `to` (same row or column).
void walk(const Hpam& t, std::vector<int>& path, Point to) {
  const int from = path.back();
  const int l = t.level_of(from);
  ASSERT_EQ(l, to.level);
  int r = t.row_of(from), c = t.col_of(from);
  ASSERT_TRUE(r == to.row || c == to.col) << "waypoints not in a line";
  while (r != to.row || c != to.col) {
    c += (to.col > c) - (to.col < c);
    r += (to.row > r) - (to.row < r);
    path.push_back(t.node_at(l, r, c));
  }
}

void cross(const Hpam& t, std::vector<int>& path, Point to) {
  path.push_back(t.node_at(to.level, to.row, to.col));
}

// Eq. 2 between adjacent levels, or X-Y within a level, from the last processor of `path`.
void eq2(const Hpam& t, std::vector<int>& path, Point d) {
  const int s = path.back();
  const int l = t.level_of(s), i = t.row_of(s), j = t.col_of(s);
  if (l == d.level) {
    walk(t, path, {l, i, d.col});
    walk(t, path, d);
  } else if (d.level == l + 1) {  // (i, j)_l ~> (i, n/f) ~> (r_l - 1, n/f) ~> (0, n) ~> (m, n)
    const int f = t.cols(l + 1) / t.cols(l);
    walk(t, path, {l, i, d.col / f});
    walk(t, path, {l, t.rows(l) - 1, d.col / f});
    cross(t, path, {d.level, 0, d.col});
    walk(t, path, d);
  } else {  // (m, n)_k ~> (m, chi) ~> (0, chi) ~> (r_l - 1, j)_l ~> (i, j)_l, k = l + 1
    ASSERT_EQ(d.level, l - 1);
    const int f = t.cols(l) / t.cols(d.level);
    const int chi = j < d.col * f ? d.col * f : j > (d.col + 1) * f - 1 ? (d.col + 1) * f - 1 : j;
    walk(t, path, {l, i, chi});
    walk(t, path, {l, 0, chi});
    cross(t, path, {d.level, t.rows(d.level) - 1, d.col});
    walk(t, path, d);
  }
}

// The path eq. 2 prescribes, chained through each level in between: down, to the bottom row of
// the next level under the destination; up, to the top row of the next level, in the column
// under the destination's nearest to the column above the source.
std::vector<int> expected_path(const Hpam& t, int src, int dst) {
  std::vector<int> path{src};
  const Point d{t.level_of(dst), t.row_of(dst), t.col_of(dst)};
  if (t.level_of(src) == d.level) eq2(t, path, d);
  while (t.level_of(path.back()) != d.level) {
    const int l = t.level_of(path.back());
    if (l + 1 == d.level || l - 1 == d.level) {
      eq2(t, path, d);
    } else if (d.level > l) {
      eq2(t, path, {l + 1, t.rows(l + 1) - 1, t.column_above(d.col, d.level, l + 1)});
    } else {
      const int above = t.column_above(t.col_of(path.back()), l, l - 1);
      const int span = t.cols(l - 1) / t.cols(d.level);
      eq2(t, path, {l - 1, 0, std::clamp(above, d.col * span, (d.col + 1) * span - 1)});
    }
  }
  return path;
}

TEST(ExtendedXyRoute, FollowsEq2BetweenEveryPairOfProcessors) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    SCOPED_TRACE(t.description());
    for (int src = 0; src < t.node_count(); ++src) {
      for (int dst = 0; dst < t.node_count(); ++dst) {
        SCOPED_TRACE(t.node_name(src) + " -> " + t.node_name(dst));
        const net::SourceRoute r = extended_xy_route(t, src, dst, 0);
        EXPECT_EQ(route_path(t, src, r), expected_path(t, src, dst));
        const std::vector<RouteHop> hops = route_links(t, src, r);
        EXPECT_EQ(hops.back().node, dst);
        EXPECT_EQ(hops.back().port, t.local_port());
      }
    }
  }
}

// §3.1: from the one processor of level 1, the root (i p2, j q2) of a sub-mesh is i p2 + 1 hops
// away whatever its column, through the down link to its own column.
TEST(ExtendedXyRoute, OneProcessorOnTopReachesRowIOfLevelTwoInIPlusOneHops) {
  Hpam t({{1, 1}, {4, 4}});
  for (int row = 0; row < 4; ++row) {
    for (int col = 0; col < 4; ++col) {
      const std::vector<RouteHop> hops =
          route_links(t, 0, extended_xy_route(t, 0, t.node_at(1, row, col), 0));
      EXPECT_EQ(hops.size(), size_t(row + 1) + 1);  // the links, then the ejection
      EXPECT_EQ(hops.front().port, Hpam::kDown0 + col);
    }
  }
}

// Figure 3 (c): two processors on top of a 4x4 level; from (3, 3) of level 2 to (0, 0) of level
// 1 the worm goes across to column 1 (chi), up to row 0, through the up link into (0, 0).
TEST(ExtendedXyRoute, GoesUpThroughTheNearestColumnUnderTheDestination) {
  Hpam t({{1, 2}, {4, 4}});
  const std::vector<int> path =
      route_path(t, t.node_at(1, 3, 3), extended_xy_route(t, t.node_at(1, 3, 3), 0, 0));
  const std::vector<int> expected = {t.node_at(1, 3, 3),
                                     t.node_at(1, 3, 2),
                                     t.node_at(1, 3, 1),
                                     t.node_at(1, 2, 1),
                                     t.node_at(1, 1, 1),
                                     t.node_at(1, 0, 1),
                                     0};
  EXPECT_EQ(path, expected);
}

TEST(ExtendedXyRoute, ChannelDependencyGraphOfAllRoutesIsAcyclicOnOneVc) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    SCOPED_TRACE(t.description());
    ChannelDependencyGraph cdg(t);
    for (int src = 0; src < t.node_count(); ++src) {
      for (int dst = 0; dst < t.node_count(); ++dst) {
        cdg.add_route(src, extended_xy_route(t, src, dst, 0));
      }
    }
    EXPECT_FALSE(cdg.has_cycle());
  }
}

// Control for the test above: within level 2, Y-X routes from the processors of odd columns
// beside X-Y from the others close cycles around the mesh's squares.
TEST(ExtendedXyRoute, ChannelDependencyGraphHasACycleWhenXyAndYxAreMixed) {
  Hpam t({{1, 1}, {4, 4}});
  ChannelDependencyGraph cdg(t);
  for (int src = 1; src < t.node_count(); ++src) {
    for (int dst = 1; dst < t.node_count(); ++dst) {
      if (t.col_of(src) % 2 == 0) {
        cdg.add_route(src, extended_xy_route(t, src, dst, 0));
        continue;
      }
      net::SourceRoute r;
      const int dy = t.row_of(dst) - t.row_of(src), dx = t.col_of(dst) - t.col_of(src);
      append_run(r, dy > 0 ? Hpam::kYPlus : Hpam::kYMinus, std::abs(dy), 0);
      append_run(r, dx > 0 ? Hpam::kXPlus : Hpam::kXMinus, std::abs(dx), 0);
      append_run(r, t.local_port(), 1, 0);
      cdg.add_route(src, r);
    }
  }
  EXPECT_TRUE(cdg.has_cycle());
}

TEST(ExtendedXyRoute, SplitsRunsLongerThanARouteWordCarries) {
  Hpam t({{1, 1}, {300, 1}});
  const net::SourceRoute r = extended_xy_route(t, 0, t.node_at(1, 299, 0), 2);
  for (const net::RouteSegment& s : r) {
    EXPECT_LE(s.hops, net::kMaxHops);
    EXPECT_EQ(s.vc, 2);
  }
  EXPECT_EQ(route_links(t, 0, r).size(), 300u + 1);
  EXPECT_EQ(route_path(t, 0, r).back(), t.node_at(1, 299, 0));
}

TEST(ExtendedXyRoute, IsTheHpamsOwnPolicyAndAppliesToNothingElse) {
  const RoutingPolicy& policy = routing_registry().at("extended_xy");
  EXPECT_TRUE(policy.applies(Hpam({{1, 1}, {4, 4}})));
  EXPECT_FALSE(policy.applies(net::Grid2D(4, 4, false)));
  EXPECT_EQ(policy.vcs_needed(Hpam({{1, 1}, {4, 4}})), 1);
}

}  // namespace
}  // namespace ccsim::sw
