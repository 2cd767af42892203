// Paper 001 (Ben Miled et al., broadcast, scatter and gather on a two-level HPAM): node programs
// that execute its plans (hpam_plan.h), one registered name per collective and method, on the
// hpam topology with two levels:
//
//   hpam.broadcast.brute_force   the source sends to every level-2 processor in turn (§1)
//   hpam.broadcast.hybrid        to the root of every p2 x q2 sub-mesh, then binary trees (§3.1,
//                                eq. 5)
//   hpam.broadcast.overlapped    several processors on level 1: the level-1 binary tree
//                                overlapped with level 2's, two sub-meshes r2 x c2/2 (§3.2, eq. 7);
//                                every processor of both levels receives it
//   hpam.scatter.brute_force     each level-2 processor's piece sent to it directly
//   hpam.scatter.hybrid          each sub-mesh's pieces to its root, binary trees (§4.1, eq. 10)
//   hpam.scatter.partial         a partial scatter along the source's row of level 1 first (§4.2,
//                                eqs. 12 and 13)
//   hpam.gather.*                the same three in reverse (§5): every level-2 processor's piece
//                                to the source
//   hpam.broadcast.multicast     the hybrid with p2 x 1 sub-meshes whose inter-level step is the
//   hpam.scatter.multicast       switch's multicast (switch.hpam_multicast, §3.1 eq. 6, §4.1
//                                eq. 11): one message per row of roots below a level-1
//                                processor, a scatter's carrying all their pieces; on a machine
//                                without the addition, one message per root, as the hybrid
//   hpam.scatter.partial_multicast  the partial scatter with p2 x 1 sub-meshes whose row
//                                processors reach their roots by the multicast (§4.2, eq. 14)
//   hpam.broadcast.overlapped_multicast  several processors on level 1: along the source's
//                                row, each of its processors multicasts to the roots of the
//                                p2 x 1 sub-meshes below it, then level 1's column trees beside
//                                level 2's (§3.2, eq. 8; p2 = r2/2 by default, the paper's best)
//   hpam.scatter.both_levels     several processors on level 1, a piece for every processor of
//                                both levels: the partial scatter along the source's row, to the
//                                roots of p2 x q2 sub-meshes (q2 <= f2), then level 1's column
//                                scatters beside level 2's (§4.2, Figure 10; no equation)
//   hpam.scatter.both_levels_multicast  the same with p2 x 1 sub-meshes and the multicast
//   hpam.gather.combining        the hybrid gather with r2 x 1 sub-meshes whose roots' pieces
//                                the level-1 routers merge (switch.hpam_combining, the
//                                multicast's dual, not in the paper): the source takes one
//                                message per level-1 processor above level 2; without the
//                                addition, one per root, as the hybrid
//
// The multicast variants are algorithms of their own, not a key of the hybrid: their sub-meshes
// are p2 x 1 (a root below every down link), they drive an addition (Algorithm::switch_additions,
// so that the addition's key is refused in runs that would ignore it), and the same algorithm on
// the machine without the addition is their baseline, message for message the hybrid at p2 x 1.
//
// Keys: algorithm.message_bytes (S, the bytes every destination ends with, or every source
// starts with in a gather), algorithm.submesh_rows and _cols (p2, q2), algorithm.source (which
// level-1 processor), and the per-level costs hpam.level<l>_* (hpam_costs.h), which these
// programs pay instead of node.msg_overhead_cycles (by default C_send = node.msg_overhead_cycles
// and nothing else, as message passing pays). The run reports the paper's equation for the
// configuration (hpam_figures.h) and what the node programs counted.
#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "collectives/hpam/hpam_costs.h"
#include "collectives/hpam/hpam_figures.h"
#include "collectives/hpam/hpam_node.h"
#include "collectives/hpam/hpam_plan.h"
#include "core/algorithm.h"
#include "core/plan_registry.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/additions/hpam_multicast.h"
#include "routing/grid_routing.h"
#include "routing/hpam_routing.h"

