// Table 9's crossover search (see crossover_search.h).
#include "studies/paper000/crossover_search.h"

#include <algorithm>

#include "studies/paper000/common.h"

namespace ccsim::tb::paper000 {
namespace {

// One search's bracket.
struct Search {
  int d;
  std::string mode;
  long lo = 0;                     // d cycles lose at lo (0: not tried)
  long hi = kCrossoverResolution;  // the next M' to try while doubling; then d cycles win at hi
  bool bracketed = false;          // a win was seen: halving
  bool done = false;
  long found = 0;
  long trying() const {
    return bracketed ? (lo + hi) / 2 / kCrossoverResolution * kCrossoverResolution : hi;
  }
};

// M' up to 1024, or what the d-cycles layout with moved indices (2^d M' S words and half as
// many indices) leaves of the configured memory.
long limit(const StudyRunner& runner, int d) {
  const Config c = cube(runner, d, "a2a.broadcast.d_cycles", 1);
  const long words = long(c.get_int("memory.words"));
  return std::min(1024L, words / (3L << d) / kCrossoverResolution * kCrossoverResolution);
}

// Moves `s` on by one trial whose outcome is `win` (d cycles faster at s.trying()).
void advance(Search& s, bool win, const StudyRunner& runner) {
  const long m = s.trying();
  if (!s.bracketed) {
    if (win) {
      s.bracketed = true;
    } else {
      s.lo = m;
      s.hi = 2 * m;
      if (s.hi > limit(runner, s.d)) s.done = true;  // no crossover up to the limit
    }
  } else {
    (win ? s.hi : s.lo) = m;
  }
  if (s.bracketed) {
    const long next = s.trying();
    if (s.hi - s.lo <= kCrossoverResolution || next <= s.lo || next >= s.hi) {
      s.done = true;
      s.found = s.hi;
    }
  }
}

}  // namespace

std::vector<Crossover> search_crossovers(StudyRunner& runner, int max_dim) {
  std::vector<Search> searches;
  for (const std::string mode : {"compute", "move"}) {
    for (int d = 1; d <= max_dim; ++d) searches.push_back(Search{d, mode});
  }
  for (;;) {
    std::vector<Config> configs;
    std::vector<Search*> active;
    for (Search& s : searches) {
      if (s.done) continue;
      configs.push_back(
          cube(runner, s.d, "a2a.broadcast.d_cycles", s.trying(), with_index(s.mode)));
      configs.push_back(cube(runner, s.d, "a2a.broadcast.one_cycle", s.trying()));
      active.push_back(&s);
    }
    if (active.empty()) break;
    const std::vector<RunReport> r = runner.run(configs);
    for (size_t i = 0; i < active.size(); ++i) {
      advance(*active[i], r[2 * i].cycles < r[2 * i + 1].cycles, runner);
    }
  }
  std::vector<Crossover> out;
  for (const Search& s : searches) out.push_back({s.d, s.mode, s.found});
  return out;
}

}  // namespace ccsim::tb::paper000
