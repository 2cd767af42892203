// Sweeps and the speed benchmark: isolated child runs collected into tables.
#include "sweep_run.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <map>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "run.h"
#include "run_config.h"
#include "slurm_sweep.h"
#include "sweep_plot.h"
#include "switch_impl.h"
#include "output/text_table.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif

namespace ccsim::tb {

namespace {

std::vector<Config> cross_product(const ParsedCommand& cmd) {
  std::vector<Config> configs{cmd.config};
  for (const auto& [key, values] : cmd.vary) {
    std::vector<Config> next;
    for (const Config& base : configs) {
      for (const std::string& value : values) {
        Config c = base;
        c.set(key, value, "--vary");
        next.push_back(c);
      }
    }
    configs = std::move(next);
  }
  return configs;
}

// The output files each run of a sweep writes.
const char* const kOutputPathKeys[] = {"output.stats", "output.trace", "output.config_out"};

// A value as a piece of a file name: characters other than letters, digits and ._+=- become
// '_' (a value such as "a/b" must not name another directory).
std::string file_name_piece(const std::string& value) {
  std::string piece = value;
  for (char& c : piece) {
    const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' ||
                      c == '+' || c == '=' || c == '-';
    if (!keep) c = '_';
  }
  return piece;
}

// The file a point of the sweep writes for the output `key` set to `pattern`: each {KEY} is
// replaced by the point's value of KEY; a pattern without braces gets KEY=VALUE of every varied
// key, joined by ',', inserted before its extension (stats.json ->
// stats.algorithm.sync=none.json).
std::string point_path(const Config& point, const std::string& key, const std::string& pattern,
                       const std::vector<std::string>& varied) {
  if (pattern.find_first_of("{}") == std::string::npos) {
    if (varied.empty()) return pattern;
    std::string values;
    for (const std::string& v : varied) {
      values += (values.empty() ? "" : ",") + v + "=" + file_name_piece(point.get_string(v));
    }
    const size_t slash = pattern.rfind('/');
    const size_t name = slash == std::string::npos ? 0 : slash + 1;
    const size_t dot = pattern.rfind('.');
    if (dot == std::string::npos || dot <= name) return pattern + "." + values;
    return pattern.substr(0, dot) + "." + values + pattern.substr(dot);
  }
  std::string path;
  for (size_t i = 0; i < pattern.size();) {
    if (pattern[i] == '}') {
      point.fail(key, "'}' without '{' in '" + pattern + "'");
    }
    if (pattern[i] != '{') {
      path += pattern[i++];
      continue;
    }
    const size_t close = pattern.find('}', i);
    if (close == std::string::npos) point.fail(key, "'{' without '}' in '" + pattern + "'");
    const std::string name = pattern.substr(i + 1, close - i - 1);
    if (find_key(name) == nullptr) {
      point.fail(key, "{" + name + "} in '" + pattern + "' is not a configuration key");
    }
    path += file_name_piece(point.get_string(name));
    i = close + 1;
  }
  return path;
}

// Gives every point its own output files and checks that no two points share one.
void give_points_their_own_files(std::vector<Config>& points,
                                 const std::vector<std::string>& varied) {
  for (const char* key : kOutputPathKeys) {
    std::map<std::string, size_t> writer;
    for (size_t i = 0; i < points.size(); ++i) {
      const std::string& pattern = points[i].get_string(key);
      if (pattern.empty()) continue;
      const std::string path = point_path(points[i], key, pattern, varied);
      if (!writer.emplace(path, i).second) {
        points[i].fail(key, "two runs of the sweep would both write '" + path +
                                "'; name a file per run with the varied keys in braces, e.g. {" +
                                (varied.empty() ? "sim.seed" : varied.front()) + "}");
      }
      points[i].set(key, path, points[i].origin(key) + ", one file per sweep run");
    }
  }
}

int default_jobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores ? int(cores) : 1;
}

std::string data_cell(const RunReport& r) {
  if (r.deadlock) return "DEADLOCK";
  if (!r.data_checked) return r.error.empty() ? "not checked" : "FAILED";
  if (!r.data_ok) return "MISMATCH";
  return r.saturated ? "ok, saturated" : "ok";
}

}  // namespace

std::vector<Config> sweep_points(const ParsedCommand& cmd) {
  std::vector<std::string> varied;
  for (const auto& [key, values] : cmd.vary) varied.push_back(key);
  std::vector<Config> configs = cross_product(cmd);
  give_points_their_own_files(configs, varied);
  return configs;
}

void check_sweep_outputs(const ParsedCommand& cmd) {
  if (!cmd.csv_path.empty()) {
    const std::string problem = output_path_problem(cmd.csv_path);
    if (!problem.empty()) throw ConfigError("--csv", problem);
  }
  check_sweep_plot_path(cmd.plot_path);
  if (!cmd.plot_figure.empty() && cmd.plot_path.empty()) {
    throw ConfigError("--plot-figure", "names the figure of a plot: give --plot FILE.png too");
  }
}