namespace ccsim::sw {
namespace {

using hpam::Collective;
using hpam::Method;

constexpr int kMaxBytes = 1 << 20;

const KeyDeclaration kKeys({
    {"algorithm.message_bytes", KeyType::kInt, "64", "bytes",
     "paper 001: S, the bytes every destination ends with (a broadcast's message, a scatter's or "
     "gather's piece per level-2 processor); a multiple of 4",
     "hpam.*"},
    {"algorithm.submesh_rows", KeyType::kInt, "0", "processors",
     "paper 001 hybrid, partial and multicast: p2, the rows of level 2's initial sub-meshes, a "
     "power of two dividing r2; 0 = r2 (multicast: r2 / 2, the paper's best broadcast)",
     "hpam.*"},
    {"algorithm.submesh_cols", KeyType::kInt, "0", "processors",
     "paper 001 hybrid and partial: q2, their columns, a power of two dividing c2; 0 = c2 / 2 "
     "(with 0 rows: the paper's best broadcast sub-mesh, r2 x c2/2); multicast: 0 or 1; the "
     "scatter to both levels: at most f2 = c2 / c1 (0 = the smaller of c2 / 2 and f2)",
     "hpam.*"},
    {"algorithm.schedule", KeyType::kString, "asap", "",
     "paper 001: asap (each processor goes on as soon as it can) or lockstep (the equations' "
     "timing: one step at a time everywhere, each ended by the global barrier, the sub-mesh "
     "trees after the inter-level step; free with barrier.cycles_per_hop = 0, and no two "
     "messages ever meet)",
     "hpam.*"},
    {"algorithm.source", KeyType::kInt, "0", "processor",
     "paper 001: the source (a gather's destination), a level-1 processor numbered row by row "
     "from 0",
     "hpam.*"},
});

bool power_of_two(int v) { return v > 0 && (v & (v - 1)) == 0; }

bool has_multicast(const net::MachineParams& machine) {
  const auto* p =
      machine.router.additions.find<net::HpamMulticastParams>(net::MulticastControl::kAddition);
  return p && p->enabled;
}

bool uses_multicast(Method method) {
  return method == Method::kMulticast || method == Method::kPartialMulticast ||
         method == Method::kOverlappedMulticast || method == Method::kBothLevelsMulticast;
}

// Every processor of both levels receives (the broadcast of eq. 8 and 7, Figure 10's scatter).
bool to_both_levels(Method method) {
  return method == Method::kOverlapped || method == Method::kOverlappedMulticast ||
         method == Method::kBothLevels || method == Method::kBothLevelsMulticast;
}

bool has_combining(const net::MachineParams& machine) {
  const auto* p =
      machine.router.additions.find<net::HpamCombiningParams>(net::CombiningControl::kAddition);
  return p && p->enabled;
}

// p2 x q2 from the keys: 1 x 1 for brute force and unused by the overlapped broadcast (both
// refuse anything but 0 there), r2 x c2/2 for 0 x 0.
void read_submesh(const Config& config, const net::Hpam& t, Method method,
                  hpam::FigureSettings& s) {
  const bool fixed = method == Method::kBruteForce || method == Method::kOverlapped;
  for (const char* key : {"algorithm.submesh_rows", "algorithm.submesh_cols"}) {
    if (fixed && config.get_int(key) != 0) {
      config.fail(key, method == Method::kBruteForce
                           ? "must be 0: brute force sends to every processor (1x1 sub-meshes)"
                           : "must be 0: the overlapped broadcast's sub-meshes are the halves "
                             "of level 2");
    }
  }
  if (fixed) return;
  const int r2 = t.rows(1), c2 = t.cols(1);
  if (method == Method::kCombining) {
    // One row of roots below each level-1 processor: two groups below one router would share its
    // inputs' VC, and their pieces could hold each other up (hpam_combining_unit.h).
    s.p2 = config.int_in("algorithm.submesh_rows", 0, r2,
                         "must be r2 = " + std::to_string(r2) +
                             " (or 0): with combining, one row "
                             "of roots below each level-1 processor");
    s.q2 = config.int_in("algorithm.submesh_cols", 0, 1,
                         "must be 1 (or 0): the pieces come up every down link, r2 x 1 sub-meshes");
    if (s.p2 != 0 && s.p2 != r2) {
      config.fail("algorithm.submesh_rows", "must be r2 = " + std::to_string(r2) +
                                                " (or 0): with combining, one row of roots below "
                                                "each level-1 processor");
    }
    s.p2 = r2;
    s.q2 = 1;
    return;
  }
  const bool multicast = uses_multicast(method);
  s.p2 = config.int_in("algorithm.submesh_rows", 0, r2, "must be in 0.." + std::to_string(r2));
  s.q2 = multicast ? config.int_in("algorithm.submesh_cols", 0, 1,
                                   "must be 1 (or 0): the multicast reaches a root below every "
                                   "down link, p2 x 1 sub-meshes (001 §3.1)")
                   : config.int_in("algorithm.submesh_cols", 0, c2,
                                   "must be in 0.." + std::to_string(c2));
  if (s.p2 == 0) s.p2 = multicast ? std::max(1, r2 / 2) : r2;
  if (s.q2 == 0) s.q2 = multicast ? 1 : std::max(1, c2 / 2);
  if (method == Method::kBothLevels && config.get_int("algorithm.submesh_cols") == 0) {
    s.q2 = std::min(s.q2, t.fan(1));
  }
  if (!power_of_two(s.p2) || r2 % s.p2) {
    config.fail("algorithm.submesh_rows", "must be a power of two dividing r2 = " +
                                              std::to_string(r2) + " (binary trees halve it)");
  }
  if (!power_of_two(s.q2) || c2 % s.q2) {
    config.fail("algorithm.submesh_cols", "must be a power of two dividing c2 = " +
                                              std::to_string(c2) + " (binary trees halve it)");
  }
  if (method == Method::kBothLevels && s.q2 > t.fan(1)) {
    config.fail("algorithm.submesh_cols",
                "must be at most f2 = c2 / c1 = " + std::to_string(t.fan(1)) +
                    ": every processor of the source's row serves the sub-meshes below it");
  }
}

// Everything the keys say about one collective, refused by key where the machine cannot run it.
// `multicast_switch`: the machine has the inter-level multicast (the multicast variants use it).
hpam::FigureSettings read_settings(const Config& config, const net::Hpam& t, Collective collective,
                                   Method method, bool multicast_switch, bool combining_switch) {
  if (t.levels() != 2) config.fail("topology.levels", "the HPAM collectives run on two levels");
  hpam::FigureSettings s;
  s.collective = collective;
  s.method = method;
  s.multicast_switch = uses_multicast(method) && multicast_switch;
  s.combining_switch = method == Method::kCombining && combining_switch;
  const int bytes = config.int_in("algorithm.message_bytes", 4, kMaxBytes,
                                  "must be a multiple of 4 in 4.." + std::to_string(kMaxBytes));
  if (bytes % 4) config.fail("algorithm.message_bytes", "must be a multiple of 4 (whole words)");
  s.bytes = uint64_t(bytes);
  const int level1 = t.first_node(1);
  s.source = config.int_in("algorithm.source", 0, level1 - 1,
                           "must be a level-1 processor, 0.." + std::to_string(level1 - 1));
  read_submesh(config, t, method, s);
  if (method == Method::kOverlapped && t.cols(0) < 2) {
    config.fail("topology.level1_cols",
                "the overlapped broadcast splits level 1 in two column halves: c1 >= 2");
  }
  if (to_both_levels(method)) {
    for (int l = 0; l < 2; ++l) {
      if (!power_of_two(t.rows(l))) {
        config.fail(net::Hpam::rows_key(l), "must be a power of two (binary trees halve it)");
      }
    }
  }
  return s;
}

hpam::Tree make_tree(const net::Hpam& t, const hpam::FigureSettings& s) {
  switch (s.method) {
    case Method::kBruteForce:
    case Method::kHybrid:
    case Method::kMulticast:
    case Method::kCombining:
      return hpam::hybrid_tree(t, s.source, s.p2, s.q2);
    case Method::kOverlapped:
      return hpam::overlapped_tree(t, s.source);
    case Method::kOverlappedMulticast:
    case Method::kBothLevels:
    case Method::kBothLevelsMulticast:
      return hpam::row_then_columns_tree(t, s.source, s.p2, s.q2);
    case Method::kPartial:
    case Method::kPartialMulticast:
      break;
  }
  return hpam::partial_tree(t, s.source, s.p2, s.q2);
}

class HpamCollective final : public Algorithm {
 public:
  HpamCollective(const Config& config, const net::Topology& topology,
                 const net::MachineParams& machine, Collective collective, Method method)
      : t_(*as_hpam(topology)),
        s_(read_settings(config, t_, collective, method, has_multicast(machine),
                         has_combining(machine))),
        schedule_(config.one_of("algorithm.schedule", {"asap", "lockstep"}) == "lockstep"
                      ? hpam::Schedule::kLockstep
                      : hpam::Schedule::kAsap) {
    costs_ = hpam::read_level_costs(config, t_, machine);
    figures_ = hpam::paper_figures(t_, s_, hpam::model_costs(costs_, machine));
    plan_ = std::make_unique<hpam::Plan>(t_, collective, make_tree(t_, s_), uint32_t(s_.bytes / 4),
                                         s_.multicast_switch || s_.combining_switch,
                                         to_both_levels(method));
    counts_.resize(size_t(t_.node_count()));
  }

