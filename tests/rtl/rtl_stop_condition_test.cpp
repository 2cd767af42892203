// The iWarp stop condition and forward (004 §2.2.2) in the Verilated switch, through the
// scenario of tests/unit/sc_models/hw_stop_condition_test.cpp, with the same name and claims.
//
// Stimulus: configuration p3 (3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0) with its sync
// gate idle (empty mask: the model's scenario has no synchronizing switch), the stop condition
// on p0's pool VC only; p0 queues three pool messages and one on VC 1, p1 two pool messages.
// Proves: the stopped queue starts no message until forward; a forward lets exactly one
// message through, after whose tail the queue stops again; queues_stopped is false until that
// tail has left and true from then until the next forward; VC 1 and a port outside the mask
// are never stopped; a forward to a waiting queue binds its header in that same cycle. The RTL
// applies forward_i at the edge it is driven for, so the model's "forward() before tick(t)"
// is the pulse of cycle t here. No RTL assertion fires. The scenario is the one the model
// runs: tests/common/switch/stop_condition_scenarios.h.
#include <gtest/gtest.h>

#include "common/switch/rtl_harness.h"
#include "common/switch/stop_condition_scenarios.h"

namespace ccsim::rtltest {
namespace {

using net::LinkParams;

TEST(RtlStopCondition, StoppedQueueForwardsOneMessagePerForward) {
  static_assert(P3::kConfig.stop && P3::kConfig.pool_vc == 0, "the scenario needs stop on VC 0");
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  s.sw.set_sync_mask(0);
  scenarios::stopped_queue_forwards_one_message_per_forward(s);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
