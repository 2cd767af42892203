// Helpers of the cube plans' tests (paper 000's all-to-all broadcast and reduction on a binary
// d-cube): plan parameters, a workload whose every word shows when misplaced, its placement in
// node memories, and the check of every result word of every node. Header-only.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "collectives/cube/cube_plans.h"

namespace ccsim::sw::cube::cube_checks {

inline const std::vector<CubeAlgorithm> kAlgorithms = {
    CubeAlgorithm::kBroadcastOneCycle, CubeAlgorithm::kBroadcastDCycles,
    CubeAlgorithm::kReductionOneCycle, CubeAlgorithm::kReductionDCycles,
    CubeAlgorithm::kReduceAndSpread,   CubeAlgorithm::kSendAndSpread};

inline std::string describe(const CubePlan& plan) {
  const CubePlanParams& p = plan.params();
  return plan.name() + " d=" + std::to_string(p.d) + " C=" + std::to_string(p.channels_per_edge) +
         " S=" + std::to_string(p.words_per_element) +
         " M'=" + std::to_string(p.elements_per_node) +
         (p.node_order == NodeOrder::kGray ? " gray" : " binary");
}

inline CubePlanParams params(int d, int c, int s, uint32_t m,
                             NodeOrder order = NodeOrder::kBinary) {
  CubePlanParams p;
  p.d = d;
  p.channels_per_edge = c;
  p.words_per_element = s;
  p.elements_per_node = m;
  p.node_order = order;
  return p;
}

// The broadcast vector's word g: distinct for every g, so any misplaced word shows.
inline uint32_t label(uint64_t g) { return static_cast<uint32_t>(g * 2654435761u + 12345u); }

// Inputs of every node: the node's segment of the labelled vector (broadcast), random words
// (reduction). Returns the expected global vector alongside.
struct Workload {
  std::vector<std::vector<uint32_t>> inputs;
  std::vector<uint32_t> expected;
};

inline Workload make_workload(const CubePlan& plan, std::mt19937& rng) {
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

inline NodeMemories placed(const CubePlan& plan, const Workload& w) {
  NodeMemories mem = allocate_memories(plan);
  for (int node = 0; node < plan.node_count(); ++node) {
    place_input(plan, node, w.inputs[node], mem[node]);
  }
  return mem;
}

// Every result word of every node, through result_word(); addresses around the result say
// kNoWord.
inline ::testing::AssertionResult results_match(const CubePlan& plan, const NodeMemories& mem,
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

}  // namespace ccsim::sw::cube::cube_checks
