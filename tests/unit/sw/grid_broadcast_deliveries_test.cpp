// Proves that the all-to-all broadcast on a grid (a2a.broadcast.pattern, relayed by node
// software) counts what each node received, besides checking the data: on the ideal network
// (sw/ideal), on a 4x4 torus and mesh, a clean run passes, and a run in which node 0 first
// sends node 5 one extra message fails, naming node 5 and the source the extra message
// claims: a second copy of another node's broadcast, node 5's own broadcast back, or a source
// that does not exist. The extra message carries no data, so the memories alone would pass.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "base/config.h"
#include "base/errors.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/flit.h"
#include "net/topology/topology.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {
namespace {

constexpr int kIntruder = 0;
constexpr int kVictim = 5;

std::unique_ptr<net::Topology> grid(const std::string& kind) {
  Config config;
  config.set("topology.kind", kind, "test");
  config.set("topology.nx", "4", "test");
  config.set("topology.ny", "4", "test");
  return net::make_topology(config);
}

// The broadcast on a 4x4 `kind`, node 0 sending node 5 an empty message tagged `extra_tag`
// first when extra_tag >= 0. Returns the run's error ("" if it passed) and checks the data.
std::string run_broadcast(const std::string& kind, int extra_tag) {
  const std::unique_ptr<net::Topology> topology = grid(kind);
  const net::MachineParams machine = testing::iwarp_machine(1u << 12);
  Config config;
  config.set("algorithm.name", "a2a.broadcast.pattern", "test");
  config.set("algorithm.message_words", "4", "test");
  const std::unique_ptr<Algorithm> algorithm = make_algorithm(config, *topology, machine);
  IdealNetwork network(machine, *topology);
  for (int n = 0; n < network.node_count(); ++n) algorithm->init_memory(n, network.memory(n));
  try {
    network.run([&](net::NodeApi& api) {
      if (api.node_id() == kIntruder && extra_tag >= 0) {
        api.send_header(dimension_order_route(*topology, kIntruder, kVictim, 0),
                        net::make_info0(kIntruder, uint32_t(extra_tag)), 0);
        api.send_trailer(0);
      }
      algorithm->run(api);
    });
  } catch (const SimulationError& e) {
    return e.what();
  }
  for (int n = 0; n < network.node_count(); ++n) {
    EXPECT_EQ(algorithm->check(n, network.memory(n)), "") << "node " << n;
  }
  return "";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(GridBroadcastDeliveries, EveryNodeReceivesEveryOtherBroadcastOnce) {
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    EXPECT_EQ(run_broadcast(kind, -1), "") << kind;
  }
}

TEST(GridBroadcastDeliveries, ASecondCopyOfABroadcastFailsTheRunNamingNodeAndSource) {
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    const std::unique_ptr<net::Topology> topology = grid(kind);
    const std::string error = run_broadcast(kind, 1);
    EXPECT_TRUE(contains(error, topology->node_name(kVictim) + " received the broadcast of " +
                                    topology->node_name(1) + " 2 times, not once"))
        << kind << ": " << error;
  }
}

TEST(GridBroadcastDeliveries, ItsOwnBroadcastBackFailsTheRun) {
  const std::unique_ptr<net::Topology> topology = grid("torus2d");
  const std::string error = run_broadcast("torus2d", kVictim);
  EXPECT_TRUE(contains(error, topology->node_name(kVictim) + " received its own broadcast back"))
      << error;
}

TEST(GridBroadcastDeliveries, ABroadcastOfNoNodeFailsTheRun) {
  const std::string error = run_broadcast("torus2d", 99);
  EXPECT_TRUE(contains(error, "a broadcast of node 99, which does not exist")) << error;
}

}  // namespace
}  // namespace ccsim::sw
