// The [sim] and [output] keys of a run: typed, checked, declared here. Pure C++.
#pragma once

#include <cstdint>
#include <string>

#include "base/config.h"
#include "net/topology/topology.h"

namespace ccsim::tb {

// output.stats = "-": the statistics as JSON on standard output.
inline constexpr char kStandardOutput[] = "-";

// The [sim] section.
struct SimParams {
  uint64_t seed = 1;
  uint64_t watchdog_cycles = 20000;  // cycles with no word moved before the run fails
  uint64_t max_cycles = 0;           // 0 = no limit
  bool visit_every_cycle = false;  // every unit ticked in every cycle, no event skipping (a check)
  bool dense_stretches = true;     // busy stretches tick every unit (sc::RunLimits)
  int threads = 1;                 // threads sharing each cycle's ticks (sc::RunLimits::threads)
};

// The [output] section. Paths are "" when the output is off.
struct OutputParams {
  std::string trace;         // VCD or FST path (by extension)
  uint64_t trace_start = 0;  // first cycle traced
  uint64_t trace_end = 0;    // last cycle traced; 0 = to the end
  std::string trace_node;    // the node of the trace's GTKWave view, as given; "" = default
  std::string trace_time = "cycles";  // "cycles" or "real"
  int trace_view_node = 0;            // trace_node resolved on the topology (read_trace_node)
  std::string stats;                  // .json or .csv, or kStandardOutput
  std::string config_out;             // effective configuration, INI
  bool progress = true;
};

SimParams read_sim_params(const Config& config);
// Checks the trace window and the stats file's extension; paths by check_output_paths().
OutputParams read_output_params(const Config& config);

// The node output.trace_node names on `topology`: coordinates, one per dimension ("4,4" on a 2D
// machine), or a node index ("36"); empty: the centre node of a 2D machine, node 0 otherwise.
// Throws ConfigError naming output.trace_node.
int read_trace_node(const Config& config, const net::Topology& topology);

// Checks, before any simulation, that every output path set (output.trace, output.stats,
// output.config_out) can be written by the rules of base/output_file.h (a directory, a named
// pipe, a read-only file or a missing directory is refused), and so can the GTKWave save file
// and translate filter written beside a trace; and that the trace's format is one this build
// writes (FST needs Verilator's writer). Opens no output and changes no existing file. Throws
// ConfigError naming the key.
void check_output_paths(const Config& config);

// With output.trace_time = real, the traced window's time stamps must fit 64 bits at
// machine.clock_mhz: the window's end (output.trace_end, else sim.max_cycles) at most the last
// cycle they can stamp, and an unbounded window at least 2^32 cycles. Throws ConfigError
// naming machine.clock_mhz.
void check_trace_time(const Config& config, const OutputParams& output, const SimParams& sim,
                      double clock_mhz);

}  // namespace ccsim::tb
