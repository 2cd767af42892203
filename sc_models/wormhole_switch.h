// SystemC wrapper of the wormhole switch: one SC_METHOD per rising edge around SwitchCore.
//
// Ports: clk_i. Links are plain registered channels (net::Link), not signals. After each
// edge the wrapper notifies status_event() when a tail passed or QueuesComplete fired, so
// that node software waiting on queue status wakes without polling every cycle.
#pragma once

#include <systemc>

#include "net/switch_core.h"
#include "run_status.h"

namespace ccsim::sc {

class WormholeSwitch : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk_i;

  WormholeSwitch(sc_core::sc_module_name name, const net::SwitchParams& params,
                 std::vector<std::string> port_names, const sc_core::sc_time& period,
                 RunStatus& status, const net::Cycle* cycle_counter = nullptr);

  net::SwitchCore& core() { return core_; }
  const net::SwitchCore& core() const { return core_; }
  const sc_core::sc_event& status_event() const { return status_event_; }

 private:
  void on_clock();

  net::SwitchCore core_;
  sc_core::sc_time period_;
  RunStatus& status_;
  const net::Cycle* cycle_counter_;  // the machine's cycle count, if it keeps one
  sc_core::sc_event status_event_;
  uint64_t seen_tails_ = 0;
  uint64_t seen_completions_ = 0;
};

}  // namespace ccsim::sc
