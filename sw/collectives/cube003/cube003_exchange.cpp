// Paper 003's total exchanges: daisy chain, ADEA, TEA1, TEA2 (see cube003_exchange.h).
#include "collectives/cube003/cube003_exchange.h"

#include <algorithm>
#include <stdexcept>

#include "collectives/cube003/cube003_tea2_selection.h"
#include "core/gray_code.h"

namespace ccsim::sw::cube003 {

// ---- Daisy chain ---------------------------------------------------------------------------

DaisyChainPlan::DaisyChainPlan(const PlanParams& params) : TokenPlan(params) {
  position_.resize(size_t(node_count()));
  for (uint32_t q = 0; q < uint32_t(node_count()); ++q) position_[gray(q)] = q;
}

Step DaisyChainPlan::step(int node, int u) const {
  require_node_step(node, u);
  const uint32_t ring = uint32_t(node_count());
  const uint32_t q = position_[size_t(node)];
  const uint32_t previous = gray((q + ring - 1) % ring);
  const uint32_t next = gray((q + 1) % ring);
  Step s;
  if (u >= 1) {
    // The token of position q - u, sent by the previous node in step u - 1.
    const uint32_t token = gray((q + ring - uint32_t(u)) % ring);
    s.add_wait(top_bit(previous ^ uint32_t(node)), token * token_words_, token_words_);
  }
  if (u < int(ring) - 1) {
    const uint32_t token = gray((q + ring - uint32_t(u)) % ring);
    s.add_send(top_bit(next ^ uint32_t(node)), token * token_words_, token * token_words_,
               token_words_);
  }
  return s;
}

std::vector<Expect> DaisyChainPlan::result(int) const {
  std::vector<Expect> out;
  for (uint32_t t = 0; t < uint32_t(node_count()); ++t) {
    out.push_back(Expect{t * token_words_, t, 0, token_words_});
  }
  return out;
}

// ---- Exchanges with the same schedule seen from every node ---------------------------------

XorExchangePlan::XorExchangePlan(const PlanParams& params, std::string name,
                                 std::vector<std::vector<std::vector<uint32_t>>> entering,
                                 Passes passes, bool copies_by_distance)
    : TokenPlan(params),
      name_(std::move(name)),
      entering_(std::move(entering)),
      copies_by_distance_(copies_by_distance) {
  const int n = dimension();
  const int stages = int(entering_.size());
  for (int c = 0; c < stages; ++c) {
    if (passes == Passes::kOne) half_steps_.push_back({c, -1});
    if (passes == Passes::kTwo) {
      half_steps_.push_back({c, 0});
      half_steps_.push_back({c, 1});
    }
    if (passes == Passes::kDirected) half_steps_.push_back({c, c % 2});
  }
  for (int rp = 0; rp < 2; ++rp) {
    first_slot_[rp].assign(size_t(node_count()), UINT32_MAX);
    first_slot_[rp][0] = 0;
    region_[rp].assign(size_t(stages), std::vector<uint32_t>(size_t(n), 0));
    for (int c = 0; c < stages; ++c) {
      if (passes == Passes::kDirected && c % 2 == rp) continue;  // sent by this parity
      for (int d = 0; d < n; ++d) {
        region_[rp][size_t(c)][size_t(d)] = slots_[rp];
        for (uint32_t x : entering_[size_t(c)][size_t(d)]) {
          if (first_slot_[rp][x] == UINT32_MAX) first_slot_[rp][x] = slots_[rp];
          ++slots_[rp];
        }
      }
    }
  }
  words_of(uint64_t(std::max(slots_[0], slots_[1])) * params.elements);  // 32-bit addresses
}

uint32_t XorExchangePlan::memory_words() const {
  return std::max(slots_[0], slots_[1]) * token_words_;
}

bool XorExchangePlan::sends_in(int node, const HalfStep& h) const {
  return h.sender_parity < 0 || h.sender_parity == parity(uint32_t(node));
}

Step XorExchangePlan::step(int node, int u) const {
  require_node_step(node, u);
  const int n = dimension();
  const int half_steps = int(half_steps_.size());
  const int own = parity(uint32_t(node));
  Step s;
  // Waits: what the other side sent here in the previous half-step.
  if (u >= 1) {
    const HalfStep& h = half_steps_[size_t(u - 1)];
    if (h.sender_parity < 0 || !sends_in(node, h)) {
      for (int d = 0; d < n; ++d) {
        const size_t count = entering_[size_t(h.stage)][size_t(d)].size();
        if (count == 0) continue;
        s.add_wait(d, region_[own][size_t(h.stage)][size_t(d)] * token_words_,
                   uint32_t(count) * token_words_);
      }
    }
  }
  if (u < half_steps && sends_in(node, half_steps_[size_t(u)])) {
    const int stage = half_steps_[size_t(u)].stage;
    std::vector<Piece> pieces;
    for (int d = 0; d < n; ++d) {
      pieces.clear();
      // The receiver sees the token at offset x; the sender, across d, at x xor e_d.
      for (uint32_t x : entering_[size_t(stage)][size_t(d)]) {
        pieces.push_back(Piece{first_slot_[own][x ^ (1u << d)] * token_words_, token_words_});
      }
      s.add_send(d, region_[1 - own][size_t(stage)][size_t(d)] * token_words_, pieces);
    }
  }
  return s;
}

std::vector<Expect> XorExchangePlan::result(int node) const {
  std::vector<Expect> out;
  for (uint32_t t = 0; t < uint32_t(node_count()); ++t) {
    const uint32_t slot = first_slot_[parity(uint32_t(node))][t ^ uint32_t(node)];
    out.push_back(Expect{slot * token_words_, t, 0, token_words_});
  }
  return out;
}

int XorExchangePlan::copies(int node, uint32_t unit) const {
  return copies_by_distance_ ? popcount(uint32_t(node) ^ unit) : 1;
}

int XorExchangePlan::paper_step(int u) const {
  return u < int(half_steps_.size()) ? half_steps_[size_t(u)].stage + 1 : 0;
}

namespace {

using Entering = std::vector<std::vector<std::vector<uint32_t>>>;

Entering no_tokens(int stages, int n) {
  return Entering(size_t(stages), std::vector<std::vector<uint32_t>>(size_t(n)));
}

XorExchangePlan::Passes passes_of(const PlanParams& p) {
  return p.two_pass ? XorExchangePlan::Passes::kTwo : XorExchangePlan::Passes::kOne;
}

}  // namespace

std::unique_ptr<Plan> make_adea(const PlanParams& params) {
  const int n = params.n;
  Entering entering = no_tokens(n, n);
  for (int c = 0; c < n; ++c) {
    for (uint32_t x = 1u << c; x < (2u << c); ++x) entering[size_t(c)][size_t(c)].push_back(x);
  }
  return std::make_unique<XorExchangePlan>(params, "adea", std::move(entering), passes_of(params),
                                           false);
}

std::unique_ptr<Plan> make_tea1(const PlanParams& params) {
  const int n = params.n;
  Entering entering = no_tokens(n, n);
  for (uint32_t x = 1; x < (1u << n); ++x) {
    for (int d = 0; d < n; ++d) {
      if (x & (1u << d)) entering[size_t(popcount(x) - 1)][size_t(d)].push_back(x);
    }
  }
  return std::make_unique<XorExchangePlan>(params, "tea1", std::move(entering), passes_of(params),
                                           true);
}

std::unique_ptr<Plan> make_tea2(const PlanParams& params) {
  const int n = params.n;
  const Tea2Selection selection(n);
  Entering entering = no_tokens(n, n);
  for (int i = 1; i <= n; ++i) {
    for (int d = 0; d < n; ++d) entering[size_t(i - 1)][size_t(d)] = selection.members(i, d);
  }
  return std::make_unique<XorExchangePlan>(params, "tea2", std::move(entering), passes_of(params),
                                           false);
}

std::unique_ptr<Plan> make_tea2_grouped(const PlanParams& params) {
  const int n = params.n;
  const Tea2Selection selection(n);
  // Half-step h carries the offsets of weights h and h + 1; nodes of parity h mod 2 send.
  Entering entering = no_tokens(n + 1, n);
  for (int h = 0; h <= n; ++h) {
    for (int d = 0; d < n; ++d) {
      std::vector<uint32_t>& list = entering[size_t(h)][size_t(d)];
      if (h >= 1) list = selection.members(h, d);
      if (h + 1 <= n) {
        const std::vector<uint32_t>& more = selection.members(h + 1, d);
        list.insert(list.end(), more.begin(), more.end());
      }
    }
  }
  return std::make_unique<XorExchangePlan>(params, "tea2_grouped", std::move(entering),
                                           XorExchangePlan::Passes::kDirected, false);
}

}  // namespace ccsim::sw::cube003
