// Calvin, Perennes and Trystram's recursive all-to-all broadcast on an n x n torus (002's
// second comparison), as a plan: levels of four sends per node. Pure C++, no SystemC.
//
// The slides give the algorithm's name and its delay, 2 log5(n^2) α + 3/2 (n - 1) δ +
// (n^2 - 1)/2 Lγ, and nothing more. What is built here, assumed from that formula (log base 5:
// a node and its four neighbours, a "cross" of 5 nodes, tile the plane; recursion multiplies
// the tile by 5): at level k every node knows the messages of a tile T_k of offsets from
// itself (T_0 = {0}) and sends them to the four nodes at offsets ±v, ±i v, v = (2 + i)^k read
// as the Gaussian integer (x, y) modulo n; the four copies of T_k at those offsets and T_k
// itself form T_{k+1}, a cross of crosses, 5^(k+1) nodes, until the tile covers the torus.
// Exactly once: where n^2 is not a power of 5 the copies overlap modulo n, so a node sends a
// message only to a neighbour tile that does not hold it and that no earlier of the four
// directions (in the order +v, -v, +iv, -iv) delivers it to; if a level's offsets add nothing
// (v = 0 modulo n) the level uses the unit cross instead. A message goes to its target as one
// worm, by a dimension-order route.
#pragma once

#include <string>
#include <vector>

namespace ccsim::sw {

struct GridOffset {
  int dx = 0;
  int dy = 0;
  bool operator==(const GridOffset& o) const { return dx == o.dx && dy == o.dy; }
};

// One node's sends of one level toward one target, the same at every node (translation).
struct RecursiveSend {
  GridOffset target;                // from the sender, in [0, n) per coordinate
  std::vector<GridOffset> sources;  // the messages sent, as the sources' offsets from the sender
};

struct RecursiveLevel {
  std::vector<RecursiveSend> sends;     // up to four
  std::vector<GridOffset> known_after;  // the tile T_{k+1}: every node has these sources then
};

class RecursiveBroadcastPlan {
 public:
  // n >= 2; throws std::invalid_argument otherwise.
  explicit RecursiveBroadcastPlan(int n);

  int n() const { return n_; }
  const std::vector<RecursiveLevel>& levels() const { return levels_; }

 private:
  int n_;
  std::vector<RecursiveLevel> levels_;
};

}  // namespace ccsim::sw
