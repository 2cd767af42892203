// The Verilated switch against net::SwitchCore in lockstep: the machinery of the cosim tests.
//
// Used by rtl_lockstep_test.cpp, rtl_multicast_lockstep_test.cpp and
// combining/rtl_combining_lockstep_test.cpp, each with its own worms, checks and counts.
// Lockstep<Cfg, Stats> drives one SwitchCore and one RtlSwitch<Cfg> with the same stimulus and
// compares them every cycle; run() returns "" or the first differing cycle, port (or input /
// output VC) and field. Per port: an upstream sender that sends each input VC's stream (from
// its start cycle on) obeying the switch's credits and stalling at random, and starts a new worm
// (the test's new_message) whenever a stream runs dry; a downstream receiver with queues of the
// configured depth that drains at random and returns each credit after a random delay (at most
// one credit per VC per cycle); random stalls of each output link slot (out_ready_i low; for the
// model, a word put on the switch's outgoing wire in that cycle, which makes Link::can_send
// false). Node control at random where the configuration has it: sync mask changes, stop-enable
// changes and forward pulses. A drain phase at the end (no stalls, empty mask, no stop) must
// leave both switches quiet. The model's links have latency 1, 2 or 3; the RTL sees each word
// and credit in the cycle the model's link delivers it.
// Compared each cycle: the word leaving each port (valid, data, kind, VC); the credits returned
// per input; sticky bits, their AND, QueuesComplete; queues_stopped per port; per input its
// occupancy, binding and bound output; per output VC its owner (rtl_owner) and busy; the heads
// that requested an output VC and got none (the model's head_blocked_cycles); with eager
// credits the credit count of every output VC (model.take_credits each cycle; otherwise the
// model's lazy credit intake is left alone and the counts are compared at the end only).
// A test derives from Lockstep, passes its model's SwitchParams and supplies its worms; the
// other hooks let it shape the stimulus and observe each cycle.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "net/link.h"
#include "net/params.h"
#include "net/switch/switch_core.h"
#include "rtl/rtl_pins.h"

namespace ccsim::rtltest {

using net::Cycle;
using net::Flit;
using net::FlitKind;
using rtl::RtlConfig;
using rtl::RtlSwitch;

struct LockstepOptions {
  uint32_t seed = 1;
  int latency = 1;
  bool eager_credits = true;
  Cycle traffic_cycles = 20000;
  Cycle drain_cycles = 4000;
  // Probabilities per cycle.
  double out_stall = 0.25;
  double in_stall = 0.2;
  double drain = 0.6;
  double credit = 0.6;
  double forward = 0.05;
  double mask_change = 0.002;
  double stop_change = 0.001;

  // Run r of a test's series: seed first_seed + r, latency 1 + r % 3, eager credits in the even
  // runs and lazy in the odd.
  void set_series_run(uint32_t first_seed, int r) {
    seed = first_seed + uint32_t(r);
    latency = 1 + r % 3;
    eager_credits = r % 2 == 0;
  }
  std::string describe() const {
    return "seed " + std::to_string(seed) + " latency " + std::to_string(latency) +
           (eager_credits ? " eager" : " lazy") + " credits";
  }
};

struct LockstepStats {
  Cycle cycles = 0;
  uint64_t words_out = 0;
  uint64_t messages = 0;
  uint64_t completions = 0;
  uint64_t forwards = 0;
  uint64_t stalled_slots = 0;
  uint64_t fields = 0;         // field comparisons made
  uint64_t heads_blocked = 0;  // heads that requested an output VC and got none, x cycles

  // Sums these counts of another run (a test sums its own counts).
  void add(const LockstepStats& s) {
    cycles += s.cycles;
    words_out += s.words_out;
    messages += s.messages;
    completions += s.completions;
    forwards += s.forwards;
    stalled_slots += s.stalled_slots;
    fields += s.fields;
    heads_blocked += s.heads_blocked;
  }
};

inline std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

template <class Cfg, class Stats = LockstepStats>
class Lockstep {
 public:
  static constexpr RtlConfig kC = Cfg::kConfig;

