// A Slurm sweep's resource estimates: a timing run of its largest point, each point's time and
// the tasks' time limit and memory, each with the basis it was computed on (see slurm_sweep.h).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "base/config.h"
#include "sweep/slurm/slurm_options.h"
#include "sweep/slurm/sweep_dir.h"

namespace ccsim::tb {

// What ccsim knows of a point before it runs.
struct PointFacts {
  uint64_t memory_estimate_bytes = 0;
  uint64_t expected_cycles = 0;  // 0 = unknown
  int nodes = 0;
  std::string name;  // what it runs: "aapc.msgpass"
};

struct Calibration {
  bool ran = false;
  std::string failure;  // why there is no measurement
  size_t point = 0;
  int nodes = 0;
  uint64_t cycles = 0;
  double sim_seconds = 0;
  double process_seconds = 0;
  double router_cycles_per_second = 0;
  uint64_t peak_rss_bytes = 0;
  uint64_t memory_estimate_bytes = 0;

  double fixed_seconds() const { return std::max(0.0, process_seconds - sim_seconds); }
  uint64_t program_bytes() const {
    return peak_rss_bytes > memory_estimate_bytes ? peak_rss_bytes - memory_estimate_bytes : 0;
  }
  nlohmann::json to_json() const {
    if (!ran) return {{"ran", false}, {"why_not", failure}};
    return {{"ran", true},
            {"point", point},
            {"nodes", nodes},
            {"cycles", cycles},
            {"simulation_seconds", sim_seconds},
            {"process_seconds", process_seconds},
            {"router_cycles_per_second", router_cycles_per_second},
            {"peak_rss_bytes", peak_rss_bytes},
            {"memory_estimate_bytes", memory_estimate_bytes}};
  }
};

// The timing run: the point with the most nodes (the slowest per cycle), in a child, for a
// bounded number of cycles, writing no file.
Calibration calibrate(const std::vector<Config>& points, const std::vector<PointFacts>& facts);

// Fills each point's time estimate and the request's time and memory with their bases; a
// resource `given` on the command line replaces its estimate.
void estimate_resources(const SlurmResources& given, const std::vector<PointFacts>& facts,
                        const Calibration& cal, SweepManifest& m);

std::string format_seconds(double s);
double seconds_since(std::chrono::steady_clock::time_point start);

}  // namespace ccsim::tb
