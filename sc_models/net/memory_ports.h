// Serialized 4-byte memory ports and their arbiter (DESIGN: memory port).
//
// `ports` ports; each grants one 4-byte access and is then busy for `cycles_per_access`
// cycles. Requesters (processor, DMA engines, ejection engines) are arbitrated round robin,
// so k requesters that always request each get 1/k of the bandwidth. Grants are decided in
// the cycle of the request; the access completes in that cycle.
#pragma once

#include <cstdint>
#include <vector>

#include "net/cycle.h"
#include "net/params.h"

namespace ccsim::net {

class MemoryPorts {
 public:
  // Requests name requesters below `requesters` only, so the rotation needs no bound: above
  // the last requester there are none, and the search wraps around.
  MemoryPorts(const MemoryParams& params, int /*requesters*/)
      : cycles_per_access_(Cycle(params.cycles_per_access)),
        ports_(params.ports),
        port_free_at_(size_t(params.ports), 0) {}

  // Grants as many requests (bit i = requester i) as there are free ports; returns the mask.
  // Each free port in turn, lowest first, grants the first requester at or after the one
  // following the last winner, wrapping around: the RoundRobinArbiter rule, with the
  // rotation kept as a mask. Calls come at non-decreasing `now`.
  uint64_t arbitrate(uint64_t requests, Cycle now) {
    if (now < busy_until_) return arbitrate_port_by_port(requests, now);
    // Every port is free (the common case): ports 0, 1, ... take the winners in turn, so
    // which ports turn busy depends only on how many requesters there are.
    uint64_t left = requests;
    int count = 0;
    for (; left && count < ports_; ++count) left &= left - 1;
    if (count == 0) return 0;
    accesses_ += uint64_t(count);
    busy_until_ = now + cycles_per_access_;
    busy_ports_ = count;
    if (left) return pick_in_rotation(requests, count);  // more requesters than ports
    // All are granted: the last winner is the highest of those after the wrap (requesters
    // below the rotation's start), or the highest of all if there was no wrap.
    const uint64_t wrapped = requests & ~rotation_start_;
    rotate_past(highest_bit(wrapped ? wrapped : requests));
    return requests;
  }
  // `count` grants to `requester` (one bit) alone, one per cycle up to `last` (cycles_per_access
  // = 1, so every port is free again each cycle): the state arbitrate() would have left.
  void grant_alone(uint64_t requester, uint64_t count, Cycle last) {
    accesses_ += count;
    busy_until_ = last + 1;
    busy_ports_ = 1;
    rotate_past(requester);
  }
  Cycle cycles_per_access() const { return cycles_per_access_; }
  uint64_t accesses() const { return accesses_; }
  // An access granted earlier still holds a port at `now` (the grant's last cycle included).
  bool busy(Cycle now) const { return now < busy_until_; }

 private:
  static uint64_t highest_bit(uint64_t x) { return uint64_t(1) << (63 - __builtin_clzll(x)); }
  // Next time, the requesters above `winner` first. Above the last requester there are
  // none, so the search then wraps around to the lowest, as it does from the start.
  void rotate_past(uint64_t winner) { rotation_start_ = ~((winner << 1) - 1); }
  // The first requester in rotation order, which is then granted.
  uint64_t pick(uint64_t requests) {
    const uint64_t after = requests & rotation_start_;
    const uint64_t pool = after ? after : requests;
    const uint64_t winner = pool & (~pool + 1);  // lowest set bit
    rotate_past(winner);
    return winner;
  }
  // The first `count` requesters in rotation order (the ports are already accounted for).
  // Out of line, as is the port-by-port path, so that the common path inlines.
  [[gnu::noinline]] uint64_t pick_in_rotation(uint64_t requests, int count) {
    uint64_t granted = 0;
    for (int i = 0; i < count; ++i) {
      const uint64_t winner = pick(requests);
      requests &= ~winner;
      granted |= winner;
    }
    return granted;
  }
  // Some port is busy: each free port in turn takes the next winner.
  [[gnu::noinline]] uint64_t arbitrate_port_by_port(uint64_t requests, Cycle now) {
    if (busy_ports_ >= 0) {
      // Spell out what the last grant left: ports below busy_ports_ busy until busy_until_,
      // the others free (any cycle up to that grant's would do).
      for (int p = 0; p < ports_; ++p) port_free_at_[size_t(p)] = p < busy_ports_ ? busy_until_ : 0;
      busy_ports_ = -1;
    }
    uint64_t granted = 0;
    for (Cycle& free_at : port_free_at_) {
      if (!requests) break;
      if (free_at > now) continue;
      const uint64_t winner = pick(requests);
      requests &= ~winner;
      granted |= winner;
      free_at = now + cycles_per_access_;
      busy_until_ = free_at;  // no port was busy longer: its grant came no later than now
      ++accesses_;
    }
    return granted;
  }

  Cycle cycles_per_access_;
  int ports_;
  // Every port is free from busy_until_ on. When the last grant found every port free,
  // ports 0 .. busy_ports_ - 1 are busy until busy_until_ and the others free, and
  // port_free_at_ is stale (busy_ports_ = -1 when it holds each port's first free cycle).
  Cycle busy_until_ = 0;
  int busy_ports_ = -1;
  std::vector<Cycle> port_free_at_;
  uint64_t rotation_start_ = ~uint64_t(0);  // requesters at or after the rotation's start
  uint64_t accesses_ = 0;
};

}  // namespace ccsim::net
