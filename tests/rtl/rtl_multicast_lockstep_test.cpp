// The Verilated switch with the HPAM multicast (configuration mc: 6 ports, 2 VCs, depth 4, sync
// gate and stop condition on pool VC 1, MulticastEnable) against net::SwitchCore with
// switch.hpam_multicast (its HpamMulticastUnit) in lockstep: the same random traffic of
// multicast and ordinary worms into both, every output and every observable state compared
// every cycle; a failure names the first differing cycle, port (or input / output VC) and field.
//
// Stimulus as rtl_lockstep_test.cpp (random senders within credits, receivers that drain and
// return credits at random, output slot stalls, sync mask, stop-enable and forward at random,
// link latency 1 to 3, a drain phase that must leave both quiet), except the worms: four in ten
// are multicast worms (a multicast word naming a random run of ports and VC, junk in its unused
// bits 16-27, then random head words, bodies and a tail), the others ordinary (a route word
// with hops in {1, 2, 3, 255} and junk that keeps it an ordinary route word).
// Compared each cycle: the word leaving each port; the credit returned per input (two credits of
// one VC in one cycle are an error, as in rtl_lockstep_test: the multicast word leaves in the
// cycle its run becomes whole, in which no copy sends); sticky bits, their AND, QueuesComplete;
// queues_stopped; per input its occupancy, binding and bound output; per output VC its owner (a
// multicast input's from out_mc_held_o / out_mc_owner_o) and busy; the heads that requested and
// did not get their output VC or whole run (head_blocked_cycles); in half of the runs every
// output VC's credits. Counted, to show the stimulus reaches them: runs that became whole, and
// those that took more than one cycle (ports held earlier could send before).
// A last test proves the comparison can fail: a model without the multicast against this RTL.
#include <gtest/gtest.h>

#include <deque>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "net/link.h"
#include "net/params.h"
#include "net/switch/additions/hpam_multicast.h"
#include "net/switch/switch_core.h"
#include "rtl_multicast_bench.h"

namespace ccsim::rtltest {
namespace {

using net::Link;
using net::LinkParams;
using net::RouteSegment;
using net::SwitchCore;
using net::SwitchParams;

struct Options {
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
  double multicast = 0.4;                // of the worms
  bool model_without_multicast = false;  // mutation test
};

struct Stats {
  Cycle cycles = 0;
  uint64_t words_out = 0;
  uint64_t messages = 0;
  uint64_t multicasts = 0;
  uint64_t whole_runs = 0;       // multicast words consumed
  uint64_t late_whole_runs = 0;  // of them, whose run was taken over more than one cycle
  uint64_t completions = 0;
  uint64_t forwards = 0;
  uint64_t stalled_slots = 0;
  uint64_t fields = 0;         // field comparisons made
  uint64_t heads_blocked = 0;  // heads that requested an output VC and got none, x cycles
};

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

template <class Cfg>
class Lockstep {
 public:
  static constexpr RtlConfig kC = Cfg::kConfig;

  explicit Lockstep(const Options& o) : o_(o), rng_(o.seed), model_(params(o), "model", names()) {
    LinkParams lp;
    lp.latency_cycles = o.latency;
    for (int p = 0; p < kC.ports; ++p) {
      links_.push_back(std::make_unique<Link>(lp));
      model_.connect(p, {links_.back().get(), 0}, kC.downstream_depth);
      Port port;
      port.stream.resize(size_t(kC.vcs));
      port.up_credits.assign(size_t(kC.vcs), kC.queue_depth);
      port.down_occupancy.assign(size_t(kC.vcs), 0);
      port.owed.assign(size_t(kC.vcs), 0);
      ports_.push_back(std::move(port));
    }
    claimed_at_.assign(size_t(kC.ports * kC.vcs), kNone);
    was_multicast_.assign(size_t(kC.ports * kC.vcs), false);
    mask_ = (1u << kC.ports) - 1;  // the model's default: every connected port
    rtl_.set_sync_mask(mask_);
  }

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

 private:
  struct Port {
    std::vector<std::deque<Flit>> stream;            // words still to send, per input VC
    std::vector<int> up_credits;                     // the sender's credits for the switch's queues
    std::deque<std::pair<Cycle, int>> credits_back;  // credits reaching the sender: (cycle, vc)
    std::deque<std::pair<Cycle, Flit>> rtl_words;    // words reaching the RTL: (cycle, word)
    std::deque<std::pair<Cycle, int>> rtl_credits;   // credits reaching the RTL: (cycle, vc)
    std::vector<int> down_occupancy;                 // the receiver's queues
    std::vector<int> owed;                           // credits drained but not yet returned
  };

