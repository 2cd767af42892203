// The hypercube topology: every node's neighbours differ from it in exactly the bit of the
// dimension crossed, the pair of channels joins the same nodes through twin ports, e-cube
// routes correct the differing bits lowest first on channel 0, and bad sizes are refused
// naming their key. Brute force over d = 1..7 with one and two channels per edge.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/errors.h"
#include "net/topology/topology.h"
#include "routing/grid_routing.h"

namespace ccsim::net {
namespace {

std::unique_ptr<Topology> cube(int dim, int channels) {
  Config c;
  c.set("topology.kind", "hypercube", "test");
  c.set("topology.dim", std::to_string(dim), "test");
  c.set("topology.channels_per_edge", std::to_string(channels), "test");
  return make_topology(c);
}

TEST(Hypercube, NeighboursDifferInExactlyTheBitOfTheDimensionCrossed) {
  for (int dim = 1; dim <= 7; ++dim) {
    for (int channels : {1, 2}) {
      auto t = cube(dim, channels);
      ASSERT_EQ(t->node_count(), 1 << dim);
      ASSERT_EQ(t->network_ports(), channels * dim);
      for (int node = 0; node < t->node_count(); ++node) {
        for (int port = 0; port < t->network_ports(); ++port) {
          const int next = t->neighbor(node, port);
          EXPECT_EQ(next ^ node, 1 << (port % dim)) << dim << "-cube node " << node;
          EXPECT_EQ(t->neighbor(next, t->peer_port(node, port)), node);
        }
        EXPECT_EQ(t->neighbor(node, t->local_port()), -1);
      }
    }
  }
}

TEST(Hypercube, ListsEveryChannelOfEveryEdgeOnceWithThePairOnTwinPorts) {
  for (int dim = 1; dim <= 7; ++dim) {
    for (int channels : {1, 2}) {
      auto t = cube(dim, channels);
      const std::vector<LinkSpec> links = t->links();
      EXPECT_EQ(links.size(), size_t(channels * dim) << (dim - 1));
      std::set<std::tuple<int, int>> ends;  // (node, port), each used once
      for (const LinkSpec& l : links) {
        EXPECT_EQ(l.port_a, l.port_b);
        EXPECT_EQ(l.node_a ^ l.node_b, 1 << (l.port_a % dim));
        EXPECT_TRUE(ends.insert({l.node_a, l.port_a}).second);
        EXPECT_TRUE(ends.insert({l.node_b, l.port_b}).second);
      }
      EXPECT_EQ(ends.size(), size_t(t->node_count() * t->network_ports()));
    }
  }
}

TEST(Hypercube, NamesPortsByDimensionAndChannel) {
  auto one = cube(3, 1);
  EXPECT_EQ(one->port_name(0), "d0");
  EXPECT_EQ(one->port_name(2), "d2");
  EXPECT_EQ(one->port_name(3), "local");
  auto pair = cube(3, 2);
  EXPECT_EQ(pair->port_name(1), "d1a");
  EXPECT_EQ(pair->port_name(4), "d1b");
  EXPECT_EQ(pair->port_name(6), "local");
  EXPECT_EQ(pair->node_name(5), "n5");
  EXPECT_EQ(pair->description(), "hypercube d=3 (8 nodes, 2 channels per edge)");
  EXPECT_EQ(pair->diameter(), 3);
}

TEST(Hypercube, ECubeRoutesCorrectTheDifferingBitsLowestFirstOnChannelZero) {
  for (int channels : {1, 2}) {
    auto t = cube(5, channels);
    for (int src = 0; src < t->node_count(); ++src) {
      for (int dst = 0; dst < t->node_count(); ++dst) {
        const SourceRoute r = sw::dimension_order_route(*t, src, dst, 0);
        const std::vector<sw::RouteHop> hops = sw::route_links(*t, src, r);
        ASSERT_EQ(hops.size(), size_t(__builtin_popcount(src ^ dst)) + 1);
        int node = src;
        int last_dim = -1;
        for (size_t i = 0; i + 1 < hops.size(); ++i) {
          EXPECT_LT(hops[i].port, 5) << "channel 0";
          EXPECT_GT(hops[i].port, last_dim) << "lowest dimension first";
          EXPECT_EQ(hops[i].vc, 0);
          last_dim = hops[i].port;
          node = t->neighbor(node, hops[i].port);
        }
        EXPECT_EQ(node, dst);
        EXPECT_EQ(hops.back().port, t->local_port());
      }
    }
    EXPECT_EQ(sw::vcs_needed(*t), 1) << "e-cube routing is deadlock-free on one VC";
  }
}

TEST(Hypercube, RefusesBadSizesNamingTheKey) {
  for (auto [dim, channels, key] :
       {std::tuple{0, 1, "topology.dim"}, std::tuple{12, 1, "topology.dim"},
        std::tuple{4, 0, "topology.channels_per_edge"},
        std::tuple{4, 3, "topology.channels_per_edge"}}) {
    try {
      cube(dim, channels);
      ADD_FAILURE() << "d=" << dim << " C=" << channels << " accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), key);
    }
  }
  EXPECT_NO_THROW(cube(11, 2));
}

}  // namespace
}  // namespace ccsim::net
