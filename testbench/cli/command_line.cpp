// Command-line parsing with Boost.Program_options, checked against the chosen command.
//
// Boost splits the words into flags, keys and positional arguments, knowing every flag any
// command declares and every key; the items are then walked in the order typed, so that
// "later wins" holds between a key and a flag standing for it, and each flag is looked up in
// the chosen command's own FlagSet.
#include "cli/command_line.h"

#include <boost/program_options.hpp>
#include <stdexcept>

#include "base/errors.h"
#include "cli/flags.h"
#include "cli/ini.h"

namespace ccsim::tb {

namespace po = boost::program_options;

namespace {

constexpr char kCommandLine[] = "command line";

// One word (or word and value) of the command line, in the order typed.
struct Item {
  enum class Kind { kPositional, kFlag, kKey } kind;
  std::string name;   // flag name without dashes, or key
  std::string value;  // "" for a switch
};

// The flags `entry` takes: the common ones, --config where it reads files, and its own.
void declare_flags(FlagSet& flags, const CommandEntry& entry, Command& command, Invocation& in,
                   bool& print_config) {
  add_common_flags(flags, in);
  if (entry.config == ConfigUse::kFiles) add_config_flags(flags, in, print_config);
  command.declare(flags);
}

// Every flag of every command, and --version, for Boost. A name declared by two commands must
// take a value in both or in neither, and have the same short name.
po::options_description all_flags() {
  std::vector<Flag> known;
  const auto merge = [&known](const Flag& f) {
    for (const Flag& k : known) {
      if (k.name != f.name) continue;
      if (k.value_name.empty() != f.value_name.empty() || k.short_name != f.short_name) {
        throw std::logic_error("flag --" + f.name + " is declared two ways");
      }
      return;
    }
    known.push_back(f);
  };
  merge(Flag{"version", 0, "", "", {}});
  std::vector<KeySetting> scratch;
  Invocation in;
  bool print_config = false;
  FlagSet common(scratch);
  add_common_flags(common, in);
  for (const Flag& f : common.flags()) merge(f);
  for (const auto& [name, entry] : command_registry().entries()) {
    const std::unique_ptr<Command> command = entry.make();
    FlagSet flags(scratch);
    declare_flags(flags, entry, *command, in, print_config);
    for (const Flag& f : flags.flags()) merge(f);
  }
  po::options_description d;
  for (const Flag& f : known) {
    const std::string spec = f.name + (f.short_name ? std::string(",") + f.short_name : "");
    if (f.value_name.empty()) {
      d.add_options()(spec.c_str(), "");
    } else {
      d.add_options()(spec.c_str(), po::value<std::string>(), "");
    }
  }
  return d;
}

std::vector<Item> split(po::command_line_parser& parser) {
  po::options_description all = all_flags();
  for (const KeySpec& spec : all_keys()) {
    all.add_options()(spec.name.c_str(), po::value<std::string>(), "");
  }
  all.add_options()("positional", po::value<std::string>(), "");
  po::positional_options_description positional;
  positional.add("positional", -1);
  // No guessing: an abbreviated key would silently set whichever key it happens to prefix.
  const int style = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;
  po::parsed_options parsed(nullptr);
  try {
    parsed = parser.options(all).positional(positional).style(style).allow_unregistered().run();
  } catch (const po::error& e) {
    throw ConfigError(kCommandLine, e.what());
  }
  std::vector<Item> items;
  for (const po::option& opt : parsed.options) {
    const std::string& name = opt.string_key;
    if (opt.unregistered) {
      // As typed, less any "=value": "-x", "--trac", "--switch.numvcs".
      std::string typed = opt.original_tokens.empty() ? name : opt.original_tokens.front();
      typed = typed.substr(0, typed.find('='));
      const std::string bare = typed.substr(std::min(typed.find_first_not_of('-'), typed.size()));
      const bool is_key = bare.find('.') != std::string::npos;
      refuse_unknown(is_key ? bare : typed, kCommandLine, is_key);
    }
    const std::string value = opt.value.empty() ? "" : opt.value.front();
    const Item::Kind kind = name == "positional"                  ? Item::Kind::kPositional
                            : name.find('.') != std::string::npos ? Item::Kind::kKey
                                                                  : Item::Kind::kFlag;
    items.push_back({kind, name, value});
  }
  return items;
}

std::string known_commands() {
  std::string known;
  for (const auto& [name, entry] : commands_in_order()) known += (known.empty() ? "" : ", ") + name;
  return known;
}

// The command's flags and keys applied, its configuration read.
void apply(const std::vector<Item>& items, CommandLine& cl) {
  const CommandEntry& entry = *cl.entry;
  Invocation& in = cl.invocation;
  std::vector<KeySetting> settings;
  FlagSet flags(settings);
  declare_flags(flags, entry, *cl.command, in, cl.print_config);
  const std::string usage_hint = "; `ccsim " + in.command + " --help` lists its options";
  // --help wins over everything else typed: nothing else is checked.
  for (const Item& item : items) {
    if (item.kind == Item::Kind::kFlag && item.name == "help") {
      in.help = true;
      return;
    }
  }
  for (const Item& item : items) {
    if (item.kind == Item::Kind::kKey) {
      if (entry.config == ConfigUse::kNone) {
        throw ConfigError(item.name, "`ccsim " + in.command + "` takes no configuration keys");
      }
      settings.push_back({item.name, item.value});
    } else if (item.kind == Item::Kind::kFlag) {
      const Flag* flag = flags.find(item.name);
      if (flag == nullptr) {
        throw ConfigError("--" + item.name,
                          "not an option of `ccsim " + in.command + "`" + usage_hint);
      }
      flag->apply(item.value);
    }
  }
  for (const std::string& file : in.config_files) read_ini_file(file, in.config);
  for (const KeySetting& s : settings) in.config.set(s.key, s.value, kCommandLine);
  for (const std::string& key : entry.keys_it_sets) {
    if (in.config.origin(key) == kCommandLine && key != "output.progress") {
      throw ConfigError(key, "`ccsim " + in.command + "` sets this key itself for every run");
    }
  }
}

CommandLine parse(po::command_line_parser& parser) {
  const std::vector<Item> items = split(parser);
  CommandLine cl;
  std::vector<std::string> positional;
  for (const Item& item : items) {
    if (item.kind == Item::Kind::kPositional) positional.push_back(item.value);
  }
  if (positional.empty()) {
    for (const Item& item : items) {
      if (item.kind != Item::Kind::kFlag) continue;
      if (item.name == "help") cl.help = true;
      if (item.name == "version") cl.version = true;
    }
    return cl;
  }
  // "sweep collect" is a command of its own.
  std::string name = positional.front();
  size_t used = 1;
  if (positional.size() > 1 && command_registry().contains(name + " " + positional[1])) {
    name += " " + positional[1];
    used = 2;
  }
  cl.entry = command_registry().find(name);
  if (cl.entry == nullptr) {
    throw ConfigError("", "unknown command '" + printable(name) + "'; known: " + known_commands());
  }
  cl.invocation.command = name;
  cl.invocation.arguments.assign(positional.begin() + long(used), positional.end());
  cl.command = cl.entry->make();
  apply(items, cl);
  return cl;
}

}  // namespace

CommandLine parse_arguments(const std::vector<std::string>& args) {
  po::command_line_parser parser(args);
  return parse(parser);
}

CommandLine parse_command_line(int argc, const char* const argv[]) {
  po::command_line_parser parser(argc, argv);
  return parse(parser);
}

}  // namespace ccsim::tb
