// What every all-to-all personalized exchange shares: the block size keys and the sizes of
// every pair (aapc_block_sizes.h), the data blocks, the check, the payload, and the bandwidth
// bound of 004 Eq. 1.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/aapc/aapc_blocks.h"
#include "core/algorithm.h"

namespace ccsim::sw {

// The node memories of an exchange (2 N B words per node, B the largest block), the block-size
// table and `bytes_per_pair` of the algorithm's own tables for each of the N^2 (source,
// destination) pairs.
void estimate_aapc_memory(const Config& config, const net::Topology& topology,
                          uint64_t bytes_per_pair, MemoryEstimate& estimate);

class AapcAlgorithm : public Algorithm {
 public:
  // Reads algorithm.block_bytes (a positive multiple of 4 below 2^32) and the block-size keys.
  AapcAlgorithm(const Config& config, const net::Topology& topology);

  uint64_t memory_words_needed() const override { return blocks_.words_needed(); }
  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    blocks_.init(node, memory);
  }
  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    return blocks_.check(node, memory);
  }
  uint64_t payload_bytes() const override { return blocks_.sizes().total_words() * 4; }
  // With unequal sizes: the sizes drawn (mean, smallest, largest, empty pairs) and the seed.
  std::vector<AnalyticFigure> counted_figures() const override;
  // 004 Eq. 1 on an n x n torus: 32nS/Tt bytes/s with bidirectional links, half that with
  // half-duplex ones (each link carries one direction at a time); none on other topologies.
  AnalyticFigure peak(const net::MachineParams& machine) const override;

 protected:
  const AapcBlocks& blocks() const { return blocks_; }
  const net::Topology& topology() const { return topology_; }

 private:
  const net::Topology& topology_;
  AapcBlocks blocks_;
  uint64_t seed_ = 1;
};

}  // namespace ccsim::sw
