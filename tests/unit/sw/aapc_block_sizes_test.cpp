// The AAPC block-size generator (sw/collectives/aapc/aapc_block_sizes.h): each kind draws what its
// definition says, seeded, and the AAPC algorithms move exactly the drawn blocks.
//
// Distributions on the 8x8 torus (4096 pairs), with the default seed and others: equal gives
// B everywhere; uniform stays inside [B - VB, B + VB] rounded inward to words, reaches both
// ends, has the mean B and passes a chi-square test of flatness over 8 bins (p > 0.001);
// zero gives 0 with frequency P (within 4 standard deviations) and B otherwise; the patterns
// give B exactly on their pairs (4 torus neighbours; the 6 ids one bit apart; fem: symmetric,
// 4 to 15 partners, the 4 neighbours among them, all within two hops per axis). The same seed
// gives the same sizes, another seed others. Bad values are refused naming the key. Then
// aapc.phased (every sync mode) and aapc.msgpass run on the ideal network with each kind, and
// every node's memory passes the check, which also fails for a block one word too long.
#include "collectives/aapc/aapc_block_sizes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_blocks.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

const net::Grid2D kTorus(8, 8, true);

Config config_with(const std::vector<std::pair<std::string, std::string>>& values) {
  Config c;
  for (const auto& [key, value] : values) c.set(key, value, "test");
  return c;
}

AapcBlockSizes draw(const std::vector<std::pair<std::string, std::string>>& values,
                    uint32_t base_words, const net::Topology& topology = kTorus) {
  return AapcBlockSizes(read_block_size_params(config_with(values), base_words), topology);
}

std::vector<uint32_t> all_sizes(const AapcBlockSizes& s, int nodes) {
  std::vector<uint32_t> out;
  for (int a = 0; a < nodes; ++a) {
    for (int b = 0; b < nodes; ++b) out.push_back(s.words(a, b));
  }
  return out;
}

TEST(AapcBlockSizes, EqualGivesBToEveryPairWithoutATable) {
  const AapcBlockSizes s = draw({}, 1024);
  EXPECT_TRUE(s.equal());
  for (const uint32_t w : all_sizes(s, 64)) ASSERT_EQ(w, 1024u);
  EXPECT_EQ(s.total_words(), 64u * 64u * 1024u);
  EXPECT_EQ(s.slot_words(), 1024u);
  EXPECT_EQ(s.empty_pairs(), 0u);
}

TEST(AapcBlockSizes, UniformIsFlatOverBPlusMinusVBWithMeanB) {
  for (const char* seed : {"1", "2", "77"}) {
    SCOPED_TRACE(std::string("seed ") + seed);
    const AapcBlockSizes s = draw({{"algorithm.block_sizes", "uniform"},
                                   {"algorithm.block_variance", "0.5"},
                                   {"sim.seed", seed}},
                                  1024);
    const std::vector<uint32_t> sizes = all_sizes(s, 64);
    EXPECT_EQ(s.slot_words(), 1536u);
    double sum = 0;
    std::vector<double> bins(8, 0);
    for (const uint32_t w : sizes) {
      ASSERT_GE(w, 512u);
      ASSERT_LE(w, 1536u);
      sum += w;
      bins[std::min<size_t>(7, size_t(w - 512) * 8 / 1025)] += 1;
    }
    EXPECT_EQ(s.min_words(), *std::min_element(sizes.begin(), sizes.end()));
    EXPECT_LE(s.min_words(), 520u);
    EXPECT_GE(s.max_words(), 1528u);
    // Mean of 4096 draws: standard error 296 / 64 = 4.6 words.
    EXPECT_NEAR(sum / double(sizes.size()), 1024.0, 20.0);
    double chi2 = 0;
    for (const double b : bins) chi2 += (b - 512.0) * (b - 512.0) / 512.0;
    EXPECT_LT(chi2, 24.32) << "7 degrees of freedom, p = 0.001";
    EXPECT_EQ(s.total_words(), uint64_t(sum));
  }
}

TEST(AapcBlockSizes, UniformRoundsTheRangeInwardToWholeWordsAndReachesEveryWord) {
  // B = 64 bytes, V = 0.3: [44.8, 83.2] bytes, so 12..20 words.
  const AapcBlockSizes s =
      draw({{"algorithm.block_sizes", "uniform"}, {"algorithm.block_variance", "0.3"}}, 16);
  std::vector<int> seen(32, 0);
  for (const uint32_t w : all_sizes(s, 64)) {
    ASSERT_GE(w, 12u);
    ASSERT_LE(w, 20u);
    ++seen[w];
  }
  for (int w = 12; w <= 20; ++w) EXPECT_GT(seen[size_t(w)], 300) << w << " words";
  EXPECT_EQ(s.slot_words(), 20u);
  const AapcBlockSizes none =
      draw({{"algorithm.block_sizes", "uniform"}, {"algorithm.block_variance", "0"}}, 16);
  for (const uint32_t w : all_sizes(none, 64)) ASSERT_EQ(w, 16u);
}

