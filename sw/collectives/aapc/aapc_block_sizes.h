// Block sizes per (source, destination) pair of an all-to-all personalized exchange, shared by
// every AAPC algorithm (004 §4.2 and §4.3).
//
// Kinds (algorithm.block_sizes), with B = algorithm.block_bytes:
//   equal    every pair B (the default; 004 §4.1).
//   uniform  uniform in [B - VB, B + VB] for each pair (004 Fig. 9a: "a new message size for
//            each step and each node"; in AAPC a node's message of a step is one pair's block),
//            V = algorithm.block_variance, rounded inward to whole 4-byte words.
//   zero     0 with probability P, else B (004 Fig. 9b), P = algorithm.zero_probability.
//   pattern  B for the pairs a communication step names, 0 for the rest (004 §4.3, Table 1):
//            algorithm.block_pattern = neighbors (the topology's neighbours) | hypercube (ids
//            differing in one bit) | fem (a sparse, symmetric, seeded graph on a 2D grid:
//            every node talks to its four grid neighbours, and to each other node within two
//            hops in x and in y with probability 1/4 while both have fewer than 15 partners,
//            so 4 to 15 partners per node).
// Draws are seeded by sim.seed through Rng (the same seed, the same sizes on every platform),
// one stream per source node, so a node's sizes do not depend on how many nodes draw before
// it. A size of 0 is a pair with nothing to send: phased AAPC sends an empty message for it,
// message passing sends nothing.
//
// Pure C++: the sizes are fixed before the run and every node program reads the same table
// (the phased schedule and the receivers' counts need every pair's size).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/memory_estimate.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

enum class BlockSizeKind { kEqual, kUniform, kZero, kPattern };

struct BlockSizeParams {
  BlockSizeKind kind = BlockSizeKind::kEqual;
  uint32_t base_words = 1;            // B in words
  double variance = 0;                // V, 0..1 (uniform)
  double zero_probability = 0;        // P, 0..1 (zero)
  std::string pattern = "neighbors";  // neighbors | hypercube | fem (pattern)
  uint64_t seed = 1;
};

// Reads algorithm.block_sizes, .block_variance, .zero_probability, .block_pattern, sim.seed;
// `base_words` is B, read by the caller. Errors name the key.
BlockSizeParams read_block_size_params(const Config& config, uint32_t base_words);

class AapcBlockSizes {
 public:
  // Every pair `base_words` (equal sizes), without a table.
  AapcBlockSizes(int nodes, uint32_t base_words);
  // Throws ConfigError (algorithm.block_pattern) for a pattern the topology cannot take.
  AapcBlockSizes(const BlockSizeParams& params, const net::Topology& topology);

  uint32_t words(int src, int dst) const {
    return sizes_.empty() ? slot_words_ : sizes_[size_t(src) * size_t(nodes_) + size_t(dst)];
  }
  // The largest size any pair can have: the memory slot of every block.
  uint32_t slot_words() const { return slot_words_; }
  bool equal() const { return sizes_.empty(); }
  uint64_t total_words() const { return total_words_; }
  uint64_t empty_pairs() const { return empty_pairs_; }
  uint32_t min_words() const { return min_words_; }
  uint32_t max_words() const { return max_words_; }
  // Pairs with data that end at `dst` (what a message-passing receiver waits for).
  int nonempty_sources(int dst) const;
  // "uniform, B = 4096 bytes, V = 0.5, seed 1": for reports.
  const std::string& description() const { return description_; }

 private:
  void summarize();

  int nodes_;
  uint32_t slot_words_;
  std::vector<uint32_t> sizes_;  // row-major by source; empty when every pair is slot_words_
  uint64_t total_words_ = 0;
  uint64_t empty_pairs_ = 0;
  uint32_t min_words_ = 0;
  uint32_t max_words_ = 0;
  std::string description_;
};

// The memory slot of a block (the largest size the configuration can draw), in words, for
// estimates made before the factory runs: never throws, 0 for values the factory refuses.
uint64_t block_slot_words_estimate(const Config& config);

}  // namespace ccsim::sw
