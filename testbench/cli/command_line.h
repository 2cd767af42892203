// The command line of `ccsim COMMAND [options]`: the one place that uses Boost.Program_options.
//
// Every key of all_keys() is accepted as `--section.key=VALUE` (or `--section.key VALUE`) by
// the commands that read configuration. Precedence, lowest first: defaults, --config files in
// the order given, then the command line (keys and the flags that stand for keys, in the order
// typed). Refused before anything runs, each a ConfigError naming what is wrong: an unknown key
// or flag (with a hint), a flag the command does not declare, a key or --config for a command
// that reads no configuration, a key the command sets itself, a missing or malformed value.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"

namespace ccsim::tb {

struct CommandLine {
  const CommandEntry* entry = nullptr;  // nullptr: no command was given
  std::unique_ptr<Command> command;     // its flags applied
  Invocation invocation;
  bool print_config = false;  // --print-config: echo the configuration as INI and exit
  bool help = false;          // --help without a command
  bool version = false;       // --version
};

// Parses `args` (without the program name) against the registered commands.
CommandLine parse_arguments(const std::vector<std::string>& args);
CommandLine parse_command_line(int argc, const char* const argv[]);

}  // namespace ccsim::tb
