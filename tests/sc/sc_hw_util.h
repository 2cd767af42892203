// Helpers for the SystemC hardware tests: a small machine built from params in one call.
//
// SystemC elaborates once per process, so every TEST builds one SmallMachine and runs it once
// (the sc tier runs each test in its own process).
#pragma once

#include <memory>
#include <string>

#include "machine.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::sctest {

inline net::MachineParams small_params(const std::string& kind, int nx, int ny) {
  net::MachineParams p;
  p.topology.kind = kind;
  p.topology.nx = nx;
  p.topology.ny = ny;
  p.router.num_vcs = 2;
  p.router.queue_depth = 4;
  p.memory.words = 4096;
  return p;
}

struct SmallMachine {
  explicit SmallMachine(const net::MachineParams& params)
      : topology(net::make_topology(params.topology)),
        grid(dynamic_cast<const net::Grid2D&>(*topology)),
        machine("m", params, *topology) {}

  sc::RunResult run(net::Cycle watchdog = 2000, net::Cycle max_cycles = 200000) {
    sc::RunLimits limits;
    limits.watchdog_cycles = watchdog;
    limits.max_cycles = max_cycles;
    return machine.run(limits);
  }

  std::unique_ptr<net::Topology> topology;
  const net::Grid2D& grid;
  sc::Machine machine;
};

}  // namespace ccsim::sctest
