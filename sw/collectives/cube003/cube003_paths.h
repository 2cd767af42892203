// Paper 003 §3: moving m elements from node 0 to node B (PlanParams::destination).
//
// One path (eq. 3.1): the path that corrects the differing bits in increasing order, the
// vector cut into packets (algorithm.packet_elements, or eq. 3.1's optimum) and pipelined: in
// step p each node of the path waits for packet p from its predecessor and sends it on.
// Parallel paths (Propositions 3.1 and 3.2): with H = |B| the Hamming distance and d_0 < ... <
// d_(H-1) the differing bits, path k < H corrects d_k, d_(k+1), ..., d_(k-1) (cyclically); for
// each of the n - H other bits e, a path crosses e, corrects d_0..d_(H-1), and crosses e back
// (length H + 2). The n paths share no node but the two ends (so no link), and the vector is
// cut into n parts, one per path (the first m mod n one element larger), each pipelined in
// packets of one size (algorithm.packet_elements, or Proposition 3.2's optimum for the longest
// path). Every node of a path holds the vector's words at their own offsets; units are the
// packets.
#pragma once

#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

class PathsPlan final : public Plan {
 public:
  // parallel = false: the one path of eq. 3.1; true: the n paths of Proposition 3.1.
  PathsPlan(const PlanParams& params, bool parallel);
  std::string name() const override { return parallel_ ? "parallel_paths" : "path"; }
  Collective collective() const override { return Collective::kPath; }
  int steps() const override { return int(packets_per_part_); }
  Step step(int node, int u) const override;
  uint32_t memory_words() const override { return words_of(params().elements); }
  uint32_t unit_count() const override { return uint32_t(units_.size()); }
  uint32_t unit_words(uint32_t unit) const override;
  std::string unit_name(uint32_t unit) const override;
  std::vector<Placed> initial(int node) const override;
  std::vector<Expect> result(int node) const override;
  bool receives(int node) const override { return node == destination_; }

  int destination() const { return destination_; }
  int distance() const { return popcount(uint32_t(destination_)); }
  // The paths, each as its sequence of dimensions, and the longest one's length.
  const std::vector<std::vector<int>>& paths() const { return paths_; }
  int longest() const;
  uint32_t packet_elements() const { return packet_elements_; }

 private:
  struct Unit {
    uint32_t first;  // element
    uint32_t elements;
  };
  struct Role {
    int path = -1;  // -1: on no path (the two ends are on every path)
    int hop = 0;    // position on the path: node `hop` of it, 0 = node 0
  };
  // The unit of packet p on path k, or kNoUnit.
  uint32_t unit_of(int path, uint32_t p) const;

  bool parallel_;
  int destination_;
  std::vector<std::vector<int>> paths_;
  std::vector<Role> role_;            // per node
  std::vector<uint32_t> first_unit_;  // per path, then the total
  std::vector<Unit> units_;
  uint32_t packet_elements_ = 1;
  uint32_t packets_per_part_ = 1;  // of the largest part: the steps
};

}  // namespace ccsim::sw::cube003
