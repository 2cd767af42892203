// Flags of the ccsim command: each command declares its own on a FlagSet, bound to its own
// options, and the command line applies them in the order typed.
//
// A flag is `--name VALUE` (or `--name=VALUE`), a switch `--name`, or with a short name `-j N`.
// Flags that stand for configuration keys (--stats FILE is --output.stats=FILE) record key
// settings in the same ordered list as `--section.key=VALUE` arguments, so that the later of
// the two wins. The groups below are shared by the commands that take them.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace ccsim::tb {

struct Invocation;

// A configuration key set on the command line, directly or through a flag.
struct KeySetting {
  std::string key;
  std::string value;
};

struct Flag {
  std::string name;        // without dashes: "plot"
  char short_name = 0;     // 'j' for -j; 0 for none
  std::string value_name;  // "FILE.png"; "" for a switch, which takes no value
  std::string help;
  std::function<void(const std::string& value)> apply;  // the value as typed ("" for a switch)
};

class FlagSet {
 public:
  explicit FlagSet(std::vector<KeySetting>& settings) : settings_(settings) {}
  // Flags' actions refer to the set they were declared on: it stays where it was made.
  FlagSet(const FlagSet&) = delete;
  FlagSet& operator=(const FlagSet&) = delete;

  // --name VALUE.
  Flag& value(std::string name, std::string value_name, std::string help,
              std::function<void(const std::string&)> apply);
  // --name, without a value.
  Flag& toggle(std::string name, std::string help, std::function<void()> apply);
  // --name VALUE standing for --key=VALUE.
  Flag& key_shortcut(std::string name, std::string value_name, std::string key, std::string help);

  // Records a key setting from a flag's apply(), in command-line order.
  void set_key(const std::string& key, const std::string& value) {
    settings_.push_back({key, value});
  }

  const Flag* find(const std::string& name) const;
  const std::vector<Flag>& flags() const { return flags_; }

 private:
  Flag& add(Flag flag);

  std::vector<KeySetting>& settings_;
  std::vector<Flag> flags_;
};

// --help/-h and --quiet/-q, which every command takes.
void add_common_flags(FlagSet& flags, Invocation& in);
// --config FILE (repeatable) and --print-config, for commands that read configuration files.
void add_config_flags(FlagSet& flags, Invocation& in, bool& print_config);
// The files one run writes and its seed: --trace, --trace-window, --trace-node, --trace-time,
// --stats, --save-config, --seed.
void add_run_output_flags(FlagSet& flags);
// -j/--jobs N: simulations at once, 1 to kMaxJobs; 0 (not given) means one per core.
void add_jobs_flag(FlagSet& flags, int& jobs, const std::string& help);

constexpr int kMaxJobs = 256;

// A flag's value as a whole number from `low` to `high`, digits only (std::stoi would take "2x"
// as 2 and "1e9" as 1); anything else is a ConfigError naming the flag.
int whole_number(const std::string& flag, const std::string& value, int low, int high);
// A value that must not be empty; ConfigError naming the flag and saying what was expected.
std::string non_empty(const std::string& flag, const std::string& value, const std::string& what);

// An unknown key (always, in an INI file) or flag (a name without a dot, as typed: "--trac"),
// with the closest key as a hint.
[[noreturn]] void refuse_unknown(const std::string& name, const std::string& where, bool is_key);

}  // namespace ccsim::tb
