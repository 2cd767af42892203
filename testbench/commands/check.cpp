// `ccsim check`: every check a run makes before it simulates, and nothing else.
#include <ostream>
#include <string>

#include "base/memory_estimate.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "run/run_config.h"

namespace ccsim::tb {

namespace {

class CheckCommand : public Command {
 public:
  // The run's output flags too, so that a run's command line can be checked as it is.
  void declare(FlagSet& flags) override { add_run_output_flags(flags); }
  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    // load_run() is the one pass that checks a run's keys, machine, experiment, memory and
    // output paths (exit 2 naming the key); it builds the experiment's plan but no machine.
    const RunConfig run = load_run(in.config);
    RunReport what;
    run.experiment->describe(what);
    out << "configuration ok: a run would start\n"
        << "  runs         " << what.name << "\n"
        << "  on           " << what.topology
        << (what.topology.find(" nodes") == std::string::npos
                ? ", " + std::to_string(what.nodes) + " nodes"
                : "")
        << "\n"
        << "  host memory  " << format_bytes(run.memory_estimate_bytes) << " estimated, "
        << format_bytes(memory_limit_bytes(in.config)) << " allowed (sim.max_memory_mb)\n";
    const net::Cycle expected = run.experiment->expected_cycles();
    if (expected > 0) out << "  expected     about " << expected << " cycles, by its formula\n";
    return 0;
  }
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 2;
  e.summary = "check a configuration as a run would, without simulating (exit 2 naming the key)";
  e.usage = "ccsim check [--config FILE]... [--section.key=VALUE]... [run's options]";
  e.about =
      "Makes every check `ccsim run` makes before it simulates: each key's value, the topology, "
      "the switch and interface limits, the switch implementation, the experiment and its "
      "algorithm or traffic against the machine, the host-memory estimate and the output "
      "paths (the same command line as `ccsim run`, with `check` for `run`). Prints what would "
      "run and its memory estimate; exit 0 when it would start, exit 2 "
      "with the key and where its value came from when not. Quick: check sweep points or Slurm "
      "jobs before they queue.";
  e.examples = {
      "ccsim check --config configs/iwarp-8x8.ini",
      "ccsim check --config configs/cm200-d8.ini --topology.dim=11",
      "ccsim check --config configs/iwarp-8x8.ini --trace t.vcd --stats s.json",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(check, "check", CheckCommand, entry());

}  // namespace ccsim::tb
