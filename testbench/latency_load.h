// `ccsim latency-load`: offered-load sweep of a traffic configuration (latency_load.cpp).
#pragma once

#include <ostream>

#include "options.h"

namespace ccsim::tb {

// Runs the traffic experiment of cmd.config over offered loads (load_curve.h), prints the
// table, where it saturates and, with --reference, the difference per reference point; writes
// --csv and --plot when given. Returns 0; a failed run throws.
int latency_load_command(const ParsedCommand& cmd, std::ostream& out);

}  // namespace ccsim::tb
