// Runs an elaborated machine under the [sim] and [output] settings and fills the figures that
// every kind of run reports (outcome, cycles, link utilization, simulator speed).
#pragma once

#include "config.h"
#include "machine.h"
#include "report.h"

namespace ccsim::tb {

// Traces if output.trace is set; `expected_cycles` (0 = unknown) feeds the progress ETA.
sc::RunResult run_machine(sc::Machine& machine, const Config& config, net::Cycle expected_cycles,
                          RunReport& report);

}  // namespace ccsim::tb