int print_sweep_results(std::vector<RunReport> reports, const std::vector<std::string>& varied,
                        const ParsedCommand& cmd, std::ostream& out) {
  // Columns: what ran, the varied keys (less one that only repeats the run's name), cycles,
  // the figures the experiments mark for tables, in the order they first appear, the data.
  std::vector<std::string> keys;
  for (const std::string& key : varied) {
    const bool repeats_name = std::all_of(reports.begin(), reports.end(), [&](const RunReport& r) {
      const auto it = r.config.find(key);
      return it != r.config.end() && it->second == r.name;
    });
    if (!repeats_name) keys.push_back(key);
  }
  std::vector<const Figure*> columns;
  for (const RunReport& r : reports) {
    for (const Figure& f : r.figures) {
      const bool known = std::any_of(columns.begin(), columns.end(),
                                     [&](const Figure* c) { return c->name == f.name; });
      if (f.in_tables && !known) columns.push_back(&f);
    }
  }
  std::vector<std::string> header = {"run"};
  header.insert(header.end(), keys.begin(), keys.end());
  header.push_back("cycles");
  for (const Figure* f : columns) {
    std::string h = f->label + (f->unit.empty() ? "" : " (" + f->unit + ")");
    if (f->analytic) h += " [analytic]";
    header.push_back(h);
  }
  header.push_back("data");
  TextTable table(header);
  int status = 0;
  for (const RunReport& r : reports) {
    std::vector<std::string> row = {r.name};
    for (const std::string& key : keys) {
      const auto it = r.config.find(key);
      row.push_back(it == r.config.end() ? "-" : it->second);
    }
    row.push_back(std::to_string(r.cycles));
    for (const Figure* c : columns) {
      const Figure* f = r.figure(c->name);
      row.push_back(f ? TextTable::fixed(f->value, f->unit == "cycles" ? 0 : 2) : "-");
    }
    row.push_back(data_cell(r));
    table.add(row);
    if (!r.ok) status = 1;
  }
  if (!reports.empty()) {
    const RunReport& r = reports.front();
    out << r.topology << ", " << r.nodes << " nodes, " << r.clock_mhz << " MHz\n";
  }
  table.print(out);
  for (const RunReport& r : reports) {
    if (r.error.empty()) continue;
    out << "note: " << r.name;
    for (const std::string& key : varied) out << " " << key << "=" << r.config.at(key);
    out << ": " << r.error << "\n";
  }
  if (!cmd.csv_path.empty()) {
    OutputFile csv(cmd.csv_path);
    write_csv(reports, varied, csv.stream());
    csv.commit();
    out << "table written to " << cmd.csv_path << "\n";
  }
  if (!cmd.plot_path.empty()) plot_sweep(reports, varied, cmd.plot_figure, cmd.plot_path, out);
  return status;
}

int sweep_command(const ParsedCommand& cmd, std::ostream& out) {
  if (cmd.backend == "slurm") return slurm_sweep_command(cmd, out);
  refuse_slurm_options(cmd);
  std::vector<std::string> varied;
  for (const auto& [key, values] : cmd.vary) varied.push_back(key);
  const std::vector<Config> configs = sweep_points(cmd);
  // Every point is checked in full before the first run, so bad input costs no simulation.
  for (const Config& point : configs) load_run(point);
  check_sweep_outputs(cmd);
  std::vector<RunReport> reports = simulate_all(configs, cmd.jobs > 0 ? cmd.jobs : default_jobs());

  // The varied keys' values as each point set them (a report leaves out the [output] keys).
  for (size_t i = 0; i < reports.size(); ++i) {
    for (const std::string& key : varied) reports[i].config[key] = configs[i].get_string(key);
  }
  return print_sweep_results(std::move(reports), varied, cmd, out);
}

namespace {
double wall_seconds_now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
// "0.85 (0.82-0.91)": the median and the range of `values`.
std::string median_and_range(std::vector<double> values, int decimals) {
  std::sort(values.begin(), values.end());
  return TextTable::fixed(values[values.size() / 2], decimals) + " (" +
         TextTable::fixed(values.front(), decimals) + "-" +
         TextTable::fixed(values.back(), decimals) + ")";
}
}  // namespace

