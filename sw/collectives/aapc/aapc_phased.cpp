// aapc.phased: phased AAPC on an n x n torus (004 §2), with four ways to separate phases.
//
//   hardware  Figure 5: the synchronizing switch. Every node sends one message per phase
//             (an empty one to itself when it has none) and waits for QueuesComplete.
//   software  Figure 4: iWarp stop conditions; the node forwards the input queues its phase
//             uses and waits until each has passed a tail (NotInMessage).
//   barrier   a global barrier (the barrier network) after every phase.
//   none      the same schedule with no synchronization: worms of different phases meet,
//             so routes take the dateline VCs (algorithm.mp_vc, +1) to stay deadlock free.
// Each phase costs algorithm.phase_overhead_cycles of software first (Ts of Eq. 3; by default
// node.msg_overhead_cycles), then the mode's queue operations.
// Data: every (source, destination) block, real words, deposited at the destination's
// receive block; check() compares every word. Blocks may differ per pair
// (algorithm.block_sizes): a pair with an empty block still sends its message, header and
// trailer only, so that every phase keeps its shape (004 §4.3: "inserting empty messages").
#include <iostream>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_algorithm.h"
#include "collectives/aapc/aapc_phased_plan.h"
#include "core/plan_registry.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {
namespace {

enum class SyncMode { kHardware, kSoftware, kBarrier, kNone };

const KeyDeclaration kKeys({
    {"algorithm.sync", KeyType::kString, "hardware", "",
     "aapc.phased phase synchronization: hardware | software | barrier | none", "aapc.phased"},
    {"algorithm.bidirectional", KeyType::kBool, "true", "",
     "aapc.phased: use both directions of each link (false = half-duplex schedule)", "aapc.phased"},
    {"algorithm.phase_overhead_cycles", KeyType::kInt, "-1", "cycles",
     "aapc.phased: software cost of each phase (Ts); -1 = node.msg_overhead_cycles", "aapc.phased"},
});

// The settings of aapc.phased, read and checked once.
struct PhasedParams {
  SyncMode sync = SyncMode::kHardware;
  bool bidirectional = true;
  int mp_vc = 0;
  int phase_overhead_cycles = 0;
  std::string ts_source;  // where Eq. 3's Ts comes from
};

PhasedParams read_params(const Config& config, const net::MachineParams& machine) {
  static const std::vector<std::pair<std::string, SyncMode>> kModes = {
      {"hardware", SyncMode::kHardware},
      {"software", SyncMode::kSoftware},
      {"barrier", SyncMode::kBarrier},
      {"none", SyncMode::kNone}};
  PhasedParams p;
  std::vector<std::string> names;
  for (const auto& mode : kModes) names.push_back(mode.first);
  const std::string& sync = config.one_of("algorithm.sync", names);
  for (const auto& mode : kModes) {
    if (mode.first == sync) p.sync = mode.second;
  }
  p.bidirectional = config.get_bool("algorithm.bidirectional");
  p.phase_overhead_cycles =
      config.int_in("algorithm.phase_overhead_cycles", -1, std::numeric_limits<int>::max(),
                    "must be -1 (node.msg_overhead_cycles) or a number of cycles");
  p.ts_source = p.phase_overhead_cycles < 0
                    ? "004 Eq. 3: 32nBS/(Ts+TtB), Ts = node.msg_overhead_cycles"
                    : "004 Eq. 3: 32nBS/(Ts+TtB), Ts = algorithm.phase_overhead_cycles";
  if (p.phase_overhead_cycles < 0) p.phase_overhead_cycles = machine.node.msg_overhead_cycles;
  p.mp_vc = config.int_in(
      "algorithm.mp_vc", 0, machine.router.num_vcs - 1,
      "must be below switch.num_vcs (" + std::to_string(machine.router.num_vcs) + ")");
  return p;
}

// What one node does in one phase.
struct NodePhase {
  int destination = -1;  // -1: sends nothing of its own
  net::SourceRoute route;
  int receives = 0;            // messages that end here this phase
  uint32_t active_inputs = 0;  // network input ports a worm of this phase enters through
};

class AapcPhased : public AapcAlgorithm {
 public:
  AapcPhased(const Config& config, const net::Topology& topology, const net::MachineParams& machine)
      : AapcAlgorithm(config, topology), machine_(machine) {
    const PhasedParams params = read_params(config, machine);
    mode_ = params.sync;
    phase_overhead_cycles_ = params.phase_overhead_cycles;
    ts_source_ = params.ts_source;
    if (topology.dimensions() != 2 || !topology.wraps(0) || !topology.wraps(1)) {
      config.fail("topology.kind", "aapc.phased needs a torus2d (got " + topology.kind() + ")");
    }
    if (!net::is_square_torus(topology)) {
      config.fail("topology.ny",
                  "aapc.phased needs a square torus (nx = " + std::to_string(topology.extent(0)) +
                      ", ny = " + std::to_string(topology.extent(1)) + ")");
    }
    if (mode_ == SyncMode::kHardware && !machine.router.sync.enabled) {
      config.fail("switch.sync",
                  "algorithm.sync = hardware needs the synchronizing switch (switch.sync = true)");
    }
    if (mode_ == SyncMode::kNone && params.mp_vc + 1 >= machine.router.num_vcs) {
      config.fail("algorithm.mp_vc",
                  "algorithm.sync = none routes on VCs mp_vc and mp_vc + 1 (dateline), but "
                  "switch.num_vcs = " +
                      std::to_string(machine.router.num_vcs));
    }
    plan_ = plan_aapc_phased(topology.extent(0), params.bidirectional, "topology.nx");
    vc_ = mode_ == SyncMode::kNone ? params.mp_vc : machine.router.sync_pool_vc;
    build_schedule(params.mp_vc);
  }

