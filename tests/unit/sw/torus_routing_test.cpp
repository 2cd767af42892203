// Dimension-order routing on a torus under BookSim2's options (routing/grid_routing.h
// TorusRouting; routing.torus_ties and routing.torus_vcs of the dimension_order policy).
//
// - Ties: torus_ties flags exactly the dimensions whose two directions are n/2 links (even n);
//   minus_ties sends a tie the - way; the policy with random ties offers both ways of every tied
//   dimension (2^k routes, each still shortest), and only the + route without them.
// - wrap_class VC classes, by hand on the 8x8 torus: a run going + that crosses the wraparound
//   link is on base_vc + 1, one that does not on base_vc; going -, the other way round; a run
//   keeps one VC; ejection on base_vc. Brute force over every pair and every tie direction of
//   8x8 and 5x3 tori and the small corner cases: each route is shortest, and the channel
//   dependency graph of all of them is acyclic.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "common/channel_dependency_graph.h"
#include "net/flit.h"
#include "net/topology/topology.h"
#include "routing/grid_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

using net::Grid2D;
using net::SourceRoute;

constexpr TorusRouting kWrapClass{TorusVcs::kWrapClass, 0};

TEST(TorusTies, FlagsTheDimensionsExactlyHalfwayRound) {
  Grid2D g(8, 6, true);
  EXPECT_EQ(torus_ties(g, g.node_at(1, 1), g.node_at(5, 1)), 1u);  // x: 4 of 8
  EXPECT_EQ(torus_ties(g, g.node_at(1, 1), g.node_at(1, 4)), 2u);  // y: 3 of 6
  EXPECT_EQ(torus_ties(g, g.node_at(6, 5), g.node_at(2, 2)), 3u);  // both
  EXPECT_EQ(torus_ties(g, g.node_at(1, 1), g.node_at(4, 3)), 0u);  // 3 of 8, 2 of 6
  EXPECT_EQ(torus_ties(Grid2D(5, 3, true), 0, 2), 0u);             // odd rings: never
  EXPECT_EQ(torus_ties(Grid2D(8, 8, false), 0, 4), 0u);            // a mesh: never
}

TEST(TorusTies, MinusTiesSendATieTheMinusWay) {
  Grid2D g(8, 8, true);
  const int src = g.node_at(6, 5);
  const int dst = g.node_at(2, 1);
  const SourceRoute x_minus = dimension_order_route(g, src, dst, 0, {TorusVcs::kDateline, 1});
  // x: 6 -> 5 -> 4 -> 3 -> 2 (no wraparound); y still + (5 -> 1 through the dateline).
  const SourceRoute expected = {
      {Grid2D::kXMinus, 4, 0}, {Grid2D::kYPlus, 3, 0}, {Grid2D::kYPlus, 1, 1}, {4, 1, 0}};
  EXPECT_EQ(x_minus, expected);
  const SourceRoute both = dimension_order_route(g, src, dst, 0, {TorusVcs::kDateline, 3});
  EXPECT_EQ(both[1].port, Grid2D::kYMinus);
}

TEST(TorusTies, RandomTiesOfferBothWaysOfEveryTiedDimension) {
  Grid2D g(8, 8, true);
  const RoutingPolicy& policy = routing_registry().at("dimension_order");
  Config config;
  config.set("routing.torus_ties", "random", "test");
  const RouteChoices choices = policy.choices(config);
  const int src = g.node_at(6, 5);
  const std::vector<SourceRoute> tied = choices(g, src, g.node_at(2, 1), 0);
  ASSERT_EQ(tied.size(), 4u);
  std::vector<std::pair<int, int>> directions;  // first x port, first y port
  for (const SourceRoute& r : tied) {
    EXPECT_EQ(route_path(g, src, r).size(), 9u);  // 8 links: shortest
    directions.push_back({r.front().port, r[r.size() - 2].port});
  }
  for (int x : {Grid2D::kXPlus, Grid2D::kXMinus}) {
    for (int y : {Grid2D::kYPlus, Grid2D::kYMinus}) {
      EXPECT_NE(std::find(directions.begin(), directions.end(), std::pair{x, y}), directions.end());
    }
  }
  EXPECT_EQ(choices(g, src, g.node_at(2, 6), 0).size(), 2u);  // x tied only
  EXPECT_EQ(choices(g, src, g.node_at(3, 6), 0).size(), 1u);  // no tie
  Config plus;                                                // the default: the + route alone
  EXPECT_EQ(policy.choices(plus)(g, src, g.node_at(2, 1), 0),
            std::vector<SourceRoute>{dimension_order_route(g, src, g.node_at(2, 1), 0)});
}

