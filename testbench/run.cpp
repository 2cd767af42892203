// `ccsim run`: configuration to machine, simulation, data check and report.
#include "run.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>

#include "base/errors.h"
#include "machine.h"
#include "machine_run.h"

namespace ccsim::tb {

RunReport simulate(const RunConfig& run) {
  RunReport r;
  run.experiment->describe(r);
  sc::Machine machine("ccsim", run.machine, *run.topology);
  run.experiment->attach(machine);
  const sc::RunResult result = run_machine(machine, run, run.experiment->expected_cycles(), r);
  run.experiment->finish(machine, result, r);
  if (!run.output.stats.empty()) write_report_file(r, run.output.stats);
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
      reply = {{"report", to_json(simulate(load_run(config)))}};
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
  const RunConfig run = load_run(config);
  const OutputParams& output = run.output;
  if (!output.config_out.empty()) {
    // The saved copy must not overwrite itself when it is rerun.
    Config saved = config;
    saved.set("output.config_out", "", "cleared in the saved copy");
    std::ofstream(output.config_out) << saved.to_ini();
  }
  out << "# effective configuration (rerun with --config on a saved copy)\n";
  std::istringstream ini(config.to_ini());
  for (std::string line; std::getline(ini, line);) out << "# " << line << "\n";
  const RunReport r = simulate(run);
  print_report(r, out);
  if (!r.ok) {
    std::cerr << "ccsim: " << (r.deadlock ? "deadlock" : "run failed") << ": "
              << r.error.substr(0, r.error.find('\n')) << " (details in the report)\n";
  }
  return r.ok ? 0 : 1;
}

}  // namespace ccsim::tb
