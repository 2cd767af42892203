// The channel dependency graph of a set of source routes, for the routing tests' deadlock
// checks: a vertex per (switch, output port, VC), an edge from each channel a route holds to the
// next one it requests. Wormhole routing on those routes is deadlock-free when it is acyclic
// (Dally and Seitz). Header-only.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "net/flit.h"
#include "net/topology/topology.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {

class ChannelDependencyGraph {
 public:
  explicit ChannelDependencyGraph(const net::Topology& t)
      : t_(t), edges_(size_t(t.switch_count() * t.switch_ports() * net::kMaxVcs)) {}

  void add_route(int src, const net::SourceRoute& r) {
    const std::vector<RouteHop> hops = route_links(t_, src, r);
    for (size_t i = 0; i + 1 < hops.size(); ++i) {
      edges_[id(hops[i])].push_back(id(hops[i + 1]));
    }
  }

  bool has_cycle() const {
    // Colours of an iterative depth-first search: 0 unvisited, 1 on the stack, 2 done.
    std::vector<int> colour(edges_.size(), 0);
    for (size_t root = 0; root < edges_.size(); ++root) {
      if (colour[root] != 0) continue;
      std::vector<std::pair<size_t, size_t>> stack{{root, 0}};
      colour[root] = 1;
      while (!stack.empty()) {
        auto& [v, next] = stack.back();
        if (next == edges_[v].size()) {
          colour[v] = 2;
          stack.pop_back();
          continue;
        }
        const size_t w = edges_[v][next++];
        if (colour[w] == 1) return true;
        if (colour[w] == 0) {
          colour[w] = 1;
          stack.push_back({w, 0});
        }
      }
    }
    return false;
  }

 private:
  size_t id(const RouteHop& h) const {
    return size_t((h.node * t_.switch_ports() + h.port) * net::kMaxVcs + h.vc);
  }
  const net::Topology& t_;
  std::vector<std::vector<size_t>> edges_;
};

}  // namespace ccsim::sw
