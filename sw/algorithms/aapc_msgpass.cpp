// aapc.msgpass: all-to-all personalized exchange by message passing (004 §3, Figure 6).
//
// Each node hands the network one buffered, non-blocking send per destination (itself
// included), paying node.msg_overhead_cycles of software per message, in an order that is
// random (seeded by sim.seed and the node id) or the phased schedule's. Routes are
// dimension order with dateline VCs (iWarp's e-cube router with torus capability, §3.1);
// the deposit engine puts every block straight into the destination's receive block.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "aapc_blocks.h"
#include "algorithm.h"
#include "msgpass/message_passing.h"
#include "base/errors.h"
#include "plans/aapc_phased_plan.h"
#include "routing/grid_routing.h"
#include "traffic/rng.h"

namespace ccsim::sw {
namespace {

class AapcMsgpass : public Algorithm {
 public:
  AapcMsgpass(const AlgorithmParams& params, const net::Topology& topology,
              const net::MachineParams& machine)
      : params_(params), machine_(machine), blocks_(topology.node_count(), params.block_bytes / 4) {
    grid_ = dynamic_cast<const net::Grid2D*>(&topology);
    if (!grid_) {
      throw ConfigError("topology.kind",
                        "aapc.msgpass needs a mesh2d or torus2d (got " + topology.kind() + ")");
    }
    if (params.mp_vc + vcs_needed(*grid_) > machine.router.num_vcs) {
      throw ConfigError("algorithm.mp_vc",
                        "message passing on a " + topology.kind() + " uses VCs " +
                            std::to_string(params.mp_vc) + ".." +
                            std::to_string(params.mp_vc + vcs_needed(*grid_) - 1) +
                            " but switch.num_vcs = " + std::to_string(machine.router.num_vcs));
    }
    if (machine.router.sync_enabled && params.mp_vc <= machine.router.sync_pool_vc &&
        machine.router.sync_pool_vc < params.mp_vc + vcs_needed(*grid_)) {
      throw ConfigError("algorithm.mp_vc",
                        "message passing VCs include the synchronizing switch's pool "
                        "(switch.sync_pool_vc = " +
                            std::to_string(machine.router.sync_pool_vc) + ")");
    }
    if (params.send_order == "phased") {
      if (!grid_->wraps() || grid_->nx() != grid_->ny()) {
        throw ConfigError("algorithm.send_order",
                          "'phased' needs a square torus2d (the phased AAPC schedule)");
      }
      phased_order_ = phased_orders();
    } else if (params.send_order != "random") {
      throw ConfigError("algorithm.send_order",
                        "unknown order '" + params.send_order + "'; known: random, phased");
    }
  }

  uint32_t memory_words_needed() const override { return blocks_.words_needed(); }
  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    blocks_.init(node, memory);
  }
  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    return blocks_.check(node, memory);
  }
  uint64_t payload_bytes() const override {
    const uint64_t n = uint64_t(grid_->node_count());
    return n * n * uint64_t(blocks_.block_words()) * 4;
  }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int nodes = grid_->node_count();
    std::vector<int> order;
    if (!phased_order_.empty()) {
      order = phased_order_[size_t(me)];
    } else {
      order.resize(size_t(nodes));
      for (int d = 0; d < nodes; ++d) order[size_t(d)] = d;
      Rng rng(params_.seed * 0x9E3779B97F4A7C15ULL + uint64_t(me));
      for (int i = nodes - 1; i > 0; --i)
        std::swap(order[size_t(i)], order[rng.below(uint32_t(i + 1))]);
    }
    MessagePassing mp(api, [this](int src, int dst) {
      return dimension_order_route(*grid_, src, dst, params_.mp_vc);
    });
    for (const int d : order) {
      mp.send(d, blocks_.send_block(d), blocks_.block_words(), blocks_.receive_block(me));
    }
    mp.wait_all_sends();
    mp.wait_received(uint64_t(nodes));
  }

 private:
  // Destinations of each node in the phased schedule's order (bidirectional plan).
  std::vector<std::vector<int>> phased_orders() const {
    const AapcPhasedPlan plan = plan_aapc_phased(grid_->nx(), true, "topology.nx");
    std::vector<std::vector<int>> orders(size_t(grid_->node_count()));
    for (const auto& phase : plan.phases) {
      for (const auto& m : phase.messages) {
        orders[size_t(grid_->node_at(m.src_x, m.src_y))].push_back(
            grid_->node_at(m.dst_x, m.dst_y));
      }
    }
    return orders;
  }

  AlgorithmParams params_;
  net::MachineParams machine_;
  AapcBlocks blocks_;
  const net::Grid2D* grid_ = nullptr;
  std::vector<std::vector<int>> phased_order_;
};

std::unique_ptr<Algorithm> make_aapc_msgpass(const AlgorithmParams& params,
                                             const net::Topology& topology,
                                             const net::MachineParams& machine) {
  return std::make_unique<AapcMsgpass>(params, topology, machine);
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("aapc.msgpass",
                         "AAPC by buffered non-blocking message passing (004 §3, Figure 6); "
                         "algorithm.send_order = random | phased",
                         make_aapc_msgpass);

}  // namespace ccsim::sw
