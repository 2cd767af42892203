// The plan registry.
#include "core/plan_registry.h"

namespace ccsim::sw {

Registry<PlanEntry>& plan_registry() {
  static Registry<PlanEntry> registry("plan", "plan");
  return registry;
}

}  // namespace ccsim::sw
