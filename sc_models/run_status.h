// Shared outcome of a run: the first failure any block reports ends the simulation.
//
// Hardware blocks never call exit(): they catch their own exceptions, record the first one
// here and call stop(); the testbench reads it after sc_start() returns.
#pragma once

#include <functional>
#include <string>
#include <systemc>

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

  // Ends the simulation: the machine's stop action (which first unwinds node programs still
  // waiting, see Machine::stop), or sc_stop() for a block outside a machine.
  std::function<void()> on_stop;
  void stop() const {
    if (on_stop) {
      on_stop();
    } else {
      sc_core::sc_stop();
    }
  }
};

}  // namespace ccsim::sc
