// The traversal's marks for a switch with many ports: per output port the first cycle it could
// send, on a 64-slot wheel by cycle, so that finding the ports due costs a few operations
// however many ports are held.
//
// A port's mark is kNever while it waits for an arrival or holds nothing. Marks within 64
// cycles of the next cycle ticked sit in the wheel slot of their cycle (cycle modulo 64);
// later ones are "far" and are looked at on every take. The switch (switch_core.h) decides the
// marks; the wheel only keeps them. Inline: traversal consults it for every port it visits.
// Exactness rests on the switch's rule that a mark is never later than the first cycle the port
// could send.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"

namespace ccsim::net {

class PortWheel {
 public:
  static constexpr Cycle kNever = ~Cycle(0);

  explicit PortWheel(int ports = 0) : wake_(size_t(ports), kNever) {}

  // Port p's mark (kNever: none).
  Cycle mark(int p) const { return wake_[size_t(p)]; }
  // Puts port p's mark at `wake` (kNever: off the wheel). `base` is the next cycle ticked;
  // `wake` is at or after it.
  void schedule(int p, Cycle wake, Cycle base) {
    unschedule(p);
    wake_[size_t(p)] = wake;
    if (wake == kNever) return;
    if (wake - base <= kWheelMask) {
      wheel_[size_t(wake & kWheelMask)] |= PortMask(1) << p;
      slots_ |= uint64_t(1) << (wake & kWheelMask);
    } else {
      far_ |= PortMask(1) << p;
    }
  }
  // Takes port p's mark off the wheel; the mark itself stays until forget() or schedule().
  void unschedule(int p) {
    const Cycle wake = wake_[size_t(p)];
    if (wake == kNever) return;
    const PortMask bit = PortMask(1) << p;
    if (far_ & bit) {
      far_ &= ~bit;
      return;
    }
    PortMask& slot = wheel_[size_t(wake & kWheelMask)];
    slot &= ~bit;
    if (!slot) slots_ &= ~(uint64_t(1) << (wake & kWheelMask));
  }
  void forget(int p) { wake_[size_t(p)] = kNever; }
  // The ports whose slot is now's, taken off it.
  PortMask take_slot(Cycle now) {
    const int slot = int(now & kWheelMask);
    const PortMask due = wheel_[size_t(slot)];
    wheel_[size_t(slot)] = 0;
    slots_ &= ~(uint64_t(1) << slot);
    return due;
  }
  // The far ports whose mark is at or before now, taken off the far set.
  PortMask take_far_due(Cycle now) {
    PortMask due = 0;
    for (PortMask far = far_; far; far &= far - 1) {
      const int p = __builtin_ctzll(far);
      if (wake_[size_t(p)] <= now) {
        due |= PortMask(1) << p;
        far_ &= ~(PortMask(1) << p);
      }
    }
    return due;
  }
  // The earliest mark after `now`: the first occupied slot after now's, or a far mark.
  Cycle next_mark(Cycle now) const;

 private:
  static constexpr Cycle kWheelMask = 63;
  std::vector<Cycle> wake_;
  std::array<PortMask, 64> wheel_{};  // bit p of slot s: port p is marked for a cycle = s mod 64
  uint64_t slots_ = 0;                // bit s: slot s holds a port
  PortMask far_ = 0;                  // ports marked 64 or more cycles ahead
};

}  // namespace ccsim::net
