// Plans by name, for `ccsim plan NAME`: an algorithm's schedule (who sends what to whom in
// which step) written as JSON, without simulating anything.
//
// A plan registers itself beside the algorithm that executes it (CCSIM_REGISTER_PLAN, in an
// OBJECT library). Its writer reads the keys it needs from the configuration and throws
// ConfigError naming the key for a machine the plan is not defined on.
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "base/config.h"
#include "base/registry.h"

namespace ccsim::sw {

struct PlanEntry {
  std::string description;
  std::function<void(const Config&, std::ostream&)> write_json;
};

// Selected by the argument of `ccsim plan`, named "plan" in errors.
Registry<PlanEntry>& plan_registry();

}  // namespace ccsim::sw

#define CCSIM_REGISTER_PLAN(id, name, description, writer)      \
  CCSIM_REGISTER(plan_##id, ::ccsim::sw::plan_registry(), name, \
                 ::ccsim::sw::PlanEntry{description, writer})
