// Global barrier network (for comparison with the synchronizing switch, 004 §2.2).
//
// Dedicated hardware: when the last of the N nodes arrives, every node is released
// `latency` cycles later. Default latency is cycles_per_hop x diameter (a combining tree's
// up-and-down sweep is proportional to the network diameter).
#pragma once

#include <systemc>

#include "net/cycle.h"

namespace ccsim::sc {

class BarrierNetwork : public sc_core::sc_module {
 public:
  BarrierNetwork(sc_core::sc_module_name name, int nodes, net::Cycle latency_cycles,
                 const sc_core::sc_time& period);

  // Called from a node's processor thread; returns when the barrier releases.
  void arrive_and_wait();
  // A release is on its way (the machine's watchdog must not call that a deadlock).
  bool releasing() const { return releasing_; }
  int waiting() const { return arrived_; }
  uint64_t episodes() const { return generation_; }
  net::Cycle latency_cycles() const { return latency_; }

 private:
  void on_release();

  int nodes_;
  net::Cycle latency_;
  sc_core::sc_time period_;
  int arrived_ = 0;
  uint64_t generation_ = 0;
  bool releasing_ = false;
  sc_core::sc_event release_;
  sc_core::sc_event released_;
};

}  // namespace ccsim::sc