  // Eq. 3 assumes equal blocks; with other sizes there is no formula to print.
  std::vector<AnalyticFigure> analytic(const net::MachineParams& m) const override {
    if (!blocks().sizes().equal()) return {};
    const double n = topology().extent(0);
    const double tt = m.link.cycles_per_word;
    const double b = blocks().block_words();
    const double ts = phase_overhead_cycles_;
    const double s = m.clock_mhz * 1e6;
    const double phases = double(plan_.phases.size());
    return {
        {"eq3_mbytes_per_s",
         32.0 * n * b * s / (ts + tt * b) / 1e6 * (plan_.bidirectional ? 1.0 : 0.5), "MB/s",
         ts_source_, "Eq. 3 bandwidth", true},
        {"eq3_cycles", phases * (ts + tt * b), "cycles", "phases x (Ts + Tt B)", "Eq. 3 time",
         true},
    };
  }

  // It drives the synchronizing switch: its phases go through the gate with
  // algorithm.sync = hardware, and it opens the gate (mask 0) for every other mode, so none of
  // its messages is an ordinary one that the gate could hold.
  std::vector<std::string> switch_additions() const override {
    return {net::SyncControl::kAddition};
  }
  uint32_t message_vcs() const override { return 0; }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const uint32_t local_bit = 1u << topology().local_port();
    const uint32_t network_mask = local_bit - 1;
    const int vc = vc_;
    if (mode_ != SyncMode::kHardware && machine_.router.sync.enabled) api.set_sync_mask(0);
    if (mode_ == SyncMode::kSoftware) api.set_stop_not_in_message(network_mask);
    uint32_t gate_mask = network_mask | local_bit;
    const net::SourceRoute to_self = route_motions(topology(), me, 0, 1, 0, 1, vc);
    const std::vector<NodePhase>& mine = schedule_[size_t(me)];
    uint64_t expected_messages = 0;

    for (size_t p = 0; p < mine.size(); ++p) {
      const NodePhase& phase = mine[p];
      if (me == 0) phase_marks_.push_back(PhaseMark{me, int(p), api.now()});
      api.compute(net::Cycle(phase_overhead_cycles_));
      const uint32_t info0 = net::make_info0(uint32_t(me), uint32_t(p));
      const uint32_t deposit = blocks().receive_block(me);
      const bool sends = phase.destination >= 0;

      if (mode_ == SyncMode::kHardware) {
        // Figure 5 (the gate watches the inputs this phase uses, and the injection queue).
        const uint32_t wanted = phase.active_inputs | local_bit;
        if (wanted != gate_mask) {
          api.set_sync_mask(wanted);
          gate_mask = wanted;
        }
        api.send_header(sends ? phase.route : to_self, info0, sends ? deposit : 0);
      } else if (mode_ == SyncMode::kSoftware) {
        api.forward(phase.active_inputs);  // Figure 4, lines 4-5
        if (sends) api.send_header(phase.route, info0, deposit);
      } else if (sends) {
        api.send_header(phase.route, info0, deposit);
      }

      const int receives = phase.receives + (mode_ == SyncMode::kHardware && !sends ? 1 : 0);
      if (mode_ != SyncMode::kNone) {
        for (int r = 0; r < receives; ++r) api.receive_header(vc);
        if (phase.receives > 0) api.compute(net::Cycle(machine_.node.dma_setup_cycles));
      }
      // An empty block (algorithm.block_sizes) is an empty message: header and trailer.
      const uint32_t words = sends ? blocks().words(me, phase.destination) : 0;
      if (words > 0) {
        const net::DmaHandle dma =
            api.start_dma_out(blocks().send_block(phase.destination), words, vc);
        api.wait_dma(dma);
      }
      if (sends || mode_ == SyncMode::kHardware) api.send_trailer(vc);

      switch (mode_) {
        case SyncMode::kHardware:
          for (int r = 0; r < receives; ++r) api.receive_trailer(vc);
          api.wait_queues_complete();
          break;
        case SyncMode::kSoftware:
          for (int r = 0; r < receives; ++r) api.receive_trailer(vc);
          api.wait_queues_stopped(phase.active_inputs);
          break;
        case SyncMode::kBarrier:
          for (int r = 0; r < receives; ++r) api.receive_trailer(vc);
          api.barrier();
          break;
        case SyncMode::kNone:
          expected_messages += uint64_t(phase.receives);
          break;
      }
    }
    if (mode_ == SyncMode::kNone) api.wait_messages(expected_messages);
    if (me == 0) phase_marks_.push_back(PhaseMark{me, int(mine.size()), api.now()});
  }

