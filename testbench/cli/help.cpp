// Generated help: commands, flags, keys.
#include "cli/help.h"

#include <algorithm>
#include <sstream>

#include "base/config.h"
#include "cli/flags.h"

namespace ccsim::tb {

namespace {

constexpr size_t kWidth = 100;

// `text` wrapped at kWidth, starting at `column`, each later line indented by `indent` spaces.
std::string wrapped(const std::string& text, size_t indent, size_t column) {
  std::string out;
  std::istringstream words(text);
  bool first = true;
  for (std::string word; words >> word; first = false) {
    if (!first && column + 1 + word.size() > kWidth) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
    } else if (!first) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
  }
  return out;
}

std::string flag_label(const Flag& f) {
  std::string label = f.short_name ? std::string("-") + f.short_name + ", " : "    ";
  label += "--" + f.name;
  if (!f.value_name.empty()) label += " " + f.value_name;
  return label;
}

void print_flags(const FlagSet& flags, std::ostream& out) {
  size_t width = 0;
  for (const Flag& f : flags.flags()) width = std::max(width, flag_label(f).size());
  for (const Flag& f : flags.flags()) {
    const std::string label = flag_label(f);
    out << "  " << label << std::string(width + 2 - label.size(), ' ')
        << wrapped(f.help, width + 4, width + 4) << "\n";
  }
}

}  // namespace

void print_usage(std::ostream& out) {
  std::string names;
  for (const auto& [name, entry] : commands_in_order()) names += (names.empty() ? "" : ", ") + name;
  out << "usage: ccsim COMMAND [options] [--config FILE]... [--section.key=VALUE]...\n"
      << "commands: " << names << "\n"
      << "ccsim COMMAND --help describes one; ccsim --help lists every configuration key.\n";
}

void print_help(std::ostream& out) {
  out << "usage: ccsim COMMAND [options] [--config FILE]... [--section.key=VALUE]...\n\n"
         "commands (ccsim COMMAND --help for its options and examples):\n";
  size_t width = 0;
  const auto commands = commands_in_order();
  for (const auto& [name, entry] : commands) width = std::max(width, name.size());
  for (const auto& [name, entry] : commands) {
    out << "  " << name << std::string(width + 2 - name.size(), ' ')
        << wrapped(entry->summary, width + 4, width + 4) << "\n";
  }
  out << "\noptions of every command:\n";
  std::vector<KeySetting> scratch;
  Invocation in;
  FlagSet common(scratch);
  add_common_flags(common, in);
  common.toggle("version", "print ccsim's version and exit (without a command)", [] {});
  print_flags(common, out);
  out << "\n"
      << wrapped(
             "Output files (statistics, traces, saved configurations, tables, plots) are "
             "written whole: to a temporary file beside the target, renamed over it once "
             "complete, so a failed or interrupted run leaves an existing file as it was. "
             "Paths under /dev/ are written in place. A directory, a named pipe or a "
             "read-only file is refused before the run (exit 2).",
             0, 0)
      << "\n\n"
      << wrapped(
             "configuration keys: --section.key=VALUE on the command line, or `key = VALUE` "
             "under [section] in an INI file. Precedence: defaults < --config files in order "
             "< command line.",
             0, 0)
      << "\n";
  size_t name_width = 0;
  size_t default_width = 0;
  const auto shown_default = [](const KeySpec& spec) {
    const std::string d = spec.default_value.empty() ? "\"\"" : spec.default_value;
    return spec.unit.empty() ? d : d + " " + spec.unit;
  };
  for (const KeySpec& spec : all_keys()) {
    name_width =
        std::max(name_width, spec.name.size() + std::string(type_name(spec.type)).size() + 3);
    default_width = std::max(default_width, shown_default(spec).size());
  }
  std::string section;
  for (const KeySpec& spec : all_keys()) {
    if (section_of(spec.name) != section) {
      section = section_of(spec.name);
      out << "\n  [" << section << "]\n";
    }
    const std::string name = "--" + spec.name + "=" + type_name(spec.type);
    const std::string shown = shown_default(spec);
    out << "    " << name << std::string(name_width - name.size() + 2, ' ') << shown
        << std::string(default_width - shown.size() + 2, ' ') << spec.help << "\n";
  }
}

void print_command_help(const CommandEntry& entry, std::ostream& out) {
  out << "usage: " << entry.usage << "\n\n" << wrapped(entry.summary, 0, 0) << ".\n";
  if (!entry.about.empty()) out << "\n" << wrapped(entry.about, 0, 0) << "\n";
  std::vector<KeySetting> scratch;
  Invocation in;
  bool print_config = false;
  FlagSet flags(scratch);
  add_common_flags(flags, in);
  if (entry.config == ConfigUse::kFiles) add_config_flags(flags, in, print_config);
  const std::unique_ptr<Command> command = entry.make();
  command->declare(flags);
  out << "\noptions:\n";
  print_flags(flags, out);
  switch (entry.config) {
    case ConfigUse::kNone:
      out << "\nIt takes no configuration keys.\n";
      break;
    case ConfigUse::kKeys:
      out << "\n"
          << wrapped(
                 "Configuration keys (--section.key=VALUE) given here apply to every run it "
                 "makes; `ccsim --help` lists them.",
                 0, 0)
          << "\n";
      break;
    case ConfigUse::kFiles:
      out << "\n"
          << wrapped(
                 "Configuration: --config FILE and --section.key=VALUE; `ccsim --help` lists "
                 "every key with its default and unit.",
                 0, 0)
          << "\n";
      break;
  }
  if (!entry.keys_it_sets.empty()) {
    std::string keys;
    for (const std::string& k : entry.keys_it_sets) keys += (keys.empty() ? "" : ", ") + k;
    out << wrapped("It sets " + keys + " itself.", 0, 0) << "\n";
  }
  if (!entry.examples.empty()) {
    out << "\nexamples:\n";
    for (const std::string& e : entry.examples) out << "  " << e << "\n";
  }
}

}  // namespace ccsim::tb
