// Credit flow through the Verilated switch between two scripted endpoints, through the
// scenarios of tests/unit/sc_models/hw_credit_flow_test.cpp, with the same names and claims.
//
// The RTL's initial credits are a parameter (DownstreamDepth), so the depths are those of the
// Verilated configurations: p3 (switch queues 4, sink depth 4) and p3_lite (2 and 2), each over
// link latency 1 and 3 and cycles_per_word 2, three seeds each; the model's test sweeps more
// depths on one binary. Proves: every output VC starts with DownstreamDepth credits; a source
// and a sink stalling at random never overflow the sink (credits stay within 0..depth) and the
// sink gets every word, per VC in order, with the hops == 1 route word consumed; a sender that
// ignores credits is caught (an RTL assertion, where the model throws) and its extra word is
// dropped, not stored. The stalled-receiver scenario is the model's own
// (tests/common/switch/credit_flow_scenarios.h); the other two differ from the model's and stay
// apart.
#include <gtest/gtest.h>

#include <string>

#include "common/switch/credit_flow_scenarios.h"
#include "common/switch/rtl_harness.h"

namespace ccsim::rtltest {
namespace {

using hwtest::route;
using net::Link;
using net::LinkParams;

using scenarios::kA;
using scenarios::kB;

template <class Cfg>
void expect_initial_credits() {
  LinkedRtlSwitch<Cfg> sw;
  for (int p = 0; p < sw.ports(); ++p) {
    for (int v = 0; v < sw.vcs(); ++v) {
      EXPECT_EQ(sw.output_credits(p, v), Cfg::kConfig.downstream_depth)
          << "port " << p << " vc " << v;
    }
  }
}

TEST(RtlCreditFlow, InitialCreditsEqualTheDownstreamDepth) {
  expect_initial_credits<P3>();
  expect_initial_credits<P3Lite>();
  expect_initial_credits<Iwarp>();
}

struct CreditCase {
  int latency;
  int cpw;
  uint32_t seed;
};

template <class Cfg>
void run_credit_case(const CreditCase& c) {
  const RtlConfig& cfg = Cfg::kConfig;
  const int depth = cfg.downstream_depth;
  SCOPED_TRACE("D " + std::to_string(depth) + " Q " + std::to_string(cfg.queue_depth) +
               " latency " + std::to_string(c.latency) + " cpw " + std::to_string(c.cpw) +
               " seed " + std::to_string(c.seed));
  LinkParams lp;
  lp.latency_cycles = c.latency;
  lp.cycles_per_word = c.cpw;
  Link la(lp);
  Link lb(lp);
  LinkedRtlSwitch<Cfg> sw;
  sw.connect(kA, {&la, 0}, depth);  // the model's test gives port A depth 1; nothing leaves it
  sw.connect(kB, {&lb, 0}, depth);
  sw.set_sync_mask(0);
  Endpoint source({&la, 1}, cfg.vcs, cfg.queue_depth, 1);
  Endpoint sink({&lb, 1}, cfg.vcs, 1, depth);

  scenarios::stalled_receiver_gets_every_word_in_order(sw, source, sink, depth, c.seed,
                                                       [](Cycle) {});
  EXPECT_FALSE(sw.error()) << "an RTL assertion fired";
}

TEST(RtlCreditFlow, StalledReceiverIsNeverOverflowedAndGetsEveryWordInOrder) {
  uint32_t seed = 1;
  for (const auto& [latency, cpw] : {std::pair{1, 1}, std::pair{3, 1}, std::pair{2, 2}}) {
    for (int rep = 0; rep < 3; ++rep) {
      run_credit_case<P3>({latency, cpw, seed++});
      if (HasFatalFailure()) return;
      run_credit_case<P3Lite>({latency, cpw, seed++});
      if (HasFatalFailure()) return;
    }
  }
}

TEST(RtlCreditFlow, SwitchInputRefusesAWordBeyondItsDepth) {
  // The upstream side of the contract: a sender that ignores credits is caught, not absorbed.
  // Port B stays unconnected (its link slot is never free), so nothing leaves the queue.
  const int depth = P3Lite::kConfig.queue_depth;
  Link la(LinkParams{});
  LinkedRtlSwitch<P3Lite> sw;
  sw.connect(kA, {&la, 0}, P3Lite::kConfig.downstream_depth);
  Cycle caught = ~Cycle(0);
  for (Cycle t = 0; t < 10; ++t) {
    if (t < 4) la.send(1, t == 0 ? route(kB, 2, 0) : hwtest::body(t), t);
    sw.tick(t);
    ASSERT_LE(sw.input_state(kA, 0).occupancy, uint32_t(depth)) << "cycle " << t;
    if (sw.error() && caught == ~Cycle(0)) caught = t;
  }
  EXPECT_EQ(caught, Cycle(depth + 1)) << "the word beyond the depth arrives in cycle depth + 1";
  EXPECT_EQ(sw.input_state(kA, 0).occupancy, uint32_t(depth));
}

}  // namespace
}  // namespace ccsim::rtltest
