// The credits of one link direction, counted per virtual channel instead of queued one by one.
//
// A credit sent in cycle t arrives in cycle t + latency. A receiver only ever needs how many
// credits of a VC have arrived by now, so a lane keeps the running count of credits sent and,
// for its latest send cycles, the count reached in each ("marks"). A credit sent `latency`
// or more cycles before `now` has arrived; only send cycles within the last `latency` cycles
// must be told apart, at most `latency` distinct ones, so latency + 1 marks always include
// one that has arrived, and its count is the answer. Sending and taking cost a few
// instructions, whatever the number of credits in flight or waiting to be taken.
#pragma once

#include <cstdint>
#include <vector>

#include "net/flit.h"

namespace ccsim::net {

using Cycle = uint64_t;

class CreditLanes {
 public:
  explicit CreditLanes(Cycle latency = 1) : latency_(latency) {
    while ((uint64_t(1) << slot_shift_) < latency + 1) ++slot_shift_;
    slot_mask_ = (1u << slot_shift_) - 1;
    // Unused marks read as {cycle 0, 0 sent}: arrived, and counting nothing.
    marks_.assign(size_t(kMaxVcs) << slot_shift_, Mark{});
  }

  void send(int vc, Cycle now) {
    Lane& lane = lanes_[vc];
    Mark* marks = lane_marks(vc);
    ++lane.sent;
    if (marks[lane.newest].cycle != now) {
      lane.newest = (lane.newest + 1) & slot_mask_;
      marks[lane.newest].cycle = now;
    }
    marks[lane.newest].sent = lane.sent;
  }

  // Credits of `vc` that arrived by `now` and were not taken yet; takes them. Time only moves
  // forward: queries come at non-decreasing `now`, and no credit is sent for a later cycle
  // than a query's `now` before that query.
  int take(int vc, Cycle now) {
    Lane& lane = lanes_[vc];
    const uint64_t arrived = arrived_by(vc, now);
    if (arrived <= lane.taken) return 0;
    const int count = int(arrived - lane.taken);
    lane.taken = arrived;
    return count;
  }

  // Takes one arrived credit, of the lowest such VC; false if none has arrived.
  bool take_one(Cycle now, uint8_t& vc) {
    for (int v = 0; v < kMaxVcs; ++v) {
      Lane& lane = lanes_[v];
      if (lane.sent == lane.taken || arrived_by(v, now) <= lane.taken) continue;
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

 private:
  struct Mark {
    Cycle cycle = 0;
    uint64_t sent = 0;  // credits of the lane sent up to and including `cycle`
  };
  struct Lane {
    uint64_t sent = 0;
    uint64_t taken = 0;
    uint32_t newest = 0;  // slot of the newest mark in the lane's ring of marks
  };

  Mark* lane_marks(int vc) { return &marks_[size_t(vc) << slot_shift_]; }
  const Mark* lane_marks(int vc) const { return &marks_[size_t(vc) << slot_shift_]; }

  uint64_t arrived_by(int vc, Cycle now) const {
    const Mark* marks = lane_marks(vc);
    const uint32_t newest = lanes_[vc].newest;
    for (uint32_t i = 0; i <= slot_mask_; ++i) {
      const Mark& m = marks[(newest - i) & slot_mask_];
      if (m.cycle + latency_ <= now) return m.sent;
    }
    return 0;  // every credit ever sent is still in flight (the ring holds the whole history)
  }

  Cycle latency_;
  uint32_t slot_shift_ = 0;
  uint32_t slot_mask_ = 0;
  Lane lanes_[kMaxVcs];
  std::vector<Mark> marks_;
};

}  // namespace ccsim::net