  // The model is built from `sp` (see switch_params()), its ports named p0, p1, ...
  Lockstep(const LockstepOptions& o, const net::SwitchParams& sp)
      : o_(o), rng_(o.seed), model_(sp, "model", names()) {
    net::LinkParams lp;
    lp.latency_cycles = o.latency;
    for (int p = 0; p < kC.ports; ++p) {
      links_.push_back(std::make_unique<net::Link>(lp));
      model_.connect(p, {links_.back().get(), 0}, kC.downstream_depth);
      Port port;
      port.stream.resize(size_t(kC.vcs));
      port.not_before.assign(size_t(kC.vcs), 0);
      port.up_credits.assign(size_t(kC.vcs), kC.queue_depth);
      port.down_occupancy.assign(size_t(kC.vcs), 0);
      port.owed.assign(size_t(kC.vcs), 0);
      ports_.push_back(std::move(port));
    }
    outstanding_.assign(size_t(kC.ports * kC.vcs), 0);
    mask_ = (1u << kC.ports) - 1;  // the model's default: every connected port
    rtl_.set_sync_mask(mask_);
  }
  virtual ~Lockstep() = default;

  // "" when everything matched in every cycle, else the first difference.
  std::string run() {
    const Cycle end = o_.traffic_cycles + o_.drain_cycles;
    for (Cycle t = 0; t < end; ++t) {
      const bool traffic = t < o_.traffic_cycles;
      control(traffic);
      std::vector<bool> stall(size_t(kC.ports), false);
      for (int p = 0; p < kC.ports; ++p) {
        stall[size_t(p)] = traffic && chance(o_.out_stall);
        if (stall[size_t(p)]) {
          links_[size_t(p)]->send(0, Flit{0xDEAD0000u | uint32_t(p), FlitKind::kBody, 0}, t);
          ++stats.stalled_slots;
        }
        rtl_.set_out_ready(p, !stall[size_t(p)]);
        Port& port = ports_[size_t(p)];
        while (!port.rtl_words.empty() && port.rtl_words.front().first == t) {
          rtl_.drive_word(p, port.rtl_words.front().second);
          port.rtl_words.pop_front();
        }
        while (!port.rtl_credits.empty() && port.rtl_credits.front().first == t) {
          rtl_.drive_credit(p, port.rtl_credits.front().second);
          port.rtl_credits.pop_front();
        }
      }
      try {
        model_.tick(t);
      } catch (const std::exception& e) {
        return "cycle " + std::to_string(t) + ": the model threw: " + e.what();
      }
      rtl_.clock();
      ++stats.cycles;
      const std::string diff = compare(t, stall);
      if (!diff.empty()) return diff;
      before_act(t, traffic);
      act(t, traffic);
    }
    if (!model_.quiet()) return "traffic did not drain:\n" + model_.describe_blocked(end);
    for (const Port& port : ports_) {
      for (const auto& s : port.stream) {
        if (!s.empty()) return "words left unsent after the drain phase";
      }
    }
    model_.take_credits(end);
    for (int p = 0; p < kC.ports; ++p) {
      for (int v = 0; v < kC.vcs; ++v) {
        if (model_.output_credits(p, v) != rtl_.credits(p, v)) {
          return "end: output " + std::to_string(p) + " vc " + std::to_string(v) +
                 " credits: model " + std::to_string(model_.output_credits(p, v)) + ", rtl " +
                 std::to_string(rtl_.credits(p, v));
        }
      }
    }
    stats.words_out = model_.words_forwarded();
    stats.completions = model_.queues_complete_count();
    return "";
  }

  Stats stats;

 protected:
  // The model's parameters for this configuration, without additions.
  static net::SwitchParams switch_params() {
    net::SwitchParams sp;
    sp.num_vcs = kC.vcs;
    sp.queue_depth = kC.queue_depth;
    sp.sync.enabled = kC.sync;
    sp.sync_pool_vc = kC.pool_vc;
    return sp;
  }

  // The test's worm on link VC `vc`, appended to `s` (the sender's stream of an input VC).
  virtual void new_message(std::deque<Flit>& s, int vc) = 0;
  // Whether input `input` (port * vcs + vc) may start a new worm when its stream runs dry.
  virtual bool may_start_message(int /*input*/) { return true; }
  // Called after the comparison of cycle t, before the test's ends of the links act.
  virtual void before_act(Cycle /*t*/, bool /*traffic*/) {}
  // Called in each compared cycle for each input, with whether it returned a credit.
  virtual void on_input(int /*input*/, bool /*credit*/, Cycle /*t*/) {}
  // The input the RTL shows holding output VC (port, vc), or -1.
  virtual int rtl_owner(int port, int vc) { return rtl_.owner(port, vc); }

  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  uint32_t pick(uint32_t n) { return uint32_t(rng_() % n); }

