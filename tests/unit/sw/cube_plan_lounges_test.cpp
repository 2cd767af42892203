// Proves the cube plans' lounges safe under asynchronous execution: step-synchronous nodes in
// random interleavings with messages in flight still get exact results wherever the plan says
// its lounges are safe, and the safety flag holds by brute force wherever a plan claims it.
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
#include "collectives/cube/cube_reduction_plan.h"
#include "common/cube_plan_checks.h"

namespace ccsim::sw::cube {
namespace {

using namespace cube_checks;

// --- Lounges under asynchronous execution ---------------------------------------------------

// True when every transfer x -> y of a step u >= 2 is answered by some y -> x in step u - 1.
bool answered_in_previous_step(const CubePlan& plan) {
  for (int u = 2; u < plan.steps(); ++u) {
    for (int x = 0; x < plan.node_count(); ++x) {
      for (const CubeTransfer& t : plan.sends(x, u)) {
        const auto back = plan.sends(t.peer, u - 1);
        if (std::none_of(back.begin(), back.end(),
                         [&](const CubeTransfer& b) { return b.peer == x; })) {
          return false;
        }
      }
    }
  }
  return true;
}

TEST(CubePlanLounges, SafetyFlagHoldsByBruteForceWhereverAPlanClaimsIt) {
  for (CubeAlgorithm a : kAlgorithms) {
    for (int d = 1; d <= 6; ++d) {
      for (uint32_t m : {1u, 2u, 3u, 5u, 7u}) {
        for (int c : {1, 2}) {
          const auto plan = make_cube_plan(a, params(d, c, 1, m));
          // Broadcasts have no lounges (every slot is written once) and claim safety freely.
          if (plan->is_reduction() && plan->lounges_safe_step_synchronous()) {
            EXPECT_TRUE(answered_in_previous_step(*plan)) << describe(*plan);
          }
        }
      }
    }
  }
  // And the flag is not needlessly pessimistic where it says false.
  EXPECT_FALSE(answered_in_previous_step(OneCycleReductionPlan(params(3, 2, 1, 1))));
  EXPECT_FALSE(answered_in_previous_step(DCyclesReductionPlan(params(3, 2, 1, 1))));
}

// Nodes that each start step u (sending everything) once they have ended step u - 1, and end
// step u once all their step-u messages have been delivered (then add). Messages are in flight
// between send and delivery; the interleaving of starts, deliveries and ends is random.
void execute_asynchronously(const CubePlan& plan, NodeMemories& mem, std::mt19937& rng) {
  struct Flight {
    int node, step;
    uint32_t dst;
    std::vector<uint32_t> words;
  };
  const int n = plan.node_count();
  std::vector<int> step(n, 0), awaited(n, 0);
  std::vector<bool> started(n, false);
  std::map<std::pair<int, int>, int> delivered;  // (node, step) -> messages delivered
  std::vector<Flight> flights;
  for (;;) {
    std::vector<int> actions;  // node index: start/end; n + k: deliver flight k
    for (int x = 0; x < n; ++x) {
      if (step[x] == plan.steps()) continue;
      const bool can_end = started[x] && delivered[{x, step[x]}] == awaited[x];
      if (!started[x] || can_end) actions.push_back(x);
    }
    for (size_t k = 0; k < flights.size(); ++k) actions.push_back(n + static_cast<int>(k));
    if (actions.empty()) break;
    const int a = actions[rng() % actions.size()];
    if (a >= n) {
      Flight f = std::move(flights[a - n]);
      flights.erase(flights.begin() + (a - n));
      std::copy(f.words.begin(), f.words.end(), mem[f.node].begin() + f.dst);
      ++delivered[{f.node, f.step}];
    } else if (!started[a]) {
      for (const CubeTransfer& t : plan.sends(a, step[a])) {
        flights.push_back(Flight{
            t.peer, step[a], t.dst,
            std::vector<uint32_t>(mem[a].begin() + t.src, mem[a].begin() + t.src + t.words)});
      }
      awaited[a] = static_cast<int>(plan.receives(a, step[a]).size());
      started[a] = true;
    } else {
      for (const WordMove& m : plan.adds(a, step[a])) {
        add_elements(mem[a].data() + m.to, mem[a].data() + m.from, m.words,
                     plan.params().words_per_element);
      }
      ++step[a];
      started[a] = false;
    }
  }
  for (int x = 0; x < n; ++x) {
    ASSERT_EQ(step[x], plan.steps()) << describe(plan) << ": node " << x << " stuck";
    apply_final_reordering(plan, x, mem[x]);
  }
}

TEST(CubePlanLounges, StepSynchronousNodesInRandomInterleavingsGetExactResults) {
  std::mt19937 rng(77);
  for (CubeAlgorithm a : kAlgorithms) {
    for (int d = 1; d <= 5; ++d) {
      for (uint32_t m : {2u, 7u, 13u}) {
        for (int c : {1, 2}) {
          const auto plan = make_cube_plan(a, params(d, c, 2, m, NodeOrder::kGray));
          if (!plan->lounges_safe_step_synchronous()) continue;
          for (int run = 0; run < 4; ++run) {
            const Workload w = make_workload(*plan, rng);
            NodeMemories mem = placed(*plan, w);
            execute_asynchronously(*plan, mem, rng);
            ASSERT_TRUE(results_match(*plan, mem, w)) << "run " << run;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::sw::cube