  uint64_t memory_words_needed() const override { return plan_->memory_words(); }
  uint32_t message_vcs() const override { return vc_span(0, 1); }
  std::vector<std::string> switch_additions() const override {
    if (uses_multicast(s_.method)) return {net::MulticastControl::kAddition};
    if (s_.method == Method::kCombining) return {net::CombiningControl::kAddition};
    return {};
  }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    hpam::write_initial(*plan_, node, memory);
  }

  void run(net::NodeApi& api) override {
    hpam::run_plan_on_node(api, *plan_, costs_, counts_, schedule_);
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    return hpam::check_node(t_, *plan_, level1_too(), node, memory, counts_[size_t(node)]);
  }

  bool receives(int node) const override {
    if (s_.collective == Collective::kGather) return node == s_.source;
    if (s_.collective == Collective::kScatter) {
      return t_.level_of(node) == 1 || (level1_too() && node != s_.source);
    }
    return node != s_.source && (t_.level_of(node) == 1 || level1_too());
  }

  uint64_t payload_bytes() const override {
    const uint64_t level2 = uint64_t(t_.rows(1)) * uint64_t(t_.cols(1));
    const uint64_t extra = level1_too() ? uint64_t(t_.first_node(1) - 1) : 0;
    return (level2 + extra) * s_.bytes;
  }

