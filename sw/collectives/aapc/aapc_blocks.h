// Memory layout and data of an all-to-all personalized exchange, shared by every AAPC variant.
//
// Node memory: send blocks first (block for destination d at d * B), then receive blocks
// (block from source s at (N + s) * B), in slots of B words, B the largest size a pair can
// have (aapc_block_sizes.h). The block of a pair is the first words(src, dst) words of its slot.
// Every word is distinct per (source, destination, offset), so a misdelivered, duplicated or
// reordered word is caught by check(); the words of a receive slot past its block's size must
// keep their initial value, so a word delivered beyond the block (a whole slot sent where a
// shorter block was due) is caught too.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "collectives/aapc/aapc_block_sizes.h"

namespace ccsim::sw {

class AapcBlocks {
 public:
  // Every pair `block_words` words.
  AapcBlocks(int nodes, uint32_t block_words)
      : nodes_(nodes), block_words_(block_words), sizes_(nodes, block_words) {}
  AapcBlocks(int nodes, AapcBlockSizes sizes)
      : nodes_(nodes), block_words_(sizes.slot_words()), sizes_(std::move(sizes)) {}

  // The slot: words reserved per block (the block size when sizes are equal).
  uint32_t block_words() const { return block_words_; }
  // The size of the block `src` sends to `dst`, in words.
  uint32_t words(int src, int dst) const { return sizes_.words(src, dst); }
  const AapcBlockSizes& sizes() const { return sizes_; }
  uint32_t send_block(int destination) const { return uint32_t(destination) * block_words_; }
  uint32_t receive_block(int source) const {
    return (uint32_t(nodes_) + uint32_t(source)) * block_words_;
  }
  // 64-bit: 2 N B can exceed 2^32 words, which the memory.words check must see.
  uint64_t words_needed() const { return 2 * uint64_t(nodes_) * block_words_; }

  // The word that source `src` sends to `dst` at `offset`.
  static uint32_t word(int src, int dst, uint32_t offset);

  void init(int node, std::vector<uint32_t>& memory) const;
  // "" when every receive block of `node` holds what its source sent, else the first
  // difference.
  std::string check(int node, const std::vector<uint32_t>& memory) const;

 private:
  int nodes_;
  uint32_t block_words_;
  AapcBlockSizes sizes_;
};

}  // namespace ccsim::sw
