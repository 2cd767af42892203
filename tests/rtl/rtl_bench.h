// The Verilated switch on its pins with scripted senders and draining receivers.
//
// The bench of the addition tests: McBench (rtl_multicast_bench.h) and CbBench
// (combining/rtl_combining_bench.h).
// RtlBench<Cfg>: each port's sender sends its queued words in order (one per cycle, on the
// words' VC, within the switch's credits, each from its own cycle on); each port's receiver
// takes every word at once and returns its credit in the next cycle; every output slot is free
// and the sync gate idle (empty mask). What each port sent (with its cycle), the cycles of each
// input's credits (words it popped) and the blocked heads, summed over the cycles, are recorded.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "rtl/rtl_pins.h"

namespace ccsim::rtltest {

using net::Cycle;
using net::Flit;
using net::FlitKind;
using rtl::RtlConfig;
using rtl::RtlSwitch;

struct Sent {
  Cycle cycle;
  Flit flit;
};

template <class Cfg>
class RtlBench {
 public:
  static constexpr int kPorts = Cfg::kConfig.ports;
  static constexpr int kVcs = Cfg::kConfig.vcs;

  RtlBench()
      : in_(kPorts),
        out_(kPorts),
        credits_(size_t(kPorts * kVcs), Cfg::kConfig.queue_depth),
        credit_cycles_(size_t(kPorts * kVcs)),
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
  // Words input `input` popped (credits it returned).
  int returned(int input) const { return int(credit_cycles_[size_t(input)].size()); }
  uint64_t credits_returned() const { return returned_; }
  // Heads that requested an output VC and got none, summed over the cycles.
  uint64_t heads_blocked() const { return blocked_; }
  Cycle now() const { return t_; }

  RtlSwitch<Cfg> sw;

 private:
  std::vector<std::deque<Sent>> in_;
  std::vector<std::vector<Sent>> out_;
  std::vector<int> credits_;
  std::vector<std::vector<Cycle>> credit_cycles_;
  std::vector<std::vector<int>> owed_;
  uint64_t returned_ = 0;
  uint64_t blocked_ = 0;
  Cycle t_ = 0;
};

}  // namespace ccsim::rtltest
