// All-to-all broadcast and reduction on the binary d-cube (paper 000): node programs that
// execute the cube plans (cube_plans.h) on the simulated machine, one registered name
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
// applies the plan's local reordering (a load and a store per word moved). The d-cycles
// broadcast can also pay for the array indices the reordering needs (000 §6.1,
// algorithm.index): computed locally after the exchange, as processor cycles from the paper's
// fit T_d-H,ic = b4 + [d (b5 + b6 floor(M'/2d)) + b7 (M' mod 2d)] (2^d - 1) (keys
// algorithm.index_*_cycles; the CM-200 configs give b4..b7 in cycles), or moved with the data:
// every message is followed by one carrying its elements' 32-bit indices, which really cross
// the links and the memory ports, after the node has written its own M' indices (a store
// each) and paid the fit's fixed cost of index motion (b13, algorithm.index_move_setup_cycles);
// the reordering reads one index per element. Data are real:
// inputs are distinct words, reductions add S-word integers modulo 2^(32 S), and every node's
// result is checked word by word. Besides the cycles, a run reports the element transfers in
// sequence counted from what the deposit engines actually received (the largest message of
// each step, summed), beside 000 Table 2's formula (analytic).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/cube/cube_plans.h"
#include "collectives/cube/step_exchange.h"
#include "core/algorithm.h"
#include "routing/grid_routing.h"

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
    {"algorithm.index", KeyType::kString, "none", "",
     "d-cycles broadcast: array indices for the reordering computed locally (compute, "
     "000 T_d-H,ic), moved with the data as 32-bit words (move), or not paid for (none)",
     "a2a.broadcast.d_cycles"},
    {"algorithm.index_setup_cycles", KeyType::kInt, "0", "cycles",
     "index computation: once per run (000 §6.1 fit: b4)", "a2a.broadcast.d_cycles"},
    {"algorithm.index_block_cycles", KeyType::kInt, "0", "cycles",
     "index computation: per dimension and remote block (b5)", "a2a.broadcast.d_cycles"},
    {"algorithm.index_element_cycles", KeyType::kInt, "0", "cycles",
     "index computation: per dimension, remote block and element of floor(M'/2d) (b6)",
     "a2a.broadcast.d_cycles"},
    {"algorithm.index_remainder_cycles", KeyType::kInt, "0", "cycles",
     "index computation: per remote block and element of M' mod 2d (b7)", "a2a.broadcast.d_cycles"},
    {"algorithm.index_move_setup_cycles", KeyType::kInt, "0", "cycles",
     "index motion: once per run, besides the simulated motion (000 §6.1 fit: b13)",
     "a2a.broadcast.d_cycles"},
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
    const std::string index = config.one_of("algorithm.index", {"none", "compute", "move"});
    index_compute_ = index == "compute";
    index_move_ = index == "move";
    if (index != "none" && which != cube::CubeAlgorithm::kBroadcastDCycles) {
      config.fail("algorithm.index", "'" + index +
                                         "' applies to a2a.broadcast.d_cycles only (the other "
                                         "methods need no index arithmetic); use none");
    }
    index_move_setup_cycles_ = uint64_t(
        config.int_in("algorithm.index_move_setup_cycles", 0, 1 << 24, "must be in 0..2^24"));
    if (index_compute_) {
      const uint64_t d = uint64_t(topology.dimensions());
      const uint64_t m = config.int_in("algorithm.elements_per_node", 1, kMaxElements, "");
      const auto cycles = [&config](const char* key) {
        return uint64_t(config.int_in(key, 0, 1 << 24, "must be in 0..2^24"));
      };
      const uint64_t per_block = d * (cycles("algorithm.index_block_cycles") +
                                      cycles("algorithm.index_element_cycles") * (m / (2 * d))) +
                                 cycles("algorithm.index_remainder_cycles") * (m % (2 * d));
      index_compute_cycles_ =
          cycles("algorithm.index_setup_cycles") + per_block * ((uint64_t(1) << d) - 1);
    }
    try {
      plan_ = cube::make_cube_plan(which, p);
    } catch (const std::invalid_argument& e) {
      config.fail("algorithm.elements_per_node", e.what());
    }
    largest_per_step_.assign(size_t(plan_->steps()), 0);
    index_base_ = plan_->memory_words();
    const size_t nodes = size_t(topology.node_count());
    first_step_end_.assign(nodes, 0);
    exchange_end_.assign(nodes, 0);
    index_end_.assign(nodes, 0);
    finish_.assign(nodes, 0);
  }

  // With index motion, one 32-bit index per element slot of the plan's layout follows it.
  uint64_t memory_words_needed() const override {
    return uint64_t(plan_->memory_words()) + (index_move_ ? index_words() : 0);
  }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    const uint64_t needed = memory_words_needed();
    if (memory.size() < needed) memory.resize(needed, 0);
    const uint32_t s = uint32_t(plan_->params().words_per_element);
    for (const cube::WordMove& m : plan_->input_placement(node)) {
      for (uint32_t i = 0; i < m.words; ++i) memory[m.to + i] = input_word(node, m.from + i);
      if (!index_move_) continue;
      const uint64_t first = uint64_t(plan_->segment_of(node)) * plan_->segment_words() + m.from;
      for (uint32_t i = 0; i < m.words; ++i) {
        memory[index_base_ + (m.to + i) / s] = uint32_t((first + i) / s);
      }
    }
  }

  // Every message is one hop on VC 0 (step_exchange.h).
  uint32_t message_vcs() const override { return vc_span(0, 1); }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int d = plan_->dimension();
    const int steps = plan_->steps();
    StepExchange exchange(api, steps);
    if (index_move_) {
      // The node writes its own elements' indices (a store each; init_memory placed them) and
      // pays the fixed cost of setting up index motion.
      api.stream_accesses(plan_->params().elements_per_node);
      api.compute(net::Cycle(index_move_setup_cycles_));
    }
    for (int u = 0; u < steps; ++u) {
      api.compute(net::Cycle(step_overhead_));
      for (const cube::CubeTransfer& t : plan_->sends(me, u)) {
        if (t.dim == cube::kRouted) {
          exchange.send_routed(u, dimension_order_route(topology_, me, t.peer, 0), t.src, t.words,
                               t.dst);
        } else {
          exchange.send(u, t.dim + t.channel * d, t.src, t.words, t.dst);
          if (index_move_) {
            const IndexRange r = index_range(t.src, t.words, t.dst);
            exchange.send(u, t.dim + t.channel * d, r.src, r.words, r.dst);
          }
        }
      }
      const int messages = int(plan_->receives(me, u).size()) * (index_move_ ? 2 : 1);
      exchange.wait_step(u, messages);
      if (plan_->is_reduction()) {
        exchange.wait_sends();  // the adds may write words a DMA engine is still sending
        add_arrivals(api, u);
      }
      if (u == 0) first_step_end_[size_t(me)] = api.now();
    }
    exchange.wait_sends();
    exchange_end_[size_t(me)] = api.now();
    if (index_compute_) api.compute(net::Cycle(index_compute_cycles_));
    index_end_[size_t(me)] = api.now();
    reorder(api);
    finish_[size_t(me)] = api.now();
    for (int u = 0; u < steps; ++u) {
      largest_per_step_[size_t(u)] =
          std::max(largest_per_step_[size_t(u)], exchange.largest_received()[size_t(u)]);
    }
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    const uint32_t base = plan_->output_base(node);
    const uint32_t s = uint32_t(plan_->params().words_per_element);
    for (uint32_t a = base; a < base + plan_->output_words(); ++a) {
      const uint64_t w = plan_->result_word(node, a);
      const uint64_t index_address = index_base_ + a / s;
      if (index_move_ && a % s == 0 &&
          (index_address >= memory.size() || memory[index_address] != uint32_t(w / s))) {
        return topology_.node_name(node) + " index of the element at word " + std::to_string(a) +
               ": expected " + std::to_string(w / s) + ", found " +
               (index_address < memory.size() ? std::to_string(memory[index_address]) : "none");
      }
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
    std::string source = "000 Table 2, M = M' S 2^d = " + std::to_string(m) + " words";
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
        // The paper counts this one nowhere: ccsim's own count, by §4.2.4's reasoning.
        formula = cube::analytic_reduction_one_cycle(d, plan_->params().elements_per_node,
                                                     plan_->params().words_per_element);
        source = "not in the paper: 000 §4.2.4's count applied to Fig. 6's one cycle reversed";
        row = "ccsim's derivation";
        break;
      case cube::CubeAlgorithm::kReductionDCycles:
        formula = cube::analytic_reduction_d_cycles(d, plan_->params().elements_per_node,
                                                    plan_->params().words_per_element);
        source = "000 §4.2.4 (Table 2 lists no reduction)";
        row = "d cycles, Fig. 20";
        break;
    }
    return {AnalyticFigure{"table2_transfer_words", double(formula), "words",
                           source + " (" + row + ")", "transfers in sequence", true}};
  }

  std::vector<AnalyticFigure> counted_figures() const override {
    uint64_t in_sequence = 0;
    for (uint32_t w : largest_per_step_) in_sequence += w;
    std::vector<AnalyticFigure> figures{
        AnalyticFigure{"transfer_words_in_sequence", double(in_sequence), "words",
                       "largest message deposited in each step, summed over steps",
                       "transfers in sequence, counted", true},
        AnalyticFigure{"steps", double(plan_->steps()), "", "", "steps"}};
    // The parts of the run, as 000's tables split them: when the last node ended its first step
    // and its last (absolute cycles), and the longest index computation and reordering
    // (durations).
    net::Cycle first_step = 0;
    net::Cycle exchange = 0;
    net::Cycle index = 0;
    net::Cycle reordering = 0;
    for (size_t n = 0; n < finish_.size(); ++n) {
      first_step = std::max(first_step, first_step_end_[n]);
      exchange = std::max(exchange, exchange_end_[n]);
      index = std::max(index, index_end_[n] - exchange_end_[n]);
      reordering = std::max(reordering, finish_[n] - index_end_[n]);
    }
    figures.push_back(AnalyticFigure{"first_step_cycles", double(first_step), "cycles", "",
                                     "first step (send-and-spread: gather)"});
    figures.push_back(AnalyticFigure{"exchange_cycles", double(exchange), "cycles", "",
                                     "all steps (exchange, adds)"});
    if (index_compute_) {
      figures.push_back(
          AnalyticFigure{"index_cycles", double(index), "cycles", "", "index computation"});
    }
    figures.push_back(AnalyticFigure{"reordering_cycles", double(reordering), "cycles", "",
                                     "local reordering, longest"});
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

  // The index words that go with data words [src, src + words) -> dst: one per element the
  // range touches (an element split between two messages has its index in both).
  struct IndexRange {
    uint32_t src = 0;
    uint32_t words = 0;
    uint32_t dst = 0;
  };
  IndexRange index_range(uint32_t src, uint32_t words, uint32_t dst) const {
    const uint32_t s = uint32_t(plan_->params().words_per_element);
    const uint32_t first = src / s;
    const uint32_t end = (src + words + s - 1) / s;
    return IndexRange{index_base_ + first, end - first, index_base_ + dst / s};
  }
  uint32_t index_words() const {
    const uint32_t s = uint32_t(plan_->params().words_per_element);
    return (plan_->memory_words() + s - 1) / s;
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
  // With moved indices the reordering also reads one index per element (a load each); the
  // indices are moved along too, so that the check can see them (no cost: the program has no
  // further use for them).
  // The moves are listed again after the accesses: every node waits in them at once, and
  // their lists (d moves per segment) would otherwise all be held meanwhile.
  void reorder(net::NodeApi& api) {
    uint64_t words = 0;
    bool any = false;
    for (const cube::WordMove& m : plan_->final_reordering(api.node_id())) {
      words += m.words;
      any = true;
    }
    if (!any) return;
    const uint32_t s = uint32_t(plan_->params().words_per_element);
    api.stream_accesses(2 * words + (index_move_ ? (words + s - 1) / s : 0));
    const std::vector<cube::WordMove> moves = plan_->final_reordering(api.node_id());
    std::vector<uint32_t>& memory = api.memory();
    const std::vector<uint32_t> before(memory.begin(), memory.begin() + memory_words_needed());
    for (const cube::WordMove& m : moves) {
      std::copy(before.begin() + m.from, before.begin() + m.from + m.words, memory.begin() + m.to);
      if (!index_move_) continue;
      const IndexRange r = index_range(m.from, m.words, m.to);
      std::copy(before.begin() + r.src, before.begin() + r.src + r.words, memory.begin() + r.dst);
    }
  }

  const net::Topology& topology_;
  net::MachineParams machine_;
  std::unique_ptr<cube::CubePlan> plan_;
  int step_overhead_ = 0;
  int add_cycles_ = 0;
  bool index_compute_ = false;
  bool index_move_ = false;
  uint64_t index_compute_cycles_ = 0;       // T_d-H,ic in cycles
  uint64_t index_move_setup_cycles_ = 0;    // b13
  uint32_t index_base_ = 0;                 // index words follow the plan's layout
  std::vector<uint32_t> largest_per_step_;  // over all nodes
  // Per node: when its first step, its last step (sends drained) and its program ended.
  std::vector<net::Cycle> first_step_end_;
  std::vector<net::Cycle> exchange_end_;
  std::vector<net::Cycle> index_end_;
  std::vector<net::Cycle> finish_;
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
  uint64_t per_node =
      saturating_mul(saturating_mul(layout_segments(kWhich, nodes), elements), words * 4);
  if (config.get_string("algorithm.index") == "move") per_node += per_node / words;
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
                         "directions (000 §4.1)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_bcast_one_cycle, estimate<CubeAlgorithm::kBroadcastOneCycle>);
CCSIM_REGISTER_ALGORITHM("a2a.broadcast.d_cycles",
                         "all-to-all broadcast along d rotated Hamiltonian cycles, exchanges on "
                         "every dimension at once (000 §4.2.1)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_bcast_d_cycles, estimate<CubeAlgorithm::kBroadcastDCycles>);
CCSIM_REGISTER_ALGORITHM("a2a.broadcast.send_spread",
                         "all-to-all broadcast by a routed gather to node 0, then a spread over "
                         "d edge-disjoint spanning binomial trees (000 §5 alt. 3)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_bcast_send_spread, estimate<CubeAlgorithm::kSendAndSpread>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.one_cycle",
                         "all-to-all reduction along one Gray-code Hamiltonian cycle, both "
                         "directions (000 §4.1, Fig. 6)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_reduce_one_cycle, estimate<CubeAlgorithm::kReductionOneCycle>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.d_cycles",
                         "all-to-all reduction along d rotated Hamiltonian cycles (000 §4.2.2, "
                         "corrected indices)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_reduce_d_cycles, estimate<CubeAlgorithm::kReductionDCycles>);
CCSIM_REGISTER_ALGORITHM("a2a.reduction.reduce_spread",
                         "all-to-all reduction by a butterfly allreduce, then the local "
                         "subselection (000 §5 alt. 4)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}),
                         make_reduce_spread, estimate<CubeAlgorithm::kReduceAndSpread>);

}  // namespace ccsim::sw
