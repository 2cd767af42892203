// Traffic pattern tests: each pattern's mapping, the random patterns' statistics, config errors.
//
// Deterministic patterns are checked on every node of small grids against their definition;
// uniform and hotspot are sampled 100k times with fixed seeds (the tolerances are several
// standard deviations wide, and with a fixed seed the outcome is reproducible anyway). The
// registry-wide contract runs over every registered name on an 8x8 grid, so a new pattern is
// covered without editing this file.
#include "traffic/traffic_pattern.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "base/errors.h"
#include "net/topology/topology.h"
#include "traffic/rng.h"

namespace ccsim::sw {
namespace {

using net::Grid2D;

// The pattern keys the tests set, as a struct.
struct TrafficPatternParams {
  double hotspot_fraction = 0.1;  // traffic.hotspot_fraction
  int hotspot_node = 0;           // traffic.hotspot_node
};

// The pattern `name` with `p`, built as a run builds it: from a Config.
std::unique_ptr<TrafficPattern> make_traffic_pattern(const std::string& name,
                                                     const net::Topology& g,
                                                     const TrafficPatternParams& p) {
  Config c;
  c.set("traffic.pattern", name, "test");
  c.set("traffic.hotspot_fraction", canonical_text(p.hotspot_fraction), "test");
  c.set("traffic.hotspot_node", std::to_string(p.hotspot_node), "test");
  return sw::make_traffic_pattern(g, c);
}

// Destination of every node under a deterministic pattern.
std::vector<int> mapping(const std::string& name, const Grid2D& g) {
  auto pattern = make_traffic_pattern(name, g, TrafficPatternParams{});
  Rng rng(1);
  std::vector<int> dst;
  for (int src = 0; src < g.node_count(); ++src) dst.push_back(pattern->destination(src, rng));
  return dst;
}

std::string expect_config_error(const std::string& name, const Grid2D& g,
                                const TrafficPatternParams& p) {
  try {
    make_traffic_pattern(name, g, p);
  } catch (const ConfigError& e) {
    return e.key();
  }
  return "(no error)";
}

TEST(Rng, SameSeedGivesTheSameSequenceAndDifferentSeedsDiffer) {
  Rng a(42);
  Rng b(42);
  Rng c(43);
  int same_as_c = 0;
  for (int i = 0; i < 1000; ++i) {
    const uint64_t va = a.next();
    EXPECT_EQ(va, b.next());
    same_as_c += va == c.next();
  }
  EXPECT_EQ(same_as_c, 0);
}

TEST(Rng, BelowAndUniform01StayInRange) {
  Rng rng(0);  // seed 0 must work: splitmix64 keeps the xoshiro state non-zero
  std::vector<int> seen(7, 0);
  for (int i = 0; i < 70000; ++i) {
    const uint32_t v = rng.below(7);
    ASSERT_LT(v, 7u);
    ++seen[v];
    const double u = rng.uniform01();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
  }
  for (int count : seen) EXPECT_NEAR(count, 10000, 500);
  EXPECT_EQ(rng.below(1), 0u);
  EXPECT_THROW(rng.below(0), std::invalid_argument);
}

TEST(TrafficPattern, TransposeSwapsCoordinates) {
  Grid2D g(4, 4, true);
  const std::vector<int> dst = mapping("transpose", g);
  for (int src = 0; src < g.node_count(); ++src) {
    EXPECT_EQ(dst[src], g.node_at(g.y_of(src), g.x_of(src)));
  }
  EXPECT_EQ(dst[g.node_at(1, 3)], g.node_at(3, 1));
  EXPECT_EQ(dst[g.node_at(2, 2)], g.node_at(2, 2)) << "the diagonal maps to itself";
}

TEST(TrafficPattern, BitcompComplementsTheNodeId) {
  Grid2D g(4, 2, false);
  EXPECT_EQ(mapping("bitcomp", g), (std::vector<int>{7, 6, 5, 4, 3, 2, 1, 0}));
}

TEST(TrafficPattern, BitrevReversesTheNodeIdBits) {
  Grid2D g(4, 2, false);  // 3 bits: 1 = 001 -> 100 = 4, 3 = 011 -> 110 = 6, ...
  EXPECT_EQ(mapping("bitrev", g), (std::vector<int>{0, 4, 2, 6, 1, 5, 3, 7}));
}

TEST(TrafficPattern, TornadoShiftsJustUnderHalfWayAlongTheRow) {
  Grid2D g8(8, 2, true);  // shift ceil(8/2) - 1 = 3
  const std::vector<int> d8 = mapping("tornado", g8);
  for (int src = 0; src < g8.node_count(); ++src) {
    EXPECT_EQ(d8[src], g8.node_at((g8.x_of(src) + 3) % 8, g8.y_of(src)));
  }
  Grid2D g5(5, 1, true);  // shift ceil(5/2) - 1 = 2
  EXPECT_EQ(mapping("tornado", g5), (std::vector<int>{2, 3, 4, 0, 1}));
}

TEST(TrafficPattern, NeighborGoesOneStepAlongXWrappingAtTheEdge) {
  Grid2D g(3, 2, false);
  EXPECT_EQ(mapping("neighbor", g), (std::vector<int>{1, 2, 0, 4, 5, 3}));
}

TEST(TrafficPattern, UniformNeverPicksTheSourceAndIsRoughlyUniform) {
  Grid2D g(4, 4, true);
  auto pattern = make_traffic_pattern("uniform", g, TrafficPatternParams{});
  Rng rng(7);
  const int kDraws = 100000;
  for (int src : {0, 5, 15}) {
    std::vector<int> count(16, 0);
    for (int i = 0; i < kDraws; ++i) {
      const int dst = pattern->destination(src, rng);
      ASSERT_GE(dst, 0);
      ASSERT_LT(dst, 16);
      ++count[dst];
    }
    EXPECT_EQ(count[src], 0);
    // Expected 100000 / 15 = 6667 per other node, standard deviation about 79.
    for (int dst = 0; dst < 16; ++dst) {
      if (dst == src) continue;
      EXPECT_NEAR(count[dst], kDraws / 15.0, 400) << "src " << src << " dst " << dst;
    }
  }
}

TEST(TrafficPattern, UniformWithSelfPicksEveryNodeTheSourceIncluded) {
  Grid2D g(4, 4, true);
  auto pattern = make_traffic_pattern("uniform_with_self", g, TrafficPatternParams{});
  Rng rng(7);
  const int kDraws = 100000;
  for (int src : {0, 5, 15}) {
    std::vector<int> count(16, 0);
    for (int i = 0; i < kDraws; ++i) {
      const int dst = pattern->destination(src, rng);
      ASSERT_GE(dst, 0);
      ASSERT_LT(dst, 16);
      ++count[dst];
    }
    // Expected 100000 / 16 = 6250 per node, standard deviation about 77.
    for (int dst = 0; dst < 16; ++dst) {
      EXPECT_NEAR(count[dst], kDraws / 16.0, 400) << "src " << src << " dst " << dst;
    }
  }
}

TEST(TrafficPattern, UniformOnASingleNodeReturnsTheSource) {
  auto pattern = make_traffic_pattern("uniform", Grid2D(1, 1, false), TrafficPatternParams{});
  Rng rng(1);
  EXPECT_EQ(pattern->destination(0, rng), 0);
}

TEST(TrafficPattern, HotspotSendsTheConfiguredFractionToTheHotspot) {
  Grid2D g(8, 8, true);
  TrafficPatternParams p;
  p.hotspot_fraction = 0.25;
  p.hotspot_node = 27;
  auto pattern = make_traffic_pattern("hotspot", g, p);
  Rng rng(2024);
  const int kDraws = 100000;
  int to_hotspot = 0;
  int to_self = 0;
  for (int i = 0; i < kDraws; ++i) {
    const int src = i % g.node_count();
    const int dst = pattern->destination(src, rng);
    to_hotspot += dst == p.hotspot_node;
    to_self += dst == src && src != p.hotspot_node;
  }
  // Expected share: 0.25 direct plus 0.75 / 63 by uniform from the other sources, minus what
  // the hotspot itself cannot send by uniform: about 0.2616; standard deviation about 0.0014.
  const double expected = 0.25 + 0.75 * (63.0 / 64.0) / 63.0;
  EXPECT_NEAR(double(to_hotspot) / kDraws, expected, 0.01);
  EXPECT_EQ(to_self, 0);
}

TEST(TrafficPattern, HotspotFractionZeroAndOneAreHonoured) {
  Grid2D g(4, 4, true);
  TrafficPatternParams p;
  p.hotspot_node = 3;
  p.hotspot_fraction = 1.0;
  auto all = make_traffic_pattern("hotspot", g, p);
  p.hotspot_fraction = 0.0;
  auto none = make_traffic_pattern("hotspot", g, p);
  Rng rng(5);
  for (int i = 0; i < 1000; ++i) {
    EXPECT_EQ(all->destination(i % 16, rng), 3);
    const int src = i % 16;
    const int dst = none->destination(src, rng);
    EXPECT_NE(dst, src);
  }
}

TEST(TrafficPattern, BadConfigurationsThrowNamingTheKey) {
  Grid2D square(8, 8, true);
  TrafficPatternParams p;
  EXPECT_EQ(expect_config_error("zipf", square, p), "traffic.pattern");
  EXPECT_EQ(expect_config_error("transpose", Grid2D(4, 3, true), p), "traffic.pattern");
  EXPECT_EQ(expect_config_error("bitcomp", Grid2D(5, 3, true), p), "traffic.pattern");
  EXPECT_EQ(expect_config_error("bitrev", Grid2D(6, 2, true), p), "traffic.pattern");
  for (double bad : {-0.1, 1.5, std::nan("")}) {
    TrafficPatternParams q;
    q.hotspot_fraction = bad;
    EXPECT_EQ(expect_config_error("hotspot", square, q), "traffic.hotspot_fraction") << bad;
  }
  for (int bad : {-1, 64}) {
    TrafficPatternParams q;
    q.hotspot_node = bad;
    EXPECT_EQ(expect_config_error("hotspot", square, q), "traffic.hotspot_node") << bad;
  }
}

TEST(TrafficPattern, UnknownNameErrorListsTheKnownPatterns) {
  try {
    make_traffic_pattern("zipf", Grid2D(8, 8, true), TrafficPatternParams{});
    FAIL() << "no exception";
  } catch (const ConfigError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'zipf'"), std::string::npos) << what;
    for (const std::string& name : traffic_pattern_registry().names()) {
      EXPECT_NE(what.find(name), std::string::npos) << what;
    }
  }
}

TEST(TrafficPatternRegistry, ListsTheSevenStandardPatternsSorted) {
  const std::vector<std::string> names = traffic_pattern_registry().names();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  for (const char* name :
       {"uniform", "transpose", "bitcomp", "bitrev", "tornado", "neighbor", "hotspot"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  }
}

// Contract for every registered pattern: it constructs on an 8x8 torus with default
// parameters, returns node ids in range, and gives the same destinations for the same seed.
TEST(TrafficPatternRegistry, EveryPatternConstructsOn8x8AndIsDeterministicPerSeed) {
  Grid2D g(8, 8, true);
  for (const std::string& name : traffic_pattern_registry().names()) {
    SCOPED_TRACE(name);
    auto pattern = make_traffic_pattern(name, g, TrafficPatternParams{});
    ASSERT_NE(pattern, nullptr);
    Rng a(99);
    Rng b(99);
    for (int i = 0; i < 1000; ++i) {
      const int src = i % g.node_count();
      const int dst = pattern->destination(src, a);
      EXPECT_GE(dst, 0);
      EXPECT_LT(dst, g.node_count());
      EXPECT_EQ(dst, pattern->destination(src, b));
    }
  }
}

}  // namespace
}  // namespace ccsim::sw
