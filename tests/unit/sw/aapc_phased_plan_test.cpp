// Proves the phased AAPC schedule has every property of spec/aapc-phases.md, by brute force.
//
// 2D: bidirectional n = 8, 12, 16 and unidirectional n = 4, 8, 12, 16 (n = 12 bidirectional is
// the spec's correction of 004's "multiple of 8"): phase and message counts, every ordered
// pair once, shortest x-then-y routes, every (directed) link once per phase, each node sending
// and receiving at most once per phase, total hops n^5/2, the n/2-hop parity rule, phase
// order and labels, JSON round trip. Also: bad n rejected with ConfigError naming the key, and
// controls showing the checks catch broken schedules (the spec's mismatched-twin count). The
// 1D layer, the ring phases: ring_phases_test.cpp.
#include "collectives/aapc/aapc_phased_plan.h"

#include <gtest/gtest.h>

#include <map>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/ring_phases.h"
#include "common/aapc_plan_checks.h"

namespace ccsim::sw {
namespace {

using namespace plan_checks;
// The schedule type; the name AapcPhasedPlan is taken below by the test suite's fixture.
using Plan = ccsim::sw::AapcPhasedPlan;

struct PlanCase {
  int n;
  bool bidirectional;
};

// For gtest's listings, which otherwise print the struct's bytes (padding included).
void PrintTo(const PlanCase& c, std::ostream* os) {
  *os << "n = " << c.n << (c.bidirectional ? ", bidirectional" : ", unidirectional");
}

std::string case_name(const ::testing::TestParamInfo<PlanCase>& info) {
  return std::string(info.param.bidirectional ? "Bidirectional" : "Unidirectional") +
         std::to_string(info.param.n);
}

// Plans are pure functions of (n, mode); build each once for all the tests that read it.
const Plan& cached_plan(int n, bool bidirectional) {
  static std::map<std::pair<int, bool>, Plan> plans;
  auto it = plans.find({n, bidirectional});
  if (it == plans.end()) {
    it = plans.emplace(std::make_pair(n, bidirectional), plan_aapc_phased(n, bidirectional)).first;
  }
  return it->second;
}

// --- Properties common to both link modes -------------------------------------------------

class AapcPhasedPlan : public ::testing::TestWithParam<PlanCase> {
 protected:
  const Plan& plan() const { return cached_plan(GetParam().n, GetParam().bidirectional); }
};

TEST_P(AapcPhasedPlan, EveryOrderedPairSentExactlyOnceIncludingSendToSelf) {
  EXPECT_TRUE(every_ordered_pair_once(plan()));
}

TEST_P(AapcPhasedPlan, EveryRouteIsShortestXBeforeYOneDirectionPerDimension) {
  EXPECT_TRUE(routes_shortest_x_then_y(plan()));
}

TEST_P(AapcPhasedPlan, EachNodeSendsAtMostOneAndReceivesAtMostOnePerPhase) {
  EXPECT_TRUE(nodes_send_and_receive_at_most_once(plan()));
}

TEST_P(AapcPhasedPlan, TotalHopsIsNToTheFifthOverTwoInBothModes) {
  // Both modes carry the same n^4 messages on shortest routes: sum of torus distances.
  EXPECT_EQ(total_hops(plan()), pow_int(GetParam().n, 5) / 2);
}

TEST_P(AapcPhasedPlan, HalfRingMotionRunsPlusIffSourceCoordinateIsOdd) {
  EXPECT_TRUE(half_ring_motions_follow_parity_rule(plan()));
}

TEST_P(AapcPhasedPlan, JsonParsesBackWithCountsLabelsAndRoutesOfRouteNodes) {
  EXPECT_TRUE(json_round_trips(plan()));
}

// Phase index ((f*h + i)*h + j)*L + k holds the spec's overlay for (f, i, j, k): rebuilt here
// straight from the M tuples, without dot() or rotate(), and compared as message sets.
TEST_P(AapcPhasedPlan, PhasesFollowSpecOrderLabelsAndOverlays) {
  const int n = GetParam().n, h = n / 2, len = n / 4;
  const bool bidi = GetParam().bidirectional;
  const auto m = m_tuples(n);
  const auto mbar = mbar_tuples(n);
  auto key = [](const PlannedMessage& x) {
    return std::make_tuple(x.src_x, x.src_y, x.dst_x, x.dst_y, x.x.hops, x.x.dir, x.y.hops,
                           x.y.dir);
  };
  using Key = decltype(key(PlannedMessage{}));
  auto add_overlay = [&](std::multiset<Key>& out, const RingTuple& a, const RingTuple& b, int k) {
    for (int t = 0; t < len; ++t) {
      for (const RingMessage& u : a[t].messages) {
        for (const RingMessage& v : b[(t + k) % len].messages) {
          PlannedMessage x;
          x.src_x = u.src;
          x.src_y = v.src;
          x.dst_x = u.dst;
          x.dst_y = v.dst;
          x.x = Motion{u.hops, u.dir};
          x.y = Motion{v.hops, v.dir};
          out.insert(key(x));
        }
      }
    }
  };
  auto term = [](bool bar_a, int i, int k, bool bar_b, int j) {
    return std::string(bar_a ? "Mbar_" : "M_") + std::to_string(i) + ".r^" + std::to_string(k) +
           "(" + (bar_b ? "Mbar_" : "M_") + std::to_string(j) + ")";
  };
  const int families = bidi ? 2 : 4;
  ASSERT_EQ(plan().phases.size(), static_cast<size_t>(families * h * h * len));
  for (int f = 0; f < families; ++f) {
    for (int i = 0; i < h; ++i) {
      for (int j = 0; j < h; ++j) {
        for (int k = 0; k < len; ++k) {
          const size_t index = ((f * h + i) * h + j) * len + k;
          const PlannedPhase& phase = plan().phases[index];
          std::multiset<Key> want;
          std::string label;
          if (bidi) {
            const bool bar_j = f == 1;
            add_overlay(want, m[i], bar_j ? mbar[j] : m[j], k);
            add_overlay(want, mbar[i], bar_j ? m[j] : mbar[j], (k + 1) % len);
            label = term(false, i, k, bar_j, j) + " + " + term(true, i, (k + 1) % len, !bar_j, j);
          } else {
            const bool bar_i = f >= 2, bar_j = f % 2 == 1;
            add_overlay(want, bar_i ? mbar[i] : m[i], bar_j ? mbar[j] : m[j], k);
            label = term(bar_i, i, k, bar_j, j);
          }
          std::multiset<Key> got;
          for (const PlannedMessage& x : phase.messages) got.insert(key(x));
          ASSERT_EQ(phase.label, label) << "phase " << index;
          ASSERT_TRUE(got == want) << "phase " << index << " (" << label << ")";
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, AapcPhasedPlan,
                         ::testing::Values(PlanCase{8, true}, PlanCase{12, true},
                                           PlanCase{16, true}, PlanCase{4, false},
                                           PlanCase{8, false}, PlanCase{12, false},
                                           PlanCase{16, false}),
                         case_name);

// --- Mode-specific counts and link use ------------------------------------------------------

class AapcPhasedPlanBidirectional : public ::testing::TestWithParam<int> {};

TEST_P(AapcPhasedPlanBidirectional, HasNCubedOverEightPhasesOfEightNMessages) {
  EXPECT_TRUE(has_phase_and_message_counts(cached_plan(GetParam(), true)));
}

TEST_P(AapcPhasedPlanBidirectional, EveryDirectedLinkUsedOncePerPhase) {
  EXPECT_TRUE(every_link_once_per_phase(cached_plan(GetParam(), true)));
}

INSTANTIATE_TEST_SUITE_P(Sizes, AapcPhasedPlanBidirectional, ::testing::Values(8, 12, 16),
                         size_name);

class AapcPhasedPlanUnidirectional : public ::testing::TestWithParam<int> {};

TEST_P(AapcPhasedPlanUnidirectional, HasNCubedOverFourPhasesOfFourNMessages) {
  EXPECT_TRUE(has_phase_and_message_counts(cached_plan(GetParam(), false)));
}

TEST_P(AapcPhasedPlanUnidirectional, EveryLinkUsedOncePerPhaseInOneDirection) {
  EXPECT_TRUE(every_link_once_per_phase(cached_plan(GetParam(), false)));
}

INSTANTIATE_TEST_SUITE_P(Sizes, AapcPhasedPlanUnidirectional, ::testing::Values(4, 8, 12, 16),
                         size_name);

// --- Single cases ---------------------------------------------------------------------------

TEST(AapcPhasedPlanCases, EveryNodeSendsAndReceivesExactlyOncePerPhaseBidirectionalN8) {
  for (const PlannedPhase& phase : cached_plan(8, true).phases) {
    std::set<std::pair<int, int>> senders, receivers;
    for (const PlannedMessage& m : phase.messages) {
      senders.insert({m.src_x, m.src_y});
      receivers.insert({m.dst_x, m.dst_y});
    }
    ASSERT_EQ(senders.size(), 64u) << phase.label;
    ASSERT_EQ(receivers.size(), 64u) << phase.label;
  }
}

TEST(AapcPhasedPlanCases, HalfTheNodesSendInEachPhaseBidirectionalN16) {
  for (const PlannedPhase& phase : cached_plan(16, true).phases) {
    std::set<std::pair<int, int>> senders;
    for (const PlannedMessage& m : phase.messages) senders.insert({m.src_x, m.src_y});
    ASSERT_EQ(senders.size(), 128u) << phase.label;
  }
}

TEST(AapcPhasedPlanCases, FirstPhaseLabelMatchesTheSpecExample) {
  EXPECT_EQ(cached_plan(8, true).phases.front().label, "M_0.r^0(M_0) + Mbar_0.r^1(Mbar_0)");
  EXPECT_EQ(cached_plan(8, false).phases.front().label, "M_0.r^0(M_0)");
}

TEST(AapcPhasedPlanCases, RejectsSizesWithoutAScheduleWithConfigErrorNamingTheKey) {
  const std::vector<PlanCase> bad = {{4, true},  {6, true},   {10, true}, {0, true},  {-8, true},
                                     {6, false}, {10, false}, {0, false}, {2, false}, {-4, false}};
  for (const PlanCase& c : bad) {
    SCOPED_TRACE("n = " + std::to_string(c.n) + (c.bidirectional ? " bidirectional" : " uni"));
    try {
      plan_aapc_phased(c.n, c.bidirectional, "topology.ny");
      ADD_FAILURE() << "accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), "topology.ny");
      const std::string what = e.what();
      EXPECT_NE(what.find("topology.ny"), std::string::npos) << what;
      EXPECT_NE(what.find("multiple of 4"), std::string::npos) << what;
      EXPECT_NE(what.find(c.bidirectional ? "at least 8" : "at least 4"), std::string::npos)
          << what;
    }
  }
}

TEST(AapcPhasedPlanCases, DefaultSizeKeyIsTopologyNx) {
  try {
    plan_aapc_phased(6, true);
    ADD_FAILURE() << "accepted n = 6";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "topology.nx");
  }
}

TEST(AapcPhasedPlanCases, RouteNodesMoveXAlongSourceRowThenYAlongDestColumnWithWrap) {
  PlannedMessage m;
  m.src_x = 7;
  m.src_y = 1;
  m.dst_x = 1;
  m.dst_y = 6;
  m.x = Motion{2, +1};
  m.y = Motion{3, -1};
  const std::vector<std::pair<int, int>> want = {{7, 1}, {0, 1}, {1, 1}, {1, 0}, {1, 7}, {1, 6}};
  EXPECT_EQ(route_nodes(m, 8), want);
  PlannedMessage self;
  self.src_x = self.dst_x = 3;
  self.src_y = self.dst_y = 5;
  EXPECT_EQ(route_nodes(self, 8), (std::vector<std::pair<int, int>>{{3, 5}}));
}

// The spec: p x q saturates the 4 rows src(q) in p's direction and the 4 columns dst(p) in q's.
TEST(AapcPhasedPlanCases, CrossProductSaturatesFourRowsAndFourColumns) {
  const int n = 8;
  const RingPhase p = cw_phase(n, 0, 1);
  const RingPhase q = ccw_twin(cw_phase(n, 1, 3));
  const auto messages = cross(p, q);
  ASSERT_EQ(messages.size(), 16u);
  std::map<std::tuple<int, int, int>, int> uses;  // (x, y, step kind)
  for (const PlannedMessage& m : messages) {
    const auto route = route_nodes(m, n);
    for (size_t s = 0; s + 1 < route.size(); ++s) {
      ++uses[{route[s].first, route[s].second, step_kind(route[s], route[s + 1], n)}];
    }
  }
  std::map<std::tuple<int, int, int>, int> want;
  for (int row : ring_phase_nodes(q)) {
    for (int x = 0; x < n; ++x) want[{x, row, 0}] = 1;  // p is CW: +x
  }
  for (int column : ring_phase_nodes(p)) {
    for (int y = 0; y < n; ++y) want[{column, y, 3}] = 1;  // q is CCW: -y
  }
  EXPECT_EQ(uses, want);
}

// [control] The spec's finding: if Mbar_0's class-3 twins sit on other nodes (Mbar_0 rotated by
// one), links and pairs stay fine but nodes send two messages in 24 of the 64 phases for n = 8.
TEST(AapcPhasedPlanCases, MismatchedClassThreeTwinsMakeNodesSendTwiceIn24Of64Phases) {
  auto mbar = mbar_tuples(8);
  mbar[0] = rotate(mbar[0], 1);
  const auto broken = plan_from_tuples(8, true, m_tuples(8), mbar);
  EXPECT_TRUE(every_ordered_pair_once(broken));
  EXPECT_TRUE(every_link_once_per_phase(broken));
  EXPECT_EQ(phases_with_a_node_busy_twice(broken), 24);
}

// [control] n = 4 bidirectional (rejected by plan_aapc_phased) keeps links right but overlays
// both patterns on the same nodes, which is why it is rejected.
TEST(AapcPhasedPlanCases, BidirectionalN4WouldMakeNodesSendTwice) {
  const auto n4 = plan_from_tuples(4, true, m_tuples(4), mbar_tuples(4));
  EXPECT_TRUE(every_link_once_per_phase(n4));
  EXPECT_EQ(phases_with_a_node_busy_twice(n4), static_cast<int>(n4.phases.size()));
}

// [control] Each check fails on a schedule broken in the way it is meant to catch.
TEST(AapcPhasedPlanCases, ChecksRejectCorruptedSchedules) {
  const Plan& good = cached_plan(8, true);
  const int h = 4;

  auto moved = good;  // one message moved to the next phase
  moved.phases[1].messages.push_back(moved.phases[0].messages.back());
  moved.phases[0].messages.pop_back();
  EXPECT_FALSE(has_phase_and_message_counts(moved));
  EXPECT_FALSE(every_link_once_per_phase(moved));
  EXPECT_FALSE(nodes_send_and_receive_at_most_once(moved));
  EXPECT_TRUE(every_ordered_pair_once(moved));

  auto duplicated = good;  // one message replaced by a copy of another phase's message
  duplicated.phases[0].messages[0] = duplicated.phases[1].messages[0];
  EXPECT_FALSE(every_ordered_pair_once(duplicated));

  // Flip the x direction of a short motion (long way round), and of a half-ring motion (still
  // shortest, but against the parity rule and onto links already used).
  auto find = [&](auto pred) {
    for (size_t p = 0; p < good.phases.size(); ++p) {
      for (size_t i = 0; i < good.phases[p].messages.size(); ++i) {
        if (pred(good.phases[p].messages[i])) return std::make_pair(p, i);
      }
    }
    return std::make_pair(size_t{0}, size_t{0});
  };
  const auto [sp, si] = find([&](const PlannedMessage& m) { return m.x.hops == 1; });
  auto long_way = good;
  PlannedMessage& lm = long_way.phases[sp].messages[si];
  lm.x = Motion{good.n - 1, -lm.x.dir};
  EXPECT_FALSE(routes_shortest_x_then_y(long_way));
  EXPECT_FALSE(every_link_once_per_phase(long_way));

  const auto [hp, hi] = find([&](const PlannedMessage& m) { return m.x.hops == h; });
  auto against = good;
  against.phases[hp].messages[hi].x.dir *= -1;
  EXPECT_TRUE(routes_shortest_x_then_y(against));
  EXPECT_FALSE(half_ring_motions_follow_parity_rule(against));
  EXPECT_FALSE(every_link_once_per_phase(against));

  auto unidirectional_view = good;  // a bidirectional phase uses each undirected link twice
  unidirectional_view.bidirectional = false;
  EXPECT_FALSE(every_link_once_per_phase(unidirectional_view));
}

}  // namespace
}  // namespace ccsim::sw
