// Paper 003's spanning-binomial-tree plans: broadcast, pipelined broadcast, SBA, gather,
// scatter (see cube003_trees.h).
#include "collectives/cube003/cube003_trees.h"

#include <stdexcept>

#include "collectives/cube003/cube003_formulas.h"

namespace ccsim::sw::cube003 {

namespace {

uint32_t packet_size(const PlanParams& p, bool pipelined) {
  if (!pipelined) return p.elements;
  if (p.packet_elements > 0) return p.packet_elements;
  return optimal_packet_elements(p.elements, p.n, Cost{p.beta, p.tau});
}

// Step p of a broadcast in the tree xor `root`: wait for the packet from the parent, then send
// it to every child. `address` is where the packet sits at every node.
void tree_step(int n, uint32_t node, uint32_t root, uint32_t address, uint32_t words, Step& s) {
  const uint32_t relative = node ^ root;
  const int top = top_bit(relative);
  if (relative != 0) s.add_wait(top, address, words);
  for (int k = top + 1; k < n; ++k) s.add_send(k, address, address, words);
}

}  // namespace

// ---- Broadcast, one packet or pipelined ----------------------------------------------------

BroadcastPlan::BroadcastPlan(const PlanParams& params, bool pipelined)
    : Plan(params),
      pipelined_(pipelined),
      packets_(params.elements, packet_size(params, pipelined)) {
  words_of(params.elements);
}

Step BroadcastPlan::step(int node, int u) const {
  require_node_step(node, u);
  Step s;
  const uint32_t p = uint32_t(u);
  tree_step(dimension(), uint32_t(node), 0, words_of(packets_.first(p)),
            words_of(packets_.length(p)), s);
  return s;
}

uint32_t BroadcastPlan::unit_words(uint32_t unit) const { return words_of(packets_.length(unit)); }

std::string BroadcastPlan::unit_name(uint32_t unit) const {
  return "packet " + std::to_string(unit) + " of node 0's vector";
}

std::vector<Placed> BroadcastPlan::initial(int node) const {
  std::vector<Placed> out;
  if (node != 0) return out;
  for (uint32_t p = 0; p < packets_.count; ++p) out.push_back({p, words_of(packets_.first(p))});
  return out;
}

std::vector<Expect> BroadcastPlan::result(int) const {
  std::vector<Expect> out;
  for (uint32_t p = 0; p < packets_.count; ++p) {
    out.push_back({words_of(packets_.first(p)), p, 0, unit_words(p)});
  }
  return out;
}

// ---- Sequential broadcasting ---------------------------------------------------------------

SbaPlan::SbaPlan(const PlanParams& params)
    : Plan(params), packets_(params.elements, packet_size(params, true)) {
  if ((uint64_t(params.elements) * uint64_t(params.element_words) << params.n) >=
      (uint64_t(1) << 31)) {
    throw std::invalid_argument("sba: 2^n tokens of " + std::to_string(params.elements) +
                                " elements do not fit a node's 32-bit word addresses");
  }
  if ((uint64_t(packets_.count) << params.n) >= uint64_t(INT32_MAX)) {
    throw std::invalid_argument("sba: 2^n broadcasts of " + std::to_string(packets_.count) +
                                " packets are too many steps");
  }
}

int SbaPlan::steps() const { return int(packets_.count) << dimension(); }

uint32_t SbaPlan::memory_words() const {
  return words_of(uint64_t(params().elements) << dimension());
}

uint32_t SbaPlan::unit_count() const { return packets_.count << dimension(); }

uint32_t SbaPlan::unit_words(uint32_t unit) const {
  return words_of(packets_.length(unit % packets_.count));
}

std::string SbaPlan::unit_name(uint32_t unit) const {
  return "packet " + std::to_string(unit % packets_.count) + " of token " +
         std::to_string(unit / packets_.count);
}

uint32_t SbaPlan::address(uint32_t root, uint32_t packet) const {
  return words_of(uint64_t(root) * params().elements + packets_.first(packet));
}

Step SbaPlan::step(int node, int u) const {
  require_node_step(node, u);
  Step s;
  const uint32_t root = uint32_t(u) / packets_.count;
  const uint32_t p = uint32_t(u) % packets_.count;
  tree_step(dimension(), uint32_t(node), root, address(root, p), unit_words(p), s);
  return s;
}

std::vector<Placed> SbaPlan::initial(int node) const {
  std::vector<Placed> out;
  for (uint32_t p = 0; p < packets_.count; ++p) {
    out.push_back({uint32_t(node) * packets_.count + p, address(uint32_t(node), p)});
  }
  return out;
}

std::vector<Expect> SbaPlan::result(int) const {
  std::vector<Expect> out;
  for (uint32_t r = 0; r < uint32_t(node_count()); ++r) {
    for (uint32_t p = 0; p < packets_.count; ++p) {
      out.push_back({address(r, p), r * packets_.count + p, 0, unit_words(p)});
    }
  }
  return out;
}

// ---- Gather --------------------------------------------------------------------------------

Step GatherPlan::step(int node, int u) const {
  require_node_step(node, u);
  const int n = dimension();
  const int top = top_bit(uint32_t(node));
  Step s;
  // The paper's steps j = n..top + 2: the child across bit j - 1 sends its subtree here.
  for (int b = n - 1; b > top; --b) {
    s.add_wait(b, token_words_ << (n - 1 - b), token_words_ << (n - 1 - b));
  }
  if (node != 0) {
    const uint32_t held = token_words_ << (n - 1 - top);
    s.add_send(top, held, 0, held);
  }
  return s;
}

uint32_t gather_slot(int n, uint32_t relative) {
  uint32_t slot = 0;
  for (uint32_t rest = relative; rest != 0; rest &= rest - 1) {
    slot += 1u << (n - 1 - __builtin_ctz(rest));
  }
  return slot;
}

std::vector<Expect> GatherPlan::result(int node) const {
  std::vector<Expect> out;
  if (node != 0) return out;
  for (uint32_t t = 0; t < uint32_t(node_count()); ++t) {
    out.push_back({gather_slot(dimension(), t) * token_words_, t, 0, token_words_});
  }
  return out;
}

// ---- Scatter -------------------------------------------------------------------------------

Step ScatterPlan::step(int node, int u) const {
  require_node_step(node, u);
  const int n = dimension();
  const int top = top_bit(uint32_t(node));
  Step s;
  if (node != 0) s.add_wait(top, 0, token_words_ << (n - 1 - top));
  // The paper's steps j = top + 2..n: the tokens of the child across bit c = j - 1 are the
  // held block's slots [2^(n-1-c), 2^(n-c)).
  for (int c = top + 1; c < n; ++c) {
    const uint32_t words = token_words_ << (n - 1 - c);
    s.add_send(c, 0, words, words);
  }
  return s;
}

std::vector<Placed> ScatterPlan::initial(int node) const {
  std::vector<Placed> out;
  if (node != 0) return out;
  for (uint32_t x = 0; x < uint32_t(node_count()); ++x) {
    out.push_back({x, reverse_bits(x, dimension()) * token_words_});
  }
  return out;
}

std::vector<Expect> ScatterPlan::result(int node) const {
  return {Expect{0, uint32_t(node), 0, token_words_}};
}

}  // namespace ccsim::sw::cube003
