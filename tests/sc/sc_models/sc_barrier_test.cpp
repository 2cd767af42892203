// Global barrier network (sc_models/barrier_network.h) in a running machine.
//
// Stimulus: every node computes for a different number of cycles, enters the barrier, then
// does it again with the order of arrival reversed. Proves: every node leaves each barrier in
// the same cycle, which is the last arrival plus the barrier latency; the latency is
// barrier.latency_cycles when set, else barrier.cycles_per_hop x the topology's diameter.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "common/sc_hw_util.h"
#include "net/node_api.h"

namespace ccsim::sctest {
namespace {

using net::Cycle;

void run_two_barriers(const SmallParams& params, Cycle expected_latency) {
  SmallMachine m(params);
  const int n = m.machine.node_count();
  ASSERT_EQ(m.machine.barrier().latency_cycles(), expected_latency);
  std::vector<Cycle> arrive[2], leave[2];
  for (auto& v : arrive) v.assign(size_t(n), 0);
  for (auto& v : leave) v.assign(size_t(n), 0);
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    api.compute(Cycle(3 + 11 * me));
    arrive[0][size_t(me)] = api.now();
    api.barrier();
    leave[0][size_t(me)] = api.now();
    api.compute(Cycle(2 + 7 * (n - 1 - me)));
    arrive[1][size_t(me)] = api.now();
    api.barrier();
    leave[1][size_t(me)] = api.now();
  });
  const sc::RunResult r = m.run();
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(m.machine.barrier().episodes(), 2u);
  for (int round = 0; round < 2; ++round) {
    const Cycle last = *std::max_element(arrive[round].begin(), arrive[round].end());
    for (int i = 0; i < n; ++i) {
      EXPECT_EQ(leave[round][size_t(i)], last + expected_latency)
          << "round " << round << " node " << i << " arrived at " << arrive[round][size_t(i)];
    }
  }
  // The arrivals really were staggered, in opposite orders.
  EXPECT_LT(arrive[0][0], arrive[0][size_t(n - 1)]);
  EXPECT_GT(arrive[1][0] - leave[0][0], arrive[1][size_t(n - 1)] - leave[0][size_t(n - 1)]);
}

TEST(ScBarrier, EveryNodeLeavesAtLastArrivalPlusConfiguredLatency) {
  auto p = small_params("torus2d", 2, 2);
  p.barrier.latency_cycles = 13;
  run_two_barriers(p, 13);
}

TEST(ScBarrier, DefaultLatencyIsCyclesPerHopTimesDiameter) {
  auto p = small_params("mesh2d", 4, 1);
  p.barrier.latency_cycles = 0;
  p.barrier.cycles_per_hop = 5;
  // A 4x1 mesh has diameter 3.
  run_two_barriers(p, Cycle(p.barrier.cycles_per_hop) * 3);
}

}  // namespace
}  // namespace ccsim::sctest
