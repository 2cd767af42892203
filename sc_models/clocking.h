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

}  // namespace ccsim::sc
