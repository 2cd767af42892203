// The figures of one run: what `ccsim run` prints, writes as JSON/CSV, and what sweeps and
// benchmarks collect from their isolated child runs.
//
// A report knows no experiment or algorithm: it holds what every run has (what ran, how it
// ended, cycles, link use, the effective configuration) and a list of named figures that the
// experiment fills, each with its unit and whether it is a measurement or an analytic formula
// (always labelled as such, with its source). Every other number comes from a simulation that
// ran. Wall-clock figures sit apart, under `host`, so that two runs of one configuration give
// identical reports but for that key.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace ccsim::tb {

struct Figure {
  std::string name;  // JSON key and CSV column: "mbytes_per_s"
  double value = 0;
  std::string unit;        // "MB/s", "cycles", "" for a count or ratio
  std::string label;       // what it is, for people: "aggregate bandwidth"
  bool analytic = false;   // a formula evaluated for the configuration, not a measurement
  std::string source;      // where an analytic formula comes from
  bool in_tables = false;  // a column of sweep tables (CSV files carry every figure)
  // What a sweep plots by default: 1 = the y axis, 2 = a second panel below it, 0 = neither.
  int plot_panel = 0;
};

// A measured figure (in_tables: a column of sweep tables).
inline Figure measured(std::string name, double value, std::string unit, std::string label,
                       bool in_tables = false) {
  return Figure{std::move(name), value, std::move(unit), std::move(label), false, "", in_tables};
}
// A formula evaluated for the configuration, with its source.
inline Figure analytic(std::string name, double value, std::string unit, std::string label,
                       std::string source, bool in_tables = false) {
  return Figure{std::move(name),   value,    std::move(unit), std::move(label), true,
                std::move(source), in_tables};
}

struct LinkFigure {
  std::string name;  // "n0_0.xp->n1_0.xm"
  uint64_t words = 0;
  double utilization = 0;  // busy cycles / run cycles
};

// Simulator speed: the only figures that differ between two runs of one configuration.
struct HostFigures {
  double wall_seconds = 0;
  double cycles_per_second = 0;
  double router_cycles_per_second = 0;
  uint64_t peak_rss_bytes = 0;  // the simulating process's peak resident memory
  // The simulator's work: cycles in which its edge process ran (it jumps over cycles in which no
  // unit is due) and units ticked (nodes with their switch, and switches without a node).
  uint64_t edges = 0;
  uint64_t unit_ticks = 0;
};

struct RunReport {
  std::string ccsim_version;  // the build that ran it: `git describe` of its commit
  // What ran.
  std::string experiment;  // experiment.name
  std::string name;        // what the experiment ran: "aapc.phased", "traffic.uniform"
  std::string topology;    // "torus2d 8x8"
  int nodes = 0;
  uint64_t seed = 0;
  double clock_mhz = 0;
  std::map<std::string, std::string> config;  // the effective configuration, key -> value
  // Outcome.
  bool ok = false;  // no deadlock or failure, and every node's data checked correct
  bool deadlock = false;
  // Offered more than the network delivers (traffic): a result, not a failure. `ok` stays true;
  // the latency figure then covers delivered packets only.
  bool saturated = false;
  std::string error;  // failure, deadlock diagnosis, or first data difference
  bool data_checked = false;
  bool data_ok = false;
  // Measured by every run.
  uint64_t cycles = 0;            // to the end of the experiment (last node program, drain)
  uint64_t simulated_cycles = 0;  // cycles the kernel advanced (>= cycles)
  uint64_t words_moved = 0;
  double link_utilization_mean = 0;
  double link_utilization_max = 0;
  // Share of the memory ports' cycles spent on accesses (all requesters), per node: mean, max.
  double memory_port_utilization_mean = 0;
  double memory_port_utilization_max = 0;
  std::vector<LinkFigure> links;       // every direction of every network link
  std::vector<uint64_t> phase_cycles;  // duration of each phase at node 0, when marked
  uint64_t memory_estimate_bytes = 0;  // host memory the run was estimated to need
  // The experiment's figures, in the order it reports them.
  std::vector<Figure> figures;
  HostFigures host;

  // Names are unique: a second figure of one name is a programming error (logic_error).
  void add(Figure figure);
  const Figure* figure(const std::string& name) const;
  double value(const std::string& name) const;  // 0 when the report has no such figure
};

// JSON: the fields above, by the same names; `config` with each value typed as its key
// (numbers, true/false, strings); `figures` as an object keyed by name, each {value, unit,
// label, analytic, source, in_tables}. CSV columns use the same names (host figures as
// host_NAME), booleans as true/false.
nlohmann::json to_json(const RunReport& r);
RunReport report_from_json(const nlohmann::json& j);

// Human-readable report of one run.
void print_report(const RunReport& r, std::ostream& out);
// Writes the report as .json or .csv (by extension); throws std::runtime_error on failure.
void write_report_file(const RunReport& r, const std::string& path);

// CSV of reports, one row each: the columns every report has, `keys` (configuration keys, as
// the sweep varied them), then every figure any report has (empty where a report lacks it),
// the error's first line and the host's figures last.
// Cells are quoted where they must be (RFC 4180).
void write_csv(const std::vector<RunReport>& reports, const std::vector<std::string>& keys,
               std::ostream& out);

}  // namespace ccsim::tb
