// The send-and-spread plan's trees: d edge-disjoint spanning trees of depth at most d + 1, and
// every packet size delivers the whole vector.
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
#include "collectives/cube/cube_tree_plans.h"
#include "common/cube_plan_checks.h"

namespace ccsim::sw::cube {
namespace {

using namespace cube_checks;

// --- Send-and-spread trees ------------------------------------------------------------------

TEST(CubeSpreadTrees, AreDEdgeDisjointSpanningTreesOfDepthAtMostDPlusOne) {
  for (int d = 1; d <= 8; ++d) {
    const SendAndSpreadPlan plan(params(d, 2, 1, 1));
    std::set<std::pair<int, int>> edges;  // directed (parent, child), over all trees
    for (int j = 0; j < d; ++j) {
      ASSERT_EQ(plan.tree_children(j, 0), std::vector<int>{1 << j});
      for (int x = 1; x < plan.node_count(); ++x) {
        const int parent = plan.tree_parent(j, x);
        ASSERT_EQ(__builtin_popcount(static_cast<unsigned>(parent ^ x)), 1);
        ASSERT_TRUE(edges.insert({parent, x}).second) << "d = " << d << ", tree " << j;
        const auto siblings = plan.tree_children(j, parent);
        ASSERT_EQ(std::count(siblings.begin(), siblings.end(), x), 1);
        ASSERT_EQ(plan.tree_depth(j, x), plan.tree_depth(j, parent) + 1);
        ASSERT_LE(plan.tree_depth(j, x), d + 1);
      }
      int children = 0;
      for (int x = 0; x < plan.node_count(); ++x) {
        children += static_cast<int>(plan.tree_children(j, x).size());
      }
      ASSERT_EQ(children, plan.node_count() - 1);  // with the parents above: a spanning tree
    }
  }
}

TEST(CubeSpreadTrees, EveryPacketSizeDeliversTheWholeVector) {
  std::mt19937 rng(5);
  for (int d = 1; d <= 4; ++d) {
    for (uint32_t packet : {1u, 2u, 3u, 64u}) {
      for (int c : {1, 2}) {
        const SendAndSpreadPlan plan(params(d, c, 2, 7, NodeOrder::kGray), packet);
        const Workload w = make_workload(plan, rng);
        NodeMemories mem = placed(plan, w);
        execute_on_memories(plan, mem);
        ASSERT_TRUE(results_match(plan, mem, w)) << "packet " << packet;
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::sw::cube
