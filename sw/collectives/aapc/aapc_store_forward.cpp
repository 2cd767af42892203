// aapc.store_forward: store-and-forward AAPC on a 2D grid (004 §4.1, ref. [28]); the plan is
// aapc_store_forward_plan.h.
//
// Every step a node sends one message on each network port at once and takes one from each:
// it sources and sinks several messages at a time, and every word of a block crosses the memory
// of every node on its path (written by the deposit engine, read by a DMA engine), so the memory
// ports, not the links, bound it (004: "constrained by the node's memory bandwidth"). With
// one-port nodes the messages share the node's single injection and ejection channel; with
// node.all_port each port has its own, as the algorithm wants (give the node one DMA engine per
// port). Each message costs node.msg_overhead_cycles; a part that arrives is copied into its
// receive slot by the processor (a load and a store per word). Messages go to the neighbour on
// algorithm.mp_vc, tagged with their step, so a node that a neighbour is one step ahead of
// tells the messages of the two steps apart.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_algorithm.h"
#include "collectives/aapc/aapc_store_forward_plan.h"

namespace ccsim::sw {
namespace {

class AapcStoreForward : public AapcAlgorithm {
 public:
  AapcStoreForward(const Config& config, const net::Topology& topology,
                   const net::MachineParams& machine)
      : AapcAlgorithm(config, topology), machine_(machine) {
    if (topology.dimensions() != 2) {
      config.fail("topology.kind",
                  "aapc.store_forward needs a 2D grid (mesh2d or torus2d), got " + topology.kind());
    }
    vc_ = config.int_in(
        "algorithm.mp_vc", 0, machine.router.num_vcs - 1,
        "must be below switch.num_vcs (" + std::to_string(machine.router.num_vcs) + ")");
    plan_ = plan_aapc_store_forward(topology, blocks());
  }

  uint64_t memory_words_needed() const override { return plan_.memory_words; }

  std::vector<AnalyticFigure> counted_figures() const override {
    std::vector<AnalyticFigure> f = AapcAlgorithm::counted_figures();
    f.push_back({"steps", double(plan_.steps), "", "", "store-and-forward steps", false});
    f.push_back({"link_bytes", double(plan_.link_words) * 4.0, "bytes", "",
                 "bytes sent over network links (every hop)", false});
    return f;
  }

  // One-hop messages, all on algorithm.mp_vc.
  uint32_t message_vcs() const override { return vc_span(vc_, 1); }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int local = topology().local_port();
    const bool all_port = machine_.node.all_port;
    const std::vector<SfNodeStep>& mine = plan_.nodes[size_t(me)];
    copy(api, mine[0].copies);
    std::vector<int> arrived(size_t(plan_.steps) + 2, 0);
    for (int t = 1; t <= plan_.steps; ++t) {
      const SfNodeStep& step = mine[size_t(t)];
      std::vector<net::DmaHandle> sent;
      for (const SfMessage& m : step.out) {
        api.compute(net::Cycle(machine_.node.msg_overhead_cycles));
        // One hop, then out of the neighbour's local channel paired with the port it enters
        // through (channel 0, the only one, on one-port nodes).
        const net::SourceRoute route = {
            {uint8_t(m.port), 1, uint8_t(vc_)},
            {uint8_t(local + (all_port ? m.enters : 0)), 1, uint8_t(vc_)}};
        api.send_header(route, net::make_info0(uint32_t(me), uint32_t(t)), m.deposit);
        for (const SfTransfer& part : m.parts) {
          sent.push_back(api.start_dma_out(part.address, part.words, vc_));
        }
        api.send_trailer(vc_);
      }
      // A neighbour may be one step ahead; nobody is further.
      while (arrived[size_t(t)] < step.in_messages) {
        const net::MessageRecord header = api.receive_header(vc_);
        api.receive_trailer(vc_);
        if (header.tag != uint32_t(t) && header.tag != uint32_t(t + 1)) {
          throw SimulationError("aapc.store_forward: node " + std::to_string(me) + " in step " +
                                std::to_string(t) + " received step " + std::to_string(header.tag) +
                                " from node " + std::to_string(header.source));
        }
        ++arrived[size_t(header.tag)];
      }
      for (const net::DmaHandle& h : sent) api.wait_dma(h);
      copy(api, step.copies);
    }
  }

 private:
  // The processor copies each block part: a load and a store per word through the ports.
  static void copy(net::NodeApi& api, const std::vector<SfCopy>& copies) {
    std::vector<uint32_t>& memory = api.memory();
    uint64_t accesses = 0;
    for (const SfCopy& c : copies) {
      std::copy(memory.begin() + c.from, memory.begin() + c.from + c.words, memory.begin() + c.to);
      accesses += 2 * uint64_t(c.words);
    }
    if (accesses > 0) api.stream_accesses(accesses);
  }

  net::MachineParams machine_;
  int vc_ = 0;
  StoreForwardPlan plan_;
};

std::unique_ptr<Algorithm> make_aapc_store_forward(const Config& config,
                                                   const net::Topology& topology,
                                                   const net::MachineParams& machine) {
  return std::make_unique<AapcStoreForward>(config, topology, machine);
}

// Per pair: two parts, each an entry per hop (at most the diameter) in the plan, and the landing
// regions (3 per port, each as large as the largest message; about 4 N slots in all on the 8x8
// torus).
void estimate_aapc_store_forward_memory(const Config& config, const net::Topology& topology,
                                        MemoryEstimate& estimate) {
  estimate_aapc_memory(
      config, topology,
      2 * uint64_t(std::max(1, topology.diameter())) * (sizeof(SfTransfer) + 8) + 64, estimate);
  const uint64_t nodes = uint64_t(topology.node_count());
  estimate.add(
      "landing regions", "algorithm.block_bytes",
      saturating_mul(saturating_mul(nodes, nodes),
                     saturating_mul(4, saturating_mul(block_slot_words_estimate(config), 4))));
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("aapc.store_forward",
                         "store-and-forward AAPC on a 2D grid (004 §4.1, ref. [28]): neighbour "
                         "messages each step, blocks buffered in every node's memory on the way",
                         runs_on({"torus2d", "mesh2d"}, {"algorithm.block_bytes=64"}),
                         make_aapc_store_forward, estimate_aapc_store_forward_memory);

}  // namespace ccsim::sw
