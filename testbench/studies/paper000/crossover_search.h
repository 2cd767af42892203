// Table 9's search: the smallest M' at which the d-cycles broadcast (indices computed, or
// moved) beats the one-cycle broadcast, found by simulation.
#pragma once

#include <string>
#include <vector>

#include "studies/study.h"

namespace ccsim::tb::paper000 {

// M' is searched in steps of this many elements.
constexpr long kCrossoverResolution = 8;

struct Crossover {
  int d;                  // cube dimension
  std::string index;      // algorithm.index: "compute" or "move"
  long min_elements = 0;  // the smallest M' found at which d cycles win; 0: none found
};

// One search per cube dimension 1..max_dim and index mode: M' doubled from 8 until d cycles
// win (up to 1024, or what node memory holds), then the interval halved down to 8 elements.
// Every search advances in the same rounds, so that each round's runs go side by side.
std::vector<Crossover> search_crossovers(StudyRunner& runner, int max_dim);

}  // namespace ccsim::tb::paper000
