// switch.impl = rtl: the Verilated switch behind the switch seam, the RTL twin of SwitchCore,
// so a machine runs unchanged on it.
//
// Each tick drives the Verilated cc_switch (Verilator's C++ output, see rtl/README.md)
// through its pins: words and credits that arrived by this cycle, each link's free slot, the
// node's control levels and pulses; then it clocks the model once (the pins settle before the
// edge) and puts the registered outputs of the cycle on the links, at this cycle, exactly
// where the model switch would have. Node control between edges takes effect at the next
// tick, as in the model; the adapter hides the one visible difference (a forward() clears
// queues_stopped at once). Two Verilated configurations, picked by the machine's switch ports
// and then checked key by key against its parameters (check_rtl_switch):
// - iWarp: 5 ports, 3 VCs, 8-word queues, the synchronizing switch and the stop condition on
//   pool VC 2 (configs/iwarp-8x8.ini);
// - HPAM: 10 ports (xp xm yp ym up dn0..dn3 local), 1 VC, 4-word queues, no gate and no stop
//   condition, the inter-level multicast and combining (configs/hpam-*.ini). Their hardware is
//   there whether switch.hpam_multicast and switch.hpam_combining are on or off: without an
//   addition no worm carries its word, and the switch is then the plain one, cycle for cycle.
// Both have one local port (no node.all_port) and iWarp's switch and link timing; any other key
// is refused by key (rtl_keys), and so is a combination neither configuration is.
#include <algorithm>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "Vcc_switch_hpam.h"
#include "Vcc_switch_iwarp.h"
#include "base/errors.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/additions/hpam_multicast.h"
#include "rtl/rtl_pins.h"
#include "switch_impl.h"

