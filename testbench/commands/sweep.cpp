// `ccsim sweep`: one configuration at every combination of --vary values, here or on Slurm.
#include "sweep/sweep.h"

#include <iostream>
#include <sstream>

#include "base/errors.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "sweep/slurm/slurm_sweep.h"

namespace ccsim::tb {

namespace {

// KEY=V1,V2,...: a known key, values not empty, each key varied once.
VariedKey varied_key(const std::string& text, const std::vector<VariedKey>& earlier) {
  const size_t eq = text.find('=');
  const std::string key = trim(text.substr(0, eq));
  if (eq == std::string::npos || eq + 1 == text.size()) {
    throw ConfigError("--vary", "expected KEY=V1,V2,..., got '" + printable(text) + "'");
  }
  if (key.empty()) {
    throw ConfigError("--vary", "no key before '=' in '" + text + "'; expected KEY=V1,V2,...");
  }
  if (find_key(key) == nullptr) refuse_unknown(key, "command line", /*is_key=*/true);
  for (const VariedKey& v : earlier) {
    if (v.key == key) {
      throw ConfigError(key, "varied twice by --vary; give every value in one list (command line)");
    }
  }
  VariedKey varied{key, {}};
  std::istringstream list(text.substr(eq + 1));
  for (std::string v; std::getline(list, v, ',');) varied.values.push_back(trim(v));
  if (text.back() == ',') varied.values.emplace_back();
  for (const std::string& v : varied.values) {
    if (v.empty()) {
      throw ConfigError(key, "--vary lists an empty value in '" + text + "' (command line)");
    }
  }
  return varied;
}

class SweepCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("vary", "KEY=V1,V2,...",
                "values of one key; repeatable (once per key), the sweep runs every combination",
                [this](const std::string& v) { vary_.push_back(varied_key(v, vary_)); });
    flags.value("csv", "FILE", "write the table as CSV",
                [this](const std::string& v) { outputs_.csv_path = v; });
    flags.value("plot", "FILE.png",
                "draw the results with gnuplot (.png or .svg; the script FILE.gp is written "
                "beside it)",
                [this](const std::string& v) {
                  outputs_.plot_path = non_empty("--plot", v, "a file name");
                });
    flags.value("plot-figure", "NAME",
                "the figure on the y axis (default: the experiment's headline figure); x is the "
                "first --vary key, one line per combination of the others",
                [this](const std::string& v) {
                  outputs_.plot_figure = non_empty("--plot-figure", v, "a figure name");
                });
    flags.toggle("log-y", "a logarithmic y axis in the plot", [this] { outputs_.log_y = true; });
    add_jobs_flag(flags, slurm_.jobs,
                  "simulations run at once (default: one per core); with --backend slurm, array "
                  "tasks running at once (default: no limit)");
    flags.value("backend", "local|slurm",
                "run the points here (local, the default) or as a Slurm job array",
                [this](const std::string& v) {
                  if (v != "local" && v != "slurm") {
                    throw ConfigError("--backend",
                                      "expected local or slurm, got '" + printable(v) + "'");
                  }
                  backend_ = v;
                });
    flags.value(
        "dir", "DIR",
        "with --backend slurm: the sweep directory to write (default: "
        "sweep-YYYYMMDD-HHMMSS)",
        [this](const std::string& v) { slurm_.dir = non_empty("--dir", v, "a directory"); });
    flags.toggle("dry-run", "with --backend slurm: write the sweep directory, do not submit it",
                 [this] { slurm_.dry_run = true; });
    add_slurm_resource_flags(flags, slurm_.resources);
    add_run_output_flags(flags);
  }

  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    if (backend_ == "slurm") return run_on_slurm(in, out);
    const std::string slurm_flag = !slurm_.dir.empty() ? "--dir"
                                   : slurm_.dry_run    ? "--dry-run"
                                                       : slurm_.resources.first_flag_given();
    if (!slurm_flag.empty()) {
      throw ConfigError(slurm_flag, "only for a Slurm sweep (--backend slurm)");
    }
    return local_sweep(in.config, vary_, outputs_, slurm_.jobs, out);
  }

 private:
  int run_on_slurm(const Invocation& in, std::ostream& out) {
    const std::string result_flag = !outputs_.plot_path.empty()     ? "--plot"
                                    : !outputs_.plot_figure.empty() ? "--plot-figure"
                                    : !outputs_.csv_path.empty()    ? "--csv"
                                                                    : "";
    if (!result_flag.empty()) {
      throw ConfigError(result_flag, "a Slurm sweep has no results yet: give " + result_flag +
                                         " to `ccsim sweep collect DIR`");
    }
    return slurm_sweep(in.config, vary_, slurm_, out);
  }

  std::vector<VariedKey> vary_;
  SweepOutputs outputs_;
  std::string backend_ = "local";
  SlurmSweepOptions slurm_;
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 4;
  e.summary = "run every combination of --vary values and print one table (--csv, --plot)";
  e.usage = "ccsim sweep --vary KEY=V1,V2,... [--config FILE]... [options]";
  e.about =
      "Each point runs in its own process and writes its own --stats, --trace and "
      "--save-config file: {section.key} in a name becomes the point's value of that key "
      "(s-{algorithm.sync}.json); a name without braces gets the varied keys and values before "
      "its extension (stats.json -> stats.algorithm.sync=none.json). With --backend slurm the "
      "sweep becomes a directory (points/NNN.ini, manifest.json, sweep.sbatch) submitted as a "
      "Slurm job array, each task's time limit and memory estimated by a short timing run "
      "unless --time and --mem are given; `ccsim sweep collect DIR` prints its table.";
  e.examples = {
      "ccsim sweep --config configs/iwarp-8x8.ini --vary algorithm.block_bytes=64,256,1024",
      "ccsim sweep --config configs/booksim-mesh-8x8.ini --vary traffic.injection_rate=0.05,0.1 "
      "--plot lat.png",
      "ccsim sweep --config configs/cm200-d8.ini --vary "
      "algorithm.name=bcast.dcycles,bcast.onecycle "
      "--backend slurm --partition short",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(sweep, "sweep", SweepCommand, entry());

}  // namespace ccsim::tb
