// The figures of one run: what `ccsim run` prints, writes as JSON/CSV, and what sweeps and
// benchmarks collect from their isolated child runs.
//
// Every number here comes from a simulation that ran, except the entries of `analytic`,
// which are formulas evaluated for the configuration and always labelled as such.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace ccsim::tb {

struct AnalyticValue {
  std::string name;
  double value = 0;
  std::string unit;
  std::string source;
};

struct LinkFigure {
  std::string name;  // "n0_0.xp->n1_0.xm"
  uint64_t words = 0;
  double utilization = 0;  // busy cycles / run cycles
};

struct RunReport {
  // What ran.
  std::string algorithm;
  std::string sync;
  std::string topology;
  int nodes = 0;
  uint64_t block_bytes = 0;
  uint64_t seed = 0;
  double clock_mhz = 0;
  // Outcome.
  bool ok = false;  // no deadlock or failure, and every node's data checked correct
  bool deadlock = false;
  std::string error;  // failure, deadlock diagnosis, or first data difference
  bool data_checked = false;
  bool data_ok = false;
  // Measured.
  uint64_t cycles = 0;
  uint64_t payload_bytes = 0;
  double mbytes_per_s = 0;       // payload / (cycles / clock)
  double peak_mbytes_per_s = 0;  // 004 Eq. 1 for this torus, 0 when not applicable
  double percent_of_peak = 0;
  uint64_t phases = 0;
  double phase_cycles_mean = 0;
  uint64_t phase_cycles_min = 0;
  uint64_t phase_cycles_max = 0;
  double link_utilization_mean = 0;
  double link_utilization_max = 0;
  std::vector<LinkFigure> links;       // every direction of every network link
  std::vector<uint64_t> phase_cycles;  // duration of each phase at node 0
  uint64_t words_moved = 0;
  // Synthetic traffic.
  double offered_rate = 0;   // words/node/cycle
  double accepted_rate = 0;  // words/node/cycle delivered in the measurement window
  double avg_latency = 0;    // cycles, generation to tail delivery
  uint64_t packets_measured = 0;
  // Analytic, labelled.
  std::vector<AnalyticValue> analytic;
  // Simulator speed.
  double wall_seconds = 0;
  uint64_t simulated_cycles = 0;
  double cycles_per_second = 0;
  double router_cycles_per_second = 0;

  double analytic_value(const std::string& name) const;
};

nlohmann::json to_json(const RunReport& r);
RunReport report_from_json(const nlohmann::json& j);

// Human-readable report of one run.
void print_report(const RunReport& r, std::ostream& out);
// Writes the report as .json or .csv (by extension); throws std::runtime_error on failure.
void write_report_file(const RunReport& r, const std::string& path);
std::string csv_header();
std::string csv_row(const RunReport& r);

}  // namespace ccsim::tb
