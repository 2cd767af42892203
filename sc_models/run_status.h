// Shared outcome of a run: the first failure any block reports ends the simulation.
//
// Hardware blocks never call exit(): they catch their own exceptions, record the first one
// here and call sc_stop(); the testbench reads it after sc_start() returns.
#pragma once

#include <string>

namespace ccsim::sc {

struct RunStatus {
  bool failed = false;
  bool deadlock = false;
  std::string message;

  void fail(const std::string& what, bool is_deadlock = false) {
    if (failed) return;
    failed = true;
    deadlock = is_deadlock;
    message = what;
  }
};

}  // namespace ccsim::sc
