// Topology tests: 2D mesh and torus wiring, names and diameter, and the topology registry.
//
// Brute force over every (node, port) of a set of grid sizes that includes the corner cases
// (size-1 and size-2 dimensions). The registry-wide contract runs over every registered name,
// so a new topology is checked without editing this file.
#include "net/topology/topology.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/errors.h"
#include "common/searched_diameter.h"

namespace ccsim::net {
namespace {

// Grid ports come in opposite pairs: +x/-x and +y/-y.
int opposite(int port) { return port ^ 1; }

struct GridCase {
  int nx;
  int ny;
  bool wrap;
};

const GridCase kGrids[] = {{8, 8, true},  {5, 3, true}, {2, 2, true},  {2, 5, true},
                           {7, 1, true},  {1, 1, true}, {4, 4, false}, {5, 3, false},
                           {1, 6, false}, {1, 1, false}};

TEST(Grid2D, NeighborsAreMutualThroughTheOppositePort) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    for (int node = 0; node < g.node_count(); ++node) {
      for (int port = 0; port < g.network_ports(); ++port) {
        const int other = g.neighbor(node, port);
        if (other < 0) continue;
        EXPECT_EQ(g.neighbor(other, opposite(port)), node)
            << g.kind() << " " << c.nx << "x" << c.ny << " node " << node << " port " << port;
      }
      EXPECT_EQ(g.neighbor(node, g.local_port()), -1);
    }
  }
}

TEST(Grid2D, NeighborMovesOneStepAlongThePortsDimension) {
  Grid2D torus(8, 8, true);
  const int n = torus.node_at(7, 0);
  EXPECT_EQ(torus.neighbor(n, Grid2D::kXPlus), torus.node_at(0, 0));
  EXPECT_EQ(torus.neighbor(n, Grid2D::kXMinus), torus.node_at(6, 0));
  EXPECT_EQ(torus.neighbor(n, Grid2D::kYPlus), torus.node_at(7, 1));
  EXPECT_EQ(torus.neighbor(n, Grid2D::kYMinus), torus.node_at(7, 7));

  Grid2D mesh(8, 8, false);
  EXPECT_EQ(mesh.neighbor(n, Grid2D::kXPlus), -1);
  EXPECT_EQ(mesh.neighbor(n, Grid2D::kXMinus), mesh.node_at(6, 0));
  EXPECT_EQ(mesh.neighbor(n, Grid2D::kYPlus), mesh.node_at(7, 1));
  EXPECT_EQ(mesh.neighbor(n, Grid2D::kYMinus), -1);
}

TEST(Grid2D, SizeOneTorusDimensionHasNoSelfLoopChannel) {
  Grid2D ring(7, 1, true);
  for (int node = 0; node < ring.node_count(); ++node) {
    EXPECT_EQ(ring.neighbor(node, Grid2D::kYPlus), -1);
    EXPECT_EQ(ring.neighbor(node, Grid2D::kYMinus), -1);
  }
  EXPECT_EQ(ring.links().size(), 7u);
}

TEST(Grid2D, SizeTwoTorusDimensionListsBothChannelsOfThePair) {
  Grid2D g(2, 2, true);
  EXPECT_EQ(g.neighbor(0, Grid2D::kXPlus), 1);
  EXPECT_EQ(g.neighbor(0, Grid2D::kXMinus), 1);
  EXPECT_EQ(g.links().size(), 8u);
}

// Whatever the size: each channel joins a + port to its neighbour's opposite port, no port is
// used twice, and every connected port of every switch (with a node or without) is in exactly
// one channel.
void expect_links_cover_every_connected_port_once(const Topology& t) {
  std::set<std::pair<int, int>> ends;
  for (const LinkSpec& l : t.links()) {
    EXPECT_EQ(t.neighbor(l.node_a, l.port_a), l.node_b);
    EXPECT_EQ(t.neighbor(l.node_b, l.port_b), l.node_a);
    EXPECT_EQ(t.peer_port(l.node_a, l.port_a), l.port_b);
    EXPECT_TRUE(ends.insert({l.node_a, l.port_a}).second) << t.switch_name(l.node_a);
    EXPECT_TRUE(ends.insert({l.node_b, l.port_b}).second) << t.switch_name(l.node_b);
  }
  for (int sw = 0; sw < t.switch_count(); ++sw) {
    for (int port = 0; port < t.network_ports(); ++port) {
      EXPECT_EQ(ends.count({sw, port}), t.neighbor(sw, port) >= 0 ? 1u : 0u)
          << t.kind() << " " << t.switch_name(sw) << " " << t.port_name(port);
    }
  }
}

TEST(Grid2D, LinksListEveryChannelOnceWithTheExpectedCount) {
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    expect_links_cover_every_connected_port_once(g);
    size_t expected;
    if (c.wrap) {
      expected = size_t(c.nx >= 2 ? c.nx * c.ny : 0) + size_t(c.ny >= 2 ? c.nx * c.ny : 0);
    } else {
      expected = size_t((c.nx - 1) * c.ny + c.nx * (c.ny - 1));
    }
    EXPECT_EQ(g.links().size(), expected) << g.kind() << " " << c.nx << "x" << c.ny;
  }
  EXPECT_EQ(Grid2D(8, 8, true).links().size(), 2u * 8 * 8);
  EXPECT_EQ(Grid2D(4, 4, false).links().size(), 3u * 4 + 4u * 3);
}

