// All-to-all broadcast by Calvin, Perennes and Trystram's recursive algorithm (002's second
// comparison), as built by recursive_broadcast_plan.h (which says what is assumed
// beyond the slides): a2a.broadcast.cpt on n x n torus2d and mesh2d.
//
// Every node broadcasts one message of algorithm.message_words words, deposited at the
// source's slot (source x L) everywhere, as a2a.broadcast.pattern does. Level by level, a node
// waits until it holds every message of its tile, then sends each of its four targets the
// messages the plan names, as a train of worms, one per message (a deposit lands at one
// address, so messages from different slots cannot share a worm), paying
// node.msg_overhead_cycles (α) once per train: the start-up of one combined message. Routes
// are dimension order: on a torus the shorter way round with dateline VCs 0 and 1 (no cyclic
// wait), on a mesh XY on VC 0; all-port nodes eject on the channel of the arrival port.
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "collectives/grid_broadcast/grid_broadcast_cost.h"
#include "collectives/grid_broadcast/grid_broadcast_data.h"
#include "collectives/grid_broadcast/recursive_broadcast_plan.h"
#include "core/algorithm.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {
namespace {

constexpr int kVc = 0;
constexpr int kMaxMessageWords = 1 << 16;

class RecursiveBroadcast final : public Algorithm {
 public:
  RecursiveBroadcast(const Config& config, const net::Topology& topology,
                     const net::MachineParams& machine)
      : topology_(topology), machine_(machine) {
    if (topology.kind() != "mesh2d" && topology.kind() != "torus2d") {
      config.fail("topology.kind",
                  "a2a.broadcast.cpt runs on a 2D mesh or torus (mesh2d, "
                  "torus2d), not on " +
                      topology.kind());
    }
    if (topology.extent(0) != topology.extent(1)) {
      config.fail("topology.ny",
                  "the recursive broadcast is defined on n x n grids: topology.nx = " +
                      std::to_string(topology.extent(0)) +
                      ", topology.ny = " + std::to_string(topology.extent(1)));
    }
    if (topology.node_count() > (1 << 15)) {
      config.fail("topology.nx", "at most 32768 nodes (a message's source travels in its tag)");
    }
    if (kVc + vcs_needed(topology) > machine.router.num_vcs) {
      config.fail("switch.num_vcs",
                  "a2a.broadcast.cpt routes on VCs 0 and 1 of a torus (dateline)");
    }
    words_ = uint32_t(config.int_in("algorithm.message_words", 1, kMaxMessageWords,
                                    "must be in 1.." + std::to_string(kMaxMessageWords)));
    plan_ = std::make_unique<RecursiveBroadcastPlan>(std::max(2, topology.extent(0)));
  }

  uint64_t memory_words_needed() const override {
    return uint64_t(words_) * uint64_t(topology_.node_count());
  }

