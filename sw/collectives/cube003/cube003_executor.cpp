// The abstract executor of paper 003's plans (see cube003_executor.h).
#include "collectives/cube003/cube003_executor.h"

#include <algorithm>
#include <map>

#include "collectives/cube003/cube003_data.h"

namespace ccsim::sw::cube003 {

namespace {

struct Deposit {
  uint32_t words;
  int dim;
};

// One node's state while the plan runs.
struct NodeState {
  int next_step = 0;
  std::vector<bool> readable;           // held initially or waited for
  std::vector<bool> used;               // held initially or deposited
  std::map<uint32_t, Deposit> pending;  // deposited, not yet waited for, by address
};

std::string where(int node, int u) {
  return "node " + std::to_string(node) + " step " + std::to_string(u) + ": ";
}

class Executor {
 public:
  explicit Executor(const Plan& plan) : plan_(plan), nodes_(size_t(plan.node_count())) {
    e_.memories.resize(nodes_.size());
    e_.counted.resize(nodes_.size());
    e_.most_units.assign(size_t(plan.steps()), 0);
    for (int x = 0; x < plan.node_count(); ++x) {
      std::vector<uint32_t>& m = e_.memories[size_t(x)];
      m.assign(plan.memory_words(), 0);
      write_initial(plan, x, m);
      NodeState& s = nodes_[size_t(x)];
      s.readable.assign(m.size(), false);
      s.used.assign(m.size(), false);
      for (const Placed& p : plan.initial(x)) {
        for (uint32_t k = 0; k < plan.unit_words(p.unit); ++k) {
          s.readable[p.address + k] = s.used[p.address + k] = true;
        }
      }
    }
  }

  Execution run() {
    bool progress = true;
    while (progress && e_.error.empty()) {
      progress = false;
      for (int x = 0; x < plan_.node_count() && e_.error.empty(); ++x) {
        while (nodes_[size_t(x)].next_step < plan_.steps() && advance(x)) progress = true;
      }
    }
    for (int x = 0; x < plan_.node_count() && e_.error.empty(); ++x) {
      const NodeState& s = nodes_[size_t(x)];
      if (s.next_step < plan_.steps()) {
        e_.error = where(x, s.next_step) + "waits for a message that never comes";
      } else if (!s.pending.empty()) {
        e_.error = "node " + std::to_string(x) + " never waits for the message deposited at " +
                   std::to_string(s.pending.begin()->first);
      }
    }
    if (e_.error.empty()) {
      for (int x = 0; x < plan_.node_count(); ++x) plan_.finish(x, e_.memories[size_t(x)]);
    }
    return std::move(e_);
  }

 private:
  // Performs node x's next step if its waits are satisfied; false when it must wait.
  bool advance(int x) {
    NodeState& s = nodes_[size_t(x)];
    const int u = s.next_step;
    const Step step = plan_.step(x, u);
    for (const Arrival& a : step.waits) {
      const auto it = s.pending.find(a.dst);
      if (it == s.pending.end()) return false;
      if (it->second.words != a.words || it->second.dim != a.dim) {
        e_.error = where(x, u) + "waits for " + std::to_string(a.words) + " words across " +
                   std::to_string(a.dim) + " at " + std::to_string(a.dst) +
                   ", deposited: " + std::to_string(it->second.words) + " across " +
                   std::to_string(it->second.dim);
        return false;
      }
    }
    for (const Arrival& a : step.waits) {
      s.pending.erase(a.dst);
      for (uint32_t k = 0; k < a.words; ++k) s.readable[a.dst + k] = true;
    }
    for (const Send& m : step.sends) {
      if (!send(x, u, step, m)) return false;
    }
    ++s.next_step;
    return true;
  }

  bool send(int x, int u, const Step& step, const Send& m) {
    if (m.dim < 0 || m.dim >= plan_.dimension()) {
      e_.error = where(x, u) + "sends across dimension " + std::to_string(m.dim);
      return false;
    }
    const int to = x ^ (1 << m.dim);
    std::vector<uint32_t> words;
    for (uint32_t i = 0; i < m.piece_count; ++i) {
      const Piece& p = step.pieces[m.first_piece + i];
      for (uint32_t k = 0; k < p.words; ++k) {
        if (p.src + k >= e_.memories[size_t(x)].size() || !nodes_[size_t(x)].readable[p.src + k]) {
          e_.error = where(x, u) + "sends word " + std::to_string(p.src + k) +
                     ", which it neither held nor waited for";
          return false;
        }
        words.push_back(e_.memories[size_t(x)][p.src + k]);
      }
    }
    NodeState& r = nodes_[size_t(to)];
    std::vector<uint32_t>& memory = e_.memories[size_t(to)];
    if (words.size() != m.words || uint64_t(m.dst) + m.words > memory.size()) {
      e_.error = where(x, u) + "sends a message of the wrong size or beyond node " +
                 std::to_string(to) + "'s memory";
      return false;
    }
    for (uint32_t k = 0; k < m.words; ++k) {
      if (r.used[m.dst + k]) {
        e_.error = where(x, u) + "deposits onto word " + std::to_string(m.dst + k) + " of node " +
                   std::to_string(to) + ", which already holds data";
        return false;
      }
      r.used[m.dst + k] = true;
      memory[m.dst + k] = words[k];
    }
    r.pending[m.dst] = Deposit{m.words, m.dim};
    std::vector<uint32_t>& counted = e_.counted[size_t(to)];
    const size_t before = counted.size();
    const std::string problem = count_deposit(plan_, memory, m.dst, m.words, counted);
    if (!problem.empty()) {
      e_.error = where(x, u) + "to node " + std::to_string(to) + ": " + problem;
      return false;
    }
    ++e_.messages;
    e_.most_pieces = std::max(e_.most_pieces, m.piece_count);
    e_.most_units[size_t(u)] =
        std::max(e_.most_units[size_t(u)], uint32_t(counted.size() - before));
    return true;
  }

  const Plan& plan_;
  std::vector<NodeState> nodes_;
  Execution e_;
};

}  // namespace

Execution execute(const Plan& plan) { return Executor(plan).run(); }

std::string check_execution(const Plan& plan, const Execution& e) {
  if (!e.error.empty()) return e.error;
  for (int x = 0; x < plan.node_count(); ++x) {
    const std::string problem = check_node(plan, x, e.memories[size_t(x)], e.counted[size_t(x)]);
    if (!problem.empty()) return problem;
  }
  return "";
}

}  // namespace ccsim::sw::cube003