TEST(Grid2D, NamesNodesByCoordinatesAndPortsByDirection) {
  Grid2D g(8, 6, true);
  EXPECT_EQ(g.node_name(g.node_at(3, 5)), "n3_5");
  EXPECT_EQ(g.node_name(0), "n0_0");
  EXPECT_EQ(g.port_name(Grid2D::kXPlus), "xp");
  EXPECT_EQ(g.port_name(Grid2D::kXMinus), "xm");
  EXPECT_EQ(g.port_name(Grid2D::kYPlus), "yp");
  EXPECT_EQ(g.port_name(Grid2D::kYMinus), "ym");
  EXPECT_EQ(g.port_name(g.local_port()), "local");
  EXPECT_EQ(g.local_port(), 4);
  EXPECT_EQ(g.switch_ports(), 5);
  EXPECT_EQ(g.kind(), "torus2d");
  EXPECT_EQ(Grid2D(2, 2, false).kind(), "mesh2d");
}

TEST(Grid2D, DiameterMatchesTheFormulaAndABreadthFirstSearch) {
  EXPECT_EQ(Grid2D(8, 8, true).diameter(), 8);
  EXPECT_EQ(Grid2D(5, 3, true).diameter(), 3);
  EXPECT_EQ(Grid2D(4, 4, false).diameter(), 6);
  EXPECT_EQ(Grid2D(5, 3, false).diameter(), 6);
  for (const GridCase& c : kGrids) {
    Grid2D g(c.nx, c.ny, c.wrap);
    EXPECT_EQ(g.diameter(), bfs_diameter(g)) << g.kind() << " " << c.nx << "x" << c.ny;
  }
}

// A Config with `settings` applied over the defaults.
Config config_with(const std::vector<std::pair<std::string, std::string>>& settings) {
  Config c;
  for (const auto& [key, value] : settings) c.set(key, value, "test");
  return c;
}

TEST(TopologyRegistry, ListsMeshAndTorusSorted) {
  const std::vector<std::string> names = topology_registry().names();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_NE(std::find(names.begin(), names.end(), "mesh2d"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "torus2d"), names.end());
}

TEST(TopologyRegistry, BuildsTheRequestedKindAndSize) {
  auto t = make_topology(
      config_with({{"topology.kind", "mesh2d"}, {"topology.nx", "5"}, {"topology.ny", "3"}}));
  EXPECT_EQ(t->kind(), "mesh2d");
  EXPECT_EQ(t->node_count(), 15);
  EXPECT_EQ(t->description(), "mesh2d 5x3");
  EXPECT_EQ(make_topology(config_with({{"topology.kind", "torus2d"}}))->kind(), "torus2d");
}

TEST(TopologyRegistry, UnknownKindThrowsConfigErrorNamingTopologyKind) {
  try {
    make_topology(config_with({{"topology.kind", "hypercube9"}}));
    FAIL() << "no exception";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "topology.kind");
    EXPECT_NE(std::string(e.what()).find("'hypercube9'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("mesh2d"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("torus2d"), std::string::npos) << e.what();
  }
}

TEST(TopologyRegistry, GridFactoriesRefuseBadSizesNamingTheKey) {
  for (const std::string kind : {"mesh2d", "torus2d"}) {
    for (auto [nx, ny, key] : {std::tuple{0, 4, "topology.nx"}, std::tuple{4, -1, "topology.ny"},
                               std::tuple{512, 512, "topology.nx"}}) {
      try {
        make_topology(config_with({{"topology.kind", kind},
                                   {"topology.nx", std::to_string(nx)},
                                   {"topology.ny", std::to_string(ny)}}));
        ADD_FAILURE() << kind << " " << nx << "x" << ny << " accepted";
      } catch (const ConfigError& e) {
        EXPECT_EQ(e.key(), key) << kind << " " << nx << "x" << ny;
      }
    }
  }
}

// Contract every registered topology keeps at the default parameters (only the kind set).
TEST(TopologyRegistry, EveryRegisteredTopologyHasConsistentLinksNamesAndDiameter) {
  for (const std::string& kind : topology_registry().names()) {
    SCOPED_TRACE(kind);
    auto t = make_topology(config_with({{"topology.kind", kind}}));
    EXPECT_EQ(t->kind(), kind);
    EXPECT_GT(t->node_count(), 0);
    expect_links_cover_every_connected_port_once(*t);
    EXPECT_EQ(t->diameter(), bfs_diameter(*t));
    EXPECT_GE(t->switch_count(), t->node_count());
    std::set<std::string> names;
    for (int sw = 0; sw < t->switch_count(); ++sw) names.insert(t->switch_name(sw));
    EXPECT_EQ(names.size(), size_t(t->switch_count())) << "switch names must be distinct";
    for (int node = 0; node < t->node_count(); ++node) {
      EXPECT_EQ(t->switch_name(node), t->node_name(node));
    }
    EXPECT_EQ(t->port_name(t->local_port()), "local");
    // Coordinates, where the topology has them, number the nodes one to one.
    if (t->dimensions() > 0) {
      for (int node = 0; node < t->node_count(); ++node) {
        std::vector<int> c;
        for (int d = 0; d < t->dimensions(); ++d) c.push_back(t->coordinate(node, d));
        EXPECT_EQ(t->node_at(c), node);
      }
      for (int d = 0; d < t->dimensions(); ++d) {
        for (int dir : {+1, -1}) {
          const int port = t->port_toward(d, dir);
          if (port < 0) continue;
          for (int node = 0; node < t->node_count(); ++node) {
            const int next = t->neighbor(node, port);
            if (next < 0) continue;
            const int c = t->coordinate(node, d);
            const int n = t->extent(d);
            // Only where the step exists (a hypercube's port leads both ways along its bit).
            if (!t->wraps(d) && (c + dir < 0 || c + dir >= n)) continue;
            EXPECT_EQ(t->coordinate(next, d), t->wraps(d) ? (c + dir + n) % n : c + dir);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::net
