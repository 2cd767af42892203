// All-to-all broadcast by send-and-spread on a binary d-cube (paper 000 §5 alt. 3, Table 2):
// a gather to node 0 through the router, then a pipelined spread from node 0 over d
// edge-disjoint spanning binomial trees. A CubePlan (contract in cube_plans.h).
//
// Trees: 000 names "d rotated spanning binomial trees" with tree i on dimension (u + i) mod d
// in step u. With one dimension per tree and step, a pipelined spread must send every packet
// out of the root once per dimension, which costs about M/2 transfers in sequence, not
// Table 2's ceil(M/2d) + d. That count needs trees that share no directed edge, so that every
// edge of every tree can carry one packet per step: the edge-disjoint spanning binomial trees
// (ESBT) of Johnsson and Ho, 000's reference [14]. Tree j: node 0 -> 2^j, and below 2^j a
// spanning binomial tree rotated by j (parent of x: with y = rotr(x xor 2^j, j), clear the
// lowest set bit of y, rotate back, xor 2^j), without its edge back to node 0. Depth of x != 0:
// 1 + popcount(x xor 2^j), at most d + 1 (d >= 2).
//
// Layout: words [0, 2^d M' S) are the whole vector in order (segment k at k M' S, no final
// reordering); a node other than 0 keeps its input in a send buffer after it, node 0 keeps
// its own in place. Step 0 is the gather: every node != 0 sends its segment in one routed
// message (dim kRouted) into its place at node 0. Spread: the vector is split evenly into C d
// parts (tree j, channel c), each into packets of P words; in step 1 + k + l, packet k of
// every part crosses the edges of its tree at depth l -> l + 1. Every vector word reaches every
// node != 0 once, in place, so no lounge is needed and a neighbour may run ahead freely.
#pragma once

#include <string>
#include <vector>

#include "collectives/cube/cube_plans.h"

namespace ccsim::sw::cube {

class SendAndSpreadPlan final : public CubePlan {
 public:
  // packet_words P: words per packet; 0 chooses ceil(part / d), about d packets per part.
  // P = 1 is Table 2's count (ceil(M/2d) + d for the spread); node programs that pay a
  // per-message overhead will want larger packets.
  explicit SendAndSpreadPlan(const CubePlanParams& params, uint32_t packet_words = 0);

  std::string name() const override { return "broadcast.send_and_spread"; }
  bool is_reduction() const override { return false; }
  int steps() const override { return steps_; }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return vector_words_ + segment_words(); }
  uint32_t input_words() const override { return segment_words(); }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int) const override { return {}; }
  uint32_t output_words() const override { return vector_words_; }
  uint32_t output_base(int) const override { return 0; }
  bool lounges_safe_step_synchronous() const override { return true; }

  uint32_t packet_words() const { return packet_words_; }
  // Analytic bound of the routed gather: node 0 receives (2^d - 1) M' S words on C d input
  // channels, ceil of their quotient in sequence at best (Table 2's first ceil(M/2d)).
  uint64_t gather_bound_words() const;

  // The ESBT of tree j (root 0): parent (x != 0), children, depth.
  int tree_parent(int tree, int node) const;
  std::vector<int> tree_children(int tree, int node) const;
  int tree_depth(int tree, int node) const;

 private:
  uint32_t part_words(int part) const { return parts_[part + 1] - parts_[part]; }
  uint32_t packets(int part) const;
  // Packet k of part p, if it exists.
  bool packet(int part, int k, CubeTransfer& t) const;

  uint32_t vector_words_;
  std::vector<uint32_t> parts_;  // C d + 1 offsets, part = tree * C + channel
  uint32_t packet_words_;
  int steps_;
};

}  // namespace ccsim::sw::cube