  std::vector<AnalyticFigure> analytic(const net::MachineParams&) const override {
    return figures_;
  }

  std::vector<AnalyticFigure> counted_figures() const override;

 private:
  bool level1_too() const { return to_both_levels(s_.method); }

  const net::Hpam& t_;
  hpam::FigureSettings s_;
  hpam::Schedule schedule_;
  std::vector<hpam::LevelCosts> costs_;
  std::vector<AnalyticFigure> figures_;
  std::unique_ptr<hpam::Plan> plan_;
  std::vector<hpam::NodeCounts> counts_;  // per node, filled by its run
};

std::vector<AnalyticFigure> HpamCollective::counted_figures() const {
  uint64_t messages = 0, units = 0;
  net::Cycle done = 0;
  for (const hpam::NodeCounts& c : counts_) {
    messages += c.messages_sent;
    units += c.units.size();
    done = std::max(done, c.done);
  }
  const hpam::NodeCounts& source = counts_[size_t(s_.source)];
  return {
      {"messages", double(messages), "", "", "messages sent", true},
      {"source_messages", double(source.messages_sent + source.messages_taken), "", "",
       "messages the source sent or took", true},
      {"units_counted", double(units), "", "", "units counted at their arrival, all processors"},
      {"last_processor_done_cycles", double(done), "cycles", "",
       "the last processor done sending and taking"},
  };
}

// `ccsim plan hpam.<collective>.<method>`: every message of the plan, sender by sender in the
// order each sends, with its size and the hops of its extended X-Y route.
void write_plan(const Config& config, std::ostream& out, Collective collective, Method method) {
  const std::unique_ptr<net::Topology> topology = net::make_topology(config);
  const net::Hpam* t = as_hpam(*topology);
  if (!t) config.fail("topology.kind", "the HPAM plans need hpam, got '" + topology->kind() + "'");
  MemoryEstimate estimate;
  estimate.add("the plan and its JSON text", t->size_key(),
               saturating_mul(uint64_t(t->node_count()), 256));
  check_memory_estimate(config, estimate, "this plan");
  // A multicast variant's plan as on the machine with the addition.
  const hpam::FigureSettings s = read_settings(config, *t, collective, method, true, true);
  const hpam::Plan plan(*t, collective, make_tree(*t, s), uint32_t(s.bytes / 4),
                        s.multicast_switch || s.combining_switch, to_both_levels(method));
  nlohmann::json messages = nlohmann::json::array();
  for (int v = 0; v < t->node_count(); ++v) {
    for (const hpam::Step& step : plan.steps(v)) {
      if (!step.send) continue;
      const hpam::Transfer& x = plan.transfers()[step.transfer];
      const size_t hops = route_links(*t, v, extended_xy_route(*t, v, x.to, 0)).size() - 1;
      nlohmann::json message{{"from", t->node_name(x.from)},
                             {"to", t->node_name(x.to)},
                             {"bytes", uint64_t(x.words) * 4},
                             {"hops", hops}};
      const std::vector<int> group = plan.group_roots(v);
      if (collective == Collective::kGather && !group.empty()) {  // a piece of a combined message
        message["combined_with"] = group.size() - 1;
      } else if (step.copies) {  // a multicast: its roots, hops to the first
        nlohmann::json roots = nlohmann::json::array();
        for (uint32_t k = 0; k < step.copies; ++k) {
          roots.push_back(t->node_name(plan.transfers()[step.transfer + k].to));
        }
        message["to"] = roots;
      }
      messages.push_back(message);
    }
  }
  out << nlohmann::json{{"topology", t->description()},
                        {"collective", hpam::to_string(collective)},
                        {"source", t->node_name(s.source)},
                        {"sub_mesh", std::to_string(s.p2) + "x" + std::to_string(s.q2)},
                        {"message_bytes", s.bytes},
                        {"messages", messages}}
             .dump(1)
      << "\n";
}

template <Collective kCollective, Method kMethod>
void write(const Config& config, std::ostream& out) {
  write_plan(config, out, kCollective, kMethod);
}

template <Collective kCollective, Method kMethod>
std::unique_ptr<Algorithm> make(const Config& config, const net::Topology& topology,
                                const net::MachineParams& machine) {
  return std::make_unique<HpamCollective>(config, topology, machine, kCollective, kMethod);
}

// The source's buffer holds every level-2 piece; each other processor at most its subtree's,
// and a piece is held (and logged) once per level of the trees it crosses.
void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t bytes = uint64_t(std::max<int64_t>(4, config.get_int("algorithm.message_bytes")));
  const uint64_t nodes = uint64_t(topology.node_count());
  uint64_t depth = 2;
  while ((uint64_t(1) << depth) < nodes) ++depth;
  estimate.add("node buffers and arrival logs (the trees' layout)", "algorithm.message_bytes",
               saturating_mul(saturating_mul(bytes + 8, nodes), depth));
}