  static SwitchParams params(const Options& o) {
    SwitchParams sp;
    sp.num_vcs = kC.vcs;
    sp.queue_depth = kC.queue_depth;
    sp.sync.enabled = kC.sync;
    sp.sync_pool_vc = kC.pool_vc;
    if (!o.model_without_multicast) {
      sp.additions.set(net::MulticastControl::kAddition, net::HpamMulticastParams{true});
    }
    return sp;
  }
  static std::vector<std::string> names() {
    std::vector<std::string> n;
    for (int p = 0; p < kC.ports; ++p) n.push_back("p" + std::to_string(p));
    return n;
  }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  uint32_t pick(uint32_t n) { return uint32_t(rng_() % n); }

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
        if (mc) ports_[size_t(p)].credits_back.push_back({t + Cycle(o_.latency), v});
        note_whole_run(p * kC.vcs + v, mc, t);
      }
      const bool ms = model_.queues_stopped(1u << p);
      if (ms != rtl_.queue_stopped(p))
        return at(where, "queues_stopped", ms, rtl_.queue_stopped(p));
      for (int v = 0; v < kC.vcs; ++v) {
        const std::string in = "input " + std::to_string(p) + " vc " + std::to_string(v);
        const SwitchCore::InputState s = model_.input_state(p, v);
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
        if (mo != rtl_owner(p, v)) return at(out, "owner", uint64_t(mo), uint64_t(rtl_owner(p, v)));
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
      Link& link = *links_[size_t(p)];
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
        if (traffic && port.stream[size_t(v)].empty()) new_message(port.stream[size_t(v)], v);
      }
      if (traffic && chance(o_.in_stall)) continue;
      std::vector<int> ready;
      for (int v = 0; v < kC.vcs; ++v) {
        if (!port.stream[size_t(v)].empty() && port.up_credits[size_t(v)] > 0) ready.push_back(v);
      }
      if (ready.empty()) continue;
      const int v = ready[pick(uint32_t(ready.size()))];
      const Flit w = port.stream[size_t(v)].front();
      port.stream[size_t(v)].pop_front();
      --port.up_credits[size_t(v)];
      link.send(1, w, t);
      port.rtl_words.push_back({arrive, w});
    }
  }

  // The input holding output VC (port, vc): a multicast worm's, or an ordinary worm's bound
  // output (a multicast input's in_target_o is its run's first port, which it may not hold).
  int rtl_owner(int port, int vc) {
    const int o = rtl_.index(port, vc);
    if (multicast_owner(rtl_, o) >= 0) return multicast_owner(rtl_, o);
    for (int i = 0; i < kC.ports * kC.vcs; ++i) {
      const int p = i / kC.vcs;
      const int v = i % kC.vcs;
      if (!multicast_bound(rtl_, i) && rtl_.bound(p, v) && rtl_.target(p, v) == o) return i;
    }
    return -1;
  }

  // Input i's first credit after it bound to a multicast worm is its multicast word's: the
  // cycle the run became whole.
  void note_whole_run(int i, bool credit, Cycle t) {
    const bool bound = multicast_bound(rtl_, i);
    if (bound && !was_multicast_[size_t(i)]) claimed_at_[size_t(i)] = t;
    was_multicast_[size_t(i)] = bound;
    if (!bound || !credit || claimed_at_[size_t(i)] == kNone) return;
    ++stats.whole_runs;
    if (t > claimed_at_[size_t(i)]) ++stats.late_whole_runs;
    claimed_at_[size_t(i)] = kNone;
  }

  void new_message(std::deque<Flit>& s, int vc) {
    static constexpr uint8_t kHops[] = {1, 1, 1, 2, 3, 255};
    const uint8_t link_vc = uint8_t(vc);
    if (chance(o_.multicast)) {
      net::MulticastRun run;
      run.first_port = int(pick(uint32_t(kC.ports)));
      run.ports = 1 + int(pick(uint32_t(kC.ports - run.first_port)));
      run.vc = int(pick(uint32_t(kC.vcs)));
      const uint32_t junk = uint32_t(rng_()) & 0x0FFF0000u;  // bits the run does not use
      s.push_back(Flit{net::encode_multicast(run) | junk, FlitKind::kHead, link_vc});
      ++stats.multicasts;
    } else {
      const RouteSegment seg{uint8_t(pick(uint32_t(kC.ports))), kHops[pick(6)],
                             uint8_t(pick(uint32_t(kC.vcs)))};
      // Bits the switch rewrites to 0, and not an addition's word (bit 30 clear and a code).
      uint32_t junk = uint32_t(rng_()) & 0x7FFC0000u;
      if (!(junk & net::kRouteHandleFlag)) junk &= ~0x30000000u;
      s.push_back(Flit{net::encode_segment(seg) | junk, FlitKind::kHead, link_vc});
    }
    for (uint32_t i = pick(3); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kHead, link_vc});
    for (uint32_t i = pick(7); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kBody, link_vc});
    s.push_back(Flit{uint32_t(rng_()), FlitKind::kTail, link_vc});
    ++stats.messages;
  }

  Options o_;
  std::mt19937 rng_;
  SwitchCore model_;
  RtlSwitch<Cfg> rtl_;
  std::vector<std::unique_ptr<Link>> links_;
  std::vector<Port> ports_;
  uint32_t mask_ = 0;
  uint32_t stop_ = 0;
  uint64_t completions_ = 0;
  uint64_t heads_blocked_ = 0;  // the model's count after the last compared cycle
  static constexpr Cycle kNone = ~Cycle(0);
  std::vector<Cycle> claimed_at_;  // per input: the cycle its multicast worm first held a port
  std::vector<bool> was_multicast_;
};

