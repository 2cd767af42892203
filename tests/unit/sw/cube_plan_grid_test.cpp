// Proves the cube plans (paper 000's all-to-all broadcast and reduction on a binary d-cube)
// correct by executing them, and checks the shape node programs rely on, by brute force.
//
// Execution: every plan, d = 1..6, C = 1 and 2, S = 1, 2, 4, binary and Gray order,
// M' = 1, 3, 7, 13, 256; the abstract executor runs every step and the final reordering and
// every result word of every node is compared with the broadcast vector or the exact sum of
// random 32-bit inputs. Shape: one transfer per (node, dim, channel, direction) and step, sends
// and receives agreeing, ranges in memory, deposits clear of what the receiver still uses one
// step behind, reorderings that are permutations, element-aligned adds. Asynchronous execution:
// cube_plan_lounges_test.cpp; transfer counts and errata: cube_plan_counts_test.cpp.
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

#include "collectives/cube/cube_plans.h"
#include "common/cube_plan_checks.h"

namespace ccsim::sw::cube {
namespace {

using namespace cube_checks;

// --- Execution over the whole parameter grid ------------------------------------------------

struct GridCase {
  CubeAlgorithm algorithm;
  int d;
};

void PrintTo(const GridCase& c, std::ostream* os) {
  *os << algorithm_name(c.algorithm) << ", d = " << c.d;
}

std::vector<GridCase> grid_cases() {
  std::vector<GridCase> cases;
  for (CubeAlgorithm a : kAlgorithms) {
    for (int d = 1; d <= 6; ++d) cases.push_back({a, d});
  }
  return cases;
}

std::string grid_name(const ::testing::TestParamInfo<GridCase>& info) {
  std::string name = algorithm_name(info.param.algorithm);
  std::replace(name.begin(), name.end(), '.', '_');
  return name + "_d" + std::to_string(info.param.d);
}

// All plans of a grid case: C, S, node order and M' varied.
std::vector<std::unique_ptr<CubePlan>> grid_plans(const GridCase& c, std::vector<uint32_t> sizes = {
                                                                         1, 3, 7, 13, 256}) {
  std::vector<std::unique_ptr<CubePlan>> plans;
  for (int ch : {1, 2}) {
    for (int s : {1, 2, 4}) {
      for (NodeOrder order : {NodeOrder::kBinary, NodeOrder::kGray}) {
        for (uint32_t m : sizes)
          plans.push_back(make_cube_plan(c.algorithm, params(c.d, ch, s, m, order)));
      }
    }
  }
  return plans;
}

class CubePlanGrid : public ::testing::TestWithParam<GridCase> {};

TEST_P(CubePlanGrid, EveryWordOfEveryNodeIsTheExpectedResultAfterTheReordering) {
  std::mt19937 rng(1000 + GetParam().d);
  for (const auto& plan : grid_plans(GetParam())) {
    const Workload w = make_workload(*plan, rng);
    NodeMemories mem = placed(*plan, w);
    execute_on_memories(*plan, mem);
    ASSERT_TRUE(results_match(*plan, mem, w));
  }
}

TEST_P(CubePlanGrid, EachNodeSendsAndReceivesOnEachDimAndChannelAtMostOncePerStep) {
  for (const auto& plan : grid_plans(GetParam(), {1, 7, 13})) {
    const int c = plan->params().channels_per_edge;
    std::multiset<std::tuple<int, int, int, int, uint32_t, uint32_t, uint32_t, uint32_t>> sent,
        received;
    for (int u = 0; u < plan->steps(); ++u) {
      for (int x = 0; x < plan->node_count(); ++x) {
        std::set<std::pair<int, int>> out_links, in_links;
        for (const CubeTransfer& t : plan->sends(x, u)) {
          // Routed messages (send-and-spread's gather) go to node 0 from anywhere.
          if (t.dim == kRouted) {
            ASSERT_EQ(t.peer, 0) << describe(*plan);
          } else {
            ASSERT_TRUE(out_links.insert({t.dim, t.channel}).second) << describe(*plan);
            ASSERT_EQ(t.peer, x ^ (1 << t.dim)) << describe(*plan);
          }
          ASSERT_LT(t.channel, c);
          ASSERT_GT(t.words, 0u);
          sent.insert({u, x, t.peer, t.dim * 2 + t.channel, t.src, t.dst, t.words, t.add_into});
        }
        for (const CubeTransfer& t : plan->receives(x, u)) {
          if (t.dim != kRouted) {
            ASSERT_TRUE(in_links.insert({t.dim, t.channel}).second) << describe(*plan);
            ASSERT_EQ(t.peer, x ^ (1 << t.dim)) << describe(*plan);
          }
          received.insert({u, t.peer, x, t.dim * 2 + t.channel, t.src, t.dst, t.words, t.add_into});
        }
      }
    }
    ASSERT_TRUE(sent == received) << describe(*plan) << ": sends and receives disagree";
  }
}

// The ranges a node touches in a step: what it sends, where its arrivals land, what it adds
// into. Deposits of step u must avoid the receiver's sends and adds of step u (sends read the
// pre-step memory) and everything of step u - 1 (a sender may run one step ahead).
TEST_P(CubePlanGrid, DepositsMissWhatTheReceiverUsesInTheSameAndThePreviousStep) {
  using Range = std::pair<uint32_t, uint32_t>;
  auto overlaps = [](const std::vector<Range>& a, const std::vector<Range>& b) {
    for (const Range& x : a) {
      for (const Range& y : b) {
        if (x.first < y.second && y.first < x.second) return true;
      }
    }
    return false;
  };
  for (const auto& plan : grid_plans(GetParam(), {1, 7, 13})) {
    const uint32_t words = plan->memory_words();
    for (int x = 0; x < plan->node_count(); ++x) {
      std::vector<Range> prev_uses;
      for (int u = 0; u < plan->steps(); ++u) {
        std::vector<Range> deposits, uses;
        for (const CubeTransfer& t : plan->receives(x, u)) {
          ASSERT_LE(t.dst + t.words, words) << describe(*plan);
          ASSERT_LE(t.src + t.words, words) << describe(*plan);
          ASSERT_EQ(t.add_into != kNone, plan->is_reduction()) << describe(*plan);
          if (t.add_into != kNone) {
            ASSERT_LE(t.add_into + t.words, words);
            uses.push_back({t.add_into, t.add_into + t.words});
          }
          ASSERT_FALSE(overlaps({{t.dst, t.dst + t.words}}, deposits)) << describe(*plan);
          deposits.push_back({t.dst, t.dst + t.words});
        }
        for (const CubeTransfer& t : plan->sends(x, u)) uses.push_back({t.src, t.src + t.words});
        ASSERT_FALSE(overlaps(deposits, uses)) << describe(*plan) << " node " << x << " step " << u;
        ASSERT_FALSE(overlaps(deposits, prev_uses))
            << describe(*plan) << " node " << x << " step " << u;
        prev_uses = uses;
        prev_uses.insert(prev_uses.end(), deposits.begin(), deposits.end());
      }
    }
  }
}

TEST_P(CubePlanGrid, FinalReorderingIsAPermutationOfWordRangesInMemory) {
  for (const auto& plan : grid_plans(GetParam(), {1, 7, 13})) {
    for (int x = 0; x < plan->node_count(); ++x) {
      std::vector<int> from(plan->memory_words(), 0), to(plan->memory_words(), 0);
      for (const WordMove& m : plan->final_reordering(x)) {
        ASSERT_NE(m.from, m.to);
        ASSERT_LE(m.from + m.words, plan->memory_words());
        ASSERT_LE(m.to + m.words, plan->memory_words());
        for (uint32_t k = 0; k < m.words; ++k) {
          ++from[m.from + k];
          ++to[m.to + k];
        }
      }
      ASSERT_TRUE(from == to) << describe(*plan) << " node " << x;
      ASSERT_TRUE(std::all_of(from.begin(), from.end(), [](int k) { return k <= 1; }));
    }
  }
}

TEST_P(CubePlanGrid, AddsCoverWholeAlignedElementsOfEveryArrival) {
  for (const auto& plan : grid_plans(GetParam(), {1, 7, 13})) {
    const uint32_t s = static_cast<uint32_t>(plan->params().words_per_element);
    for (int x = 0; x < plan->node_count(); ++x) {
      for (int u = 0; u < plan->steps(); ++u) {
        uint32_t arrived = 0, added = 0;
        for (const CubeTransfer& t : plan->receives(x, u)) arrived += t.words;
        for (const WordMove& m : plan->adds(x, u)) {
          ASSERT_EQ(m.words % s, 0u) << describe(*plan);
          ASSERT_EQ(m.from % s, 0u) << describe(*plan);
          ASSERT_EQ(m.to % s, 0u) << describe(*plan);
          added += m.words;
        }
        ASSERT_EQ(added, plan->is_reduction() ? arrived : 0u) << describe(*plan);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Cube, CubePlanGrid, ::testing::ValuesIn(grid_cases()), grid_name);

}  // namespace
}  // namespace ccsim::sw::cube
