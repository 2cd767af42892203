// Paper 001's node program and data check (see hpam_node.h).
#include "collectives/hpam/hpam_node.h"

#include <algorithm>
#include <map>

#include "base/errors.h"
#include "collectives/cube003/cube003_data.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/additions/hpam_multicast.h"
#include "routing/hpam_routing.h"

namespace ccsim::sw::hpam {

namespace {

constexpr int kVc = 0;

class PlanRunner {
 public:
  PlanRunner(net::NodeApi& api, const Plan& plan, const LevelCosts& costs,
             std::vector<NodeCounts>& all)
      : api_(api),
        t_(*as_hpam(api.topology())),
        plan_(plan),
        costs_(costs),
        all_(all),
        counts_(all[size_t(api.node_id())]) {
    const uint64_t addressed = counts_.messages_addressed;  // senders may have begun
    counts_ = NodeCounts{};
    counts_.messages_addressed = addressed;
  }

  void run(Schedule schedule) {
    const std::vector<Step>& steps = plan_.steps(me());
    if (schedule == Schedule::kAsap) {
      for (const Step& s : steps) step(s);
    } else {
      size_t next = 0;
      for (uint32_t phase = 0; phase < plan_.phases(); ++phase) {
        for (; next < steps.size() && plan_.transfers()[steps[next].transfer].phase == phase;
             ++next) {
          step(steps[next]);
        }
        api_.barrier();
      }
    }
    // DMA jobs of the one injection channel finish in order: the last covers the others.
    if (last_dma_.id >= 0) api_.wait_dma(last_dma_);
    counts_.done = api_.now();
  }

 private:
  int me() const { return api_.node_id(); }

  void step(const Step& s) {
    const Transfer& x = plan_.transfers()[s.transfer];
    const bool gather = plan_.collective() == Collective::kGather;
    if (s.send && gather && !plan_.group_roots(me()).empty()) {
      send_piece(x);
    } else if (s.send && s.copies) {
      send_multicast(s);
    } else if (s.send) {
      send(x);
    } else {
      uint32_t words = 0;  // a combined message: every piece of its group
      for (uint32_t k = 0; k < std::max(1u, s.copies); ++k) {
        words += plan_.transfers()[s.transfer + k].words;
      }
      wait_for(x, words);
    }
  }

  void send(const Transfer& x) {
    api_.compute(costs_.send(uint64_t(x.words) * 4));
    api_.send_header(extended_xy_route(t_, me(), x.to, kVc), net::make_info0(uint32_t(me()), 0),
                     x.dst);
    last_dma_ = api_.start_dma_out(x.src, x.words, kVc);
    api_.send_trailer(kVc);
    ++counts_.messages_sent;
    ++all_[size_t(x.to)].messages_addressed;
  }

  // One message to the roots of a group (side by side in one row of level 2, below one level-1
  // processor): routed to that processor's switch, replicated there onto the down links of the
  // group's columns, each copy down its column to the roots' row. One send's costs.
  void send_multicast(const Step& s) {
    net::MulticastControl* multicast = api_.control<net::MulticastControl>();
    if (!multicast) {
      throw SimulationError("node " + t_.node_name(me()) +
                            ": its switch has no inter-level multicast (switch.hpam_multicast)");
    }
    const Transfer& x = plan_.transfers()[s.transfer];
    const int col = t_.col_of(x.to);
    const int above = t_.node_at(0, t_.rows(0) - 1, t_.column_above(col, 1, 0));
    net::SourceRoute to_switch = extended_xy_route(t_, me(), above, kVc);
    to_switch.pop_back();  // its ejection: the worm goes on down there
    const net::MulticastRun run{t_.down_port_to(col, 1), int(s.copies), kVc};
    const net::SourceRoute below = extended_xy_route(t_, t_.node_at(1, 0, col), x.to, kVc);
    api_.compute(costs_.send(uint64_t(x.words) * 4));
    multicast->send_header(kVc, to_switch, run, below, net::make_info0(uint32_t(me()), 0), x.dst);
    last_dma_ = api_.start_dma_out(x.src, x.words, kVc);
    api_.send_trailer(kVc);
    ++counts_.messages_sent;
    for (uint32_t k = 0; k < s.copies; ++k) {
      ++all_[size_t(plan_.transfers()[s.transfer + k].to)].messages_addressed;
    }
  }

