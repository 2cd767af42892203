// The broadcast addition of the switch (switch.bcast_pattern) in whole machines, with buffers
// at the outputs (switch.bcast_output_words) where said.
//
// Stimulus and claims:
// - A ring of 4 switches (a 4x1 torus), one VC, relay tables that pass every worm east around
//   the ring (its VCs do not order the channels), buffers and queues of one worm, each node
//   broadcasting three worms: the worms fill every east buffer and west queue and wait for
//   each other. The watchdog ends the run as a deadlock, and its message says what the
//   buffered worms wait for (room for the whole worm in the next queue) and what the heads
//   behind them wait for (room in the buffers).
// - a2a.broadcast.pattern relayed by the switches, with and without buffers, on a 4x4 torus:
//   when node 0 first sends node 5 one extra message claiming to be node 1's broadcast, the
//   run fails and names node 5 and what it received, where the data alone would pass.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "base/config.h"
#include "common/sc_hw_util.h"
#include "core/algorithm.h"
#include "net/node_api.h"
#include "routing/grid_routing.h"

namespace ccsim::sctest {
namespace {

using net::BroadcastRelay;
using net::Cycle;
using net::PortMask;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(ScSwitchBroadcast, BufferedWormsOnARingWithoutVcOrderDeadlockAndTheWatchdogSaysWhy) {
  SmallParams p = small_params("torus2d", 4, 1);
  p.router.num_vcs = 1;
  p.router.queue_depth = 8;
  p.router.broadcast.pattern = true;
  p.router.broadcast.output_words = 8;
  SmallMachine m(p);
  constexpr int kWorms = 3;
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    const net::Topology& ring = api.topology();
    const PortMask east = PortMask(1) << ring.port_toward(0, 1);
    const PortMask local = PortMask(1) << ring.local_port();
    // Source s's worm leaves s east, is ejected and passed east at s + 1 and s + 2, and
    // ejected at s + 3.
    std::vector<BroadcastRelay> table(4);
    for (int s = 0; s < 4; ++s) {
      const int hops = (me - s + 4) % 4;
      table[size_t(s)].outputs = hops == 0 ? east : hops == 3 ? local : east | local;
    }
    net::BroadcastControl* relay = api.control<net::BroadcastControl>();
    relay->set_relays(table);
    for (int k = 0; k < kWorms; ++k) {
      relay->send_header(0, 4, net::make_info0(uint32_t(me), uint32_t(me)), 0);
      api.start_dma_out(0, 4, 0);
      api.send_trailer(0);
    }
    api.wait_messages(3 * kWorms);
  });
  const sc::RunResult r = m.run(/*watchdog=*/300, 100000);
  EXPECT_FALSE(r.ok);
  ASSERT_TRUE(r.deadlock) << r.message;
  EXPECT_TRUE(contains(r.message,
                       ".out_xp_vc0 (broadcast buffer): 8 of 8 words held or reserved; "
                       "its front worm (broadcast of node "))
      << r.message;
  EXPECT_TRUE(contains(r.message,
                       "waits for output xp vc0 to have room for the whole worm "
                       "downstream (0 credits of 8)"))
      << r.message;
  EXPECT_TRUE(contains(r.message, "waits for room for the whole worm in the buffers of outputs"))
      << r.message;
}

// The extra message is an ordinary one (a route, no data) on VC 0, tagged with node 1.
void expect_extra_copy_fails(int buffer_words) {
  SmallParams p = small_params("torus2d", 4, 4);
  p.node.all_port = true;
  p.node.dma_engines = 4;
  p.router.num_vcs = 6;
  p.router.queue_depth = 16;
  p.router.broadcast.pattern = true;
  p.router.broadcast.output_words = buffer_words;
  SmallMachine m(p);
  Config config;
  config.set("algorithm.name", "a2a.broadcast.pattern", "test");
  config.set("algorithm.message_words", "4", "test");
  const std::unique_ptr<sw::Algorithm> algorithm = sw::make_algorithm(config, m.grid, p);
  for (int n = 0; n < m.machine.node_count(); ++n) {
    algorithm->init_memory(n, m.machine.node(n).memory());
  }
  const net::SourceRoute route = sw::dimension_order_route(m.grid, 0, 5, 0);
  m.machine.set_program([&](net::NodeApi& api) {
    if (api.node_id() == 0) {
      api.send_header(route, net::make_info0(0, 1), 0);
      api.send_trailer(0);
    }
    algorithm->run(api);
  });
  const sc::RunResult r = m.run();
  EXPECT_FALSE(r.ok);
  EXPECT_FALSE(r.deadlock) << r.message;
  EXPECT_TRUE(contains(r.message, m.grid.node_name(5) + " received the broadcast of "))
      << r.message;
}

TEST(ScSwitchBroadcast, SwitchRelayFailsWhenANodeReceivesAnExtraCopy) {
  expect_extra_copy_fails(0);
}

TEST(ScSwitchBroadcast, BufferedSwitchRelayFailsWhenANodeReceivesAnExtraCopy) {
  expect_extra_copy_fails(16);
}

// A 1x1 grid's broadcast is its node's own message, already in place: the run completes with
// the data checked, with the switches' relay or without it (its relay rule is defined from
// 2x2 on, and its routes named ports that a lone switch lacks).
struct OneNodeCase {
  const char* kind;
  const char* algorithm;
  bool relay;
};

class ScOneNodeBroadcast : public ::testing::TestWithParam<OneNodeCase> {};

TEST_P(ScOneNodeBroadcast, CompletesWithItsDataChecked) {
  const OneNodeCase c = GetParam();
  SmallParams p = small_params(c.kind, 1, 1);
  p.router.num_vcs = 6;
  p.router.queue_depth = 16;
  p.router.broadcast.pattern = c.relay;
  SmallMachine m(p);
  Config config;
  config.set("algorithm.name", c.algorithm, "test");
  config.set("algorithm.message_words", "4", "test");
  const std::unique_ptr<sw::Algorithm> algorithm = sw::make_algorithm(config, m.grid, p);
  algorithm->init_memory(0, m.machine.node(0).memory());
  m.machine.set_program([&](net::NodeApi& api) { algorithm->run(api); });
  const sc::RunResult r = m.run();
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(algorithm->check(0, m.machine.node(0).memory()), "");
}

INSTANTIATE_TEST_SUITE_P(
    Grids, ScOneNodeBroadcast,
    ::testing::Values(OneNodeCase{"mesh2d", "a2a.broadcast.pattern", false},
                      OneNodeCase{"mesh2d", "a2a.broadcast.pattern", true},
                      OneNodeCase{"mesh2d", "a2a.broadcast.rows_columns", false},
                      OneNodeCase{"mesh2d", "a2a.broadcast.rows_columns", true},
                      OneNodeCase{"torus2d", "a2a.broadcast.pattern", false},
                      OneNodeCase{"torus2d", "a2a.broadcast.pattern", true},
                      OneNodeCase{"torus2d", "a2a.broadcast.rows_columns", false},
                      OneNodeCase{"torus2d", "a2a.broadcast.rows_columns", true}),
    [](const auto& info) {
      const OneNodeCase& c = info.param;
      return std::string(c.kind) +
             (std::string(c.algorithm) == "a2a.broadcast.pattern" ? "Pattern" : "RowsColumns") +
             (c.relay ? "SwitchRelay" : "NodeRelay");
    });

}  // namespace
}  // namespace ccsim::sctest
