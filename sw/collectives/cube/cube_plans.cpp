// The cube plans' shared layer: parameter checks, layout helpers, the abstract executor and
// the transfer counts (see cube_plans.h for the contract).
#include "collectives/cube/cube_plans.h"

#include <algorithm>
#include <stdexcept>

#include "collectives/cube/cube_broadcast_plan.h"
#include "collectives/cube/cube_reduction_plan.h"
#include "collectives/cube/cube_tree_plans.h"
#include "core/gray_code.h"

namespace ccsim::sw::cube {
namespace {

uint64_t ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

void check_params(const CubePlanParams& p) {
  auto fail = [](const std::string& what) { throw std::invalid_argument("cube plan: " + what); };
  if (p.d < 1 || p.d > 11) fail("d must be in 1..11, got " + std::to_string(p.d));
  if (p.channels_per_edge != 1 && p.channels_per_edge != 2) {
    fail("channels per edge must be 1 or 2, got " + std::to_string(p.channels_per_edge));
  }
  if (p.words_per_element < 1) {
    fail("words per element must be >= 1, got " + std::to_string(p.words_per_element));
  }
  if (p.elements_per_node < 1) fail("elements per node must be >= 1, got 0");
}

}  // namespace

// --- CubePlan --------------------------------------------------------------------------------

CubePlan::CubePlan(const CubePlanParams& params) : params_(params) {
  check_params(params_);
  checked_words(uint64_t{params_.elements_per_node} * uint64_t(params_.words_per_element),
                "segment");
}

uint32_t CubePlan::segment_words() const {
  return params_.elements_per_node * static_cast<uint32_t>(params_.words_per_element);
}

uint32_t CubePlan::segment_of(int node) const {
  const uint32_t pa = static_cast<uint32_t>(node);
  return params_.node_order == NodeOrder::kGray ? gray_inverse(pa) : pa;
}

int CubePlan::node_of_segment(uint32_t segment) const {
  return static_cast<int>(params_.node_order == NodeOrder::kGray ? gray(segment) : segment);
}

std::vector<WordMove> CubePlan::adds(int node, int step) const {
  std::vector<WordMove> moves;
  for (const CubeTransfer& t : receives(node, step)) {
    if (t.add_into != kNone) moves.push_back(WordMove{t.dst, t.add_into, t.words});
  }
  // Channel parts of one location are adjacent in the lounge and in the block: merged, they
  // cover whole elements again.
  std::sort(moves.begin(), moves.end(),
            [](const WordMove& a, const WordMove& b) { return a.from < b.from; });
  std::vector<WordMove> merged;
  for (const WordMove& m : moves) {
    if (!merged.empty() && merged.back().from + merged.back().words == m.from &&
        merged.back().to + merged.back().words == m.to) {
      merged.back().words += m.words;
    } else {
      merged.push_back(m);
    }
  }
  return merged;
}

uint64_t CubePlan::result_word(int node, uint32_t addr) const {
  const uint32_t base = output_base(node);
  if (addr < base || addr - base >= output_words()) return kNoWord;
  const uint64_t global_base =
      is_reduction() ? uint64_t{segment_of(node)} * segment_words() : uint64_t{0};
  return global_base + (addr - base);
}

void CubePlan::require_node_step(int node, int step) const {
  if (node < 0 || node >= node_count() || step < 0 || step >= steps()) {
    throw std::out_of_range(name() + ": node " + std::to_string(node) + ", step " +
                            std::to_string(step) + " outside " + std::to_string(node_count()) +
                            " nodes, " + std::to_string(steps()) + " steps");
  }
}

uint32_t CubePlan::checked_words(uint64_t words, const char* what) {
  if (words >= kNone) {
    throw std::invalid_argument(std::string("cube plan: ") + what + " of " + std::to_string(words) +
                                " words does not fit 32-bit addresses");
  }
  return static_cast<uint32_t>(words);
}

// --- Factory ---------------------------------------------------------------------------------

std::string algorithm_name(CubeAlgorithm algorithm) {
  switch (algorithm) {
    case CubeAlgorithm::kBroadcastOneCycle:
      return "broadcast.one_cycle";
    case CubeAlgorithm::kBroadcastDCycles:
      return "broadcast.d_cycles";
    case CubeAlgorithm::kReductionOneCycle:
      return "reduction.one_cycle";
    case CubeAlgorithm::kReductionDCycles:
      return "reduction.d_cycles";
    case CubeAlgorithm::kReduceAndSpread:
      return "reduction.reduce_and_spread";
    case CubeAlgorithm::kSendAndSpread:
      return "broadcast.send_and_spread";
  }
  throw std::invalid_argument("unknown cube algorithm");
}

std::unique_ptr<CubePlan> make_cube_plan(CubeAlgorithm algorithm, const CubePlanParams& params) {
  switch (algorithm) {
    case CubeAlgorithm::kBroadcastOneCycle:
      return std::make_unique<OneCycleBroadcastPlan>(params);
    case CubeAlgorithm::kBroadcastDCycles:
      return std::make_unique<DCyclesBroadcastPlan>(params);
    case CubeAlgorithm::kReductionOneCycle:
      return std::make_unique<OneCycleReductionPlan>(params);
    case CubeAlgorithm::kReductionDCycles:
      return std::make_unique<DCyclesReductionPlan>(params);
    case CubeAlgorithm::kReduceAndSpread:
      return std::make_unique<ReduceAndSpreadPlan>(params);
    case CubeAlgorithm::kSendAndSpread:
      return std::make_unique<SendAndSpreadPlan>(params);
  }
  throw std::invalid_argument("unknown cube algorithm");
}

// --- Layout helpers --------------------------------------------------------------------------

std::vector<uint32_t> even_split(uint32_t total, int parts) {
  if (parts < 1) throw std::invalid_argument("even_split needs parts >= 1");
  const uint32_t p = static_cast<uint32_t>(parts);
  std::vector<uint32_t> offsets(p + 1, 0);
  for (uint32_t k = 0; k < p; ++k) {
    offsets[k + 1] = offsets[k] + total / p + (k < total % p ? 1 : 0);
  }
  return offsets;
}

std::vector<WordMove> merge_moves(std::vector<WordMove> moves) {
  std::sort(moves.begin(), moves.end(),
            [](const WordMove& a, const WordMove& b) { return a.from < b.from; });
  std::vector<WordMove> out;
  for (const WordMove& m : moves) {
    if (m.words == 0 || m.from == m.to) continue;
    if (!out.empty() && out.back().from + out.back().words == m.from &&
        out.back().to + out.back().words == m.to) {
      out.back().words += m.words;
    } else {
      out.push_back(m);
    }
  }
  return out;
}

void append_transfer(std::vector<CubeTransfer>& out, const CubeTransfer& t) {
  if (t.words == 0) return;
  for (CubeTransfer& o : out) {
    const bool adds_adjacent =
        (o.add_into == kNone && t.add_into == kNone) ||
        (o.add_into != kNone && t.add_into != kNone && o.add_into + o.words == t.add_into);
    if (o.dim == t.dim && o.channel == t.channel && o.peer == t.peer && o.src + o.words == t.src &&
        o.dst + o.words == t.dst && adds_adjacent) {
      o.words += t.words;
      return;
    }
  }
  out.push_back(t);
}

// --- Abstract executor -----------------------------------------------------------------------

NodeMemories allocate_memories(const CubePlan& plan) {
  return NodeMemories(plan.node_count(), std::vector<uint32_t>(plan.memory_words(), 0));
}

void place_input(const CubePlan& plan, int node, const std::vector<uint32_t>& input,
                 std::vector<uint32_t>& memory) {
  if (input.size() != plan.input_words() || memory.size() != plan.memory_words()) {
    throw std::invalid_argument("place_input: input or memory of the wrong size");
  }
  for (const WordMove& m : plan.input_placement(node)) {
    std::copy_n(input.begin() + m.from, m.words, memory.begin() + m.to);
  }
}

void execute_step(const CubePlan& plan, int step, NodeMemories& memories) {
  struct Deposit {
    int node;
    uint32_t dst;
    std::vector<uint32_t> words;
  };
  // Read every send from the pre-step memories first, so that no deposit of this step can be
  // seen by a send of this step whatever the order of nodes.
  std::vector<Deposit> deposits;
  for (int node = 0; node < plan.node_count(); ++node) {
    for (const CubeTransfer& t : plan.sends(node, step)) {
      const auto& mem = memories[node];
      deposits.push_back(
          Deposit{t.peer, t.dst,
                  std::vector<uint32_t>(mem.begin() + t.src, mem.begin() + t.src + t.words)});
    }
  }
  for (const Deposit& dep : deposits) {
    std::copy(dep.words.begin(), dep.words.end(), memories[dep.node].begin() + dep.dst);
  }
  const int s = plan.params().words_per_element;
  for (int node = 0; node < plan.node_count(); ++node) {
    for (const WordMove& m : plan.adds(node, step)) {
      add_elements(memories[node].data() + m.to, memories[node].data() + m.from, m.words, s);
    }
  }
}

void apply_final_reordering(const CubePlan& plan, int node, std::vector<uint32_t>& memory) {
  const std::vector<uint32_t> before = memory;
  for (const WordMove& m : plan.final_reordering(node)) {
    std::copy_n(before.begin() + m.from, m.words, memory.begin() + m.to);
  }
}

void execute_on_memories(const CubePlan& plan, NodeMemories& memories) {
  for (int step = 0; step < plan.steps(); ++step) execute_step(plan, step, memories);
  for (int node = 0; node < plan.node_count(); ++node) {
    apply_final_reordering(plan, node, memories[node]);
  }
}

void add_element(uint32_t* into, const uint32_t* from, int words_per_element) {
  uint64_t carry = 0;
  for (int k = 0; k < words_per_element; ++k) {
    const uint64_t sum = uint64_t{into[k]} + from[k] + carry;
    into[k] = static_cast<uint32_t>(sum);
    carry = sum >> 32;
  }
}

void add_elements(uint32_t* into, const uint32_t* from, uint32_t words, int words_per_element) {
  const uint32_t s = static_cast<uint32_t>(words_per_element);
  if (s == 0 || words % s != 0) {
    throw std::invalid_argument("add_elements: " + std::to_string(words) +
                                " words is not a whole number of " + std::to_string(s) +
                                "-word elements");
  }
  for (uint32_t k = 0; k < words; k += s) add_element(into + k, from + k, words_per_element);
}

// --- Transfer counts -------------------------------------------------------------------------

uint64_t counted_transfers_in_sequence(const CubePlan& plan) {
  uint64_t total = 0;
  for (int step = 0; step < plan.steps(); ++step) {
    uint32_t longest = 0;
    for (int node = 0; node < plan.node_count(); ++node) {
      for (const CubeTransfer& t : plan.sends(node, step)) {
        if (t.dim != kRouted) longest = std::max(longest, t.words);
      }
    }
    total += longest;
  }
  return total;
}

uint64_t table2_broadcast_one_cycle(int d, uint64_t m_words) {
  const uint64_t n = uint64_t{1} << d;
  return ceil_div(m_words, 2 * n) * (n - 1);
}

uint64_t table2_broadcast_d_cycles(int d, uint64_t m_words) {
  const uint64_t n = uint64_t{1} << d;
  return ceil_div(m_words, 2 * uint64_t(d) * n) * (n - 1);
}

uint64_t table2_gather_then_broadcast(int d, uint64_t m_words) {
  return 2 * ceil_div(m_words, 2 * uint64_t(d)) + uint64_t(d);
}

uint64_t table2_broadcast_binomial_trees(int d, uint64_t m_words) {
  return table2_broadcast_d_cycles(d, m_words);
}

uint64_t table2_reduce_and_spread(int d, uint64_t m_words) {
  return ceil_div(m_words, 2 * uint64_t(d)) * uint64_t(d);
}

uint64_t analytic_reduction_d_cycles(int d, uint64_t elements_per_node, int words_per_element) {
  const uint64_t n = uint64_t{1} << d;
  const uint64_t beta = ceil_div(elements_per_node, uint64_t(d));
  return ceil_div(beta * uint64_t(words_per_element), 2) * (n - 1);
}

uint64_t analytic_reduction_one_cycle(int d, uint64_t elements_per_node, int words_per_element) {
  const uint64_t n = uint64_t{1} << d;
  return ceil_div(elements_per_node, 2) * uint64_t(words_per_element) * (n - 1);
}

}  // namespace ccsim::sw::cube
