// SystemC wrapper of the wormhole switch.
#include "wormhole_switch.h"

#include "clocking.h"

namespace ccsim::sc {

WormholeSwitch::WormholeSwitch(sc_core::sc_module_name name, const net::SwitchParams& params,
                               std::vector<std::string> port_names, const sc_core::sc_time& period,
                               RunStatus& status, const net::Cycle* cycle_counter, bool own_process)
    : SwitchBlock(name),
      core_(params, std::string(sc_core::sc_module::name()), std::move(port_names)),
      period_(period),
      status_(status),
      cycle_counter_(cycle_counter) {
  if (own_process) {
    SC_HAS_PROCESS(WormholeSwitch);
    SC_METHOD(on_clock);
    sensitive << clk_i.pos();
    dont_initialize();
  }
}

void WormholeSwitch::clock_edge() {
  try {
    core_.tick(cycle_counter_ ? *cycle_counter_ : cycle_at(period_));
  } catch (const std::exception& e) {
    status_.fail(e.what());
    sc_core::sc_stop();
    return;
  }
  if (core_.status_changes() != seen_status_changes_) {
    seen_status_changes_ = core_.status_changes();
    status_event_.notify(sc_core::SC_ZERO_TIME);
  }
}

}  // namespace ccsim::sc
