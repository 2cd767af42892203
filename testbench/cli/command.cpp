// The command registry.
#include "cli/command.h"

#include <algorithm>

#include "base/errors.h"

namespace ccsim::tb {

Registry<CommandEntry>& command_registry() {
  static Registry<CommandEntry> registry("command", "command");
  return registry;
}

std::vector<std::pair<std::string, const CommandEntry*>> commands_in_order() {
  std::vector<std::pair<std::string, const CommandEntry*>> out;
  for (const auto& [name, entry] : command_registry().entries()) out.emplace_back(name, &entry);
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.second->order < b.second->order; });
  return out;
}

void no_arguments(const Invocation& in) {
  if (in.arguments.empty()) return;
  std::string list;
  for (const std::string& a : in.arguments) list += (list.empty() ? "'" : ", '") + a + "'";
  throw ConfigError(in.command, std::string("unexpected argument") +
                                    (in.arguments.size() > 1 ? "s " : " ") + list);
}

}  // namespace ccsim::tb
