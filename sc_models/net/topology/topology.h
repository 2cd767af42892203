// Topology descriptions: which switch port joins which, with names by coordinate.
//
// Pure C++ (no SystemC): the machine builder turns a Topology into switches and links, and node
// software reads it to compute source routes. Switches are numbered 0 .. switch_count() - 1:
// switch i < node_count() carries node i (switch id = node id), the others carry no node (the
// inner switches of a multistage network). Every switch has the same ports, network_ports()
// network ports numbered from 0 and one local port (injection in, ejection out) numbered
// network_ports(); a port a topology does not wire (a mesh's edge, a node-less switch's local
// port) is left unconnected.
// Topologies register by name (CCSIM_REGISTER_TOPOLOGY) and declare their own size keys
// beside their builder; make_topology() builds the one topology.kind names.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/registry.h"

namespace ccsim::net {

// One bidirectional channel between port `port_a` of switch `node_a` and `port_b` of switch
// `node_b` (switch ids: a node's id where the switch carries one).
struct LinkSpec {
  int node_a = 0;
  int port_a = 0;
  int node_b = 0;
  int port_b = 0;
};

class Topology {
 public:
  virtual ~Topology() = default;
  virtual std::string kind() const = 0;
  // Kind and size for reports: "torus2d 8x8".
  virtual std::string description() const = 0;
  virtual int node_count() const = 0;
  // Switches in all, node_count() or more: those from node_count() on carry no node.
  virtual int switch_count() const { return node_count(); }
  virtual int network_ports() const = 0;
  int local_port() const { return network_ports(); }
  int switch_ports() const { return network_ports() + 1; }
  // The switch reached through `port` of switch `node` (a node's switch or one without a
  // node), or -1 where the port is unconnected.
  virtual int neighbor(int node, int port) const = 0;
  // The port of neighbor(node, port) at which that channel arrives.
  virtual int peer_port(int node, int port) const = 0;
  virtual std::vector<LinkSpec> links() const = 0;
  // Whether worms cross every channel from its node_a end to its node_b end only (a multistage
  // network, whose channels lead from stage to stage); false: both ways, as on every grid.
  virtual bool one_way_channels() const { return false; }
  // The most channels a worm crosses between two nodes on a shortest path.
  virtual int diameter() const = 0;
  // The routing policy (sw/routing/) a run uses here unless routing.policy names another.
  virtual std::string routing() const { return "dimension_order"; }
  // The key that sets how many nodes there are, named when a run is too large for the host.
  virtual std::string size_key() const = 0;
  virtual std::string node_name(int node) const = 0;  // e.g. "n3_5" (x = 3, y = 5)
  // A switch's name: its node's name, or the topology's own for a switch without a node.
  virtual std::string switch_name(int sw) const { return node_name(sw); }
  virtual std::string port_name(int port) const = 0;  // e.g. "xp", "local"

  // Coordinates, for routing policies, plans and traffic patterns that work on any topology of
  // this shape without knowing its class: a node id is a mixed-radix number of dimensions()
  // digits, dimension 0 fastest, digit d in [0, extent(d)). A topology without coordinates
  // (one that is not a grid of any dimension) has dimensions() == 0.
  virtual int dimensions() const = 0;
  virtual int extent(int dim) const = 0;
  virtual bool wraps(int dim) const = 0;
  // The port that leaves any node one step along `dim` in direction `dir` (+1 or -1), or -1
  // when the topology has no such port. Where the step exists, the neighbour reached through
  // it is neighbor(node, port_toward(dim, dir)).
  virtual int port_toward(int dim, int dir) const = 0;
  int coordinate(int node, int dim) const;
  int node_at(const std::vector<int>& coordinates) const;
};

// A square 2D torus (n x n), the machine of phased AAPC (004).
bool is_square_torus(const Topology& t);

// 2D grid (mesh or torus). Node id = y * nx + x. Ports: 0 = +x, 1 = -x, 2 = +y, 3 = -y, 4 local.
class Grid2D : public Topology {
 public:
  static constexpr int kXPlus = 0;
  static constexpr int kXMinus = 1;
  static constexpr int kYPlus = 2;
  static constexpr int kYMinus = 3;

  Grid2D(int nx, int ny, bool wrap);
  std::string kind() const override { return wrap_ ? "torus2d" : "mesh2d"; }
  std::string description() const override;
  int node_count() const override { return nx_ * ny_; }
  int network_ports() const override { return 4; }
  int neighbor(int node, int port) const override;
  // Channels join a + port to the - port of the same dimension: +x (0) to -x (1), and so on.
  int peer_port(int node, int port) const override {
    (void)node;
    return port ^ 1;
  }
  std::vector<LinkSpec> links() const override;
  int diameter() const override;
  // The larger of nx and ny's keys (topology.nx when they are equal).
  std::string size_key() const override { return ny_ > nx_ ? "topology.ny" : "topology.nx"; }
  std::string node_name(int node) const override;
  std::string port_name(int port) const override;

  int dimensions() const override { return 2; }
  int extent(int dim) const override { return dim == 0 ? nx_ : ny_; }
  bool wraps(int dim) const override {
    (void)dim;
    return wrap_;
  }
  // +x = 0, -x = 1, +y = 2, -y = 3.
  int port_toward(int dim, int dir) const override { return 2 * dim + (dir > 0 ? 0 : 1); }
  using Topology::node_at;

  int nx() const { return nx_; }
  int ny() const { return ny_; }
  bool wraps() const { return wrap_; }
  int x_of(int node) const { return node % nx_; }
  int y_of(int node) const { return node / nx_; }
  int node_at(int x, int y) const { return y * nx_ + x; }

 private:
  int nx_;
  int ny_;
  bool wrap_;
};

// Registry of topologies by name (the key topology.kind selects one). A builder reads its
// own keys from the configuration and throws ConfigError naming the key.
struct TopologyEntry {
  std::string description;
  std::function<std::unique_ptr<Topology>(const Config&)> make;
};
Registry<TopologyEntry>& topology_registry();

// The topology topology.kind names, built from its keys.
std::unique_ptr<Topology> make_topology(const Config& config);

}  // namespace ccsim::net

#define CCSIM_REGISTER_TOPOLOGY(name, description, factory)                   \
  CCSIM_REGISTER(topology_##factory, ::ccsim::net::topology_registry(), name, \
                 ::ccsim::net::TopologyEntry{description, factory})
