// The studies (studies/study.h, studies/render.h) and the `ccsim reproduce` command that runs
// them (reproduce.cpp).
#pragma once

#include <ostream>

#include "studies/render.h"
#include "studies/study.h"

namespace ccsim::tb {

// `ccsim reproduce [NAME...]`: runs the named studies (all when none; "000" names every
// study of paper 000), prints each comparison, and writes NAME.csv, NAME.gp (with NAME.png and
// NAME.svg when gnuplot is installed) and REPORT.md into --out (default results/). Returns 0.
struct ParsedCommand;
int reproduce_command(const ParsedCommand& cmd, std::ostream& out);

}  // namespace ccsim::tb
