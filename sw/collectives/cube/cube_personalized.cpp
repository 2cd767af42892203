// All-to-one and one-to-all personalized communication through the router (paper 000 Table
// 16: the CM-200 router's gather and scatter), and the transpose row-major allocation needs:
//
//   a2a.personalized.gather   every node sends its M' elements to node 0 (000 §5's "send")
//   a2a.personalized.scatter  node 0 sends block j of its 2^d M' elements to node j
//   a2a.personalized.transpose the vector's segments from row-major to column-major order
//                              over an R x n nodal array (000 §2: what row-major allocation
//                              adds before an all-to-all broadcast within node columns)
//
// Each message goes by an e-cube route (routing/grid_routing.h) in one piece and is deposited
// in place: node 0 gathers segment j at j M' S, node j receives its block at 0. Node 0 queues
// all its messages at once (they leave on the channel of their first hop, so on an all-port
// node up to d at a time) and the others send or wait for their one message. Data are real and
// checked at every node. One step of algorithm.step_overhead_cycles is paid, as in the cube
// collectives.
#include <memory>
#include <string>
#include <vector>

#include "collectives/cube/step_exchange.h"
#include "core/algorithm.h"
#include "core/gray_code.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {
namespace {

constexpr uint32_t kMaxElements = 1u << 24;

const KeyDeclaration kKeys({
    {"algorithm.array_columns", KeyType::kInt, "1", "nodes",
     "transpose: n, nodes along a row of the R x n nodal array (a power of two dividing 2^d)",
     "a2a.personalized.transpose"},
});

uint32_t personal_word(uint64_t global_word) {
  uint64_t x = (global_word + 7) * 0xC2B2AE3D27D4EB4FULL;
  x ^= x >> 32;
  return uint32_t(x) | 2u;
}

class Personalized final : public Algorithm {
 public:
  Personalized(const Config& config, const net::Topology& topology, bool scatter)
      : topology_(topology), scatter_(scatter) {
    const std::string name = scatter ? "a2a.personalized.scatter" : "a2a.personalized.gather";
    if (topology.kind() != "hypercube") {
      config.fail("topology.kind", name +
                                       " runs on the binary d-cube (topology.kind = hypercube), "
                                       "not on " +
                                       topology.kind());
    }
    const uint64_t elements =
        uint64_t(config.int_in("algorithm.elements_per_node", 1, kMaxElements,
                               "must be in 1.." + std::to_string(kMaxElements)));
    const uint64_t words =
        uint64_t(config.int_in("algorithm.element_words", 1, 8, "must be in 1..8"));
    segment_ = uint32_t(elements * words);
    const uint64_t whole = uint64_t(segment_) * uint64_t(topology.node_count());
    if (whole > (uint64_t(1) << 31)) {
      config.fail("algorithm.elements_per_node",
                  "node 0's " + std::to_string(whole) + " words do not fit 32-bit word addresses");
    }
    step_overhead_ = config.int_in("algorithm.step_overhead_cycles", 0, 1 << 30, "must be >= 0");
  }

  // Node 0 holds all 2^d segments; the others one (and a send buffer for it, gathering).
  uint64_t memory_words_needed() const override {
    return uint64_t(segment_) * uint64_t(topology_.node_count());
  }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    const uint64_t needed = node == 0 ? memory_words_needed() : 2 * uint64_t(segment_);
    if (memory.size() < needed) memory.resize(needed, 0);
    if (scatter_) {
      if (node != 0) return;
      for (uint64_t w = 0; w < memory_words_needed(); ++w) memory[w] = personal_word(w);
      return;
    }
    // Gathering: node j's segment is global words [j S M', (j + 1) S M'); node 0's in place,
    // the others' in a send buffer after word S M'.
    const uint64_t at = node == 0 ? 0 : segment_;
    for (uint32_t i = 0; i < segment_; ++i) {
      memory[at + i] = personal_word(uint64_t(node) * segment_ + i);
    }
  }

