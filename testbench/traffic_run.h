// Synthetic traffic runs (algorithm.name = traffic): BookSim2/Noxim-style open-loop load.
#pragma once

#include "config.h"
#include "net/params.h"
#include "net/topology/topology.h"
#include "report.h"

namespace ccsim::tb {

RunReport simulate_traffic(const Config& config, const net::MachineParams& machine,
                           const net::Topology& topology);

}  // namespace ccsim::tb
