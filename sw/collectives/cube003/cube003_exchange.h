// Paper 003 §4: total exchange on the binary n-cube, every node's token (m elements) to every
// node. The daisy chain around the Gray-code ring (4.2), and the exchanges whose schedule looks
// the same from every node (a node X sees token T at offset x = T xor X): ADEA (4.3), TEA1
// (4.4), TEA2 (4.5) and TEA2 with grouped half-steps. SBA (4.1) is a sequence of broadcasts
// (cube003_trees.h).
//
// Exchanges. A stage moves, along each edge (A, B) of dimension d, the tokens the plan lets
// enter B through d in that stage: ADEA stage c, every token B lacks of A's 2^c, across d = c
// only; TEA1 step i, every T with |T xor B| = i and bit d of T xor B set (each such token
// reaches B once per shortest path, i times, as the paper shows); TEA2 step i, the offsets of
// weight i that Tea2Selection assigns to d (each once). With full-duplex links a stage is one
// step in which every node sends to all its neighbours at once (one pass); with half-duplex
// links (PlanParams::two_pass) it is §4.3's two passes: even-parity nodes send first, odd
// nodes once they have received. Grouped TEA2 (§4.3, "a slight improvement") has n + 1
// directed half-steps h = 0..n instead: nodes of parity h mod 2 send the tokens of weights h
// and h + 1 seen from the receiver. The paper's 2 ceil(n/2) half-steps leave the antipodal
// token of odd nodes undelivered for even n; the errata's extra half-step fixes that.
//
// Layout, the same at every node of one parity up to the xor: the node's own token in slot 0,
// then each stage's arrivals in a fresh region per (stage, dimension), tokens in increasing
// offset. A
// message gathers its tokens from the slots where the sender first received them (one DMA
// piece per run of adjacent slots: ADEA's messages are one piece). Tokens stay where they
// arrive; the paper counts no reordering and neither does the plan.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

// §4.2: token of ring position q - s crosses from position q to q + 1 in step s; tokens are
// held in label order (token t at t m S).
class DaisyChainPlan final : public TokenPlan {
 public:
  explicit DaisyChainPlan(const PlanParams& params);
  std::string name() const override { return "daisy_chain"; }
  Collective collective() const override { return Collective::kTotalExchange; }
  bool receives(int) const override { return true; }
  int steps() const override { return node_count(); }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override { return uint32_t(node_count()) * token_words_; }
  std::vector<Expect> result(int node) const override;

 private:
  uint32_t own_address(int node) const override { return uint32_t(node) * token_words_; }
  std::vector<uint32_t> position_;  // ring position of each node (G^-1)
};

class XorExchangePlan final : public TokenPlan {
 public:
  enum class Passes { kOne, kTwo, kDirected };
  // entering[stage][d]: the offsets that enter a node through dimension d in that stage,
  // ascending. kDirected: stage h is sent by nodes of parity h mod 2.
  XorExchangePlan(const PlanParams& params, std::string name,
                  std::vector<std::vector<std::vector<uint32_t>>> entering, Passes passes,
                  bool copies_by_distance);

  std::string name() const override { return name_; }
  Collective collective() const override { return Collective::kTotalExchange; }
  bool receives(int) const override { return true; }
  int steps() const override { return int(half_steps_.size()) + 1; }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override;
  std::vector<Expect> result(int node) const override;
  int copies(int node, uint32_t unit) const override;
  int paper_step(int u) const override;
  // Tokens that enter through dimension d in stage `stage` (the edge load of that stage).
  size_t entering_count(int stage, int d) const {
    return entering_[size_t(stage)][size_t(d)].size();
  }

 private:
  struct HalfStep {
    int stage;
    int sender_parity;  // -1: every node sends
  };
  bool sends_in(int node, const HalfStep& h) const;

  std::string name_;
  std::vector<std::vector<std::vector<uint32_t>>> entering_;
  std::vector<HalfStep> half_steps_;
  // Per parity of the receiver (directed half-steps reach one parity each): [stage][d], the
  // first slot of that arrival; [offset], where the token first arrives; the slots in all.
  std::vector<std::vector<uint32_t>> region_[2];
  std::vector<uint32_t> first_slot_[2];
  uint32_t slots_[2] = {1, 1};
  bool copies_by_distance_;
};

std::unique_ptr<Plan> make_adea(const PlanParams& params);
std::unique_ptr<Plan> make_tea1(const PlanParams& params);
std::unique_ptr<Plan> make_tea2(const PlanParams& params);
std::unique_ptr<Plan> make_tea2_grouped(const PlanParams& params);

}  // namespace ccsim::sw::cube003
