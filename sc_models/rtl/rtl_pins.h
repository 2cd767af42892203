// The Verilated switch (rtl/cc_switch.sv) on its pins, and on net::Link ends.
//
// RtlSwitch<Cfg> owns one Verilated cc_switch (Cfg::Model is the Verilated class of one
// configuration, Cfg::kConfig its parameters) and speaks its pin contract: drive the inputs of
// a cycle, clock() (inputs settle, rising edge, registered outputs read back), then read that
// cycle's outputs. Pulse inputs (words, credits, forward) drop after each clock(); levels
// (out_ready, stop enable, sync mask) stay. Every RTL assertion that fires is counted
// (Verilator --assert, fatalOnError off) and shows in error().
//
// LinkedRtlSwitch<Cfg> gives it SwitchCore's interface: connect() a port to a link end,
// tick(t) takes the words and credits that arrived by t from the links, asks each link whether
// its slot is free (Link::can_send; full-duplex links only, where that query has no side
// effect), clocks once and puts what left in cycle t on the links at t. The query methods read
// the observation pins. Two differences from SwitchCore, both of the pin contract: forward()
// takes effect at the next tick (the model's at once, so queues_stopped() reads differently
// between a forward() and the next tick), and set_stop_not_in_message() clears go and
// passed-tail only when the stop mask changes (the model on every call).
#pragma once

#include <verilated.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/link.h"
#include "net/switch/switch_core.h"

namespace ccsim::rtl {

using net::Cycle;
using net::Flit;
using net::FlitKind;

// Parameters of one Verilated configuration (CCSIM_RTL_<NAME> from rtl_tests.cmake).
struct RtlConfig {
  int ports;
  int vcs;
  int queue_depth;
  int downstream_depth;
  int sync;
  int stop;
  int pool_vc;
  int multicast = 0;  // MulticastEnable: the HPAM's inter-level multicast
  int combining = 0;  // CombiningEnable: the HPAM's combining for the gather
};

// Bits [lsb, lsb + width) of a Verilated port value (width <= 64): CData..QData or VlWide.
template <typename T>
uint64_t get_field(const T& value, int lsb, int width) {
  const uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  return (uint64_t(value) >> lsb) & mask;
}
template <std::size_t N>
uint64_t get_field(const VlWide<N>& value, int lsb, int width) {
  uint64_t out = 0;
  for (int b = 0; b < width; ++b) {
    const int bit = lsb + b;
    out |= uint64_t((value.at(size_t(bit / 32)) >> (bit % 32)) & 1u) << b;
  }
  return out;
}
template <typename T>
void set_field(T& value, int lsb, int width, uint64_t field) {
  const uint64_t mask = (width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1) << lsb;
  value = T((uint64_t(value) & ~mask) | ((field << lsb) & mask));
}
template <std::size_t N>
void set_field(VlWide<N>& value, int lsb, int width, uint64_t field) {
  for (int b = 0; b < width; ++b) {
    const int bit = lsb + b;
    uint32_t& word = value.at(size_t(bit / 32));
    word = (word & ~(1u << (bit % 32))) | (uint32_t((field >> b) & 1u) << (bit % 32));
  }
}

inline int clog2(int n) {
  int w = 0;
  while ((1 << w) < n) ++w;
  return w;
}

template <class Cfg>
class RtlSwitch {
 public:
  using Model = typename Cfg::Model;
  static constexpr RtlConfig kConfig = Cfg::kConfig;
  static constexpr int kWordWidth = 32;
  static constexpr int kKindWidth = 2;
  static constexpr int kVcWidth = 4;

  RtlSwitch() : ctx_(std::make_unique<VerilatedContext>()) {
    ctx_->fatalOnError(false);  // an assertion is counted (error()), not the end of the process
    top_ = std::make_unique<Model>(ctx_.get(), "sw");
    const int inputs = kConfig.ports * kConfig.vcs;
    target_width_ = inputs > 1 ? clog2(inputs) : 1;
    count_width_ = clog2(kConfig.queue_depth + 1);
    credit_width_ = clog2(kConfig.downstream_depth + 1);
    top_->clk_i = 0;
    top_->rst_ni = 1;
    top_->eval();
    top_->rst_ni = 0;  // asynchronous reset
    top_->eval();
    top_->rst_ni = 1;
    top_->eval();
  }
  ~RtlSwitch() { top_->final(); }
  RtlSwitch(const RtlSwitch&) = delete;
  RtlSwitch& operator=(const RtlSwitch&) = delete;

  int ports() const { return kConfig.ports; }
  int vcs() const { return kConfig.vcs; }
  int index(int port, int vc) const { return port * kConfig.vcs + vc; }

