// The traffic experiment's packet sources (experiments/traffic.cpp): the window of packets in
// flight per source, the sink slots, the source queues that hold packets until their head
// leaves, and the data words every sink checks.
//
// A source numbers its packets; packet seq is in flight from its generation until its sink
// has taken its trailer, and its number modulo kSeqWindow tags it (the info word), so a source
// has at most kSeqWindow packets in flight. A sink keeps one packet slot per source, or
// kSinkSlots of them when packets of one source may reach it on several VCs at once.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

#include "net/cycle.h"
#include "traffic/rng.h"

namespace ccsim::tb {

// Data word i of packet seq of source src.
inline uint32_t payload_word(int src, uint32_t seq, uint32_t i) {
  uint64_t x = (uint64_t(uint32_t(src)) << 42) ^ (uint64_t(seq) << 12) ^ i;
  x ^= x >> 31;
  x *= 0x9E3779B97F4A7C15ULL;
  x ^= x >> 29;
  return uint32_t(x);
}

constexpr uint32_t kSeqWindow = 1u << 15;  // sequence numbers carried in the info tag
// Packet slots a sink keeps per source when packets of one source may reach it on several VCs
// at once: packet seq goes to slot seq % kSinkSlots, and its source sends it only once packet
// seq - kSinkSlots has arrived (else the source counts as capped, as with a full queue).
constexpr uint32_t kSinkSlots = 64;
static_assert(kSeqWindow % kSinkSlots == 0, "a packet's sink slot follows from its tag");

// A packet in a source queue, with the VC of its head still to be chosen.
struct QueuedPacket {
  uint32_t seq = 0;
  uint32_t route = 0;  // index into the experiment's routes
};

// A source's queue on one local channel, and the VC its last packet took.
struct SourceChannel {
  std::deque<QueuedPacket> queue;
  int last_vc = -1;
};

// n zeroed elements of a trivial type, from calloc: the host maps such large blocks as zero
// pages and backs only those a run touches, so that a source's window (kSeqWindow slots, of
// which a run at a few percent load uses the first thousands) costs nothing to set up.
template <typename T>
class ZeroedArray {
  static_assert(std::is_trivial_v<T>, "zero bytes are a T");

 public:
  explicit ZeroedArray(size_t n = 0)
      : data_(n ? static_cast<T*>(std::calloc(n, sizeof(T))) : nullptr) {
    if (n && !data_) throw std::bad_alloc();
  }
  T& operator[](size_t i) { return data_.get()[i]; }
  const T& operator[](size_t i) const { return data_.get()[i]; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
};

struct Source {
  std::unique_ptr<sw::Rng> rng;
  uint32_t next_seq = 0;
  ZeroedArray<net::Cycle> generated_at;  // by seq % kSeqWindow
  ZeroedArray<char> measured;            // generated inside the window
  ZeroedArray<char> in_flight;
  bool capped = false;  // its queue filled up at least once
  // The Bernoulli draws of packet generation, made ahead (TrafficExperiment::generate): every
  // cycle before draw_from is drawn, and offer_at is the next cycle that generates a packet
  // (drawn, not yet offered) when offer_pending.
  bool drawing = false;  // draw_from is set (at the first cycle the source runs)
  bool offer_pending = false;
  net::Cycle draw_from = 0;
  net::Cycle offer_at = 0;
  // With several injection VCs, per local channel: packets wait here until their head leaves.
  std::vector<SourceChannel> channels;
  size_t queued = 0;  // packets in those queues
};

}  // namespace ccsim::tb
