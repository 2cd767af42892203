// The data of an all-to-all broadcast on a grid, shared by its algorithms: node s's message is
// `words` words, deposited at every node from word s * words on (its own included), so that
// every node ends with every message in source order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::sw::grid_broadcast {

// Word `index` of node `source`'s message: distinct per source and index, never zero.
inline uint32_t message_word(uint64_t source, uint64_t index) {
  uint64_t x = (source * 0x9E3779B97F4A7C15ULL) ^ (index * 0xC2B2AE3D27D4EB4FULL);
  x ^= x >> 31;
  return uint32_t(x) | 4u;
}

// Node `node`'s memory before the run: its own message in its slot.
inline void init_memory(int node, uint32_t words, uint64_t memory_words,
                        std::vector<uint32_t>& memory) {
  if (memory.size() < memory_words) memory.resize(memory_words, 0);
  for (uint32_t i = 0; i < words; ++i) {
    memory[size_t(node) * words + i] = message_word(uint64_t(node), i);
  }
}

// "" if `node` holds every message in its slot, else the first wrong word.
inline std::string check(const net::Topology& topology, int node, uint32_t words,
                         const std::vector<uint32_t>& memory) {
  for (int source = 0; source < topology.node_count(); ++source) {
    for (uint32_t i = 0; i < words; ++i) {
      const size_t a = size_t(source) * words + i;
      const uint32_t expected = message_word(uint64_t(source), i);
      const uint32_t found = a < memory.size() ? memory[a] : 0;
      if (found != expected) {
        return topology.node_name(node) + " word " + std::to_string(a) + " (message of " +
               topology.node_name(source) + "): expected " + std::to_string(expected) + ", found " +
               std::to_string(found);
      }
    }
  }
  return "";
}

// Bytes delivered: every message to every other node.
inline uint64_t payload_bytes(const net::Topology& topology, uint32_t words) {
  const uint64_t n = uint64_t(topology.node_count());
  return n * (n - 1) * words * 4;
}

}  // namespace ccsim::sw::grid_broadcast
