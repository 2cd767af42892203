// The switch seam: what a node and the machine need of a switch, whichever implementation.
//
// Plain C++ (no SystemC): net::SwitchCore implements it, and so does the Verilated RTL switch
// behind its adapter (switch.impl = rtl); the implementation is chosen once, by name, from
// the switch registry (switch_impl.h). The machine's single rising-edge process ticks every
// switch once per cycle (tick(now)); words and credits travel on net::Link ends with at least
// a cycle of latency, stamped with their arrival cycle, so what a switch sends in cycle t is
// seen by its neighbour on a later edge, whatever the order of the ticks within an edge.
// Control calls come from node software between edges and take effect at the next rising
// edge. status_changes() moves whenever a tail passed or QueuesComplete fired: the node
// compares it after each tick to wake software waiting on queue status.
#pragma once

#include <cstdint>
#include <string>

#include "net/cycle.h"
#include "net/link.h"
#include "net/switch/addition_control.h"

namespace ccsim::net {

class Switch {
 public:
  virtual ~Switch() = default;

  // Attaches port `port` to a link end; `downstream_depth` is the depth of each VC queue at
  // the other end (the initial credits of this port's output VCs). Before the first tick.
  virtual void connect(int port, LinkEnd end, int downstream_depth) = 0;
  // The work of the rising edge of cycle `now`; throws on a simulation error.
  virtual void tick(Cycle now) = 0;

  // iWarp's stop condition on the AAPC pool (docs/switch.md), and the count that moves
  // whenever a tail passed or QueuesComplete fired.
  virtual void set_stop_not_in_message(PortMask port_mask) = 0;
  virtual void forward(PortMask port_mask) = 0;
  virtual bool queues_stopped(PortMask port_mask) const = 0;
  virtual uint64_t status_changes() const = 0;

  // The control of hardware addition C (net/switch/addition.h: SyncControl,
  // BroadcastSwitchControl, ...), or nullptr when this switch lacks it or has it off.
  template <typename C>
  C* control() {
    return control_as<C>(addition_control(C::kAddition));
  }
  virtual AdditionControl* addition_control(const std::string& addition) {
    (void)addition;
    return nullptr;
  }

  // Observation: statistics, deadlock diagnosis, tracing.
  struct InputState {
    uint32_t occupancy = 0;
    uint32_t bound = 0;     // 1 while the input holds an output VC
    uint32_t out_port = 0;  // valid while bound
    uint32_t out_vc = 0;
  };
  virtual uint64_t words_forwarded() const = 0;
  // Per head and cycle: a head ready to take its output found it held by another worm, or lost
  // it to another head that cycle (conflicts, not the sync gate). The RTL switch counts the
  // same from its head_blocked_o.
  virtual uint64_t head_blocked_cycles() const = 0;
  // One line per input queue that holds words or an output, saying what it waits for.
  virtual std::string describe_blocked(Cycle now) const = 0;
  virtual InputState input_state(int port, int vc) const = 0;
  virtual int ports() const = 0;
};

}  // namespace ccsim::net
