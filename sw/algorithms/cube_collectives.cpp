// All-to-all broadcast and reduction on the binary d-cube (paper 000): node programs that
// execute the cube plans (plans/cube_plans.h) on the simulated machine, one registered name
// per method.
//
//   a2a.broadcast.one_cycle    §4.1: both directions of one Gray-code Hamiltonian cycle
//   a2a.broadcast.d_cycles     §4.2.1: d rotated cycles, an exchange on every dimension per step
//   a2a.broadcast.send_spread  §5 alt. 3: routed gather to node 0, spread over d trees
//   a2a.reduction.one_cycle    §4.1, Fig. 6
//   a2a.reduction.d_cycles     §4.2.2-4.2.4 (the errata's corrected indices)
//   a2a.reduction.reduce_spread §5 alt. 4: butterfly, then the local subselection
//
// Each step a node pays algorithm.step_overhead_cycles of software (000 §6.1's a1), queues
// every message of the step at once (step_exchange.h), waits for the step's arrivals and, in a
// reduction, adds them in: the processor streams two loads and a store per word through the
// memory ports and pays algorithm.add_cycles_per_element per element. After the last step it
// applies the plan's local reordering (a load and a store per word moved). Data are real:
// inputs are distinct words, reductions add S-word integers modulo 2^(32 S), and every node's
// result is checked word by word. Besides the cycles, a run reports the element transfers in
// sequence counted from what the deposit engines actually received (the largest message of
// each step, summed), beside 000 Table 2's formula (analytic).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "algorithm.h"
#include "base/errors.h"
#include "plans/cube_plans.h"
#include "routing/grid_routing.h"
#include "step_exchange.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"algorithm.elements_per_node", KeyType::kInt, "256", "elements",
     "cube collectives: M', elements per node (broadcast input, reduction result)",
     "a2a.broadcast.*, a2a.reduction.*"},
    {"algorithm.element_words", KeyType::kInt, "2", "words",
     "cube collectives: S, 32-bit words per element (2 = 64-bit data)",
     "a2a.broadcast.*, a2a.reduction.*"},
    {"algorithm.node_order", KeyType::kString, "gray", "",
     "cube collectives: vector segment k on node k (binary) or on node G(k) (gray)",
     "a2a.broadcast.*, a2a.reduction.*"},
    {"algorithm.step_overhead_cycles", KeyType::kInt, "0", "cycles",
     "cube collectives: processor cycles of software per step", "a2a.broadcast.*, a2a.reduction.*"},
    {"algorithm.add_cycles_per_element", KeyType::kInt, "1", "cycles",
     "cube reductions: processor cycles per element added, besides its memory accesses",
     "a2a.reduction.*"},
});

constexpr uint32_t kMaxElements = 1u << 24;

// Input word w of node p: distinct across nodes and words, with high bits set so that
// reductions carry between the words of an element.
uint32_t broadcast_word(uint64_t global_word) {
  uint64_t x = global_word * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
  x ^= x >> 29;
  return uint32_t(x) | 1u;
}

// Reduction inputs: element e of node p is a(e) + p * b(e) (S-word integers), so the sum over
// the N nodes is N a(e) + N (N - 1) / 2 b(e), checked without adding N inputs per element.
uint32_t term_word(uint64_t word, uint64_t salt) {
  uint64_t x = (word + 1) * 0xD1B54A32D192ED03ULL ^ salt;
  x ^= x >> 31;
  return uint32_t(x * 0xBF58476D1CE4E5B9ULL >> 32);
}
void mul_add_element(uint32_t* into, const uint32_t* x, uint64_t k, int words) {
  // into += k * x, modulo 2^(32 words).
  uint64_t carry = 0;
  for (int w = 0; w < words; ++w) {
    const uint64_t product = uint64_t(x[w]) * k + uint64_t(into[w]) + carry;
    into[w] = uint32_t(product);
    carry = product >> 32;
  }
}