  // Inputs of the coming cycle.
  void drive_word(int port, const Flit& f) {
    set_field(top_->in_valid_i, port, 1, 1);
    set_field(top_->in_data_i, port * kWordWidth, kWordWidth, f.data);
    set_field(top_->in_kind_i, port * kKindWidth, kKindWidth, uint64_t(f.kind));
    set_field(top_->in_vc_i, port * kVcWidth, kVcWidth, f.vc);
  }
  void drive_credit(int port, int vc) { set_field(top_->credit_in_i, index(port, vc), 1, 1); }
  bool credit_driven(int port, int vc) const {
    return get_field(top_->credit_in_i, index(port, vc), 1) != 0;
  }
  void set_out_ready(int port, bool ready) { set_field(top_->out_ready_i, port, 1, ready); }
  void set_stop_enable(net::PortMask mask) { top_->stop_enable_i = uint32_t(mask & all_ports()); }
  void pulse_forward(net::PortMask mask) {
    top_->forward_i = uint32_t((top_->forward_i | mask) & all_ports());
  }
  void set_sync_mask(net::PortMask mask) { top_->sync_mask_i = uint32_t(mask & all_ports()); }
  uint32_t sync_mask() const { return top_->sync_mask_i; }

  // One cycle: the inputs settle, the rising edge, outputs of the cycle read back. The pulses
  // drop for the next cycle.
  void clock() {
    top_->eval();
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
    top_->in_valid_i = 0;
    top_->credit_in_i = 0;
    top_->forward_i = 0;
    ++cycles_;
    if (top_->queues_complete_o) ++completions_;
  }

  // Outputs of the cycle just clocked.
  bool out_valid(int port) const { return get_field(top_->out_valid_o, port, 1) != 0; }
  Flit out_word(int port) const {
    return Flit{uint32_t(get_field(top_->out_data_o, port * kWordWidth, kWordWidth)),
                FlitKind(get_field(top_->out_kind_o, port * kKindWidth, kKindWidth)),
                uint8_t(get_field(top_->out_vc_o, port * kVcWidth, kVcWidth))};
  }
  uint32_t out_kind_raw(int port) const {
    return uint32_t(get_field(top_->out_kind_o, port * kKindWidth, kKindWidth));
  }
  bool credit_out(int port, int vc) const {
    return get_field(top_->credit_out_o, index(port, vc), 1) != 0;
  }
  uint32_t sticky() const { return top_->sticky_o; }
  bool sync_and() const { return top_->sync_and_o != 0; }
  bool queues_complete() const { return top_->queues_complete_o != 0; }
  uint64_t completions() const { return completions_; }
  bool queue_stopped(int port) const { return get_field(top_->queues_stopped_o, port, 1) != 0; }
  bool bound(int port, int vc) const {
    return get_field(top_->in_bound_o, index(port, vc), 1) != 0;
  }
  int target(int port, int vc) const {
    return int(get_field(top_->in_target_o, index(port, vc) * target_width_, target_width_));
  }
  int occupancy(int port, int vc) const {
    return int(get_field(top_->in_count_o, index(port, vc) * count_width_, count_width_));
  }
  bool busy(int port, int vc) const { return get_field(top_->out_busy_o, index(port, vc), 1) != 0; }
  // Headers that requested an output VC in the cycle just clocked and were not granted one.
  int heads_blocked() const {
    int n = 0;
    for (int i = 0; i < kConfig.ports * kConfig.vcs; ++i) {
      n += int(get_field(top_->head_blocked_o, i, 1));
    }
    return n;
  }
  int credits(int port, int vc) const {
    return int(get_field(top_->out_credits_o, index(port, vc) * credit_width_, credit_width_));
  }
  // Input (port, vc) is bound to a multicast worm; its target is then the run's first port.
  bool multicast_bound(int port, int vc) const {
    return get_field(top_->in_multicast_o, index(port, vc), 1) != 0;
  }
  // Input index holding output VC (port, vc), or -1: a multicast worm's holdings from their
  // pins (its binding names one port of several), any other from the inputs' bindings.
  int owner(int port, int vc) const {
    const int o = index(port, vc);
    if (get_field(top_->out_mc_held_o, o, 1)) {
      return int(get_field(top_->out_mc_owner_o, o * target_width_, target_width_));
    }
    for (int i = 0; i < kConfig.ports * kConfig.vcs; ++i) {
      const int p = i / kConfig.vcs;
      const int v = i % kConfig.vcs;
      if (bound(p, v) && !multicast_bound(p, v) && target(p, v) == o) return i;
    }
    return -1;
  }

