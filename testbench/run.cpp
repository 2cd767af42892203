// `ccsim run`: configuration to machine, simulation, data check and report.
#include "run.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>

#include "algorithm.h"
#include "machine.h"
#include "machine_config.h"
#include "machine_run.h"
#include "base/errors.h"
#include "net/topology/topology.h"
#include "switch_impl.h"
#include "traffic_run.h"

namespace ccsim::tb {

namespace {

// Eq. 1 (004) for an n x n torus: 32nS/Tt bytes/s with bidirectional links, half that with
// half-duplex ones (each link carries one direction at a time); 0 for other topologies.
double torus_peak_mbytes(const net::MachineParams& m, const net::Topology& t) {
  const auto* grid = dynamic_cast<const net::Grid2D*>(&t);
  if (!grid || !grid->wraps() || grid->nx() != grid->ny()) return 0;
  const double duplex = m.link.half_duplex ? 0.5 : 1.0;
  return duplex * 32.0 * grid->nx() * m.clock_mhz * 1e6 / m.link.cycles_per_word / 1e6;
}

// The algorithm the configuration names, checked against the machine (ConfigError).
std::unique_ptr<sw::Algorithm> checked_algorithm(const Config& config,
                                                 const net::MachineParams& machine_params,
                                                 const net::Topology& topology) {
  const sw::AlgorithmParams algo_params = algorithm_params(config);
  std::unique_ptr<sw::Algorithm> algorithm =
      sw::make_algorithm(algo_params, topology, machine_params);
  if (algorithm->memory_words_needed() > machine_params.memory.words) {
    throw ConfigError(
        "memory.words",
        std::to_string(machine_params.memory.words) + " words is too small: " + algo_params.name +
            " with algorithm.block_bytes = " + std::to_string(algo_params.block_bytes) + " needs " +
            std::to_string(algorithm->memory_words_needed()) + " words per node");
  }
  return algorithm;
}

RunReport simulate_algorithm(const Config& config, const net::MachineParams& machine_params,
                             const net::Topology& topology) {
  const sw::AlgorithmParams algo_params = algorithm_params(config);
  const SimParams sim = sim_params(config);
  std::unique_ptr<sw::Algorithm> algorithm = checked_algorithm(config, machine_params, topology);

  RunReport r;
  r.algorithm = algo_params.name;
  r.sync = algo_params.name == "aapc.phased" ? algo_params.sync : "";
  r.topology = topology.kind() + " " + std::to_string(machine_params.topology.nx) + "x" +
               std::to_string(machine_params.topology.ny);
  r.nodes = topology.node_count();
  r.block_bytes = algo_params.block_bytes;
  r.seed = sim.seed;
  r.clock_mhz = machine_params.clock_mhz;
  for (const auto& a : algorithm->analytic(machine_params)) {
    r.analytic.push_back({a.name, a.value, a.unit, a.source});
  }

  sc::Machine machine("ccsim", machine_params, topology);
  for (int i = 0; i < machine.node_count(); ++i) {
    algorithm->init_memory(i, machine.node(i).memory());
  }
  machine.set_program([&algorithm](net::NodeApi& api) { algorithm->run(api); });
  const sc::RunResult result =
      run_machine(machine, config, net::Cycle(r.analytic_value("eq3_cycles")), r);

  if (result.ok) {
    r.data_checked = true;
    r.data_ok = true;
    for (int i = 0; i < machine.node_count() && r.data_ok; ++i) {
      const std::string diff = algorithm->check(i, machine.node(i).memory());
      if (!diff.empty()) {
        r.data_ok = false;
        r.ok = false;
        r.error = "data mismatch: " + diff;
      }
    }
  }
  r.payload_bytes = algorithm->payload_bytes();
  if (r.cycles > 0) {
    r.mbytes_per_s =
        double(r.payload_bytes) / (double(r.cycles) / (machine_params.clock_mhz * 1e6)) / 1e6;
  }
  r.peak_mbytes_per_s = torus_peak_mbytes(machine_params, topology);
  if (r.peak_mbytes_per_s > 0) r.percent_of_peak = 100.0 * r.mbytes_per_s / r.peak_mbytes_per_s;

  const auto& marks = algorithm->phase_marks();
  if (marks.size() >= 2) {
    r.phases = marks.size() - 1;
    r.phase_cycles_min = ~uint64_t(0);
    for (size_t i = 1; i < marks.size(); ++i) {
      const uint64_t d = marks[i].cycle - marks[i - 1].cycle;
      r.phase_cycles.push_back(d);
      r.phase_cycles_min = std::min(r.phase_cycles_min, d);
      r.phase_cycles_max = std::max(r.phase_cycles_max, d);
    }
    r.phase_cycles_mean = double(marks.back().cycle - marks.front().cycle) / double(r.phases);
  }
  return r;
}

}  // namespace

void validate(const Config& config) {
  const net::MachineParams machine = machine_params(config);
  sim_params(config);
  output_params(config);
  check_output_paths(config);
  std::unique_ptr<net::Topology> topology = net::make_topology(machine.topology);
  sc::check_switch_impl(machine, *topology);
  if (config.get_string("algorithm.name") == "traffic") {
    validate_traffic(config, machine, *topology);
  } else {
    checked_algorithm(config, machine, *topology);
  }
}

RunReport simulate(const Config& config) {
  validate(config);
  const net::MachineParams machine = machine_params(config);
  std::unique_ptr<net::Topology> topology = net::make_topology(machine.topology);
  RunReport r = config.get_string("algorithm.name") == "traffic"
                    ? simulate_traffic(config, machine, *topology)
                    : simulate_algorithm(config, machine, *topology);
  const OutputParams output = output_params(config);
  if (!output.stats.empty()) write_report_file(r, output.stats);
  return r;
}

namespace {

struct Child {
  pid_t pid = -1;
  int fd = -1;
};

Child start_isolated(const Config& config) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe() failed");
  std::cout.flush();
  std::cerr.flush();
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork() failed");
  if (pid == 0) {
    close(fds[0]);
    nlohmann::json reply;
    try {
      reply = {{"report", to_json(simulate(config))}};
    } catch (const ConfigError& e) {
      reply = {{"config_error", e.what()}, {"key", e.key()}};
    } catch (const std::exception& e) {
      reply = {{"error", e.what()}};
    }
    const std::string text = reply.dump();
    size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(fds[1], text.data() + done, text.size() - done);
      if (n <= 0) break;
      done += size_t(n);
    }
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  return Child{pid, fds[0]};
}

RunReport finish_isolated(const Child& child) {
  std::string text;
  char buffer[65536];
  ssize_t n;
  while ((n = read(child.fd, buffer, sizeof buffer)) > 0) text.append(buffer, size_t(n));
  close(child.fd);
  int wstatus = 0;
  waitpid(child.pid, &wstatus, 0);
  if (text.empty()) throw SimulationError("simulation child process died without a report");
  const nlohmann::json reply = nlohmann::json::parse(text);
  if (reply.contains("config_error")) {
    // The child's message already starts with the key.
    const std::string key = reply.at("key");
    std::string what = reply.at("config_error");
    if (!key.empty() && what.rfind(key + ": ", 0) == 0) what = what.substr(key.size() + 2);
    throw ConfigError(key, what);
  }
  if (reply.contains("error")) throw SimulationError(reply.at("error").get<std::string>());
  return report_from_json(reply.at("report"));
}

}  // namespace

