// The Verilated switch with the HPAM combining (configuration cb of rtl_combining.cmake: 6 ports,
// 2 VCs, depth 4, CombiningEnable) on its pins, with scripted senders and draining receivers, for
// rtl_combining_test.cpp and rtl_combining_lockstep_test.cpp.
//
// CbBench: each port's sender sends its queued words in order (one per cycle, on the words' VC,
// within the switch's credits, each from its own cycle on); each port's receiver takes every word
// at once and returns its credit in the next cycle; every output slot is free. What each port sent
// (with its cycle) and the credits each input returned are recorded.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "Vcc_switch_cb.h"
#include "net/switch/additions/hpam_combining.h"
#include "rtl/rtl_pins.h"

namespace ccsim::rtltest {

using net::Cycle;
using net::Flit;
using net::FlitKind;
using rtl::RtlConfig;
using rtl::RtlSwitch;

struct Cb {
  using Model = Vcc_switch_cb;
  static constexpr RtlConfig kConfig{CCSIM_RTL_CB};
};

struct CbSent {
  Cycle cycle;
  Flit flit;
};

class CbBench {
 public:
  static constexpr int kPorts = Cb::kConfig.ports;
  static constexpr int kVcs = Cb::kConfig.vcs;

  CbBench()
      : in_(kPorts),
        out_(kPorts),
        credits_(size_t(kPorts * kVcs), Cb::kConfig.queue_depth),
        returned_(size_t(kPorts * kVcs), 0),
        owed_(kPorts) {
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
    blocked_ += uint64_t(sw.heads_blocked());
    for (int p = 0; p < kPorts; ++p) {
      if (sw.out_valid(p)) {
        out_[size_t(p)].push_back({t_, sw.out_word(p)});
        owed_[size_t(p)].push_back(sw.out_word(p).vc);
      }
      for (int v = 0; v < kVcs; ++v) {
        if (!sw.credit_out(p, v)) continue;
        ++credits_[size_t(p * kVcs + v)];
        ++returned_[size_t(p * kVcs + v)];
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

  const std::vector<CbSent>& sent(int port) const { return out_[size_t(port)]; }
  // Words input `input` popped (credits it returned).
  int returned(int input) const { return returned_[size_t(input)]; }
  uint64_t heads_blocked() const { return blocked_; }
  Cycle now() const { return t_; }

  RtlSwitch<Cb> sw;

 private:
  std::vector<std::deque<CbSent>> in_;
  std::vector<std::vector<CbSent>> out_;
  std::vector<int> credits_;
  std::vector<int> returned_;
  std::vector<std::vector<int>> owed_;
  uint64_t blocked_ = 0;
  Cycle t_ = 0;
};

}  // namespace ccsim::rtltest