namespace ccsim::sc {
namespace {

struct Iwarp {
  using Model = Vcc_switch_iwarp;
  static constexpr rtl::RtlConfig kConfig{CCSIM_RTL_IWARP};
};
struct Hpam {
  using Model = Vcc_switch_hpam;
  static constexpr rtl::RtlConfig kConfig{CCSIM_RTL_HPAM};
};

struct BuiltConfig {
  const char* name;
  rtl::RtlConfig config;
};
constexpr BuiltConfig kBuilt[] = {{"iWarp", Iwarp::kConfig}, {"HPAM", Hpam::kConfig}};

std::string describe(const BuiltConfig& b) {
  const rtl::RtlConfig& c = b.config;
  std::string s = std::string(b.name) + " (" + std::to_string(c.ports) +
                  " ports, switch.num_vcs = " + std::to_string(c.vcs) +
                  ", switch.queue_depth = " + std::to_string(c.queue_depth) +
                  ", switch.sync = " + (c.sync ? "true" : "false");
  if (c.sync || c.stop) s += ", switch.sync_pool_vc = " + std::to_string(c.pool_vc);
  s += c.multicast ? ", switch.hpam_multicast either way" : ", no switch.hpam_multicast";
  s += c.combining ? ", switch.hpam_combining either way)" : ", no switch.hpam_combining)";
  return s;
}

std::string built_text() {
  return "the Verilated switch is built in two configurations, " + describe(kBuilt[0]) + " and " +
         describe(kBuilt[1]) + ", with full-duplex links and one local port";
}

bool multicast_on(const net::MachineParams& params) {
  const auto* m =
      params.router.additions.find<net::HpamMulticastParams>(net::MulticastControl::kAddition);
  return m && m->enabled;
}

bool combining_on(const net::MachineParams& params) {
  const auto* c =
      params.router.additions.find<net::HpamCombiningParams>(net::CombiningControl::kAddition);
  return c && c->enabled;
}

// The one configuration whose ports the topology's switches have, or null.
const BuiltConfig* config_for_ports(int ports) {
  for (const BuiltConfig& b : kBuilt) {
    if (b.config.ports == ports) return &b;
  }
  return nullptr;
}

// What the allowlist below does not cover: which configuration the machine is, the node's
// local ports. The configuration is the one of the topology's port count; each parameter that
// differs from it is refused by its own key.
void check_rtl_switch(const net::MachineParams& params, const net::Topology& topology) {
  // An all-port node's switch has a local port per network port; the Verilated switch has one.
  if (params.node.all_port) {
    throw ConfigError("node.all_port", built_text() + "; node.all_port = true needs " +
                                           std::to_string(2 * topology.network_ports()) +
                                           " ports (use switch.impl = model)");
  }
  const int ports = topology.switch_ports();
  const BuiltConfig* b = config_for_ports(ports);
  if (!b) {
    throw ConfigError("topology.kind", built_text() + "; this topology's switches have " +
                                           std::to_string(ports) +
                                           " ports (use switch.impl = model)");
  }
  const rtl::RtlConfig& c = b->config;
  const net::SwitchParams& r = params.router;
  const std::string why = "this machine's " + std::to_string(ports) + "-port switch would be the " +
                          describe(*b) + " (use switch.impl = model)";
  if (r.num_vcs != c.vcs) throw ConfigError("switch.num_vcs", why);
  if (r.queue_depth != c.queue_depth) throw ConfigError("switch.queue_depth", why);
  if (r.sync.enabled != bool(c.sync)) throw ConfigError("switch.sync", why);
  // The pool VC is the gate's and the stop condition's: a switch with neither has none.
  if ((c.sync || c.stop) && r.sync_pool_vc != c.pool_vc) {
    throw ConfigError("switch.sync_pool_vc", why);
  }
  if (multicast_on(params) && !c.multicast) throw ConfigError("switch.hpam_multicast", why);
  if (combining_on(params) && !c.combining) throw ConfigError("switch.hpam_combining", why);
}

// The keys the Verilated switch implements: the parameters of its configurations and any link
// rate and latency. A number key accepts the values of either configuration; the boolean keys
// (switch.sync, switch.hpam_multicast, switch.hpam_combining) accept both values.
// check_rtl_switch then holds the machine to the one configuration of its port count, by key.
// Everything else (iWarp's timing: a one-cycle pipeline, route words consumed, credits and
// local links at one cycle; no broadcast relay) must stay at its default. A half-duplex slot
// request depends on whether the switch has a word to send, which the pins do not tell before the
// edge (rtl/README.md).
std::map<std::string, std::vector<std::string>> rtl_keys() {
  std::map<std::string, std::vector<std::string>> keys = {{"switch.impl", {}},
                                                          {"switch.sync", {}},
                                                          {"switch.hpam_multicast", {}},
                                                          {"switch.hpam_combining", {}},
                                                          {"link.cycles_per_word", {}},
                                                          {"link.latency_cycles", {}},
                                                          {"link.local_cycles_per_word", {}}};
  auto add = [&keys](const std::string& key, int value) {
    std::vector<std::string>& values = keys[key];
    const std::string v = std::to_string(value);
    if (std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
  };
  for (const BuiltConfig& b : kBuilt) {
    add("switch.num_vcs", b.config.vcs);
    add("switch.queue_depth", b.config.queue_depth);
    add("switch.sync_pool_vc", b.config.pool_vc);
  }
  return keys;
}

template <class Cfg>
class RtlSwitchAdapter final : public net::Switch {
 public:
  static constexpr rtl::RtlConfig kConfig = Cfg::kConfig;

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

  // The stop condition exists only where it was built (StopEnable); without it its pins stay
  // at 0, and the model's behaviour (which always has it) cannot be given.
  void set_stop_not_in_message(net::PortMask port_mask) override {
    require_stop_condition();
    sw_.set_stop_not_in_message(port_mask);
  }
  void forward(net::PortMask port_mask) override {
    require_stop_condition();
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
  // The gate's control where the configuration has it (SyncEnable), as the model's with
  // switch.sync. The multicast offers node software no switch-side control.
  net::AdditionControl* addition_control(const std::string& addition) override {
    return kConfig.sync && addition == net::SyncControl::kAddition ? &sync_control_ : nullptr;
  }
  int ports() const override { return int(port_names_.size()); }

 private:
  // The gate's pins as the synchronizing switch's control.
  class GateControl final : public net::SyncControl {
   public:
    explicit GateControl(rtl::LinkedRtlSwitch<Cfg>& sw) : sw_(sw) {}
    void set_mask(net::PortMask port_mask) override { sw_.set_sync_mask(port_mask); }
    uint64_t completions() const override { return sw_.queues_complete_count(); }
    uint64_t bits() const override { return sw_.sync_bits(); }
    bool all_set() const override { return sw_.rtl().sync_and(); }

   private:
    rtl::LinkedRtlSwitch<Cfg>& sw_;
  };

  void require_stop_condition() const {
    if (!kConfig.stop) {
      throw SimulationError(name_ +
                            ": the Verilated switch of this machine has no stop "
                            "condition (built without StopEnable; use switch.impl = "
                            "model)");
    }
  }

  rtl::LinkedRtlSwitch<Cfg> sw_;  // the Verilated model on its link ends (rtl/rtl_pins.h)
  GateControl sync_control_{sw_};
  std::string name_;
  std::vector<std::string> port_names_;
  uint32_t forwarded_since_edge_ = 0;  // ports whose queues_stopped reads false until the edge
  uint64_t words_forwarded_ = 0;
  uint64_t head_blocked_cycles_ = 0;  // summed from head_blocked_o every cycle
  uint64_t seen_completions_ = 0;
  uint64_t status_changes_ = 0;  // a tail left or QueuesComplete fired
};

template <class Cfg>
std::string RtlSwitchAdapter<Cfg>::describe_blocked(net::Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int p = 0; p < ports(); ++p) {
    for (int v = 0; v < sw_.vcs(); ++v) {
      const InputState s = sw_.input_state(p, v);
      if (!s.bound && s.occupancy == 0) continue;
      os << "  " << name_ << ".in_" << port_names_[size_t(p)] << "_vc" << v << ": " << s.occupancy
         << " word(s) queued";
      if (s.bound && sw_.rtl().multicast_bound(p, v)) {
        os << "; a multicast worm, its run from output " << port_names_[s.out_port] << " vc"
           << s.out_vc;
      } else if (s.bound) {
        os << "; holds output " << port_names_[s.out_port] << " vc" << s.out_vc << " ("
           << sw_.output_credits(int(s.out_port), int(s.out_vc)) << " credit(s))";
      }
      os << " [RTL]\n";
    }
  }
  return os.str();
}

// check_rtl_switch has held the machine to the configuration of its port count.
BuiltSwitch make_rtl_switch(const std::string& name, const net::MachineParams&,
                            std::vector<std::string> port_names) {
  const int ports = int(port_names.size());
  if (ports == Hpam::kConfig.ports) {
    return BuiltSwitch{std::make_unique<RtlSwitchAdapter<Hpam>>(name, std::move(port_names)),
                       nullptr};
  }
  if (ports != Iwarp::kConfig.ports) {
    throw ConfigError("topology.kind",
                      built_text() + "; this switch has " + std::to_string(ports) + " ports");
  }
  return BuiltSwitch{std::make_unique<RtlSwitchAdapter<Iwarp>>(name, std::move(port_names)),
                     nullptr};
}

}  // namespace

CCSIM_REGISTER(rtl, switch_impls(), "rtl",
               SwitchImpl{"the Verilated RTL switch, rtl/cc_switch.sv (iWarp and HPAM "
                          "configurations)",
                          make_rtl_switch, check_rtl_switch, rtl_keys(),
                          "the Verilated switch has iWarp's timing and is built in two "
                          "configurations, iWarp (5 ports, switch.num_vcs = 3, "
                          "switch.queue_depth = 8, switch.sync = true, switch.sync_pool_vc = 2) "
                          "and HPAM (10 ports, switch.num_vcs = 1, switch.queue_depth = 4, "
                          "switch.sync = false, the multicast switch.hpam_multicast and "
                          "combining switch.hpam_combining), with full-duplex links and no "
                          "broadcast relay; it "
                          "implements no other value of this key (use switch.impl = model)"});

}  // namespace ccsim::sc