class CubeCollective : public Algorithm {
 public:
  CubeCollective(const Config& config, const net::Topology& topology,
                 const net::MachineParams& machine, cube::CubeAlgorithm which)
      : topology_(topology), machine_(machine) {
    if (topology.kind() != "hypercube") {
      config.fail("topology.kind", cube::algorithm_name(which) +
                                       " runs on the binary d-cube (topology.kind = hypercube), "
                                       "not on " +
                                       topology.kind());
    }
    cube::CubePlanParams p;
    p.d = topology.dimensions();
    p.channels_per_edge = topology.network_ports() / p.d;
    p.elements_per_node = uint32_t(config.int_in("algorithm.elements_per_node", 1, kMaxElements,
                                                 "must be in 1.." + std::to_string(kMaxElements)));
    p.words_per_element = config.int_in("algorithm.element_words", 1, 8, "must be in 1..8");
    p.node_order = config.one_of("algorithm.node_order", {"binary", "gray"}) == "gray"
                       ? cube::NodeOrder::kGray
                       : cube::NodeOrder::kBinary;
    step_overhead_ = config.int_in("algorithm.step_overhead_cycles", 0, 1 << 30, "must be >= 0");
    add_cycles_ = config.int_in("algorithm.add_cycles_per_element", 0, 1 << 20, "must be >= 0");
    try {
      plan_ = cube::make_cube_plan(which, p);
    } catch (const std::invalid_argument& e) {
      config.fail("algorithm.elements_per_node", e.what());
    }
    largest_per_step_.assign(size_t(plan_->steps()), 0);
  }

