// `ccsim sweep collect DIR`: the table of a Slurm sweep, its failed points listed or resubmitted.
#include <iostream>

#include "base/errors.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "sweep/slurm/slurm_sweep.h"

namespace ccsim::tb {

namespace {

class SweepCollectCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("csv", "FILE", "write the table as CSV",
                [this](const std::string& v) { o_.outputs.csv_path = v; });
    flags.value("plot", "FILE.png", "draw the results with gnuplot, as `ccsim sweep --plot`",
                [this](const std::string& v) {
                  o_.outputs.plot_path = non_empty("--plot", v, "a file name");
                });
    flags.value("plot-figure", "NAME", "the figure on the y axis, as `ccsim sweep --plot-figure`",
                [this](const std::string& v) {
                  o_.outputs.plot_figure = non_empty("--plot-figure", v, "a figure name");
                });
    flags.toggle("log-y", "a logarithmic y axis in the plot", [this] { o_.outputs.log_y = true; });
    flags.toggle("resubmit-failed",
                 "submit again the points that failed or have no result (a new array of just "
                 "their indices)",
                 [this] { o_.resubmit_failed = true; });
    add_jobs_flag(flags, o_.jobs,
                  "with --resubmit-failed: array tasks running at once (default: as the sweep)");
    add_slurm_resource_flags(flags, o_.resources);
  }

  int run(const Invocation& in, std::ostream& out) override {
    if (in.arguments.size() != 1) {
      throw ConfigError(
          "sweep collect",
          in.arguments.empty()
              ? "expects the sweep directory: ccsim sweep collect DIR"
              : "expects one sweep directory, got '" + printable(in.arguments[1]) + "' too");
    }
    if (!o_.resubmit_failed) {
      const std::string flag = o_.jobs > 0 ? "--jobs" : o_.resources.first_flag_given();
      if (!flag.empty()) throw ConfigError(flag, "only with --resubmit-failed");
    }
    o_.dir = in.arguments.front();
    return collect_sweep(o_, out);
  }

 private:
  CollectOptions o_;
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 5;
  e.summary = "the table of a Slurm sweep, failed or missing points listed (--resubmit-failed)";
  e.usage = "ccsim sweep collect DIR [--csv FILE] [--plot FILE.png] [--resubmit-failed]";
  e.about =
      "Reads the sweep directory DIR written by `ccsim sweep --backend slurm` and prints the "
      "table a local sweep prints. Each point without a result is listed with its exit code "
      "and the reason from its standard error, and the exit code is 1; --resubmit-failed "
      "submits just those points again, moving their earlier files to attempts/N/. The sweep "
      "directory holds the configuration: no keys are taken here.";
  e.config = ConfigUse::kNone;
  e.examples = {
      "ccsim sweep collect sweep-20260101-120000 --csv results.csv --plot results.png",
      "ccsim sweep collect sweep-20260101-120000 --resubmit-failed --time 30",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(sweep_collect, "sweep collect", SweepCollectCommand, entry());

}  // namespace ccsim::tb
