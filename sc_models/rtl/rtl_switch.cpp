// switch.impl = rtl: the Verilated switch behind the switch seam, the RTL twin of SwitchCore,
// so a machine runs unchanged on it.
//
// Each tick drives the Verilated cc_switch (Verilator's C++ output, see rtl/README.md)
// through its pins: words and credits that arrived by this cycle, each link's free slot, the
// node's control levels and pulses; then it clocks the model once (the pins settle before the
// edge) and puts the registered outputs of the cycle on the links, at this cycle, exactly
// where the model switch would have. Node control between edges takes effect at the next
// tick, as in the model; the adapter hides the one visible difference (a forward() clears
// queues_stopped at once). Built for the iWarp configuration only (5 ports, 3 VCs, 8-word
// queues, the synchronizing switch and the stop condition on pool VC 2, one local port: no
// node.all_port; iWarp's switch and link timing); any other key is refused by key (rtl_keys).
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "Vcc_switch_iwarp.h"
#include "base/errors.h"
#include "rtl/rtl_pins.h"
#include "switch_impl.h"

namespace ccsim::sc {
namespace {

struct Iwarp {
  using Model = Vcc_switch_iwarp;
  static constexpr rtl::RtlConfig kConfig{CCSIM_RTL_IWARP};
};

// What the allowlist below does not cover: the topology's ports and the node's local ports.
void check_rtl_switch(const net::MachineParams& params, const net::Topology& topology) {
  constexpr rtl::RtlConfig c = Iwarp::kConfig;
  const std::string built =
      "the Verilated switch is built for the iWarp configuration (5 ports, "
      "switch.num_vcs = 3, switch.queue_depth = 8, switch.sync = true, "
      "switch.sync_pool_vc = 2, full-duplex links)";
  // An all-port node's switch has a local port per network port; the Verilated switch has one.
  if (params.node.all_port) {
    throw ConfigError("node.all_port", built + " with one local port; node.all_port = true needs " +
                                           std::to_string(2 * topology.network_ports()) +
                                           " ports (use switch.impl = model)");
  }
  const int ports = topology.switch_ports();
  if (ports != c.ports)
    throw ConfigError("topology.kind",
                      built + "; this topology has " + std::to_string(ports) + " ports");
}

// The keys the Verilated switch implements: iWarp's configuration (its parameters) and any link
// rate and latency. Everything else (iWarp's timing: a one-cycle pipeline, route words consumed,
// credits and local links at one cycle; no broadcast relay) must stay at its default. A
// half-duplex slot request depends on whether the switch has a word to send, which the pins do
// not tell before the edge (rtl/README.md).
std::map<std::string, std::vector<std::string>> rtl_keys() {
  constexpr rtl::RtlConfig c = Iwarp::kConfig;
  return {{"switch.impl", {}},
          {"switch.num_vcs", {std::to_string(c.vcs)}},
          {"switch.queue_depth", {std::to_string(c.queue_depth)}},
          {"switch.sync", {c.sync ? "true" : "false"}},
          {"switch.sync_pool_vc", {std::to_string(c.pool_vc)}},
          {"link.cycles_per_word", {}},
          {"link.latency_cycles", {}},
          {"link.local_cycles_per_word", {}}};
}

class RtlSwitchAdapter final : public net::Switch {
 public:
  RtlSwitchAdapter(std::string name, std::vector<std::string> port_names)
      : name_(std::move(name)), port_names_(std::move(port_names)) {}

  void connect(int port, net::LinkEnd end, int downstream_depth) override {
    sw_.connect(port, end, downstream_depth);
  }

  void tick(net::Cycle now) override {
    try {
      sw_.tick(now);
    } catch (const std::exception& e) {
      throw SimulationError(name_ + ": " + e.what());
    }
    if (sw_.error()) {
      throw SimulationError(name_ + ": an RTL assertion fired at cycle " + std::to_string(now) +
                            " (a protocol violation the model would report)");
    }
    forwarded_since_edge_ = 0;
    bool tail = false;
    auto& rtl = sw_.rtl();
    head_blocked_cycles_ += uint64_t(rtl.heads_blocked());
    for (int p = 0; p < ports(); ++p) {
      if (!rtl.out_valid(p)) continue;
      ++words_forwarded_;
      tail |= rtl.out_word(p).kind == net::FlitKind::kTail;
    }
    if (tail || rtl.completions() != seen_completions_) {
      seen_completions_ = rtl.completions();
      ++status_changes_;
    }
  }