  // E-cube routes on VC 0 (a hypercube needs no dateline).
  uint32_t message_vcs() const override { return vc_span(0, 1); }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int n = topology_.node_count();
    StepExchange exchange(api, 1);
    api.compute(net::Cycle(step_overhead_));
    if (scatter_) {
      if (me == 0) {
        for (int j = 1; j < n; ++j) {
          exchange.send_routed(0, dimension_order_route(topology_, 0, j, 0), uint32_t(j) * segment_,
                               segment_, 0);
        }
      } else {
        exchange.wait_step(0, 1);
      }
    } else if (me == 0) {
      exchange.wait_step(0, n - 1);
    } else {
      exchange.send_routed(0, dimension_order_route(topology_, me, 0, 0), segment_, segment_,
                           uint32_t(me) * segment_);
    }
    exchange.wait_sends();
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    // Node 0 of a gather holds every segment; a node that sent keeps its own in its send
    // buffer; a node that received holds its block at 0.
    const bool holds_all = !scatter_ && node == 0;
    const uint64_t words = holds_all ? memory_words_needed() : segment_;
    const uint64_t first = holds_all ? 0 : uint64_t(node) * segment_;
    const uint64_t base = !scatter_ && node != 0 ? segment_ : 0;
    for (uint64_t a = 0; a < words; ++a) {
      const uint32_t expected = personal_word(first + a);
      const uint32_t found = base + a < memory.size() ? memory[base + a] : 0;
      if (found != expected) {
        return topology_.node_name(node) + " word " + std::to_string(base + a) + ": expected " +
               std::to_string(expected) + ", found " + std::to_string(found);
      }
    }
    return "";
  }

  bool receives(int node) const override { return scatter_ ? node != 0 : node == 0; }

  uint64_t payload_bytes() const override {
    return uint64_t(topology_.node_count() - 1) * segment_ * 4;
  }

 private:
  const net::Topology& topology_;
  bool scatter_;
  uint32_t segment_ = 0;  // words per node: M' S
  int step_overhead_ = 0;
};

// Segment k sits on the node at (k / n, k % n) of the R x n nodal array (row major) and must
// move to the node at (k % R, k / R) (column major). A node's address is its row in the high
// bits and its column in the low bits, each in binary-reflected Gray code with
// algorithm.node_order = gray (000 §3: the CM-200 default) or in binary. Each node sends its
// M' S words in one routed message (a local copy, a load and a store per word, when the
// permutation leaves it in place) into the receiver's words [M' S, 2 M' S).
class Transpose final : public Algorithm {
 public:
  Transpose(const Config& config, const net::Topology& topology) : topology_(topology) {
    if (topology.kind() != "hypercube") {
      config.fail("topology.kind",
                  "a2a.personalized.transpose runs on the binary d-cube (topology.kind = "
                  "hypercube), not on " +
                      topology.kind());
    }
    const int nodes = topology.node_count();
    columns_ = config.int_in("algorithm.array_columns", 1, nodes,
                             "must be in 1.." + std::to_string(nodes));
    if ((columns_ & (columns_ - 1)) != 0) {
      config.fail("algorithm.array_columns",
                  "must be a power of two (the nodal array's axes "
                  "are subcubes)");
    }
    rows_ = nodes / columns_;
    const uint64_t elements =
        uint64_t(config.int_in("algorithm.elements_per_node", 1, kMaxElements,
                               "must be in 1.." + std::to_string(kMaxElements)));
    segment_ = uint32_t(
        elements * uint64_t(config.int_in("algorithm.element_words", 1, 8, "must be in 1..8")));
    gray_ = config.one_of("algorithm.node_order", {"binary", "gray"}) == "gray";
    step_overhead_ = config.int_in("algorithm.step_overhead_cycles", 0, 1 << 30, "must be >= 0");
  }

