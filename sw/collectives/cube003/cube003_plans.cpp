// Paper 003's plans by name (see cube003_plan.h).
#include <stdexcept>

#include "collectives/cube003/cube003_exchange.h"
#include "collectives/cube003/cube003_paths.h"
#include "collectives/cube003/cube003_plan.h"
#include "collectives/cube003/cube003_transpose.h"
#include "collectives/cube003/cube003_trees.h"

namespace ccsim::sw::cube003 {

const std::vector<std::string>& plan_names() {
  static const std::vector<std::string> names = {
      "broadcast",     "broadcast_pipelined", "path",   "parallel_paths",
      "sba",           "daisy_chain",         "adea",   "tea1",
      "tea2",          "tea2_grouped",        "gather", "scatter",
      "transpose_smg", "transpose_mtadea"};
  return names;
}

std::unique_ptr<Plan> make_plan(const std::string& name, const PlanParams& p) {
  if (name == "broadcast") return std::make_unique<BroadcastPlan>(p, false);
  if (name == "broadcast_pipelined") return std::make_unique<BroadcastPlan>(p, true);
  if (name == "path") return std::make_unique<PathsPlan>(p, false);
  if (name == "parallel_paths") return std::make_unique<PathsPlan>(p, true);
  if (name == "sba") return std::make_unique<SbaPlan>(p);
  if (name == "daisy_chain") return std::make_unique<DaisyChainPlan>(p);
  if (name == "adea") return make_adea(p);
  if (name == "tea1") return make_tea1(p);
  if (name == "tea2") return make_tea2(p);
  if (name == "tea2_grouped") return make_tea2_grouped(p);
  if (name == "gather") return std::make_unique<GatherPlan>(p);
  if (name == "scatter") return std::make_unique<ScatterPlan>(p);
  if (name == "transpose_smg") return std::make_unique<SmgPlan>(p);
  if (name == "transpose_mtadea") return std::make_unique<MtadeaPlan>(p);
  throw std::invalid_argument("no paper 003 plan named '" + name + "'");
}

}  // namespace ccsim::sw::cube003
