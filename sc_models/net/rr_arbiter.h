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
  // The search starts just after the previous winner.
  int pick(uint64_t requests) {
    if (requests == 0) return -1;
    for (int i = 0; i < n_; ++i) {
      const int candidate = (next_ + i) % n_;
      if (requests & (uint64_t(1) << candidate)) {
        next_ = (candidate + 1) % n_;
        return candidate;
      }
    }
    return -1;
  }
  int next() const { return next_; }

 private:
  int n_;
  int next_ = 0;
};

}  // namespace ccsim::net
