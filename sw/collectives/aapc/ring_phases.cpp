// The 1D layer of phased AAPC: ring phases and M tuples (see ring_phases.h for the contract).
#include "collectives/aapc/ring_phases.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace ccsim::sw {
namespace {

void require_ring_size(int n) {
  if (n < 4 || n % 4 != 0) {
    throw std::invalid_argument("ring phases need n a multiple of 4 and n >= 4, got n = " +
                                std::to_string(n));
  }
}

int wrap(int node, int n) { return ((node % n) + n) % n; }

RingMessage make_message(int n, int src, int hops, int dir) {
  return RingMessage{src, wrap(src + dir * hops, n), hops, hops == 0 ? +1 : dir};
}

// Circle-method round-robin among h players: round r' = 0..h-2 has (h-1, r') and
// ((r'+s) mod (h-1), (r'-s) mod (h-1)) for s = 1..h/2-1. Games come back as (small, large),
// sorted, so that M tuples have a canonical order.
std::vector<std::vector<std::pair<int, int>>> tournament_rounds(int h) {
  const int m = h - 1;
  std::vector<std::vector<std::pair<int, int>>> rounds(m);
  for (int round = 0; round < m; ++round) {
    auto& games = rounds[round];
    games.emplace_back(round, h - 1);
    for (int s = 1; s < h / 2; ++s) {
      const int p = wrap(round + s, m);
      const int q = wrap(round - s, m);
      games.emplace_back(std::min(p, q), std::max(p, q));
    }
    std::sort(games.begin(), games.end());
  }
  return rounds;
}

}  // namespace

RingPhase cw_phase(int n, int a, int b) {
  require_ring_size(n);
  const int h = n / 2;
  if (a < 0 || a >= b || b >= h) {
    throw std::invalid_argument("cw_phase needs 0 <= a < b < n/2");
  }
  const int k = b - a;
  RingPhase phase{a, b, +1, {}};
  // The chain a -> b -> a+h -> b+h -> a: k + (h-k) + k + (h-k) = n hops, every CW link once.
  phase.messages = {make_message(n, a, k, +1), make_message(n, b, h - k, +1),
                    make_message(n, a + h, k, +1), make_message(n, b + h, h - k, +1)};
  return phase;
}

RingPhase ccw_twin(const RingPhase& phase) {
  // Reversed message by message and in order, so the twin is again a chain in listed order.
  RingPhase twin{phase.a, phase.b, -phase.dir, {}};
  const size_t count = phase.messages.size();
  for (size_t i = 0; i < count; ++i) {
    const RingMessage& m = phase.messages[count - 1 - i];
    twin.messages[i] = RingMessage{m.dst, m.src, m.hops, m.hops == 0 ? +1 : -m.dir};
  }
  return twin;
}

RingPhase class3_phase(int n, int a) {
  require_ring_size(n);
  const int h = n / 2;
  if (a < 0 || a >= h) {
    throw std::invalid_argument("class3_phase needs 0 <= a < n/2");
  }
  // Spec construction (004's Figure 1 is missing): pair a with c = a +- 1 so that the CW
  // phases (even a) are node-disjoint, the CCW ones (odd a) too, and the CCW phase (2m+1, 2m+1)
  // sits on the nodes of the CW phase (2m, 2m), which the bidirectional overlay needs.
  // h is even (n % 4 == 0), so a partner always exists inside the first half.
  const bool even = a % 2 == 0;
  const int c = even ? a + 1 : a - 1;
  const int dir = even ? +1 : -1;
  RingPhase phase{a, a, dir, {}};
  phase.messages = {make_message(n, a, 0, dir), make_message(n, a + h, 0, dir),
                    make_message(n, c, h, dir), make_message(n, c + h, h, dir)};
  return phase;
}

RingPhase ccw_counterpart(int n, const RingPhase& cw) {
  if (cw.dir != +1) {
    throw std::invalid_argument("ccw_counterpart needs a CW phase");
  }
  if (cw.a == cw.b) return class3_phase(n, cw.a + 1);
  return ccw_twin(cw);
}

std::vector<RingPhase> ring_phases(int n) {
  require_ring_size(n);
  const int h = n / 2;
  std::vector<RingPhase> cw;
  for (int a = 0; a < h; ++a) {
    for (int b = a + 1; b < h; ++b) cw.push_back(cw_phase(n, a, b));
  }
  std::vector<RingPhase> all = cw;
  for (const RingPhase& p : cw) all.push_back(ccw_twin(p));
  for (int a = 0; a < h; ++a) all.push_back(class3_phase(n, a));
  return all;
}

std::vector<RingTuple> m_tuples(int n) {
  require_ring_size(n);
  const int h = n / 2;
  std::vector<RingTuple> tuples(h);
  for (int a = 0; a < h; a += 2) tuples[0].push_back(class3_phase(n, a));
  for (const auto& games : tournament_rounds(h)) {
    // Each round holds exactly one game (0, r): player 0 meets everyone once.
    const int r = games.front().second;
    for (const auto& [a, b] : games) tuples[r].push_back(cw_phase(n, a, b));
  }
  return tuples;
}

std::vector<RingTuple> mbar_tuples(int n) {
  std::vector<RingTuple> tuples = m_tuples(n);
  for (RingTuple& tuple : tuples) {
    for (RingPhase& phase : tuple) phase = ccw_counterpart(n, phase);
  }
  return tuples;
}

RingTuple rotate(const RingTuple& tuple, int k) {
  if (tuple.empty()) return tuple;
  const int len = static_cast<int>(tuple.size());
  RingTuple rotated;
  rotated.reserve(tuple.size());
  for (int t = 0; t < len; ++t) rotated.push_back(tuple[wrap(t + k, len)]);
  return rotated;
}

std::string ring_phase_name(const RingPhase& phase) {
  return "(" + std::to_string(phase.a) + ", " + std::to_string(phase.b) + ")" +
         (phase.dir < 0 ? " ccw" : "");
}

}  // namespace ccsim::sw
