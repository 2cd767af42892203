// Exceptions that carry context to main(), which prints them on one line and sets the exit code.
//
// ConfigError: bad input found before simulation (exit 2); its message names the key.
// SimulationError: a run that failed, such as a deadlock or a data mismatch (exit 1).
#pragma once

#include <stdexcept>
#include <string>

namespace ccsim {

class ConfigError : public std::runtime_error {
 public:
  ConfigError(const std::string& key, const std::string& reason)
      : std::runtime_error(key.empty() ? reason : key + ": " + reason), key_(key) {}
  const std::string& key() const { return key_; }

 private:
  std::string key_;
};

class SimulationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace ccsim