TEST(AapcBlockSizes, ZeroEmptiesAFractionPOfThePairsAndLeavesTheRestB) {
  for (const double p : {0.0, 0.1, 0.5, 0.9, 1.0}) {
    SCOPED_TRACE("P = " + std::to_string(p));
    const AapcBlockSizes s =
        draw({{"algorithm.block_sizes", "zero"}, {"algorithm.zero_probability", std::to_string(p)}},
             256);
    uint64_t zeros = 0;
    for (const uint32_t w : all_sizes(s, 64)) {
      ASSERT_TRUE(w == 0 || w == 256) << w;
      zeros += w == 0;
    }
    EXPECT_EQ(s.empty_pairs(), zeros);
    const double sigma = std::sqrt(p * (1 - p) / 4096.0);
    EXPECT_NEAR(double(zeros) / 4096.0, p, 4 * sigma + 1e-12);
    EXPECT_EQ(s.total_words(), (4096 - zeros) * 256);
  }
}

TEST(AapcBlockSizes, NeighborsAndHypercubePatternsGiveBExactlyToTheirPairs) {
  const AapcBlockSizes nb =
      draw({{"algorithm.block_sizes", "pattern"}, {"algorithm.block_pattern", "neighbors"}}, 8);
  const AapcBlockSizes hc =
      draw({{"algorithm.block_sizes", "pattern"}, {"algorithm.block_pattern", "hypercube"}}, 8);
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      const int dx = std::abs(kTorus.x_of(a) - kTorus.x_of(b));
      const int dy = std::abs(kTorus.y_of(a) - kTorus.y_of(b));
      const bool adjacent = (dx + dy == 1) || (dx == 7 && dy == 0) || (dx == 0 && dy == 7);
      EXPECT_EQ(nb.words(a, b), adjacent ? 8u : 0u) << a << " -> " << b;
      const int x = a ^ b;
      EXPECT_EQ(hc.words(a, b), (x != 0 && (x & (x - 1)) == 0) ? 8u : 0u) << a << " -> " << b;
    }
    EXPECT_EQ(nb.nonempty_sources(a), 4);
    EXPECT_EQ(hc.nonempty_sources(a), 6);
  }
}

TEST(AapcBlockSizes, FemPatternIsSymmetricNearbyAndHas4To15PartnersPerNode) {
  for (const char* seed : {"1", "5", "9"}) {
    SCOPED_TRACE(std::string("seed ") + seed);
    const AapcBlockSizes s = draw({{"algorithm.block_sizes", "pattern"},
                                   {"algorithm.block_pattern", "fem"},
                                   {"sim.seed", seed}},
                                  8);
    double partners = 0;
    for (int a = 0; a < 64; ++a) {
      int degree = 0;
      for (int b = 0; b < 64; ++b) {
        ASSERT_EQ(s.words(a, b), s.words(b, a));
        if (s.words(a, b) == 0) continue;
        ++degree;
        const int dx = std::abs(kTorus.x_of(a) - kTorus.x_of(b));
        const int dy = std::abs(kTorus.y_of(a) - kTorus.y_of(b));
        EXPECT_LE(std::min(dx, 8 - dx), 2);
        EXPECT_LE(std::min(dy, 8 - dy), 2);
      }
      for (int port = 0; port < 4; ++port) EXPECT_EQ(s.words(a, kTorus.neighbor(a, port)), 8u);
      EXPECT_GE(degree, 4);
      EXPECT_LE(degree, 15);
      partners += degree;
    }
    // 4 neighbours and about a quarter of the 20 other candidates.
    EXPECT_GT(partners / 64, 7.0);
    EXPECT_LT(partners / 64, 11.0);
  }
}

TEST(AapcBlockSizes, TheSameSeedGivesTheSameSizesAndAnotherSeedOthers) {
  for (const char* kind : {"uniform", "zero"}) {
    SCOPED_TRACE(kind);
    const std::vector<std::pair<std::string, std::string>> base = {
        {"algorithm.block_sizes", kind},
        {"algorithm.block_variance", "0.5"},
        {"algorithm.zero_probability", "0.5"}};
    auto with_seed = [&](const char* seed) {
      auto v = base;
      v.push_back({"sim.seed", seed});
      return all_sizes(draw(v, 64), 64);
    };
    EXPECT_EQ(with_seed("3"), with_seed("3"));
    EXPECT_NE(with_seed("3"), with_seed("4"));
  }
}

