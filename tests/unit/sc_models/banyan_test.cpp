// The banyan topology and its self-routing: the wiring is consistent (every channel listed
// once, neighbours and peer ports agree both ways), the interstage permutations are the
// slides' (tau_s swaps bits 0 and s + 1; tau(0..7) = 0 2 4 6 1 3 5 7), every source reaches
// every destination by the destination-tag route walked through the topology's own wiring,
// and a bad topology.n is refused naming the key. Brute force over n = 2..256.
#include "net/topology/banyan.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "base/errors.h"
#include "routing/grid_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::net {
namespace {

std::unique_ptr<Topology> banyan(const std::string& n) {
  Config c;
  c.set("topology.kind", "banyan", "test");
  c.set("topology.n", n, "test");
  return make_topology(c);
}

TEST(Banyan, HasNProcessorSwitchesAndLogNStagesOfHalfNSwitchesWithoutANode) {
  for (int m = 1; m <= 8; ++m) {
    const int n = 1 << m;
    auto t = banyan(std::to_string(n));
    EXPECT_EQ(t->kind(), "banyan");
    EXPECT_EQ(t->node_count(), n);
    EXPECT_EQ(t->switch_count(), n + m * n / 2);
    EXPECT_EQ(t->switch_ports(), 5);  // the iWarp switch's ports, some unconnected
    EXPECT_EQ(t->diameter(), m + 1);
    EXPECT_EQ(t->switch_name(0), "n0");
    EXPECT_EQ(t->switch_name(n), "s0_0");
    EXPECT_EQ(t->switch_name(t->switch_count() - 1),
              "s" + std::to_string(m - 1) + "_" + std::to_string(n / 2 - 1));
  }
}

TEST(Banyan, EveryChannelIsListedOnceFromItsSendingEndAndBothEndsAgree) {
  for (int m = 1; m <= 8; ++m) {
    auto t = banyan(std::to_string(1 << m));
    const int n = t->node_count();
    std::set<std::pair<int, int>> ends;
    for (const LinkSpec& l : t->links()) {
      EXPECT_TRUE(l.port_a == Banyan::kOut0 || l.port_a == Banyan::kOut1);
      EXPECT_TRUE(l.port_b == Banyan::kIn0 || l.port_b == Banyan::kIn1);
      EXPECT_EQ(t->neighbor(l.node_a, l.port_a), l.node_b);
      EXPECT_EQ(t->peer_port(l.node_a, l.port_a), l.port_b);
      EXPECT_EQ(t->neighbor(l.node_b, l.port_b), l.node_a);
      EXPECT_EQ(t->peer_port(l.node_b, l.port_b), l.port_a);
      EXPECT_TRUE(ends.insert({l.node_a, l.port_a}).second);
      EXPECT_TRUE(ends.insert({l.node_b, l.port_b}).second);
    }
    // A processor's switch: out0 and in0; a 2x2 switch: all four network ports.
    EXPECT_EQ(ends.size(), size_t(2 * n + 4 * (t->switch_count() - n)));
    for (int sw = 0; sw < t->switch_count(); ++sw) {
      EXPECT_EQ(t->neighbor(sw, t->local_port()), -1);
      if (sw < n) {
        EXPECT_EQ(t->neighbor(sw, Banyan::kOut1), -1);
        EXPECT_EQ(t->neighbor(sw, Banyan::kIn1), -1);
      }
    }
  }
}

TEST(Banyan, InterstagePermutationsAreTheSlidesAndComposeToTheErrataTau) {
  // tau_s: p_{m-1} .. p_{s+2} p_{s+1} p_s .. p_1 p_0 -> p_{m-1} .. p_{s+2} p_0 p_s .. p_1 p_{s+1}
  EXPECT_EQ(Banyan::interstage(0, 0b001), 0b010);
  EXPECT_EQ(Banyan::interstage(0, 0b011), 0b011);
  EXPECT_EQ(Banyan::interstage(1, 0b001), 0b100);
  EXPECT_EQ(Banyan::interstage(1, 0b110), 0b011);
  std::vector<int> tau;
  for (int x = 0; x < 8; ++x) tau.push_back(Banyan::interstage(1, Banyan::interstage(0, x)));
  EXPECT_EQ(tau, (std::vector<int>{0, 2, 4, 6, 1, 3, 5, 7}));
  // Stage 0's output line 2k + c leads to a stage-1 switch through tau_0.
  auto t = banyan("8");
  const auto* b = static_cast<const Banyan*>(t.get());
  EXPECT_EQ(t->neighbor(b->stage_switch(0, 0), Banyan::kOut1), b->stage_switch(1, 1));  // 1 -> 2
  EXPECT_EQ(t->peer_port(b->stage_switch(0, 0), Banyan::kOut1), Banyan::kIn0);
  EXPECT_EQ(t->neighbor(b->stage_switch(2, 3), Banyan::kOut1), 7);  // last stage -> processor
}

TEST(Banyan, SelfRoutingTakesEverySourceToEveryDestinationThroughEveryStage) {
  const sw::RoutingPolicy& policy = sw::routing_registry().at("banyan_self_routing");
  for (int m = 1; m <= 8; ++m) {
    auto t = banyan(std::to_string(1 << m));
    ASSERT_TRUE(policy.applies(*t));
    const int n = t->node_count();
    for (int src = 0; src < n; ++src) {
      for (int dst = 0; dst < n; ++dst) {
        const std::vector<sw::RouteHop> hops =
            sw::route_links(*t, src, policy.route(*t, src, dst, 0));
        ASSERT_EQ(hops.size(), size_t(m + 2)) << src << " -> " << dst;
        EXPECT_EQ(hops.front().node, src);
        for (int s = 0; s < m; ++s) {  // one switch of each stage, in order
          const int sw = hops[size_t(s + 1)].node;
          EXPECT_EQ((sw - n) / (n / 2), s) << src << " -> " << dst;
        }
        EXPECT_EQ(hops.back().node, dst) << src << " -> " << dst;
        EXPECT_EQ(hops.back().port, t->local_port());
      }
    }
  }
}

TEST(Banyan, SelfRoutingDoesNotApplyToOtherTopologies) {
  const Grid2D torus(4, 4, true);
  EXPECT_FALSE(sw::routing_registry().at("banyan_self_routing").applies(torus));
}

TEST(Banyan, BadSizesAreRefusedNamingTopologyN) {
  for (const std::string bad : {"0", "1", "3", "6", "12", "100", "8192", "-4"}) {
    try {
      banyan(bad);
      FAIL() << "topology.n = " << bad << " was accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), "topology.n") << e.what();
      EXPECT_NE(std::string(e.what()).find("power of two"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("(from test)"), std::string::npos) << e.what();
    }
  }
  EXPECT_EQ(banyan("2")->node_count(), 2);
  EXPECT_EQ(banyan("4096")->node_count(), 4096);
}

}  // namespace
}  // namespace ccsim::net
