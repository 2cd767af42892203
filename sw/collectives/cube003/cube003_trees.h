// Paper 003 on the spanning binomial tree of the n-cube (Fig. 3): the broadcast of §2 (2.1),
// pipelined (2.2), sequential broadcasting (4.1), and the gather and scatter of §5 (5.1).
//
// Tree rooted at node 0: the parent of X != 0 is X with its top bit cleared; its children are
// X | 2^k for every k above its top bit, k ascending (the paper's step k + 1). Rooted at r, the
// same tree xor r.
//
// Broadcast (eq. 2.1 and 2.2). Node 0's m elements are cut into packets (one packet: eq. 2.1's
// n steps of beta + m tau; algorithm.packet_elements, or eq. 2.2's optimum, pipelined). Step p:
// a node waits for packet p from its parent, then sends it to all its children at once (the
// paper's assumption that sending to several neighbours costs one start-up is the node
// program's algorithm.startups = step). Units are the packets; every node holds the vector in
// order at words [0, m S).
// Sequential broadcasting (4.1): the pipelined broadcast from every node in turn, r = 0..2^n-1,
// each node doing its part in broadcast r before broadcast r + 1, with no barrier in between
// (a node starts broadcast r + 1 as soon as its own part in r is done). Tokens in label order.
// Gather (5.1), with the errata's labels: in the paper's step j = n..1 the nodes 0^(n-j) 1 a_j
// send everything they hold to 0^(n-j+1) a_j, i.e. a node sends its whole subtree to its parent
// once its children have sent theirs. A node keeps its own token in slot 0 and the subtree of
// its child across bit b in slots [2^(n-1-b), 2^(n-b)), so what it sends is one piece.
// Scatter (5.1), with the errata's labels (b has n - j bits): the reverse. Node 0 holds token x
// in slot reverse(x) (n bits), so that the tokens a node sends to one child are one piece; each
// node keeps the block it receives from slot 0, its own token first.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

// Where the gather of §5 leaves the token of the node at `relative` (its label xor the root's)
// at the root: the slot reached by following the token down the tree, each hop into the child
// across the lowest differing bit b adding that child's region start 2^(n-1-b).
uint32_t gather_slot(int n, uint32_t relative);

class BroadcastPlan final : public Plan {
 public:
  // pipelined = false: one packet (eq. 2.1); else packet_elements, or the optimum of eq. 2.2.
  BroadcastPlan(const PlanParams& params, bool pipelined);
  std::string name() const override { return pipelined_ ? "broadcast_pipelined" : "broadcast"; }
  Collective collective() const override { return Collective::kBroadcast; }
  int steps() const override { return int(packets_.count); }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override { return words_of(params().elements); }
  uint32_t unit_count() const override { return packets_.count; }
  uint32_t unit_words(uint32_t unit) const override;
  std::string unit_name(uint32_t unit) const override;
  std::vector<Placed> initial(int node) const override;
  std::vector<Expect> result(int node) const override;
  bool receives(int node) const override { return node != 0; }
  const Packets& packets() const { return packets_; }

 private:
  bool pipelined_;
  Packets packets_;
};

class SbaPlan final : public Plan {
 public:
  explicit SbaPlan(const PlanParams& params);
  std::string name() const override { return "sba"; }
  Collective collective() const override { return Collective::kTotalExchange; }
  int steps() const override;
  Step step(int node, int u) const override;
  uint32_t memory_words() const override;
  uint32_t unit_count() const override;
  uint32_t unit_words(uint32_t unit) const override;
  std::string unit_name(uint32_t unit) const override;
  std::vector<Placed> initial(int node) const override;
  std::vector<Expect> result(int node) const override;
  bool receives(int) const override { return true; }
  const Packets& packets() const { return packets_; }

 private:
  uint32_t address(uint32_t root, uint32_t packet) const;
  Packets packets_;
};

class GatherPlan final : public TokenPlan {
 public:
  explicit GatherPlan(const PlanParams& params) : TokenPlan(params) {}
  std::string name() const override { return "gather"; }
  Collective collective() const override { return Collective::kGather; }
  int steps() const override { return 1; }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override { return token_words_ << dimension(); }
  std::vector<Expect> result(int node) const override;
  bool receives(int node) const override { return node == 0; }
};

class ScatterPlan final : public TokenPlan {
 public:
  explicit ScatterPlan(const PlanParams& params) : TokenPlan(params) {}
  std::string name() const override { return "scatter"; }
  Collective collective() const override { return Collective::kScatter; }
  int steps() const override { return 1; }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override { return token_words_ << dimension(); }
  std::vector<Placed> initial(int node) const override;
  std::vector<Expect> result(int node) const override;
  bool receives(int node) const override { return node != 0; }
};

}  // namespace ccsim::sw::cube003
