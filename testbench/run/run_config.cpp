// Config -> RunConfig: the one pass that builds and checks everything a run needs.
#include "run/run_config.h"

#include "base/errors.h"
#include "net/local_channels.h"
#include "net/switch/addition.h"
#include "switch_impl.h"

namespace ccsim::tb {

namespace {
// What the machine's threads need (sc::RunLimits::threads), said with the key in the way.
void check_threads(const Config& config, const RunConfig& run) {
  if (run.sim.threads == 1) return;
  if (run.machine.router.impl != "model") {
    config.fail("sim.threads", "more than one thread needs switch.impl = model");
  }
  if (run.machine.link.half_duplex) {
    config.fail("sim.threads",
                "more than one thread needs full-duplex links (link.half_duplex = true): both "
                "ends of a half-duplex link decide on the one wire in the same cycle");
  }
  if (run.experiment->hooks_into_ticks()) {
    config.fail("sim.threads", "experiment " + config.get_string("experiment.name") +
                                   " runs code inside the machine's ticks: it takes one thread");
  }
}
}  // namespace

RunConfig load_run(const Config& config) try {
  RunConfig run;
  run.config = config;
  run.machine = net::read_machine_params(config);
  run.sim = read_sim_params(config);
  run.output = read_output_params(config);
  check_trace_time(config, run.output, run.sim, run.machine.clock_mhz);
  check_output_paths(config);
  run.topology = net::make_topology(config);
  run.output.trace_view_node = read_trace_node(config, *run.topology);
  // The switch's and the interface's masks hold this many ports, VCs and local channels.
  net::check_machine_fits(run.machine, *run.topology);
  sc::check_switch_impl(config, run.machine, *run.topology);
  // Before anything large is built: the experiment's tables may be N^2.
  MemoryEstimate estimate;
  sc::Machine::estimate_memory(run.machine, *run.topology, estimate);
  estimate_experiment_memory(config, run.machine, *run.topology, estimate);
  check_memory_estimate(config, estimate);
  run.memory_estimate_bytes = estimate.total();
  // After the estimate, which refuses an algorithm on a topology it does not run on.
  net::check_switch_additions(run.machine, *run.topology);
  run.experiment = make_experiment(config, run.machine, *run.topology);
  net::SwitchUse use = run.experiment->switch_use();
  if (use.who.empty()) use.who = "experiment " + config.get_string("experiment.name");
  net::check_switch_use(config, run.machine, use);
  check_threads(config, run);
  return run;
} catch (const ConfigError& e) {
  throw config.add_origin(e);
}

}  // namespace ccsim::tb