TEST(AapcBlockSizes, BadValuesAreRefusedNamingTheKey) {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"algorithm.block_variance", "1.5"},
      {"algorithm.block_variance", "-0.1"},
      {"algorithm.zero_probability", "2"},
      {"algorithm.block_sizes", "lognormal"},
      {"algorithm.block_pattern", "ring"}};
  for (const auto& [key, value] : bad) {
    try {
      read_block_size_params(config_with({{key, value}}), 16);
      FAIL() << key << " = " << value << " was accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), key) << e.what();
    }
  }
  Config cube_config;
  cube_config.set("topology.kind", "hypercube", "test");
  const std::unique_ptr<net::Topology> cube = net::make_topology(cube_config);
  try {
    draw({{"algorithm.block_sizes", "pattern"}, {"algorithm.block_pattern", "fem"}}, 16, *cube);
    FAIL() << "fem on a hypercube was accepted";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "algorithm.block_pattern") << e.what();
  }
}

TEST(AapcBlocks, ACheckFindsAWordDeliveredPastAShortBlock) {
  const AapcBlocks blocks(
      64, draw({{"algorithm.block_sizes", "uniform"}, {"algorithm.block_variance", "0.5"}}, 8));
  std::vector<uint32_t> memory(blocks.words_needed(), 0);
  blocks.init(5, memory);
  for (int s = 0; s < 64; ++s) {
    for (uint32_t i = 0; i < blocks.words(s, 5); ++i) {
      memory[blocks.receive_block(s) + i] = AapcBlocks::word(s, 5, i);
    }
  }
  ASSERT_EQ(blocks.check(5, memory), "");
  // The first source whose block is shorter than its slot gets one word too many.
  int s = 0;
  while (blocks.words(s, 5) == blocks.block_words()) ++s;
  const uint32_t past = blocks.words(s, 5);
  memory[blocks.receive_block(s) + past] = AapcBlocks::word(s, 5, past);
  EXPECT_NE(blocks.check(5, memory).find("unused slot"), std::string::npos)
      << blocks.check(5, memory);
}

// Every AAPC algorithm with each kind of sizes, run on the ideal network: data checked at every
// node. On the 8x8 torus, or on a 64-processor banyan for an exchange that runs there only
// (without the fem pattern, which needs a grid).
TEST(AapcBlockSizes, EveryAapcAlgorithmMovesExactlyTheDrawnBlocks) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 14);
  const std::vector<std::vector<std::pair<std::string, std::string>>> kinds = {
      {{"algorithm.block_sizes", "uniform"}, {"algorithm.block_variance", "0.75"}},
      {{"algorithm.block_sizes", "zero"}, {"algorithm.zero_probability", "0.6"}},
      {{"algorithm.block_sizes", "pattern"}, {"algorithm.block_pattern", "fem"}}};
  Config banyan_config;
  banyan_config.set("topology.kind", "banyan", "test");
  banyan_config.set("topology.n", "64", "test");
  const std::unique_ptr<net::Topology> banyan = net::make_topology(banyan_config);
  int ran = 0;
  for (const std::string& name : algorithm_registry().names()) {
    if (name.rfind("aapc.", 0) != 0) continue;
    for (const char* sync : {"hardware", "software", "barrier", "none"}) {
      for (const auto& kind : kinds) {
        SCOPED_TRACE(name + " sync=" + sync + " " + kind.front().second);
        Config config = config_with(kind);
        config.set("algorithm.name", name, "test");
        config.set("algorithm.block_bytes", "32", "test");
        config.set("algorithm.sync", sync, "test");
        const net::Topology* topology = &kTorus;
        std::unique_ptr<Algorithm> algorithm;
        try {
          algorithm = make_algorithm(config, *topology, machine);
        } catch (const ConfigError& e) {
          ASSERT_EQ(e.key(), "topology.kind") << e.what();
          if (kind.back().second == "fem") continue;
          topology = banyan.get();
          algorithm = make_algorithm(config, *topology, machine);
        }
        IdealNetwork network(machine, *topology);
        for (int n = 0; n < 64; ++n) algorithm->init_memory(n, network.memory(n));
        network.run([&](net::NodeApi& api) { algorithm->run(api); });
        for (int n = 0; n < 64; ++n) {
          ASSERT_EQ(algorithm->check(n, network.memory(n)), "") << "node " << n;
        }
        EXPECT_FALSE(algorithm->counted_figures().empty());
        ++ran;
      }
    }
  }
  EXPECT_GE(ran, 24);
}

}  // namespace
}  // namespace ccsim::sw
