// Proves paper 003's node programs (sw/collectives/cube003/cube003_node.h,
// sw/collectives/cube003/cube003.cpp) on the ideal network: every registered cube003.* algorithm at
// n = 1..6, with full- and half-duplex links (the exchanges then in two passes), all-port and
// one-port nodes, and start-ups per message and per step, moves real data and passes its check at
// every node, the units counted from the data at their arrival. The counts are the run's: a plan
// that sends one message twice, or to the wrong neighbour, fails, and the start-ups paid are those
// of the chosen mode.
#include "collectives/cube003/cube003_node.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/cube003/cube003_data.h"
#include "collectives/cube003/cube003_plan.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<net::Topology> cube(int n) {
  Config c;
  c.set("topology.kind", "hypercube", "test");
  c.set("topology.dim", std::to_string(n), "test");
  return net::make_topology(c);
}

net::MachineParams machine(bool all_port, bool half_duplex) {
  net::MachineParams m = testing::iwarp_machine(1u << 16);
  m.node.all_port = all_port;
  m.node.dma_engines = 8;
  m.link.half_duplex = half_duplex;
  m.node.msg_overhead_cycles = 10;
  return m;
}

// Runs `name` on the ideal network; "" or the first failure (run error or check).
std::string run_and_check(const std::string& name, int n, const net::MachineParams& m,
                          const std::string& startups, std::vector<AnalyticFigure>* counted) {
  const std::unique_ptr<net::Topology> topology = cube(n);
  Config config;
  config.set("algorithm.name", name, "test");
  config.set("algorithm.elements_per_node", "3", "test");
  config.set("algorithm.startups", startups, "test");
  const std::unique_ptr<Algorithm> algorithm = make_algorithm(config, *topology, m);
  IdealNetwork network(m, *topology);
  for (int x = 0; x < network.node_count(); ++x) algorithm->init_memory(x, network.memory(x));
  try {
    network.run([&](net::NodeApi& api) { algorithm->run(api); });
  } catch (const SimulationError& e) {
    return e.what();
  }
  for (int x = 0; x < network.node_count(); ++x) {
    const std::string problem = algorithm->check(x, network.memory(x));
    if (!problem.empty()) return problem;
  }
  if (counted) *counted = algorithm->counted_figures();
  return "";
}

std::vector<std::string> cube003_names() {
  std::vector<std::string> names;
  for (const std::string& name : algorithm_registry().names()) {
    if (name.rfind("cube003.", 0) == 0) names.push_back(name);
  }
  return names;
}

TEST(Cube003Node, EveryPlanHasItsRegisteredAlgorithm) {
  EXPECT_EQ(cube003_names().size(), cube003::plan_names().size());
}

// One-port nodes only change where a message is ejected on the ideal network (it models no
// time), so they run at n = 3 only.
class Cube003NodeEvery : public ::testing::TestWithParam<std::string> {};

