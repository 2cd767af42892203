// Subcommands of `ccsim` as registered plug-ins: each declares its flags, the configuration it
// reads and the keys it chooses itself, and runs from what the command line gave it.
//
// A command registers a CommandEntry from its own file in commands/ (CCSIM_REGISTER_COMMAND).
// The command line (command_line.h) refuses, generically and before anything runs, a flag the
// command does not declare, configuration it does not read, and a key it sets itself given on
// the command line; `ccsim COMMAND --help` prints its usage, flags and examples from the entry.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/registry.h"

namespace ccsim::tb {

class FlagSet;

// What the command line gave a command, flags applied.
struct Invocation {
  std::string command;                    // "run", "sweep collect"
  Config config;                          // defaults < --config files in order < command line
  std::vector<std::string> arguments;     // positional arguments after the command's name
  std::vector<std::string> config_files;  // --config files in the order read
  bool quiet = false;                     // -q: no progress and no configuration echo
  bool help = false;                      // -h: print the command's help instead
};

class Command {
 public:
  virtual ~Command() = default;
  // Declares the command's own flags on `flags`, bound to the command's own options.
  virtual void declare(FlagSet& flags) { (void)flags; }
  // Runs the command; returns its exit code. Throws ConfigError for bad input (exit 2).
  virtual int run(const Invocation& in, std::ostream& out) = 0;
};

// The configuration a command reads.
enum class ConfigUse {
  kNone,   // no keys, no --config: list, bench, sweep collect
  kKeys,   // keys on the command line only: reproduce (each study picks its machine)
  kFiles,  // --config files and keys
};

struct CommandEntry {
  int order = 0;        // place in `ccsim --help`
  std::string summary;  // one line
  std::string usage;    // "ccsim sweep --vary KEY=V1,V2,... [options]"
  std::string about;    // a paragraph for `ccsim COMMAND --help`
  std::vector<std::string> examples;
  ConfigUse config = ConfigUse::kFiles;
  // Keys the command sets itself for every run it makes; refused from the command line.
  std::vector<std::string> keys_it_sets;
  std::function<std::unique_ptr<Command>()> make;
};

Registry<CommandEntry>& command_registry();

// The registered commands in the order `ccsim --help` lists them.
std::vector<std::pair<std::string, const CommandEntry*>> commands_in_order();

// Refuses positional arguments (ConfigError naming the command and every argument), for
// commands that take none.
void no_arguments(const Invocation& in);

// `entry` with a factory of command class T.
template <typename T>
CommandEntry with_factory(CommandEntry entry) {
  entry.make = [] { return std::unique_ptr<Command>(std::make_unique<T>()); };
  return entry;
}

}  // namespace ccsim::tb

// Registers command class `type` under `name`; `entry` (a CommandEntry) describes it.
#define CCSIM_REGISTER_COMMAND(id, name, type, entry)                 \
  CCSIM_REGISTER(command_##id, ::ccsim::tb::command_registry(), name, \
                 ::ccsim::tb::with_factory<type>(entry))
