// SystemC wrapper of the wormhole switch: one SC_METHOD per rising edge around SwitchCore.
//
// Ports: clk_i. Links are plain registered channels (net::Link), not signals. After each
// edge the wrapper notifies status_event() when a tail passed or QueuesComplete fired, so
// that node software waiting on queue status wakes without polling every cycle.
#pragma once

#include <systemc>

#include "net/switch_core.h"
#include "run_status.h"
#include "switch_block.h"

namespace ccsim::sc {

class WormholeSwitch : public SwitchBlock {
 public:
  WormholeSwitch(sc_core::sc_module_name name, const net::SwitchParams& params,
                 std::vector<std::string> port_names, const sc_core::sc_time& period,
                 RunStatus& status, const net::Cycle* cycle_counter = nullptr,
                 bool own_process = true);

  void clock_edge() override;
  net::SwitchCore& core() { return core_; }
  const net::SwitchCore& core() const { return core_; }

  void connect(int port, net::LinkEnd end, int downstream_depth) override {
    core_.connect(port, end, downstream_depth);
  }
  void set_stop_not_in_message(uint32_t port_mask) override {
    core_.set_stop_not_in_message(port_mask);
  }
  void forward(uint32_t port_mask) override { core_.forward(port_mask); }
  bool queues_stopped(uint32_t port_mask) const override { return core_.queues_stopped(port_mask); }
  void set_sync_mask(uint32_t port_mask) override { core_.set_sync_mask(port_mask); }
  uint64_t queues_complete_count() const override { return core_.queues_complete_count(); }
  uint64_t words_forwarded() const override { return core_.words_forwarded(); }
  std::string describe_blocked(net::Cycle now) const override {
    return core_.describe_blocked(now);
  }
  net::SwitchCore::InputState input_state(int port, int vc) const override {
    return core_.input_state(port, vc);
  }
  uint64_t sync_bits() const override { return core_.sync_gate().bits(); }
  bool sync_all_set() const override { return core_.sync_gate().all_set(); }
  int ports() const override { return core_.ports(); }

 private:
  void on_clock() { clock_edge(); }

  net::SwitchCore core_;
  sc_core::sc_time period_;
  RunStatus& status_;
  const net::Cycle* cycle_counter_;  // the machine's cycle count, if it keeps one
  uint64_t seen_status_changes_ = 0;
};

}  // namespace ccsim::sc
