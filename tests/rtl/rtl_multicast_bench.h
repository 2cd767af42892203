// The Verilated switch with the HPAM multicast (configuration mc of rtl_tests.cmake: 6 ports,
// 2 VCs, depth 4, MulticastEnable) on its pins, with scripted senders and draining receivers,
// for rtl_multicast_test.cpp and rtl_multicast_lockstep_test.cpp.
//
// McBench: each port's sender sends its queued words in order (one per cycle, on the words' VC,
// within the switch's credits, from a cycle on); each port's receiver takes every word at once
// and returns its credit in the next cycle; every output slot is free. What each port sent and
// the cycles of each input's credits are recorded, and each cycle's multicast holdings are
// readable.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "Vcc_switch_mc.h"
#include "common/switch/rtl_switch.h"
#include "net/switch/additions/hpam_multicast.h"

namespace ccsim::rtltest {

struct Mc {
  using Model = Vcc_switch_mc;
  static constexpr RtlConfig kConfig{CCSIM_RTL_MC};
};

// What the multicast pins show (cc_switch: out_mc_held_o, out_mc_owner_o, in_multicast_o).
// The input whose multicast worm holds output VC o, or -1.
inline int multicast_owner(RtlSwitch<Mc>& sw, int o) {
  if (!get_field(sw.top().out_mc_held_o, o, 1)) return -1;
  const int w = clog2(Mc::kConfig.ports * Mc::kConfig.vcs);
  return int(get_field(sw.top().out_mc_owner_o, o * w, w));
}
// The output ports input `input`'s multicast worm holds (on any VC).
inline uint32_t holding(RtlSwitch<Mc>& sw, int input) {
  uint32_t ports = 0;
  for (int o = 0; o < Mc::kConfig.ports * Mc::kConfig.vcs; ++o) {
    if (multicast_owner(sw, o) == input) ports |= 1u << (o / Mc::kConfig.vcs);
  }
  return ports;
}
inline bool multicast_bound(RtlSwitch<Mc>& sw, int input) {
  return get_field(sw.top().in_multicast_o, input, 1) != 0;
}

struct Sent {
  Cycle cycle;
  Flit flit;
};

class McBench {
 public:
  static constexpr int kPorts = Mc::kConfig.ports;
  static constexpr int kVcs = Mc::kConfig.vcs;

  McBench()
      : in_(kPorts),
        out_(kPorts),
        credits_(size_t(kPorts * kVcs), Mc::kConfig.queue_depth),
        credit_cycles_(size_t(kPorts * kVcs)) {
    sw.set_sync_mask(0);  // the gate idle
    for (int p = 0; p < kPorts; ++p) sw.set_out_ready(p, true);
  }

  // Port `port` sends `words` (each on its own VC) from cycle `from` on.
  void send(int port, const std::vector<Flit>& words, Cycle from = 0) {
    for (const Flit& f : words) in_[size_t(port)].push_back({from, f});
  }

  void tick() {
    for (int p = 0; p < kPorts; ++p) {
      auto& q = in_[size_t(p)];
      if (!q.empty() && q.front().cycle <= t_ &&
          credits_[size_t(p * kVcs + q.front().flit.vc)] > 0) {
        --credits_[size_t(p * kVcs + q.front().flit.vc)];
        sw.drive_word(p, q.front().flit);
        q.pop_front();
      }
      for (int v : owed_[size_t(p)]) sw.drive_credit(p, v);
      owed_[size_t(p)].clear();
    }
    sw.clock();
    for (int p = 0; p < kPorts; ++p) {
      if (sw.out_valid(p)) {
        out_[size_t(p)].push_back({t_, sw.out_word(p)});
        owed_[size_t(p)].push_back(sw.out_word(p).vc);
      }
      for (int v = 0; v < kVcs; ++v) {
        if (!sw.credit_out(p, v)) continue;
        ++credits_[size_t(p * kVcs + v)];
        credit_cycles_[size_t(p * kVcs + v)].push_back(t_);
        ++returned_;
      }
    }
    ++t_;
  }
  void run(Cycle cycles) {
    for (Cycle c = 0; c < cycles; ++c) tick();
  }

  bool quiet() {
    for (int p = 0; p < kPorts; ++p) {
      if (!in_[size_t(p)].empty()) return false;
      for (int v = 0; v < kVcs; ++v) {
        if (sw.bound(p, v) || sw.occupancy(p, v) > 0 || sw.busy(p, v)) return false;
      }
    }
    return true;
  }

  const std::vector<Sent>& sent(int port) const { return out_[size_t(port)]; }
  // The cycles in which input `input` returned a credit (popped a word).
  const std::vector<Cycle>& credit_cycles(int input) const { return credit_cycles_[size_t(input)]; }
  uint64_t credits_returned() const { return returned_; }
  Cycle now() const { return t_; }

  RtlSwitch<Mc> sw;

 private:
  std::vector<std::deque<Sent>> in_;
  std::vector<std::vector<Sent>> out_;
  std::vector<int> credits_;
  std::vector<std::vector<Cycle>> credit_cycles_;
  std::vector<int> owed_[kPorts];
  uint64_t returned_ = 0;
  Cycle t_ = 0;
};

// A worm on VC vc: `first` (a multicast word or a route word), then `body` words of distinct
// data: two head words (a route word the copies share, an info word), bodies, the tail.
inline std::vector<Flit> worm(uint32_t first, int vc, int body, uint32_t tag) {
  std::vector<Flit> w{Flit{first, FlitKind::kHead, uint8_t(vc)}};
  w.push_back(Flit{net::encode_segment(net::RouteSegment{2, 3, 0}), FlitKind::kHead, uint8_t(vc)});
  w.push_back(Flit{tag << 16, FlitKind::kHead, uint8_t(vc)});
  for (int k = 0; k < body; ++k)
    w.push_back(Flit{(tag << 16) | uint32_t(k + 1), FlitKind::kBody, uint8_t(vc)});
  w.push_back(Flit{(tag << 16) | 0xFFFFu, FlitKind::kTail, uint8_t(vc)});
  return w;
}

}  // namespace ccsim::rtltest
