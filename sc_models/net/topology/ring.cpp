// Topology ring: n nodes in a cycle, each joined to the next by one bidirectional channel.
//
// A ring is a one-dimensional torus: node id = position; ports 0 = + ("xp", towards the next
// node), 1 = - ("xm"), 2 = local. Each channel joins a node's + port to the next node's -
// port, so dimension-order routing with dateline VCs, the coordinate-based traffic patterns
// and message passing work on it unchanged. n = 2 has two distinct channels between the two
// nodes (as a 2-wide torus dimension does); n = 1 has none.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::net {
namespace {

constexpr int kMaxRingNodes = 1 << 16;  // node ids are 16 bits in the info word

const KeyDeclaration kKeys({{"topology.nodes", KeyType::kInt, "8", "nodes",
                             "nodes on the ring (ring)", "ring"}});

class Ring final : public Topology {
 public:
  explicit Ring(int n) : n_(n) {}
  std::string kind() const override { return "ring"; }
  std::string description() const override { return "ring " + std::to_string(n_); }
  int node_count() const override { return n_; }
  int network_ports() const override { return 2; }
  int neighbor(int node, int port) const override {
    if (node < 0 || node >= n_ || n_ < 2) return -1;
    if (port == 0) return (node + 1) % n_;
    if (port == 1) return (node + n_ - 1) % n_;
    return -1;
  }
  int peer_port(int node, int port) const override {
    (void)node;
    return port ^ 1;
  }
  std::vector<LinkSpec> links() const override {
    std::vector<LinkSpec> result;
    if (n_ < 2) return result;
    for (int node = 0; node < n_; ++node) result.push_back({node, 0, (node + 1) % n_, 1});
    return result;
  }
  int diameter() const override { return n_ / 2; }
  std::string size_key() const override { return "topology.nodes"; }
  std::string node_name(int node) const override { return "n" + std::to_string(node); }
  std::string port_name(int port) const override {
    static const char* const kNames[] = {"xp", "xm", "local"};
    if (port < 0 || port > local_port()) throw std::out_of_range("Ring::port_name: bad port");
    return kNames[port];
  }
  int dimensions() const override { return 1; }
  int extent(int dim) const override {
    (void)dim;
    return n_;
  }
  bool wraps(int dim) const override {
    (void)dim;
    return true;
  }
  int port_toward(int dim, int dir) const override { return dim == 0 ? (dir > 0 ? 0 : 1) : -1; }

 private:
  int n_;
};

std::unique_ptr<Topology> make_ring(const Config& config) {
  const int n = config.int_in("topology.nodes", 1, kMaxRingNodes,
                              "must be in 1.." + std::to_string(kMaxRingNodes) +
                                  " (node ids are 16 bits in the info word)");
  return std::make_unique<Ring>(n);
}

CCSIM_REGISTER_TOPOLOGY("ring", "ring of topology.nodes nodes (a one-dimensional torus)",
                        make_ring);

}  // namespace
}  // namespace ccsim::net
