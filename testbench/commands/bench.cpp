// `ccsim bench`: simulator speed on reference workloads, each run alone, median and range.
#include <algorithm>
#include <chrono>

#include "base/errors.h"
#include "cli/command.h"
#include "cli/ini.h"
#include "output/text_table.h"
#include "run/run.h"
#include "switch_impl.h"
#include "util/build_version.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif

namespace ccsim::tb {

namespace {

// A configuration file's keys over the defaults, quiet.
Config configuration(const std::string& path) {
  Config config = read_config_file(path);
  config.set("output.progress", "false", "bench");
  return config;
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

int bench(std::ostream& out) {
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
  // Shared machines are noisy (a single run here varies by 10 to 30 %): each workload runs
  // kRepeats times, one at a time, and the table gives the median and the range. "Process" is
  // the whole child (fork, configuration, elaboration, simulation, report); "simulation" is
  // the simulated run alone, as the child measured it.
  constexpr int kRepeats = 5;
  TextTable table({"workload", "sim cycles", "process wall s", "simulation wall s",
                   "router-cycles/s (median)"});
  for (const Workload& w : workloads) {
    Config config = configuration(w.config);
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
  out << "Simulator speed on this machine (`ccsim bench`, ccsim " << build_version()
      << "): " << kRepeats << " runs of each workload, one at a time; median (lowest-highest)\n";
  table.print(out);

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
    Config config = configuration(dir + "/iwarp-8x8.ini");
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

class BenchCommand : public Command {
 public:
  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    return bench(out);
  }
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 6;
  e.summary = "measure simulator speed on the reference workloads (median and range of 5 runs)";
  e.usage = "ccsim bench";
  e.about =
      "Runs each workload five times, one run at a time, and prints the median and the range of "
      "wall time and router-cycles per second measured here; then, in builds with the RTL "
      "switch, one run with Verilated switches beside the model. Figures depend on this "
      "machine and what else runs on it: compare only figures measured in one run.";
  e.config = ConfigUse::kNone;
  e.examples = {"ccsim bench"};
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(bench, "bench", BenchCommand, entry());

}  // namespace ccsim::tb
