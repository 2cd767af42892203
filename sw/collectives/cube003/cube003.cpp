// Paper 003 (Saad and Schultz, "Data Communication in Hypercubes") on the binary n-cube: node
// programs that execute its plans (cube003_*.h), one registered name per algorithm. The
// family prefix names the paper, not the operation: several of its algorithms share an
// operation with paper 000's (a2a.*), and the paper's own names (SBA, ADEA, TEA1, ...) are
// what a reader looks for.
//
//   cube003.broadcast            §2 eq. 2.1: node 0's vector down the spanning binomial tree
//   cube003.broadcast_pipelined  §2 eq. 2.2: the same in packets, pipelined
//   cube003.path                 §3 eq. 3.1: node 0 to node B along one path, pipelined
//   cube003.parallel_paths       §3 Prop. 3.1, 3.2: the vector in n parts on n disjoint paths
//   cube003.sba                  §4.1 eq. 4.1: a pipelined broadcast from every node in turn
//   cube003.daisy_chain          §4.1 eq. 4.2: tokens around the Gray-code ring
//   cube003.adea                 §4.2 eq. 4.3: alternate direction exchange
//   cube003.tea1                 §4.3 eq. 4.4: total exchange, every shortest path
//   cube003.tea2                 §4.3 eq. 4.5: total exchange, each token once (errata)
//   cube003.tea2_grouped         §4.3: TEA2 in n + 1 directed half-steps (errata)
//   cube003.gather, .scatter     §5 eq. 5.1, the errata's labels
//   cube003.transpose_smg        §6: N x N transpose by k sequential gathers
//   cube003.transpose_mtadea     §6: N x N transpose by alternate direction exchange
//
// Cost mapping (the paper's eq. 1.1): β = node.msg_overhead_cycles, paid by the processor per
// message (algorithm.startups = message) or per step (step: the paper's overlap assumption); τ =
// link.cycles_per_word x algorithm.element_words per element. The run reports both, the paper's
// formula for the configuration (labelled analytic), and what the node programs counted: every
// unit each node was sent, read back from the data (the check requires each result unit exactly
// once, TEA1's once per shortest path, transit units at most once), start-ups paid, messages,
// DMA pieces and, for the total exchanges, the most tokens any edge carried in each step.
// Half-duplex links (link.half_duplex) make the exchanges run in two passes per step, even
// nodes first (§4.3), unless algorithm.exchange_passes says otherwise.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/cube003/cube003_data.h"
#include "collectives/cube003/cube003_figures.h"
#include "collectives/cube003/cube003_node.h"
#include "collectives/cube003/cube003_plan.h"
#include "core/algorithm.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"algorithm.startups", KeyType::kString, "message", "",
     "paper 003: the start-up β (node.msg_overhead_cycles) before every message (message), or "
     "once per step for all a node sends in it (step: the paper's overlap assumption)",
     "cube003.*"},
    {"algorithm.packet_elements", KeyType::kInt, "0", "elements",
     "paper 003 pipelined algorithms: elements per packet; 0 = the paper's optimum for β and τ",
     "cube003.*"},
    {"algorithm.destination", KeyType::kInt, "-1", "node",
     "paper 003 two-node algorithms: the node that receives node 0's vector; -1 = 2^n - 1",
     "cube003.path, cube003.parallel_paths"},
    {"algorithm.exchange_passes", KeyType::kString, "auto", "",
     "paper 003 exchanges: two passes per step, even nodes first (two), both directions at once "
     "(one), or two exactly when links are half duplex (auto)",
     "cube003.adea, .tea1, .tea2, .transpose_mtadea"},
    {"algorithm.block_order", KeyType::kInt, "2", "elements",
     "paper 003 transposes: b, the rows and columns of a block A(i, j); N = b 2^n",
     "cube003.transpose_*"},
});

constexpr uint32_t kMaxElements = 1u << 24;

std::string registered(const std::string& plan) { return "cube003." + plan; }

