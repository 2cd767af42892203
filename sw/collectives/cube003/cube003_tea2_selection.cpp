// TEA2's balanced token selection (see cube003_tea2_selection.h).
#include "collectives/cube003/cube003_tea2_selection.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <tuple>

#include "core/gray_code.h"

namespace ccsim::sw::cube003 {

namespace {

struct ShiftClass {
  uint32_t representative;  // the least member with bit 0 set
  int period;
};

// The shift classes of the n-bit offsets of weight i.
std::vector<ShiftClass> shift_classes(int n, int i) {
  std::vector<ShiftClass> out;
  std::vector<bool> seen(size_t(1) << n, false);
  for (uint32_t x = 1; x < (uint32_t(1) << n); ++x) {
    if (__builtin_popcount(x) != i || seen[x]) continue;
    ShiftClass c{UINT32_MAX, 0};
    uint32_t y = x;
    do {
      seen[y] = true;
      if ((y & 1u) && y < c.representative) c.representative = y;
      ++c.period;
      y = rotate_left(y, 1, n);
    } while (y != x);
    out.push_back(c);
  }
  return out;
}

}  // namespace

Tea2Selection::Tea2Selection(int n) : n_(n) {
  if (n < 1 || n > 16) throw std::invalid_argument("TEA2 selection: n must be in 1..16");
  dim_.assign(size_t(1) << n, -1);
  members_.assign(size_t(n) + 1, std::vector<std::vector<uint32_t>>(size_t(n)));
  for (int i = 1; i <= n; ++i) {
    std::vector<ShiftClass> classes = shift_classes(n, i);
    std::sort(classes.begin(), classes.end(), [](const ShiftClass& a, const ShiftClass& b) {
      return std::tie(b.period, a.representative) < std::tie(a.period, b.representative);
    });
    std::vector<int> load(size_t(n), 0);
    for (const ShiftClass& c : classes) {
      int best = 0;
      std::tuple<int, int, int> best_key{INT32_MAX, INT32_MAX, INT32_MAX};
      for (int o = 0; o < n / c.period; ++o) {
        const auto first = load.begin() + o * c.period;
        const std::tuple<int, int, int> key{*std::max_element(first, first + c.period),
                                            std::accumulate(first, first + c.period, 0), o};
        if (key < best_key) {
          best_key = key;
          best = o;
        }
      }
      for (int m = 0; m < c.period; ++m) {
        const uint32_t x = rotate_left(c.representative, m, n);
        const int d = m + best * c.period;
        dim_[x] = int8_t(d);
        ++load[size_t(d)];
        members_[size_t(i)][size_t(d)].push_back(x);
      }
    }
    for (auto& list : members_[size_t(i)]) std::sort(list.begin(), list.end());
  }
}

}  // namespace ccsim::sw::cube003
