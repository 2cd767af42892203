// The longest shortest path between two nodes of a topology, by a breadth-first search from
// every node over every switch, following each channel the ways worms cross it: what a
// topology's diameter() must give. Header-only.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::net {

inline int bfs_diameter(const Topology& t) {
  std::vector<std::vector<int>> next(size_t(t.switch_count()));
  for (const LinkSpec& l : t.links()) {
    next[size_t(l.node_a)].push_back(l.node_b);
    if (!t.one_way_channels()) next[size_t(l.node_b)].push_back(l.node_a);
  }
  int longest = 0;
  for (int src = 0; src < t.node_count(); ++src) {
    std::vector<int> dist(size_t(t.switch_count()), -1);
    std::vector<int> frontier{src};
    dist[size_t(src)] = 0;
    for (size_t i = 0; i < frontier.size(); ++i) {
      const int sw = frontier[i];
      for (const int to : next[size_t(sw)]) {
        if (dist[size_t(to)] >= 0) continue;
        dist[size_t(to)] = dist[size_t(sw)] + 1;
        if (to < t.node_count()) longest = std::max(longest, dist[size_t(to)]);
        frontier.push_back(to);
      }
    }
  }
  return longest;
}

}  // namespace ccsim::net
