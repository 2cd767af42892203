// The machine's VCD trace: which model state is traced, under which name, and its sampling.
//
// Registers, per node, each input queue's occupancy and binding, the sync gate's sticky bits,
// their AND and the QueuesComplete count, the interface's outstanding DMA words and received
// messages; per direction of every network link, the word leaving the port (valid, data,
// kind, vc). Names follow the machine's ("ccsim.n3_5.switch.in_xm_vc2.count"; an all-port
// node's local channels are in_local_xp_vc0, in_local_xm_vc0, ...). The state lives
// in plain C++ blocks, not sc_signals, so sc_trace would not see it: the machine calls
// sample() once per cycle, between rising edges, and finish() at the end of the run.
#pragma once

#include <memory>

#include "machine.h"
#include "net/cycle.h"
#include "trace/vcd_writer.h"

namespace ccsim::sc {

class MachineTrace {
 public:
  // Throws std::runtime_error if the file cannot be opened. The machine must outlive it.
  MachineTrace(Machine& machine, const TraceOptions& options);

  // The state at the end of cycle `now` (settles the links' wires first).
  void sample(net::Cycle now);
  void finish(net::Cycle cycles) { vcd_.finish(cycles); }

 private:
  Machine& machine_;
  trace::VcdWriter vcd_;
};

}  // namespace ccsim::sc
