// Runs configurations for studies: each distinct configuration once per command, in child
// processes, `jobs` at a time, with progress on stderr (batch_progress.h).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "run/report.h"

namespace ccsim::tb {

// Configuration keys and values, in the order they apply.
using KeyValues = std::vector<std::pair<std::string, std::string>>;

// Thrown by StudyRunner::run in check mode, once it has checked a batch of configurations:
// the study stops there, as it has no reports to go on with.
struct StudyChecked {
  size_t configurations = 0;
};

class StudyRunner {
 public:
  // `user` keys (from the command line) apply to every run, before a study's own settings.
  StudyRunner(int jobs, bool quiet, KeyValues user = {})
      : jobs_(jobs), quiet_(quiet), user_(std::move(user)) {}
  // A configuration from configs/NAME, then the user's keys, then the study's `overrides`. A
  // user's key that a study sets to another value is said once on standard error: it does not
  // apply to that study's runs.
  Config machine(const std::string& config_file, const KeyValues& overrides) const;
  // Reports in the order of `configs`; a run that fails (a refusal, a deadlock, a data
  // mismatch) is an error naming the configuration: a study must not print a failed run's
  // cycles.
  std::vector<RunReport> run(const std::vector<Config>& configs);
  uint64_t simulations() const { return simulations_; }
  // Check mode: run() makes every check a run makes before it simulates (load_run: each key, the
  // machine, the experiment, the memory) on each configuration of its batch, then throws
  // StudyChecked instead of simulating; a refused configuration throws its ConfigError.
  void check_only() { check_only_ = true; }

 private:
  std::vector<RunReport> simulate(const std::vector<Config>& configs) const;
  int jobs_;
  bool quiet_;
  KeyValues user_;
  mutable std::set<std::string> overridden_;  // user keys a study set otherwise, said once
  uint64_t simulations_ = 0;
  bool check_only_ = false;
  std::map<std::string, RunReport> done_;  // by the configuration's INI text
};

}  // namespace ccsim::tb
