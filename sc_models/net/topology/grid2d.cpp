// 2D grid topologies: mesh2d (open edges) and torus2d (wraparound links in both dimensions).
//
// Node id = y * nx + x. Ports: 0 = +x ("xp"), 1 = -x ("xm"), 2 = +y ("yp"), 3 = -y ("ym"),
// 4 = local. Every channel joins a node's + port to its neighbour's - port in the same
// dimension, so ports come in opposite pairs (p ^ 1). links() lists every bidirectional
// channel once, in node order, the x channel before the y channel.
//
// Sizes (decided here, checked by the factories):
// - nx, ny >= 1 on both kinds; nx * ny <= 65536 since the info word carries a 16-bit node id.
// - A torus dimension of size 2 has two distinct channels between the same pair of nodes
//   (0.xp-1.xm and 1.xp-0.xm), as a 2-node ring built from the same switch would; both are
//   listed, so links() has 2 * nx * ny channels whenever nx, ny >= 2.
// - A torus dimension of size 1 has no channel (a self-loop from a node's + port to its own
//   - port carries nothing useful): those ports are unconnected, so torus2d with ny = 1 is a
//   ring of nx nodes.
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "base/errors.h"
#include "net/topology/topology.h"

namespace ccsim::net {

namespace {

constexpr int kMaxGridNodes = 1 << 16;

// Coordinate one step from `c` in direction `dir` (+1 or -1) along a dimension of `n` nodes,
// or -1 off the edge of a mesh or along a torus dimension of size 1.
int step(int c, int dir, int n, bool wrap) {
  if (wrap) return n < 2 ? -1 : (c + dir + n) % n;
  int next = c + dir;
  return next < 0 || next >= n ? -1 : next;
}

}  // namespace

Grid2D::Grid2D(int nx, int ny, bool wrap) : nx_(nx), ny_(ny), wrap_(wrap) {
  // The factories refuse bad sizes with ConfigError; this guards direct construction.
  if (nx < 1 || ny < 1) throw std::invalid_argument("Grid2D: nx and ny must be >= 1");
}

int Grid2D::neighbor(int node, int port) const {
  if (node < 0 || node >= node_count()) throw std::out_of_range("Grid2D::neighbor: bad node");
  const int x = x_of(node);
  const int y = y_of(node);
  switch (port) {
    case kXPlus:
    case kXMinus: {
      const int nx = step(x, port == kXPlus ? +1 : -1, nx_, wrap_);
      return nx < 0 ? -1 : node_at(nx, y);
    }
    case kYPlus:
    case kYMinus: {
      const int ny = step(y, port == kYPlus ? +1 : -1, ny_, wrap_);
      return ny < 0 ? -1 : node_at(x, ny);
    }
    default:
      return -1;  // the local port and anything beyond it join no other node
  }
}

std::vector<LinkSpec> Grid2D::links() const {
  std::vector<LinkSpec> result;
  for (int node = 0; node < node_count(); ++node) {
    // Listing each channel from its + end only is what makes every channel appear once.
    for (int port : {kXPlus, kYPlus}) {
      const int other = neighbor(node, port);
      if (other >= 0) result.push_back(LinkSpec{node, port, other, port + 1});
    }
  }
  return result;
}

int Grid2D::diameter() const {
  if (wrap_) return nx_ / 2 + ny_ / 2;
  return (nx_ - 1) + (ny_ - 1);
}

std::string Grid2D::description() const {
  return kind() + " " + std::to_string(nx_) + "x" + std::to_string(ny_);
}

std::string Grid2D::node_name(int node) const {
  if (node < 0 || node >= node_count()) throw std::out_of_range("Grid2D::node_name: bad node");
  return "n" + std::to_string(x_of(node)) + "_" + std::to_string(y_of(node));
}

std::string Grid2D::port_name(int port) const {
  static const char* const kNames[] = {"xp", "xm", "yp", "ym", "local"};
  if (port < 0 || port > local_port()) throw std::out_of_range("Grid2D::port_name: bad port");
  return kNames[port];
}

namespace {

const KeyDeclaration kKeys({
    {"topology.nx", KeyType::kInt, "8", "nodes", "nodes along x (columns): mesh2d, torus2d",
     "grid2d"},
    {"topology.ny", KeyType::kInt, "8", "nodes", "nodes along y (rows): mesh2d, torus2d", "grid2d"},
});

std::unique_ptr<Topology> make_grid(const Config& config, bool wrap) {
  const int nx = config.positive("topology.nx");
  const int ny = config.positive("topology.ny");
  if (int64_t(nx) * ny > kMaxGridNodes) {
    config.fail("topology.nx", "nx * ny = " + std::to_string(int64_t(nx) * ny) + " exceeds " +
                                   std::to_string(kMaxGridNodes) +
                                   " nodes (node ids are 16 bits in the info word)");
  }
  return std::make_unique<Grid2D>(nx, ny, wrap);
}

std::unique_ptr<Topology> make_torus2d(const Config& config) { return make_grid(config, true); }

std::unique_ptr<Topology> make_mesh2d(const Config& config) { return make_grid(config, false); }

CCSIM_REGISTER_TOPOLOGY("torus2d", "2D torus of topology.nx x topology.ny nodes", make_torus2d);
CCSIM_REGISTER_TOPOLOGY("mesh2d", "2D mesh of topology.nx x topology.ny nodes", make_mesh2d);

}  // namespace

}  // namespace ccsim::net