TEST_P(Cube003NodeEvery, DeliversAndChecksOnEveryLinkAndPortMode) {
  const std::string name = "cube003." + GetParam();
  for (int n = 1; n <= 6; ++n) {
    for (bool half : {false, true}) {
      for (bool all_port : {true, false}) {
        if (!all_port && n != 3) continue;
        const std::string startups = n % 2 ? "message" : "step";
        SCOPED_TRACE(name + " n=" + std::to_string(n) + (half ? " half" : " full") +
                     (all_port ? " all-port" : " one-port") + " startups=" + startups);
        EXPECT_EQ(run_and_check(name, n, machine(all_port, half), startups, nullptr), "");
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Cube003, Cube003NodeEvery, ::testing::ValuesIn(cube003::plan_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

double figure(const std::vector<AnalyticFigure>& figures, const std::string& name) {
  for (const AnalyticFigure& f : figures) {
    if (f.name == name) return f.value;
  }
  ADD_FAILURE() << "no figure " << name;
  return -1;
}

// TEA2 at n = 4 sends on all 4 edges in steps 1 to 3 and on one in step 4 (the antipodal
// token): 13 messages, 13 start-ups per message or 4 per step.
TEST(Cube003Node, StartUpsArePaidPerMessageOrPerStep) {
  std::vector<AnalyticFigure> per_message;
  std::vector<AnalyticFigure> per_step;
  ASSERT_EQ(run_and_check("cube003.tea2", 4, machine(true, false), "message", &per_message), "");
  ASSERT_EQ(run_and_check("cube003.tea2", 4, machine(true, false), "step", &per_step), "");
  EXPECT_EQ(figure(per_message, "startups_max"), 13);
  EXPECT_EQ(figure(per_step, "startups_max"), 4);
  EXPECT_EQ(figure(per_step, "step2_max_tokens"), 2);  // ceil(C(4,2)/4)
}

// A plan that differs from a correct one in one message.
class Tampered final : public cube003::Plan {
 public:
  enum class Mistake { kSendTwice, kWrongDimension };
  Tampered(std::unique_ptr<cube003::Plan> plan, Mistake mistake)
      : Plan(plan->params()), plan_(std::move(plan)), mistake_(mistake) {}
  std::string name() const override { return plan_->name(); }
  cube003::Collective collective() const override { return plan_->collective(); }
  int steps() const override { return plan_->steps(); }
  cube003::Step step(int node, int u) const override {
    cube003::Step s = plan_->step(node, u);
    if (node == 1 && u == 1 && !s.sends.empty()) {
      if (mistake_ == Mistake::kSendTwice) s.sends.push_back(s.sends.front());
      if (mistake_ == Mistake::kWrongDimension) s.sends.front().dim ^= 1;
    }
    return s;
  }
  uint32_t memory_words() const override { return plan_->memory_words(); }
  uint32_t unit_count() const override { return plan_->unit_count(); }
  uint32_t unit_words(uint32_t unit) const override { return plan_->unit_words(unit); }
  std::vector<cube003::Placed> initial(int node) const override { return plan_->initial(node); }
  std::vector<cube003::Expect> result(int node) const override { return plan_->result(node); }
  bool receives(int node) const override { return plan_->receives(node); }

 private:
  std::unique_ptr<cube003::Plan> plan_;
  Mistake mistake_;
};

// "" or the first failure of `plan` run by the node programs on the ideal network.
std::string run_plan(const cube003::Plan& plan) {
  const std::unique_ptr<net::Topology> topology = cube(plan.dimension());
  const net::MachineParams m = machine(true, false);
  IdealNetwork network(m, *topology);
  for (int x = 0; x < network.node_count(); ++x) {
    cube003::write_initial(plan, x, network.memory(x));
  }
  std::vector<cube003::NodeCounts> counts(size_t(network.node_count()));
  try {
    network.run([&](net::NodeApi& api) {
      cube003::run_plan_on_node(api, plan, cube003::Startups::kPerMessage, counts);
    });
  } catch (const SimulationError& e) {
    return e.what();
  }
  for (int x = 0; x < network.node_count(); ++x) {
    std::string problem = cube003::check_counts(x, counts[size_t(x)]);
    if (problem.empty()) {
      problem = cube003::check_node(plan, x, network.memory(x), counts[size_t(x)].units);
    }
    if (!problem.empty()) return problem;
  }
  return "";
}

TEST(Cube003Node, AMessageSentTwiceOrAcrossTheWrongDimensionFails) {
  for (const std::string name : {"tea2", "daisy_chain", "broadcast_pipelined"}) {
    SCOPED_TRACE(name);
    cube003::PlanParams p;
    p.n = 3;
    p.elements = 2;
    EXPECT_EQ(run_plan(*cube003::make_plan(name, p)), "");
    for (const auto mistake : {Tampered::Mistake::kSendTwice, Tampered::Mistake::kWrongDimension}) {
      const Tampered plan(cube003::make_plan(name, p), mistake);
      EXPECT_NE(run_plan(plan), "");
    }
  }
}

}  // namespace
}  // namespace ccsim::sw
