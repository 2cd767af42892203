// Typed parameters of the hardware model, one struct per block, checked once before elaboration.
//
// Models take `const XParams&`. Each field is bound to its configuration key `section.field`
// in params.cpp, whose key table reads the default from the initializer here (the one place a
// default is written) and names the key in every error. Defaults here are neutral; the
// machine configs in configs/ set and justify the values of a real machine.
#pragma once

#include <cstdint>
#include <string>

#include "base/config.h"
#include "net/switch/addition_params.h"
#include "net/switch/additions/broadcast_relay.h"
#include "net/switch/additions/sync_switch.h"

namespace ccsim::net {

struct LinkParams {
  int cycles_per_word = 1;   // Tt: cycles between words in one direction (link.cycles_per_word)
  int latency_cycles = 1;    // from leaving a switch to entering the next one's queue (>= 1)
  bool half_duplex = false;  // one direction at a time; slots alternate when both want
  // Word rate of the links between a node's interface and its switch (its local channels);
  // 0 = cycles_per_word. A CM-200 channel is bit-serial while its memory streams a word a cycle.
  int local_cycles_per_word = 0;
  // Latency of those local links (injection and ejection), in cycles.
  int local_latency_cycles = 1;
  // Cycles a credit takes beyond latency_cycles on its way back over a link between switches
  // (the pipeline of the sending switch; local links have none): the round trip of a credit
  // is then not tied to the words' latency.
  int credit_delay_cycles = 0;
  // Cycles a credit a node's interface returns for an ejected word takes beyond
  // local_latency_cycles to reach its switch's output (BookSim2: its terminal's credit crosses
  // a channel and is applied in the router's next step, 2 more than ccsim's interface).
  int ejection_credit_delay_cycles = 0;
};

enum class RouteWordMode : uint8_t { kConsumed, kKept, kHead };

// Output VCs a head may take on a port toward a node (its ejection): the first VC of the class
// its route segment names, any VC of that class, or any VC of the port.
enum class EjectionVcs : uint8_t { kFirst, kClass, kAll };

struct SwitchParams {
  int num_vcs = 2;      // virtual channels (pools) per port
  int queue_depth = 4;  // input queue depth per virtual channel, in words
  // The AAPC pool: this VC of every network input and the injection, on which the stop
  // condition and the synchronizing switch act.
  int sync_pool_vc = 0;
  std::string impl = "model";  // "model" (SystemC) or "rtl" (Verilated twin, when built)
  // Timing of the router pipeline (iWarp's by default: a head that arrives in cycle t may
  // leave in t + 1, and the next head of an input may leave in the cycle after the tail).
  int pipeline_cycles = 1;  // from a head's arrival to its first possible departure (>= 1)
  int body_cycles = 1;      // the same for every other word (at most pipeline_cycles)
  // A head that follows a tail through the same input passes routing and VC allocation again:
  // it leaves no earlier than this many cycles after the cycle following the tail's departure.
  int next_head_cycles = 0;
  // How a packet carries its route (docs/switch.md "Route words"): one word per segment,
  // dropped where the segment ends (iWarp), the same words kept, or the whole route in the
  // head word.
  RouteWordMode route_words = RouteWordMode::kConsumed;
  // Output VCs a head may take: 1 (iWarp) = the VC its route segment names; c > 1 = any free
  // VC of the class the segment names (VCs vc*c .. vc*c + c - 1), as BookSim2 allocates them.
  int vc_class_size = 1;
  // At most one word per input port per cycle crosses the crossbar, whatever the number of its
  // VCs holding outputs (BookSim2's crossbar); false (iWarp): each VC's worm moves on its own.
  bool one_word_per_input = false;
  // Toward a node, a head takes the first VC of its class (iWarp: a node's interface deposits
  // one message per VC at a time, so packets of one source to one node never interleave in
  // memory), any free VC of the class, or any free VC of the port (BookSim2's ejection).
  EjectionVcs ejection_vcs = EjectionVcs::kFirst;
  // An output VC that a tail released in cycle t may be taken by a head from t + 1 +
  // vc_handover_cycles on (BookSim2: 1, the cycle its VC allocation takes after the tail's
  // switch allocation has freed the VC).
  int vc_handover_cycles = 0;
  bool keeps_route_words() const { return route_words == RouteWordMode::kKept; }
  bool route_in_head() const { return route_words == RouteWordMode::kHead; }
  // Packets arrive at their injected length (their route words are not consumed on the way).
  bool packets_keep_length() const { return route_words != RouteWordMode::kConsumed; }
  // VCs a head toward a node may take: more than one lets packets of one source reach a node
  // on several VCs at once.
  int ejection_span() const {
    switch (ejection_vcs) {
      case EjectionVcs::kFirst:
        return 1;
      case EjectionVcs::kClass:
        return vc_class_size;
      case EjectionVcs::kAll:
        return num_vcs;
    }
    return 1;
  }
  // The hardware additions (net/switch/additions/), each reading its own keys: the two of the
  // papers' machines have members here, which many files read; any other keeps its parameters
  // in `additions`, under its name.
  SyncSwitchParams sync;           // switch.sync
  BroadcastRelayParams broadcast;  // switch.bcast_*
  AdditionParams additions;
};

struct MemoryParams {
  int ports = 1;              // serialized 4-byte ports
  int cycles_per_access = 1;  // each port grants one 4-byte access per this many cycles
  uint32_t words = 1u << 18;  // memory size per node, in 4-byte words (1 MiB)
};

struct NodeParams {
  int dma_engines = 2;          // memory-to-injection engines shared by all VCs
  int msg_overhead_cycles = 0;  // software cost per message (start-up Ts share), cycles
  int dma_setup_cycles = 0;     // processor cycles to program one DMA transfer
  int queue_op_cycles = 1;      // processor cycles per header/trailer word or queue control
  int poll_cycles = 1;          // processor cycles per poll of a status register
  // One injection and one ejection channel per network port (CM-200, 000; all-port mesh
  // broadcast, 002) instead of one local port: see net/local_channels.h.
  bool all_port = false;
};

struct BarrierParams {
  int latency_cycles = 0;  // release after the last arrival; 0 = cycles_per_hop * diameter
  int cycles_per_hop = 4;
};

struct MachineParams {
  LinkParams link;
  SwitchParams router;
  MemoryParams memory;
  NodeParams node;
  BarrierParams barrier;
  double clock_mhz = 20.0;  // converts cycles to seconds for bytes/s figures only
};

// The [machine] [link] [switch] [memory] [node] [barrier] keys, each checked once; throws
// ConfigError naming the key and its origin. The topology is a plug-in with keys of its own
// (topology.h), and switch.impl names an implementation the SystemC layer checks.
MachineParams read_machine_params(const Config& config);

}  // namespace ccsim::net