 private:
  // Per node and phase: what to send, how many arrive, which inputs worms enter through.
  void build_schedule(int mp_vc) {
    const int nodes = topology().node_count();
    schedule_.assign(size_t(nodes), std::vector<NodePhase>(plan_.phases.size()));
    for (size_t p = 0; p < plan_.phases.size(); ++p) {
      for (const PlannedMessage& m : plan_.phases[p].messages) {
        const int src = topology().node_at({m.src_x, m.src_y});
        const int dst = topology().node_at({m.dst_x, m.dst_y});
        NodePhase& at_src = schedule_[size_t(src)][p];
        at_src.destination = dst;
        at_src.route =
            mode_ == SyncMode::kNone
                ? route_motions_dateline(topology(), src, m.x.hops, m.x.dir, m.y.hops, m.y.dir,
                                         mp_vc)
                : route_motions(topology(), src, m.x.hops, m.x.dir, m.y.hops, m.y.dir, vc_);
        ++schedule_[size_t(dst)][p].receives;
        for (const RouteHop& hop : route_links(topology(), src, at_src.route)) {
          if (hop.port == topology().local_port()) continue;
          const int next = topology().neighbor(hop.node, hop.port);
          schedule_[size_t(next)][p].active_inputs |= 1u
                                                      << topology().peer_port(hop.node, hop.port);
        }
      }
    }
  }

  SyncMode mode_ = SyncMode::kHardware;
  int phase_overhead_cycles_ = 0;
  std::string ts_source_;
  net::MachineParams machine_;
  AapcPhasedPlan plan_;
  int vc_ = 0;
  std::vector<std::vector<NodePhase>> schedule_;
};

std::unique_ptr<Algorithm> make_aapc_phased(const Config& config, const net::Topology& topology,
                                            const net::MachineParams& machine) {
  return std::make_unique<AapcPhased>(config, topology, machine);
}

// Per (source, destination) pair: its PlannedMessage, and its NodePhase with a route of up to
// three segments in the per-node schedule (one entry per node and phase; phases ~ N).
void estimate_aapc_phased_memory(const Config& config, const net::Topology& topology,
                                 MemoryEstimate& estimate) {
  estimate_aapc_memory(
      config, topology,
      sizeof(PlannedMessage) + sizeof(NodePhase) + 3 * sizeof(net::RouteSegment) + 32, estimate);
}

// `ccsim plan aapc.phased`: the phased schedule on the configured square torus, as JSON.
void write_phased_plan(const Config& config, std::ostream& out) {
  const std::unique_ptr<net::Topology> topology = net::make_topology(config);
  if (topology->dimensions() != 2 || !topology->wraps(0) || !topology->wraps(1)) {
    config.fail("topology.kind", "plan aapc.phased needs torus2d, got '" + topology->kind() + "'");
  }
  if (!net::is_square_torus(*topology)) {
    config.fail("topology.ny", "plan aapc.phased needs a square torus: must equal topology.nx (" +
                                   std::to_string(topology->extent(0)) + "), got " +
                                   std::to_string(topology->extent(1)));
  }
  // The plan holds N^2 messages and is written as text in memory first (an error leaves no
  // partial file); a message's JSON lists the route's nodes, about 40 + 8n bytes (measured:
  // 67 bytes per message at n = 8, 99 at n = 16).
  const uint64_t n = uint64_t(topology->extent(0));
  const uint64_t pairs = n * n * n * n;
  MemoryEstimate estimate;
  estimate.add("the schedule", "topology.nx", saturating_mul(pairs, sizeof(PlannedMessage)));
  const uint64_t json_bytes = saturating_mul(pairs, 40 + 8 * n);
  estimate.add("its JSON text", "topology.nx", json_bytes);
  check_memory_estimate(config, estimate, "this plan");
  if (json_bytes > (uint64_t(1) << 30)) {
    std::cerr << "ccsim: warning: the plan's JSON will be about " << format_bytes(json_bytes)
              << "\n";
  }
  write_plan_json(plan_aapc_phased(topology->extent(0), config.get_bool("algorithm.bidirectional"),
                                   "topology.nx"),
                  out);
}

}  // namespace

CCSIM_REGISTER_PLAN(aapc_phased, "aapc.phased",
                    "the phased AAPC schedule on the configured square torus (004 §2), as "
                    "the spec's JSON schema",
                    write_phased_plan);

CCSIM_REGISTER_ALGORITHM("aapc.phased",
                         "phased AAPC on an n x n torus (004 §2); algorithm.sync = hardware | "
                         "software | barrier | none",
                         runs_on({"torus2d"}, {"algorithm.block_bytes=64"}), make_aapc_phased,
                         estimate_aapc_phased_memory);

}  // namespace ccsim::sw