int bench_command(const ParsedCommand& cmd, std::ostream& out) {
  struct Workload {
    std::string label;
    std::string config;
    std::vector<std::pair<std::string, std::string>> overrides;
  };
  const std::string dir = CCSIM_CONFIG_DIR;
  const std::vector<Workload> workloads = {
      {"(a) phased AAPC, iWarp 8x8, 4 KB", dir + "/iwarp-8x8.ini", {}},
      {"(b) 8x8 mesh, uniform 0.05", dir + "/mesh-8x8-uniform.ini", {}},
      {"(c) 8x8 mesh, uniform 0.20",
       dir + "/mesh-8x8-uniform.ini",
       {{"traffic.injection_rate", "0.20"}}},
      {"(d) 16x16 mesh, uniform 0.05",
       dir + "/mesh-8x8-uniform.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}}},
      {"(e) 8x8 mesh at BookSim2's timing, 0.05",
       dir + "/booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.05"}}},
      {"(f) 8x8 mesh at BookSim2's timing, 0.12",
       dir + "/booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.12"}}},
      {"(g) 16x16 mesh at BookSim2's timing, 0.05",
       dir + "/booksim-mesh-8x8.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}, {"traffic.injection_rate", "0.05"}}},
      // Saturated: 8x8 saturates near 0.149, 16x16 near 0.074 (README).
      {"(h) 8x8 mesh at BookSim2's timing, 0.20 (saturated)",
       dir + "/booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.20"}}},
      {"(i) 16x16 mesh at BookSim2's timing, 0.12 (saturated)",
       dir + "/booksim-mesh-8x8.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}, {"traffic.injection_rate", "0.12"}}},
  };
  (void)cmd;
  // Shared machines are noisy (a single run here varies by 10 to 30 %): each workload runs
  // kRepeats times, one at a time, and the table gives the median and the range. "Process" is
  // the whole child (fork, configuration, elaboration, simulation, report); "simulation" is
  // the simulated run alone, as the child measured it.
  constexpr int kRepeats = 5;
  TextTable table({"workload", "sim cycles", "process wall s", "simulation wall s",
                   "router-cycles/s (median)"});
  for (const Workload& w : workloads) {
    Config config = parse_arguments({"run", "--config", w.config, "--quiet"}).config;
    for (const auto& [key, value] : w.overrides) config.set(key, value, "bench");
    std::vector<double> process;
    std::vector<double> simulation;
    std::vector<double> rate;
    uint64_t cycles = 0;
    for (int i = 0; i < kRepeats; ++i) {
      const double start = wall_seconds_now();
      const RunReport r = simulate_isolated(config);
      process.push_back(wall_seconds_now() - start);
      simulation.push_back(r.host.wall_seconds);
      rate.push_back(r.host.router_cycles_per_second);
      cycles = r.simulated_cycles;
      if (!r.ok) throw SimulationError(w.label + ": the run failed: " + r.error);
    }
    std::sort(rate.begin(), rate.end());
    table.add({w.label, std::to_string(cycles), median_and_range(process, 2),
               median_and_range(simulation, 2), TextTable::fixed(rate[rate.size() / 2], 0)});
  }
  out << "Simulator speed on this machine: " << kRepeats
      << " runs of each workload, one at a time; median (lowest-highest)\n";
  table.print(out);
  out << "For orientation, not measured in this run and not to be divided into the figures "
         "above: BookSim2 and Noxim, measured on this machine kind in November 2026 on workloads "
         "(b), (c) and (d), gave 1.49 M, 0.51 M and 0.71 M (BookSim2) and 1.05 M, 0.22 M and "
         "0.50 M (Noxim) router-cycles/s.\n";

  // The same network with Verilated RTL switches instead of model switches, in builds that
  // have them.
  if (!sc::switch_impls().contains("rtl")) {
    out << "\nRTL co-simulation: not measured (this build has no RTL switch)\n";
    return 0;
  }
  TextTable rtl_table({"phased AAPC, iWarp 8x8, 64 B", "sim cycles", "wall s", "cycles/s",
                       "router-cycles/s", "slowdown"});
  double model_wall = 0;
  for (const std::string impl : {"model", "rtl"}) {
    Config config = parse_arguments({"run", "--config", dir + "/iwarp-8x8.ini", "--quiet"}).config;
    config.set("algorithm.block_bytes", "64", "bench");
    config.set("switch.impl", impl, "bench");
    const RunReport r = simulate_isolated(config);
    if (impl == "model") model_wall = r.host.wall_seconds;
    rtl_table.add(
        {impl + " switches", std::to_string(r.simulated_cycles),
         TextTable::fixed(r.host.wall_seconds, 2), TextTable::fixed(r.host.cycles_per_second, 0),
         TextTable::fixed(r.host.router_cycles_per_second, 0),
         model_wall > 0 ? TextTable::fixed(r.host.wall_seconds / model_wall, 1) + "x" : "-"});
  }
  out << "\nRTL co-simulation (switch.impl = rtl) against the model switch on the same run\n";
  rtl_table.print(out);
  return 0;
}

}  // namespace ccsim::tb