  // Dimension-order worms from VC kVc, with the dateline VC on a torus.
  uint32_t message_vcs() const override {
    return ((uint32_t(1) << vcs_needed(topology_)) - 1) << kVc;
  }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    grid_broadcast::init_memory(node, words_, memory_words_needed(), memory);
  }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    std::vector<char> arrived(size_t(topology_.node_count()), 0);
    arrived[size_t(me)] = 1;
    int pending = topology_.node_count() - 1;
    std::vector<net::DmaHandle> sending;
    const std::vector<RecursiveLevel>& levels = plan_->levels();
    for (size_t k = 0; k < levels.size(); ++k) {
      // Every message this level forwards must be here: those of the tile T_k.
      if (k > 0) {
        for (const GridOffset& o : levels[k - 1].known_after) {
          while (!arrived[size_t(node_at(me, o))]) {
            api.receive_header(kVc);
            arrived[size_t(api.receive_trailer(kVc).tag)] = 1;
            --pending;
          }
        }
      }
      for (const RecursiveSend& send : levels[k].sends) {
        const int target = node_at(me, send.target);
        net::SourceRoute route = dimension_order_route(topology_, me, target, kVc);
        route.back().port = uint8_t(ejection_port(me, route));
        api.compute(net::Cycle(machine_.node.msg_overhead_cycles));
        for (const GridOffset& o : send.sources) {
          const int source = node_at(me, o);
          const uint32_t slot = uint32_t(source) * words_;
          api.send_header(route, net::make_info0(uint32_t(me), uint32_t(source)), slot);
          sending.push_back(api.start_dma_out(slot, words_, kVc));
          api.send_trailer(kVc);
        }
      }
    }
    for (; pending > 0; --pending) {
      api.receive_header(kVc);
      api.receive_trailer(kVc);
    }
    for (const net::DmaHandle& h : sending) api.wait_dma(h);
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    return grid_broadcast::check(topology_, node, words_, memory);
  }

  uint64_t payload_bytes() const override {
    return grid_broadcast::payload_bytes(topology_, words_);
  }

  // The slides' formula for a torus, and Theorem 1's lower bound, with 002's mapping.
  std::vector<AnalyticFigure> analytic(const net::MachineParams& machine) const override {
    const double n = plan_->n();
    const grid_broadcast::Cost c = grid_broadcast::cost(machine, words_);
    const bool torus = topology_.kind() == "torus2d";
    const std::string mapping = grid_broadcast::Cost::kMapping;
    std::vector<AnalyticFigure> out = {grid_broadcast::theorem1_lower_bound(c, n, torus)};
    if (torus) {
      const double formula = 2 * std::log(n * n) / std::log(5.0) * c.alpha +
                             1.5 * (n - 1) * c.delta + (n * n - 1) / 2 * c.l_gamma;
      out.push_back(AnalyticFigure{"cpt_formula_cycles", formula, "cycles",
                                   "002 Comparisons (Calvin, Perennes and Trystram), " + mapping,
                                   "recursive algorithm's formula", true});
    }
    out.push_back(AnalyticFigure{"cpt_levels", double(plan_->levels().size()), "levels",
                                 "the plan's levels (log5 n^2 where n^2 is a power of 5)", "levels",
                                 false});
    return out;
  }

 private:
  int node_at(int me, GridOffset o) const {
    const int n = topology_.extent(0);
    const int x = (topology_.coordinate(me, 0) + o.dx) % n;
    const int y = (topology_.coordinate(me, 1) + o.dy) % n;
    return topology_.node_at({x, y});
  }

  // All-port: the channel paired with the port the worm arrives on; else the local port.
  int ejection_port(int me, const net::SourceRoute& route) const {
    if (!machine_.node.all_port) return topology_.local_port();
    const std::vector<RouteHop> hops = route_links(topology_, me, route);
    if (hops.size() < 2) return topology_.local_port();
    const RouteHop& last = hops[hops.size() - 2];  // the last network link
    return topology_.local_port() + topology_.peer_port(last.node, last.port);
  }

  const net::Topology& topology_;
  net::MachineParams machine_;
  std::unique_ptr<RecursiveBroadcastPlan> plan_;
  uint32_t words_ = 1;
};

std::unique_ptr<Algorithm> make_cpt(const Config& config, const net::Topology& topology,
                                    const net::MachineParams& machine) {
  return std::make_unique<RecursiveBroadcast>(config, topology, machine);
}

void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t words = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.message_words")));
  const uint64_t nodes = uint64_t(topology.node_count());
  estimate.add("node memories (a slot per source)", "algorithm.message_words",
               saturating_mul(saturating_mul(words * 4, nodes), nodes));
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("a2a.broadcast.cpt",
                         "all-to-all broadcast by Calvin, Perennes and Trystram's recursive "
                         "algorithm (002's comparison: crosses of crosses, four sends per node "
                         "and level); n x n torus2d or mesh2d",
                         runs_on({"torus2d", "mesh2d"}), make_cpt, estimate);

}  // namespace ccsim::sw
