// Paper 002's cost model evaluated for the simulated machine, shared by the grid broadcasts'
// analytic figures: α (start-up), δ (per hop), Lγ (a message's words on a channel).
#pragma once

#include <cstdint>
#include <string>

#include "core/algorithm.h"
#include "net/params.h"

namespace ccsim::sw::grid_broadcast {

// A message's words on a channel besides its data: a route or broadcast head word, two info
// words, the trailer. The slides' L is what crosses the channel.
constexpr uint32_t kFrameWords = 4;

struct Cost {
  double alpha = 0;
  double delta = 0;
  double l_gamma = 0;
  // How the three map to the machine's keys, for each figure's source.
  static constexpr const char* kMapping =
      "alpha = node.msg_overhead_cycles, delta = link.latency_cycles + 1, L gamma = (L + 4) x "
      "link.cycles_per_word";
};

inline Cost cost(const net::MachineParams& machine, uint32_t words) {
  return Cost{double(machine.node.msg_overhead_cycles), double(machine.link.latency_cycles + 1),
              double(words + kFrameWords) * machine.link.cycles_per_word};
}

// Theorem 1's lower bound on an n x n torus or mesh: every node receives n^2 - 1 messages, over
// 4 channels on a torus and over 2 at a mesh's corner.
inline AnalyticFigure theorem1_lower_bound(const Cost& c, double n, bool torus) {
  const double channel = torus ? (n * n - 1) / 4 : (n * n - 1) / 2;
  return AnalyticFigure{"theorem1_lower_bound_cycles",
                        c.alpha + c.delta + channel * c.l_gamma,
                        "cycles",
                        std::string("002 Theorem 1 (2), ") + Cost::kMapping,
                        "all-to-all lower bound",
                        true};
}

}  // namespace ccsim::sw::grid_broadcast
