// Brute-force checks of the phased AAPC schedule, shared by the unit and the slow tests.
//
// Each check walks the whole plan (every phase, every message, every route node) and returns a
// gtest AssertionResult whose failure message names the first offending phase and message, so
// that a failing property points at the construction step that broke it. The checks derive
// everything from src/dst/motions and route_nodes(); they never call the construction code.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "collectives/aapc/aapc_phased_plan.h"
#include "collectives/aapc/ring_phases.h"

namespace ccsim::sw::plan_checks {

// The name of a test over a size n (N8, N12, ...) in gtest's listings.
inline std::string size_name(const ::testing::TestParamInfo<int>& info) {
  return "N" + std::to_string(info.param);
}

inline int wrap(int v, int n) { return ((v % n) + n) % n; }

inline int ring_distance(int from, int to, int n) {
  const int d = wrap(to - from, n);
  return d < n - d ? d : n - d;
}

inline std::string node_text(int x, int y) {
  return "(" + std::to_string(x) + "," + std::to_string(y) + ")";
}

inline std::string message_text(const PlannedMessage& m) {
  return node_text(m.src_x, m.src_y) + "->" + node_text(m.dst_x, m.dst_y) +
         " x{hops=" + std::to_string(m.x.hops) + ",dir=" + std::to_string(m.x.dir) +
         "} y{hops=" + std::to_string(m.y.hops) + ",dir=" + std::to_string(m.y.dir) + "}";
}

inline std::string where(const AapcPhasedPlan& plan, size_t p, size_t i) {
  return "phase " + std::to_string(p) + " (" + plan.phases[p].label + ") message " +
         std::to_string(i) + " " + message_text(plan.phases[p].messages[i]);
}

// One unit step of a route: 0 = +x, 1 = -x, 2 = +y, 3 = -y; -1 if it is not a unit step.
inline int step_kind(std::pair<int, int> from, std::pair<int, int> to, int n) {
  const int dx = wrap(to.first - from.first, n);
  const int dy = wrap(to.second - from.second, n);
  if (dy == 0 && dx == 1) return 0;
  if (dy == 0 && dx == n - 1) return 1;
  if (dx == 0 && dy == 1) return 2;
  if (dx == 0 && dy == n - 1) return 3;
  return -1;
}

inline int64_t pow_int(int64_t base, int exp) {
  int64_t r = 1;
  while (exp-- > 0) r *= base;
  return r;
}

// --- 2D schedule --------------------------------------------------------------------------

inline ::testing::AssertionResult has_phase_and_message_counts(const AapcPhasedPlan& plan) {
  const int n = plan.n;
  const int64_t want_phases = plan.bidirectional ? pow_int(n, 3) / 8 : pow_int(n, 3) / 4;
  const size_t want_messages = static_cast<size_t>(plan.bidirectional ? 8 * n : 4 * n);
  if (static_cast<int64_t>(plan.phases.size()) != want_phases) {
    return ::testing::AssertionFailure() << plan.phases.size() << " phases, want " << want_phases;
  }
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    if (plan.phases[p].messages.size() != want_messages) {
      return ::testing::AssertionFailure()
             << "phase " << p << " has " << plan.phases[p].messages.size() << " messages, want "
             << want_messages;
    }
  }
  return ::testing::AssertionSuccess();
}

// Every ordered (source, destination) pair, source = destination included, exactly once.
inline ::testing::AssertionResult every_ordered_pair_once(const AapcPhasedPlan& plan) {
  const int n = plan.n;
  std::vector<int> seen(static_cast<size_t>(pow_int(n, 4)), 0);
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    const auto& messages = plan.phases[p].messages;
    for (size_t i = 0; i < messages.size(); ++i) {
      const PlannedMessage& m = messages[i];
      for (int c : {m.src_x, m.src_y, m.dst_x, m.dst_y}) {
        if (c < 0 || c >= n) {
          return ::testing::AssertionFailure()
                 << "coordinate out of range at " << where(plan, p, i);
        }
      }
      const size_t key = ((static_cast<size_t>(m.src_x) * n + m.src_y) * n + m.dst_x) * n + m.dst_y;
      if (++seen[key] > 1) {
        return ::testing::AssertionFailure() << "pair sent twice, again at " << where(plan, p, i);
      }
    }
  }
  for (size_t key = 0; key < seen.size(); ++key) {
    if (seen[key] == 0) {
      const int dy = key % n, dx = key / n % n, sy = key / n / n % n, sx = key / n / n / n;
      return ::testing::AssertionFailure()
             << "pair " << node_text(sx, sy) << "->" << node_text(dx, dy) << " never sent";
    }
  }
  return ::testing::AssertionSuccess();
}

