// The cube plans' interface: queries at d = 11 consistent without materialising the schedule,
// step counts, the two-cycle plan's message shape with one channel, parameters outside the
// machine refused, and element adds that carry across words.
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

namespace ccsim::sw::cube {
namespace {

using namespace cube_checks;

// --- Interface -----------------------------------------------------------------------------

TEST(CubePlanInterface, QueriesAtD11AreConsistentWithoutMaterialisingTheSchedule) {
  std::mt19937 rng(11);
  for (CubeAlgorithm a : kAlgorithms) {
    const auto plan = make_cube_plan(a, params(11, 2, 2, 256, NodeOrder::kGray));
    ASSERT_LT(plan->memory_words(), 4u << 20) << describe(*plan);
    for (int probe = 0; probe < 200; ++probe) {
      const int x = static_cast<int>(rng() % 2048);
      const int u = static_cast<int>(rng() % plan->steps());
      for (const CubeTransfer& t : plan->sends(x, u)) {
        const auto in = plan->receives(t.peer, u);
        ASSERT_EQ(std::count_if(in.begin(), in.end(),
                                [&](const CubeTransfer& r) {
                                  return r.peer == x && r.dim == t.dim && r.channel == t.channel &&
                                         r.src == t.src && r.dst == t.dst && r.words == t.words &&
                                         r.add_into == t.add_into;
                                }),
                  1)
            << describe(*plan) << " node " << x << " step " << u;
      }
    }
  }
}

TEST(CubePlanInterface, StepCountsAreTwoToTheDMinusOneForCyclesAndDForTheButterfly) {
  for (int d = 1; d <= 11; ++d) {
    const CubePlanParams p = params(d, 2, 1, 1);
    EXPECT_EQ(OneCycleBroadcastPlan(p).steps(), (1 << d) - 1);
    EXPECT_EQ(DCyclesBroadcastPlan(p).steps(), (1 << d) - 1);
    EXPECT_EQ(OneCycleReductionPlan(p).steps(), (1 << d) - 1);
    EXPECT_EQ(DCyclesReductionPlan(p).steps(), (1 << d) - 1);
    EXPECT_EQ(ReduceAndSpreadPlan(p).steps(), d);
  }
}

TEST(CubePlanInterface, TwoCycleWithOneChannelSendsBothHalvesAsOneMessage) {
  const OneCycleBroadcastPlan plan(params(1, 1, 2, 3));
  const auto sends = plan.sends(0, 0);
  ASSERT_EQ(sends.size(), 1u);
  EXPECT_EQ(sends[0].words, 6u);
  EXPECT_EQ(OneCycleBroadcastPlan(params(1, 2, 2, 3)).sends(0, 0).size(), 2u);
}

TEST(CubePlanInterface, RejectsParametersOutsideTheMachine) {
  EXPECT_THROW(DCyclesBroadcastPlan(params(0, 2, 2, 1)), std::invalid_argument);
  EXPECT_THROW(DCyclesBroadcastPlan(params(12, 2, 2, 1)), std::invalid_argument);
  EXPECT_THROW(DCyclesBroadcastPlan(params(3, 3, 2, 1)), std::invalid_argument);
  EXPECT_THROW(DCyclesBroadcastPlan(params(3, 2, 0, 1)), std::invalid_argument);
  EXPECT_THROW(DCyclesBroadcastPlan(params(3, 2, 2, 0)), std::invalid_argument);
  EXPECT_THROW(ReduceAndSpreadPlan(params(11, 2, 4, 1u << 20)), std::invalid_argument);
  EXPECT_THROW(DCyclesBroadcastPlan(params(3, 2, 2, 1)).sends(8, 0), std::out_of_range);
  EXPECT_THROW(DCyclesBroadcastPlan(params(3, 2, 2, 1)).sends(0, 7), std::out_of_range);
}

TEST(CubeElementAdd, CarriesAcrossWordsAndWrapsModuloTheElementWidth) {
  uint32_t a[2] = {0xFFFFFFFFu, 0}, one[2] = {1, 0};
  add_element(a, one, 2);
  EXPECT_EQ(a[0], 0u);
  EXPECT_EQ(a[1], 1u);
  uint32_t full[2] = {0xFFFFFFFFu, 0xFFFFFFFFu};
  add_element(full, one, 2);
  EXPECT_EQ(full[0], 0u);
  EXPECT_EQ(full[1], 0u);
  uint32_t four[8] = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 7, 5, 0, 0, 0};
  const uint32_t add[8] = {1, 0, 0, 0, 0xFFFFFFFFu, 0, 0, 0};
  add_elements(four, add, 8, 4);
  EXPECT_EQ(std::vector<uint32_t>(four, four + 8), (std::vector<uint32_t>{0, 0, 0, 8, 4, 1, 0, 0}));
  EXPECT_THROW(add_elements(four, add, 6, 4), std::invalid_argument);
}

}  // namespace
}  // namespace ccsim::sw::cube
