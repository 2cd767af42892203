// Runs an elaborated machine under the [sim] and [output] settings and fills the figures that
// every kind of run reports (outcome, cycles, link utilization, the cycles heads waited for an
// output held by another worm, simulator speed).
#pragma once

#include "machine.h"
#include "run/report.h"
#include "run/run_config.h"

namespace ccsim::tb {

// Traces if output.trace is set; `expected_cycles` (0 = unknown) feeds the progress ETA.
sc::RunResult run_machine(sc::Machine& machine, const RunConfig& run, net::Cycle expected_cycles,
                          RunReport& report);

}  // namespace ccsim::tb
