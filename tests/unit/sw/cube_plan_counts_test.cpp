// Counts: the cube plans' transfers counted in sequence equal 000 Table 2 (M = M' S 2^d,
// errata) at d = 4 and 8, M' = 256, S = 2, C = 2, and the analytic formulas for uneven sizes.
// Errata: the corrected reduction indices are the schedule's, the printed ones are not.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "collectives/cube/cube_broadcast_plan.h"
#include "collectives/cube/cube_plans.h"
#include "collectives/cube/cube_reduction_plan.h"
#include "collectives/cube/cube_tree_plans.h"
#include "common/cube_plan_checks.h"
#include "core/gray_code.h"

namespace ccsim::sw::cube {
namespace {

using namespace cube_checks;

// --- Transfer counts ------------------------------------------------------------------------

TEST(CubePlanCounts, CountedTransfersInSequenceEqualTable2AtD4And8) {
  // 000 Table 2 with M = M' S 2^d (errata), M' = 256, S = 2, a double cube.
  for (int d : {4, 8}) {
    const CubePlanParams p = params(d, 2, 2, 256);
    const uint64_t m = uint64_t{256} * 2 << d;
    SCOPED_TRACE("d = " + std::to_string(d));
    EXPECT_EQ(counted_transfers_in_sequence(OneCycleBroadcastPlan(p)),
              table2_broadcast_one_cycle(d, m));
    EXPECT_EQ(counted_transfers_in_sequence(DCyclesBroadcastPlan(p)),
              table2_broadcast_d_cycles(d, m));
    // The reductions retrace the broadcasts (Table 2 has no rows of its own for them).
    EXPECT_EQ(counted_transfers_in_sequence(OneCycleReductionPlan(p)),
              table2_broadcast_one_cycle(d, m));
    EXPECT_EQ(counted_transfers_in_sequence(DCyclesReductionPlan(p)),
              table2_broadcast_d_cycles(d, m));
    EXPECT_EQ(counted_transfers_in_sequence(ReduceAndSpreadPlan(p)),
              table2_reduce_and_spread(d, m));
    // Send-and-spread with one-word packets: the spread is Table 2's ceil(M/2d) + d; the
    // routed gather is not counted, its bound is within Table 2's ceil(M/2d).
    const SendAndSpreadPlan send_and_spread(p, 1);
    const uint64_t half = (m + 2 * d - 1) / (2 * d);
    EXPECT_EQ(counted_transfers_in_sequence(send_and_spread) + half,
              table2_gather_then_broadcast(d, m));
    EXPECT_LE(send_and_spread.gather_bound_words(), half);
  }
  EXPECT_EQ(table2_broadcast_one_cycle(8, 131072), 256u * 255u);
  EXPECT_EQ(table2_broadcast_d_cycles(8, 131072), 32u * 255u);
}

TEST(CubePlanCounts, CountedTransfersEqualTheAnalyticFormulasForUnevenSizes) {
  for (int d = 1; d <= 6; ++d) {
    for (uint32_t m : {1u, 3u, 7u, 13u, 100u}) {
      for (int s : {1, 2, 4}) {
        const CubePlanParams p = params(d, 2, s, m);
        const uint64_t words = uint64_t{m} * s << d;
        SCOPED_TRACE("d = " + std::to_string(d) + ", M' = " + std::to_string(m) +
                     ", S = " + std::to_string(s));
        // Two channels: at d = 1 the two directions take one channel each.
        EXPECT_EQ(counted_transfers_in_sequence(OneCycleBroadcastPlan(p)),
                  table2_broadcast_one_cycle(d, words));
        // Word-granular subblocks reach Table 2 row 2 for every M'.
        EXPECT_EQ(counted_transfers_in_sequence(DCyclesBroadcastPlan(p)),
                  table2_broadcast_d_cycles(d, words));
        EXPECT_EQ(counted_transfers_in_sequence(OneCycleReductionPlan(p)),
                  analytic_reduction_one_cycle(d, m, s));
        EXPECT_EQ(counted_transfers_in_sequence(DCyclesReductionPlan(p)),
                  analytic_reduction_d_cycles(d, m, s));
      }
    }
  }
}

TEST(CubePlanCounts, OneChannelPerEdgeDoublesTheDCyclesStepButNotTheOneCycleStep) {
  const CubePlanParams one = params(4, 1, 2, 256), two = params(4, 2, 2, 256);
  EXPECT_EQ(counted_transfers_in_sequence(DCyclesBroadcastPlan(one)),
            2 * counted_transfers_in_sequence(DCyclesBroadcastPlan(two)));
  // One cycle uses each link once per direction either way.
  EXPECT_EQ(counted_transfers_in_sequence(OneCycleBroadcastPlan(one)),
            counted_transfers_in_sequence(OneCycleBroadcastPlan(two)));
}

// --- Errata: the reduction's sender and receiver indices ------------------------------------

// With M' = d, S = 1, C = 1 every location is one word: the word address names block and
// location of every transfer, so the schedule can be compared with the index formulas.
TEST(CubePlanErrata, CorrectedReductionIndicesAreTheScheduleAndThePrintedOnesAreNot) {
  for (int d = 3; d <= 6; ++d) {
    for (NodeOrder order : {NodeOrder::kBinary, NodeOrder::kGray}) {
      const DCyclesReductionPlan plan(params(d, 1, 1, static_cast<uint32_t>(d), order));
      const int n = plan.node_count();
      const std::vector<int> t = gray_transitions(d);
      auto sh = [&](uint32_t x, int i) { return static_cast<int>(rotate_left(x, i, d)); };
      for (int u = 0; u < plan.steps(); ++u) {
        for (int x = 0; x < n; ++x) {
          for (const CubeTransfer& tr : plan.sends(x, u)) {
            const int dest = plan.node_of_segment(tr.src / plan.segment_words());
            const int i = static_cast<int>(tr.src % plan.segment_words());
            // Errata: sender j xor sh^i(G(2^d - 1 - u)), receiver j xor sh^i(G(2^d - 2 - u)).
            ASSERT_EQ(x, dest ^ sh(gray(n - 1 - u), i));
            ASSERT_EQ(tr.peer, dest ^ sh(gray(n - 2 - u), i));
            ASSERT_EQ(tr.dim, (t[u] + i) % d);  // the broadcast's exchange sequence
            // Printed: receiver j xor sh^i(G(2^d - u)). At u = 0 that code has d + 1 bits (no
            // node); later it is the node this partial sum came from in step u - 1.
            const uint32_t printed = gray(n - u);
            if (u == 0) {
              ASSERT_GE(printed, static_cast<uint32_t>(n));
            } else {
              const int printed_receiver = dest ^ sh(printed, i);
              ASSERT_NE(printed_receiver, tr.peer);
              ASSERT_EQ(printed_receiver, x ^ (1 << ((t[u - 1] + i) % d)));
            }
            // Item 3 of 000's block-0 list, receiver 2^((d-1+i) mod d) xor 2^((t_u+i) mod d):
            // right for u = 0 only.
            const int item3 = dest ^ (1 << ((d - 1 + i) % d)) ^ (1 << ((t[u] + i) % d));
            ASSERT_EQ(item3 == tr.peer, u == 0) << "d = " << d << ", u = " << u;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::sw::cube
