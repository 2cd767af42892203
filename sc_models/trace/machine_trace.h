// The machine's trace: which model state is traced, under which name, its sampling, and the
// GTKWave view written beside it.
//
// Registers, per switch, each input queue's occupancy and binding, the sync gate's sticky bits,
// their AND and the QueuesComplete count; per node, the interface's outstanding DMA words and
// received messages (a switch without a node, a banyan's ccsim.s0_1.switch, has no interface); per
// direction of every network link, the word leaving the port (valid, data, kind, vc: data and vc
// hold the last word's, kind is 3 in a cycle without a word). Names follow the machine's
// ("ccsim.n3_5.switch.in_xm_vc2.count"; an all-port node's local channels are in_local_xp_vc0,
// in_local_xm_vc0, ...). The state lives in plain C++ blocks, not sc_signals, so sc_trace would not
// see it: the machine calls sample() once per cycle, between rising edges, and finish() at the end
// of the run. The file format follows the name (trace_writer.h: VCD or FST); time is in cycles or,
// with real_time, in real time at machine.clock_mhz.
//
// Beside a trace written to a file, finish() also writes FILE.gtkw, a GTKWave save file that
// opens on one node (TraceOptions::view_node) fitted to the traced cycles: its synchronizing
// switch (sticky bits, AND, QueuesComplete), the words leaving it on each link (kinds by name
// through FILE.kinds.txt, a translate filter), its input queues of the AAPC pool
// (switch.sync_pool_vc) and its DMA activity. All three files are opened when the trace is, and
// each is put in place whole (base/output_file.h); a trace written to a device has no view.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "machine.h"
#include "net/cycle.h"
#include "trace/gtkw_view.h"
#include "trace/trace_writer.h"

namespace ccsim::sc {

class MachineTrace {
 public:
  // Throws OutputError if a file cannot be opened. The machine must outlive it.
  MachineTrace(Machine& machine, const TraceOptions& options);

  // The state at the end of cycle `now` (settles the links' wires first).
  void sample(net::Cycle now);
  // Ends the trace at `cycles` and writes the trace, then its view. Throws OutputError.
  void finish(net::Cycle cycles);

  // What the GTKWave save file shows (for tests: every signal it names is traced).
  const trace::GtkwView& view() const { return view_; }
  const trace::TraceWriter& writer() const { return *writer_; }

 private:
  void add(const std::string& name, int width, std::function<uint64_t()> sampler);
  void build_view(int node);

  Machine& machine_;
  TraceOptions options_;
  std::unique_ptr<trace::TraceWriter> writer_;
  std::map<std::string, int> widths_;  // every traced signal's width, by name
  // Every input queue (switch, port, VC) and its state in the cycle sampled: read once per cycle
  // for the queue's three signals. Sized once; the samplers point into queue_states_.
  struct Queue {
    const net::Switch* core;
    int port;
    int vc;
  };
  std::vector<Queue> queues_;
  std::vector<net::Switch::InputState> queue_states_;
  trace::GtkwView view_;
  // The save file and its translate filter; null when the trace goes to a device.
  std::unique_ptr<OutputFile> gtkw_file_;
  std::unique_ptr<OutputFile> kinds_file_;
  std::string kinds_path_;
};

}  // namespace ccsim::sc
