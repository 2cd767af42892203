// The shared parts of paper 003's plans (see cube003_plan.h).
#include "collectives/cube003/cube003_plan.h"

#include <stdexcept>

namespace ccsim::sw::cube003 {

void Step::add_send(int dim, uint32_t dst, const std::vector<Piece>& gathered) {
  Send s;
  s.dim = dim;
  s.dst = dst;
  s.first_piece = uint32_t(pieces.size());
  for (const Piece& p : gathered) {
    if (p.words == 0) continue;
    s.words += p.words;
    if (s.piece_count > 0 && pieces.back().src + pieces.back().words == p.src) {
      pieces.back().words += p.words;
    } else {
      pieces.push_back(p);
      ++s.piece_count;
    }
  }
  if (s.words > 0) sends.push_back(s);
}

void Step::add_send(int dim, uint32_t dst, uint32_t src, uint32_t words) {
  add_send(dim, dst, std::vector<Piece>{Piece{src, words}});
}

Packets::Packets(uint32_t elements_, uint32_t size_)
    : elements(elements_), size(size_ == 0 || size_ > elements_ ? elements_ : size_) {
  count = elements == 0 ? 0 : (elements + size - 1) / size;
}

Plan::Plan(const PlanParams& params) : params_(params) {
  if (params.n < 1 || params.n > kMaxDimension) {
    throw std::invalid_argument("n must be in 1.." + std::to_string(kMaxDimension) + ", got " +
                                std::to_string(params.n));
  }
  if (params.elements < 1) throw std::invalid_argument("elements must be at least 1");
  if (params.element_words < 1 || params.element_words > 8) {
    throw std::invalid_argument("element_words must be in 1..8");
  }
  if (!(params.beta >= 0) || !(params.tau > 0)) {
    throw std::invalid_argument("beta must be >= 0 and tau > 0 (cycles)");
  }
}

TokenPlan::TokenPlan(const PlanParams& params)
    : Plan(params), token_words_(uint32_t(params.elements) * uint32_t(params.element_words)) {
  if ((uint64_t(params.elements) * uint64_t(params.element_words) << params.n) >=
      (uint64_t(1) << 31)) {
    throw std::invalid_argument("2^n tokens of " + std::to_string(params.elements) +
                                " elements do not fit a node's 32-bit word addresses");
  }
}

std::vector<Placed> TokenPlan::initial(int node) const {
  return {Placed{uint32_t(node), own_address(node)}};
}

void Plan::require_node_step(int node, int u) const {
  if (node < 0 || node >= node_count() || u < 0 || u >= steps()) {
    throw std::out_of_range(name() + ": no node " + std::to_string(node) + " step " +
                            std::to_string(u));
  }
}

uint32_t Plan::words_of(uint64_t elements) const {
  const uint64_t words = elements * uint64_t(params_.element_words);
  if (words >= (uint64_t(1) << 31)) {
    throw std::invalid_argument(name() + ": " + std::to_string(words) +
                                " words do not fit a node's 32-bit word addresses");
  }
  return uint32_t(words);
}

int top_bit(uint32_t x) { return x == 0 ? -1 : 31 - __builtin_clz(x); }
int popcount(uint32_t x) { return __builtin_popcount(x); }
int parity(uint32_t x) { return __builtin_parity(x); }

uint32_t reverse_bits(uint32_t x, int bits) {
  uint32_t r = 0;
  for (int k = 0; k < bits; ++k) r |= ((x >> k) & 1u) << (bits - 1 - k);
  return r;
}

uint32_t ceil_div(uint64_t a, uint64_t b) { return uint32_t((a + b - 1) / b); }

}  // namespace ccsim::sw::cube003
