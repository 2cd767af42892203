// HPAM topology tests: eq. 1's inter-level links, the meshes of every level, names, ports, the
// diameter and the per-level keys' errors.
//
// Brute force over every (switch, port) of a set of shapes that includes one processor on top,
// equal widths (f = 1), three and four levels and single-row levels; the diameter against a
// breadth-first search from every node of each shape.
#include "net/topology/hpam.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "base/errors.h"
#include "common/searched_diameter.h"

namespace ccsim::net {
namespace {

const std::vector<std::vector<HpamLevel>> kShapes = {{{1, 1}, {4, 4}},
                                                     {{2, 2}, {4, 8}},
                                                     {{4, 4}, {16, 16}},
                                                     {{2, 4}, {3, 4}},
                                                     {{1, 2}, {1, 8}, {2, 8}},
                                                     {{3, 1}, {2, 2}, {1, 8}},
                                                     {{1, 1}, {1, 2}, {2, 4}, {1, 16}},
                                                     {{2, 1}, {1, 16}},
                                                     {{1, 1}, {5, 2}}};

std::string shape_name(const Hpam& t) { return t.description(); }

TEST(Hpam, Eq1JoinsEveryTopRowProcessorToTheBottomRowProcessorAboveItsColumn) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    SCOPED_TRACE(shape_name(t));
    for (int l = 1; l < t.levels(); ++l) {
      const int f = t.cols(l) / t.cols(l - 1);
      for (int a = 0; a < t.cols(l); ++a) {
        const int below = t.node_at(l, 0, a);
        const int above = t.node_at(l - 1, t.rows(l - 1) - 1, a / f);  // b = floor(a / f_l)
        EXPECT_EQ(t.neighbor(below, Hpam::kUp), above);
        EXPECT_EQ(t.neighbor(above, t.peer_port(below, Hpam::kUp)), below);
      }
      // Exactly f links down from each bottom-row processor of the level above, none elsewhere.
      for (int node = t.first_node(l - 1); node < t.first_node(l); ++node) {
        int down = 0;
        for (int port = Hpam::kDown0; port < t.network_ports(); ++port) {
          down += t.neighbor(node, port) >= 0;
        }
        EXPECT_EQ(down, t.row_of(node) == t.rows(l - 1) - 1 ? f : 0) << t.node_name(node);
      }
    }
    for (int node = 0; node < t.first_node(1); ++node) EXPECT_EQ(t.neighbor(node, Hpam::kUp), -1);
  }
}

TEST(Hpam, EachLevelIsAMeshOfItsRowsAndColumns) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    SCOPED_TRACE(shape_name(t));
    for (int node = 0; node < t.node_count(); ++node) {
      const int l = t.level_of(node), r = t.row_of(node), c = t.col_of(node);
      EXPECT_EQ(t.node_at(l, r, c), node);
      const int xp = t.neighbor(node, Hpam::kXPlus);
      const int yp = t.neighbor(node, Hpam::kYPlus);
      EXPECT_EQ(xp, c + 1 < t.cols(l) ? t.node_at(l, r, c + 1) : -1);
      EXPECT_EQ(yp, r + 1 < t.rows(l) ? t.node_at(l, r + 1, c) : -1);
      if (xp >= 0) {
        EXPECT_EQ(t.neighbor(xp, Hpam::kXMinus), node);
      }
      if (yp >= 0) {
        EXPECT_EQ(t.neighbor(yp, Hpam::kYMinus), node);
      }
      EXPECT_EQ(t.neighbor(node, t.local_port()), -1);
    }
  }
}

TEST(Hpam, LinksListEveryConnectedPortOnceAtBothEnds) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    SCOPED_TRACE(shape_name(t));
    std::set<std::pair<int, int>> ends;
    size_t mesh_links = 0;
    for (int l = 0; l < t.levels(); ++l) {
      mesh_links += size_t((t.cols(l) - 1) * t.rows(l) + t.cols(l) * (t.rows(l) - 1));
    }
    size_t inter_level = 0;
    for (int l = 1; l < t.levels(); ++l) inter_level += size_t(t.cols(l));
    const std::vector<LinkSpec> links = t.links();
    EXPECT_EQ(links.size(), mesh_links + inter_level);
    for (const LinkSpec& s : links) {
      EXPECT_EQ(t.neighbor(s.node_a, s.port_a), s.node_b);
      EXPECT_EQ(t.neighbor(s.node_b, s.port_b), s.node_a);
      EXPECT_EQ(t.peer_port(s.node_a, s.port_a), s.port_b);
      EXPECT_EQ(t.peer_port(s.node_b, s.port_b), s.port_a);
      EXPECT_TRUE(ends.insert({s.node_a, s.port_a}).second);
      EXPECT_TRUE(ends.insert({s.node_b, s.port_b}).second);
    }
    for (int sw = 0; sw < t.switch_count(); ++sw) {
      for (int port = 0; port < t.network_ports(); ++port) {
        EXPECT_EQ(ends.count({sw, port}), t.neighbor(sw, port) >= 0 ? 1u : 0u)
            << t.node_name(sw) << "." << t.port_name(port);
      }
    }
  }
}