  // A gather root's piece of its group's combined message: routed to the switch of the level-1
  // processor above its column, which merges the group's pieces in column order into one message
  // to the source; the group's first piece carries the message's route on and its info words
  // (the deposit address of the group's first block). One send's costs.
  void send_piece(const Transfer& x) {
    net::CombiningControl* combining = api_.control<net::CombiningControl>();
    if (!combining) {
      throw SimulationError("node " + t_.node_name(me()) +
                            ": its switch has no combining (switch.hpam_combining)");
    }
    const std::vector<int> roots = plan_.group_roots(me());
    const int above = t_.node_at(0, t_.rows(0) - 1, t_.column_above(t_.col_of(me()), 1, 0));
    net::SourceRoute to_switch = extended_xy_route(t_, me(), above, kVc);
    to_switch.pop_back();  // its ejection: the merge goes on from there
    net::SourceRoute onward = extended_xy_route(t_, above, x.to, kVc);
    const net::RouteSegment hop = onward.front();  // the merged message's output at `above`
    if (hop.hops > 1) {
      onward.front().hops = uint8_t(hop.hops - 1);
    } else {
      onward.erase(onward.begin());
    }
    const net::CombiningGroup group{hop.port, hop.vc, t_.down_port_to(t_.col_of(roots.front()), 1),
                                    int(roots.size())};
    const bool first = roots.front() == me();
    const Transfer& head = plan_.transfers()[up_transfer(roots.front())];
    api_.compute(costs_.send(uint64_t(x.words) * 4));
    combining->send_header(kVc, to_switch, group, first, onward, net::make_info0(uint32_t(me()), 0),
                           head.dst);
    last_dma_ = api_.start_dma_out(x.src, x.words, kVc);
    api_.send_trailer(kVc);
    ++counts_.messages_sent;
    if (first) ++all_[size_t(x.to)].messages_addressed;  // the group's one message
  }

  // The transfer that carries `node`'s block to its parent (its send step's).
  uint32_t up_transfer(int node) const {
    for (const Step& s : plan_.steps(node)) {
      if (s.send) return s.transfer;
    }
    throw SimulationError("node " + t_.node_name(node) + " sends nothing in the plan");
  }

  void wait_for(const Transfer& x, uint32_t words) {
    auto it = arrived_.find(x.dst);
    while (it == arrived_.end()) {
      take_next();
      it = arrived_.find(x.dst);
    }
    if (it->second != words) {
      throw SimulationError("node " + t_.node_name(me()) + ": the message deposited at " +
                            std::to_string(x.dst) + " has " + std::to_string(it->second) +
                            " words, its plan waits for " + std::to_string(words));
    }
    arrived_.erase(it);
  }

  // Takes the next message off the ejection queue (once it is all in memory), pays for it and
  // counts its units.
  void take_next() {
    api_.receive_header(kVc);
    const net::MessageRecord r = api_.receive_trailer(kVc);
    api_.compute(costs_.receive(uint64_t(r.words) * 4));
    ++counts_.messages_taken;
    if (!arrived_.emplace(r.address, r.words).second) {
      throw SimulationError("node " + t_.node_name(me()) + ": two messages deposited at " +
                            std::to_string(r.address) + " before the plan waited for one");
    }
    const std::string problem = count(r.address, r.words);
    if (!problem.empty() && counts_.problem.empty()) {
      counts_.problem = "node " + t_.node_name(me()) + ", message from " + t_.node_name(r.source) +
                        ": " + problem;
    }
  }

  // Reads the deposit unit by unit into the log: "" or a word that starts no unit, a cut unit.
  std::string count(uint32_t address, uint32_t words) {
    const std::vector<uint32_t>& m = api_.memory();
    const uint64_t end = uint64_t(address) + words;
    if (end > m.size()) return "a deposit beyond the memory at word " + std::to_string(address);
    for (uint64_t a = address; a < end; a += plan_.unit_words()) {
      const uint32_t unit = cube003::unit_named_by(m[a], plan_.unit_count());
      if (unit == cube003::kNoUnit) return "word " + std::to_string(a) + " starts no unit";
      if (a + plan_.unit_words() > end) return "unit " + std::to_string(unit) + " is cut";
      counts_.units.push_back(unit);
    }
    return "";
  }

