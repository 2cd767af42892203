// The credits of one link direction, counted per virtual channel instead of queued one by one.
//
// A credit sent in cycle t arrives in cycle t + latency. A receiver only ever needs how many
// credits of a VC have arrived by now, so a lane keeps the running count of credits sent and,
// for its latest send cycles, the count reached in each ("marks"). A credit sent `latency`
// or more cycles before `now` has arrived; only send cycles within the last `latency` cycles
// must be told apart, at most `latency` distinct ones, so latency + 1 marks always include
// one that has arrived, and its count is the answer. Sending and taking cost a few
// instructions, whatever the number of credits in flight or waiting to be taken, and a lane
// (counts and marks) fills one 64-byte cache line at the usual latencies (up to 2 cycles): a
// credit is sent per word hop, and the line is cold by then.
#pragma once

#include <cstdint>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"

namespace ccsim::net {

class CreditLanes {
 public:
  struct Lane;

  explicit CreditLanes(Cycle latency = 1) : latency_(latency), lanes_(size_t(kMaxVcs)) {
    uint32_t marks = 1;
    while (marks < latency + 1) marks <<= 1;
    mark_mask_ = marks - 1;
    if (marks > kInlineMarks) {
      spilled_cycles_.resize(size_t(kMaxVcs) * marks);
      spilled_sents_.resize(size_t(kMaxVcs) * marks);
    }
    for (Lane& lane : lanes_) {
      lane.mark_mask = uint8_t(mark_mask_);
      lane.latency = uint8_t(marks > kInlineMarks ? 0 : latency);  // inline marks only
    }
  }

  // A handle for a sender that keeps its lane to send on without going through the link
  // (one cache line less per credit); null when the marks are spilled (latency > 3).
  Lane* lane_handle(int vc) { return spilled_cycles_.empty() ? &lanes_[size_t(vc)] : nullptr; }
  static void send(Lane& lane, Cycle now) { mark_send(lane, lane.cycles, lane.sents, now); }

  void send(int vc, Cycle now) {
    mark_send(lanes_[size_t(vc)], lane_cycles(vc), lane_sents(vc), now);
  }

  // take(vc, now) for a receiver that keeps the lane (a handle from lane_handle): the lane's
  // line alone, not this object's.
  [[gnu::always_inline]] static int take(Lane& lane, Cycle now) {
    if (lane.sent == lane.taken) return 0;
    // The newest mark (the latest send, its count the lane's) arrived: all have.
    if (lane.cycles[lane.newest] + lane.latency <= now) {
      const int count = int32_t(lane.sent - lane.taken);
      lane.taken = lane.sent;
      return count;
    }
    uint32_t arrived = 0;  // every mark still in flight: they are the lane's whole history
    for (uint32_t i = 1; i <= lane.mark_mask; ++i) {
      const uint32_t m = (lane.newest - i) & lane.mark_mask;
      if (lane.cycles[m] + lane.latency <= now) {
        arrived = lane.sents[m];
        break;
      }
    }
    const int count = int32_t(arrived - lane.taken);
    if (count <= 0) return 0;
    lane.taken = arrived;
    return count;
  }

  // Credits of `vc` that arrived by `now` and were not taken yet; takes them. Time only moves
  // forward: queries come at non-decreasing `now`, and no credit is sent for a later cycle
  // than a query's `now` before that query.
  int take(int vc, Cycle now) {
    Lane& lane = lanes_[size_t(vc)];
    if (spilled_cycles_.empty()) return take(lane, now);  // inline marks: the lane alone
    if (lane.sent == lane.taken) return 0;  // none in flight: the common case of a starved VC
    const uint32_t arrived = arrived_by_search(vc, lane_cycles(vc), lane.newest, now);
    const int count = int32_t(arrived - lane.taken);  // counts wrap; differences stay small
    if (count <= 0) return 0;
    lane.taken = arrived;
    return count;
  }

  // Takes one arrived credit, of the lowest such VC; false if none has arrived.
  bool take_one(Cycle now, uint8_t& vc) {
    for (int v = 0; v < kMaxVcs; ++v) {
      Lane& lane = lanes_[size_t(v)];
      if (lane.sent == lane.taken || int32_t(arrived_by(v, now) - lane.taken) <= 0) continue;
      ++lane.taken;
      vc = uint8_t(v);
      return true;
    }
    return false;
  }