TEST(Hpam, NamesNodesByLevelRowAndColumnAndPortsByDirection) {
  Hpam t({{1, 1}, {4, 4}});
  EXPECT_EQ(t.node_count(), 17);
  EXPECT_EQ(t.description(), "hpam 1x1/4x4");
  EXPECT_EQ(t.node_name(0), "l1_r0_c0");
  EXPECT_EQ(t.node_name(t.node_at(1, 2, 3)), "l2_r2_c3");
  EXPECT_EQ(t.node_at(1, 2, 3), 1 + 2 * 4 + 3);
  EXPECT_EQ(t.network_ports(), 9);  // xp xm yp ym up dn0..dn3
  const std::vector<std::string> ports = {"xp",  "xm",  "yp",  "ym",  "up",
                                          "dn0", "dn1", "dn2", "dn3", "local"};
  for (int p = 0; p <= t.local_port(); ++p) EXPECT_EQ(t.port_name(p), ports[size_t(p)]);
  EXPECT_EQ(t.neighbor(0, Hpam::kDown0 + 2), t.node_at(1, 0, 2));
  EXPECT_EQ(t.size_key(), "topology.level2_cols");
  EXPECT_EQ(t.routing(), "extended_xy");
}

TEST(Hpam, DiameterIsTheLongestShortestPathOfASearch) {
  for (const auto& shape : kShapes) {
    Hpam t(shape);
    EXPECT_EQ(t.diameter(), bfs_diameter(t)) << shape_name(t);
  }
  // Wide levels are closer through the level above: the ends of a 1x64 row are 2 hops apart
  // through the processor above it, not 63.
  Hpam wide({{1, 1}, {1, 64}});
  EXPECT_EQ(wide.diameter(), 2);
  EXPECT_EQ(wide.diameter(), bfs_diameter(wide));
}

Config hpam_config(const std::vector<std::pair<std::string, std::string>>& settings) {
  Config c;
  c.set("topology.kind", "hpam", "test");
  for (const auto& [key, value] : settings) c.set(key, value, "test");
  return c;
}

TEST(HpamFactory, BuildsTheConfiguredLevels) {
  auto t = make_topology(hpam_config({{"topology.levels", "3"},
                                      {"topology.level1_rows", "2"},
                                      {"topology.level1_cols", "2"},
                                      {"topology.level3_rows", "2"},
                                      {"topology.level3_cols", "16"}}));
  EXPECT_EQ(t->description(), "hpam 2x2/4x4/2x16");
  EXPECT_EQ(make_topology(hpam_config({}))->description(), "hpam 1x1/4x4");
}

TEST(HpamFactory, RefusesBadLevelsNamingTheKey) {
  const std::vector<std::pair<std::vector<std::pair<std::string, std::string>>, std::string>>
      cases = {
          {{{"topology.levels", "1"}}, "topology.levels"},
          {{{"topology.levels", "5"}}, "topology.levels"},
          {{{"topology.level2_cols", "6"}}, "topology.level2_cols"},  // not a power of two
          {{{"topology.level1_cols", "8"}}, "topology.level2_cols"},  // c1 > c2
          {{{"topology.level2_rows", "0"}}, "topology.level2_rows"},
          {{{"topology.level1_cols", "0"}}, "topology.level1_cols"},
          {{{"topology.level3_rows", "2"}}, "topology.level3_rows"},      // beyond the levels
          {{{"topology.level2_cols", "64"}}, "topology.level2_cols"},     // 64 links down
          {{{"topology.level2_rows", "65536"}}, "topology.level2_rows"},  // too many nodes
          {{{"node.all_port", "true"}}, "node.all_port"},                 // uni-port (§2.1)
      };
  for (const auto& [settings, key] : cases) {
    try {
      make_topology(hpam_config(settings));
      ADD_FAILURE() << settings.front().first << " = " << settings.front().second << " accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), key) << e.what();
    }
  }
}

}  // namespace
}  // namespace ccsim::net
