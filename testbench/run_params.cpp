// The [sim] and [output] keys, bound to SimParams and OutputParams, and the output-path check.
#include "run_params.h"

#include "base/key_table.h"
#include "base/output_file.h"

namespace ccsim::tb {

namespace {

const KeyTable<SimParams>& sim_keys() {
  static const KeyTable<SimParams> t =
      KeyTable<SimParams>("sim")
          .add("sim.seed", &SimParams::seed, "", "random seed (traffic, send orders)")
          .add("sim.watchdog_cycles", &SimParams::watchdog_cycles, "cycles",
               "deadlock watchdog: cycles with no word moved before the run fails")
          .add("sim.max_cycles", &SimParams::max_cycles, "cycles",
               "stop after this many cycles; 0 = no limit")
          .add("sim.visit_every_cycle", &SimParams::visit_every_cycle,
               "visit every held switch port and poll every starved credit in every cycle, "
               "without the model's event skipping: slower, and the results must not change (a "
               "check of the skipping)");
  return t;
}

const KeyTable<OutputParams>& output_keys() {
  static const KeyTable<OutputParams> t =
      KeyTable<OutputParams>("output")
          .add("output.trace", &OutputParams::trace, "VCD waveform file; empty = no trace")
          .add("output.trace_start", &OutputParams::trace_start, "cycles", "first cycle traced")
          .add("output.trace_end", &OutputParams::trace_end, "cycles",
               "last cycle traced; 0 = to the end")
          .add("output.stats", &OutputParams::stats,
               "statistics file (.json or .csv); empty = none")
          .add("output.config_out", &OutputParams::config_out,
               "write the effective configuration to this file")
          .add("output.progress", &OutputParams::progress, "progress messages on stderr");
  return t;
}

const KeyDeclaration kSimKeys(sim_keys().specs());
const KeyDeclaration kOutputKeys(output_keys().specs());

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Opens nothing at the path (outputs are written through OutputFile, which replaces a file only
// once its run is complete): a refused run leaves every existing file as it was.
void check_writable(const Config& config, const std::string& key) {
  const std::string& path = config.get_string(key);
  if (path.empty()) return;
  const std::string problem = output_path_problem(path);
  if (!problem.empty()) config.fail(key, problem);
}

}  // namespace

SimParams read_sim_params(const Config& config) {
  SimParams s = sim_keys().read(config);
  if (s.watchdog_cycles == 0) config.fail("sim.watchdog_cycles", "must be positive");
  return s;
}

OutputParams read_output_params(const Config& config) {
  OutputParams o = output_keys().read(config);
  if (o.trace_end != 0 && o.trace_end < o.trace_start) {
    config.fail("output.trace_end", "must be 0 (to the end) or not before output.trace_start (" +
                                        std::to_string(o.trace_start) + "), got " +
                                        std::to_string(o.trace_end));
  }
  if (!o.stats.empty() && !ends_with(o.stats, ".json") && !ends_with(o.stats, ".csv")) {
    config.fail("output.stats", "must end in .json or .csv, got '" + o.stats + "'");
  }
  return o;
}

void check_output_paths(const Config& config) {
  check_writable(config, "output.trace");
  check_writable(config, "output.stats");
  check_writable(config, "output.config_out");
}

}  // namespace ccsim::tb
