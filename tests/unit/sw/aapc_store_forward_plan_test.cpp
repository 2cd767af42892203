// The store-and-forward AAPC plan (sw/collectives/aapc/aapc_store_forward_plan.h), brute force on
// the 8x8 and 4x4 tori, a 5x3 torus (odd sizes, no half-way ties) and a 4x4 mesh, with equal 2-word
// blocks and with unequal ones (uniform, V = 1, which gives empty blocks too): following every
// transfer, each block part goes from its source's send slot to its destination's receive slot
// along a shortest path, one hop per step, x then y for the first half of a block and y then x for
// the second; every node sends exactly one message on each connected port in every step and
// receives as many; the plan takes as many steps as the longest shortest path; landing regions lie
// past the slots and inside memory_words; and with equal blocks on the 8x8 torus every directed
// link carries the same number of words (the load the links' bound assumes).
#include "collectives/aapc/aapc_store_forward_plan.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <tuple>
#include <vector>

#include "base/config.h"
#include "collectives/aapc/aapc_block_sizes.h"

namespace ccsim::sw {
namespace {

int ring_distance(int a, int b, int n, bool wraps) {
  const int d = std::abs(a - b);
  return wraps ? std::min(d, n - d) : d;
}

void check_plan(const net::Grid2D& g, const AapcBlocks& blocks, bool balanced) {
  const StoreForwardPlan plan = plan_aapc_store_forward(g, blocks);
  const int nodes = g.node_count();
  const uint32_t slots_end = uint32_t(blocks.words_needed());
  EXPECT_GE(plan.landing_base, slots_end);
  EXPECT_LE(uint64_t(plan.landing_base) + 3 * 4 * uint64_t(plan.region_words), plan.memory_words);
  // Every word's content, tracked by address: memory[node][address] = (src, dst, offset).
  using Word = std::tuple<int, int, uint32_t>;
  std::vector<std::map<uint32_t, Word>> memory(static_cast<size_t>(nodes));
  for (int s = 0; s < nodes; ++s) {
    for (int d = 0; d < nodes; ++d) {
      for (uint32_t i = 0; i < blocks.words(s, d); ++i) {
        memory[size_t(s)][blocks.send_block(d) + i] = Word{s, d, i};
      }
    }
  }
  auto apply_copies = [&](int v, const std::vector<SfCopy>& copies) {
    for (const SfCopy& c : copies) {
      for (uint32_t i = 0; i < c.words; ++i) {
        memory[size_t(v)][c.to + i] = memory[size_t(v)].at(c.from + i);
      }
    }
  };
  for (int v = 0; v < nodes; ++v) apply_copies(v, plan.nodes[size_t(v)][0].copies);
  std::map<std::pair<int, int>, uint64_t> link_words;
  std::map<std::tuple<int, int, uint32_t>, int> hops;  // per word moved
  for (int t = 1; t <= plan.steps; ++t) {
    std::vector<std::map<uint32_t, Word>> next = memory;
    for (int v = 0; v < nodes; ++v) {
      const SfNodeStep& step = plan.nodes[size_t(v)][size_t(t)];
      int connected = 0;
      for (int p = 0; p < g.network_ports(); ++p) connected += g.neighbor(v, p) >= 0;
      ASSERT_EQ(int(step.out.size()), connected) << "node " << v << " step " << t;
      EXPECT_EQ(step.in_messages, connected);
      for (const SfMessage& m : step.out) {
        ASSERT_EQ(m.to, g.neighbor(v, m.port));
        EXPECT_EQ(m.deposit, plan.landing(t, m.enters, g.network_ports()));
        uint32_t at = m.deposit;
        for (const SfTransfer& part : m.parts) {
          for (uint32_t i = 0; i < part.words; ++i) {
            const Word w = memory[size_t(v)].at(part.address + i);
            next[size_t(m.to)][at++] = w;
            ++hops[w];
          }
        }
        EXPECT_LE(at - m.deposit, plan.region_words);
        link_words[{v, m.port}] += m.words;
      }
    }
    memory = next;
    for (int v = 0; v < nodes; ++v) apply_copies(v, plan.nodes[size_t(v)][size_t(t)].copies);
  }
  int longest = 0;
  for (int s = 0; s < nodes; ++s) {
    for (int d = 0; d < nodes; ++d) {
      const int shortest = ring_distance(g.x_of(s), g.x_of(d), g.nx(), g.wraps(0)) +
                           ring_distance(g.y_of(s), g.y_of(d), g.ny(), g.wraps(1));
      if (blocks.words(s, d) > 0) longest = std::max(longest, shortest);
      for (uint32_t i = 0; i < blocks.words(s, d); ++i) {
        ASSERT_EQ(memory[size_t(d)].at(blocks.receive_block(s) + i), (Word{s, d, i}))
            << s << " -> " << d << " word " << i;
        EXPECT_EQ((hops[Word{s, d, i}]), shortest) << s << " -> " << d << " word " << i;
      }
    }
  }
  EXPECT_EQ(plan.steps, longest);
  if (balanced) {
    const uint64_t first = link_words.begin()->second;
    for (const auto& [link, words] : link_words) EXPECT_EQ(words, first);
  }
}

TEST(StoreForwardPlan, EveryPartArrivesAlongAShortestPathInLockstepWithEqualBlocks) {
  check_plan(net::Grid2D(8, 8, true), AapcBlocks(64, 2), true);
  check_plan(net::Grid2D(4, 4, true), AapcBlocks(16, 2), false);
  check_plan(net::Grid2D(5, 3, true), AapcBlocks(15, 2), false);
  check_plan(net::Grid2D(4, 4, false), AapcBlocks(16, 2), false);
}

TEST(StoreForwardPlan, EveryPartArrivesWithUnequalAndEmptyBlocks) {
  Config c;
  c.set("algorithm.block_sizes", "uniform", "test");
  c.set("algorithm.block_variance", "1", "test");
  for (const auto& g : {net::Grid2D(8, 8, true), net::Grid2D(4, 4, false)}) {
    const AapcBlockSizes sizes(read_block_size_params(c, 3), g);
    ASSERT_GT(sizes.empty_pairs(), 0u);
    check_plan(g, AapcBlocks(g.node_count(), sizes), false);
  }
}

}  // namespace
}  // namespace ccsim::sw
