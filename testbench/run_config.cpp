// Config -> RunConfig: the one pass that builds and checks everything a run needs.
#include "run_config.h"

#include "base/errors.h"
#include "rtl/rtl_switch_block.h"

namespace ccsim::tb {

namespace {

// The switch implementation switch.impl names, checked against the topology.
void check_switch_impl(const Config& config, const net::MachineParams& machine,
                       const net::Topology& topology) {
  if (config.one_of("switch.impl", {"model", "rtl"}) == "rtl") {
    sc::RtlSwitchBlock::check(machine.router, topology.switch_ports(), machine.link);
  }
}

}  // namespace

RunConfig load_run(const Config& config) {
  RunConfig run;
  run.config = config;
  run.machine = net::read_machine_params(config);
  run.sim = read_sim_params(config);
  run.output = read_output_params(config);
  check_output_paths(config);
  run.topology = net::make_topology(config);
  check_switch_impl(config, run.machine, *run.topology);
  run.experiment = make_experiment(config, run.machine, *run.topology);
  return run;
}

}  // namespace ccsim::tb
