// aapc.msgpass: all-to-all personalized exchange by message passing (004 §3, Figure 6).
//
// Each node hands the network one buffered, non-blocking send per destination (itself
// included), paying node.msg_overhead_cycles of software per message, in an order that is
// random (seeded by sim.seed and the node id) or the phased schedule's. Routes come from the
// routing policy routing.policy (by default dimension order with dateline VCs: iWarp's e-cube
// router with torus capability, §3.1);
// the deposit engine puts every block straight into the destination's receive block. A pair
// whose block is empty (algorithm.block_sizes) sends no message; each receiver knows from the
// sizes how many messages to wait for.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_algorithm.h"
#include "collectives/aapc/aapc_phased_plan.h"
#include "msgpass/message_passing.h"
#include "routing/routing_policy.h"
#include "traffic/rng.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"algorithm.send_order", KeyType::kString, "random", "",
     "aapc.msgpass send order: random | phased", "aapc.msgpass"},
});

class AapcMsgpass : public AapcAlgorithm {
 public:
  AapcMsgpass(const Config& config, const net::Topology& topology,
              const net::MachineParams& machine)
      : AapcAlgorithm(config, topology) {
    seed_ = config.get_uint64("sim.seed");
    mp_vc_ = config.int_in(
        "algorithm.mp_vc", 0, machine.router.num_vcs - 1,
        "must be below switch.num_vcs (" + std::to_string(machine.router.num_vcs) + ")");
    const std::string& order = config.one_of("algorithm.send_order", {"random", "phased"});
    const RoutingPolicy& policy =
        routing_policy(config, topology, machine, mp_vc_, "algorithm.mp_vc");
    route_ = policy.route;
    message_vcs_ = vc_span(mp_vc_, policy.vcs_needed(topology));
    if (order == "phased") {
      if (!net::is_square_torus(topology)) {
        config.fail("algorithm.send_order",
                    "'phased' needs a square torus2d (the phased AAPC schedule)");
      }
      phased_order_ = phased_orders();
    }
  }

  uint32_t message_vcs() const override { return message_vcs_; }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int nodes = topology().node_count();
    std::vector<int> order;
    if (!phased_order_.empty()) {
      order = phased_order_[size_t(me)];
    } else {
      order.resize(size_t(nodes));
      for (int d = 0; d < nodes; ++d) order[size_t(d)] = d;
      Rng rng(seed_ * 0x9E3779B97F4A7C15ULL + uint64_t(me));
      for (int i = nodes - 1; i > 0; --i)
        std::swap(order[size_t(i)], order[rng.below(uint32_t(i + 1))]);
    }
    MessagePassing mp(api,
                      [this](int src, int dst) { return route_(topology(), src, dst, mp_vc_); });
    // A pair with an empty block (algorithm.block_sizes) sends nothing at all.
    for (const int d : order) {
      const uint32_t words = blocks().words(me, d);
      if (words > 0) mp.send(d, blocks().send_block(d), words, blocks().receive_block(me));
    }
    mp.wait_all_sends();
    mp.wait_received(uint64_t(blocks().sizes().nonempty_sources(me)));
  }

 private:
  // Destinations of each node in the phased schedule's order (bidirectional plan).
  std::vector<std::vector<int>> phased_orders() const {
    const AapcPhasedPlan plan = plan_aapc_phased(topology().extent(0), true, "topology.nx");
    std::vector<std::vector<int>> orders(size_t(topology().node_count()));
    for (const auto& phase : plan.phases) {
      for (const auto& m : phase.messages) {
        orders[size_t(topology().node_at({m.src_x, m.src_y}))].push_back(
            topology().node_at({m.dst_x, m.dst_y}));
      }
    }
    return orders;
  }

  uint64_t seed_ = 1;
  int mp_vc_ = 0;
  uint32_t message_vcs_ = 0;
  std::function<net::SourceRoute(const net::Topology&, int, int, int)> route_;
  std::vector<std::vector<int>> phased_order_;
};

std::unique_ptr<Algorithm> make_aapc_msgpass(const Config& config, const net::Topology& topology,
                                             const net::MachineParams& machine) {
  return std::make_unique<AapcMsgpass>(config, topology, machine);
}

// Per (source, destination) pair: its place in the send order.
void estimate_aapc_msgpass_memory(const Config& config, const net::Topology& topology,
                                  MemoryEstimate& estimate) {
  estimate_aapc_memory(config, topology, sizeof(int), estimate);
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("aapc.msgpass",
                         "AAPC by buffered non-blocking message passing (004 §3, Figure 6); "
                         "algorithm.send_order = random | phased",
                         runs_on({"torus2d", "mesh2d", "ring", "hypercube", "banyan", "hpam"},
                                 {"algorithm.block_bytes=64"}),
                         make_aapc_msgpass, estimate_aapc_msgpass_memory);

}  // namespace ccsim::sw
