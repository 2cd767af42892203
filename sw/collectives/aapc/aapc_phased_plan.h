// Phased AAPC schedule on an n x n torus (paper 004 §2.1, as corrected by spec/aapc-phases.md).
//
// A pure function of (n, bidirectional): who sends to whom in which phase, and by which
// motions. No SystemC; unit-tested by brute force over the spec's properties.
#pragma once

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "collectives/aapc/ring_phases.h"

namespace ccsim::sw {

// A motion along one dimension: `hops` links in direction `dir` (+1 or -1); hops 0 = none.
struct Motion {
  int hops = 0;
  int dir = +1;
};

// One 2D message: x motion along the source row first, then y motion along the
// destination column (004: "a horizontal motion followed by a vertical motion").
struct PlannedMessage {
  int src_x = 0;
  int src_y = 0;
  int dst_x = 0;
  int dst_y = 0;
  Motion x;
  Motion y;
};

struct PlannedPhase {
  std::string label;  // e.g. "M_0.r^0(M_0) + Mbar_0.r^1(Mbar_0)"
  std::vector<PlannedMessage> messages;
};

struct AapcPhasedPlan {
  int n = 0;
  bool bidirectional = true;
  std::vector<PlannedPhase> phases;
};

// Throws ConfigError naming `size_key` when n does not admit the schedule: bidirectional needs
// n % 4 == 0 and n >= 8 (spec correction of 004's "multiple of 8"), unidirectional n % 4 == 0
// and n >= 4. Phase order: family, then i, then j, then k (spec/aapc-phases.md).
AapcPhasedPlan plan_aapc_phased(int n, bool bidirectional,
                                const std::string& size_key = "topology.nx");

// Nodes a message visits, source and destination included, as (x, y) pairs.
std::vector<std::pair<int, int>> route_nodes(const PlannedMessage& message, int n);

// Writes the plan in the spec's JSON schema.
void write_plan_json(const AapcPhasedPlan& plan, std::ostream& out);

// The 2D layer, exposed so that tests can build variants (e.g. mismatched twins) and check them.

// u x v: source (u.src, v.src), destination (u.dst, v.dst); x motion of u along row v.src,
// then y motion of v along column u.dst.
PlannedMessage cross(const RingMessage& u, const RingMessage& v);

// p x q: all 16 cross products (u-major). Saturates the rows of q's nodes and the columns of
// p's nodes, in the directions of p (x) and q (y).
std::vector<PlannedMessage> cross(const RingPhase& p, const RingPhase& q);

// M_a . M_b: the overlay of p_t x q_t for t = 0..L-1; write M_a . r^k(M_b) as
// dot(ma, rotate(mb, k)).
std::vector<PlannedMessage> dot(const RingTuple& ma, const RingTuple& mb);

// The schedule built from given M and Mbar tuples (n/2 tuples of n/4 phases each).
// plan_aapc_phased(n, bidi) == plan_from_tuples(n, bidi, m_tuples(n), mbar_tuples(n)) for
// valid n. It does not check n against the link mode (tests build the rejected n = 4
// bidirectional overlay with it); throws std::invalid_argument when the tuple shapes do not fit.
AapcPhasedPlan plan_from_tuples(int n, bool bidirectional, const std::vector<RingTuple>& m,
                                const std::vector<RingTuple>& mbar);

}  // namespace ccsim::sw