class Cube003 final : public Algorithm {
 public:
  Cube003(const Config& config, const net::Topology& topology, const net::MachineParams& machine,
          const std::string& plan_name)
      : topology_(topology) {
    const std::string name = registered(plan_name);
    cube003::PlanParams p;
    p.n = topology.dimensions();
    p.elements = uint32_t(config.int_in("algorithm.elements_per_node", 1, kMaxElements,
                                        "must be in 1.." + std::to_string(kMaxElements)));
    p.element_words = config.int_in("algorithm.element_words", 1, 8, "must be in 1..8");
    p.packet_elements = uint32_t(config.int_in("algorithm.packet_elements", 0, kMaxElements,
                                               "must be in 0.." + std::to_string(kMaxElements)));
    const int last = topology.node_count() - 1;
    p.destination = config.int_in("algorithm.destination", -1, last,
                                  "must be -1 or a node in 1.." + std::to_string(last));
    if (p.destination == 0) config.fail("algorithm.destination", "must differ from node 0");
    p.block_order =
        uint32_t(config.int_in("algorithm.block_order", 1, 1 << 12, "must be in 1..4096"));
    const std::string passes = config.one_of("algorithm.exchange_passes", {"auto", "one", "two"});
    p.two_pass = passes == "two" || (passes == "auto" && machine.link.half_duplex);
    startups_ = config.one_of("algorithm.startups", {"message", "step"}) == "step"
                    ? cube003::Startups::kPerStep
                    : cube003::Startups::kPerMessage;
    cost_ = cube003::Cost{double(machine.node.msg_overhead_cycles),
                          double(machine.link.cycles_per_word) * p.element_words};
    p.beta = cost_.beta;
    p.tau = cost_.tau;
    try {
      plan_ = cube003::make_plan(plan_name, p);
    } catch (const std::invalid_argument& e) {
      config.fail(plan_name == "transpose_smg" || plan_name == "transpose_mtadea"
                      ? "algorithm.block_order"
                      : "algorithm.elements_per_node",
                  e.what());
    }
    counts_.resize(size_t(topology.node_count()));
  }

  uint64_t memory_words_needed() const override { return plan_->memory_words(); }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    cube003::write_initial(*plan_, node, memory);
  }

  void run(net::NodeApi& api) override {
    cube003::run_plan_on_node(api, *plan_, startups_, counts_);
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    const cube003::NodeCounts& counts = counts_[size_t(node)];
    const std::string problem = cube003::check_counts(node, counts);
    if (!problem.empty()) return problem;
    return cube003::check_node(*plan_, node, memory, counts.units);
  }

  bool receives(int node) const override { return plan_->receives(node); }

  uint64_t payload_bytes() const override { return 4 * cube003::delivered_words(*plan_); }

  std::vector<AnalyticFigure> analytic(const net::MachineParams&) const override {
    std::vector<AnalyticFigure> out = cube003::paper_figures(*plan_, cost_);
    uint64_t required = 0;
    for (int x = 0; x < plan_->node_count(); ++x) required += cube003::required_arrivals(*plan_, x);
    out.push_back({"result_units_required", double(required), "", "the collective",
                   "result units the nodes lacked, times the copies each must get", true});
    return out;
  }

  std::vector<AnalyticFigure> counted_figures() const override;

 private:
  const net::Topology& topology_;
  std::unique_ptr<cube003::Plan> plan_;
  cube003::Startups startups_ = cube003::Startups::kPerMessage;
  cube003::Cost cost_;
  std::vector<cube003::NodeCounts> counts_;  // per node, filled by its run
};

std::vector<AnalyticFigure> Cube003::counted_figures() const {
  uint64_t units = 0;
  uint64_t result_units = 0;
  uint64_t messages = 0;
  uint64_t startups = 0;
  uint32_t pieces = 0;
  net::Cycle exchange = 0;
  std::vector<uint32_t> most(counts_.empty() ? 0 : counts_[0].most_units.size(), 0);
  for (size_t x = 0; x < counts_.size(); ++x) {
    const cube003::NodeCounts& c = counts_[x];
    units += c.units.size();
    result_units += cube003::result_arrivals(*plan_, int(x), c.units);
    messages += c.messages_sent;
    startups = std::max(startups, c.startups);
    pieces = std::max(pieces, c.most_pieces);
    exchange = std::max(exchange, c.exchange_end);
    for (size_t u = 0; u < std::min(most.size(), c.most_units.size()); ++u) {
      most[u] = std::max(most[u], c.most_units[u]);
    }
  }
  std::vector<AnalyticFigure> out{
      {"units_counted", double(units), "", "", "units counted at their arrival, all nodes", true},
      {"result_units_counted", double(result_units), "", "",
       "units of a node's result counted at their arrival there", true},
      {"messages", double(messages), "", "", "messages sent"},
      {"startups_max", double(startups), "", "", "start-ups paid by the busiest node", true},
      {"dma_pieces_max", double(pieces), "", "", "DMA pieces of the largest gather"},
      {"exchange_cycles", double(exchange), "cycles", "", "last node done sending and receiving"}};
  // The total exchanges: the most tokens one message (one edge, one direction) carried in each
  // of the paper's steps, over every half-step of it.
  std::vector<uint32_t> per_step(size_t(plan_->dimension()) + 2, 0);
  bool any = false;
  for (size_t u = 0; u < most.size(); ++u) {
    const int step = plan_->paper_step(int(u));
    if (step <= 0) continue;
    per_step[size_t(step)] = std::max(per_step[size_t(step)], most[u]);
    any = true;
  }
  const bool grouped = plan_->name() == "tea2_grouped";
  for (size_t i = 1; any && i < per_step.size(); ++i) {
    if (grouped ? i > size_t(plan_->dimension()) + 1 : i > size_t(plan_->dimension())) break;
    const std::string name =
        grouped ? "halfstep" + std::to_string(i - 1) : "step" + std::to_string(i);
    out.push_back({name + "_max_tokens", double(per_step[i]), "tokens", "",
                   (grouped ? "half-step " + std::to_string(i - 1) : "step " + std::to_string(i)) +
                       ": most tokens on one edge, counted"});
  }
  return out;
}

