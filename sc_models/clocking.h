// Cycle numbering shared by every clocked block: cycle = simulated time / clock period.
//
// Hardware changes state on the rising edge at t = cycle * period; node software runs
// between edges (at falling edges), so what it writes is seen by the next rising edge.
#pragma once

#include <systemc>

#include "net/cycle.h"

namespace ccsim::sc {

inline net::Cycle cycle_at(const sc_core::sc_time& period) {
  return net::Cycle(sc_core::sc_time_stamp().value() / period.value());
}

// From now to the next falling edge (the middle of a cycle), where node software acts: there is
// no clock signal to wait on, as the machine's edge process skips idle cycles.
inline sc_core::sc_time until_falling_edge(const sc_core::sc_time& period) {
  const uint64_t now = sc_core::sc_time_stamp().value();
  const uint64_t p = period.value();
  const uint64_t falling = now / p * p + p / 2;
  return sc_core::sc_time::from_value(falling > now ? falling - now : falling + p - now);
}

}  // namespace ccsim::sc
