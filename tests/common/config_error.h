// Helpers for tests of refusals: the ConfigError a call throws, and a substring check for its
// message. Header-only.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

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

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace ccsim::testing
