// Paper 003 §6: transposing an N x N matrix stored by row blocks over k = 2^n nodes, N = b k.
//
// Node X holds rows [X b, (X + 1) b) as its k blocks A(X, Q), Q = 0..k-1, each b x b elements
// row-major and contiguous (a blocked layout): SMG in column order, MTADEA in the order of Q xor
// X (its own diagonal block first), which makes its schedule the same at every node up to the
// xor. Neither order costs anything; a row-major row block would need a local permutation into
// either, which the paper does not count. Block A(P, Q) must reach node
// Q, which then holds the row block Q of the transpose: after the exchange, the processor
// transposes each block locally into the output rows (b rows of N elements, row-major), a load
// and a store per word, which the paper's formulas do not count but the node pays. Units are
// the blocks.
//
// SMG, the sequential multi-gather: k gathers of §5 in turn, gather j collecting A(P, j) from
// every P to node j over the tree xor j (with the errata's labels). A node keeps what it gathers
// for node j in an area of its own for that gather and sends its block with that area to its
// parent in one message (two pieces).
// MTADEA, the matrix transposition by alternate direction exchange: in step i = 0..n-1 every
// node sends its neighbour across dimension i every block it holds whose column index differs
// from the node's label in bit i (and receives as many), so that block A(P, Q) follows the
// e-cube path from P to Q; with half-duplex links each step is two passes, even nodes first.
// The paper's loop names the blocks of step 1 only ("A(X, Y) and A(X^i, Y) with b_i(Y) = 0");
// this is the reading that moves N^2 / (2k) elements per node and step, the cost it sums. A
// node keeps its blocks where they arrived, a fresh region per step, and sends from wherever
// they are (a DMA piece per run of adjacent blocks, up to k/2 per message).
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

class TransposePlan : public Plan {
 public:
  explicit TransposePlan(const PlanParams& params);
  Collective collective() const override { return Collective::kTranspose; }
  uint32_t unit_count() const override { return uint32_t(node_count()) * uint32_t(node_count()); }
  uint32_t unit_words(uint32_t) const override { return block_words_; }
  std::string unit_name(uint32_t unit) const override;
  std::vector<Placed> initial(int node) const override;
  std::vector<Expect> result(int node) const override;
  uint64_t finish_accesses(int node) const override;
  void finish(int node, std::vector<uint32_t>& memory) const override;
  bool receives(int) const override { return node_count() > 1; }
  uint32_t matrix_order() const { return params().block_order * uint32_t(node_count()); }

 protected:
  // Where node `node` holds block A(row, node) once the exchange is done.
  virtual uint32_t final_address(int node, uint32_t row) const = 0;
  // The position of block A(node, column) in the node's row block.
  virtual uint32_t block_position(int node, uint32_t column) const = 0;
  uint32_t block_words_;
  uint32_t output_base_ = 0;  // set by the subclass: the output rows follow its layout
};

class SmgPlan final : public TransposePlan {
 public:
  explicit SmgPlan(const PlanParams& params);
  std::string name() const override { return "transpose_smg"; }
  int steps() const override { return node_count(); }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override {
    return output_base_ + uint32_t(node_count()) * block_words_;
  }

 private:
  uint32_t final_address(int node, uint32_t row) const override;
  uint32_t block_position(int, uint32_t column) const override { return column; }
  uint32_t area(int node, int gather) const;  // first word of the node's area for gather j
  std::vector<uint32_t> area_slots_;          // prefix sums of the areas, by relative label
};

class MtadeaPlan final : public TransposePlan {
 public:
  explicit MtadeaPlan(const PlanParams& params);
  std::string name() const override { return "transpose_mtadea"; }
  int steps() const override { return (params().two_pass ? 2 : 1) * dimension() + 1; }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override {
    return output_base_ + uint32_t(node_count()) * block_words_;
  }

 private:
  uint32_t final_address(int node, uint32_t row) const override;
  uint32_t block_position(int node, uint32_t column) const override {
    return column ^ uint32_t(node);
  }
  // The same at every node up to the xor: the slots a node sends from in step i (ascending),
  // the slot where step i's arrival starts, and the slot of relative block (p, 0) at the end.
  std::vector<std::vector<uint32_t>> departing_;
  std::vector<uint32_t> region_;
  std::vector<uint32_t> final_slot_;
};

}  // namespace ccsim::sw::cube003
