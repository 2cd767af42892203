// The runner of the studies' simulations (see study_runner.h).
#include "studies/study_runner.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "base/errors.h"
#include "cli/ini.h"
#include "run/run.h"
#include "run/run_config.h"
#include "studies/batch_progress.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif

namespace ccsim::tb {

Config StudyRunner::machine(const std::string& config_file, const KeyValues& overrides) const {
  Config config = read_config_file(std::string(CCSIM_CONFIG_DIR) + "/" + config_file);
  config.set("output.progress", "false", "study");
  for (const auto& [key, value] : user_) config.set(key, value, "command line");
  for (const auto& [key, value] : overrides) {
    if (config.get_string(key) != value && config.origin(key) == "command line" &&
        overridden_.insert(key).second) {
      std::cerr << "ccsim reproduce: warning: --" << key << "=" << config.get_string(key)
                << " does not apply where a study sets " << key << " itself (to " << value
                << ", and perhaps other values)\n";
    }
    config.set(key, value, "study");
  }
  return config;
}

namespace {
// The configuration's values, one per line, without origins: equal text, equal run.
std::string values_of(const Config& config) {
  std::string text;
  for (const KeySpec& k : all_keys()) text += k.name + "=" + config.get_string(k.name) + "\n";
  return text;
}

// A one-line name of a run for messages: the keys that differ from the defaults.
std::string describe(const Config& config) {
  const Config defaults;
  std::string out;
  for (const KeySpec& k : all_keys()) {
    if (section_of(k.name) != "topology" && section_of(k.name) != "algorithm") continue;
    if (config.get_string(k.name) == defaults.get_string(k.name)) continue;
    out += (out.empty() ? "" : " ") + k.name + "=" + config.get_string(k.name);
  }
  return out;
}
}  // namespace

std::vector<RunReport> StudyRunner::simulate(const std::vector<Config>& configs) const {
  if (!quiet_) {
    std::cerr << "[ccsim] " << configs.size() << " simulation" << (configs.size() == 1 ? "" : "s")
              << ", " << jobs_ << " at a time\n";
  }
  const auto started = std::chrono::steady_clock::now();
  BatchProgress lines(configs.size());
  const auto progress = [&](size_t finished) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!quiet_) std::cerr << lines.line(finished, elapsed);
  };
  return simulate_all(configs, jobs_, progress);
}

std::vector<RunReport> StudyRunner::run(const std::vector<Config>& configs) {
  std::vector<Config> missing;
  std::vector<std::string> missing_keys;
  for (const Config& c : configs) {
    const std::string key = values_of(c);
    if (done_.count(key) ||
        std::find(missing_keys.begin(), missing_keys.end(), key) != missing_keys.end()) {
      continue;
    }
    missing.push_back(c);
    missing_keys.push_back(key);
  }
  if (check_only_) {
    for (const Config& c : missing) load_run(c);
    throw StudyChecked{missing.size()};
  }
  if (!missing.empty()) {
    const std::vector<RunReport> reports = simulate(missing);
    simulations_ += missing.size();
    for (size_t i = 0; i < missing.size(); ++i) {
      if (!reports[i].ok) {
        throw SimulationError("a study's run failed (" + describe(missing[i]) +
                              "): " + reports[i].error.substr(0, reports[i].error.find('\n')));
      }
      done_.emplace(missing_keys[i], reports[i]);
    }
  }
  std::vector<RunReport> out;
  for (const Config& c : configs) out.push_back(done_.at(values_of(c)));
  return out;
}

}  // namespace ccsim::tb
