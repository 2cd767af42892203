// Round-robin arbiter over up to 64 requesters: the grant rotates past the last winner.
//
// Fairness contract: a requester that keeps requesting is granted within n grants.
#pragma once

#include <cstdint>

namespace ccsim::net {

class RoundRobinArbiter {
 public:
  explicit RoundRobinArbiter(int requesters = 1) : n_(requesters) {}

  // Index of the granted requester among the set bits of `requests`, or -1 if none.
  // The search starts just after the previous winner (constant time: a masked scan).
  int pick(uint64_t requests) {
    if (requests == 0) return -1;
    const uint64_t at_or_after = requests & (~uint64_t(0) << next_);  // next_ < n_ <= 64
    const int winner = __builtin_ctzll(at_or_after ? at_or_after : requests);
    next_ = winner + 1 == n_ ? 0 : winner + 1;
    return winner;
  }
  int next() const { return next_; }

 private:
  int n_;
  int next_ = 0;
};

}  // namespace ccsim::net
