// aapc.banyan_latin: all-to-all personalized exchange on the banyan in n rounds, the send
// order a Latin square (002, ATAPE), or for comparison a random, shift or hotspot order.
//
// Processor j sends its n blocks (its own included, through the network) one after another
// on its single input of the banyan, in the order of banyan_plan.h: round r's message
// goes to schedule[r][j]. There is no synchronization between rounds, as in ATAPE: with the
// Latin square every processor's r-th message belongs to a permutation the banyan routes
// without conflict, so equal blocks keep the rounds in step and no head ever waits for an
// output (the run's head_blocked_cycles). The other orders let worms meet; their blocked
// cycles and their cycles show what the conflicts cost. Each send is a deposit-style message
// (msgpass/message_passing.h) routed by routing.policy (the banyan's own self-routing) on VC
// algorithm.mp_vc, paying node.msg_overhead_cycles of software; every block lands in its
// receive slot, checked.
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "collectives/aapc/aapc_algorithm.h"
#include "collectives/aapc/banyan_plan.h"
#include "core/plan_registry.h"
#include "msgpass/message_passing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"algorithm.banyan_order", KeyType::kString, "latin", "",
     "aapc.banyan_latin send order: latin (the Latin square) | random | shift (to i+1, i+2, "
     "...) | hotspot (all to 0, then all to 1, ...)",
     "aapc.banyan_latin"},
    {"algorithm.latin_construction", KeyType::kString, "gray", "",
     "aapc.banyan_latin Latin square: gray (rows by the basic permutation list, the slides' "
     "second construction) | subsets (products of basic permutations, the first)",
     "aapc.banyan_latin"},
    {"algorithm.latin_first_row", KeyType::kString, "tau", "",
     "aapc.banyan_latin first row of the Latin square: tau (the interstage permutations, "
     "conflict-free) | bit_reversal (the slides' worked example, not conflict-free here)",
     "aapc.banyan_latin"},
});

int stages_of(const net::Topology& topology) {
  int stages = 0;
  while ((1 << stages) < topology.node_count()) ++stages;
  return stages;
}

class AapcBanyan : public AapcAlgorithm {
 public:
  AapcBanyan(const Config& config, const net::Topology& topology, const net::MachineParams& machine)
      : AapcAlgorithm(config, topology) {
    if (topology.kind() != "banyan") {
      config.fail("topology.kind",
                  "aapc.banyan_latin runs on the banyan, not on " + topology.kind());
    }
    order_ = config.one_of("algorithm.banyan_order", {"latin", "random", "shift", "hotspot"});
    const std::string& construction =
        config.one_of("algorithm.latin_construction", {"gray", "subsets"});
    const std::string& first_row =
        config.one_of("algorithm.latin_first_row", {"tau", "bit_reversal"});
    vc_ = config.int_in(
        "algorithm.mp_vc", 0, machine.router.num_vcs - 1,
        "must be below switch.num_vcs (" + std::to_string(machine.router.num_vcs) + ")");
    // routing.policy: by default the banyan's own self-routing.
    const RoutingPolicy& policy = routing_policy(config, topology, machine, vc_, "algorithm.mp_vc");
    route_ = policy.route;
    message_vcs_ = vc_span(vc_, policy.vcs_needed(topology));
    schedule_ = banyan_schedule(order_, construction, first_row, stages_of(topology),
                                config.get_uint64("sim.seed"));
  }

