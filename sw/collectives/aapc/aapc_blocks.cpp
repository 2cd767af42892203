// AAPC data: distinct words per (source, destination, offset), and the check of every block.
#include "collectives/aapc/aapc_blocks.h"

#include <sstream>

namespace ccsim::sw {

uint32_t AapcBlocks::word(int src, int dst, uint32_t offset) {
  // Exact packing while it fits (up to 256 nodes and 64 Ki words per block), otherwise a
  // strong mix, which still makes an accidental match vanishingly rare.
  if (src < 256 && dst < 256 && offset < 65536) {
    return (uint32_t(src) << 24) | (uint32_t(dst) << 16) | offset;
  }
  uint64_t x = (uint64_t(uint32_t(src)) << 40) ^ (uint64_t(uint32_t(dst)) << 20) ^ offset;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return uint32_t(x);
}

void AapcBlocks::init(int node, std::vector<uint32_t>& memory) const {
  for (int d = 0; d < nodes_; ++d) {
    for (uint32_t i = 0; i < block_words_; ++i) memory[send_block(d) + i] = word(node, d, i);
  }
  // Receive blocks start with a value no source sends there, so a missing block is seen.
  for (int s = 0; s < nodes_; ++s) {
    for (uint32_t i = 0; i < block_words_; ++i) {
      memory[receive_block(s) + i] = ~word(s, node, i);
    }
  }
}

std::string AapcBlocks::check(int node, const std::vector<uint32_t>& memory) const {
  for (int s = 0; s < nodes_; ++s) {
    const uint32_t size = words(s, node);
    for (uint32_t i = 0; i < block_words_; ++i) {
      const uint32_t address = receive_block(s) + i;
      // Past the block's size the slot keeps the value init() wrote.
      const uint32_t expected = i < size ? word(s, node, i) : ~word(s, node, i);
      if (memory[address] != expected) {
        std::ostringstream os;
        os << "node " << node << ": word " << i << " of the "
           << (i < size ? "block" : "unused slot past the " + std::to_string(size) + "-word block")
           << " from node " << s << " (address " << address << ") is 0x" << std::hex
           << memory[address] << ", expected 0x" << expected;
        return os.str();
      }
    }
  }
  return "";
}

}  // namespace ccsim::sw