// Motions are shortest and land on the destination; route_nodes() visits src..dst by unit
// steps, all x steps before all y steps, one direction per dimension.
inline ::testing::AssertionResult routes_shortest_x_then_y(const AapcPhasedPlan& plan) {
  const int n = plan.n;
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    const auto& messages = plan.phases[p].messages;
    for (size_t i = 0; i < messages.size(); ++i) {
      const PlannedMessage& m = messages[i];
      const bool motions_ok = (m.x.dir == 1 || m.x.dir == -1) && (m.y.dir == 1 || m.y.dir == -1) &&
                              m.x.hops == ring_distance(m.src_x, m.dst_x, n) &&
                              m.y.hops == ring_distance(m.src_y, m.dst_y, n) &&
                              wrap(m.src_x + m.x.dir * m.x.hops, n) == m.dst_x &&
                              wrap(m.src_y + m.y.dir * m.y.hops, n) == m.dst_y;
      if (!motions_ok) {
        return ::testing::AssertionFailure() << "motion not shortest at " << where(plan, p, i);
      }
      const auto route = route_nodes(m, n);
      const int distance = ring_distance(m.src_x, m.dst_x, n) + ring_distance(m.src_y, m.dst_y, n);
      if (static_cast<int>(route.size()) != distance + 1 ||
          route.front() != std::make_pair(m.src_x, m.src_y) ||
          route.back() != std::make_pair(m.dst_x, m.dst_y)) {
        return ::testing::AssertionFailure()
               << "route of " << route.size() << " nodes, want " << distance + 1
               << " from src to dst, at " << where(plan, p, i);
      }
      int x_kind = -1, y_kind = -1;
      bool y_started = false;
      for (size_t s = 0; s + 1 < route.size(); ++s) {
        const int kind = step_kind(route[s], route[s + 1], n);
        const bool is_x = kind == 0 || kind == 1;
        int& seen_kind = is_x ? x_kind : y_kind;
        if (kind < 0 || (is_x && y_started) || (seen_kind >= 0 && seen_kind != kind)) {
          return ::testing::AssertionFailure()
                 << "route step " << s << " breaks x-then-y, one direction, at "
                 << where(plan, p, i);
        }
        seen_kind = kind;
        y_started = y_started || !is_x;
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Bidirectional: every directed link exactly once per phase. Unidirectional: every link
// exactly once per phase, so in one direction only.
inline ::testing::AssertionResult every_link_once_per_phase(const AapcPhasedPlan& plan) {
  const int n = plan.n;
  const int kinds = plan.bidirectional ? 4 : 2;
  std::vector<int> uses(static_cast<size_t>(n) * n * kinds);
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    std::fill(uses.begin(), uses.end(), 0);
    const auto& messages = plan.phases[p].messages;
    for (size_t i = 0; i < messages.size(); ++i) {
      const auto route = route_nodes(messages[i], n);
      for (size_t s = 0; s + 1 < route.size(); ++s) {
        const int kind = step_kind(route[s], route[s + 1], n);
        if (kind < 0) {
          return ::testing::AssertionFailure() << "not a unit step at " << where(plan, p, i);
        }
        int x = route[s].first, y = route[s].second, slot = kind;
        if (!plan.bidirectional) {
          // An undirected link is named by its lower end: -x from (x,y) is the x link of (x-1,y).
          slot = kind / 2;
          if (kind == 1) x = wrap(x - 1, n);
          if (kind == 3) y = wrap(y - 1, n);
        }
        if (++uses[(static_cast<size_t>(x) * n + y) * kinds + slot] > 1) {
          return ::testing::AssertionFailure() << "link " << node_text(x, y) << " kind " << slot
                                               << " used twice, again by " << where(plan, p, i);
        }
      }
    }
    for (size_t l = 0; l < uses.size(); ++l) {
      if (uses[l] == 0) {
        const int slot = l % kinds, y = l / kinds % n, x = l / kinds / n;
        return ::testing::AssertionFailure()
               << "phase " << p << ": link " << node_text(x, y) << " kind " << slot << " idle";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Number of phases in which some node sends or receives more than one message.
inline int phases_with_a_node_busy_twice(const AapcPhasedPlan& plan) {
  const int n = plan.n;
  int bad = 0;
  std::vector<int> sends(static_cast<size_t>(n) * n), receives(sends.size());
  for (const PlannedPhase& phase : plan.phases) {
    std::fill(sends.begin(), sends.end(), 0);
    std::fill(receives.begin(), receives.end(), 0);
    bool twice = false;
    for (const PlannedMessage& m : phase.messages) {
      twice |= ++sends[m.src_x * n + m.src_y] > 1;
      twice |= ++receives[m.dst_x * n + m.dst_y] > 1;
    }
    bad += twice ? 1 : 0;
  }
  return bad;
}

inline ::testing::AssertionResult nodes_send_and_receive_at_most_once(const AapcPhasedPlan& plan) {
  const int bad = phases_with_a_node_busy_twice(plan);
  if (bad > 0) {
    return ::testing::AssertionFailure()
           << bad << " phases have a node sending or receiving two messages";
  }
  return ::testing::AssertionSuccess();
}

inline int64_t total_hops(const AapcPhasedPlan& plan) {
  int64_t hops = 0;
  for (const PlannedPhase& phase : plan.phases) {
    for (const PlannedMessage& m : phase.messages) {
      hops += static_cast<int64_t>(route_nodes(m, plan.n).size()) - 1;
    }
  }
  return hops;
}

// Spec: an n/2-hop motion (either dimension) runs in + iff its source coordinate is odd. The
// y motion starts on the source row, so its source coordinate is src_y.
inline ::testing::AssertionResult half_ring_motions_follow_parity_rule(const AapcPhasedPlan& plan) {
  const int h = plan.n / 2;
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    const auto& messages = plan.phases[p].messages;
    for (size_t i = 0; i < messages.size(); ++i) {
      const PlannedMessage& m = messages[i];
      const bool x_bad = m.x.hops == h && (m.x.dir == +1) != (m.src_x % 2 == 1);
      const bool y_bad = m.y.hops == h && (m.y.dir == +1) != (m.src_y % 2 == 1);
      if (x_bad || y_bad) {
        return ::testing::AssertionFailure() << "parity rule broken at " << where(plan, p, i);
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// One parsed JSON phase against plan.phases[p]; empty when they agree.
inline std::string json_phase_mismatch(const AapcPhasedPlan& plan, size_t p,
                                       const nlohmann::json& jp) {
  if (p >= plan.phases.size()) return "more JSON phases than plan phases";
  const auto& messages = plan.phases[p].messages;
  if (jp.at("phase") != p || jp.at("label") != plan.phases[p].label ||
      jp.at("messages").size() != messages.size()) {
    return "JSON phase " + std::to_string(p) + " differs in number, label or message count";
  }
  for (size_t i = 0; i < messages.size(); ++i) {
    const PlannedMessage& m = messages[i];
    const nlohmann::json& jm = jp["messages"][i];
    std::vector<std::pair<int, int>> route;
    for (const nlohmann::json& node : jm.at("route")) {
      if (!node.is_array() || node.size() != 2) return "route node not [x, y]";
      route.emplace_back(node[0].get<int>(), node[1].get<int>());
    }
    if (jm.at("src") != nlohmann::json::array({m.src_x, m.src_y}) ||
        jm.at("dst") != nlohmann::json::array({m.dst_x, m.dst_y}) ||
        route != route_nodes(m, plan.n)) {
      return "JSON differs at " + where(plan, p, i);
    }
  }
  return "";
}

// write_plan_json() parses back, with the plan's n, mode, phase numbers, labels, message
// counts, endpoints, and every route equal to route_nodes().
inline ::testing::AssertionResult json_round_trips(const AapcPhasedPlan& plan) {
  std::stringstream text;
  write_plan_json(plan, text);
  // Each phase is checked as soon as it is parsed and then dropped: a whole n = 24 document
  // would take most of a gigabyte as a DOM.
  size_t phases_seen = 0;
  std::string mismatch;
  auto on_event = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    if (event != nlohmann::json::parse_event_t::object_end || depth != 2) return true;
    if (mismatch.empty()) mismatch = json_phase_mismatch(plan, phases_seen, parsed);
    ++phases_seen;
    return false;
  };
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text, on_event);
    if (doc.at("n") != plan.n || doc.at("bidirectional") != plan.bidirectional ||
        !doc.at("conventions").is_string() || !doc.at("phases").is_array()) {
      return ::testing::AssertionFailure() << "JSON header differs";
    }
  } catch (const nlohmann::json::exception& e) {
    return ::testing::AssertionFailure() << "JSON does not parse or lacks a key: " << e.what();
  }
  if (!mismatch.empty()) return ::testing::AssertionFailure() << mismatch;
  if (phases_seen != plan.phases.size()) {
    return ::testing::AssertionFailure()
           << phases_seen << " JSON phases, want " << plan.phases.size();
  }
  return ::testing::AssertionSuccess();
}

// --- 1D layer ------------------------------------------------------------------------------

inline std::vector<int> ring_phase_nodes(const RingPhase& phase) {
  std::vector<int> nodes;
  for (const RingMessage& m : phase.messages) nodes.push_back(m.src);
  std::sort(nodes.begin(), nodes.end());
  return nodes;
}

inline ::testing::AssertionResult ring_pairs_once(const std::vector<RingPhase>& phases, int n) {
  std::vector<int> seen(static_cast<size_t>(n) * n, 0);
  for (const RingPhase& phase : phases) {
    for (const RingMessage& m : phase.messages) {
      if (m.src < 0 || m.src >= n || m.dst < 0 || m.dst >= n) {
        return ::testing::AssertionFailure() << "node out of range in " << ring_phase_name(phase);
      }
      if (++seen[m.src * n + m.dst] > 1) {
        return ::testing::AssertionFailure()
               << m.src << "->" << m.dst << " twice, again in " << ring_phase_name(phase);
      }
    }
  }
  for (size_t key = 0; key < seen.size(); ++key) {
    if (seen[key] == 0) {
      return ::testing::AssertionFailure() << key / n << "->" << key % n << " never sent";
    }
  }
  return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult ring_routes_shortest(const std::vector<RingPhase>& phases,
                                                       int n) {
  for (const RingPhase& phase : phases) {
    for (const RingMessage& m : phase.messages) {
      if ((m.dir != 1 && m.dir != -1) || m.hops != ring_distance(m.src, m.dst, n) ||
          wrap(m.src + m.dir * m.hops, n) != m.dst) {
        return ::testing::AssertionFailure()
               << m.src << "->" << m.dst << " not shortest in " << ring_phase_name(phase);
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Every ring link exactly once per phase, all moving messages in the phase's direction.
inline ::testing::AssertionResult ring_links_once_per_phase(const std::vector<RingPhase>& phases,
                                                            int n) {
  for (const RingPhase& phase : phases) {
    std::vector<int> uses(n, 0);  // link l joins l and l+1
    for (const RingMessage& m : phase.messages) {
      if (m.hops > 0 && m.dir != phase.dir) {
        return ::testing::AssertionFailure() << "mixed directions in " << ring_phase_name(phase);
      }
      for (int s = 0, at = m.src; s < m.hops; ++s, at = wrap(at + m.dir, n)) {
        ++uses[m.dir > 0 ? at : wrap(at - 1, n)];
      }
    }
    for (int l = 0; l < n; ++l) {
      if (uses[l] != 1) {
        return ::testing::AssertionFailure()
               << "link " << l << " used " << uses[l] << " times in " << ring_phase_name(phase);
      }
    }
  }
  return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult ring_nodes_send_and_receive_once(
    const std::vector<RingPhase>& phases, int n) {
  for (const RingPhase& phase : phases) {
    std::vector<int> sends(n, 0), receives(n, 0);
    for (const RingMessage& m : phase.messages) {
      if (++sends[m.src] > 1 || ++receives[m.dst] > 1) {
        return ::testing::AssertionFailure() << "node busy twice in " << ring_phase_name(phase);
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Tuples: the right count and length, each tuple's phases node-disjoint and covering the ring,
// all in the given direction.
inline ::testing::AssertionResult tuples_node_disjoint(const std::vector<RingTuple>& tuples, int n,
                                                       int dir) {
  if (static_cast<int>(tuples.size()) != n / 2) {
    return ::testing::AssertionFailure() << tuples.size() << " tuples, want " << n / 2;
  }
  for (size_t r = 0; r < tuples.size(); ++r) {
    if (static_cast<int>(tuples[r].size()) != n / 4) {
      return ::testing::AssertionFailure()
             << "tuple " << r << " has " << tuples[r].size() << " phases, want " << n / 4;
    }
    std::vector<int> owner(n, 0);
    for (const RingPhase& phase : tuples[r]) {
      if (phase.dir != dir) {
        return ::testing::AssertionFailure()
               << "tuple " << r << " holds " << ring_phase_name(phase) << " of the wrong direction";
      }
      for (int node : ring_phase_nodes(phase)) {
        if (++owner[node] > 1) {
          return ::testing::AssertionFailure()
                 << "tuple " << r << ": node " << node << " in two phases";
        }
      }
    }
  }
  return ::testing::AssertionSuccess();
}

}  // namespace ccsim::sw::plan_checks
