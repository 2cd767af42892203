// `ccsim list`: every plug-in by kind, with the key that selects it.
#include <algorithm>
#include <iostream>

#include "cli/command.h"
#include "core/algorithm.h"
#include "core/plan_registry.h"
#include "net/topology/topology.h"
#include "routing/routing_policy.h"
#include "run/experiment.h"
#include "studies/study.h"
#include "traffic/traffic_pattern.h"

namespace ccsim::tb {

namespace {

// One section: every name of a registry with its description (and what `more` adds).
template <typename Entry>
void list_registry(const std::string& title, const Registry<Entry>& registry, std::ostream& out,
                   std::string (*more)(const Entry&) = nullptr) {
  // The configuration key that selects one, where one does.
  const bool is_key = find_key(registry.key()) != nullptr;
  out << title << (is_key ? " (" + registry.key() + ")" : "") << ":\n";
  size_t width = 0;
  for (const auto& [name, entry] : registry.entries()) width = std::max(width, name.size());
  for (const auto& [name, entry] : registry.entries()) {
    out << "  " << name << std::string(width - name.size() + 2, ' ') << entry.description
        << (more != nullptr ? more(entry) : "") << "\n";
  }
}

std::string topology_kinds(const sw::AlgorithmEntry& entry) {
  std::string kinds;
  for (const std::string& k : entry.machines.kinds) kinds += (kinds.empty() ? "" : ", ") + k;
  return " [" + kinds + "]";
}

class ListCommand : public Command {
 public:
  int run(const Invocation& in, std::ostream& out) override {
    no_arguments(in);
    list_registry("topologies", net::topology_registry(), out);
    list_registry("experiments", experiment_registry(), out);
    list_registry("algorithms, with the topologies each runs on", sw::algorithm_registry(), out,
                  topology_kinds);
    list_registry("traffic patterns", sw::traffic_pattern_registry(), out);
    list_registry("routing policies", sw::routing_registry(), out);
    list_registry("plans (ccsim plan NAME)", sw::plan_registry(), out);
    list_registry("studies (ccsim reproduce NAME)", study_registry(), out);
    return 0;
  }
};

CommandEntry entry() {
  CommandEntry e;
  e.order = 3;
  e.summary = "list every plug-in: topologies, experiments, algorithms, patterns, plans, studies";
  e.usage = "ccsim list";
  e.config = ConfigUse::kNone;
  e.examples = {"ccsim list"};
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(list, "list", ListCommand, entry());

}  // namespace ccsim::tb
