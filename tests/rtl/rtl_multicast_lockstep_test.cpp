// The Verilated switch with the HPAM multicast (configuration mc: 6 ports, 2 VCs, depth 4, sync
// gate and stop condition on pool VC 1, MulticastEnable) against net::SwitchCore with
// switch.hpam_multicast (its HpamMulticastUnit) in lockstep: the same random traffic of
// multicast and ordinary worms into both, every output and every observable state compared
// every cycle; a failure names the first differing cycle, port (or input / output VC) and field.
//
// Stimulus as rtl_lockstep.h (random senders within credits, receivers that drain and
// return credits at random, output slot stalls, sync mask, stop-enable and forward at random,
// link latency 1 to 3, a drain phase that must leave both quiet), except the worms: four in ten
// are multicast worms (a multicast word naming a random run of ports and VC, junk in its unused
// bits 16-27, then random head words, bodies and a tail), the others ordinary (a route word
// with hops in {1, 2, 3, 255} and junk that keeps it an ordinary route word).
// Compared each cycle: the word leaving each port; the credit returned per input (two credits of
// one VC in one cycle are an error, as in rtl_lockstep.h: the multicast word leaves in the
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
#include <string>
#include <vector>

#include "net/switch/additions/hpam_multicast.h"
#include "rtl_lockstep.h"
#include "rtl_multicast_bench.h"

namespace ccsim::rtltest {
namespace {

struct Options : LockstepOptions {
  double multicast = 0.4;                // of the worms
  bool model_without_multicast = false;  // mutation test
};

struct Stats : LockstepStats {
  uint64_t multicasts = 0;
  uint64_t whole_runs = 0;       // multicast words consumed
  uint64_t late_whole_runs = 0;  // of them, whose run was taken over more than one cycle
};

class McLockstep : public Lockstep<Mc, Stats> {
 public:
  explicit McLockstep(const Options& o)
      : Lockstep(o, params(o)),
        multicast_(o.multicast),
        claimed_at_(size_t(kC.ports * kC.vcs), kNone),
        was_multicast_(size_t(kC.ports * kC.vcs), false) {}

 private:
  static net::SwitchParams params(const Options& o) {
    net::SwitchParams sp = switch_params();
    if (!o.model_without_multicast) {
      sp.additions.set(net::MulticastControl::kAddition, net::HpamMulticastParams{true});
    }
    return sp;
  }

  // The input holding output VC (port, vc): a multicast worm's, or an ordinary worm's bound
  // output (a multicast input's in_target_o is its run's first port, which it may not hold).
  int rtl_owner(int port, int vc) override {
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
  void on_input(int i, bool credit, Cycle t) override {
    const bool bound = multicast_bound(rtl_, i);
    if (bound && !was_multicast_[size_t(i)]) claimed_at_[size_t(i)] = t;
    was_multicast_[size_t(i)] = bound;
    if (!bound || !credit || claimed_at_[size_t(i)] == kNone) return;
    ++stats.whole_runs;
    if (t > claimed_at_[size_t(i)]) ++stats.late_whole_runs;
    claimed_at_[size_t(i)] = kNone;
  }

  void new_message(std::deque<Flit>& s, int vc) override {
    const uint8_t link_vc = uint8_t(vc);
    if (chance(multicast_)) {
      net::MulticastRun run;
      run.first_port = int(pick(uint32_t(kC.ports)));
      run.ports = 1 + int(pick(uint32_t(kC.ports - run.first_port)));
      run.vc = int(pick(uint32_t(kC.vcs)));
      const uint32_t junk = uint32_t(rng_()) & 0x0FFF0000u;  // bits the run does not use
      s.push_back(Flit{net::encode_multicast(run) | junk, FlitKind::kHead, link_vc});
      ++stats.multicasts;
    } else {
      s.push_back(random_route_word(link_vc, true));
    }
    push_worm_rest(s, link_vc);
  }

  double multicast_;
  static constexpr Cycle kNone = ~Cycle(0);
  std::vector<Cycle> claimed_at_;  // per input: the cycle its multicast worm first held a port
  std::vector<bool> was_multicast_;
};

void run_lockstep(int runs) {
  Stats total;
  for (int r = 0; r < runs; ++r) {
    Options o;
    o.set_series_run(2000, r);
    SCOPED_TRACE("mc " + o.describe());
    McLockstep run(o);
    const std::string diff = run.run();
    ASSERT_EQ(diff, "") << "first difference";
    EXPECT_GT(run.stats.words_out, run.stats.cycles / 4) << "too little traffic to prove much";
    EXPECT_GT(run.stats.heads_blocked, 100u) << "heads never competed";
    EXPECT_GT(run.stats.multicasts, 200u);
    EXPECT_GT(run.stats.whole_runs, 200u);
    EXPECT_GT(run.stats.late_whole_runs, 10u) << "no run was taken over several cycles";
    EXPECT_GT(run.stats.completions, 10u) << "the sync gate never cycled";
    EXPECT_GT(run.stats.forwards, 100u);
    total.add(run.stats);
    total.multicasts += run.stats.multicasts;
    total.whole_runs += run.stats.whole_runs;
    total.late_whole_runs += run.stats.late_whole_runs;
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
  McLockstep run(o);
  const std::string diff = run.run();
  ASSERT_NE(diff, "");
  EXPECT_NE(diff.find("cycle "), std::string::npos) << diff;
  std::cout << "[ lockstep ] mutation (model without the multicast): " << diff << "\n";
}

}  // namespace
}  // namespace ccsim::rtltest
