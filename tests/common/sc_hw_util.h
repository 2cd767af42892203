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

// A machine and the grid it is built on (mesh2d or torus2d).
struct SmallParams : net::MachineParams {
  bool wrap = true;
  int nx = 1;
  int ny = 1;
};

inline SmallParams small_params(const std::string& kind, int nx, int ny) {
  SmallParams p;
  p.wrap = kind == "torus2d";
  p.nx = nx;
  p.ny = ny;
  p.router.num_vcs = 2;
  p.router.queue_depth = 4;
  p.memory.words = 4096;
  return p;
}

struct SmallMachine {
  explicit SmallMachine(const SmallParams& params)
      : grid(params.nx, params.ny, params.wrap), machine("m", params, grid) {}

  sc::RunResult run(net::Cycle watchdog = 2000, net::Cycle max_cycles = 200000) {
    sc::RunLimits limits;
    limits.watchdog_cycles = watchdog;
    limits.max_cycles = max_cycles;
    return machine.run(limits);
  }

  net::Grid2D grid;
  sc::Machine machine;
};

}  // namespace ccsim::sctest