  // An RTL assertion fired (a protocol violation the model throws on).
  bool error() const { return ctx_->gotError(); }
  uint64_t cycles() const { return cycles_; }
  Model& top() { return *top_; }

 private:
  uint32_t all_ports() const { return (1u << kConfig.ports) - 1; }

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Model> top_;
  int target_width_ = 1;
  int count_width_ = 1;
  int credit_width_ = 1;
  uint64_t cycles_ = 0;
  uint64_t completions_ = 0;
};

// The Verilated switch on net::Link ends, with the interface of net::SwitchCore.
template <class Cfg>
class LinkedRtlSwitch {
 public:
  LinkedRtlSwitch() : ends_(size_t(Cfg::kConfig.ports)) {
    rtl_.set_sync_mask(0);  // connect() adds each connected port, as SwitchCore does
  }

  void connect(int port, net::LinkEnd end, int downstream_depth) {
    if (downstream_depth != Cfg::kConfig.downstream_depth) {
      throw std::invalid_argument("the Verilated switch was built for downstream depth " +
                                  std::to_string(Cfg::kConfig.downstream_depth) + ", not " +
                                  std::to_string(downstream_depth));
    }
    ends_[size_t(port)] = end;
    // Without the gate (SyncEnable 0) its mask pins stay 0: nothing reads them.
    if (Cfg::kConfig.sync) rtl_.set_sync_mask(rtl_.sync_mask() | (1u << port));
  }

  void tick(Cycle now) {
    for (int p = 0; p < ports(); ++p) {
      const net::LinkEnd& end = ends_[size_t(p)];
      if (!end.connected()) {
        rtl_.set_out_ready(p, false);
        continue;
      }
      Flit f;
      int words = 0;
      while (end.link->receive(end.end, now, f)) {
        if (++words > 1) throw std::logic_error("two words arrived on one port in one cycle");
        rtl_.drive_word(p, f);
      }
      uint8_t vc;
      while (end.link->receive_credit(end.end, now, vc)) {
        if (vc >= vcs() || rtl_.credit_driven(p, vc)) {
          throw std::logic_error("a second credit for one VC in one cycle, or a bad VC");
        }
        rtl_.drive_credit(p, vc);
      }
      rtl_.set_out_ready(p, end.link->can_send(end.end, now));
    }
    rtl_.clock();
    for (int p = 0; p < ports(); ++p) {
      const net::LinkEnd& end = ends_[size_t(p)];
      if (!end.connected()) continue;
      if (rtl_.out_valid(p)) end.link->send(end.end, rtl_.out_word(p), now);
      for (int v = 0; v < vcs(); ++v) {
        if (rtl_.credit_out(p, v)) end.link->send_credit(end.end, uint8_t(v), now);
      }
    }
  }

  // SwitchCore's control and query interface, on the pins.
  void set_stop_not_in_message(net::PortMask port_mask) { rtl_.set_stop_enable(port_mask); }
  void forward(net::PortMask port_mask) { rtl_.pulse_forward(port_mask); }
  bool queues_stopped(net::PortMask port_mask) const {
    for (int p = 0; p < ports(); ++p) {
      if (((port_mask >> p) & 1) && !rtl_.queue_stopped(p)) return false;
    }
    return true;
  }
  void set_sync_mask(net::PortMask port_mask) { rtl_.set_sync_mask(port_mask); }
  uint64_t queues_complete_count() const { return rtl_.completions(); }
  uint32_t sync_bits() const { return rtl_.sticky(); }
  net::SwitchCore::InputState input_state(int port, int vc) const {
    const int t = rtl_.target(port, vc);
    return net::SwitchCore::InputState{uint32_t(rtl_.occupancy(port, vc)),
                                       rtl_.bound(port, vc) ? 1u : 0u, uint32_t(t / vcs()),
                                       uint32_t(t % vcs())};
  }
  int output_vc_owner(int port, int vc) const { return rtl_.owner(port, vc); }
  int output_credits(int port, int vc) const { return rtl_.credits(port, vc); }
  bool quiet() const {
    for (int p = 0; p < ports(); ++p) {
      for (int v = 0; v < vcs(); ++v) {
        if (rtl_.bound(p, v) || rtl_.occupancy(p, v) > 0) return false;
      }
    }
    return true;
  }
  int ports() const { return Cfg::kConfig.ports; }
  int vcs() const { return Cfg::kConfig.vcs; }
  bool error() const { return rtl_.error(); }
  RtlSwitch<Cfg>& rtl() { return rtl_; }
  const RtlSwitch<Cfg>& rtl() const { return rtl_; }

 private:
  RtlSwitch<Cfg> rtl_;
  std::vector<net::LinkEnd> ends_;
};

}  // namespace ccsim::rtl
