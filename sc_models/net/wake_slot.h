// A unit's place on the machine's activity schedule: the first cycle in which its tick may
// change any state (sc_models/activity_schedule.h). The machine ticks a unit only from that
// cycle on; the unit computes its next one after each tick (next_due), and lowers it through
// this slot when something reaches it from outside its own tick: a word delivered by a link,
// node software. Waking too early costs a tick that finds nothing to do; waking too late would
// change the machine, so a wake is always a lower bound.
#pragma once

#include "net/cycle.h"

namespace ccsim::net {

constexpr Cycle kNeverDue = ~Cycle(0);

class WakeSlot {
 public:
  // Off any schedule (a unit ticked by hand, as in unit tests): wakes go to a slot of its own.
  WakeSlot() : due_(&unscheduled_) {}
  WakeSlot(const WakeSlot&) = delete;
  WakeSlot& operator=(const WakeSlot&) = delete;

  void attach(Cycle* due) { due_ = due; }
  [[gnu::always_inline]] void wake(Cycle cycle) {
    if (cycle < *due_) *due_ = cycle;
  }

 private:
  Cycle* due_;
  Cycle unscheduled_ = 0;
};

}  // namespace ccsim::net
