// The AAPC data check (sw/collectives/aapc/aapc_blocks.h, behind AapcAlgorithm::check): memory in
// which every receive block holds what its source sent passes, and one wrong word anywhere is found
// and named.
//
// Stimulus: the memory a correct exchange leaves (init(), then every receive block written with
// the words its source sends), unchanged or with exactly one word flipped. Brute force on a
// small exchange (4 nodes, 5-word blocks: every node, every source block, every word), and on
// the iWarp 8x8 torus through every registered AAPC algorithm (aapc.phased, aapc.msgpass,
// aapc.two_stage, aapc.store_forward, with 16-word blocks) at the first, a middle and the last word
// of blocks of several sources and nodes. Proves: correct memory gives ""; a flipped word gives the
// check's one-line report naming the node, the word's offset, the source of its block, its address,
// and the value found and expected, exactly; a wrong word in a send block (not the check's
// business) or in another node's memory does not fail this node.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_blocks.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

// Node `node`'s memory after a correct exchange: its own initial data, and in each receive
// block what that block's source sent to it.
std::vector<uint32_t> delivered_memory(const AapcBlocks& blocks, int nodes, int node) {
  std::vector<uint32_t> memory(blocks.words_needed(), 0);
  blocks.init(node, memory);
  for (int s = 0; s < nodes; ++s) {
    for (uint32_t i = 0; i < blocks.block_words(); ++i) {
      memory[blocks.receive_block(s) + i] = AapcBlocks::word(s, node, i);
    }
  }
  return memory;
}

// What the check reports for word `offset` of the block from `source` at `node`, found to hold
// `found` (the format of AapcBlocks::check).
std::string report(const AapcBlocks& blocks, int node, int source, uint32_t offset,
                   uint32_t found) {
  const uint32_t address = blocks.receive_block(source) + offset;
  std::ostringstream os;
  os << "node " << node << ": word " << offset << " of the block from node " << source
     << " (address " << address << ") is 0x" << std::hex << found << ", expected 0x"
     << AapcBlocks::word(source, node, offset);
  return os.str();
}

TEST(AapcDataCheck, EveryWrongWordOfEveryBlockIsFoundAndNamed) {
  constexpr int kNodes = 4;
  constexpr uint32_t kBlockWords = 5;
  const AapcBlocks blocks(kNodes, kBlockWords);
  for (int node = 0; node < kNodes; ++node) {
    std::vector<uint32_t> memory = delivered_memory(blocks, kNodes, node);
    ASSERT_EQ(blocks.check(node, memory), "") << "node " << node;
    for (int source = 0; source < kNodes; ++source) {
      for (uint32_t offset = 0; offset < kBlockWords; ++offset) {
        SCOPED_TRACE("node " + std::to_string(node) + ", block from " + std::to_string(source) +
                     ", word " + std::to_string(offset));
        uint32_t& word = memory[blocks.receive_block(source) + offset];
        const uint32_t good = word;
        word = good ^ 0x80000001u;
        EXPECT_EQ(blocks.check(node, memory), report(blocks, node, source, offset, word));
        word = good;
      }
    }
    EXPECT_EQ(blocks.check(node, memory), "") << "node " << node << " after the restores";
  }
}

TEST(AapcDataCheck, WordsOutsideTheNodesReceiveBlocksDoNotFailIt) {
  constexpr int kNodes = 4;
  const AapcBlocks blocks(kNodes, 3);
  std::vector<uint32_t> memory = delivered_memory(blocks, kNodes, 2);
  // Every send block overwritten: what a node sent is no longer the check's business.
  for (int d = 0; d < kNodes; ++d) {
    for (uint32_t i = 0; i < blocks.block_words(); ++i) memory[blocks.send_block(d) + i] = 0;
  }
  EXPECT_EQ(blocks.check(2, memory), "");
  // Node 2's correct memory is not node 1's.
  EXPECT_NE(blocks.check(1, memory), "");
}

TEST(AapcDataCheck, EveryAlgorithmFindsAWrongFirstMiddleOrLastWordOnTheIwarpTorus) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  const net::Grid2D torus(8, 8, true);
  const int nodes = torus.node_count();
  constexpr uint32_t kBlockWords = 16;
  const AapcBlocks blocks(nodes, kBlockWords);
  Config banyan_config;
  banyan_config.set("topology.kind", "banyan", "test");
  banyan_config.set("topology.n", std::to_string(nodes), "test");
  const std::unique_ptr<net::Topology> banyan = net::make_topology(banyan_config);
  int checked = 0;
  for (const auto& [name, entry] : algorithm_registry().entries()) {
    if (name.rfind("aapc.", 0) != 0) continue;  // the AAPC family shares the check
    ++checked;
    SCOPED_TRACE(name);
    Config config;
    config.set("algorithm.name", name, "test");
    config.set("algorithm.block_bytes", std::to_string(kBlockWords * 4), "test");
    // An exchange that runs on the banyan only is checked on 64 processors there.
    std::unique_ptr<Algorithm> algorithm;
    try {
      algorithm = make_algorithm(config, torus, machine);
    } catch (const ConfigError& e) {
      ASSERT_EQ(e.key(), "topology.kind") << e.what();
      algorithm = make_algorithm(config, *banyan, machine);
    }
    // The slots come first; some algorithms keep buffers after them.
    ASSERT_GE(algorithm->memory_words_needed(), blocks.words_needed());
    for (int node : {0, 9, 63}) {
      std::vector<uint32_t> memory = delivered_memory(blocks, nodes, node);
      ASSERT_EQ(algorithm->check(node, memory), "") << "node " << node;
      for (int source : {0, 1, node, 62, 63}) {
        for (uint32_t offset : {0u, kBlockWords / 2, kBlockWords - 1}) {
          SCOPED_TRACE("node " + std::to_string(node) + ", block from " + std::to_string(source) +
                       ", word " + std::to_string(offset));
          uint32_t& word = memory[blocks.receive_block(source) + offset];
          const uint32_t good = word;
          word = good ^ 0x10u;
          EXPECT_EQ(algorithm->check(node, memory), report(blocks, node, source, offset, word));
          word = good;
        }
      }
    }
  }
  EXPECT_GE(checked, 4) << "aapc.phased, .msgpass, .two_stage and .store_forward";
}

}  // namespace
}  // namespace ccsim::sw