  uint64_t memory_words_needed() const override { return plan_->memory_words(); }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    const uint32_t needed = plan_->memory_words();
    if (memory.size() < needed) memory.resize(needed, 0);
    for (const cube::WordMove& m : plan_->input_placement(node)) {
      for (uint32_t i = 0; i < m.words; ++i) memory[m.to + i] = input_word(node, m.from + i);
    }
  }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int d = plan_->dimension();
    const int steps = plan_->steps();
    StepExchange exchange(api, steps);
    for (int u = 0; u < steps; ++u) {
      api.compute(net::Cycle(step_overhead_));
      for (const cube::CubeTransfer& t : plan_->sends(me, u)) {
        if (t.dim == cube::kRouted) {
          exchange.send_routed(u, dimension_order_route(topology_, me, t.peer, 0), t.src, t.words,
                               t.dst);
        } else {
          exchange.send(u, t.dim + t.channel * d, t.src, t.words, t.dst);
        }
      }
      exchange.wait_step(u, int(plan_->receives(me, u).size()));
      if (plan_->is_reduction()) {
        exchange.wait_sends();  // the adds may write words a DMA engine is still sending
        add_arrivals(api, u);
      }
    }
    exchange.wait_sends();
    reorder(api);
    for (int u = 0; u < steps; ++u) {
      largest_per_step_[size_t(u)] =
          std::max(largest_per_step_[size_t(u)], exchange.largest_received()[size_t(u)]);
    }
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    const uint32_t base = plan_->output_base(node);
    for (uint32_t a = base; a < base + plan_->output_words(); ++a) {
      const uint64_t w = plan_->result_word(node, a);
      const uint32_t expected = plan_->is_reduction() ? reduced_word(w) : broadcast_word(w);
      const uint32_t found = a < memory.size() ? memory[a] : 0;
      if (found != expected) {
        return topology_.node_name(node) + " word " + std::to_string(a) + " (global word " +
               std::to_string(w) + "): expected " + std::to_string(expected) + ", found " +
               std::to_string(found);
      }
    }
    return "";
  }

  // Every node ends with what the other N - 1 contributed: N (N - 1) M' S words.
  uint64_t payload_bytes() const override {
    const uint64_t n = uint64_t(plan_->node_count());
    return n * (n - 1) * plan_->segment_words() * 4;
  }

  std::vector<AnalyticFigure> analytic(const net::MachineParams&) const override {
    const int d = plan_->dimension();
    const uint64_t m = uint64_t(plan_->segment_words()) << d;  // M = M' S 2^d (errata)
    const std::string source = "000 Table 2, M = M' S 2^d = " + std::to_string(m) + " words";
    uint64_t formula = 0;
    std::string row;
    switch (which()) {
      case cube::CubeAlgorithm::kBroadcastOneCycle:
        formula = cube::table2_broadcast_one_cycle(d, m);
        row = "single Hamiltonian cycle";
        break;
      case cube::CubeAlgorithm::kBroadcastDCycles:
        formula = cube::table2_broadcast_d_cycles(d, m);
        row = "d Hamiltonian cycles";
        break;
      case cube::CubeAlgorithm::kSendAndSpread:
        formula = cube::table2_gather_then_broadcast(d, m);
        row = "gather followed by broadcast";
        break;
      case cube::CubeAlgorithm::kReduceAndSpread:
        formula = cube::table2_reduce_and_spread(d, m);
        row = "reduce-and-spread";
        break;
      case cube::CubeAlgorithm::kReductionOneCycle:
        formula = cube::analytic_reduction_one_cycle(d, plan_->params().elements_per_node,
                                                     plan_->params().words_per_element);
        row = "one cycle, Fig. 6 reversed";
        break;
      case cube::CubeAlgorithm::kReductionDCycles:
        formula = cube::analytic_reduction_d_cycles(d, plan_->params().elements_per_node,
                                                    plan_->params().words_per_element);
        row = "d cycles, §4.2.4";
        break;
    }
    return {AnalyticFigure{"table2_transfers", double(formula), "words", source + " (" + row + ")",
                           "transfers in sequence", true}};
  }

  std::vector<AnalyticFigure> counted_figures() const override {
    uint64_t in_sequence = 0;
    for (uint32_t w : largest_per_step_) in_sequence += w;
    std::vector<AnalyticFigure> figures{
        AnalyticFigure{"transfers_in_sequence", double(in_sequence), "words",
                       "largest message deposited in each step, summed over steps",
                       "transfers in sequence, counted", true},
        AnalyticFigure{"steps", double(plan_->steps()), "", "", "steps"}};
    return figures;
  }

 protected:
  virtual cube::CubeAlgorithm which() const = 0;

 private:
  uint32_t input_word(int node, uint32_t index) const {
    const uint64_t segment_words = plan_->segment_words();
    if (!plan_->is_reduction()) {
      return broadcast_word(uint64_t(plan_->segment_of(node)) * segment_words + index);
    }
    // Reduction input word `index` of node p: word (index % (2^d M' S)) of a(e) + p b(e).
    const int s = plan_->params().words_per_element;
    const uint32_t element_base = index - index % uint32_t(s);
    uint32_t element[8] = {};
    for (int w = 0; w < s; ++w) element[w] = term_word(element_base + w, 0xA);
    uint32_t b[8] = {};
    for (int w = 0; w < s; ++w) b[w] = term_word(element_base + w, 0xB);
    mul_add_element(element, b, uint64_t(node), s);
    return element[index % uint32_t(s)];
  }

  // Word w of the reduced vector: N a(e) + N (N - 1) / 2 b(e), word w % S.
  uint32_t reduced_word(uint64_t w) const {
    const int s = plan_->params().words_per_element;
    const uint64_t n = uint64_t(plan_->node_count());
    const uint64_t element_base = w - w % uint64_t(s);
    uint32_t a[8] = {};
    uint32_t b[8] = {};
    for (int i = 0; i < s; ++i) {
      a[i] = term_word(element_base + uint64_t(i), 0xA);
      b[i] = term_word(element_base + uint64_t(i), 0xB);
    }
    uint32_t sum[8] = {};
    mul_add_element(sum, a, n, s);
    mul_add_element(sum, b, n * (n - 1) / 2, s);
    return sum[w % uint64_t(s)];
  }

  // Adds step u's arrivals in: two loads and a store per word, add_cycles per element.
  void add_arrivals(net::NodeApi& api, int u) {
    const int s = plan_->params().words_per_element;
    std::vector<uint32_t>& memory = api.memory();
    for (const cube::WordMove& m : plan_->adds(api.node_id(), u)) {
      api.stream_accesses(3 * uint64_t(m.words));
      api.compute(net::Cycle(add_cycles_) * (m.words / uint32_t(s)));
      cube::add_elements(&memory[m.to], &memory[m.from], m.words, s);
    }
  }

  // The plan's local reordering: a load and a store per word moved, all moves reading the
  // memory as it was before.
  void reorder(net::NodeApi& api) {
    const std::vector<cube::WordMove> moves = plan_->final_reordering(api.node_id());
    if (moves.empty()) return;
    uint64_t words = 0;
    for (const cube::WordMove& m : moves) words += m.words;
    api.stream_accesses(2 * words);
    std::vector<uint32_t>& memory = api.memory();
    const std::vector<uint32_t> before(memory.begin(), memory.begin() + plan_->memory_words());
    for (const cube::WordMove& m : moves) {
      std::copy(before.begin() + m.from, before.begin() + m.from + m.words, memory.begin() + m.to);
    }
  }

  const net::Topology& topology_;
  net::MachineParams machine_;
  std::unique_ptr<cube::CubePlan> plan_;
  int step_overhead_ = 0;
  int add_cycles_ = 0;
  std::vector<uint32_t> largest_per_step_;  // over all nodes
};

