// Synthetic traffic runs (algorithm.name = traffic): BookSim2/Noxim-style open-loop load.
#pragma once

#include "config.h"
#include "net/params.h"
#include "net/topology/topology.h"
#include "report.h"

namespace ccsim::tb {

// Throws ConfigError when the traffic configuration does not fit the machine.
void validate_traffic(const Config& config, const net::MachineParams& machine,
                      const net::Topology& topology);

RunReport simulate_traffic(const Config& config, const net::MachineParams& machine,
                           const net::Topology& topology);

}  // namespace ccsim::tb