  uint64_t memory_words_needed() const override { return 2 * uint64_t(segment_); }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    if (memory.size() < memory_words_needed()) memory.resize(memory_words_needed(), 0);
    const uint64_t k = row_major_index(node);
    for (uint32_t i = 0; i < segment_; ++i) memory[i] = personal_word(k * segment_ + i);
  }

  // E-cube routes on VC 0 (a hypercube needs no dateline).
  uint32_t message_vcs() const override { return vc_span(0, 1); }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    api.compute(net::Cycle(step_overhead_));
    const int to = node_at_column_major(row_major_index(me));
    const int from = node_at_row_major(column_major_index(me));
    if (to == me) {
      api.stream_accesses(2 * uint64_t(segment_));
      std::vector<uint32_t>& memory = api.memory();
      std::copy(memory.begin(), memory.begin() + segment_, memory.begin() + segment_);
      return;
    }
    StepExchange exchange(api, 1);
    exchange.send_routed(0, dimension_order_route(topology_, me, to, 0), 0, segment_, segment_);
    if (from != me) exchange.wait_step(0, 1);
    exchange.wait_sends();
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    const uint64_t k = column_major_index(node);
    for (uint32_t i = 0; i < segment_; ++i) {
      const uint32_t expected = personal_word(k * segment_ + i);
      const uint32_t found = segment_ + i < memory.size() ? memory[segment_ + i] : 0;
      if (found != expected) {
        return topology_.node_name(node) + " word " + std::to_string(segment_ + i) + " (segment " +
               std::to_string(k) + "): expected " + std::to_string(expected) + ", found " +
               std::to_string(found);
      }
    }
    return "";
  }

  uint64_t payload_bytes() const override {
    return uint64_t(topology_.node_count()) * segment_ * 4;
  }

 private:
  uint32_t code(uint32_t x) const { return gray_ ? gray(x) : x; }
  uint32_t decode(uint32_t x) const { return gray_ ? gray_inverse(x) : x; }
  int address(int row, int column) const {
    return int(code(uint32_t(row)) * uint32_t(columns_) + code(uint32_t(column)));
  }
  int row_of(int node) const { return int(decode(uint32_t(node) / uint32_t(columns_))); }
  int column_of(int node) const { return int(decode(uint32_t(node) % uint32_t(columns_))); }
  uint64_t row_major_index(int node) const {
    return uint64_t(row_of(node)) * uint64_t(columns_) + uint64_t(column_of(node));
  }
  uint64_t column_major_index(int node) const {
    return uint64_t(column_of(node)) * uint64_t(rows_) + uint64_t(row_of(node));
  }
  int node_at_row_major(uint64_t k) const { return address(int(k / columns_), int(k % columns_)); }
  int node_at_column_major(uint64_t k) const { return address(int(k % rows_), int(k / rows_)); }

  const net::Topology& topology_;
  int columns_ = 1;
  int rows_ = 1;
  uint32_t segment_ = 0;
  bool gray_ = true;
  int step_overhead_ = 0;
};

std::unique_ptr<Algorithm> make_transpose(const Config& config, const net::Topology& topology,
                                          const net::MachineParams&) {
  return std::make_unique<Transpose>(config, topology);
}

void estimate_transpose(const Config& config, const net::Topology& topology,
                        MemoryEstimate& estimate) {
  const uint64_t elements =
      uint64_t(std::max<int64_t>(1, config.get_int("algorithm.elements_per_node")));
  const uint64_t words = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.element_words")));
  estimate.add(
      "node memories (a segment and its receive buffer)", "algorithm.elements_per_node",
      saturating_mul(saturating_mul(elements, words * 8), uint64_t(topology.node_count())));
}

std::unique_ptr<Algorithm> make_gather(const Config& config, const net::Topology& topology,
                                       const net::MachineParams&) {
  return std::make_unique<Personalized>(config, topology, false);
}
std::unique_ptr<Algorithm> make_scatter(const Config& config, const net::Topology& topology,
                                        const net::MachineParams&) {
  return std::make_unique<Personalized>(config, topology, true);
}

// Node 0's memory holds the whole vector; every other node at most two segments.
void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t elements =
      uint64_t(std::max<int64_t>(1, config.get_int("algorithm.elements_per_node")));
  const uint64_t words = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.element_words")));
  const uint64_t segment = saturating_mul(elements, words * 4);
  const uint64_t nodes = uint64_t(topology.node_count());
  estimate.add("node memories (node 0 holds the whole vector)", "algorithm.elements_per_node",
               saturating_add(saturating_mul(segment, nodes), saturating_mul(2 * segment, nodes)));
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("a2a.personalized.gather",
                         "all-to-one personalized communication: every node's M' elements to "
                         "node 0 through the router (000 Table 16)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}), make_gather,
                         estimate);
CCSIM_REGISTER_ALGORITHM("a2a.personalized.scatter",
                         "one-to-all personalized communication: node 0 sends each node its M' "
                         "elements through the router (000 Table 16)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}), make_scatter,
                         estimate);
CCSIM_REGISTER_ALGORITHM("a2a.personalized.transpose",
                         "the vector's segments from row-major to column-major order over the "
                         "R x n nodal array (algorithm.array_columns = n) through the router "
                         "(000 §2, row-major allocation)",
                         runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}), make_transpose,
                         estimate_transpose);

}  // namespace ccsim::sw
