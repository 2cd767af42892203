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

namespace ccsim::net {

class MemoryPorts {
 public:
  // Requests name requesters below `requesters` only, so the rotation needs no bound: above
  // the last requester there are none, and the search wraps around.
  MemoryPorts(const MemoryParams& params, int /*requesters*/)
      : cycles_per_access_(Cycle(params.cycles_per_access)),
        port_free_at_(size_t(params.ports), 0) {}

  // Grants as many requests (bit i = requester i) as there are free ports; returns the mask.
  // Each free port in turn grants the first requester at or after the one following the last
  // winner, wrapping around: the RoundRobinArbiter rule, with the rotation kept as a mask.
  uint64_t arbitrate(uint64_t requests, Cycle now) {
    uint64_t granted = 0;
    for (Cycle& free_at : port_free_at_) {
      if (!requests) break;
      if (free_at > now) continue;
      const uint64_t after = requests & rotation_start_;
      const uint64_t pool = after ? after : requests;
      const uint64_t winner = pool & (~pool + 1);  // lowest set bit
      requests &= ~winner;
      granted |= winner;
      // Next time, the requesters above the winner first. Above the last requester there
      // are none, so the search then wraps around to the lowest, as it does from the start.
      rotation_start_ = ~((winner << 1) - 1);
      free_at = now + cycles_per_access_;
      ++accesses_;
    }
    return granted;
  }
  uint64_t accesses() const { return accesses_; }

 private:
  Cycle cycles_per_access_;
  std::vector<Cycle> port_free_at_;
  uint64_t rotation_start_ = ~uint64_t(0);  // requesters at or after the rotation's start
  uint64_t accesses_ = 0;
};

}  // namespace ccsim::net