  void set_stop_not_in_message(net::PortMask port_mask) override {
    sw_.set_stop_not_in_message(port_mask);
  }
  void forward(net::PortMask port_mask) override {
    sw_.forward(port_mask);
    forwarded_since_edge_ |= port_mask;  // the model clears passed-tail at once
  }
  bool queues_stopped(net::PortMask port_mask) const override {
    return (port_mask & forwarded_since_edge_) == 0 && sw_.queues_stopped(port_mask);
  }
  uint64_t status_changes() const override { return status_changes_; }

  uint64_t words_forwarded() const override { return words_forwarded_; }
  uint64_t head_blocked_cycles() const override { return head_blocked_cycles_; }
  std::string describe_blocked(net::Cycle now) const override;
  InputState input_state(int port, int vc) const override { return sw_.input_state(port, vc); }
  // The Verilated switch always has its gate (built with the synchronizing switch).
  net::AdditionControl* addition_control(const std::string& addition) override {
    return addition == net::SyncControl::kAddition ? &sync_control_ : nullptr;
  }
  int ports() const override { return int(port_names_.size()); }

 private:
  // The gate's pins as the synchronizing switch's control.
  class GateControl final : public net::SyncControl {
   public:
    explicit GateControl(rtl::LinkedRtlSwitch<Iwarp>& sw) : sw_(sw) {}
    void set_mask(net::PortMask port_mask) override { sw_.set_sync_mask(port_mask); }
    uint64_t completions() const override { return sw_.queues_complete_count(); }
    uint64_t bits() const override { return sw_.sync_bits(); }
    bool all_set() const override { return sw_.rtl().sync_and(); }

   private:
    rtl::LinkedRtlSwitch<Iwarp>& sw_;
  };

  rtl::LinkedRtlSwitch<Iwarp> sw_;  // the Verilated model on its link ends (rtl/rtl_pins.h)
  GateControl sync_control_{sw_};
  std::string name_;
  std::vector<std::string> port_names_;
  uint32_t forwarded_since_edge_ = 0;  // ports whose queues_stopped reads false until the edge
  uint64_t words_forwarded_ = 0;
  uint64_t head_blocked_cycles_ = 0;  // summed from head_blocked_o every cycle
  uint64_t seen_completions_ = 0;
  uint64_t status_changes_ = 0;  // a tail left or QueuesComplete fired
};

std::string RtlSwitchAdapter::describe_blocked(net::Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int p = 0; p < ports(); ++p) {
    for (int v = 0; v < sw_.vcs(); ++v) {
      const InputState s = sw_.input_state(p, v);
      if (!s.bound && s.occupancy == 0) continue;
      os << "  " << name_ << ".in_" << port_names_[size_t(p)] << "_vc" << v << ": " << s.occupancy
         << " word(s) queued";
      if (s.bound) {
        os << "; holds output " << port_names_[s.out_port] << " vc" << s.out_vc << " ("
           << sw_.output_credits(int(s.out_port), int(s.out_vc)) << " credit(s))";
      }
      os << " [RTL]\n";
    }
  }
  return os.str();
}

BuiltSwitch make_rtl_switch(const std::string& name, const net::MachineParams&,
                            std::vector<std::string> port_names) {
  return BuiltSwitch{std::make_unique<RtlSwitchAdapter>(name, std::move(port_names)), nullptr};
}

}  // namespace

CCSIM_REGISTER(rtl, switch_impls(), "rtl",
               SwitchImpl{"the Verilated RTL switch, rtl/cc_switch.sv (iWarp configuration)",
                          make_rtl_switch, check_rtl_switch, rtl_keys(),
                          "the Verilated switch has iWarp's timing and is built for the iWarp "
                          "configuration (5 ports, switch.num_vcs = 3, switch.queue_depth = 8, "
                          "switch.sync = true, switch.sync_pool_vc = 2, full-duplex links, no "
                          "broadcast relay); it implements no other value of this key (use "
                          "switch.impl = model)"});

}  // namespace ccsim::sc
