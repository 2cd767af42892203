// The machine's configuration keys, bound to the fields of the *Params structs.
#include "net/params.h"

#include <cmath>
#include <limits>
#include <string>

#include "base/key_table.h"
#include "net/flit.h"
#include "net/switch/addition.h"

namespace ccsim::net {

namespace {

// Bound of the timing keys: far beyond any router's, and small enough that the credit marks
// they cost per link (credit_lanes.h) stay within what the memory estimate counts.
constexpr int kMaxTimingCycles = 1024;

const KeyTable<MachineParams>& clock_keys() {
  static const KeyTable<MachineParams> t = KeyTable<MachineParams>("machine").add(
      "machine.clock_mhz", &MachineParams::clock_mhz, "MHz",
      "clock frequency; converts cycles to seconds for bandwidth figures only",
      [](double v) { return v > 0; }, "must be positive");
  return t;
}

const KeyTable<LinkParams>& link_keys() {
  static const KeyTable<LinkParams> t =
      KeyTable<LinkParams>("machine")
          .add("link.cycles_per_word", &LinkParams::cycles_per_word, "cycles",
               "cycles between words in one direction", positive())
          .add("link.latency_cycles", &LinkParams::latency_cycles, "cycles",
               "from leaving a switch to entering the next switch's queue (>= 1)",
               {1, std::numeric_limits<int>::max(), "must be at least 1 (a registered link)"})
          .add("link.half_duplex", &LinkParams::half_duplex,
               "one direction at a time; slots alternate when both ends want the link")
          .add("link.local_cycles_per_word", &LinkParams::local_cycles_per_word, "cycles",
               "cycles between words on the links between a node and its switch; "
               "0 = link.cycles_per_word",
               non_negative())
          .add("link.local_latency_cycles", &LinkParams::local_latency_cycles, "cycles",
               "latency of the links between a node and its switch (injection and ejection); "
               "source: 1 for iWarp's on-chip queues, and for BookSim2 (its injection takes 2 "
               "cycles and its ejection 1; the interface sends a packet's first word in the "
               "cycle it is generated and takes the tail the cycle after it arrives: the same "
               "sum)",
               {1, kMaxTimingCycles, "must be in 1.." + std::to_string(kMaxTimingCycles)})
          .add("link.credit_delay_cycles", &LinkParams::credit_delay_cycles, "cycles",
               "cycles a credit takes beyond the link's latency on its way back, on links "
               "between switches; source: 0 for iWarp (004 §3.1), 1 for BookSim2's 5-cycle "
               "credit round trip (with switch.body_cycles = 2)",
               {0, kMaxTimingCycles, "must be in 0.." + std::to_string(kMaxTimingCycles)})
          .add("link.ejection_credit_delay_cycles", &LinkParams::ejection_credit_delay_cycles,
               "cycles",
               "cycles a credit a node returns for a word it took off an ejection link takes "
               "beyond link.local_latency_cycles to reach its switch; source: 0 for iWarp, 2 "
               "for BookSim2 (a word leaving for a node is followed on its VC by another 5 "
               "cycles later at the earliest, not 3)",
               {0, kMaxTimingCycles, "must be in 0.." + std::to_string(kMaxTimingCycles)});
  return t;
}

const KeyTable<SwitchParams>& switch_keys() {
  static const KeyTable<SwitchParams> t =
      KeyTable<SwitchParams>("machine")
          .add("switch.num_vcs", &SwitchParams::num_vcs, "",
               "virtual channels per port (1.." + std::to_string(kMaxVcs) + ")",
               {1, kMaxVcs, "must be in 1.." + std::to_string(kMaxVcs)})
          .add("switch.queue_depth", &SwitchParams::queue_depth, "words",
               "input queue depth per virtual channel", positive())
          // Checked against switch.num_vcs in read_machine_params.
          .add("switch.sync_pool_vc", &SwitchParams::sync_pool_vc, "",
               "virtual channel of the AAPC pool, on which the stop condition and the "
               "synchronizing switch act; below switch.num_vcs",
               non_negative())
          .add("switch.impl", &SwitchParams::impl,
               "switch implementation: model (C++ model) | rtl (Verilated RTL, when built)")
          .add("switch.pipeline_cycles", &SwitchParams::pipeline_cycles, "cycles",
               "from a head's arrival at an input to its first possible departure; source: 1 "
               "for iWarp (004 §3.1), 4 for BookSim2's router (routing, VC allocation, switch "
               "allocation, crossbar)",
               {1, kMaxTimingCycles, "must be in 1.." + std::to_string(kMaxTimingCycles)})
          // Checked against switch.pipeline_cycles in read_machine_params.
          .add("switch.body_cycles", &SwitchParams::body_cycles, "cycles",
               "from the arrival of a word other than a head to its first possible departure; "
               "source: 1 for iWarp (004 §3.1), 2 for BookSim2's router (switch allocation in "
               "the cycle the word arrives, then the crossbar)",
               {1, kMaxTimingCycles, "must be in 1.." + std::to_string(kMaxTimingCycles)})
          .add("switch.next_head_cycles", &SwitchParams::next_head_cycles, "cycles",
               "a head that follows a tail through the same input leaves at the earliest this "
               "many cycles after the cycle following the tail's (routing and VC allocation "
               "again); source: 0 for iWarp, 2 for BookSim2",
               {0, kMaxTimingCycles, "must be in 0.." + std::to_string(kMaxTimingCycles)})
          .add("switch.route_words", &SwitchParams::route_words,
               "how a packet carries its route: consumed (iWarp: a word per segment, dropped "
               "where the segment ends: packets shrink on the way), kept (the same words, moved "
               "behind the others, spent: packets keep their length) or head (the head word "
               "alone carries the whole route: packets keep their length, as BookSim2's do, "
               "and may be as short as 4 words)",
               {{"consumed", RouteWordMode::kConsumed},
                {"kept", RouteWordMode::kKept},
                {"head", RouteWordMode::kHead}})
          // Checked against switch.num_vcs in read_machine_params, and by the additions.
          .add("switch.vc_class_size", &SwitchParams::vc_class_size, "VCs",
               "VCs per routing class: a route segment's VC names class k, and a head takes any "
               "free VC of k*size .. k*size + size - 1; source: 1 for iWarp (fixed VCs), "
               "switch.num_vcs / classes for BookSim2's VC allocation (synthetic traffic only)",
               {1, kMaxVcs, "must be in 1.." + std::to_string(kMaxVcs)})
          .add("switch.one_word_per_input", &SwitchParams::one_word_per_input,
               "at most one word per input port per cycle crosses the crossbar, however many of "
               "its VCs hold outputs; source: false for iWarp (each VC's worm moves on its "
               "own), true for BookSim2's crossbar (one flit per input port per cycle)")
          .add("switch.ejection_vcs", &SwitchParams::ejection_vcs,
               "output VCs a head may take on a port toward a node: first (the first VC of the "
               "class its route names; iWarp: packets of one source to one node never "
               "interleave in its memory), class (any free VC of that class) or all (any free "
               "VC of the port; BookSim2, whose ejection takes any VC of the traffic class); "
               "other than first for synthetic traffic only",
               {{"first", EjectionVcs::kFirst},
                {"class", EjectionVcs::kClass},
                {"all", EjectionVcs::kAll}})
          .add("switch.vc_handover_cycles", &SwitchParams::vc_handover_cycles, "cycles",
               "an output VC that a tail releases in cycle t may be taken by a head from "
               "t + 1 + this on; source: 0 for iWarp, 1 for BookSim2 (the tail's switch "
               "allocation frees the VC, a waiting head is allocated it the cycle after and "
               "wins the switch the cycle after that: it leaves 2 cycles after the tail)",
               {0, kMaxTimingCycles, "must be in 0.." + std::to_string(kMaxTimingCycles)});
  return t;
}

const KeyTable<MemoryParams>& memory_keys() {
  static const KeyTable<MemoryParams> t =
      KeyTable<MemoryParams>("machine")
          .add("memory.ports", &MemoryParams::ports, "",
               "serialized one-word memory ports per node", positive())
          .add("memory.cycles_per_access", &MemoryParams::cycles_per_access, "cycles",
               "cycles between accesses on one port", positive())
          .add("memory.words", &MemoryParams::words, "words", "memory size per node (4-byte words)",
               {1, std::numeric_limits<int32_t>::max(), "must be positive and below 2^31"});
  return t;
}

const KeyTable<NodeParams>& node_keys() {
  static const KeyTable<NodeParams> t =
      KeyTable<NodeParams>("machine")
          .add("node.dma_engines", &NodeParams::dma_engines, "",
               "memory-to-network DMA engines per node", positive())
          .add("node.msg_overhead_cycles", &NodeParams::msg_overhead_cycles, "cycles",
               "software cost per message (start-up share)", non_negative())
          .add("node.dma_setup_cycles", &NodeParams::dma_setup_cycles, "cycles",
               "processor cycles to program one DMA", non_negative())
          .add("node.queue_op_cycles", &NodeParams::queue_op_cycles, "cycles",
               "processor cycles per header/trailer word or queue control", non_negative())
          // A poll that costs no time would let a waiting processor spin without simulated
          // time moving.
          .add("node.poll_cycles", &NodeParams::poll_cycles, "cycles",
               "processor cycles per poll of a status register", positive())
          .add("node.all_port", &NodeParams::all_port,
               "one injection and one ejection channel per network port instead of one "
               "local port (channel c at switch port N + c, N network ports)");
  return t;
}

const KeyTable<BarrierParams>& barrier_keys() {
  static const KeyTable<BarrierParams> t =
      KeyTable<BarrierParams>("machine")
          .add("barrier.latency_cycles", &BarrierParams::latency_cycles, "cycles",
               "release after the last arrival; 0 = barrier.cycles_per_hop x diameter",
               non_negative())
          .add("barrier.cycles_per_hop", &BarrierParams::cycles_per_hop, "cycles",
               "per hop of the diameter, when latency is 0", non_negative());
  return t;
}

const KeyDeclaration kMachineKeys = [] {
  std::vector<KeySpec> keys;
  auto append = [&keys](const std::vector<KeySpec>& more) {
    keys.insert(keys.end(), more.begin(), more.end());
  };
  append(clock_keys().specs());
  append(link_keys().specs());
  append(switch_keys().specs());
  append(memory_keys().specs());
  append(node_keys().specs());
  append(barrier_keys().specs());
  return KeyDeclaration(keys);
}();

}  // namespace

MachineParams read_machine_params(const Config& config) {
  MachineParams m = clock_keys().read(config);
  link_keys().read(config, m.link);
  switch_keys().read(config, m.router);
  memory_keys().read(config, m.memory);
  node_keys().read(config, m.node);
  barrier_keys().read(config, m.barrier);
  if (m.router.sync_pool_vc >= m.router.num_vcs) {
    config.fail("switch.sync_pool_vc", "must be below switch.num_vcs (" +
                                           std::to_string(m.router.num_vcs) + "), got " +
                                           std::to_string(m.router.sync_pool_vc));
  }
  // A kept route moves up one word at a time: the word behind the front one must fit.
  if (m.router.keeps_route_words() && m.router.queue_depth < 2) {
    config.fail("switch.route_words", "kept needs switch.queue_depth of at least 2, got " +
                                          std::to_string(m.router.queue_depth));
  }
  if (m.router.vc_class_size > m.router.num_vcs) {
    config.fail("switch.vc_class_size", "must be at most switch.num_vcs (" +
                                            std::to_string(m.router.num_vcs) + "), got " +
                                            std::to_string(m.router.vc_class_size));
  }
  if (m.router.body_cycles > m.router.pipeline_cycles) {
    config.fail("switch.body_cycles", "must be at most switch.pipeline_cycles (" +
                                          std::to_string(m.router.pipeline_cycles) + "), got " +
                                          std::to_string(m.router.body_cycles));
  }
  read_switch_additions(config, m);
  return m;
}

}  // namespace ccsim::net
