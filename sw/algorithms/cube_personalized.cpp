// All-to-one and one-to-all personalized communication through the router (paper 000 Table
// 16: the CM-200 router's gather and scatter), two registered names:
//
//   a2a.personalized.gather   every node sends its M' elements to node 0 (000 §5's "send")
//   a2a.personalized.scatter  node 0 sends block j of its 2^d M' elements to node j
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

#include "algorithm.h"
#include "routing/grid_routing.h"
#include "step_exchange.h"

namespace ccsim::sw {
namespace {

constexpr uint32_t kMaxElements = 1u << 24;

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
                         "node 0 through the router (000 Table 16); hypercube",
                         make_gather, estimate);
CCSIM_REGISTER_ALGORITHM("a2a.personalized.scatter",
                         "one-to-all personalized communication: node 0 sends each node its M' "
                         "elements through the router (000 Table 16); hypercube",
                         make_scatter, estimate);

}  // namespace ccsim::sw
