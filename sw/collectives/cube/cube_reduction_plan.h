// All-to-all reduction on a binary d-cube by one Hamiltonian cycle, by d Hamiltonian cycles
// (paper 000 §4.1, §4.2.2-4.2.4) and by reduce-and-spread (000 §5 alt. 4, Fig. 21), as
// CubePlans (contract in cube_plans.h).
//
// Layout, all three: the input is 2^d blocks of M' elements in natural order, block b (the
// block whose sum the node holding segment b keeps) at words [b M' S, (b + 1) M' S). This is
// the paper's own addressing (000 §4.2.3 selects "block j" per step instead of moving data),
// so no reordering is needed before or after: the result is block segment_of(node), in place
// (for reduce-and-spread the paper's "subselection"). Each step's partial sums are sent
// straight from their block and arrive in an arrival lounge, which mirrors a block's layout:
// a part at offset o of its block lands at lounge offset o and is added into offset o of the
// receiver's copy of the same block. Since sender and receiver keep the same block at the same
// address, every message is one contiguous range at both ends; the words per channel per step
// are those of the paper's departure lounge.
//
// Parts that follow different paths (cycle directions, locations, variables) are split at
// element granularity, since a partial sum of half an element would lose its carry; the words
// of one part may be split over the C channels of its one link (a 64-bit element as one word
// per channel), which all arrive in the same step, so adding after the step is exact.
//
// Lounges: two, by step parity, at words [2^d M' S, ...). A step's deposits land only in its
// parity's lounge, and a node adds that lounge before it sends anything of the next step, so
// a neighbour one step ahead (writing the other lounge) cannot disturb the data of this step.
// A neighbour two steps ahead would overwrite it: see lounges_safe_step_synchronous() for
// when a node program that steps on arrivals alone rules that out.
#pragma once

#include <string>
#include <vector>

#include "collectives/cube/cube_plans.h"

namespace ccsim::sw::cube {

// 000 §4.1, Fig. 6: the reverse of the one-cycle broadcast. The first ceil(M'/2) elements of
// each block travel forward along the Gray-code cycle (channel 0), the rest backward (channel
// 1, or 0 with one channel); in step u the node at cycle position q sends forward its partial
// sum for the block of position q - 1 - u and backward the one for q + 1 + u, and adds what
// arrives into its own copies. The block of position p starts at p + 1 (forward) and p - 1
// (backward) and, 2^d - 1 steps later, arrives complete at p.
class OneCycleReductionPlan final : public CubePlan {
 public:
  explicit OneCycleReductionPlan(const CubePlanParams& params);

  std::string name() const override { return "reduction.one_cycle"; }
  bool is_reduction() const override { return true; }
  int steps() const override { return node_count() - 1; }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return memory_words_; }
  uint32_t input_words() const override { return input_words_; }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int) const override { return {}; }
  uint32_t output_words() const override { return segment_words(); }
  uint32_t output_base(int node) const override { return segment_of(node) * segment_words(); }
  // Forward x -> x+1 in step u is answered by backward x+1 -> x in step u - 1 and vice versa,
  // when both parts are non-empty (M' >= 2); with d = 1 there is only one step.
  bool lounges_safe_step_synchronous() const override;

  uint32_t lounge(int parity) const { return input_words_ + parity * segment_words(); }
  uint32_t forward_words() const { return forward_words_; }

 private:
  std::vector<CubeTransfer> sends_of(int node, int step) const;
  uint32_t block_of_position(int position) const;  // the block's word address

  uint32_t input_words_;
  uint32_t memory_words_;
  uint32_t forward_words_;
  std::vector<int> transitions_;
};

// 000 §4.2.2-4.2.4, Fig. 12-20: each block is split into d locations of ceil or floor M'/d
// elements (Fig. 20), location i's words split evenly over the C channels. The partial sum
// for location i of the block destined for node D moves, in step u = 0 .. 2^d - 2, from node
// D xor sh^i(G(2^d - 1 - u)) to node D xor sh^i(G(2^d - 2 - u)), across dimension
// (t_u + i) mod d: the errata's corrected indices (000 prints the receiver as
// sh^i(G(2^d - u))). It starts at D xor 2^((d - 1 + i) mod d) and ends at D.
class DCyclesReductionPlan final : public CubePlan {
 public:
  explicit DCyclesReductionPlan(const CubePlanParams& params);

  std::string name() const override { return "reduction.d_cycles"; }
  bool is_reduction() const override { return true; }
  int steps() const override { return node_count() - 1; }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return memory_words_; }
  uint32_t input_words() const override { return input_words_; }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int) const override { return {}; }
  uint32_t output_words() const override { return segment_words(); }
  uint32_t output_base(int node) const override { return segment_of(node) * segment_words(); }
  // Every step is an exchange on every dimension that carries data; with M' >= d every
  // location carries data, so all d dimensions are used both ways in every step.
  bool lounges_safe_step_synchronous() const override;

  uint32_t lounge(int parity) const { return input_words_ + parity * segment_words(); }
  // Words [offset, offset + words) of a block: location i, channel c.
  uint32_t part_offset(int location, int channel) const;
  uint32_t part_words(int location, int channel) const;
  // The destination node of the partial sum `node` sends (receives) on location i in step u.
  int sent_block_destination(int node, int step, int location) const;
  int received_block_destination(int node, int step, int location) const;

 private:
  std::vector<CubeTransfer> transfers(int node, int step, bool sending) const;

  uint32_t input_words_;
  uint32_t memory_words_;
  std::vector<uint32_t> element_offsets_;  // d + 1, location i = elements [e_i, e_{i+1})
  std::vector<int> transitions_;
};

// 000 §5 alt. 4, Fig. 21: butterfly. The whole input (2^d M' elements) is split into d
// distributed variables of ceil or floor 2^d M'/d elements, each over the C channels; in step
// u = 0 .. d - 1 variable i is exchanged across dimension (u + i) mod d and both ends add.
// After d steps every node holds the whole reduced vector and keeps its own block.
class ReduceAndSpreadPlan final : public CubePlan {
 public:
  explicit ReduceAndSpreadPlan(const CubePlanParams& params);

  std::string name() const override { return "reduction.reduce_and_spread"; }
  bool is_reduction() const override { return true; }
  int steps() const override { return dimension(); }
  std::vector<CubeTransfer> sends(int node, int step) const override;
  std::vector<CubeTransfer> receives(int node, int step) const override;
  uint32_t memory_words() const override { return memory_words_; }
  uint32_t input_words() const override { return input_words_; }
  std::vector<WordMove> input_placement(int node) const override;
  std::vector<WordMove> final_reordering(int) const override { return {}; }
  uint32_t output_words() const override { return segment_words(); }
  uint32_t output_base(int node) const override { return segment_of(node) * segment_words(); }
  // 2^d M' >= 2^d > d: every variable is non-empty, every step uses every dimension both ways.
  bool lounges_safe_step_synchronous() const override { return true; }

  uint32_t lounge(int parity) const { return input_words_ * (1 + parity); }

 private:
  uint32_t part_offset(int variable, int channel) const;
  uint32_t part_words(int variable, int channel) const;

  uint32_t input_words_;
  uint32_t memory_words_;
  std::vector<uint32_t> element_offsets_;  // d + 1
};

}  // namespace ccsim::sw::cube
