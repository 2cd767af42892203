// What `ccsim --help`, `ccsim COMMAND --help` and a bare `ccsim` print.
//
// The global help lists the commands, the flags every command takes and the full reference of
// configuration keys (type, default, unit, help), generated from all_keys(). A command's help
// gives its usage, what it does, its own flags and examples, generated from its entry and the
// flags it declares.
#pragma once

#include <ostream>
#include <string>

#include "cli/command.h"

namespace ccsim::tb {

void print_usage(std::ostream& out);
void print_help(std::ostream& out);
void print_command_help(const CommandEntry& entry, std::ostream& out);

}  // namespace ccsim::tb
