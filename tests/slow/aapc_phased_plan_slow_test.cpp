// Proves the spec's schedule properties for the larger bidirectional tori, n = 20 and 24.
//
// The same brute-force checks as the unit tier (tests/common/aapc_plan_checks.h): n^3/8 phases of
// 8n messages, every ordered pair once, shortest x-then-y routes, every directed link once per
// phase, each node sending and receiving at most once per phase, total hops n^5/2, the n/2-hop
// parity rule and the JSON round trip. n = 24 is the size the spec names for the slow tier;
// n = 20 is a second size that is a multiple of 4 but not of 8 (spec correction of 004).
// Also guards the planning time for n = 24 (1728 phases x 192 messages).
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <string>

#include "collectives/aapc/aapc_phased_plan.h"
#include "common/aapc_plan_checks.h"

namespace ccsim::sw {
namespace {

using namespace plan_checks;

const AapcPhasedPlan& cached_bidirectional_plan(int n) {
  static std::map<int, AapcPhasedPlan> plans;
  auto it = plans.find(n);
  if (it == plans.end()) it = plans.emplace(n, plan_aapc_phased(n, true)).first;
  return it->second;
}

class AapcPhasedPlanSlow : public ::testing::TestWithParam<int> {
 protected:
  const AapcPhasedPlan& plan() const { return cached_bidirectional_plan(GetParam()); }
};

TEST_P(AapcPhasedPlanSlow, HasNCubedOverEightPhasesOfEightNMessages) {
  EXPECT_TRUE(has_phase_and_message_counts(plan()));
}

TEST_P(AapcPhasedPlanSlow, EveryOrderedPairSentExactlyOnceIncludingSendToSelf) {
  EXPECT_TRUE(every_ordered_pair_once(plan()));
}

TEST_P(AapcPhasedPlanSlow, EveryRouteIsShortestXBeforeYOneDirectionPerDimension) {
  EXPECT_TRUE(routes_shortest_x_then_y(plan()));
}

TEST_P(AapcPhasedPlanSlow, EveryDirectedLinkUsedOncePerPhase) {
  EXPECT_TRUE(every_link_once_per_phase(plan()));
}

TEST_P(AapcPhasedPlanSlow, EachNodeSendsAtMostOneAndReceivesAtMostOnePerPhase) {
  EXPECT_TRUE(nodes_send_and_receive_at_most_once(plan()));
}

TEST_P(AapcPhasedPlanSlow, TotalHopsIsNToTheFifthOverTwo) {
  EXPECT_EQ(total_hops(plan()), pow_int(GetParam(), 5) / 2);
}

TEST_P(AapcPhasedPlanSlow, HalfRingMotionRunsPlusIffSourceCoordinateIsOdd) {
  EXPECT_TRUE(half_ring_motions_follow_parity_rule(plan()));
}

TEST_P(AapcPhasedPlanSlow, JsonParsesBackWithCountsLabelsAndRoutesOfRouteNodes) {
  EXPECT_TRUE(json_round_trips(plan()));
}

INSTANTIATE_TEST_SUITE_P(Sizes, AapcPhasedPlanSlow, ::testing::Values(20, 24),
                         [](const ::testing::TestParamInfo<int>& info) {
                           return "Bidirectional" + std::to_string(info.param);
                         });

// Plans are built at start-up of a run; n = 24 must stay far below a second (it takes tens of
// milliseconds in a release build; the bound leaves room for loaded or unoptimized builds).
TEST(AapcPhasedPlanSlowCases, PlansBidirectionalN24InUnderASecond) {
  const auto start = std::chrono::steady_clock::now();
  const AapcPhasedPlan plan = plan_aapc_phased(24, true);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(plan.phases.size(), 1728u);
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 1000);
}

}  // namespace
}  // namespace ccsim::sw
