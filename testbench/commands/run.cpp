// `ccsim run`: one simulation of the configured machine and experiment.
#include "run/run.h"

#include <iostream>

#include "cli/command.h"
#include "cli/flags.h"

namespace ccsim::tb {

namespace {

class RunCommand : public Command {
 public:
  void declare(FlagSet& flags) override { add_run_output_flags(flags); }
  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    return run_simulation(in.config, /*echo=*/!in.quiet, out);
  }
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 1;
  e.summary = "simulate the configured machine and experiment, check the data and report";
  e.usage = "ccsim run [--config FILE]... [--section.key=VALUE]... [options]";
  e.about =
      "Prints the effective configuration (as comments; -q leaves it out, --save-config keeps "
      "it), then the report: cycles, the experiment's figures beside their analytic values, "
      "link and memory-port use, and whether every node's data is right. Exit 1 when the "
      "data is wrong or the run deadlocked (the report says who waits on whom).";
  e.examples = {
      "ccsim run --config configs/iwarp-8x8.ini",
      "ccsim run --config configs/iwarp-8x8.ini --algorithm.block_bytes=64 --stats s.json",
      "ccsim run --config configs/cm200-d4.ini --trace t.fst --trace-window 0:2000",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(run, "run", RunCommand, entry());

}  // namespace ccsim::tb
