// Paper 003's transpositions: SMG and MTADEA (see cube003_transpose.h).
#include "collectives/cube003/cube003_transpose.h"

#include <stdexcept>

#include "collectives/cube003/cube003_trees.h"

namespace ccsim::sw::cube003 {

TransposePlan::TransposePlan(const PlanParams& params) : Plan(params) {
  if (params.block_order < 1) throw std::invalid_argument("block_order must be at least 1");
  const uint64_t b = params.block_order;
  // The largest layout (SMG's): k + n k / 2 + k blocks.
  const uint64_t blocks = (uint64_t(2) << params.n) + (uint64_t(params.n) << params.n) / 2;
  if (b * b * uint64_t(params.element_words) * blocks >= (uint64_t(1) << 31)) {
    throw std::invalid_argument("blocks of " + std::to_string(b) + " x " + std::to_string(b) +
                                " elements do not fit a node's 32-bit word addresses");
  }
  block_words_ = uint32_t(b * b) * uint32_t(params.element_words);
}

std::string TransposePlan::unit_name(uint32_t unit) const {
  return "block A(" + std::to_string(unit / uint32_t(node_count())) + ", " +
         std::to_string(unit % uint32_t(node_count())) + ")";
}

std::vector<Placed> TransposePlan::initial(int node) const {
  std::vector<Placed> out;
  const uint32_t k = uint32_t(node_count());
  for (uint32_t q = 0; q < k; ++q) {
    out.push_back({uint32_t(node) * k + q, block_position(node, q) * block_words_});
  }
  return out;
}

// Output row r of the node's transposed row block, column c: A(c, node b + r), which is element
// (c mod b, r) of block A(c / b, node).
std::vector<Expect> TransposePlan::result(int node) const {
  std::vector<Expect> out;
  const uint32_t b = params().block_order;
  const uint32_t s = uint32_t(params().element_words);
  const uint32_t n_cols = matrix_order();
  for (uint32_t r = 0; r < b; ++r) {
    for (uint32_t c = 0; c < n_cols; ++c) {
      const uint32_t unit = (c / b) * uint32_t(node_count()) + uint32_t(node);
      out.push_back({output_base_ + (r * n_cols + c) * s, unit, ((c % b) * b + r) * s, s});
    }
  }
  return out;
}

uint64_t TransposePlan::finish_accesses(int) const {
  return 2 * uint64_t(block_words_) * uint64_t(node_count());  // a load and a store per word
}

void TransposePlan::finish(int node, std::vector<uint32_t>& memory) const {
  const uint32_t b = params().block_order;
  const uint32_t s = uint32_t(params().element_words);
  const uint32_t n_cols = matrix_order();
  for (uint32_t row = 0; row < uint32_t(node_count()); ++row) {
    const uint32_t from = final_address(node, row);
    for (uint32_t i = 0; i < b; ++i) {
      for (uint32_t j = 0; j < b; ++j) {
        // Element (i, j) of A(row, node) is element (j, row b + i) of the output rows.
        const uint32_t to = output_base_ + (j * n_cols + row * b + i) * s;
        for (uint32_t w = 0; w < s; ++w) memory[to + w] = memory[from + (i * b + j) * s + w];
      }
    }
  }
}

// ---- SMG -----------------------------------------------------------------------------------

SmgPlan::SmgPlan(const PlanParams& params) : TransposePlan(params) {
  const int n = params.n;
  // A node whose label is y relative to the root gathers 2^(n-1-top(y)) - 1 blocks.
  area_slots_.assign(size_t(node_count()) + 1, 0);
  for (uint32_t y = 0; y < uint32_t(node_count()); ++y) {
    area_slots_[y + 1] = area_slots_[y] + (1u << (n - 1 - top_bit(y))) - 1;
  }
  output_base_ = (uint32_t(node_count()) + area_slots_.back()) * block_words_;
}

uint32_t SmgPlan::area(int node, int gather) const {
  return (uint32_t(node_count()) + area_slots_[uint32_t(node ^ gather)]) * block_words_;
}

Step SmgPlan::step(int node, int u) const {
  require_node_step(node, u);
  const int n = dimension();
  const uint32_t relative = uint32_t(node ^ u);
  const int top = top_bit(relative);
  const uint32_t own = uint32_t(u) * block_words_;  // A(node, u) in the row block
  Step s;
  for (int b = n - 1; b > top; --b) {
    const uint32_t start = ((1u << (n - 1 - b)) - 1) * block_words_;
    s.add_wait(b, area(node, u) + start, (1u << (n - 1 - b)) * block_words_);
  }
  if (relative != 0) {
    const uint32_t gathered = ((1u << (n - 1 - top)) - 1) * block_words_;
    const int parent = node ^ (1 << top);
    s.add_send(top, area(parent, u) + gathered,
               {Piece{own, block_words_}, Piece{area(node, u), gathered}});
  }
  return s;
}

uint32_t SmgPlan::final_address(int node, uint32_t row) const {
  if (row == uint32_t(node)) return row * block_words_;
  return area(node, node) + (gather_slot(dimension(), row ^ uint32_t(node)) - 1) * block_words_;
}

// ---- MTADEA --------------------------------------------------------------------------------

MtadeaPlan::MtadeaPlan(const PlanParams& params) : TransposePlan(params) {
  const int n = params.n;
  const uint32_t k = uint32_t(node_count());
  // Follow the relative blocks (p, q) = (P xor X, Q xor X) of one node X through the steps.
  std::vector<std::pair<uint32_t, uint32_t>> slots;
  for (uint32_t q = 0; q < k; ++q) slots.push_back({0, q});
  std::vector<bool> held(k, true);
  for (int i = 0; i < n; ++i) {
    departing_.emplace_back();
    region_.push_back(uint32_t(slots.size()));
    const size_t before = slots.size();
    for (size_t sl = 0; sl < before; ++sl) {
      if (!held[sl] || !((slots[sl].second >> i) & 1u)) continue;
      held[sl] = false;
      departing_.back().push_back(uint32_t(sl));
      // Seen from the receiver across i, the block's offsets both flip bit i.
      slots.push_back({slots[sl].first ^ (1u << i), slots[sl].second ^ (1u << i)});
      held.push_back(true);
    }
  }
  final_slot_.assign(k, 0);
  for (size_t sl = 0; sl < slots.size(); ++sl) {
    if (!held[sl]) continue;
    if (slots[sl].second != 0) throw std::logic_error("MTADEA: a block missed its column");
    final_slot_[slots[sl].first] = uint32_t(sl);
  }
  output_base_ = uint32_t(slots.size()) * block_words_;
}

Step MtadeaPlan::step(int node, int u) const {
  require_node_step(node, u);
  const bool two = params().two_pass;
  const int half_steps = (two ? 2 : 1) * dimension();
  const auto sends_in = [&](int h) { return !two || h % 2 == parity(uint32_t(node)); };
  const auto dim_of = [&](int h) { return two ? h / 2 : h; };
  const uint32_t words = uint32_t(node_count()) / 2 * block_words_;
  Step s;
  if (u >= 1 && (!two || !sends_in(u - 1))) {
    s.add_wait(dim_of(u - 1), region_[size_t(dim_of(u - 1))] * block_words_, words);
  }
  if (u < half_steps && sends_in(u)) {
    const int i = dim_of(u);
    std::vector<Piece> pieces;
    for (uint32_t sl : departing_[size_t(i)]) pieces.push_back({sl * block_words_, block_words_});
    s.add_send(i, region_[size_t(i)] * block_words_, pieces);
  }
  return s;
}

uint32_t MtadeaPlan::final_address(int node, uint32_t row) const {
  return final_slot_[row ^ uint32_t(node)] * block_words_;
}

}  // namespace ccsim::sw::cube003
