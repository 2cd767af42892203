// The Verilated switch as a SystemC block.
#include "rtl/rtl_switch_block.h"

#include <sstream>
#include <systemc>

// Verilator's headers, seeing SystemC, call sc_time_stamp() unqualified.
using sc_core::sc_time_stamp;

#include "Vcc_switch_iwarp.h"
#include "base/errors.h"
#include "rtl/rtl_pins.h"

namespace ccsim::sc {

namespace {
struct Iwarp {
  using Model = Vcc_switch_iwarp;
  static constexpr rtl::RtlConfig kConfig{CCSIM_RTL_IWARP};
};
}  // namespace

struct RtlSwitchBlock::Pins {
  rtl::LinkedRtlSwitch<Iwarp> sw;
};

void RtlSwitchBlock::check(const net::SwitchParams& params, int ports,
                           const net::LinkParams& link) {
  constexpr rtl::RtlConfig c = Iwarp::kConfig;
  const std::string built =
      "the Verilated switch is built for the iWarp configuration (5 ports, "
      "switch.num_vcs = 3, switch.queue_depth = 8, switch.sync = true, "
      "switch.sync_pool_vc = 2, full-duplex links)";
  if (ports != c.ports)
    throw ConfigError("topology.kind",
                      built + "; this topology has " + std::to_string(ports) + " ports");
  if (params.num_vcs != c.vcs) throw ConfigError("switch.num_vcs", built);
  if (params.queue_depth != c.queue_depth) throw ConfigError("switch.queue_depth", built);
  if (params.sync_enabled != bool(c.sync)) throw ConfigError("switch.sync", built);
  if (params.sync_pool_vc != c.pool_vc) throw ConfigError("switch.sync_pool_vc", built);
  // A half-duplex slot request depends on whether the switch has a word to send, which the
  // pins do not tell before the edge (rtl/README.md).
  if (link.half_duplex) throw ConfigError("link.half_duplex", built);
}

RtlSwitchBlock::RtlSwitchBlock(sc_core::sc_module_name name, const net::SwitchParams& params,
                               std::vector<std::string> port_names, RunStatus& status,
                               const net::Cycle* cycle_counter, bool own_process)
    : SwitchBlock(name),
      pins_(std::make_unique<Pins>()),
      port_names_(std::move(port_names)),
      status_(status),
      cycle_counter_(cycle_counter) {
  (void)params;
  if (own_process) {
    SC_HAS_PROCESS(RtlSwitchBlock);
    SC_METHOD(on_clock);
    sensitive << clk_i.pos();
    dont_initialize();
  }
}

RtlSwitchBlock::~RtlSwitchBlock() = default;

void RtlSwitchBlock::connect(int port, net::LinkEnd end, int downstream_depth) {
  pins_->sw.connect(port, end, downstream_depth);
}

void RtlSwitchBlock::clock_edge() {
  const net::Cycle now = *cycle_counter_;
  try {
    pins_->sw.tick(now);
  } catch (const std::exception& e) {
    status_.fail(std::string(name()) + ": " + e.what());
    sc_core::sc_stop();
    return;
  }
  if (pins_->sw.error()) {
    status_.fail(std::string(name()) + ": an RTL assertion fired at cycle " + std::to_string(now) +
                 " (a protocol violation the model would report)");
    sc_core::sc_stop();
    return;
  }
  forwarded_since_edge_ = 0;
  bool tail = false;
  auto& rtl = pins_->sw.rtl();
  for (int p = 0; p < ports(); ++p) {
    if (!rtl.out_valid(p)) continue;
    ++words_forwarded_;
    tail |= rtl.out_word(p).kind == net::FlitKind::kTail;
  }
  if (tail || rtl.completions() != seen_completions_) {
    seen_completions_ = rtl.completions();
    status_event_.notify(sc_core::SC_ZERO_TIME);
  }
}

void RtlSwitchBlock::set_stop_not_in_message(uint32_t port_mask) {
  pins_->sw.set_stop_not_in_message(port_mask);
}

void RtlSwitchBlock::forward(uint32_t port_mask) {
  pins_->sw.forward(port_mask);
  forwarded_since_edge_ |= port_mask;  // the model clears passed-tail at once
}

bool RtlSwitchBlock::queues_stopped(uint32_t port_mask) const {
  return (port_mask & forwarded_since_edge_) == 0 && pins_->sw.queues_stopped(port_mask);
}

void RtlSwitchBlock::set_sync_mask(uint32_t port_mask) { pins_->sw.set_sync_mask(port_mask); }

uint64_t RtlSwitchBlock::queues_complete_count() const { return pins_->sw.queues_complete_count(); }

net::SwitchCore::InputState RtlSwitchBlock::input_state(int port, int vc) const {
  return pins_->sw.input_state(port, vc);
}

uint64_t RtlSwitchBlock::sync_bits() const { return pins_->sw.sync_bits(); }

bool RtlSwitchBlock::sync_all_set() const { return pins_->sw.rtl().sync_and(); }

std::string RtlSwitchBlock::describe_blocked(net::Cycle now) const {
  (void)now;
  std::ostringstream os;
  const auto& sw = pins_->sw;
  for (int p = 0; p < ports(); ++p) {
    for (int v = 0; v < sw.vcs(); ++v) {
      const net::SwitchCore::InputState s = sw.input_state(p, v);
      if (!s.bound && s.occupancy == 0) continue;
      os << "  " << name() << ".in_" << port_names_[size_t(p)] << "_vc" << v << ": " << s.occupancy
         << " word(s) queued";
      if (s.bound) {
        os << "; holds output " << port_names_[s.out_port] << " vc" << s.out_vc << " ("
           << sw.output_credits(int(s.out_port), int(s.out_vc)) << " credit(s))";
      }
      os << " [RTL]\n";
    }
  }
  return os.str();
}

}  // namespace ccsim::sc