  uint32_t message_vcs() const override { return message_vcs_; }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    MessagePassing mp(api, [this](int src, int dst) { return route_(topology(), src, dst, vc_); });
    for (const auto& round : schedule_) {
      const int d = round[size_t(me)];
      const uint32_t words = blocks().words(me, d);
      if (words > 0) mp.send(d, blocks().send_block(d), words, blocks().receive_block(me));
    }
    mp.wait_all_sends();
    mp.wait_received(uint64_t(blocks().sizes().nonempty_sources(me)));
  }

  std::vector<AnalyticFigure> counted_figures() const override {
    std::vector<AnalyticFigure> figures = AapcAlgorithm::counted_figures();
    figures.push_back(
        {"rounds", double(schedule_.size()), "", "", "rounds (messages per processor)", true});
    return figures;
  }

  // 002's lower bound Omega(n + log n), in this machine's cycles.
  std::vector<AnalyticFigure> analytic(const net::MachineParams& machine) const override {
    const double n = topology().node_count();
    const double hop = machine.link.latency_cycles + 1;
    const double bound = n * blocks().block_words() * machine.link.cycles_per_word +
                         double(topology().diameter()) * hop;
    return {{"lower_bound_cycles", bound, "cycles",
             "002 Omega(n + log n): n blocks of B words leave each processor's one network port "
             "at link.cycles_per_word per word, the last crosses log2 n + 1 links at "
             "link.latency_cycles + 1 each",
             "lower bound Omega(n + log n)", true}};
  }

 private:
  std::string order_;
  int vc_ = 0;
  uint32_t message_vcs_ = 0;
  std::function<net::SourceRoute(const net::Topology&, int, int, int)> route_;
  BanyanSchedule schedule_;
};

std::unique_ptr<Algorithm> make_aapc_banyan(const Config& config, const net::Topology& topology,
                                            const net::MachineParams& machine) {
  return std::make_unique<AapcBanyan>(config, topology, machine);
}

// Per (round, processor): a destination.
void estimate_aapc_banyan_memory(const Config& config, const net::Topology& topology,
                                 MemoryEstimate& estimate) {
  estimate_aapc_memory(config, topology, sizeof(int), estimate);
}

// `ccsim plan aapc.banyan_latin`: the configured order on the configured banyan, as JSON, each
// round with the outputs its messages would share if sent at once (0: conflict-free).
void write_banyan_plan(const Config& config, std::ostream& out) {
  const std::unique_ptr<net::Topology> topology = net::make_topology(config);
  if (topology->kind() != "banyan") {
    config.fail("topology.kind",
                "plan aapc.banyan_latin needs banyan, got '" + topology->kind() + "'");
  }
  const uint64_t n = uint64_t(topology->node_count());
  MemoryEstimate estimate;
  estimate.add("the schedule and its JSON text", "topology.n",
               saturating_mul(saturating_mul(n, n), sizeof(int) + 8));
  check_memory_estimate(config, estimate, "this plan");
  const std::string& order =
      config.one_of("algorithm.banyan_order", {"latin", "random", "shift", "hotspot"});
  const BanyanSchedule schedule =
      banyan_schedule(order, config.one_of("algorithm.latin_construction", {"gray", "subsets"}),
                      config.one_of("algorithm.latin_first_row", {"tau", "bit_reversal"}),
                      stages_of(*topology), config.get_uint64("sim.seed"));
  const RoutingPolicy& policy = routing_registry().at(topology->routing());
  nlohmann::json rounds = nlohmann::json::array();
  for (const auto& round : schedule) {
    std::vector<net::SourceRoute> routes;
    for (int j = 0; j < int(n); ++j)
      routes.push_back(policy.route(*topology, j, round[size_t(j)], 0));
    rounds.push_back({{"destinations", round}, {"conflicts", route_conflicts(*topology, routes)}});
  }
  out << nlohmann::json{{"topology", topology->description()},
                        {"order", order},
                        {"latin_square", is_latin_square(schedule)},
                        {"rounds", rounds}}
             .dump(1)
      << "\n";
}

}  // namespace

CCSIM_REGISTER_PLAN(aapc_banyan, "aapc.banyan_latin",
                    "the send order of AAPC on the configured banyan (algorithm.banyan_order), "
                    "each round with its conflicting outputs, as JSON",
                    write_banyan_plan);

CCSIM_REGISTER_ALGORITHM("aapc.banyan_latin",
                         "AAPC on the banyan in n rounds, in the order of a Latin square (002, "
                         "ATAPE); algorithm.banyan_order = latin | random | shift | hotspot",
                         runs_on({"banyan"}, {"algorithm.block_bytes=64"}), make_aapc_banyan,
                         estimate_aapc_banyan_memory);

}  // namespace ccsim::sw
