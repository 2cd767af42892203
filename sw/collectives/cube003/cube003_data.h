// Paper 003's data: the words of every unit, and the count of every unit's arrivals at a node.
//
// Word 0 of unit u is (u + 1) times an odd constant (mod 2^32), so it names u and a run of
// deposited words can be read back unit by unit; the other words are a mix of u and their
// offset, distinct from one unit to another. A receiver counts what it was sent from the data
// it finds in memory (count_deposit), not from what its plan says it should get: a message
// sent twice, or one that brings the wrong units, shows up in the count. Pure C++.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {

constexpr uint32_t kNoUnit = UINT32_MAX;

// Word `offset` of unit `unit`.
uint32_t unit_word(uint32_t unit, uint32_t offset);
// The unit whose word 0 `word` is, or kNoUnit when no unit below `unit_count` has it.
uint32_t unit_named_by(uint32_t word, uint32_t unit_count);

// Reads the deposit [address, address + words) of `memory` unit by unit and appends each unit
// to `log`. Returns "" or what is wrong: a word that starts no unit, a unit the deposit cuts.
std::string count_deposit(const Plan& plan, const std::vector<uint32_t>& memory, uint32_t address,
                          uint32_t words, std::vector<uint32_t>& log);

// Writes the node's initial units into `memory` (grown to memory_words() if smaller).
void write_initial(const Plan& plan, int node, std::vector<uint32_t>& memory);

// "" when the node's memory holds its result and `log` (the units counted at its arrivals, in
// any order) shows every result unit it did not hold initially arriving copies() times, no
// unit it held initially arriving, and every other unit arriving at most once; else the first
// problem found.
std::string check_node(const Plan& plan, int node, const std::vector<uint32_t>& memory,
                       std::vector<uint32_t> log);

}  // namespace ccsim::sw::cube003
