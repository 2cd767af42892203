// The ccsim command: parse the command line, dispatch the subcommand, turn errors into exit codes.
//
// Exit codes: 0 success; 1 a failed run (SimulationError, data mismatch, deadlock), an output
// that could not be written (OutputError) or any other error; 2 bad input (ConfigError, unknown
// or missing subcommand). Errors are printed as one line on stderr: "ccsim: error: <key>:
// <reason>" for bad input, "ccsim: <message>" otherwise.
// SystemC's library owns main() and calls sc_main(); nothing here touches the kernel, so
// `list`, `plan` and --help run without elaborating anything.
#include <algorithm>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <sstream>
#include <string>

#include "algorithm.h"
#include "base/errors.h"
#include "base/output_file.h"
#include "build_version.h"
#include "experiment.h"
#include "latency_load.h"
#include "net/topology/topology.h"
#include "options.h"
#include "plans/plan_registry.h"
#include "routing/routing_policy.h"
#include "run.h"
#include "slurm_sweep.h"
#include "study.h"
#include "sweep_run.h"
#include "traffic/traffic_pattern.h"

namespace ccsim::tb {
namespace {

// Refuses positional arguments the subcommand does not take, naming every one.
void no_extra_arguments(const ParsedCommand& cmd) {
  if (cmd.positional.empty()) return;
  std::string list;
  for (const std::string& a : cmd.positional) list += (list.empty() ? "'" : ", '") + a + "'";
  throw ConfigError(cmd.subcommand, std::string("unexpected argument") +
                                        (cmd.positional.size() > 1 ? "s " : " ") + list);
}

// One section of `ccsim list`: every name of a registry with its description.
template <typename Entry>
void list_registry(const std::string& title, const Registry<Entry>& registry) {
  // The configuration key that selects one, where one does.
  const bool is_key = find_key(registry.key()) != nullptr;
  std::cout << title << (is_key ? " (" + registry.key() + ")" : "") << ":\n";
  size_t width = 0;
  for (const auto& [name, entry] : registry.entries()) width = std::max(width, name.size());
  for (const auto& [name, entry] : registry.entries()) {
    std::cout << "  " << name << std::string(width - name.size() + 2, ' ') << entry.description
              << "\n";
  }
}

int list_command(const ParsedCommand& cmd) {
  no_extra_arguments(cmd);
  list_registry("topologies", net::topology_registry());
  list_registry("experiments", experiment_registry());
  list_registry("algorithms", sw::algorithm_registry());
  list_registry("traffic patterns", sw::traffic_pattern_registry());
  list_registry("routing policies", sw::routing_registry());
  list_registry("plans (ccsim plan NAME)", sw::plan_registry());
  list_registry("studies (ccsim reproduce NAME)", study_registry());
  return 0;
}

int plan_command(const ParsedCommand& cmd) {
  if (cmd.positional.empty()) {
    throw ConfigError("plan", "expects a plan name; known: " + sw::plan_registry().known());
  }
  const std::string& name = cmd.positional.front();
  if (cmd.positional.size() > 1) {
    throw ConfigError("plan", "unexpected argument '" + cmd.positional[1] + "'");
  }
  const sw::PlanEntry& plan = sw::plan_registry().at(name);
  if (!cmd.json_path.empty()) {
    const std::string problem = output_path_problem(cmd.json_path);
    if (!problem.empty()) throw ConfigError("--json", problem);
  }
  // The plan is written only once it is complete, so that an error leaves no partial file.
  std::ostringstream text;
  try {
    plan.write_json(cmd.config, text);
  } catch (const ConfigError& e) {
    throw cmd.config.add_origin(e);
  }
  if (cmd.json_path.empty()) {
    std::cout << text.str();
    return 0;
  }
  write_output_file(cmd.json_path, text.str());
  return 0;
}

// run_simulation() checks the output paths, writes output.config_out and echoes the
// configuration itself, so that every caller of it (not only this command) gets them.
int run_command(const ParsedCommand& cmd) {
  no_extra_arguments(cmd);
  return run_simulation(cmd.config, std::cout);
}

int dispatch(const ParsedCommand& cmd) {
  if (cmd.help) {
    print_help(std::cout);
    return 0;
  }
  if (cmd.version) {
    std::cout << "ccsim " << build_version() << "\n";
    return 0;
  }
  if (cmd.print_config) {
    std::cout << cmd.config.to_ini();
    return 0;
  }
  if (cmd.subcommand.empty()) {
    print_usage(std::cerr);
    return 2;
  }
  if (cmd.subcommand == "run") return run_command(cmd);
  if (cmd.subcommand == "plan") return plan_command(cmd);
  if (cmd.subcommand == "list") return list_command(cmd);
  if (cmd.subcommand == "sweep") {
    if (!cmd.positional.empty() && cmd.positional.front() == "collect") {
      return collect_command(cmd, std::cout);
    }
    no_extra_arguments(cmd);
    return sweep_command(cmd, std::cout);
  }
  if (cmd.subcommand == "reproduce") return reproduce_command(cmd, std::cout);
  if (cmd.subcommand == "latency-load") {
    no_extra_arguments(cmd);
    return latency_load_command(cmd, std::cout);
  }
  if (cmd.subcommand == "bench") {
    no_extra_arguments(cmd);
    return bench_command(cmd, std::cout);
  }

  std::string known;
  std::string last;
  for (const auto& sub : subcommands()) {
    const std::string name = sub.first.substr(0, sub.first.find(' '));
    if (name != last) known += (known.empty() ? "" : ", ") + name;
    last = name;
  }
  throw ConfigError("", "unknown subcommand '" + cmd.subcommand + "'; known: " + known);
}

}  // namespace
}  // namespace ccsim::tb

// C linkage, as SystemC declares it (sysc/kernel/sc_externs.h); this file does not include
// <systemc>, so the declaration is repeated here.
extern "C" int sc_main(int argc, char** argv) {
  try {
    return ccsim::tb::dispatch(ccsim::tb::parse_command_line(argc, argv));
  } catch (const ccsim::ConfigError& e) {
    std::cerr << "ccsim: error: " << e.what() << "\n";
    return 2;
  } catch (const ccsim::SimulationError& e) {
    std::cerr << "ccsim: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "ccsim: " << e.what() << "\n";
    return 1;
  }
}

// Our own main() ahead of SystemC's: the SystemC banner is noise in a tool's output, and the
// library reads its switch before sc_main() runs. A user who wants the banner sets the variable.
extern "C" int sc_elab_and_sim(int argc, char* argv[]);
int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", /*overwrite=*/0);
  ccsim::remove_unfinished_outputs_on_signals();
  return sc_elab_and_sim(argc, argv);
}
