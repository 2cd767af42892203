// Paper 004 (Hinrichs et al., optimal AAPC on iWarp): what its studies share (`ccsim reproduce
// 004`). Its figures are compared with the model of configs/iwarp-8x8.ini and
// configs/iwarp-8x8-prototype.ini.
//
// The paper's values are the ones its text states about each figure (the plots did not survive
// the text conversion), transcribed in tables/ with the sentence each comes from (README.md).
// Every model value is a simulation that ran: aggregate payload bandwidth over the simulated
// cycles at 20 MHz, data checked at every node. The only software cost taken from the paper
// besides §3.1's 400 cycles per message is the prototype's cost per phase, derived from §4.4's
// FFT figure (the prototype config says how): every quantity that rests on it is marked a fit.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "output/text_table.h"
#include "studies/study.h"

namespace ccsim::tb::paper004 {

using Runs = std::vector<std::pair<std::string, Config>>;

inline const PaperFolder& folder() {
  static const PaperFolder paper("paper004");
  return paper;
}

// What every quantity of a run on configs/iwarp-8x8-prototype.ini rests on (Quantity::fit).
inline const char* const kPrototypeFit =
    "the prototype's software cost per phase (algorithm.phase_overhead_cycles = 1185) is derived "
    "from §4.4's 184,400 cycles for the FFT's two transposes (004.fig10), where it is compared "
    "with that very figure";

// A run's aggregate payload bandwidth.
inline double mbytes_per_s(const RunReport& r) { return r.value("mbytes_per_s"); }

// `v` with `digits` decimals, for the notes.
inline std::string fixed(double v, int digits) { return TextTable::fixed(v, digits); }

}  // namespace ccsim::tb::paper004