  // Some credit was sent and not taken yet (arrived or not). Not for the per-cycle path.
  bool pending() const {
    for (const Lane& lane : lanes_) {
      if (lane.sent != lane.taken) return true;
    }
    return false;
  }

  // Some credit sent has not arrived by `now` (the newest mark of a lane is its latest send).
  bool in_flight(Cycle now) const {
    for (int v = 0; v < kMaxVcs; ++v) {
      const Lane& lane = lanes_[size_t(v)];
      if (lane.sent != lane.taken && lane_cycles(v)[lane.newest] + latency_ > now) return true;
    }
    return false;
  }

  static constexpr uint32_t kInlineMarks = 4;  // latency <= 3
  // One cache line: the counts and, at latencies up to 3, the ring of marks. A mark is a send
  // cycle and the lane's count of credits sent up to it; unused marks read as {cycle 0,
  // 0 sent}: arrived, counting nothing.
  struct alignas(64) Lane {
    uint32_t sent = 0;  // modulo 2^32
    uint32_t taken = 0;
    uint16_t newest = 0;    // the newest mark
    uint8_t mark_mask = 0;  // the object's mark_mask_ and latency, here so that send(lane) and
    uint8_t latency = 0;    // take(lane) need no object (inline marks only)
    Cycle cycles[kInlineMarks] = {};
    uint32_t sents[kInlineMarks] = {};
  };
  static_assert(sizeof(Lane) == 64, "a lane is one cache line");

 private:
  // One more credit on `lane`, whose marks are `cycles` and `sents` (inline or spilled).
  static void mark_send(Lane& lane, Cycle* cycles, uint32_t* sents, Cycle now) {
    ++lane.sent;
    if (cycles[lane.newest] != now) {
      lane.newest = uint16_t((lane.newest + 1) & lane.mark_mask);
      cycles[lane.newest] = now;
    }
    sents[lane.newest] = lane.sent;
  }

  Cycle* lane_cycles(int vc) {
    return spilled_cycles_.empty() ? lanes_[size_t(vc)].cycles
                                   : &spilled_cycles_[size_t(vc) * (mark_mask_ + 1)];
  }
  uint32_t* lane_sents(int vc) {
    return spilled_sents_.empty() ? lanes_[size_t(vc)].sents
                                  : &spilled_sents_[size_t(vc) * (mark_mask_ + 1)];
  }
  const Cycle* lane_cycles(int vc) const { return const_cast<CreditLanes*>(this)->lane_cycles(vc); }
  const uint32_t* lane_sents(int vc) const {
    return const_cast<CreditLanes*>(this)->lane_sents(vc);
  }

  uint32_t arrived_by(int vc, Cycle now) const {
    const Cycle* cycles = lane_cycles(vc);
    const uint32_t newest = lanes_[size_t(vc)].newest;
    if (!spilled_cycles_.empty()) return arrived_by_search(vc, cycles, newest, now);
    for (uint32_t i = 0; i <= mark_mask_; ++i) {
      const uint32_t m = (newest - i) & mark_mask_;
      if (cycles[m] + latency_ <= now) return lane_sents(vc)[m];
    }
    return 0;  // every mark is still in flight, and they are the lane's whole history
  }
  // At long latencies the arrived mark may lie thousands of marks back: going back from the
  // newest, send cycles only decrease (unused marks read as cycle 0, the oldest), so "has
  // arrived" is false up to some mark and true from it on, and a binary search finds it.
  [[gnu::noinline]] uint32_t arrived_by_search(int vc, const Cycle* cycles, uint32_t newest,
                                               Cycle now) const {
    uint32_t lo = 0;               // marks newer than lo have not arrived
    uint32_t hi = mark_mask_ + 1;  // marks from hi back have arrived (hi = none known)
    while (lo < hi) {
      const uint32_t mid = lo + (hi - lo) / 2;
      if (cycles[(newest - mid) & mark_mask_] + latency_ <= now) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo > mark_mask_ ? 0 : lane_sents(vc)[(newest - lo) & mark_mask_];
  }

  Cycle latency_;
  uint32_t mark_mask_ = 0;
  std::vector<Lane> lanes_;
  // Every lane's marks when latency > 3, lane v's at v * (mark_mask_ + 1).
  std::vector<Cycle> spilled_cycles_;
  std::vector<uint32_t> spilled_sents_;
};

}  // namespace ccsim::net
