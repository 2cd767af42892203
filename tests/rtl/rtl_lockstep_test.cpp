// The Verilated switch against net::SwitchCore in lockstep (ctest label cosim): the same random
// traffic into both, every output and every observable state compared every cycle; a failure
// names the first differing cycle, port (or input / output VC) and field.
//
// Stimulus and comparisons are those of rtl_lockstep.h (random senders within credits,
// receivers that drain and return credits at random, output slot stalls, sync mask, stop-enable
// and forward at random where the configuration has them, link latency 1 to 3, a drain phase
// that must leave both quiet; every pin and observable state every cycle, the output VCs'
// credits every cycle in half of the runs and at the end in the other half). The worms here
// are ordinary: a route word with random port, VC, hops in {1, 2, 3, 255} and junk in its
// unused bits, then random head words, bodies and a tail.
// Configurations: iwarp (5 ports, 3 VCs, depth 8, sync and stop on pool VC 2), p3 (3 ports,
// 2 VCs, depth 4, sync and stop on pool VC 0), p3_lite (no additions, depth 2). A last test
// proves the comparison can fail: a model built without the sync gate against the p3 RTL.
#include "rtl_lockstep.h"

#include <gtest/gtest.h>

#include <deque>
#include <iostream>
#include <string>

#include "common/switch/rtl_switch.h"

namespace ccsim::rtltest {
namespace {

struct Options : LockstepOptions {
  bool model_sync_override = false;  // build the model without the sync gate (mutation test)
};

using Stats = LockstepStats;

// Random ordinary worms on the lockstep of rtl_lockstep.h.
template <class Cfg>
class WormLockstep : public Lockstep<Cfg> {
 public:
  explicit WormLockstep(const Options& o) : Lockstep<Cfg>(o, params(o)) {}

 private:
  static net::SwitchParams params(const Options& o) {
    net::SwitchParams sp = Lockstep<Cfg>::switch_params();
    sp.sync.enabled = Cfg::kConfig.sync && !o.model_sync_override;
    return sp;
  }

  void new_message(std::deque<Flit>& s, int vc) override {
    const uint8_t link_vc = uint8_t(vc);
    s.push_back(this->random_route_word(link_vc, false));
    this->push_worm_rest(s, link_vc);
  }
};

template <class Cfg>
void run_lockstep(const char* name, int runs) {
  Stats total;
  for (int r = 0; r < runs; ++r) {
    Options o;
    o.set_series_run(1000, r);
    SCOPED_TRACE(std::string(name) + " " + o.describe());
    WormLockstep<Cfg> run(o);
    const std::string diff = run.run();
    ASSERT_EQ(diff, "") << "first difference";
    EXPECT_GT(run.stats.words_out, run.stats.cycles / 4) << "too little traffic to prove much";
    EXPECT_GT(run.stats.heads_blocked, 100u) << "heads never competed";
    if (Cfg::kConfig.sync) {
      EXPECT_GT(run.stats.completions, 10u) << "the sync gate never cycled";
    }
    if (Cfg::kConfig.stop) {
      EXPECT_GT(run.stats.forwards, 100u);
    }
    total.add(run.stats);
  }
  std::cout << "[ lockstep ] " << name << ": " << runs << " runs, " << total.cycles
            << " cycles compared, " << total.fields << " field comparisons, " << total.messages
            << " messages, " << total.words_out << " words out, " << total.completions
            << " QueuesComplete, " << total.forwards << " forwards, " << total.heads_blocked
            << " blocked head-cycles; no difference\n";
  ::testing::Test::RecordProperty("cycles_compared", std::to_string(total.cycles));
}

TEST(RtlLockstep, IwarpSwitchMatchesTheModelEveryCycleUnderRandomTraffic) {
  run_lockstep<Iwarp>("iwarp", 6);
}

TEST(RtlLockstep, ThreePortSwitchWithSyncAndStopMatchesTheModelEveryCycle) {
  run_lockstep<P3>("p3", 6);
}

TEST(RtlLockstep, SwitchWithoutAdditionsMatchesTheModelEveryCycle) {
  run_lockstep<P3Lite>("p3_lite", 6);
}

TEST(RtlLockstep, ReportsTheFirstDifferingCycleAndField) {
  // A model without the sync gate against the p3 RTL, which has it: they must part ways, and
  // the report must say where.
  Options o;
  o.model_sync_override = true;
  WormLockstep<P3> run(o);
  const std::string diff = run.run();
  ASSERT_NE(diff, "");
  EXPECT_NE(diff.find("cycle "), std::string::npos) << diff;
  EXPECT_NE(diff.find("differs: model"), std::string::npos) << diff;
  std::cout << "[ lockstep ] mutation (model without the sync gate): " << diff << "\n";
}

}  // namespace
}  // namespace ccsim::rtltest
