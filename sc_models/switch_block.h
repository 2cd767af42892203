// What a node and the machine need of a switch, whichever implementation it is: the SystemC
// model (WormholeSwitch) or, with switch.impl = rtl, the Verilated RTL behind an adapter.
//
// Both clock on the rising edge and exchange words and credits with net::Link ends
// (the pin-level contract of rtl/cc_switch.sv maps one to one onto those calls). Control
// calls come from node software between edges and take effect at the next rising edge.
// status_event() fires after an edge on which a tail passed or QueuesComplete fired.
#pragma once

#include <cstdint>
#include <string>
#include <systemc>

#include "net/link.h"
#include "net/switch_core.h"

namespace ccsim::sc {

class SwitchBlock : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk_i;

  explicit SwitchBlock(sc_core::sc_module_name name) : sc_core::sc_module(name) {}

  virtual void connect(int port, net::LinkEnd end, int downstream_depth) = 0;

  // The work of one rising edge. A switch built with its own process runs it on clk_i's
  // rising edge; in a machine, the machine's single rising-edge process clocks every node
  // and, through it, its switch (Node::tick; a model switch's core is ticked directly).
  virtual void clock_edge() = 0;

  // Node-side control and status (see net::SwitchCore for the semantics).
  virtual void set_stop_not_in_message(uint32_t port_mask) = 0;
  virtual void forward(uint32_t port_mask) = 0;
  virtual bool queues_stopped(uint32_t port_mask) const = 0;
  virtual void set_sync_mask(uint32_t port_mask) = 0;
  virtual uint64_t queues_complete_count() const = 0;
  const sc_core::sc_event& status_event() const { return status_event_; }
  // For a clocking process that ticks the switch's core itself (Node::tick).
  void notify_status() { status_event_.notify(sc_core::SC_ZERO_TIME); }

  // Observation: statistics, deadlock diagnosis, tracing.
  virtual uint64_t words_forwarded() const = 0;
  virtual std::string describe_blocked(net::Cycle now) const = 0;
  virtual net::SwitchCore::InputState input_state(int port, int vc) const = 0;
  virtual uint64_t sync_bits() const = 0;
  virtual bool sync_all_set() const = 0;
  virtual int ports() const = 0;

 protected:
  sc_core::sc_event status_event_;
};

}  // namespace ccsim::sc