TEST(TorusWrapClass, RunsCrossingTheWraparoundGoingPlusAndTheOthersGoingMinusTakeTheUpperVc) {
  Grid2D g(8, 8, true);
  // x + across the wraparound (6 -> 7 -> 0 -> 1), y + without it (1 -> 3).
  EXPECT_EQ(dimension_order_route(g, g.node_at(6, 1), g.node_at(1, 3), 2, kWrapClass),
            (SourceRoute{{Grid2D::kXPlus, 3, 3}, {Grid2D::kYPlus, 2, 2}, {4, 1, 2}}));
  // x - without the wraparound (5 -> 3), y - across it (1 -> 0 -> 7).
  EXPECT_EQ(dimension_order_route(g, g.node_at(5, 1), g.node_at(3, 7), 2, kWrapClass),
            (SourceRoute{{Grid2D::kXMinus, 2, 3}, {Grid2D::kYMinus, 2, 2}, {4, 1, 2}}));
  // A run that ends on the far side of the wraparound link crosses it (7 -> 0 going +).
  EXPECT_EQ(dimension_order_route(g, g.node_at(7, 0), g.node_at(0, 0), 0, kWrapClass),
            (SourceRoute{{Grid2D::kXPlus, 1, 1}, {4, 1, 0}}));
  // A tie both ways: + across the wraparound (6 -> 2) upper, - without it (6 -> 2) upper too.
  const int src = g.node_at(6, 0);
  const int dst = g.node_at(2, 0);
  EXPECT_EQ(dimension_order_route(g, src, dst, 0, kWrapClass),
            (SourceRoute{{Grid2D::kXPlus, 4, 1}, {4, 1, 0}}));
  EXPECT_EQ(dimension_order_route(g, src, dst, 0, {TorusVcs::kWrapClass, 1}),
            (SourceRoute{{Grid2D::kXMinus, 4, 1}, {4, 1, 0}}));
}

struct TorusCase {
  int nx;
  int ny;
};

TEST(TorusWrapClass, ChannelDependencyGraphOfAllRoutesAndTieDirectionsIsAcyclic) {
  for (const TorusCase& c :
       {TorusCase{8, 8}, TorusCase{5, 3}, TorusCase{2, 2}, TorusCase{4, 1}, TorusCase{7, 1}}) {
    Grid2D g(c.nx, c.ny, true);
    SCOPED_TRACE("torus " + std::to_string(c.nx) + "x" + std::to_string(c.ny));
    ChannelDependencyGraph cdg(g);
    for (int src = 0; src < g.node_count(); ++src) {
      for (int dst = 0; dst < g.node_count(); ++dst) {
        for (uint32_t minus_ties = 0; minus_ties < 4; ++minus_ties) {
          const SourceRoute r =
              dimension_order_route(g, src, dst, 0, {TorusVcs::kWrapClass, minus_ties});
          const int x = std::abs(g.x_of(src) - g.x_of(dst));
          const int y = std::abs(g.y_of(src) - g.y_of(dst));
          ASSERT_EQ(route_path(g, src, r).size(),
                    size_t(std::min(x, c.nx - x) + std::min(y, c.ny - y) + 1));
          cdg.add_route(src, r);
        }
      }
    }
    EXPECT_FALSE(cdg.has_cycle());
  }
}

}  // namespace
}  // namespace ccsim::sw
