// The levels of the recursive all-to-all broadcast (see recursive_broadcast_plan.h).
#include "collectives/grid_broadcast/recursive_broadcast_plan.h"

#include <stdexcept>

namespace ccsim::sw {

namespace {

int mod(int v, int n) { return ((v % n) + n) % n; }

// The level's four target offsets modulo n: ±v, ±i v.
std::vector<GridOffset> directions(int vx, int vy, int n) {
  return {{mod(vx, n), mod(vy, n)},
          {mod(-vx, n), mod(-vy, n)},
          {mod(-vy, n), mod(vx, n)},
          {mod(vy, n), mod(-vx, n)}};
}

}  // namespace

RecursiveBroadcastPlan::RecursiveBroadcastPlan(int n) : n_(n) {
  if (n < 2) throw std::invalid_argument("the recursive broadcast needs n >= 2");
  const int cells = n * n;
  std::vector<char> known(size_t(cells), 0);  // the tile, by offset index dy * n + dx
  known[0] = 1;
  int count = 1;
  // v = (2 + i)^k, kept modulo n (its products stay small).
  int vx = 1;
  int vy = 0;
  auto at = [&](int dx, int dy) { return size_t(mod(dy, n) * n + mod(dx, n)); };
  while (count < cells) {
    RecursiveLevel level;
    std::vector<char> next = known;
    // The (2 + i)^k cross, or the unit cross if that one adds nothing.
    for (int attempt = 0; attempt < 2 && level.sends.empty(); ++attempt) {
      const std::vector<GridOffset> dirs =
          attempt == 0 ? directions(vx, vy, n) : directions(1, 0, n);
      for (size_t j = 0; j < dirs.size(); ++j) {
        const GridOffset d = dirs[j];
        RecursiveSend send{d, {}};
        for (int oy = 0; oy < n; ++oy) {
          for (int ox = 0; ox < n; ++ox) {
            if (!known[at(ox, oy)] || known[at(ox - d.dx, oy - d.dy)]) continue;
            // The target gets it from an earlier direction's sender (t - d') instead.
            bool earlier = false;
            for (size_t e = 0; e < j && !earlier; ++e) {
              earlier = known[at(ox - d.dx + dirs[e].dx, oy - d.dy + dirs[e].dy)] != 0;
            }
            if (earlier) continue;
            send.sources.push_back({ox, oy});
            next[at(ox - d.dx, oy - d.dy)] = 1;  // the target's tile, seen from the target
          }
        }
        if (!send.sources.empty()) level.sends.push_back(std::move(send));
      }
    }
    known = std::move(next);
    count = 0;
    for (int oy = 0; oy < n; ++oy) {
      for (int ox = 0; ox < n; ++ox) {
        if (known[at(ox, oy)]) {
          level.known_after.push_back({ox, oy});
          ++count;
        }
      }
    }
    levels_.push_back(std::move(level));
    const int x = mod(2 * vx - vy, n);  // v (2 + i)
    vy = mod(vx + 2 * vy, n);
    vx = x;
  }
}

}  // namespace ccsim::sw