template <const char* kPlan>
std::unique_ptr<Algorithm> make(const Config& config, const net::Topology& topology,
                                const net::MachineParams& machine) {
  return std::make_unique<Cube003>(config, topology, machine, kPlan);
}

// Node memories: the plan's layout, bounded from the keys alone (nothing is built here); and
// the units each node logs, at most one per element it holds.
template <const char* kPlan>
void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const std::string plan = kPlan;
  const uint64_t m = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.elements_per_node")));
  const uint64_t s = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.element_words")));
  const uint64_t k = uint64_t(topology.node_count());
  const uint64_t n = uint64_t(std::max(1, topology.dimensions()));
  uint64_t words = m * s;  // one vector
  if (plan == "tea1") {
    words = saturating_mul(m * s, n * k / 2 + 1);
  } else if (plan == "sba" || plan == "daisy_chain" || plan == "adea" ||
             plan.rfind("tea2", 0) == 0 || plan == "gather" || plan == "scatter") {
    words = saturating_mul(m * s, k);
  } else if (plan.rfind("transpose", 0) == 0) {
    const uint64_t b = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.block_order")));
    words = saturating_mul(saturating_mul(b * b, s), 2 * k + n * k / 2);
  }
  estimate.add("node memories and arrival logs (the plan's layout)", "algorithm.elements_per_node",
               saturating_mul(saturating_mul(words, 8), k));
}

// One registered algorithm per plan: its name after "cube003." is the plan's.
#define CUBE003_ALGORITHM(id, description)                                                        \
  constexpr char k_##id[] = #id;                                                                  \
  auto* const make_##id = make<k_##id>;                                                           \
  auto* const estimate_##id = estimate<k_##id>;                                                   \
  CCSIM_REGISTER_ALGORITHM("cube003." #id, description,                                           \
                           runs_on({"hypercube"}, {"algorithm.elements_per_node=16"}), make_##id, \
                           estimate_##id)

CUBE003_ALGORITHM(broadcast,
                  "one to all: node 0's vector down the spanning binomial tree, "
                  "n steps (003 §2, eq. 2.1)");
CUBE003_ALGORITHM(broadcast_pipelined,
                  "one to all: the spanning-binomial-tree broadcast in "
                  "packets, pipelined (003 §2, eq. 2.2)");
CUBE003_ALGORITHM(path,
                  "node 0 to algorithm.destination along one path, pipelined (003 §3, "
                  "eq. 3.1)");
CUBE003_ALGORITHM(parallel_paths,
                  "node 0 to algorithm.destination on n node-disjoint paths, "
                  "pipelined (003 Prop. 3.1, 3.2)");
CUBE003_ALGORITHM(sba, "total exchange by sequential broadcasting (003 §4.1, eq. 4.1)");
CUBE003_ALGORITHM(daisy_chain, "total exchange around the Gray-code ring (003 §4.1, eq. 4.2)");
CUBE003_ALGORITHM(adea, "total exchange by alternate direction exchange (003 §4.2, eq. 4.3)");
CUBE003_ALGORITHM(tea1, "total exchange along every shortest path (003 §4.3, eq. 4.4)");
CUBE003_ALGORITHM(tea2,
                  "total exchange, each token once, balanced selection (003 §4.3, eq. "
                  "4.5, corrected)");
CUBE003_ALGORITHM(tea2_grouped,
                  "TEA2 in n + 1 directed half-steps for half-duplex links (003 "
                  "§4.3, corrected)");
CUBE003_ALGORITHM(gather, "all to node 0 up the spanning binomial tree (003 §5, eq. 5.1)");
CUBE003_ALGORITHM(scatter, "node 0 to all down the spanning binomial tree (003 §5, eq. 5.1)");
CUBE003_ALGORITHM(transpose_smg, "N x N transpose by row blocks, k sequential gathers (003 §6)");
CUBE003_ALGORITHM(transpose_mtadea,
                  "N x N transpose by row blocks, alternate direction exchange "
                  "(003 §6, MTADEA)");

}  // namespace
}  // namespace ccsim::sw
