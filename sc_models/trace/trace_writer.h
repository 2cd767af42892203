// Waveform writer interface: signals sampled once per cycle, only their changes written.
//
// Signals are registered with dotted hierarchical names ("ccsim.n0_0.switch.in_xp_vc0.count"),
// a width in bits and a sampler. At each sampled cycle inside the window [first, last] the
// writer calls every sampler and hands the values that changed to its format (VCD, FST); the
// first sample writes every value. Cycles become trace time through a Timescale: one time unit
// per cycle by default, or real time at the machine's clock. The file is written whole or not at
// all (base/output_file.h): finish() puts it in place, and a run that stops before finish()
// leaves no partial trace. Plain C++: the machine's trace (machine_trace.h) calls sample() once
// per cycle. open_trace_writer() picks the format from the file name: ".fst" writes FST (when
// this build has the FST writer), any other name VCD.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ccsim::trace {

// Trace time of a cycle: round(cycle x ticks_per_cycle) in units of 10^exponent seconds. The
// exponent is a multiple of 3 (ns, ps, fs), so that GTKWave counts time in the file's own units.
struct Timescale {
  int exponent = -9;
  double ticks_per_cycle = 1;
  std::string description;  // for the file's header comment: "1 ns = 1 cycle"

  uint64_t time_of(uint64_t cycle) const;
  // The last cycle whose time fits the trace's 64-bit time stamps (below 2^63): a slow clock
  // in fs overflows them within a run.
  uint64_t last_cycle() const;
  // "1ns", "1ps" or "1fs" (the VCD $timescale).
  std::string unit() const;
};

// One time unit (1 ns) per cycle, whatever the clock: cycle numbers read directly in GTKWave.
Timescale cycle_timescale();
// Real time at `clock_mhz`: the coarsest of ns, ps and fs in which a cycle is a whole number of
// units (rounded per cycle in fs when none is).
Timescale real_timescale(double clock_mhz);

// Why a trace cannot be written to `path` by this build ("" when it can): an FST trace in a
// build without the FST writer, or a name the trace's GTKWave save file would take.
std::string trace_format_problem(const std::string& path);
// True when this build writes FST traces.
bool fst_available();

class TraceWriter {
 public:
  virtual ~TraceWriter() = default;
  TraceWriter(const TraceWriter&) = delete;
  TraceWriter& operator=(const TraceWriter&) = delete;

  void add(const std::string& dotted_name, int width, std::function<uint64_t()> sampler);
  // Declares the signals on the first call; then writes the changes at `cycle` if inside the
  // window.
  void sample(uint64_t cycle);
  // Ends the trace at `cycle` and puts the file in place. Throws OutputError for any write
  // error met since the file was opened.
  void finish(uint64_t cycle);

  bool in_window(uint64_t cycle) const { return cycle >= first_ && (last_ == 0 || cycle <= last_); }
  size_t signal_count() const { return signals_.size(); }
  bool has_signal(const std::string& dotted_name) const;
  const Timescale& timescale() const { return timescale_; }

 protected:
  struct Signal {
    std::string name;
    int width;
    std::function<uint64_t()> sampler;
    uint64_t last = 0;
    bool written = false;
  };
  // The window ends at the last cycle the timescale can stamp, at the latest.
  TraceWriter(uint64_t first_cycle, uint64_t last_cycle, const Timescale& timescale)
      : first_(first_cycle),
        last_(last_cycle == 0 ? timescale.last_cycle()
                              : std::min(last_cycle, timescale.last_cycle())),
        timescale_(timescale) {}

  // In registration order; a format refers to a signal by its index here.
  const std::vector<Signal>& signals() const { return signals_; }
  // Walks the signals sorted by name, so that each scope's are contiguous: open(scope) and
  // close() around them, leaf(index, leaf name) for each.
  void walk_scopes(const std::function<void(const std::string&)>& open,
                   const std::function<void()>& close,
                   const std::function<void(size_t, const std::string&)>& leaf) const;
  // The scope tree, once, before any value.
  virtual void declare() = 0;
  // Values that follow are at trace time `time` (non-decreasing).
  virtual void time_change(uint64_t time) = 0;
  virtual void value_change(size_t index, uint64_t value) = 0;
  // Ends the trace at `time` and commits the file.
  virtual void close(uint64_t time) = 0;

 private:
  uint64_t first_;
  uint64_t last_;
  Timescale timescale_;
  std::vector<Signal> signals_;
  bool declared_ = false;
  bool finished_ = false;
};

// The writer of the format `path` names; opens the file (throws OutputError). The format must be
// one this build writes (trace_format_problem(path) == "").
std::unique_ptr<TraceWriter> open_trace_writer(const std::string& path, uint64_t first_cycle,
                                               uint64_t last_cycle, const Timescale& timescale);

// Splits "a.b.c" into {"a", "b", "c"}.
std::vector<std::string> split_dotted(const std::string& dotted);

}  // namespace ccsim::trace
