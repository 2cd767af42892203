// `ccsim bench`: simulator speed on reference workloads, each run alone, median and range; with
// --against, another ccsim binary's runs of the same workloads alternate with this one's.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>

#include "base/errors.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/ini.h"
#include "output/text_table.h"
#include "run/run.h"
#include "switch_impl.h"
#include "util/build_version.h"
#include "util/external_program.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif

namespace ccsim::tb {

namespace {

using Overrides = std::vector<std::pair<std::string, std::string>>;

struct Workload {
  std::string id;  // what --rows names
  std::string label;
  std::string config;  // a file of configs/
  Overrides overrides;
  int cube_dim = 0;            // a hypercube's dimension (--max-dim skips those above it)
  bool takes_threads = false;  // node programs: sim.threads applies
};

// At BookSim2's router timing first: the workloads that compare with another simulator.
std::vector<Workload> standard_workloads() {
  return {
      {"a",
       "(a) 8x8 mesh at BookSim2's timing, 0.05",
       "booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.05"}}},
      {"b",
       "(b) 8x8 mesh at BookSim2's timing, 0.12",
       "booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.12"}}},
      {"c",
       "(c) 16x16 mesh at BookSim2's timing, 0.05",
       "booksim-mesh-8x8.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}, {"traffic.injection_rate", "0.05"}}},
      // Saturated: 8x8 saturates near 0.149, 16x16 near 0.074.
      {"d",
       "(d) 8x8 mesh at BookSim2's timing, 0.20 (saturated)",
       "booksim-mesh-8x8.ini",
       {{"traffic.injection_rate", "0.20"}}},
      {"e",
       "(e) 16x16 mesh at BookSim2's timing, 0.12 (saturated)",
       "booksim-mesh-8x8.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}, {"traffic.injection_rate", "0.12"}}},
      {"f", "(f) phased AAPC, iWarp 8x8, 4 KB", "iwarp-8x8.ini", {}, 0, true},
      {"g", "(g) 8x8 mesh, uniform 0.05", "mesh-8x8-uniform.ini", {}},
      {"h",
       "(h) 8x8 mesh, uniform 0.20",
       "mesh-8x8-uniform.ini",
       {{"traffic.injection_rate", "0.20"}}},
      {"i",
       "(i) 16x16 mesh, uniform 0.05",
       "mesh-8x8-uniform.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}}},
  };
}

// Machines from 64 to 2048 nodes: what the simulator's cost does as the machine grows.
std::vector<Workload> scale_workloads() {
  const Overrides d_cycles = {{"algorithm.name", "a2a.broadcast.d_cycles"},
                              {"algorithm.elements_per_node", "128"}};
  Overrides d11 = d_cycles;
  d11.emplace_back("topology.dim", "11");
  return {
      {"s1", "(s1) CM-200 8-cube, d-cycles broadcast, 128 elements", "cm200-d8.ini", d_cycles, 8,
       true},
      {"s2", "(s2) CM-200 11-cube, d-cycles broadcast, 128 elements", "cm200-d8.ini", d11, 11,
       true},
      {"s3",
       "(s3) phased AAPC, iWarp parts, 32x32 torus, 64 B",
       "iwarp-8x8.ini",
       {{"topology.nx", "32"}, {"topology.ny", "32"}, {"algorithm.block_bytes", "64"}},
       0,
       true},
      {"s4", "(s4) phased AAPC, iWarp 8x8, 4 KB", "iwarp-8x8.ini", {}, 0, true},
      {"s5",
       "(s5) 16x16 mesh at BookSim2's timing, 0.05",
       "booksim-mesh-8x8.ini",
       {{"topology.nx", "16"}, {"topology.ny", "16"}, {"traffic.injection_rate", "0.05"}}},
  };
}

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
double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// One run's figures.
struct Sample {
  uint64_t cycles = 0;
  double process_seconds = 0;     // the whole child: fork, configuration, elaboration, report
  double simulation_seconds = 0;  // the simulated run alone, as the child measured it
  double router_cycles_per_second = 0;
  double peak_mb = 0;
};

// A ccsim binary and the sim.threads its runs take (0: leave the key out, as an older binary
// may not know it).
struct Contender {
  std::string label;
  std::string binary;  // empty: this binary, in a forked child
  int threads = 0;
};

Sample run_here(const Workload& w, int threads) {
  Config config = read_config_file(std::string(CCSIM_CONFIG_DIR) + "/" + w.config);
  config.set("output.progress", "false", "bench");
  for (const auto& [key, value] : w.overrides) config.set(key, value, "bench");
  if (threads > 0) config.set("sim.threads", std::to_string(threads), "bench");
  const double start = wall_seconds_now();
  const RunReport r = simulate_isolated(config);
  if (!r.ok) throw SimulationError(w.label + ": the run failed: " + r.error);
  return {r.simulated_cycles, wall_seconds_now() - start, r.host.wall_seconds,
          r.host.router_cycles_per_second, double(r.host.peak_rss_bytes) / 1e6};
}

// The other binary's `run` of the same configuration file and keys, its figures read back from
// the statistics it writes.
Sample run_there(const Workload& w, const std::string& binary, int threads) {
  const std::filesystem::path stats = std::filesystem::temp_directory_path() /
                                      ("ccsim-bench-" + std::to_string(getpid()) + ".json");
  std::vector<std::string> argv = {binary,
                                   "run",
                                   "-q",
                                   "--config",
                                   std::string(CCSIM_CONFIG_DIR) + "/" + w.config,
                                   "--output.stats=" + stats.string()};
  for (const auto& [key, value] : w.overrides) argv.push_back("--" + key + "=" + value);
  if (threads > 0) argv.push_back("--sim.threads=" + std::to_string(threads));
  const double start = wall_seconds_now();
  const ProgramResult p = run_program(argv);
  const double process = wall_seconds_now() - start;
  if (!p.started) throw ConfigError("--against", "cannot run '" + binary + "'");
  if (p.exit_code != 0) {
    std::filesystem::remove(stats);
    throw SimulationError(w.label + ": " + binary + " failed: " + p.err);
  }
  std::ifstream in(stats);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  std::filesystem::remove(stats);
  if (j.is_discarded() || !j.contains("host")) {
    throw SimulationError(w.label + ": " + binary + " wrote no statistics");
  }
  const nlohmann::json& host = j["host"];
  return {j.value("simulated_cycles", uint64_t(0)), process, host.value("wall_seconds", 0.0),
          host.value("router_cycles_per_second", 0.0), host.value("peak_rss_bytes", 0.0) / 1e6};
}

struct BenchOptions {
  bool scale = false;
  std::vector<std::string> rows;  // empty: all
  int repeats = 0;                // 0: 5, or 1 with --scale
  int threads = 1;
  int max_dim = 11;
  std::string against;
};

int bench(const BenchOptions& o, std::ostream& out) {
  std::vector<Workload> workloads;
  for (const Workload& w : o.scale ? scale_workloads() : standard_workloads()) {
    const bool named = o.rows.empty() || std::count(o.rows.begin(), o.rows.end(), w.id);
    if (named && w.cube_dim <= o.max_dim) workloads.push_back(w);
  }
  if (workloads.empty()) throw ConfigError("--rows", "names no workload of this set");
  const int repeats = o.repeats > 0 ? o.repeats : (o.scale ? 1 : 5);
  // This binary at one thread, at --threads if more, and the other binary at one thread; their
  // runs alternate (A B C A B C ...), so that a slow phase of a shared machine favours none.
  // With one line per workload the table leaves out which ccsim and the ratio.
  const bool several = o.threads > 1 || !o.against.empty();
  std::vector<std::string> columns = {"workload"};
  if (several) columns.push_back("ccsim");
  for (const char* c : {"sim cycles", "process wall s", "simulation wall s",
                        "router-cycles/s (median)", "peak MB (median)"}) {
    columns.push_back(c);
  }
  if (several) columns.push_back("vs first");
  TextTable table(columns);
  for (const Workload& w : workloads) {
    std::vector<Contender> contenders = {{"this, 1 thread", "", 0}};
    if (o.threads > 1 && w.takes_threads) {
      contenders.push_back({"this, " + std::to_string(o.threads) + " threads", "", o.threads});
    }
    if (!o.against.empty()) contenders.push_back({"--against, 1 thread", o.against, 0});
    std::vector<std::vector<Sample>> samples(contenders.size());
    for (int i = 0; i < repeats; ++i) {
      for (size_t c = 0; c < contenders.size(); ++c) {
        const Contender& who = contenders[c];
        samples[c].push_back(who.binary.empty() ? run_here(w, who.threads)
                                                : run_there(w, who.binary, who.threads));
      }
    }
    double first_median = 0;
    for (size_t c = 0; c < contenders.size(); ++c) {
      std::vector<double> process, simulation, rate, peak;
      for (const Sample& s : samples[c]) {
        process.push_back(s.process_seconds);
        simulation.push_back(s.simulation_seconds);
        rate.push_back(s.router_cycles_per_second);
        peak.push_back(s.peak_mb);
      }
      const double m = median(simulation);
      if (c == 0) first_median = m;
      std::vector<std::string> cells = {c == 0 ? w.label : ""};
      if (several) cells.push_back(contenders[c].label);
      for (std::string cell : {std::to_string(samples[c][0].cycles), median_and_range(process, 2),
                               median_and_range(simulation, 2), TextTable::fixed(median(rate), 0),
                               TextTable::fixed(median(peak), 0)}) {
        cells.push_back(std::move(cell));
      }
      if (several) {
        cells.push_back(c == 0 || first_median <= 0 ? "-"
                                                    : TextTable::fixed(m / first_median, 2) + "x");
      }
      table.add(cells);
    }
  }
  out << "Simulator speed on this machine (`ccsim bench" << (o.scale ? " --scale" : "")
      << "`, ccsim " << build_version() << "): " << repeats
      << " run(s) of each workload and binary, one at a time; median (lowest-highest)";
  if (!o.against.empty()) out << "; --against " << o.against;
  out << "\n";
  table.print(out);
  if (several)
    out << "'vs first': the simulation's median wall time over the row's first line's.\n";
  if (o.scale || !o.rows.empty()) return 0;

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
    Config config = read_config_file(std::string(CCSIM_CONFIG_DIR) + "/iwarp-8x8.ini");
    config.set("output.progress", "false", "bench");
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

std::vector<std::string> split_list(const std::string& flag, const std::string& value) {
  std::vector<std::string> items;
  size_t start = 0;
  for (;;) {
    const size_t comma = value.find(',', start);
    items.push_back(non_empty(flag, value.substr(start, comma - start), "a workload"));
    if (comma == std::string::npos) return items;
    start = comma + 1;
  }
}

class BenchCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.toggle("scale", "machines from 64 to 2048 nodes instead of the standard workloads",
                 [this] { o_.scale = true; });
    flags.value("rows", "ID,...", "only these workloads (a to i, or s1 to s5 with --scale)",
                [this](const std::string& v) { o_.rows = split_list("--rows", v); });
    flags.value(
        "repeats", "N", "runs of each workload and binary (default 5, 1 with --scale)",
        [this](const std::string& v) { o_.repeats = whole_number("--repeats", v, 1, 100); });
    flags.value("threads", "N",
                "also run the workloads of node programs at sim.threads = N (default 1: only once)",
                [this](const std::string& v) { o_.threads = whole_number("--threads", v, 1, 64); });
    flags.value("max-dim", "D", "leave out cubes of more than D dimensions (default 11)",
                [this](const std::string& v) { o_.max_dim = whole_number("--max-dim", v, 1, 11); });
    flags.value("against", "CCSIM",
                "another ccsim binary, run on the same workloads in turn with this one (its own "
                "keys must read this tree's configs/)",
                [this](const std::string& v) { o_.against = non_empty("--against", v, "a path"); });
  }
  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    return bench(o_, out);
  }

 private:
  BenchOptions o_;
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 6;
  e.summary = "measure simulator speed on the reference workloads (median and range of 5 runs)";
  e.usage = "ccsim bench [--scale] [--rows ID,...] [--repeats N] [--threads N] [--against CCSIM]";
  e.about =
      "Runs each workload five times, one run at a time, and prints the median and the range of "
      "wall time, router-cycles per second and peak memory measured here: first at BookSim2's "
      "router timing, then at iWarp's; then, in builds with the RTL switch, one run with "
      "Verilated switches beside the model. --scale runs machines of 64 to 2048 nodes instead "
      "(the 2048-node CM-200 takes minutes). --threads N adds runs at sim.threads = N, and "
      "--against another binary's runs, in turn with this one's, each line with its median "
      "over the row's first. Figures depend on this machine and what else runs on it: compare "
      "only figures measured in one run.";
  e.config = ConfigUse::kNone;
  e.examples = {"ccsim bench", "ccsim bench --rows a,b,f --against old/ccsim --repeats 7",
                "ccsim bench --scale --threads 2 --max-dim 8"};
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(bench, "bench", BenchCommand, entry());

}  // namespace ccsim::tb
