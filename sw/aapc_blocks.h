// Memory layout and data of an all-to-all personalized exchange, shared by every AAPC variant.
//
// Node memory: send blocks first (block for destination d at d * B), then receive blocks
// (block from source s at (N + s) * B), B words each. Every word is distinct per (source,
// destination, offset), so a misdelivered, duplicated or reordered word is caught by check().
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ccsim::sw {

class AapcBlocks {
 public:
  AapcBlocks(int nodes, uint32_t block_words) : nodes_(nodes), block_words_(block_words) {}

  uint32_t block_words() const { return block_words_; }
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
};

}  // namespace ccsim::sw
