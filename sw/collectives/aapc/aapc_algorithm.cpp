// The AAPC base: block size, data, check and the Eq. 1 peak.
#include "collectives/aapc/aapc_algorithm.h"

#include <algorithm>
#include <limits>

#include "base/errors.h"

namespace ccsim::sw {

namespace {

const KeyDeclaration kKeys({
    {"algorithm.block_bytes", KeyType::kInt, "4096", "bytes",
     "AAPC: bytes per (source, destination) pair; a multiple of 4", "aapc"},
    {"algorithm.mp_vc", KeyType::kInt, "0", "",
     "AAPC: first virtual channel of message passing (and of unsynchronized phases)", "aapc"},
});

uint32_t block_words(const Config& config) {
  const int64_t block = config.get_int("algorithm.block_bytes");
  if (block <= 0) {
    config.fail("algorithm.block_bytes", "must be positive, got " + std::to_string(block));
  }
  if (block % 4 != 0) {
    config.fail("algorithm.block_bytes",
                "must be a multiple of 4 bytes (one word), got " + std::to_string(block));
  }
  if (block > std::numeric_limits<uint32_t>::max()) {
    config.fail("algorithm.block_bytes", "must be below 2^32, got " + std::to_string(block));
  }
  return uint32_t(block / 4);
}

}  // namespace

void estimate_aapc_memory(const Config& config, const net::Topology& topology,
                          uint64_t bytes_per_pair, MemoryEstimate& estimate) {
  const uint64_t nodes = uint64_t(topology.node_count());
  const uint64_t slot_bytes = saturating_mul(block_slot_words_estimate(config), 4);
  // Every node holds N send and N receive blocks.
  estimate.add("node memories (send and receive blocks)", "algorithm.block_bytes",
               saturating_mul(saturating_mul(nodes, nodes), saturating_mul(2, slot_bytes)));
  const bool table = config.get_string("algorithm.block_sizes") != "equal";
  estimate.add("the algorithm's schedule", topology.size_key(),
               saturating_mul(saturating_mul(nodes, nodes),
                              bytes_per_pair + (table ? sizeof(uint32_t) + 1 : 0)));
}

// The sizes of every pair; a pattern the topology cannot take is refused naming the key and
// where its value came from.
AapcBlockSizes block_sizes(const Config& config, const net::Topology& topology) {
  const BlockSizeParams params = read_block_size_params(config, block_words(config));
  try {
    return AapcBlockSizes(params, topology);
  } catch (const ConfigError& e) {
    throw config.add_origin(e);
  }
}

AapcAlgorithm::AapcAlgorithm(const Config& config, const net::Topology& topology)
    : topology_(topology),
      blocks_(topology.node_count(), block_sizes(config, topology)),
      seed_(config.get_uint64("sim.seed")) {}

std::vector<AnalyticFigure> AapcAlgorithm::counted_figures() const {
  const AapcBlockSizes& sizes = blocks_.sizes();
  if (sizes.equal()) return {};
  const double pairs = double(topology_.node_count()) * double(topology_.node_count());
  return {
      {"block_bytes_mean", double(sizes.total_words()) * 4.0 / pairs, "bytes", "",
       "block size, mean (" + sizes.description() + ")", true},
      {"block_bytes_min", double(sizes.min_words()) * 4.0, "bytes", "", "block size, smallest",
       false},
      {"block_bytes_max", double(sizes.max_words()) * 4.0, "bytes", "", "block size, largest",
       false},
      {"empty_blocks", double(sizes.empty_pairs()), "", "", "empty blocks (pairs with no data)",
       true},
      {"block_seed", double(seed_), "", "", "seed of the block sizes (sim.seed)", false},
  };
}

AnalyticFigure AapcAlgorithm::peak(const net::MachineParams& m) const {
  if (!net::is_square_torus(topology_)) return {};
  const double duplex = m.link.half_duplex ? 0.5 : 1.0;
  return {"peak_mbytes_per_s",
          duplex * 32.0 * topology_.extent(0) * m.clock_mhz * 1e6 / m.link.cycles_per_word / 1e6,
          "MB/s",
          m.link.half_duplex ? "004 Eq. 1 for half-duplex links: 16nS/Tt" : "004 Eq. 1: 32nS/Tt",
          "peak bandwidth",
          false};
}

}  // namespace ccsim::sw
