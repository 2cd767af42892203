// The port wheel's next mark: once per traversal of a switch with many ports, out of line.
#include "net/switch/port_wheel.h"

#include <algorithm>

namespace ccsim::net {

Cycle PortWheel::next_mark(Cycle now) const {
  Cycle next = kNever;
  if (slots_) {
    const int from = int((now + 1) & kWheelMask);
    const uint64_t rotated = (slots_ >> from) | (from ? slots_ << (64 - from) : 0);
    next = now + 1 + Cycle(__builtin_ctzll(rotated));
  }
  for (PortMask far = far_; far; far &= far - 1) {
    next = std::min(next, wake_[size_t(__builtin_ctzll(far))]);
  }
  return next;
}

}  // namespace ccsim::net
