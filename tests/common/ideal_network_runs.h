// Helpers for tests that run node programs on the ideal network (sw/ideal): the machine they
// run on and the error a run ends with. Header-only.
#pragma once

#include <string>

#include "base/errors.h"
#include "common/iwarp_machine.h"
#include "ideal/ideal_network.h"
#include "net/params.h"

namespace ccsim::sw::ideal_test {

// configs/iwarp-8x8.ini, with memory small enough for 64 nodes in a unit test.
inline net::MachineParams iwarp_machine() { return testing::iwarp_machine(1u << 14); }

// Runs `program` and returns run()'s SimulationError message ("" if it returned).
inline std::string run_error(IdealNetwork& network, const IdealNetwork::Program& program) {
  try {
    network.run(program);
  } catch (const SimulationError& e) {
    return e.what();
  }
  return "";
}

}  // namespace ccsim::sw::ideal_test
