// Helpers for tests of refusals: a configuration from key-value pairs, the ConfigError a call
// throws (and the key it names), and a substring check for its message. Header-only.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

#include "base/config.h"
#include "base/errors.h"

namespace ccsim::testing {

// The ConfigError `f` throws; a test failure (and an empty error) when it throws none.
inline ConfigError config_error(const std::function<void()>& f) {
  try {
    f();
  } catch (const ConfigError& e) {
    return e;
  }
  ADD_FAILURE() << "expected a ConfigError";
  return ConfigError("", "");
}

// The key of the ConfigError `f` throws (a test failure when it throws none).
inline std::string refused_key(const std::function<void()>& f) { return config_error(f).key(); }

// A configuration of these keys and values, as if read from a file named "test".
inline Config config_with(std::initializer_list<std::pair<std::string, std::string>> values) {
  Config config;
  for (const auto& [key, value] : values) config.set(key, value, "test");
  return config;
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace ccsim::testing
