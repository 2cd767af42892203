// What a node interface's tick reads in every cycle, and the per-cycle summaries of its two
// halves, on one cache line.
//
// The interface (node_interface.h) owns it; its injection and ejection halves read and write
// it through the reference their per-cycle calls take. With 64 nodes the machine's state is
// far larger than the first-level cache, so an idle interface then costs one miss, and a busy
// one finds every mask it decides on in the same line.
#pragma once

#include <cstdint>

#include "net/cycle.h"

namespace ccsim::net {

struct alignas(64) InterfaceHot {
  static constexpr Cycle kNever = ~Cycle(0);
  // grant_memory has nothing to do before this cycle: 0 while the processor or an engine
  // requests memory, else no ejection queue's front word is visible before it (a lower bound;
  // "never" while the queues are empty), so that ejection costs nothing while its words are
  // on their way.
  Cycle memory_wake = kNever;
  // One local channel, full duplex: our end's next free slot (Link::mirror_next_free).
  Cycle next_free = 0;
  uint64_t activity = 0;     // moves whenever something the processor may wait for happens
  uint32_t stream_mask = 0;  // bit q: injection stream q has items
  bool has_cycle_hook = false;
  bool assign_pending = false;  // a DMA job may be waiting at a stream front for an engine
  bool half_duplex = false;     // one local channel: its link is half duplex

  // Summaries kept up to date where the state they summarize changes, so that a cycle costs
  // little more than a few mask operations. Bit q stands for the queue of local channel
  // q / V and VC q % V (V = switch.num_vcs): with one local channel, bit v is VC v.
  uint32_t front_ready_mask = 0;   // injection: the stream has items and its front can give a
                                   // word now (credits aside)
  uint32_t credit_mask = 0;        // injection: the stream has credits
  uint32_t eject_mask = 0;         // ejection: the queue holds words
  int first_eject_requester = 0;   // memory requesters: the processor, the engines, the
                                   // ejection queues (bit q at first_eject_requester + q)
  uint64_t engine_requests = 0;    // bit 1 + e: DMA engine e is busy, has buffer room and
                                   // words left to fetch
  bool processor_request = false;  // the processor waits for a memory port
  bool lone_accesses = false;      // the processor takes its accesses alone (grant_memory)
  // injection: a credit may be on its way to the stream. A model switch sets the bit when it
  // frees a slot of the stream's queue (SwitchCore::notify_credits); the stream clears it once
  // it has taken every credit sent, so a starved stream costs nothing while none is coming.
  // Streams whose far end gives no such notice keep their bit set (they poll).
  uint32_t credit_hint = ~uint32_t(0);
};
static_assert(sizeof(InterfaceHot) == 64, "the interface's per-cycle state is one cache line");

}  // namespace ccsim::net
