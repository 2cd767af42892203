// The send orders of AAPC on the banyan: both constructions of the slides give Latin squares
// with the same rows (the worked example's square from bit reversal is reproduced row for
// row), every round of the Latin square from tau is a permutation the banyan routes without
// two worms sharing an output (routes walked through the topology, n = 2..256), while the
// square from bit reversal and the naive orders have rounds that conflict; every order sends
// each processor one message to every processor. And aapc.banyan_latin runs on the ideal
// network with every block checked, and is refused on other topologies naming the key.
#include "collectives/aapc/banyan_plan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/topology/banyan.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<net::Topology> banyan(int n) {
  Config c;
  c.set("topology.kind", "banyan", "test");
  c.set("topology.n", std::to_string(n), "test");
  return net::make_topology(c);
}

// Conflicting output ports of each round of `schedule`, routed by self-routing.
std::vector<int> conflicts_per_round(const net::Topology& t, const BanyanSchedule& schedule) {
  const RoutingPolicy& policy = routing_registry().at("banyan_self_routing");
  std::vector<int> conflicts;
  for (const auto& round : schedule) {
    std::vector<net::SourceRoute> routes;
    for (int j = 0; j < t.node_count(); ++j)
      routes.push_back(policy.route(t, j, round[size_t(j)], 0));
    conflicts.push_back(route_conflicts(t, routes));
  }
  return conflicts;
}

TEST(BanyanPlan, BasicListAndFirstRowsAreTheSlides) {
  EXPECT_EQ(basic_permutation_list(3), (std::vector<int>{1, 2, 1, 3, 1, 2, 1}));
  EXPECT_EQ(banyan_tau_row(3), (std::vector<int>{0, 2, 4, 6, 1, 3, 5, 7}));
  EXPECT_EQ(bit_reversal_row(3), (std::vector<int>{0, 4, 2, 6, 1, 5, 3, 7}));
}

TEST(BanyanPlan, SecondConstructionReproducesTheWorkedExample) {
  const BanyanSchedule square = latin_square_gray(bit_reversal_row(3), 3);
  const BanyanSchedule slides = {{0, 4, 2, 6, 1, 5, 3, 7}, {1, 5, 3, 7, 0, 4, 2, 6},
                                 {3, 7, 1, 5, 2, 6, 0, 4}, {2, 6, 0, 4, 3, 7, 1, 5},
                                 {6, 2, 4, 0, 7, 3, 5, 1}, {7, 3, 5, 1, 6, 2, 4, 0},
                                 {5, 1, 7, 3, 4, 0, 6, 2}, {4, 0, 6, 2, 5, 1, 7, 3}};
  EXPECT_EQ(square, slides);
}

TEST(BanyanPlan, BothConstructionsGiveLatinSquaresOfTheSameRows) {
  for (int m = 1; m <= 8; ++m) {
    for (const std::string first : {"tau", "bit_reversal"}) {
      BanyanSchedule gray = banyan_schedule("latin", "gray", first, m, 1);
      BanyanSchedule subsets = banyan_schedule("latin", "subsets", first, m, 1);
      EXPECT_TRUE(is_latin_square(gray)) << m << " " << first;
      EXPECT_TRUE(is_latin_square(subsets)) << m << " " << first;
      EXPECT_EQ(gray.front(), subsets.front());
      std::sort(gray.begin(), gray.end());
      std::sort(subsets.begin(), subsets.end());
      EXPECT_EQ(gray, subsets) << m << " " << first;
    }
  }
}

TEST(BanyanPlan, EveryRoundOfTheLatinSquareFromTauIsConflictFree) {
  for (int m = 1; m <= 8; ++m) {
    auto t = banyan(1 << m);
    for (const std::string construction : {"gray", "subsets"}) {
      const BanyanSchedule s = banyan_schedule("latin", construction, "tau", m, 1);
      ASSERT_EQ(s.size(), size_t(1 << m));
      const std::vector<int> conflicts = conflicts_per_round(*t, s);
      for (size_t r = 0; r < conflicts.size(); ++r) {
        EXPECT_EQ(conflicts[r], 0) << "n = " << (1 << m) << " " << construction << " round " << r;
      }
    }
  }
}

TEST(BanyanPlan, TheOtherOrdersHaveConflictingRounds) {
  auto t = banyan(8);
  for (const std::string order : {"random", "shift", "hotspot"}) {
    const std::vector<int> c = conflicts_per_round(*t, banyan_schedule(order, "gray", "tau", 3, 1));
    EXPECT_GT(*std::max_element(c.begin(), c.end()), 0) << order;
  }
  // The worked example's square is Latin, but its first row is not one of this banyan's
  // admissible permutations (processors 0 and 1 share a stage-0 switch and both need out0).
  const std::vector<int> c =
      conflicts_per_round(*t, banyan_schedule("latin", "gray", "bit_reversal", 3, 1));
  EXPECT_GT(c.front(), 0);
}

TEST(BanyanPlan, EveryOrderSendsEachProcessorOneMessageToEveryProcessor) {
  for (const std::string order : {"latin", "random", "shift", "hotspot"}) {
    const BanyanSchedule s = banyan_schedule(order, "gray", "tau", 4, 7);
    ASSERT_EQ(s.size(), 16u);
    for (int j = 0; j < 16; ++j) {
      std::vector<int> column;
      for (const auto& round : s) column.push_back(round[size_t(j)]);
      std::sort(column.begin(), column.end());
      for (int d = 0; d < 16; ++d) EXPECT_EQ(column[size_t(d)], d) << order << " processor " << j;
    }
  }
  EXPECT_THROW(banyan_schedule("sideways", "gray", "tau", 3, 1), std::invalid_argument);
}

Config algorithm_config(const std::string& order) {
  Config c;
  c.set("algorithm.name", "aapc.banyan_latin", "test");
  c.set("algorithm.block_bytes", "32", "test");
  c.set("algorithm.banyan_order", order, "test");
  return c;
}

TEST(BanyanPlan, EveryOrderDeliversEveryBlockOnTheIdealNetwork) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 16);
  auto t = banyan(16);
  for (const std::string order : {"latin", "random", "shift", "hotspot"}) {
    SCOPED_TRACE(order);
    const Config config = algorithm_config(order);
    std::unique_ptr<Algorithm> algorithm = make_algorithm(config, *t, machine);
    IdealNetwork network(machine, *t);
    for (int i = 0; i < t->node_count(); ++i) algorithm->init_memory(i, network.memory(i));
    network.run([&](net::NodeApi& api) { algorithm->run(api); });
    for (int i = 0; i < t->node_count(); ++i) {
      EXPECT_EQ(algorithm->check(i, network.memory(i)), "") << "processor " << i;
    }
  }
}

TEST(BanyanPlan, TheAlgorithmIsRefusedOffTheBanyanAndWithUnknownOrders) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 16);
  const net::Grid2D torus(4, 4, true);
  try {
    make_algorithm(algorithm_config("latin"), torus, machine);
    FAIL() << "accepted on a torus";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "topology.kind") << e.what();
  }
  auto t = banyan(8);
  try {
    make_algorithm(algorithm_config("sideways"), *t, machine);
    FAIL() << "accepted an unknown order";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "algorithm.banyan_order") << e.what();
  }
}

}  // namespace
}  // namespace ccsim::sw