void run_lockstep(int runs) {
  Stats total;
  for (int r = 0; r < runs; ++r) {
    Options o;
    o.seed = uint32_t(2000 + r);
    o.latency = 1 + r % 3;
    o.eager_credits = r % 2 == 0;
    SCOPED_TRACE("mc seed " + std::to_string(o.seed) + " latency " + std::to_string(o.latency) +
                 (o.eager_credits ? " eager" : " lazy") + " credits");
    Lockstep<Mc> run(o);
    const std::string diff = run.run();
    ASSERT_EQ(diff, "") << "first difference";
    EXPECT_GT(run.stats.words_out, run.stats.cycles / 4) << "too little traffic to prove much";
    EXPECT_GT(run.stats.heads_blocked, 100u) << "heads never competed";
    EXPECT_GT(run.stats.multicasts, 200u);
    EXPECT_GT(run.stats.whole_runs, 200u);
    EXPECT_GT(run.stats.late_whole_runs, 10u) << "no run was taken over several cycles";
    EXPECT_GT(run.stats.completions, 10u) << "the sync gate never cycled";
    EXPECT_GT(run.stats.forwards, 100u);
    total.cycles += run.stats.cycles;
    total.words_out += run.stats.words_out;
    total.messages += run.stats.messages;
    total.multicasts += run.stats.multicasts;
    total.whole_runs += run.stats.whole_runs;
    total.late_whole_runs += run.stats.late_whole_runs;
    total.fields += run.stats.fields;
    total.heads_blocked += run.stats.heads_blocked;
  }
  std::cout << "[ lockstep ] mc: " << runs << " runs, " << total.cycles << " cycles compared, "
            << total.fields << " field comparisons, " << total.messages << " messages ("
            << total.multicasts << " multicast), " << total.words_out << " words out, "
            << total.whole_runs << " whole runs (" << total.late_whole_runs
            << " taken over several cycles), " << total.heads_blocked
            << " blocked head-cycles; no difference\n";
  ::testing::Test::RecordProperty("cycles_compared", std::to_string(total.cycles));
}

TEST(RtlMulticastLockstep, MulticastSwitchMatchesTheModelEveryCycleUnderRandomTraffic) {
  run_lockstep(6);
}

TEST(RtlMulticastLockstep, ReportsTheFirstDifferenceFromAModelWithoutTheMulticast) {
  // The model then takes multicast words for route segments: they must part ways.
  Options o;
  o.model_without_multicast = true;
  Lockstep<Mc> run(o);
  const std::string diff = run.run();
  ASSERT_NE(diff, "");
  EXPECT_NE(diff.find("cycle "), std::string::npos) << diff;
  std::cout << "[ lockstep ] mutation (model without the multicast): " << diff << "\n";
}

}  // namespace
}  // namespace ccsim::rtltest
