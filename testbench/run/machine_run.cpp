// Running a machine and collecting the figures common to every run.
#include "run/machine_run.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>

namespace ccsim::tb {

sc::RunResult run_machine(sc::Machine& machine, const RunConfig& run, net::Cycle expected_cycles,
                          RunReport& r) {
  const SimParams& sim = run.sim;
  const OutputParams& output = run.output;
  machine.enable_trace({output.trace, output.trace_start, output.trace_end, output.trace_view_node,
                        output.trace_time == "real"});
  sc::RunLimits limits;
  limits.watchdog_cycles = sim.watchdog_cycles;
  limits.visit_every_cycle = sim.visit_every_cycle;
  limits.dense_stretches = sim.dense_stretches;
  limits.threads = sim.threads;
  limits.max_cycles = sim.max_cycles;
  // Progress with an ETA on stderr, at most once a second, for runs longer than a second.
  // Wall time of the last progress line (0 = none yet), shared with the callback, which the
  // machine keeps after this function returns.
  const auto shown_at = std::make_shared<double>(0);
  if (output.progress) {
    limits.progress = [shown_at, expected_cycles](net::Cycle now, double wall) {
      if (wall <= 1.0 || wall - *shown_at <= 1.0) return;
      *shown_at = wall;
      std::ostringstream os;
      os << "\r[ccsim] cycle " << now;
      if (expected_cycles > now) {
        const double rate = double(now) / wall;
        os << " (~" << int(100.0 * double(now) / double(expected_cycles)) << "%, ETA "
           << int(double(expected_cycles - now) / rate + 0.5) << " s)";
      }
      os << "   ";
      std::cerr << os.str() << std::flush;
    };
  }
  const sc::RunResult result = machine.run(limits);
  if (*shown_at > 0) std::cerr << "\n";

  r.ok = result.ok;
  r.deadlock = result.deadlock;
  r.error = result.message;
  r.cycles = result.cycles;
  r.host.wall_seconds = result.wall_seconds;
  r.host.edges = result.edges;
  r.host.unit_ticks = result.unit_ticks;
  r.simulated_cycles = result.simulated_cycles;
  if (result.wall_seconds > 0) {
    r.host.cycles_per_second = double(result.simulated_cycles) / result.wall_seconds;
    r.host.router_cycles_per_second = r.host.cycles_per_second * machine.node_count();
  }
  r.words_moved = machine.words_moved();
  r.add(measured("head_blocked_cycles", double(machine.head_blocked_cycles()), "cycles",
                 "heads blocked by another worm (cycles x heads, all switches)"));
  // Utilization over the run's own span (to the last node program's return, or to the end).
  const uint64_t span =
      std::max<uint64_t>(1, result.cycles ? result.cycles : result.simulated_cycles);
  double sum = 0;
  for (const auto& l : machine.link_stats()) {
    const double u = double(l.busy_cycles) / double(span);
    sum += u;
    r.link_utilization_max = std::max(r.link_utilization_max, u);
    r.links.push_back({l.name, l.words, u});
  }
  if (!r.links.empty()) r.link_utilization_mean = sum / double(r.links.size());
  const std::vector<double> memory = machine.memory_port_utilization(span);
  double memory_sum = 0;
  for (const double u : memory) {
    memory_sum += u;
    r.memory_port_utilization_max = std::max(r.memory_port_utilization_max, u);
  }
  if (!memory.empty()) r.memory_port_utilization_mean = memory_sum / double(memory.size());
  return result;
}

}  // namespace ccsim::tb
