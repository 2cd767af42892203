// Topology hypercube: the binary d-cube of the CM-200 (paper 000 §3), with one or a pair of
// bidirectional channels per edge.
//
// Node id = binary address: the neighbour across dimension k is id ^ (1 << k). With
// topology.channels_per_edge = C, channel c (0 or 1) of dimension k leaves every node through
// port k + c * d and arrives at the same port of the neighbour, so ports 0 .. d - 1 form the
// plain cube and, with C = 2, ports d .. 2d - 1 its twin ("d3" for C = 1; "d3a", "d3b" for
// C = 2); port C * d is local. links() lists each channel once, from the end whose bit is 0,
// in node order, dimension by dimension, channel 0 first.
//
// For the coordinate-based code (dimension-order routing, traffic patterns) the cube is a
// d-dimensional mesh of extent 2 without wraparound: coordinate k is bit k, and a step along
// dimension k in either direction leaves through channel 0 of that dimension. Dimension-order
// routing is then e-cube routing (lowest dimension first), deadlock-free on one VC.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::net {
namespace {

constexpr int kMaxDim = 11;  // 2048 nodes, the largest CM-200

const KeyDeclaration kKeys({
    {"topology.dim", KeyType::kInt, "4", "dimensions",
     "dimension d of the binary d-cube: 2^d nodes, 1..11 (hypercube)", "hypercube"},
    {"topology.channels_per_edge", KeyType::kInt, "1", "channels",
     "bidirectional channels between neighbours: 1, or 2 as on the CM-200 (hypercube)",
     "hypercube"},
});

class Hypercube final : public Topology {
 public:
  Hypercube(int dim, int channels) : d_(dim), channels_(channels) {}
  std::string kind() const override { return "hypercube"; }
  std::string description() const override {
    return "hypercube d=" + std::to_string(d_) + " (" + std::to_string(node_count()) + " nodes, " +
           std::to_string(channels_) + " channel" + (channels_ > 1 ? "s" : "") + " per edge)";
  }
  int node_count() const override { return 1 << d_; }
  int network_ports() const override { return channels_ * d_; }
  int neighbor(int node, int port) const override {
    if (node < 0 || node >= node_count() || port < 0 || port >= network_ports()) return -1;
    return node ^ (1 << (port % d_));
  }
  int peer_port(int node, int port) const override {
    (void)node;
    return port;  // the channel arrives at the same port: both ends cross the same dimension
  }
  std::vector<LinkSpec> links() const override {
    std::vector<LinkSpec> result;
    result.reserve(size_t(node_count() / 2) * size_t(network_ports()));
    for (int node = 0; node < node_count(); ++node) {
      for (int k = 0; k < d_; ++k) {
        if (node & (1 << k)) continue;  // listed from the end whose bit is 0
        for (int c = 0; c < channels_; ++c) {
          const int port = k + c * d_;
          result.push_back(LinkSpec{node, port, node | (1 << k), port});
        }
      }
    }
    return result;
  }
  int diameter() const override { return d_; }
  std::string size_key() const override { return "topology.dim"; }
  std::string node_name(int node) const override {
    if (node < 0 || node >= node_count()) {
      throw std::out_of_range("Hypercube::node_name: bad node");
    }
    return "n" + std::to_string(node);
  }
  std::string port_name(int port) const override {
    if (port < 0 || port > local_port()) throw std::out_of_range("Hypercube::port_name: bad port");
    if (port == local_port()) return "local";
    const std::string name = "d" + std::to_string(port % d_);
    return channels_ == 1 ? name : name + char('a' + port / d_);
  }
  int dimensions() const override { return d_; }
  int extent(int dim) const override {
    (void)dim;
    return 2;
  }
  bool wraps(int dim) const override {
    (void)dim;
    return false;
  }
  int port_toward(int dim, int dir) const override {
    (void)dir;
    return dim >= 0 && dim < d_ ? dim : -1;
  }

 private:
  int d_;
  int channels_;
};

std::unique_ptr<Topology> make_hypercube(const Config& config) {
  const int dim = config.int_in(
      "topology.dim", 1, kMaxDim,
      "must be in 1.." + std::to_string(kMaxDim) + " (up to 2048 nodes, the largest CM-200)");
  const int channels = config.int_in("topology.channels_per_edge", 1, 2, "must be 1 or 2");
  return std::make_unique<Hypercube>(dim, channels);
}

CCSIM_REGISTER_TOPOLOGY("hypercube",
                        "binary d-cube of 2^topology.dim nodes, topology.channels_per_edge "
                        "channels per edge",
                        make_hypercube);

}  // namespace
}  // namespace ccsim::net