template <cube::CubeAlgorithm kWhich>
class CubeCollectiveOf final : public CubeCollective {
 public:
  using CubeCollective::CubeCollective;

 protected:
  cube::CubeAlgorithm which() const override { return kWhich; }
};

template <cube::CubeAlgorithm kWhich>
std::unique_ptr<Algorithm> make(const Config& config, const net::Topology& topology,
                                const net::MachineParams& machine) {
  return std::make_unique<CubeCollectiveOf<kWhich>>(config, topology, machine, kWhich);
}

// Words of a node's layout per M' S: the plans' own sizes (cube_plans.h), from the keys alone.
uint64_t layout_segments(cube::CubeAlgorithm which, uint64_t nodes) {
  switch (which) {
    case cube::CubeAlgorithm::kBroadcastOneCycle:
    case cube::CubeAlgorithm::kBroadcastDCycles:
      return nodes;
    case cube::CubeAlgorithm::kReductionOneCycle:
    case cube::CubeAlgorithm::kReductionDCycles:
      return nodes + 2;  // two lounges
    case cube::CubeAlgorithm::kSendAndSpread:
      return nodes + 1;
    case cube::CubeAlgorithm::kReduceAndSpread:
      return 3 * nodes;
  }
  return 3 * nodes;
}

// Node memories are the plan's layout; every word of it is written during the run.
template <cube::CubeAlgorithm kWhich>
void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t elements =
      uint64_t(std::max<int64_t>(1, config.get_int("algorithm.elements_per_node")));
  const uint64_t words = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.element_words")));
  const uint64_t nodes = uint64_t(topology.node_count());
  const uint64_t per_node =
      saturating_mul(saturating_mul(layout_segments(kWhich, nodes), elements), words * 4);
  estimate.add("node memories (the plan's layout)", "algorithm.elements_per_node",
               saturating_mul(per_node, nodes));
}

using cube::CubeAlgorithm;
auto* const make_bcast_one_cycle = make<CubeAlgorithm::kBroadcastOneCycle>;
auto* const make_bcast_d_cycles = make<CubeAlgorithm::kBroadcastDCycles>;
auto* const make_bcast_send_spread = make<CubeAlgorithm::kSendAndSpread>;
auto* const make_reduce_one_cycle = make<CubeAlgorithm::kReductionOneCycle>;
auto* const make_reduce_d_cycles = make<CubeAlgorithm::kReductionDCycles>;
auto* const make_reduce_spread = make<CubeAlgorithm::kReduceAndSpread>;

}  // namespace

CCSIM_REGISTER_ALGORITHM("a2a.broadcast.one_cycle",
                         "all-to-all broadcast along one Gray-code Hamiltonian cycle, both "
                         "directions (000 §4.1); hypercube",
                         make_bcast_one_cycle, estimate<CubeAlgorithm::kBroadcastOneCycle>);
CCSIM_REGISTER_ALGORITHM("a2a.broadcast.d_cycles",
                         "all-to-all broadcast along d rotated Hamiltonian cycles, exchanges on "
                         "every dimension at once (000 §4.2.1); hypercube",
                         make_bcast_d_cycles, estimate<CubeAlgorithm::kBroadcastDCycles>);
CCSIM_REGISTER_ALGORITHM("a2a.broadcast.send_spread",
                         "all-to-all broadcast by a routed gather to node 0, then a spread over "
                         "d edge-disjoint spanning binomial trees (000 §5 alt. 3); hypercube",
                         make_bcast_send_spread, estimate<CubeAlgorithm::kSendAndSpread>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.one_cycle",
                         "all-to-all reduction along one Gray-code Hamiltonian cycle, both "
                         "directions (000 §4.1, Fig. 6); hypercube",
                         make_reduce_one_cycle, estimate<CubeAlgorithm::kReductionOneCycle>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.d_cycles",
                         "all-to-all reduction along d rotated Hamiltonian cycles (000 §4.2.2, "
                         "corrected indices); hypercube",
                         make_reduce_d_cycles, estimate<CubeAlgorithm::kReductionDCycles>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.reduce_spread",
                         "all-to-all reduction by a butterfly allreduce, then the local "
                         "subselection (000 §5 alt. 4); hypercube",
                         make_reduce_spread, estimate<CubeAlgorithm::kReduceAndSpread>);

}  // namespace ccsim::sw
