// TEA2's token selection (paper 003 §4.3), with the errata's balanced choice for periodic
// classes: through which edge each token enters a node.
//
// Seen from the receiver B, a token T is at offset x = T xor B, and at step i = |x| it must
// come from one neighbour A = B xor e_d with bit d of x set (A then holds it: it is at distance
// i - 1 from A). The paper partitions the offsets of weight i into classes under the cyclic
// left shift S and lets the member S^m r of a class (r with its last bit, bit 0, set) enter
// through dimension m. That is right for aperiodic classes only: a class of period p < n
// (0101, and the all-ones offset at i = n) has p members, and the printed rule sends each n/p
// times. Following the errata, member S^m r of a class of period p enters through dimension
// m + o p, with one offset o in 0 .. n/p - 1 per class, chosen to balance the loads: classes
// by decreasing period, each onto the block of dimensions [o p, (o + 1) p) whose largest (then
// total) load is least. Every offset of weight i is then assigned once, and at most
// ceil(C(n, i) / n) offsets enter through any one dimension (brute-force checked for n <= 11).
// Pure C++; the table is 2^n entries.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ccsim::sw::cube003 {

class Tea2Selection {
 public:
  explicit Tea2Selection(int n);  // 1 <= n <= 16

  int dimension() const { return n_; }
  // The dimension offset x (x != 0) enters through; bit dim_of(x) of x is set.
  int dim_of(uint32_t x) const { return dim_[x]; }
  // The offsets of weight i that enter through dimension d, ascending.
  const std::vector<uint32_t>& members(int i, int d) const {
    return members_[size_t(i)][size_t(d)];
  }

 private:
  int n_;
  std::vector<int8_t> dim_;
  std::vector<std::vector<std::vector<uint32_t>>> members_;  // [i][d]
};

}  // namespace ccsim::sw::cube003