  net::NodeApi& api_;
  const net::Hpam& t_;
  const Plan& plan_;
  const LevelCosts& costs_;
  std::vector<NodeCounts>& all_;
  NodeCounts& counts_;
  std::map<uint32_t, uint32_t> arrived_;  // taken, not yet waited for: address -> words
  net::DmaHandle last_dma_;
};

// The units `node` must end with, where.
std::vector<Placed> required(const net::Hpam& t, const Plan& plan, bool level1_too, int node) {
  switch (plan.collective()) {
    case Collective::kBroadcast:
      if (t.level_of(node) == 1 || level1_too) return {{0, 0}};
      return {};
    case Collective::kScatter:
      if (plan.own_unit(node) >= 0)
        return {{uint32_t(plan.own_unit(node)), plan.own_address(node)}};
      return {};
    case Collective::kGather:
      break;
  }
  if (node != plan.tree().root) return {};
  std::vector<Placed> all = plan.layout(node);
  if (all.size() != plan.unit_count()) return {{plan.unit_count(), 0}};  // a unit the tree lacks
  return all;
}

}  // namespace

void run_plan_on_node(net::NodeApi& api, const Plan& plan, const std::vector<LevelCosts>& costs,
                      std::vector<NodeCounts>& counts, Schedule schedule) {
  const net::Hpam* t = as_hpam(api.topology());
  if (!t) throw SimulationError("the HPAM collectives run on the hpam topology");
  PlanRunner(api, plan, costs[size_t(t->level_of(api.node_id()))], counts).run(schedule);
}

void write_initial(const Plan& plan, int node, std::vector<uint32_t>& memory) {
  if (memory.size() < plan.memory_words()) memory.resize(plan.memory_words(), 0);
  for (const Placed& p : plan.initial(node)) {
    for (uint32_t k = 0; k < plan.unit_words(); ++k) {
      memory[p.address + k] = cube003::unit_word(p.unit, k);
    }
  }
}

std::string check_node(const net::Hpam& t, const Plan& plan, bool level1_too, int node,
                       const std::vector<uint32_t>& memory, const NodeCounts& counts) {
  const std::string who = t.node_name(node);
  if (!counts.problem.empty()) return counts.problem;
  if (counts.messages_taken != counts.messages_addressed) {
    return who + " was sent " + std::to_string(counts.messages_addressed) + " messages and took " +
           std::to_string(counts.messages_taken);
  }
  std::map<uint32_t, int> seen;
  for (const uint32_t u : counts.units) {
    if (++seen[u] > 1) return who + " was sent unit " + std::to_string(u) + " twice";
  }
  std::vector<uint32_t> initially;
  for (const Placed& p : plan.initial(node)) initially.push_back(p.unit);
  for (const Placed& p : required(t, plan, level1_too, node)) {
    if (p.unit >= plan.unit_count()) return who + " lacks a unit: the plan does not reach it";
    for (uint32_t k = 0; k < plan.unit_words(); ++k) {
      const uint64_t a = uint64_t(p.address) + k;
      const uint32_t expected = cube003::unit_word(p.unit, k);
      if (a >= memory.size() || memory[a] != expected) {
        return who + " word " + std::to_string(a) + ": expected " + std::to_string(expected) +
               " (unit " + std::to_string(p.unit) + "), found " +
               (a < memory.size() ? std::to_string(memory[a]) : "nothing");
      }
    }
    const bool held = std::find(initially.begin(), initially.end(), p.unit) != initially.end();
    if (!held && seen[p.unit] != 1) {
      return who + " counted unit " + std::to_string(p.unit) + " " + std::to_string(seen[p.unit]) +
             " times at its arrivals, not once";
    }
  }
  return "";
}

}  // namespace ccsim::sw::hpam
