// Serialized 4-byte memory ports and their arbiter (DESIGN: memory port).
//
// `ports` ports; each grants one 4-byte access and is then busy for `cycles_per_access`
// cycles. Requesters (processor, DMA engines, ejection engines) are arbitrated round robin,
// so k requesters that always request each get 1/k of the bandwidth. Grants are decided in
// the cycle of the request; the access completes in that cycle.
#pragma once

#include <cstdint>
#include <vector>

#include "net/link.h"
#include "net/params.h"
#include "net/rr_arbiter.h"

namespace ccsim::net {

class MemoryPorts {
 public:
  MemoryPorts(const MemoryParams& params, int requesters)
      : params_(params), port_free_at_(size_t(params.ports), 0), arbiter_(requesters) {}

  // Grants as many requests (bit i = requester i) as there are free ports; returns the mask.
  uint64_t arbitrate(uint64_t requests, Cycle now) {
    uint64_t granted = 0;
    for (auto& free_at : port_free_at_) {
      if (!requests) break;
      if (free_at > now) continue;
      const int winner = arbiter_.pick(requests);
      requests &= ~(uint64_t(1) << winner);
      granted |= uint64_t(1) << winner;
      free_at = now + Cycle(params_.cycles_per_access);
      ++accesses_;
    }
    return granted;
  }
  uint64_t accesses() const { return accesses_; }

 private:
  MemoryParams params_;
  std::vector<Cycle> port_free_at_;
  RoundRobinArbiter arbiter_;
  uint64_t accesses_ = 0;
};

}  // namespace ccsim::net
