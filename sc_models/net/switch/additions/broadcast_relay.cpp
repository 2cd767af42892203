// The broadcast relay as a unit: its keys, their checks, the topologies its tables name, the
// buffers' host memory, node software's control (the relay table, the worm's header), and its
// part of the model switch (broadcast_relay_unit.h).
#include "net/switch/additions/broadcast_relay.h"

#include <memory>
#include <string>

#include "base/errors.h"
#include "base/key_table.h"
#include "net/local_channels.h"
#include "net/switch/addition.h"
#include "net/switch/additions/broadcast_relay_unit.h"
#include "net/switch/switch.h"

namespace ccsim::net {
namespace {

// Bound of switch.bcast_output_words: 16 worms of the longest a broadcast head can name.
constexpr int kMaxBufferWords = 16 * int(kMaxBroadcastWords);

const KeyTable<BroadcastRelayParams>& keys() {
  static const KeyTable<BroadcastRelayParams> t =
      KeyTable<BroadcastRelayParams>("switch addition broadcast_relay")
          .add("switch.bcast_pattern", &BroadcastRelayParams::pattern,
               "broadcast relay: each switch replicates a broadcast worm onto the outputs its "
               "relay table names for the worm's source, without the node's processor "
               "(docs/switch.md); for a2a.broadcast.pattern and a2a.broadcast.rows_columns on "
               "mesh2d and torus2d")
          .add("switch.bcast_output_words", &BroadcastRelayParams::output_words, "words",
               "with switch.bcast_pattern: a buffer of this many words per output port and VC "
               "for broadcast worms, at least the longest worm (L + 4); 0 = none, each output "
               "reads the worm from the input queue",
               {0, kMaxBufferWords, "must be in 0.." + std::to_string(kMaxBufferWords)})
          .add("switch.bcast_whole_worms", &BroadcastRelayParams::whole_worms,
               "with switch.bcast_output_words > 0: each output port sends one buffered worm "
               "at a time; false: the buffered worms of the port's VCs share the link word by "
               "word")
          .add("switch.bcast_buffer_writes", &BroadcastRelayParams::buffer_writes,
               "with switch.bcast_output_words > 0: words an output buffer takes per cycle: one "
               "(inputs that would write the same buffer in one cycle take turns) or any",
               {{"one", BufferWrites::kOne}, {"any", BufferWrites::kAny}})
          .add(
              "switch.bcast_link_priority", &BroadcastRelayParams::link_priority,
              "with switch.bcast_whole_worms: which buffer of a port starts the next worm "
              "when its link is free: round_robin (the VCs take turns) or lowest_vc",
              {{"round_robin", LinkPriority::kRoundRobin}, {"lowest_vc", LinkPriority::kLowestVc}});
  return t;
}
const KeyDeclaration kKeys(keys().specs());

void check(const Config& config, const MachineParams& m) {
  const BroadcastRelayParams& b = m.router.broadcast;
  // A broadcast worm keeps the VC it was injected on.
  if (b.pattern && m.router.vc_class_size != 1) {
    config.fail("switch.bcast_pattern",
                "needs switch.vc_class_size = 1 (a broadcast worm keeps "
                "its VC)");
  }
  if (b.output_words > 0 && !b.pattern) {
    config.fail("switch.bcast_output_words",
                "buffers broadcast worms: needs switch.bcast_pattern = true (or 0, no buffers)");
  }
  if (b.whole_worms && b.output_words == 0) {
    config.fail("switch.bcast_whole_worms",
                "orders the output buffers' worms: needs switch.bcast_output_words > 0");
  }
  if (b.link_priority == LinkPriority::kLowestVc && !b.whole_worms) {
    config.fail("switch.bcast_link_priority",
                "= lowest_vc orders whole buffered worms: needs switch.bcast_whole_worms = true");
  }
  if (b.buffer_writes == BufferWrites::kAny && b.output_words == 0) {
    config.fail("switch.bcast_buffer_writes",
                "= any writes the output buffers: needs switch.bcast_output_words > 0");
  }
}

// The relay tables name a 2D grid's ports (the broadcast pattern's rule).
void check_topology(const MachineParams&, const Topology& topology) {
  if (topology.kind() != "mesh2d" && topology.kind() != "torus2d") {
    throw ConfigError("switch.bcast_pattern",
                      "replicates the broadcast pattern of a 2D grid: needs topology.kind = "
                      "mesh2d or torus2d, not " +
                          topology.kind());
  }
}

// One buffer per output VC of every switch port, as many as its input queues.
void estimate_memory(const MachineParams& m, const Topology& topology, MemoryEstimate& estimate) {
  if (m.router.broadcast.output_words == 0) return;
  const uint64_t ports = uint64_t(topology.network_ports()) +
                         uint64_t(local_channel_count(m, topology.network_ports()));
  const uint64_t output_vcs =
      saturating_mul(uint64_t(topology.switch_count()), ports * uint64_t(m.router.num_vcs));
  estimate.add("switch broadcast buffers", "switch.bcast_output_words",
               saturating_mul(output_vcs, uint64_t(m.router.broadcast.output_words) *
                                              BroadcastRelayUnit::kBufferWordBytes));
}

class NodeControl final : public BroadcastControl {
 public:
  explicit NodeControl(AdditionHost& host) : host_(host) {}

  void set_relays(std::vector<BroadcastRelay> by_source) override {
    auto* relay = control_as<BroadcastSwitchControl>(
        host_.local_switch().addition_control(BroadcastSwitchControl::kAddition));
    if (!relay) throw SimulationError("set_relays: this node's switch has no broadcast relay");
    relay->set_relays(std::move(by_source));
  }

  // The worm enters on the first local channel; the switch replicates it from any input.
  void send_header(int vc, uint32_t data_words, uint32_t info0, uint32_t info1) override {
    const uint64_t worm_words = uint64_t(data_words) + 2 + kInfoWords;
    if (worm_words > kMaxBroadcastWords) {
      throw SimulationError("a broadcast worm holds at most " + std::to_string(kMaxBroadcastWords) +
                            " words");
    }
    const uint8_t v = uint8_t(vc);
    host_.send_head_words(vc,
                          {Flit{encode_broadcast(uint32_t(host_.host_node()), uint32_t(worm_words)),
                                FlitKind::kHead, v},
                           Flit{info0 & ~kRouteFlag, FlitKind::kHead, v},
                           Flit{info1 & ~kRouteFlag, FlitKind::kHead, v}});
  }

 private:
  AdditionHost& host_;
};

}  // namespace

CCSIM_REGISTER(broadcast_relay, switch_additions(), BroadcastControl::kAddition,
               SwitchAddition{
                   "broadcast relay", key_names(keys().specs()),
                   [](const Config& config, SwitchParams& p) { keys().read(config, p.broadcast); },
                   [](const SwitchParams& p) { return p.broadcast.pattern; }, check, check_topology,
                   estimate_memory,
                   /*needs_driver=*/true, nullptr,
                   [](AdditionHost& host) -> std::unique_ptr<AdditionControl> {
                     return std::make_unique<NodeControl>(host);
                   },
                   [](const SwitchParams& p, int ports, int vcs) -> std::unique_ptr<SwitchPart> {
                     return std::make_unique<BroadcastRelayUnit>(p, ports, vcs);
                   }});

}  // namespace ccsim::net
