// Runs a paper 003 plan on plain vectors of words, without SystemC or a network: the reference
// the plans are tested against (node programs do not need it).
//
// Every node walks through its steps as soon as it can: a step's waits must name deposits that
// are there (same address, words and dimension), and only then are their words the node's to
// read; its sends must read words the node held initially or has waited for, go to a neighbour
// across a dimension of the cube, and land on words of the receiver no earlier deposit or
// initial data used. Each deposit is counted unit by unit from its data (count_deposit), as
// the node programs count it. Nodes that cannot go on, and deposits nobody waits for, are
// errors. Afterwards every node performs its finish(). Pure C++.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

struct Execution {
  std::string error;  // "" when the plan ran through
  std::vector<std::vector<uint32_t>> memories;
  std::vector<std::vector<uint32_t>> counted;  // per node: the units of every deposit
  uint64_t messages = 0;
  uint32_t most_pieces = 0;  // the most DMA pieces of any message
  // Per plan step (the sender's): the most units any one message carried.
  std::vector<uint32_t> most_units;
};

Execution execute(const Plan& plan);

// "" when every node's memory and counts pass check_node (cube003_data.h), else the first
// failure.
std::string check_execution(const Plan& plan, const Execution& e);

}  // namespace ccsim::sw::cube003
