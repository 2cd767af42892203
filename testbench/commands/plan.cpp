// `ccsim plan NAME`: the schedule of a plan as JSON, computed without simulating anything.
#include <iostream>
#include <sstream>

#include "base/errors.h"
#include "base/output_file.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "core/plan_registry.h"

namespace ccsim::tb {

namespace {

class PlanCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("json", "FILE", "write the plan to FILE instead of standard output",
                [this](const std::string& v) { json_path_ = v; });
  }

  int run(const Invocation& in, std::ostream& out) override {
    if (in.arguments.empty()) {
      throw ConfigError("plan", "expects a plan name; known: " + sw::plan_registry().known());
    }
    if (in.arguments.size() > 1) {
      throw ConfigError("plan", "unexpected argument '" + in.arguments[1] + "'");
    }
    const sw::PlanEntry& plan = sw::plan_registry().at(in.arguments.front());
    if (!json_path_.empty()) {
      const std::string problem = output_path_problem(json_path_);
      if (!problem.empty()) throw ConfigError("--json", problem);
    }
    // The plan is written only once it is complete, so that an error leaves no partial file.
    std::ostringstream text;
    try {
      plan.write_json(in.config, text);
    } catch (const ConfigError& e) {
      throw in.config.add_origin(e);
    }
    if (json_path_.empty()) {
      out << text.str();
    } else {
      write_output_file(json_path_, text.str());
    }
    return 0;
  }

 private:
  std::string json_path_;
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 2;
  e.summary = "print the schedule of a plan (who sends what to whom in which step) as JSON";
  e.usage = "ccsim plan NAME [--config FILE]... [--section.key=VALUE]... [--json FILE]";
  e.about =
      "A plan is the pure part of an algorithm: computed from the configuration without "
      "simulating. `ccsim list` names the plans.";
  e.examples = {
      "ccsim plan aapc.phased --config configs/iwarp-8x8.ini",
      "ccsim plan aapc.phased --config configs/iwarp-8x8.ini --topology.nx=4 --topology.ny=4 "
      "--json p.json",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(plan, "plan", PlanCommand, entry());

}  // namespace ccsim::tb
