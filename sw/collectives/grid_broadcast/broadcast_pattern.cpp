// The broadcast pattern of paper 002 (see broadcast_pattern.h).
#include "collectives/grid_broadcast/broadcast_pattern.h"

#include <cstdlib>
#include <stdexcept>

namespace ccsim::sw {

namespace {
int sign(int v) { return v > 0 ? 1 : -1; }
int mod2(int v) { return ((v % 2) + 2) % 2; }
}  // namespace

GridRelayRule::GridRelayRule(int n, bool torus) : n_(n), torus_(torus) {
  if (n < 2) throw std::invalid_argument("grid broadcast: n must be at least 2");
}

BroadcastPattern::BroadcastPattern(int n, bool torus) : GridRelayRule(n, torus) {
  if (!torus || n % 2 == 1) {
    tie_break_ = TieBreak::kNone;
  } else {
    tie_break_ = n % 4 == 0 ? TieBreak::kPinwheel : TieBreak::kHalfOpen;
  }
}

std::string BroadcastPattern::tie_break_name() const {
  switch (tie_break_) {
    case TieBreak::kNone:
      return "none";
    case TieBreak::kPinwheel:
      return "pinwheel";
    case TieBreak::kHalfOpen:
      return "half-open";
  }
  return "none";
}

// 002 Case 3 with I(0) taking both signs: a node moves the message along x or y, away from the
// source, by the parity of dx + dy and the quadrant. At the source this gives all four
// neighbours, on an axis two, elsewhere one.
std::vector<BroadcastPattern::Offset> BroadcastPattern::children(Offset at) {
  std::vector<Offset> out;
  for (const int sx : at.dx == 0 ? std::vector<int>{1, -1} : std::vector<int>{sign(at.dx)}) {
    for (const int sy : at.dy == 0 ? std::vector<int>{1, -1} : std::vector<int>{sign(at.dy)}) {
      const int u = sx * sy > 0 ? 1 : 0;
      const Offset c{at.dx + sx * mod2(at.dx + at.dy + u),
                     at.dy + sy * mod2(at.dx + at.dy + 1 - u)};
      bool known = false;
      for (const Offset& o : out) known = known || o == c;
      if (!known) out.push_back(c);
    }
  }
  return out;
}

BroadcastPattern::Offset BroadcastPattern::reading(int dx, int dy) const {
  if (!torus_) return Offset{dx, dy};
  if (n_ % 2 == 1) {
    const int k = (n_ - 1) / 2;
    const auto wrap = [this, k](int v) { return mod(v + k) - k; };  // [-k, k]
    return Offset{wrap(dx), wrap(dy)};
  }
  const int k = n_ / 2;
  const auto wrap = [this, k](int v) { return mod(v + k - 1) - (k - 1); };  // (-k, k]
  Offset r{wrap(dx), wrap(dy)};
  if (tie_break_ != TieBreak::kPinwheel) return r;
  const bool x_tied = std::abs(r.dx) == k;
  const bool y_tied = std::abs(r.dy) == k;
  if (x_tied && y_tied) return Offset{k, k};           // the antipode
  if (x_tied) return Offset{r.dy > 0 ? k : -k, r.dy};  // from +x above the row, else from -x
  if (y_tied) return Offset{r.dx, r.dx < 0 ? k : -k};  // from +y left of the column, else -y
  return r;
}

uint8_t BroadcastPattern::relays(int x0, int y0, int x, int y) const {
  const Offset at = reading(x - x0, y - y0);
  uint8_t mask = 0;
  for (const Offset& c : children(at)) {
    if (torus_) {
      if (!(reading(c.dx, c.dy) == c)) continue;  // that node is reached another way
    } else if (x0 + c.dx < 0 || x0 + c.dx >= n_ || y0 + c.dy < 0 || y0 + c.dy >= n_) {
      continue;  // trimmed at the mesh's boundary
    }
    if (c.dx > at.dx) mask |= kPlusX;
    if (c.dx < at.dx) mask |= kMinusX;
    if (c.dy > at.dy) mask |= kPlusY;
    if (c.dy < at.dy) mask |= kMinusY;
  }
  return mask;
}

std::vector<uint32_t> GridRelayRule::channel_loads() const {
  std::vector<uint32_t> loads(size_t(n_) * size_t(n_) * 4, 0);
  std::vector<int> stack;
  for (int y0 = 0; y0 < n_; ++y0) {
    for (int x0 = 0; x0 < n_; ++x0) {
      stack.assign(1, y0 * n_ + x0);
      while (!stack.empty()) {
        const int node = stack.back();
        stack.pop_back();
        const int x = node % n_;
        const int y = node / n_;
        const uint8_t mask = relays(x0, y0, x, y);
        for (int bit = 0; bit < 4; ++bit) {
          if (!(mask & (1u << bit))) continue;
          ++loads[size_t(node) * 4 + size_t(bit)];
          const int nx = mod(x + (bit == 0 ? 1 : bit == 1 ? -1 : 0));
          const int ny = mod(y + (bit == 2 ? 1 : bit == 3 ? -1 : 0));
          stack.push_back(ny * n_ + nx);
        }
      }
    }
  }
  return loads;
}

int RowColumnFlood::reach(int c0, int direction) const {
  if (torus_) return direction > 0 ? n_ / 2 : (n_ - 1) / 2;
  return direction > 0 ? n_ - 1 - c0 : c0;
}

int RowColumnFlood::offset(int c0, int c) const {
  if (!torus_) return c - c0;
  const int ahead = mod(c - c0);  // 0 .. n - 1 hops in +
  return ahead <= reach(c0, 1) ? ahead : ahead - n_;
}

uint8_t RowColumnFlood::relays(int x0, int y0, int x, int y) const {
  const int dx = offset(x0, x);
  const int dy = offset(y0, y);
  uint8_t mask = 0;
  if (dy == 0) {
    // On the source's row: on along the row, and into this column both ways.
    if (dx >= 0 && dx < reach(x0, 1)) mask |= kPlusX;
    if (dx <= 0 && -dx < reach(x0, -1)) mask |= kMinusX;
    if (reach(y0, 1) > 0) mask |= kPlusY;
    if (reach(y0, -1) > 0) mask |= kMinusY;
  } else if (dy > 0) {
    if (dy < reach(y0, 1)) mask |= kPlusY;
  } else if (-dy < reach(y0, -1)) {
    mask |= kMinusY;
  }
  return mask;
}

}  // namespace ccsim::sw
