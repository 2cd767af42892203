// The broadcast pattern of paper 002 (all-port all-to-all broadcast on n x n meshes and tori):
// for a message from source (x0, y0) that has reached node (x, y), the neighbours the node
// relays it to. Pure C++, no SystemC.
//
// On the infinite mesh the pattern is a spanning tree of every source (002 Theorem 2): the
// source sends to its four neighbours, a node on the source's row or column to two, every
// other node to one, always away from the source (002's Case 3, with I(0) taking both signs
// on an axis). A mesh trims the tree at its boundary. A torus needs each node's offset from
// the source read as one position of the infinite mesh:
//  - odd n: the offsets in [-k, k] (k = (n - 1) / 2); each channel then relays (n^2 - 1) / 4
//    messages (002 Corollary 1).
//  - n a multiple of 4: offsets in (-k, k] (k = n / 2) with the errata's "pinwheel" tie-break
//    for offset k, which the printed distance check gets wrong (n = 8: 80 deliveries per
//    source instead of 63): the offset-k column is reached from +x when its y offset is > 0,
//    else from -x; the offset-k row from +y when its x offset is < 0, else from -y; the
//    antipode via (k, k). Exact, and the busiest channel relays n^2 / 4 messages (the errata:
//    Corollary 1 holds exactly for odd n only).
//  - n = 2 mod 4: no closed optimal rule is known (errata: n = 6 has optimum 9 by search). The
//    pinwheel misses two nodes there, so the plain half-open offsets (-k, k] are used: every
//    node is still reached exactly once, at a busiest-channel load above n^2 / 4 (11 for
//    n = 6, 28 for n = 10, 53 for n = 14).
// A node relays a child of the tree only where that child's reading is the child's own
// position, so on a torus every node is reached exactly once by construction; the unit tests
// check it by brute force for every source.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ccsim::sw {

// Directions of a 2D grid node's network ports, as bits of a relay mask.
enum GridDirection : uint8_t {
  kPlusX = 1u << 0,
  kMinusX = 1u << 1,
  kPlusY = 1u << 2,
  kMinusY = 1u << 3,
};

// A rule by which every node of an n x n mesh or torus relays each source's message to some
// of its neighbours, so that each message reaches every node once (a spanning tree per source).
class GridRelayRule {
 public:
  // n x n, n >= 2; throws std::invalid_argument otherwise.
  GridRelayRule(int n, bool torus);
  virtual ~GridRelayRule() = default;

  // Directions (GridDirection bits) in which node (x, y) relays the message that source
  // (x0, y0) broadcast; 0 where it relays nothing.
  virtual uint8_t relays(int x0, int y0, int x, int y) const = 0;

  int n() const { return n_; }
  bool torus() const { return torus_; }

  // Messages each directed channel relays in the whole all-to-all broadcast, counted from the
  // rule: index (y n + x) * 4 + direction bit number; channels that do not exist (mesh
  // boundary) count 0. O(n^4).
  std::vector<uint32_t> channel_loads() const;

 protected:
  int mod(int v) const { return ((v % n_) + n_) % n_; }

  int n_;
  bool torus_;
};

class BroadcastPattern final : public GridRelayRule {
 public:
  enum class TieBreak {
    kNone,      // a mesh, or an odd torus: no offset is ambiguous
    kPinwheel,  // a torus with n a multiple of 4
    kHalfOpen,  // a torus with n = 2 mod 4 (exact, not load-optimal)
  };

  BroadcastPattern(int n, bool torus);

  // The source itself relays to all its neighbours (on a mesh, those that exist).
  uint8_t relays(int x0, int y0, int x, int y) const override;

  TieBreak tie_break() const { return tie_break_; }
  std::string tie_break_name() const;

 private:
  struct Offset {
    int dx;
    int dy;
    bool operator==(const Offset& o) const { return dx == o.dx && dy == o.dy; }
  };
  // The infinite-mesh position a torus offset is read as (a mesh: the offset itself).
  Offset reading(int dx, int dy) const;
  // Children of an infinite-mesh position in the pattern tree of the origin.
  static std::vector<Offset> children(Offset at);

  TieBreak tie_break_;
};

// The paths of Saad and Schultz's row-then-column broadcast (002's first comparison): a
// message first travels along its source's row, both ways (on a torus ceil((n - 1) / 2) hops
// in +x and floor((n - 1) / 2) in -x; on a mesh to both ends), and every node of that row sends
// it along its column the same way. As a relay rule each node passes a message on as soon as
// it has it, without the algorithm's pause between the row and the column phase.
class RowColumnFlood final : public GridRelayRule {
 public:
  using GridRelayRule::GridRelayRule;
  uint8_t relays(int x0, int y0, int x, int y) const override;

 private:
  // Hops a message goes from coordinate c0 in direction +1 or -1 along one dimension.
  int reach(int c0, int direction) const;
  // The signed offset from c0 to c along one dimension, as the rule's paths cover it.
  int offset(int c0, int c) const;
};

}  // namespace ccsim::sw
