// Flag declarations, the shared flag groups and their value checks.
#include "cli/flags.h"

#include <algorithm>
#include <stdexcept>

#include "base/config.h"
#include "base/errors.h"
#include "cli/command.h"

namespace ccsim::tb {

Flag& FlagSet::add(Flag flag) {
  for (const Flag& f : flags_) {
    if (f.name == flag.name || (flag.short_name && f.short_name == flag.short_name)) {
      throw std::logic_error("flag --" + flag.name + " declared twice");
    }
  }
  flags_.push_back(std::move(flag));
  return flags_.back();
}

Flag& FlagSet::value(std::string name, std::string value_name, std::string help,
                     std::function<void(const std::string&)> apply) {
  return add({std::move(name), 0, std::move(value_name), std::move(help), std::move(apply)});
}

Flag& FlagSet::toggle(std::string name, std::string help, std::function<void()> apply) {
  return add({std::move(name), 0, "", std::move(help),
              [apply = std::move(apply)](const std::string&) { apply(); }});
}

Flag& FlagSet::key_shortcut(std::string name, std::string value_name, std::string key,
                            std::string help) {
  help += " (= --" + key + ")";
  return value(std::move(name), std::move(value_name), std::move(help),
               [this, key](const std::string& v) { set_key(key, v); });
}

const Flag* FlagSet::find(const std::string& name) const {
  for (const Flag& f : flags_) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

void add_common_flags(FlagSet& flags, Invocation& in) {
  flags.toggle("help", "print this help and exit", [&in] { in.help = true; }).short_name = 'h';
  flags
      .toggle("quiet", "no progress messages and no configuration echo",
              [&in, &flags] {
                in.quiet = true;
                flags.set_key("output.progress", "false");
              })
      .short_name = 'q';
}

void add_config_flags(FlagSet& flags, Invocation& in, bool& print_config) {
  flags.value("config", "FILE",
              "read an INI file; repeatable, later files win, the command line wins over all",
              [&in](const std::string& v) {
                in.config_files.push_back(non_empty("--config", v, "a file name"));
              });
  flags.toggle("print-config", "print the effective configuration as INI and exit",
               [&print_config] { print_config = true; });
}

void add_run_output_flags(FlagSet& flags) {
  flags.key_shortcut("trace", "FILE", "output.trace",
                     "waveform trace, FILE.vcd or FILE.fst, with a GTKWave view FILE.gtkw");
  flags.value("trace-window", "START:END",
              "cycles traced (= --output.trace_start, --output.trace_end; END empty or 0 = to "
              "the end)",
              [&flags](const std::string& v) {
                const size_t colon = v.find(':');
                if (colon == std::string::npos) {
                  throw ConfigError("--trace-window",
                                    "expected START:END in cycles, got '" + printable(v) + "'");
                }
                const std::string end = v.substr(colon + 1);
                flags.set_key("output.trace_start", v.substr(0, colon));
                flags.set_key("output.trace_end", end.empty() ? "0" : end);
              });
  flags.key_shortcut("trace-node", "X,Y", "output.trace_node",
                     "node the GTKWave view shows, or a node index");
  flags.key_shortcut("trace-time", "cycles|real", "output.trace_time",
                     "trace time in cycles or in real time at the clock");
  flags.key_shortcut("stats", "FILE", "output.stats", "statistics, .json or .csv; - for stdout");
  flags.key_shortcut("save-config", "FILE", "output.config_out",
                     "write the effective configuration, to rerun with --config");
  flags.key_shortcut("seed", "N", "sim.seed", "random seed");
}

void add_jobs_flag(FlagSet& flags, int& jobs, const std::string& help) {
  flags
      .value("jobs", "N", help,
             [&jobs](const std::string& v) { jobs = whole_number("--jobs", v, 1, kMaxJobs); })
      .short_name = 'j';
}

int whole_number(const std::string& flag, const std::string& value, int low, int high) {
  const bool digits =
      !value.empty() && value.size() <= std::to_string(high).size() &&
      std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
  const int number = digits ? std::stoi(value) : 0;
  if (number < low || number > high) {
    throw ConfigError(flag, "expected a whole number from " + std::to_string(low) + " to " +
                                std::to_string(high) + ", got '" + printable(value) + "'");
  }
  return number;
}

std::string non_empty(const std::string& flag, const std::string& value, const std::string& what) {
  if (value.empty()) throw ConfigError(flag, "expected " + what + ", got an empty one");
  return value;
}

void refuse_unknown(const std::string& name, const std::string& where, bool is_key) {
  std::string reason = is_key ? "unknown key" : "unknown option";
  const std::string hint =
      closest_key(name.substr(std::min(name.find_first_not_of('-'), name.size())));
  if (!hint.empty()) reason += "; did you mean " + hint + "?";
  throw ConfigError(name, reason + " (" + where + ")");
}

}  // namespace ccsim::tb
