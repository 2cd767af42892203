// Credit flow through one SwitchCore (net/switch/switch_core.h) between two scripted endpoints.
//
// Stimulus: a source endpoint streams messages on two VCs into port "a"; they leave through
// port "b" to a sink endpoint whose per-VC queues have depth D and which drains with random
// stalls (seeded); the source stalls at random too. Over D in 1..5, switch queue depths 1..4,
// several link latencies and cycles_per_word, and many seeds, this proves: the initial credits
// of an output VC equal the downstream depth it was connected with; the switch never has more
// words in flight than the sink has room for (no overflow, occupancy <= D, credits never above
// D); and once the sink drains, every word arrives, per VC in the order it was sent, with the
// hops == 1 route word consumed by the switch. The stalled-receiver scenario is shared with the
// RTL test (tests/common/switch/credit_flow_scenarios.h); the initial-credit and overflow tests
// stay here and there apart, since the RTL takes its depths as parameters and flags an overflow
// with an assertion where the model throws.
#include <gtest/gtest.h>

#include <string>

#include "base/errors.h"
#include "common/switch/credit_flow_scenarios.h"
#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::Link;
using net::LinkParams;
using net::SwitchCore;
using net::SwitchParams;

using scenarios::kA;
using scenarios::kB;

TEST(HwCreditFlow, InitialCreditsEqualTheDownstreamDepth) {
  SwitchParams sp;
  sp.num_vcs = 3;
  sp.queue_depth = 4;
  LinkParams lp;
  Link la(lp);
  Link lb(lp);
  SwitchCore sw(sp, "sw", {"a", "b"});
  sw.connect(kA, {&la, 0}, 2);
  sw.connect(kB, {&lb, 0}, 7);
  for (int v = 0; v < 3; ++v) {
    EXPECT_EQ(sw.output_credits(kA, v), 2);
    EXPECT_EQ(sw.output_credits(kB, v), 7);
  }
}

struct CreditCase {
  int sink_depth;
  int switch_depth;
  int latency;
  int cpw;
  uint32_t seed;
};

std::string name(const CreditCase& c) {
  return "D " + std::to_string(c.sink_depth) + " Q " + std::to_string(c.switch_depth) +
         " latency " + std::to_string(c.latency) + " cpw " + std::to_string(c.cpw) + " seed " +
         std::to_string(c.seed);
}

void run_credit_case(const CreditCase& c) {
  SCOPED_TRACE(name(c));
  const int vcs = 2;
  SwitchParams sp;
  sp.num_vcs = vcs;
  sp.queue_depth = c.switch_depth;
  LinkParams lp;
  lp.latency_cycles = c.latency;
  lp.cycles_per_word = c.cpw;
  Link la(lp);
  Link lb(lp);
  SwitchCore sw(sp, "sw", {"a", "b"});
  sw.connect(kA, {&la, 0}, 1);
  sw.connect(kB, {&lb, 0}, c.sink_depth);
  Endpoint source({&la, 1}, vcs, c.switch_depth, 1);
  Endpoint sink({&lb, 1}, vcs, 1, c.sink_depth);

  scenarios::stalled_receiver_gets_every_word_in_order(
      sw, source, sink, c.sink_depth, c.seed,
      // The switch takes arrived credits lazily; count them all before the final checks.
      [&](Cycle now) { sw.take_credits(now); });
}

TEST(HwCreditFlow, StalledReceiverIsNeverOverflowedAndGetsEveryWordInOrder) {
  uint32_t seed = 1;
  for (int d = 1; d <= 5; ++d) {
    for (int q : {1, 2, 4}) {
      for (const auto& [latency, cpw] : {std::pair{1, 1}, std::pair{3, 1}, std::pair{2, 2}}) {
        for (int rep = 0; rep < 3; ++rep) {
          run_credit_case({d, q, latency, cpw, seed++});
          if (HasFatalFailure()) return;
        }
      }
    }
  }
}

TEST(HwCreditFlow, SwitchInputRefusesAWordBeyondItsDepth) {
  // The upstream side of the contract: a sender that ignores credits is caught, not absorbed.
  SwitchParams sp;
  sp.num_vcs = 1;
  sp.queue_depth = 2;
  Link la(LinkParams{});
  Link lb(LinkParams{});
  SwitchCore sw(sp, "sw", {"a", "b"});
  sw.connect(kA, {&la, 0}, 1);
  sw.connect(kB, {&lb, 0}, 0);  // no credits downstream: nothing leaves
  bool threw = false;
  for (Cycle t = 0; t < 10 && !threw; ++t) {
    // The switch takes words as they are sent (Link::attach_sink): the overflow is caught
    // at the send that has no room, or at the tick, whichever sees it first.
    try {
      if (t < 4) la.send(1, t == 0 ? route(kB, 2, 0) : body(t), t);
      sw.tick(t);
    } catch (const SimulationError& e) {
      threw = true;
      EXPECT_NE(std::string(e.what()).find("overflow"), std::string::npos) << e.what();
    }
  }
  EXPECT_TRUE(threw);
}

}  // namespace
}  // namespace ccsim::hwtest
