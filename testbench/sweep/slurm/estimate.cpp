// Timing run and resource estimates of a Slurm sweep.
#include "sweep/slurm/estimate.h"

#include <algorithm>
#include <sstream>

#include "base/memory_estimate.h"
#include "run/run.h"

namespace ccsim::tb {

namespace {

// The timing run simulates about this many node-cycles (cycles x nodes): a fraction of a second
// on the reference machines, long enough to pass the start of a run.
constexpr double kCalibrationRouterCycles = 400e3;
constexpr uint64_t kCalibrationMinCycles = 2000;
constexpr double kTimeFactor = 3.0;
constexpr double kTimeExtraSeconds = 60.0;
constexpr double kMemoryFactor = 1.25;
// Assumed for the program itself when no timing run measured it.
constexpr uint64_t kProgramBytesAssumed = uint64_t(64) << 20;
// The least a task asks for: the job's shell, the binary and its libraries, with room.
constexpr uint64_t kMinimumMemory = uint64_t(64) << 20;

}  // namespace

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Calibration calibrate(const std::vector<Config>& points, const std::vector<PointFacts>& facts) {
  Calibration c;
  if (points.empty()) return c;
  size_t chosen = 0;
  for (size_t i = 1; i < facts.size(); ++i) {
    if (facts[i].nodes > facts[chosen].nodes) chosen = i;
  }
  const int nodes = std::max(1, facts[chosen].nodes);
  uint64_t cycles =
      std::max<uint64_t>(kCalibrationMinCycles, uint64_t(kCalibrationRouterCycles / nodes));
  const uint64_t limit = points[chosen].get_uint64("sim.max_cycles");
  if (limit > 0) cycles = std::min(cycles, limit);
  Config config = points[chosen];
  config.set("sim.max_cycles", std::to_string(cycles), "timing run");
  for (const char* key : {"output.stats", "output.trace", "output.config_out"}) {
    config.set(key, "", "timing run");
  }
  config.set("output.progress", "false", "timing run");
  const auto start = std::chrono::steady_clock::now();
  try {
    const RunReport r = simulate_isolated(config);
    c.process_seconds = seconds_since(start);
    c.ran = r.host.router_cycles_per_second > 0;
    c.point = chosen;
    c.nodes = nodes;
    c.cycles = r.simulated_cycles;
    c.sim_seconds = r.host.wall_seconds;
    c.router_cycles_per_second = r.host.router_cycles_per_second;
    c.peak_rss_bytes = r.host.peak_rss_bytes;
    c.memory_estimate_bytes = r.memory_estimate_bytes;
    if (!c.ran) c.failure = "the timing run measured no simulation speed";
  } catch (const std::exception& e) {
    c.failure = std::string("the timing run failed: ") + e.what();
  }
  return c;
}

std::string format_seconds(double s) {
  std::ostringstream os;
  os.setf(std::ios::fixed);
  os.precision(s < 10 ? 2 : 0);
  os << s << " s";
  return os.str();
}

void estimate_resources(const SlurmResources& given, const std::vector<PointFacts>& facts,
                        const Calibration& cal, SweepManifest& m) {
  SlurmRequest& s = m.slurm;
  double longest = 0;
  size_t unknown = 0;
  std::vector<std::string> unknown_names;  // what the points without an expectation run
  for (size_t i = 0; i < facts.size(); ++i) {
    SweepPoint& p = m.points[i];
    if (facts[i].expected_cycles == 0) {
      ++unknown;
      if (std::find(unknown_names.begin(), unknown_names.end(), facts[i].name) ==
          unknown_names.end()) {
        unknown_names.push_back(facts[i].name);
      }
    }
    if (!cal.ran || facts[i].expected_cycles == 0) continue;
    const double scale = double(std::max(1, facts[i].nodes)) / double(std::max(1, cal.nodes));
    p.estimated_seconds = cal.fixed_seconds() * scale + double(facts[i].expected_cycles) *
                                                            double(facts[i].nodes) /
                                                            cal.router_cycles_per_second;
    longest = std::max(longest, p.estimated_seconds);
  }
  if (!given.time_limit.empty()) {
    s.time = given.time_limit;
    s.time_basis = "given with --time";
  } else if (!cal.ran) {
    s.time_basis = "not estimated (" + cal.failure + "); give --time";
  } else if (unknown > 0) {
    // A limit from the other points could be far too short for these: none is better.
    std::string names;
    for (const std::string& n : unknown_names) names += (names.empty() ? "" : ", ") + n;
    s.time_basis = "not estimated: " + std::to_string(unknown) + " of " +
                   std::to_string(facts.size()) + " points have no expected cycle count (" + names +
                   " gives none); give --time, or set sim.max_cycles";
  } else {
    s.time = slurm_time(kTimeFactor * longest + kTimeExtraSeconds);
    std::ostringstream basis;
    basis << kTimeFactor << " x the longest estimate (" << format_seconds(longest)
          << ") + 1 min; estimates: expected cycles x nodes / "
          << uint64_t(cal.router_cycles_per_second) << " node-cycles/s measured by a " << cal.cycles
          << "-cycle timing run of point " << cal.point << " (" << cal.nodes << " nodes), plus "
          << format_seconds(cal.fixed_seconds()) << " start-up per process";
    s.time_basis = basis.str();
  }
  uint64_t largest = 0;
  for (const PointFacts& f : facts) largest = std::max(largest, f.memory_estimate_bytes);
  if (!given.memory.empty()) {
    s.mem = given.memory;
    s.mem_basis = "given with --mem";
    return;
  }
  // The estimate covers the program's own memory where the timing run stayed within it;
  // where it did not, the excess is added to every point.
  const uint64_t program = cal.ran ? cal.program_bytes() : kProgramBytesAssumed;
  const uint64_t bytes =
      std::max(kMinimumMemory, uint64_t(kMemoryFactor * double(saturating_add(largest, program))));
  s.mem = slurm_memory(bytes);
  std::ostringstream basis;
  basis << kMemoryFactor << " x (the largest point's estimate, " << format_bytes(largest);
  if (!cal.ran) {
    basis << ", + " << format_bytes(program) << " assumed for the program)";
  } else if (program > 0) {
    basis << ", + " << format_bytes(program)
          << " by which the timing run's peak resident memory exceeded its estimate)";
  } else {
    basis << "; the timing run's peak resident memory, " << format_bytes(cal.peak_rss_bytes)
          << ", was within its estimate, " << format_bytes(cal.memory_estimate_bytes) << ")";
  }
  if (bytes == kMinimumMemory) basis << ", at least " << format_bytes(kMinimumMemory);
  s.mem_basis = basis.str();
}

}  // namespace ccsim::tb