RunReport simulate_isolated(const Config& config) {
  return finish_isolated(start_isolated(config));
}

std::vector<RunReport> simulate_all(const std::vector<Config>& configs, int jobs) {
  std::vector<RunReport> reports;
  std::vector<Child> running;
  size_t next = 0;
  while (reports.size() < configs.size()) {
    while (next < configs.size() && int(running.size()) < std::max(1, jobs)) {
      running.push_back(start_isolated(configs[next++]));
    }
    // Reports are collected in order; a report is small, so a finished child never blocks.
    reports.push_back(finish_isolated(running.front()));
    running.erase(running.begin());
  }
  return reports;
}

int run_simulation(const Config& config, std::ostream& out) {
  validate(config);
  const OutputParams output = output_params(config);
  if (!output.config_out.empty()) {
    // The saved copy must not overwrite itself when it is rerun.
    Config saved = config;
    saved.set("output.config_out", "", "cleared in the saved copy");
    std::ofstream(output.config_out) << saved.to_ini();
  }
  out << "# effective configuration (rerun with --config on a saved copy)\n";
  std::istringstream ini(config.to_ini());
  for (std::string line; std::getline(ini, line);) out << "# " << line << "\n";
  const RunReport r = simulate(config);
  print_report(r, out);
  if (!r.ok) {
    std::cerr << "ccsim: " << (r.deadlock ? "deadlock" : "run failed") << ": "
              << r.error.substr(0, r.error.find('\n')) << " (details in the report)\n";
  }
  return r.ok ? 0 : 1;
}

}  // namespace ccsim::tb
