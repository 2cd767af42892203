// The machine's activity schedule: per unit (a node with its interface and switch, or a switch
// without a node), the first cycle in which its tick may change any state (net/wake_slot.h).
//
// The machine's edge process runs only in cycles in which some unit is due, ticks only the
// units due, and jumps over the cycles between: a CM-200 channel that moves a word every 57
// cycles, or a machine whose processors compute, costs nothing in the cycles nothing happens.
// Results are exactly those of ticking every unit in every cycle, because a unit's due cycle
// is never later than the first cycle its tick would change anything: a unit computes it after
// each tick (next_due), and what reaches it from outside (a word, node software) lowers it.
// Node software acts between edges, so it also makes the edge process run at the next edge.
#pragma once

#include <algorithm>
#include <systemc>
#include <vector>

#include "clocking.h"
#include "net/wake_slot.h"

namespace ccsim::sc {

class ActivitySchedule {
 public:
  ActivitySchedule(int units, const sc_core::sc_time& period)
      : due_(size_t(units), 0), period_(period) {}

  net::Cycle* slot(int unit) { return &due_[size_t(unit)]; }
  net::Cycle* slots() { return due_.data(); }
  int units() const { return int(due_.size()); }
  // The first cycle in which some unit is due (net::kNeverDue: none).
  net::Cycle earliest() const {
    net::Cycle first = net::kNeverDue;
    for (const net::Cycle due : due_) first = std::min(first, due);
    return first;
  }

  // The event the edge process waits on: notified for the next cycle with a due unit.
  const sc_core::sc_event& edge_event() const { return edge_event_; }
  // Called by the edge process of cycle `now`: the next edge runs in cycle `next` (> now), or
  // when software wakes a unit (net::kNeverDue).
  void plan_edge(net::Cycle now, net::Cycle next) {
    next_edge_ = next;
    if (next != net::kNeverDue) edge_event_.notify(double(next - now) * period_);
  }
  // Node software, between edges, changed unit `unit`'s state: it is due at the next rising
  // edge, and the edge process runs then.
  void wake_from_software(int unit) {
    const net::Cycle next = cycle_at(period_) + 1;
    net::Cycle& due = due_[size_t(unit)];
    if (next < due) due = next;
    if (next < next_edge_) {
      next_edge_ = next;
      edge_event_.notify(sc_core::sc_time::from_value(next * period_.value()) -
                         sc_core::sc_time_stamp());
    }
  }

 private:
  std::vector<net::Cycle> due_;
  sc_core::sc_time period_;
  net::Cycle next_edge_ = 0;  // the cycle of the edge planned (the first is cycle 0)
  sc_core::sc_event edge_event_;
};

}  // namespace ccsim::sc
