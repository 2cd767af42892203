// Topology descriptions: which switch port of which node joins which, with names by coordinate.
//
// Pure C++ (no SystemC): the machine builder turns a Topology into switches and links, and node
// software reads it to compute source routes. Every switch has network_ports() network ports
// numbered from 0 and one local port (injection in, ejection out) numbered network_ports().
// Topologies register by name (CCSIM_REGISTER_TOPOLOGY) and are built from TopologyParams.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ccsim::net {

struct TopologyParams {
  std::string kind = "torus2d";  // registry name
  int nx = 8;                    // nodes along x (columns)
  int ny = 8;                    // nodes along y (rows)
};

// One bidirectional channel between port `port_a` of node `node_a` and `port_b` of `node_b`.
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
  virtual int node_count() const = 0;
  virtual int network_ports() const = 0;
  int local_port() const { return network_ports(); }
  int switch_ports() const { return network_ports() + 1; }
  // Neighbour reached through `port` of `node`, or -1 where the port is unconnected.
  virtual int neighbor(int node, int port) const = 0;
  virtual std::vector<LinkSpec> links() const = 0;
  virtual int diameter() const = 0;
  virtual std::string node_name(int node) const = 0;  // e.g. "n3_5" (x = 3, y = 5)
  virtual std::string port_name(int port) const = 0;  // e.g. "xp", "local"
};

// 2D grid (mesh or torus). Node id = y * nx + x. Ports: 0 = +x, 1 = -x, 2 = +y, 3 = -y, 4 local.
class Grid2D : public Topology {
 public:
  static constexpr int kXPlus = 0;
  static constexpr int kXMinus = 1;
  static constexpr int kYPlus = 2;
  static constexpr int kYMinus = 3;

  Grid2D(int nx, int ny, bool wrap);
  std::string kind() const override { return wrap_ ? "torus2d" : "mesh2d"; }
  int node_count() const override { return nx_ * ny_; }
  int network_ports() const override { return 4; }
  int neighbor(int node, int port) const override;
  std::vector<LinkSpec> links() const override;
  int diameter() const override;
  std::string node_name(int node) const override;
  std::string port_name(int port) const override;

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

// Registry of topologies by name; a factory checks its parameters and throws ConfigError.
using TopologyFactory = std::function<std::unique_ptr<Topology>(const TopologyParams&)>;
std::map<std::string, TopologyFactory>& topology_registry();
std::unique_ptr<Topology> make_topology(const TopologyParams& params);
std::vector<std::string> topology_names();

struct TopologyRegistrar {
  TopologyRegistrar(const std::string& name, TopologyFactory factory) {
    topology_registry()[name] = std::move(factory);
  }
};

}  // namespace ccsim::net

#define CCSIM_REGISTER_TOPOLOGY(name, factory) \
  static ::ccsim::net::TopologyRegistrar ccsim_topology_registrar_##factory(name, factory)