  // A route word (head) to a random port and VC, hops in {1, 2, 3, 255}, junk in the bits the
  // switch rewrites to 0; `ordinary` keeps the junk off an addition's word (bit 30 clear and a
  // code).
  Flit random_route_word(uint8_t link_vc, bool ordinary) {
    static constexpr uint8_t kHops[] = {1, 1, 1, 2, 3, 255};
    const net::RouteSegment seg{uint8_t(pick(uint32_t(kC.ports))), kHops[pick(6)],
                                uint8_t(pick(uint32_t(kC.vcs)))};
    uint32_t junk = uint32_t(rng_()) & 0x7FFC0000u;
    if (ordinary && !(junk & net::kRouteHandleFlag)) junk &= ~0x30000000u;
    return Flit{net::encode_segment(seg) | junk, FlitKind::kHead, link_vc};
  }
  // The rest of a worm after its first word: up to two random head words, up to six bodies, a
  // tail. Counts the message.
  void push_worm_rest(std::deque<Flit>& s, uint8_t link_vc) {
    for (uint32_t i = pick(3); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kHead, link_vc});
    for (uint32_t i = pick(7); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kBody, link_vc});
    s.push_back(Flit{uint32_t(rng_()), FlitKind::kTail, link_vc});
    ++stats.messages;
  }

  // The sender's stream of input `input`, and the cycle it may send from.
  std::deque<Flit>& stream(int input) {
    return ports_[size_t(input / kC.vcs)].stream[size_t(input % kC.vcs)];
  }
  const std::deque<Flit>& stream(int input) const {
    return ports_[size_t(input / kC.vcs)].stream[size_t(input % kC.vcs)];
  }
  void set_start(int input, Cycle from) {
    ports_[size_t(input / kC.vcs)].not_before[size_t(input % kC.vcs)] = from;
  }
  // Words sent to input `input` and not yet popped (its credit not yet returned).
  int outstanding(int input) const { return outstanding_[size_t(input)]; }

 private:
  struct Port {
    std::vector<std::deque<Flit>> stream;            // words still to send, per input VC
    std::vector<Cycle> not_before;                   // per input VC: the stream's start
    std::vector<int> up_credits;                     // the sender's credits for the switch's queues
    std::deque<std::pair<Cycle, int>> credits_back;  // credits reaching the sender: (cycle, vc)
    std::deque<std::pair<Cycle, Flit>> rtl_words;    // words reaching the RTL: (cycle, word)
    std::deque<std::pair<Cycle, int>> rtl_credits;   // credits reaching the RTL: (cycle, vc)
    std::vector<int> down_occupancy;                 // the receiver's queues
    std::vector<int> owed;                           // credits drained but not yet returned
  };

  static std::vector<std::string> names() {
    std::vector<std::string> n;
    for (int p = 0; p < kC.ports; ++p) n.push_back("p" + std::to_string(p));
    return n;
  }

  // Node control before the edge of this cycle, the same for both switches.
  void control(bool traffic) {
    const uint32_t all = (1u << kC.ports) - 1;
    if (kC.sync) {
      uint32_t mask = mask_;
      if (!traffic) {
        mask = 0;
      } else if (chance(o_.mask_change)) {
        mask = chance(0.5) ? all : (uint32_t(rng_()) & all);
      }
      if (mask != mask_) {
        mask_ = mask;
        model_.set_sync_mask(mask);
        rtl_.set_sync_mask(mask);
      }
    }
    if (kC.stop) {
      uint32_t stop = stop_;
      if (!traffic) {
        stop = 0;
      } else if (chance(o_.stop_change)) {
        stop = chance(0.3) ? 0 : (uint32_t(rng_()) & all);
      }
      if (stop != stop_) {  // the RTL sees a level: only a change is the model's call
        stop_ = stop;
        model_.set_stop_not_in_message(stop);
        rtl_.set_stop_enable(stop);
      }
      if (traffic && chance(o_.forward)) {
        const uint32_t fwd = uint32_t(rng_()) & all;
        if (fwd) {
          model_.forward(fwd);
          rtl_.pulse_forward(fwd);
          ++stats.forwards;
        }
      }
    }
  }

  std::string compare(Cycle t, const std::vector<bool>& stall) {
    auto at = [t](const std::string& where, const std::string& field, uint64_t model,
                  uint64_t rtl) {
      return "cycle " + std::to_string(t) + ", " + where + ": " + field + " differs: model " +
             hex(model) + ", rtl " + hex(rtl);
    };
    if (rtl_.error()) return "cycle " + std::to_string(t) + ": an RTL assertion fired";
    for (int p = 0; p < kC.ports; ++p) {
      const std::string where = "port " + std::to_string(p);
      std::vector<Flit> sent;
      Flit f;
      while (links_[size_t(p)]->receive(1, t + Cycle(o_.latency), f)) sent.push_back(f);
      if (stall[size_t(p)]) {
        if (sent.empty() || sent.front().data != (0xDEAD0000u | uint32_t(p))) {
          return "cycle " + std::to_string(t) + ", " + where + ": stall word missing";
        }
        sent.erase(sent.begin());
      }
      if (sent.size() > 1)
        return "cycle " + std::to_string(t) + ", " + where + ": model sent two words";
      const bool mv = !sent.empty();
      const bool rv = rtl_.out_valid(p);
      stats.fields += 4;
      if (mv != rv) return at(where, "out_valid", mv, rv);
      if (mv) {
        const Flit r = rtl_.out_word(p);
        if (sent[0].data != r.data) return at(where, "out_data", sent[0].data, r.data);
        if (sent[0].kind != r.kind)
          return at(where, "out_kind", uint64_t(sent[0].kind), uint64_t(r.kind));
        if (sent[0].vc != r.vc) return at(where, "out_vc", sent[0].vc, r.vc);
        Port& port = ports_[size_t(p)];
        if (++port.down_occupancy[sent[0].vc] > kC.downstream_depth) {
          return "cycle " + std::to_string(t) + ", " + where + ": downstream queue overflow";
        }
      }
      uint32_t model_credits = 0;
      uint8_t vc;
      while (links_[size_t(p)]->receive_credit(1, t + Cycle(o_.latency), vc)) {
        if (model_credits & (1u << vc)) return at(where, "two credits of one vc", vc, 0);
        model_credits |= 1u << vc;
      }
      for (int v = 0; v < kC.vcs; ++v) {
        const bool mc = (model_credits >> v) & 1;
        ++stats.fields;
        if (mc != rtl_.credit_out(p, v)) {
          return at(where + " vc " + std::to_string(v), "credit_out", mc, rtl_.credit_out(p, v));
        }
        if (mc) {
          ports_[size_t(p)].credits_back.push_back({t + Cycle(o_.latency), v});
          --outstanding_[size_t(p * kC.vcs + v)];
        }
        on_input(p * kC.vcs + v, mc, t);
      }
      const bool ms = model_.queues_stopped(1u << p);
      if (ms != rtl_.queue_stopped(p))
        return at(where, "queues_stopped", ms, rtl_.queue_stopped(p));
      for (int v = 0; v < kC.vcs; ++v) {
        const std::string in = "input " + std::to_string(p) + " vc " + std::to_string(v);
        const net::SwitchCore::InputState s = model_.input_state(p, v);
        stats.fields += 4;
        if (s.occupancy != uint32_t(rtl_.occupancy(p, v))) {
          return at(in, "occupancy", s.occupancy, uint64_t(rtl_.occupancy(p, v)));
        }
        if (s.bound != uint32_t(rtl_.bound(p, v)))
          return at(in, "bound", s.bound, rtl_.bound(p, v));
        if (s.bound && int(s.out_port * kC.vcs + s.out_vc) != rtl_.target(p, v)) {
          return at(in, "bound output (port * vcs + vc)", s.out_port * kC.vcs + s.out_vc,
                    uint64_t(rtl_.target(p, v)));
        }
        const std::string out = "output " + std::to_string(p) + " vc " + std::to_string(v);
        const int mo = model_.output_vc_owner(p, v);
        const int ro = rtl_owner(p, v);
        if (mo != ro) return at(out, "owner", uint64_t(mo), uint64_t(ro));
        if ((mo >= 0) != rtl_.busy(p, v)) return at(out, "busy", mo >= 0, rtl_.busy(p, v));
      }
    }
    stats.fields += 3;
    if (model_.sync_gate().bits() != rtl_.sticky()) {
      return at("sync gate", "sticky bits", model_.sync_gate().bits(), rtl_.sticky());
    }
    if (model_.sync_gate().all_set() != rtl_.sync_and()) {
      return at("sync gate", "AND", model_.sync_gate().all_set(), rtl_.sync_and());
    }
    const uint64_t completions = model_.queues_complete_count();
    if ((completions != completions_) != rtl_.queues_complete()) {
      return at("sync gate", "queues_complete", completions - completions_, rtl_.queues_complete());
    }
    completions_ = completions;
    const uint64_t blocked = model_.head_blocked_cycles() - heads_blocked_;
    heads_blocked_ = model_.head_blocked_cycles();
    stats.heads_blocked += blocked;
    ++stats.fields;
    if (blocked != uint64_t(rtl_.heads_blocked())) {
      return at("switch", "heads blocked", blocked, uint64_t(rtl_.heads_blocked()));
    }
    if (o_.eager_credits) {
      model_.take_credits(t);
      for (int p = 0; p < kC.ports; ++p) {
        for (int v = 0; v < kC.vcs; ++v) {
          ++stats.fields;
          if (model_.output_credits(p, v) != rtl_.credits(p, v)) {
            return at("output " + std::to_string(p) + " vc " + std::to_string(v), "credits",
                      uint64_t(model_.output_credits(p, v)), uint64_t(rtl_.credits(p, v)));
          }
        }
      }
    }
    return "";
  }

  // The test's own ends of the links, after the edge of cycle t: what they send arrives at
  // t + latency at both switches.
  void act(Cycle t, bool traffic) {
    const Cycle arrive = t + Cycle(o_.latency);
    for (int p = 0; p < kC.ports; ++p) {
      Port& port = ports_[size_t(p)];
      net::Link& link = *links_[size_t(p)];
      while (!port.credits_back.empty() && port.credits_back.front().first <= t) {
        ++port.up_credits[size_t(port.credits_back.front().second)];
        port.credits_back.pop_front();
      }
      for (int v = 0; v < kC.vcs; ++v) {
        if (port.down_occupancy[size_t(v)] > 0 && (!traffic || chance(o_.drain))) {
          --port.down_occupancy[size_t(v)];
          ++port.owed[size_t(v)];
        }
        if (port.owed[size_t(v)] > 0 && (!traffic || chance(o_.credit))) {
          --port.owed[size_t(v)];
          link.send_credit(1, uint8_t(v), t);
          port.rtl_credits.push_back({arrive, v});
        }
        if (traffic && port.stream[size_t(v)].empty() && may_start_message(p * kC.vcs + v)) {
          new_message(port.stream[size_t(v)], v);
        }
      }
      if (traffic && chance(o_.in_stall)) continue;
      std::vector<int> ready;
      for (int v = 0; v < kC.vcs; ++v) {
        if (!port.stream[size_t(v)].empty() && port.up_credits[size_t(v)] > 0 &&
            port.not_before[size_t(v)] <= t) {
          ready.push_back(v);
        }
      }
      if (ready.empty()) continue;
      const int v = ready[pick(uint32_t(ready.size()))];
      const Flit w = port.stream[size_t(v)].front();
      port.stream[size_t(v)].pop_front();
      --port.up_credits[size_t(v)];
      ++outstanding_[size_t(p * kC.vcs + v)];
      link.send(1, w, t);
      port.rtl_words.push_back({arrive, w});
    }
  }

  LockstepOptions o_;

 protected:
  std::mt19937 rng_;
  net::SwitchCore model_;
  RtlSwitch<Cfg> rtl_;

 private:
  std::vector<std::unique_ptr<net::Link>> links_;
  std::vector<Port> ports_;
  std::vector<int> outstanding_;  // per input: words sent and not yet popped
  uint32_t mask_ = 0;
  uint32_t stop_ = 0;
  uint64_t completions_ = 0;
  uint64_t heads_blocked_ = 0;  // the model's count after the last compared cycle
};

}  // namespace ccsim::rtltest