// One registered algorithm per collective and method: "hpam.<collective>.<method>".
#define HPAM_ALGORITHM(collective, method, kc, km, contract, description)                    \
  auto* const make_##collective##_##method = make<Collective::kc, Method::km>;               \
  auto* const write_##collective##_##method = write<Collective::kc, Method::km>;             \
  CCSIM_REGISTER_PLAN(                                                                       \
      hpam_##collective##_##method, "hpam." #collective "." #method,                         \
      "every message on the configured machine, sender by sender, with its bytes and hops, " \
      "as JSON",                                                                             \
      write_##collective##_##method);                                                        \
  CCSIM_REGISTER_ALGORITHM("hpam." #collective "." #method, description,                     \
                           runs_on({"hpam"}, contract), make_##collective##_##method, estimate)

HPAM_ALGORITHM(broadcast, brute_force, kBroadcast, kBruteForce, {},
               "level 1's source to every level-2 processor in turn (001 §1)");
HPAM_ALGORITHM(broadcast, hybrid, kBroadcast, kHybrid, {},
               "to the root of every p2 x q2 sub-mesh of level 2 in turn, then binary trees "
               "(001 §3.1, eq. 5)");
HPAM_ALGORITHM(broadcast, overlapped, kBroadcast, kOverlapped, {"topology.level1_cols=2"},
               "level 1's binary tree overlapped with level 2's in two halves, to every "
               "processor of both levels (001 §3.2, eq. 7)");
HPAM_ALGORITHM(scatter, brute_force, kScatter, kBruteForce, {},
               "level 1's source sends each level-2 processor its piece in turn (001 §1)");
HPAM_ALGORITHM(scatter, hybrid, kScatter, kHybrid, {},
               "each p2 x q2 sub-mesh's pieces to its root in turn, then binary trees "
               "(001 §4.1, eq. 10)");
HPAM_ALGORITHM(scatter, partial, kScatter, kPartial, {"topology.level1_cols=2"},
               "a partial scatter along the source's row of level 1, then to the sub-meshes' "
               "roots and binary trees (001 §4.2, eqs. 12, 13)");
HPAM_ALGORITHM(broadcast, multicast, kBroadcast, kMulticast, {},
               "to the roots of p2 x 1 sub-meshes by the switches' inter-level multicast "
               "(switch.hpam_multicast; without it one message per root), then binary trees "
               "(001 §3.1, eq. 6)");
HPAM_ALGORITHM(scatter, multicast, kScatter, kMulticast, {},
               "each row of p2 x 1 sub-meshes' pieces to all its roots by the switches' "
               "inter-level multicast (switch.hpam_multicast; without it each root its own), "
               "then binary trees (001 §4.1, eq. 11)");
HPAM_ALGORITHM(scatter, partial_multicast, kScatter, kPartialMulticast, {"topology.level1_cols=2"},
               "the partial scatter with p2 x 1 sub-meshes, each processor of the source's row "
               "reaching its rows of roots by the inter-level multicast (switch.hpam_multicast; "
               "without it each root its own message) (001 §4.2, eq. 14)");
HPAM_ALGORITHM(broadcast, overlapped_multicast, kBroadcast, kOverlappedMulticast,
               {"topology.level1_cols=2"},
               "several processors on level 1: along the source's row, each multicasts to the "
               "roots of the p2 x 1 sub-meshes below it (switch.hpam_multicast; without it one "
               "message per root), then level 1's column trees beside level 2's binary trees, to "
               "every processor of both levels (001 §3.2, eq. 8)");
HPAM_ALGORITHM(scatter, both_levels, kScatter, kBothLevels, {"topology.level1_cols=2"},
               "several processors on level 1, a piece for every processor of both levels: the "
               "partial scatter along the source's row, to the roots of p2 x q2 sub-meshes below "
               "each of its processors (q2 <= f2), then level 1's column scatters beside level "
               "2's binary trees (001 §4.2, Figure 10)");
HPAM_ALGORITHM(scatter, both_levels_multicast, kScatter, kBothLevelsMulticast,
               {"topology.level1_cols=2"},
               "the scatter to both levels with p2 x 1 sub-meshes, each processor of the source's "
               "row reaching its rows of roots by the inter-level multicast "
               "(switch.hpam_multicast; without it each root its own message) (001 §4.2, "
               "Figure 10)");
HPAM_ALGORITHM(gather, brute_force, kGather, kBruteForce, {},
               "every level-2 processor sends its piece to level 1's source (001 §5)");
HPAM_ALGORITHM(gather, hybrid, kGather, kHybrid, {},
               "binary trees gather each p2 x q2 sub-mesh to its root, which sends it to the "
               "source (001 §5, eq. 10's dual)");
HPAM_ALGORITHM(gather, combining, kGather, kCombining, {},
               "r2 x 1 sub-meshes gathered to their roots, whose pieces the level-1 routers merge "
               "into one message each (switch.hpam_combining, not in the paper; without it one "
               "message per root)");
HPAM_ALGORITHM(gather, partial, kGather, kPartial, {"topology.level1_cols=2"},
               "the partial scatter in reverse: sub-meshes to their roots, roots to level 1's "
               "row, along the row to the source (001 §5, eqs. 12 and 13's dual)");

}  // namespace
}  // namespace ccsim::sw
