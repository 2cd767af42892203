// Proves the cube plans (paper 000's all-to-all broadcast and reduction on a binary d-cube)
// correct by executing them, and checks the shape node programs rely on, by brute force.
//
// Execution: every plan, d = 1..6, C = 1 and 2, S = 1, 2, 4, binary and Gray order,
// M' = 1, 3, 7, 13, 256; the abstract executor runs every step and the final reordering and
// every result word of every node is compared with the broadcast vector or the exact sum of
// random 32-bit inputs. Asynchronous execution: step-synchronous nodes in random interleavings
// with messages in flight still get exact results wherever the plan says its lounges are safe.
// Shape: one transfer per (node, dim, channel, direction) and step, sends and receives
// agreeing, ranges in memory, deposits clear of what the receiver still uses one step behind,
// reorderings that are permutations, element-aligned adds. Counts: the counted transfers in
// sequence equal 000 Table 2 (M = M' S 2^d, errata) at d = 4 and 8, M' = 256, S = 2, C = 2.
// Errata: the corrected reduction indices are the schedule's, the printed ones are not.
#include "plans/cube_plans.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "plans/cube_broadcast_plan.h"
#include "plans/cube_reduction_plan.h"
#include "plans/cube_tree_plans.h"
#include "plans/gray_code.h"

namespace ccsim::sw::cube {
namespace {

const std::vector<CubeAlgorithm> kAlgorithms = {
    CubeAlgorithm::kBroadcastOneCycle, CubeAlgorithm::kBroadcastDCycles,
    CubeAlgorithm::kReductionOneCycle, CubeAlgorithm::kReductionDCycles,
    CubeAlgorithm::kReduceAndSpread,   CubeAlgorithm::kSendAndSpread};

std::string describe(const CubePlan& plan) {
  const CubePlanParams& p = plan.params();
  return plan.name() + " d=" + std::to_string(p.d) + " C=" + std::to_string(p.channels_per_edge) +
         " S=" + std::to_string(p.words_per_element) +
         " M'=" + std::to_string(p.elements_per_node) +
         (p.node_order == NodeOrder::kGray ? " gray" : " binary");
}

CubePlanParams params(int d, int c, int s, uint32_t m, NodeOrder order = NodeOrder::kBinary) {
  CubePlanParams p;
  p.d = d;
  p.channels_per_edge = c;
  p.words_per_element = s;
  p.elements_per_node = m;
  p.node_order = order;
  return p;
}

// The broadcast vector's word g: distinct for every g, so any misplaced word shows.
uint32_t label(uint64_t g) { return static_cast<uint32_t>(g * 2654435761u + 12345u); }

// Inputs of every node: the node's segment of the labelled vector (broadcast), random words
// (reduction). Returns the expected global vector alongside.
struct Workload {
  std::vector<std::vector<uint32_t>> inputs;
  std::vector<uint32_t> expected;
};

Workload make_workload(const CubePlan& plan, std::mt19937& rng) {
  Workload w;
  const int n = plan.node_count();
  const uint32_t seg = plan.segment_words();
  w.inputs.resize(n);
  if (!plan.is_reduction()) {
    for (int node = 0; node < n; ++node) {
      const uint64_t base = uint64_t{plan.segment_of(node)} * seg;
      for (uint32_t k = 0; k < seg; ++k) w.inputs[node].push_back(label(base + k));
    }
    for (uint64_t g = 0; g < uint64_t{seg} * n; ++g) w.expected.push_back(label(g));
    return w;
  }
  w.expected.assign(plan.input_words(), 0);
  for (int node = 0; node < n; ++node) {
    w.inputs[node].resize(plan.input_words());
    for (uint32_t& x : w.inputs[node]) x = static_cast<uint32_t>(rng());
    add_elements(w.expected.data(), w.inputs[node].data(), plan.input_words(),
                 plan.params().words_per_element);
  }
  return w;
}

NodeMemories placed(const CubePlan& plan, const Workload& w) {
  NodeMemories mem = allocate_memories(plan);
  for (int node = 0; node < plan.node_count(); ++node) {
    place_input(plan, node, w.inputs[node], mem[node]);
  }
  return mem;
}

// Every result word of every node, through result_word(); addresses around the result say
// kNoWord.
::testing::AssertionResult results_match(const CubePlan& plan, const NodeMemories& mem,
                                         const Workload& w) {
  for (int node = 0; node < plan.node_count(); ++node) {
    const uint32_t base = plan.output_base(node);
    for (uint32_t a = base; a < base + plan.output_words(); ++a) {
      const uint64_t g = plan.result_word(node, a);
      if (g == kNoWord || g >= w.expected.size() || mem[node][a] != w.expected[g]) {
        return ::testing::AssertionFailure()
               << describe(plan) << ": node " << node << " address " << a << " holds "
               << mem[node][a] << ", global word " << g;
      }
    }
    if (base > 0 && plan.result_word(node, base - 1) != kNoWord) {
      return ::testing::AssertionFailure() << describe(plan) << ": word before the result";
    }
    if (plan.result_word(node, base + plan.output_words()) != kNoWord) {
      return ::testing::AssertionFailure() << describe(plan) << ": word after the result";
    }
  }
  return ::testing::AssertionSuccess();
}

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
