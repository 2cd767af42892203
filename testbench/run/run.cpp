// `ccsim run`: configuration to machine, simulation, data check and report.
#include "run/run.h"

#include <sys/resource.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>

#include "base/errors.h"
#include "base/output_file.h"
#include "machine.h"
#include "run/machine_run.h"
#include "run/process_pool.h"
#include "util/build_version.h"

namespace ccsim::tb {

namespace {

// output.config_out, when set: the configuration as INI, less that key (so that a rerun of the
// saved copy does not overwrite it).
void save_config(const Config& config) {
  const std::string& path = config.get_string("output.config_out");
  if (path.empty()) return;
  Config saved = config;
  saved.set("output.config_out", "", "cleared in the saved copy");
  write_output_file(path, saved.to_ini());
}

}  // namespace

RunReport simulate(const RunConfig& run) {
  RunReport r;
  r.ccsim_version = build_version();
  r.experiment = run.config.get_string("experiment.name");
  // What ran, not where its outputs went: two runs of one configuration compare equal.
  for (const KeySpec& spec : all_keys()) {
    if (section_of(spec.name) != "output") r.config[spec.name] = run.config.get_string(spec.name);
  }
  run.experiment->describe(r);
  r.memory_estimate_bytes = run.memory_estimate_bytes;
  sc::Machine machine("ccsim", run.machine, *run.topology, run.experiment->node_memory_words());
  run.experiment->attach(machine);
  const sc::RunResult result = run_machine(machine, run, run.experiment->expected_cycles(), r);
  run.experiment->finish(machine, result, r);
  struct rusage usage {};
  if (getrusage(RUSAGE_SELF, &usage) == 0) r.host.peak_rss_bytes = uint64_t(usage.ru_maxrss) * 1024;
  // The saved configuration is written with the other outputs, once the run is over, so that
  // an interrupted run leaves an earlier copy as it was.
  if (!run.output.stats.empty()) write_report_file(r, run.output.stats);
  save_config(run.config);
  return r;
}

namespace {

// The child's side: a report, or the error that stopped it, as JSON text.
std::string simulate_reply(const Config& config) {
  nlohmann::json reply;
  try {
    const RunConfig run = load_run(config);
    reply = {{"report", to_json(simulate(run))}};
  } catch (const ConfigError& e) {
    reply = {{"config_error", e.what()}, {"key", e.key()}};
  } catch (const std::exception& e) {
    reply = {{"error", e.what()}};
  }
  // Error texts may hold any bytes a user typed: replace what is not UTF-8.
  return reply.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

RunReport report_of_reply(const std::string& text) {
  if (text.empty()) throw SimulationError("simulation child process died without a report");
  const nlohmann::json reply = nlohmann::json::parse(text);
  if (reply.contains("config_error")) {
    // The child's message already starts with the key.
    const std::string key = reply.at("key");
    std::string what = reply.at("config_error");
    const std::string shown_key = printable_key(key) + ": ";
    if (!key.empty() && what.rfind(shown_key, 0) == 0) what = what.substr(shown_key.size());
    throw ConfigError(key, what);
  }
  if (reply.contains("error")) throw SimulationError(reply.at("error").get<std::string>());
  return report_from_json(reply.at("report"));
}

}  // namespace

RunReport simulate_isolated(const Config& config) { return simulate_all({config}, 1).front(); }

std::vector<RunReport> simulate_all(const std::vector<Config>& configs, int jobs,
                                    const std::function<void(size_t)>& on_done) {
  // Each reply is judged as its child ends: the first error stops the runs still going.
  std::vector<RunReport> reports(configs.size());
  size_t finished = 0;
  run_in_children(
      configs.size(), jobs, [&configs](size_t i) { return simulate_reply(configs[i]); },
      [&](size_t i, const std::string& reply) {
        reports[i] = report_of_reply(reply);
        if (on_done) on_done(++finished);
      });
  return reports;
}

int run_simulation(const Config& config, bool echo, std::ostream& out) {
  const RunConfig run = load_run(config);
  // With the statistics on standard output, standard output holds them alone.
  const bool stats_out = run.output.stats == kStandardOutput;
  if (echo && !stats_out) {
    out << "# effective configuration (rerun with --config on a saved copy)\n";
    std::istringstream ini(config.to_ini());
    for (std::string line; std::getline(ini, line);) out << "# " << line << "\n";
  }
  const RunReport r = simulate(run);
  if (!stats_out) print_report(r, out);
  if (!r.ok) {
    std::cerr << "ccsim: " << (r.deadlock ? "deadlock" : "run failed") << ": "
              << r.error.substr(0, r.error.find('\n')) << " (details in the report)\n";
  }
  return r.ok ? 0 : 1;
}

}  // namespace ccsim::tb
