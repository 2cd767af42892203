// All-to-all broadcast on a binary d-cube by one Hamiltonian cycle and by d Hamiltonian cycles
// (paper 000 §4.1 and §4.2.1), as CubePlans (contract in cube_plans.h).
//
// Layout, both plans: memory is 2^d slots of M' S words; slot 0 holds the node's own segment
// (the input, in order) and slot r > 0 is written once, by the deposit of one step, and never
// again, so neither plan needs a lounge and a neighbour may run any number of steps ahead.
// The paper's "local memory address s = j M' + k d + i" keeps element k d + i of a segment in
// location i (strided) and copies each step's words into a departure lounge; here location i
// is a contiguous word range, so every message is one range at both ends and no copy is
// needed. The words per channel per step are those of the lounge split evenly over the
// channels: ceil(M' S / (C d)) for d cycles and ceil(M' S / 2) for one cycle, Table 2's counts
// and the paper's timing model T_{d-H,c} for C = 2. (A broadcast may split elements; the
// paper's element-wise blocking needs ceil(ceil(M'/d) S / 2), equal when d divides M', never
// fewer.) The final reordering (the paper's data reordering) puts segment k at words
// [k M' S, (k + 1) M' S).
#pragma once

#include <string>
#include <vector>

#include "collectives/cube/cube_plans.h"

namespace ccsim::sw::cube {

// 000 §4.1 (Fig. 5, 7), both directions used: node at cycle position q = G^{-1}(PA) sends the
// first ceil(M' S / 2) words of each segment forward along the Gray-code cycle (to G(q + 1),
// dim t_q, channel 0) and the rest backward (to G(q - 1), dim t_{q-1}, channel 1, or 0 with
// one channel per edge); 2^d - 1 steps, each forwarding what arrived in the step before.
// Slot r holds the segment of cycle position q + r (forward halves arrive in slot 2^d - 1 - u
// at step u, backward halves in slot u + 1). Reordering: slot r -> segment (q + r) mod 2^d
// (Gray order; a block cyclic shift by q) or segment G((q + r) mod 2^d) (binary order, Fig. 7).
// With d = 1 and one channel both halves share the one link and go as one message.
class OneCycleBroadcastPlan final : public CubePlan {
 public:
  explicit OneCycleBroadcastPlan(const CubePlanParams& params);

  std::string name() const override { return "broadcast.one_cycle"; }
  bool is_reduction() const override { return false; }
  int steps() const override { return node_count() - 1; }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return memory_words_; }
  uint32_t input_words() const override { return segment_words(); }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int node) const override;
  uint32_t output_words() const override { return memory_words_; }
  uint32_t output_base(int) const override { return 0; }
  bool lounges_safe_step_synchronous() const override { return true; }

  // Words sent forward / backward per step.
  uint32_t forward_words() const { return forward_words_; }
  uint32_t backward_words() const { return segment_words() - forward_words_; }

 private:
  // The transfers node `node` sends in `step` (receives() runs it for both of its neighbours).
  std::vector<CubeTransfer> sends_of(int node, int step) const;

  uint32_t memory_words_;
  uint32_t forward_words_;
  std::vector<int> transitions_;
};

// 000 §4.2.1 (Fig. 8-11): the segment's M' S words are split as evenly as possible into C d
// contiguous subblocks (location i, channel c), i-major; location i follows exchange sequence
// (t_u + i) mod d, so in step u every node exchanges every subblock that arrived in step u - 1
// (slot u; its own at u = 0) with its neighbour across dim (t_u + i) mod d, into slot u + 1.
// After the plan, slot j location i holds the subblock of node PA xor sh^i(G(j)) (000 §4.2.1);
// the reordering moves it to that node's segment: full indirect addressing, one move per
// (slot, location) with adjacent moves merged.
class DCyclesBroadcastPlan final : public CubePlan {
 public:
  explicit DCyclesBroadcastPlan(const CubePlanParams& params);

  std::string name() const override { return "broadcast.d_cycles"; }
  bool is_reduction() const override { return false; }
  int steps() const override { return node_count() - 1; }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  // Every step is an exchange: the receives mirror the sends.
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return memory_words_; }
  uint32_t input_words() const override { return segment_words(); }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int node) const override;
  uint32_t output_words() const override { return memory_words_; }
  uint32_t output_base(int) const override { return 0; }
  bool lounges_safe_step_synchronous() const override { return true; }

  // Subblock (location, channel) of a segment: words [offset, offset + words) of the slot.
  uint32_t subblock_offset(int location, int channel) const;
  uint32_t subblock_words(int location, int channel) const;
  // The node whose subblock slot j, location i of `node` holds after the plan.
  int origin(int node, int slot, int location) const;

 private:
  uint32_t memory_words_;
  std::vector<uint32_t> offsets_;  // C d + 1 prefix sums, index location * C + channel
  std::vector<int> transitions_;
};

}  // namespace ccsim::sw::cube
