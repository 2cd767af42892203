// Proves the 1D layer of the phased AAPC schedule (spec/aapc-phases.md), the ring phases, by
// brute force over n = 4..24: phase counts per class, every ordered pair once, shortest
// routes, every link once per phase, each node sending and receiving at most once per phase,
// the M and M-bar tuples, including the paper's n = 8 tuples; ring sizes that are not a
// multiple of 4 are rejected. The 2D schedule built from it: aapc_phased_plan_test.cpp.
#include "collectives/aapc/ring_phases.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include "common/aapc_plan_checks.h"

namespace ccsim::sw {
namespace {

using namespace plan_checks;

// --- 1D layer -----------------------------------------------------------------------------

class RingPhases : public ::testing::TestWithParam<int> {};

TEST_P(RingPhases, HasNSquaredOverFourPhasesSplitIntoTheThreeClasses) {
  const int n = GetParam(), h = n / 2;
  const auto phases = ring_phases(n);
  EXPECT_EQ(static_cast<int>(phases.size()), n * n / 4);
  int cw12 = 0, ccw12 = 0, cw3 = 0, ccw3 = 0;
  for (const RingPhase& p : phases) {
    ASSERT_TRUE(0 <= p.a && p.a <= p.b && p.b < h) << ring_phase_name(p);
    if (p.a < p.b) (p.dir > 0 ? cw12 : ccw12)++;
    if (p.a == p.b) (p.dir > 0 ? cw3 : ccw3)++;
  }
  EXPECT_EQ(cw12, h * (h - 1) / 2);
  EXPECT_EQ(ccw12, h * (h - 1) / 2);
  EXPECT_EQ(cw3, h / 2);
  EXPECT_EQ(ccw3, h / 2);
}

TEST_P(RingPhases, EveryOrderedPairExactlyOnce) {
  EXPECT_TRUE(ring_pairs_once(ring_phases(GetParam()), GetParam()));
}

TEST_P(RingPhases, EveryMessageTakesAShortestRoute) {
  EXPECT_TRUE(ring_routes_shortest(ring_phases(GetParam()), GetParam()));
}

TEST_P(RingPhases, EveryLinkUsedOncePerPhaseInThePhaseDirection) {
  EXPECT_TRUE(ring_links_once_per_phase(ring_phases(GetParam()), GetParam()));
}

TEST_P(RingPhases, EachNodeSendsAtMostOneAndReceivesAtMostOnePerPhase) {
  EXPECT_TRUE(ring_nodes_send_and_receive_once(ring_phases(GetParam()), GetParam()));
}

// Classes 1/2 are chains of four: a -> b -> a+h -> b+h -> a (reversed for CCW twins), with
// exactly one message inside the first half, the one that names the phase.
TEST_P(RingPhases, ClassOneAndTwoPhasesAreChainsOfFourNamedByTheirFirstHalfMessage) {
  const int n = GetParam(), h = n / 2;
  for (const RingPhase& p : ring_phases(n)) {
    if (p.a == p.b) continue;
    int inside = 0;
    for (size_t i = 0; i < 4; ++i) {
      ASSERT_EQ(p.messages[i].dst, p.messages[(i + 1) % 4].src) << ring_phase_name(p);
      const RingMessage& m = p.messages[i];
      if (m.src < h && m.dst < h) {
        ++inside;
        EXPECT_EQ(std::make_pair(std::min(m.src, m.dst), std::max(m.src, m.dst)),
                  std::make_pair(p.a, p.b));
      }
    }
    EXPECT_EQ(inside, 1) << ring_phase_name(p);
  }
}

// Class 3 cannot chain (footnote 3): two sends-to-self a, a+h and an n/2-hop swap c <-> c+h,
// c = a+1 for even a (CW), a-1 for odd a (CCW).
TEST_P(RingPhases, ClassThreePhasesPairSendsToSelfWithAHalfRingSwap) {
  const int n = GetParam(), h = n / 2;
  for (int a = 0; a < h; ++a) {
    const RingPhase p = class3_phase(n, a);
    const int c = a % 2 == 0 ? a + 1 : a - 1;
    EXPECT_EQ(p.dir, a % 2 == 0 ? +1 : -1);
    std::set<std::pair<int, int>> got, want = {{a, a}, {a + h, a + h}, {c, c + h}, {c + h, c}};
    for (const RingMessage& m : p.messages) got.insert({m.src, m.dst});
    EXPECT_EQ(got, want) << ring_phase_name(p);
  }
}

TEST_P(RingPhases, MTuplesAndMbarTuplesHoldNodeDisjointPhasesCoveringTheRing) {
  const int n = GetParam();
  EXPECT_TRUE(tuples_node_disjoint(m_tuples(n), n, +1));
  EXPECT_TRUE(tuples_node_disjoint(mbar_tuples(n), n, -1));
}

// 004's constraint 2, and its mirror: the M tuples partition the CW phases, the Mbar tuples the
// CCW phases; M_0 is the CW class-3 phases and M_r (r >= 1) holds the game (0, r).
TEST_P(RingPhases, MTuplesPartitionCwPhasesAndMbarTuplesCcwPhases) {
  const int n = GetParam();
  auto id = [](const RingPhase& p) { return std::make_tuple(p.a, p.b, p.dir); };
  std::multiset<std::tuple<int, int, int>> cw, ccw, in_m, in_mbar;
  for (const RingPhase& p : ring_phases(n)) (p.dir > 0 ? cw : ccw).insert(id(p));
  const auto m = m_tuples(n);
  const auto mbar = mbar_tuples(n);
  for (const RingTuple& t : m) {
    for (const RingPhase& p : t) in_m.insert(id(p));
  }
  for (const RingTuple& t : mbar) {
    for (const RingPhase& p : t) in_mbar.insert(id(p));
  }
  EXPECT_EQ(in_m, cw);
  EXPECT_EQ(in_mbar, ccw);
  for (const RingPhase& p : m[0]) EXPECT_TRUE(p.a == p.b && p.a % 2 == 0);
  for (size_t r = 1; r < m.size(); ++r) {
    EXPECT_EQ(m[r].front().a, 0);
    EXPECT_EQ(m[r].front().b, static_cast<int>(r));
  }
}

// The bidirectional overlay needs each Mbar_r[t] on exactly the nodes of M_r[t], with the same
// links reversed for classes 1/2.
TEST_P(RingPhases, MbarPhasesSitOnTheNodesOfTheirMPhases) {
  const int n = GetParam();
  const auto m = m_tuples(n);
  const auto mbar = mbar_tuples(n);
  for (size_t r = 0; r < m.size(); ++r) {
    for (size_t t = 0; t < m[r].size(); ++t) {
      EXPECT_EQ(ring_phase_nodes(m[r][t]), ring_phase_nodes(mbar[r][t]))
          << ring_phase_name(m[r][t]) << " vs " << ring_phase_name(mbar[r][t]);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, RingPhases, ::testing::Values(4, 8, 12, 16, 24), size_name);

TEST(RingPhasesCases, MTuplesForN8MatchThePaper) {
  // 004 §2.1: M_1 = ((0,1),(2,3)), M_2 = ((0,2),(1,3)), M_3 = ((0,3),(1,2)), M_0 = ((0,0),(2,2)).
  const std::vector<std::vector<std::pair<int, int>>> paper = {
      {{0, 0}, {2, 2}}, {{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}}};
  const auto m = m_tuples(8);
  ASSERT_EQ(m.size(), paper.size());
  for (size_t r = 0; r < m.size(); ++r) {
    std::vector<std::pair<int, int>> got;
    for (const RingPhase& p : m[r]) {
      EXPECT_EQ(p.dir, +1);
      got.emplace_back(p.a, p.b);
    }
    EXPECT_EQ(got, paper[r]) << "M_" << r;
  }
}

TEST(RingPhasesCases, MbarZeroForN8IsTheOddClassThreePhases) {
  const auto mbar = mbar_tuples(8);
  ASSERT_EQ(mbar[0].size(), 2u);
  EXPECT_EQ(std::make_tuple(mbar[0][0].a, mbar[0][0].b, mbar[0][0].dir), std::make_tuple(1, 1, -1));
  EXPECT_EQ(std::make_tuple(mbar[0][1].a, mbar[0][1].b, mbar[0][1].dir), std::make_tuple(3, 3, -1));
}

TEST(RingPhasesCases, RotateMovesTheFirstPhaseToTheBack) {
  const RingTuple m = m_tuples(16)[1];  // four phases
  const RingTuple r1 = rotate(m, 1), r4 = rotate(m, 4), r5 = rotate(m, 5);
  for (size_t t = 0; t < m.size(); ++t) {
    EXPECT_EQ(r1[t].a, m[(t + 1) % 4].a);
    EXPECT_EQ(r1[t].b, m[(t + 1) % 4].b);
    EXPECT_EQ(r4[t].b, m[t].b);
    EXPECT_EQ(r5[t].b, r1[t].b);
  }
}

TEST(RingPhasesCases, RejectsRingSizesThatAreNotAMultipleOfFour) {
  for (int n : {0, 2, 6, 10, -4}) {
    EXPECT_THROW(ring_phases(n), std::invalid_argument) << n;
    EXPECT_THROW(m_tuples(n), std::invalid_argument) << n;
  }
}

}  // namespace
}  // namespace ccsim::sw
