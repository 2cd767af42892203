// Phased AAPC on an n x n torus: the 2D layer (cross products, rotation, overlay) and JSON.
//
// The 1D phases and M tuples come from ring_phases.h. Phases are emitted in the spec's order:
// family, then i, then j, then k, i.e. phase index ((f*h + i)*h + j)*L + k with h = n/2 and
// L = n/4. Bidirectional families: f = 0 is M_i.r^k(M_j) + Mbar_i.r^(k+1)(Mbar_j), f = 1 is
// M_i.r^k(Mbar_j) + Mbar_i.r^(k+1)(M_j). Unidirectional families: (M,M), (M,Mbar), (Mbar,M),
// (Mbar,Mbar).
#include "collectives/aapc/aapc_phased_plan.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "base/errors.h"

namespace ccsim::sw {
namespace {

constexpr const char* kConventions =
    "Torus node [x, y]: x is the column, y the row; coordinates wrap mod n. A message moves "
    "in x first, along its source row, then in y, along its destination column, each on a "
    "shortest path in one direction. route lists the nodes visited, source and destination "
    "included. Phases: family ((M,M) then (M,Mbar); unidirectional (M,M), (M,Mbar), (Mbar,M), "
    "(Mbar,Mbar)), then i, then j, then k. Every phase uses every directed link once "
    "(unidirectional: every link once, in one direction).";

void check_size(int n, bool bidirectional, const std::string& size_key) {
  // Bidirectional: spec correction of 004 (which asks n to be a multiple of 8): a multiple of
  // 4 suffices once n >= 8, since then r^k and r^(k+1) differ and the two overlaid patterns
  // sit on different nodes. At n = 4 they coincide and nodes would send two messages a phase.
  if (bidirectional && (n < 8 || n % 4 != 0)) {
    throw ConfigError(size_key,
                      "phased AAPC on bidirectional links needs n a multiple of 4 and at least 8 "
                      "(8, 12, 16, ...), got " +
                          std::to_string(n));
  }
  if (!bidirectional && (n < 4 || n % 4 != 0)) {
    throw ConfigError(size_key,
                      "phased AAPC on unidirectional links needs n a multiple of 4 and at least "
                      "4 (4, 8, 12, ...), got " +
                          std::to_string(n));
  }
}

std::string term_label(bool bar_a, int i, int k, bool bar_b, int j) {
  return std::string(bar_a ? "Mbar_" : "M_") + std::to_string(i) + ".r^" + std::to_string(k) + "(" +
         (bar_b ? "Mbar_" : "M_") + std::to_string(j) + ")";
}

void append(std::vector<PlannedMessage>& out, const std::vector<PlannedMessage>& more) {
  out.insert(out.end(), more.begin(), more.end());
}

}  // namespace

PlannedMessage cross(const RingMessage& u, const RingMessage& v) {
  PlannedMessage m;
  m.src_x = u.src;
  m.src_y = v.src;
  m.dst_x = u.dst;
  m.dst_y = v.dst;
  m.x = Motion{u.hops, u.dir};
  m.y = Motion{v.hops, v.dir};
  return m;
}

std::vector<PlannedMessage> cross(const RingPhase& p, const RingPhase& q) {
  std::vector<PlannedMessage> messages;
  messages.reserve(p.messages.size() * q.messages.size());
  for (const RingMessage& u : p.messages) {
    for (const RingMessage& v : q.messages) messages.push_back(cross(u, v));
  }
  return messages;
}

std::vector<PlannedMessage> dot(const RingTuple& ma, const RingTuple& mb) {
  if (ma.size() != mb.size()) {
    throw std::invalid_argument("dot product of tuples of different lengths");
  }
  std::vector<PlannedMessage> messages;
  messages.reserve(16 * ma.size());
  for (size_t t = 0; t < ma.size(); ++t) append(messages, cross(ma[t], mb[t]));
  return messages;
}

AapcPhasedPlan plan_from_tuples(int n, bool bidirectional, const std::vector<RingTuple>& m,
                                const std::vector<RingTuple>& mbar) {
  const int h = n / 2;
  const int len = n / 4;
  auto fits = [&](const std::vector<RingTuple>& tuples) {
    if (static_cast<int>(tuples.size()) != h) return false;
    for (const RingTuple& tuple : tuples) {
      if (static_cast<int>(tuple.size()) != len) return false;
    }
    return true;
  };
  if (n < 4 || n % 4 != 0 || !fits(m) || !fits(mbar)) {
    throw std::invalid_argument("plan_from_tuples needs n/2 tuples of n/4 phases each");
  }

  AapcPhasedPlan plan;
  plan.n = n;
  plan.bidirectional = bidirectional;
  const int families = bidirectional ? 2 : 4;
  plan.phases.reserve(static_cast<size_t>(families) * h * h * len);
  for (int f = 0; f < families; ++f) {
    // Bidirectional f = 0: (M, M) first term; f = 1: (M, Mbar). Unidirectional f's bits are
    // (ibar, jbar) in the order (M,M), (M,Mbar), (Mbar,M), (Mbar,Mbar).
    const bool bar_i = !bidirectional && f >= 2;
    const bool bar_j = f % 2 == 1;
    for (int i = 0; i < h; ++i) {
      for (int j = 0; j < h; ++j) {
        const RingTuple& a = bar_i ? mbar[i] : m[i];
        const RingTuple& b = bar_j ? mbar[j] : m[j];
        for (int k = 0; k < len; ++k) {
          PlannedPhase phase;
          phase.label = term_label(bar_i, i, k, bar_j, j);
          phase.messages = dot(a, rotate(b, k));
          if (bidirectional) {
            // The reverse-direction pattern, on the other nodes: its q's are shifted by one
            // more position, so it needs L >= 2 (n >= 8) to be node-disjoint from the first.
            const int k1 = (k + 1) % len;
            const RingTuple& b_rev = bar_j ? m[j] : mbar[j];
            phase.label += " + " + term_label(true, i, k1, !bar_j, j);
            append(phase.messages, dot(mbar[i], rotate(b_rev, k1)));
          }
          plan.phases.push_back(std::move(phase));
        }
      }
    }
  }
  return plan;
}

AapcPhasedPlan plan_aapc_phased(int n, bool bidirectional, const std::string& size_key) {
  check_size(n, bidirectional, size_key);
  return plan_from_tuples(n, bidirectional, m_tuples(n), mbar_tuples(n));
}

std::vector<std::pair<int, int>> route_nodes(const PlannedMessage& message, int n) {
  if (n <= 0) throw std::invalid_argument("route_nodes needs n > 0");
  auto wrap = [n](int v) { return ((v % n) + n) % n; };
  std::vector<std::pair<int, int>> nodes;
  nodes.reserve(message.x.hops + message.y.hops + 1);
  int x = message.src_x;
  int y = message.src_y;
  nodes.emplace_back(x, y);
  for (int s = 0; s < message.x.hops; ++s) {
    x = wrap(x + message.x.dir);
    nodes.emplace_back(x, y);
  }
  for (int s = 0; s < message.y.hops; ++s) {
    y = wrap(y + message.y.dir);
    nodes.emplace_back(x, y);
  }
  return nodes;
}

void write_plan_json(const AapcPhasedPlan& plan, std::ostream& out) {
  // Streamed one phase per line: an n = 24 plan has ~4M route nodes, too many to hold as one
  // JSON document just to print it. ordered_json keeps the spec's key order for readers.
  using Json = nlohmann::ordered_json;
  out << "{\"n\":" << plan.n << ",\"bidirectional\":" << (plan.bidirectional ? "true" : "false")
      << ",\"conventions\":" << Json(kConventions).dump() << ",\"phases\":[";
  for (size_t p = 0; p < plan.phases.size(); ++p) {
    const PlannedPhase& phase = plan.phases[p];
    Json messages = Json::array();
    for (const PlannedMessage& m : phase.messages) {
      Json route = Json::array();
      for (const auto& [x, y] : route_nodes(m, plan.n)) route.push_back(Json::array({x, y}));
      messages.push_back(Json{{"src", Json::array({m.src_x, m.src_y})},
                              {"dst", Json::array({m.dst_x, m.dst_y})},
                              {"route", std::move(route)}});
    }
    Json entry = {
        {"phase", static_cast<int>(p)}, {"label", phase.label}, {"messages", std::move(messages)}};
    out << (p == 0 ? "\n" : ",\n") << entry.dump();
  }
  out << "\n]}\n";
}

}  // namespace ccsim::sw
