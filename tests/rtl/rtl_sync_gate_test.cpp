// The synchronizing switch in the Verilated switch (cc_switch with cc_sync_gate), through the
// scenarios of tests/unit/sc_models/hw_sync_gate_test.cpp, with the same names and claims.
//
// Stimulus: configuration p3 (3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0), as the model's
// test: each endpoint sends a phase-1 pool message of a different length, then its phase-2
// message, plus messages on VC 1 before and after. Proves, cycle by cycle: a tail leaving pool
// queue p sets sticky bit p and nothing else does; the phase-2 header at a queue whose bit is
// set is not bound while any other masked queue has not passed its tail; in the cycle after
// the last tail all bits clear together, exactly one QueuesComplete pulses and the held
// headers are bound in that same cycle; VC 1 passes while the pool is held. With a mask that
// leaves out the local queue, that queue is never held and completion does not wait for it.
// No RTL assertion fires.
// The scenarios are the model's own: tests/common/switch/sync_gate_scenarios.h.
#include <gtest/gtest.h>

#include "common/switch/rtl_harness.h"
#include "common/switch/sync_gate_scenarios.h"

namespace ccsim::rtltest {
namespace {

using net::LinkParams;

TEST(RtlSyncGate, HoldsHeaderUntilAllQueuesPassedATail) {
  static_assert(P3::kConfig.sync && P3::kConfig.pool_vc == 0,
                "the scenario needs the gate on VC 0");
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  scenarios::holds_header_until_all_queues_passed_a_tail(s);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

TEST(RtlSyncGate, MaskedOutQueueIsNeitherHeldNorAwaited) {
  RtlStar<P3> s(LinkParams{}, {"p0", "p1", "local"}, 4);
  scenarios::masked_out_queue_is_neither_held_nor_awaited(s);
  EXPECT_FALSE(s.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
