// Proves paper 001's node programs (sw/collectives/hpam/) on the ideal network: every registered
// hpam.* algorithm, on one and several processors on level 1, every sub-mesh a 4x4 level allows
// and sources in every corner, moves real data and passes its check at every processor, each
// piece counted at its arrival; the per-level costs are paid by the level that sends or
// receives, the clock ratio multiplying them, and a gather's source takes messages as they come;
// the checks fail on a piece counted twice or a message left untaken; bad keys are refused by
// name.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/errors.h"
#include "collectives/hpam/hpam_node.h"
#include "collectives/hpam/hpam_plan.h"
#include "common/config_error.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/topology/hpam.h"

namespace ccsim::sw {
namespace {

using Settings = std::vector<std::pair<std::string, std::string>>;

net::MachineParams machine() {
  net::MachineParams m;
  m.memory.words = 1u << 16;
  m.node.msg_overhead_cycles = 0;
  m.node.queue_op_cycles = 0;  // the HPAM costs alone, so that the clocks below are theirs
  m.router.num_vcs = 1;
  return m;
}

Config config_of(const Settings& settings) {
  Config c;
  c.set("topology.kind", "hpam", "test");
  for (const auto& [key, value] : settings) c.set(key, value, "test");
  return c;
}

struct Outcome {
  std::string problem;  // "" when every node checked
  std::vector<net::Cycle> clocks;
};

// Runs the configured algorithm on the ideal network and checks every node.
Outcome run(const Settings& settings, const net::MachineParams& m = machine()) {
  const Config config = config_of(settings);
  const std::unique_ptr<net::Topology> topology = net::make_topology(config);
  const std::unique_ptr<Algorithm> algorithm = make_algorithm(config, *topology, m);
  IdealNetwork network(m, *topology);
  for (int x = 0; x < network.node_count(); ++x) algorithm->init_memory(x, network.memory(x));
  Outcome out;
  try {
    network.run([&](net::NodeApi& api) { algorithm->run(api); });
  } catch (const SimulationError& e) {
    out.problem = e.what();
    return out;
  }
  for (int x = 0; x < network.node_count(); ++x) {
    out.clocks.push_back(network.clock(x));
    if (out.problem.empty()) out.problem = algorithm->check(x, network.memory(x));
  }
  return out;
}

std::vector<std::string> hpam_names() {
  std::vector<std::string> names;
  for (const std::string& name : algorithm_registry().names()) {
    if (name.rfind("hpam.", 0) == 0) names.push_back(name);
  }
  return names;
}

Settings shape(int r1, int c1, int r2, int c2) {
  return {{"topology.level1_rows", std::to_string(r1)},
          {"topology.level1_cols", std::to_string(c1)},
          {"topology.level2_rows", std::to_string(r2)},
          {"topology.level2_cols", std::to_string(c2)},
          {"algorithm.message_bytes", "8"}};
}

// Without the switch's multicast (the ideal network has none), a multicast variant sends to each
// root of its p2 x 1 sub-meshes in turn; so, without combining, the combining gather takes each
// root's message.
bool is_multicast(const std::string& name) { return name.find("multicast") != std::string::npos; }

Settings with(Settings s, const std::string& key, const std::string& value) {
  s.push_back({key, value});
  return s;
}

bool takes_submesh(const std::string& name) {
  return name.find(".hybrid") != std::string::npos || name.find(".partial") != std::string::npos ||
         is_multicast(name);
}

TEST(HpamCollectives, SixteenAreRegistered) { EXPECT_EQ(hpam_names().size(), 16u); }

TEST(HpamCollectives, EveryAlgorithmDeliversAndChecksOnEveryMachineSubMeshAndSource) {
  const std::vector<Settings> machines = {shape(1, 1, 4, 4), shape(2, 2, 4, 8), shape(1, 2, 4, 4),
                                          shape(2, 4, 2, 8), shape(4, 2, 8, 4)};
  for (const std::string& name : hpam_names()) {
    const bool overlapped = name == "hpam.broadcast.overlapped";  // splits level 1's columns
    for (const Settings& m : machines) {
      const int r1 = std::stoi(m[0].second), c1 = std::stoi(m[1].second);
      const int r2 = std::stoi(m[2].second), c2 = std::stoi(m[3].second);
      if (overlapped && c1 < 2) continue;
      for (const int source : {0, r1 * c1 - 1}) {
        for (int p2 = 1; p2 <= r2; p2 *= 2) {
          for (int q2 = 1; q2 <= c2; q2 *= 2) {
            if (!takes_submesh(name) && (p2 > 1 || q2 > 1)) continue;
            if (is_multicast(name) && q2 > 1) continue;
            if (name == "hpam.scatter.both_levels" && q2 > c2 / c1) continue;  // q2 <= f2
            Settings s = with(m, "algorithm.name", name);
            s = with(s, "algorithm.source", std::to_string(source));
            if (takes_submesh(name)) {
              s = with(with(s, "algorithm.submesh_rows", std::to_string(p2)),
                       "algorithm.submesh_cols", std::to_string(q2));
            }
            SCOPED_TRACE(name + " " + std::to_string(r1) + "x" + std::to_string(c1) + "/" +
                         std::to_string(r2) + "x" + std::to_string(c2) + " source " +
                         std::to_string(source) + " sub-mesh " + std::to_string(p2) + "x" +
                         std::to_string(q2));
            EXPECT_EQ(run(s).problem, "");
          }
        }
      }
    }
  }
}

// Level 1: C_send 10, C_recv 7, copy 1 per byte at ratio 1; level 2: C_send 11, C_recv 5, copy
// 2 per byte at ratio 3. S = 8 bytes: a level-1 send costs 18, a receive 15; level 2 pays 3 x 27
// = 81 to send and 3 x 21 = 63 to receive.
Settings costed(const std::string& name) {
  return {{"algorithm.name", name},
          {"algorithm.message_bytes", "8"},
          {"hpam.level1_send_cycles", "10"},
          {"hpam.level1_recv_cycles", "7"},
          {"hpam.level1_copy_cycles_per_byte", "1"},
          {"hpam.level2_clock_ratio", "3"},
          {"hpam.level2_send_cycles", "11"},
          {"hpam.level2_recv_cycles", "5"},
          {"hpam.level2_copy_cycles_per_byte", "2"}};
}

// The ideal network's clock: a processor's own costs, raised to the sender's clock by an arrival.
TEST(HpamCollectives, EachLevelPaysItsOwnCostsTimesItsClockRatio) {
  const Outcome bcast = run(costed("hpam.broadcast.brute_force"));
  ASSERT_EQ(bcast.problem, "");
  EXPECT_EQ(bcast.clocks[0], 16u * 18);
  for (int k = 0; k < 16; ++k) EXPECT_EQ(bcast.clocks[size_t(1 + k)], 18u * (k + 1) + 63);
  // The source takes the 16 pieces in turn, whatever order its steps name them in.
  const Outcome gather = run(costed("hpam.gather.brute_force"));
  ASSERT_EQ(gather.problem, "");
  EXPECT_EQ(gather.clocks[0], 81u + 16 * 15);
  for (int k = 1; k <= 16; ++k) EXPECT_EQ(gather.clocks[size_t(k)], 81u);
}

// Without hpam.* costs a send costs node.msg_overhead_cycles, as in message passing.
TEST(HpamCollectives, ByDefaultASendCostsWhatMessagePassingPays) {
  net::MachineParams m = machine();
  m.node.msg_overhead_cycles = 7;
  const Outcome out = run({{"algorithm.name", "hpam.broadcast.brute_force"}}, m);
  ASSERT_EQ(out.problem, "");
  EXPECT_EQ(out.clocks[0], 16u * 7);
  EXPECT_EQ(out.clocks[16], 16u * 7);
}

// A broadcast's piece counted twice at a processor, and a message it never took, fail its check.
TEST(HpamCollectives, ChecksFailOnAPieceCountedTwiceOrAMessageNotTaken) {
  const net::Hpam t({{1, 1}, {4, 4}});
  const hpam::Plan plan(t, hpam::Collective::kBroadcast, hpam::hybrid_tree(t, 0, 1, 1), 2);
  IdealNetwork network(machine(), t);
  for (int x = 0; x < t.node_count(); ++x) hpam::write_initial(plan, x, network.memory(x));
  std::vector<hpam::NodeCounts> counts(size_t(t.node_count()));
  const std::vector<hpam::LevelCosts> costs(2);
  network.run([&](net::NodeApi& api) { hpam::run_plan_on_node(api, plan, costs, counts); });
  const int v = 5;
  ASSERT_EQ(hpam::check_node(t, plan, false, v, network.memory(v), counts[size_t(v)]), "");
  hpam::NodeCounts twice = counts[size_t(v)];
  twice.units.push_back(twice.units.front());
  EXPECT_NE(hpam::check_node(t, plan, false, v, network.memory(v), twice), "");
  hpam::NodeCounts untaken = counts[size_t(v)];
  ++untaken.messages_addressed;
  EXPECT_NE(hpam::check_node(t, plan, false, v, network.memory(v), untaken), "");
}

TEST(HpamCollectives, RefusesBadSettingsNamingTheKey) {
  const std::vector<std::pair<Settings, std::string>> cases = {
      {{{"algorithm.name", "hpam.broadcast.hybrid"}, {"algorithm.message_bytes", "6"}},
       "algorithm.message_bytes"},
      {{{"algorithm.name", "hpam.broadcast.hybrid"}, {"algorithm.submesh_rows", "3"}},
       "algorithm.submesh_rows"},
      {{{"algorithm.name", "hpam.scatter.hybrid"}, {"algorithm.submesh_cols", "8"}},
       "algorithm.submesh_cols"},
      {{{"algorithm.name", "hpam.gather.brute_force"}, {"algorithm.submesh_cols", "2"}},
       "algorithm.submesh_cols"},
      {{{"algorithm.name", "hpam.scatter.multicast"}, {"algorithm.submesh_cols", "2"}},
       "algorithm.submesh_cols"},
      {{{"algorithm.name", "hpam.broadcast.overlapped"}}, "topology.level1_cols"},
      {{{"algorithm.name", "hpam.scatter.hybrid"}, {"algorithm.source", "1"}}, "algorithm.source"},
      {{{"algorithm.name", "hpam.scatter.hybrid"}, {"topology.levels", "3"}}, "topology.levels"},
      {{{"algorithm.name", "hpam.scatter.hybrid"}, {"hpam.level3_send_cycles", "5"}},
       "hpam.level3_send_cycles"},
      {{{"algorithm.name", "hpam.scatter.hybrid"}, {"hpam.level2_clock_ratio", "0"}},
       "hpam.level2_clock_ratio"},
  };
  for (const auto& [settings, key] : cases) {
    SCOPED_TRACE(settings.back().first);
    const Config config = config_of(settings);
    const std::unique_ptr<net::Topology> topology = net::make_topology(config);
    EXPECT_EQ(testing::config_error([&] { make_algorithm(config, *topology, machine()); }).key(),
              key);
  }
}

}  // namespace
}  // namespace ccsim::sw
