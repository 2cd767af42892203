// A node's local channels (net/local_channels.h) and the ideal network's view of them.
//
// Proves, on 2D grids (4 network ports) without SystemC: one local channel, "local" at port N,
// unless node.all_port, which gives one per network port at N + c named "local_" + the port;
// the channel a message enters on is the one paired with its route's first segment, and a
// first segment the switch lacks goes to channel 0; check_machine_fits refuses a switch with
// more than 64 (port, VC) inputs and a node with more than 64 memory requesters, naming the
// key whose value breaks the limit (the VCs or DMA engines alone, node.all_port when only the
// extra channels do), and accepts the largest machines that fit. The ideal network delivers a
// message whose route ends at local port N + c as one ending at N.
#include "net/local_channels.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "base/errors.h"
#include "common/config_error.h"
#include "ideal/ideal_network.h"
#include "net/flit.h"
#include "net/topology/topology.h"

namespace ccsim::net {
namespace {

using testing::config_error;
using testing::contains;

MachineParams machine(bool all_port, int vcs = 2, int engines = 2) {
  MachineParams p;
  p.node.all_port = all_port;
  p.router.num_vcs = vcs;
  p.node.dma_engines = engines;
  p.memory.words = 4096;
  return p;
}

TEST(LocalChannels, OnePortNodesHaveOneChannelAtTheLocalPort) {
  const Grid2D g(3, 3, true);
  const MachineParams p = machine(false);
  EXPECT_EQ(local_channel_count(p, g.network_ports()), 1);
  EXPECT_EQ(local_channel_names(p, g), std::vector<std::string>{"local"});
  EXPECT_EQ(switch_port_names(p, g), (std::vector<std::string>{"xp", "xm", "yp", "ym", "local"}));
  for (int port = 0; port < 6; ++port) EXPECT_EQ(injection_channel(port, 4, 1), 0);
}

TEST(LocalChannels, AllPortNodesHaveAChannelPerNetworkPortNamedAfterIt) {
  const Grid2D g(3, 3, true);
  const MachineParams p = machine(true);
  EXPECT_EQ(local_channel_count(p, g.network_ports()), 4);
  EXPECT_EQ(local_channel_port(g.network_ports(), 0), g.local_port());
  EXPECT_EQ(switch_port_names(p, g),
            (std::vector<std::string>{"xp", "xm", "yp", "ym", "local_xp", "local_xm", "local_yp",
                                      "local_ym"}));
  // Network port p: channel p; local port 4 + c (a message to itself): channel c; a port the
  // switch does not have: channel 0, whose switch refuses the route.
  for (int port = 0; port < 4; ++port) EXPECT_EQ(injection_channel(port, 4, 4), port);
  for (int c = 0; c < 4; ++c) EXPECT_EQ(injection_channel(4 + c, 4, 4), c);
  EXPECT_EQ(injection_channel(8, 4, 4), 0);
  EXPECT_EQ(injection_channel(63, 4, 4), 0);
}

TEST(LocalChannels, MachinesWithinTheMasksFit) {
  const Grid2D g(8, 8, true);
  // 8 ports x 8 VCs = 64 inputs; 1 + 31 + 4 x 8 = 64 requesters.
  EXPECT_NO_THROW(check_machine_fits(machine(true, 8, 31), g));
  // One port: 5 x 12 = 60 inputs; 1 + 51 + 12 = 64 requesters.
  EXPECT_NO_THROW(check_machine_fits(machine(false, 12, 51), g));
}

TEST(LocalChannels, TooManySwitchInputsNameTheVcsOrAllPort) {
  const Grid2D g(8, 8, true);
  ConfigError e = config_error([&] { check_machine_fits(machine(false, 13), g); });
  EXPECT_EQ(e.key(), "switch.num_vcs") << e.what();
  EXPECT_TRUE(contains(e.what(), "4 network + 1 local ports x 13 VCs (switch.num_vcs) = 65"))
      << e.what();
  EXPECT_TRUE(contains(e.what(), "at most 64")) << e.what();
  // Fits with one local port (5 x 9 = 45), not with four (8 x 9 = 72).
  e = config_error([&] { check_machine_fits(machine(true, 9), g); });
  EXPECT_EQ(e.key(), "node.all_port") << e.what();
  EXPECT_TRUE(contains(e.what(), "4 network + 4 local ports x 9 VCs")) << e.what();
}

TEST(LocalChannels, TooManyMemoryRequestersNameTheEnginesOrAllPort) {
  const Grid2D g(8, 8, true);
  ConfigError e = config_error([&] { check_machine_fits(machine(false, 2, 62), g); });
  EXPECT_EQ(e.key(), "node.dma_engines") << e.what();
  EXPECT_TRUE(contains(e.what(), "memory requesters must be at most 64")) << e.what();
  EXPECT_TRUE(contains(e.what(), "1 processor + 62 DMA engines")) << e.what();
  // 1 + 56 + 2 = 59 with one local channel, 1 + 56 + 4 x 2 = 65 with four.
  e = config_error([&] { check_machine_fits(machine(true, 2, 56), g); });
  EXPECT_EQ(e.key(), "node.all_port") << e.what();
  EXPECT_TRUE(contains(e.what(), "4 local channels x 2 VCs (switch.num_vcs) = 65")) << e.what();
}

// A message from node 0 to its +x neighbour that ejects on the neighbour's local port 4 + 1
// (the channel of its arrival port, xm) is delivered and logged on its ejection VC, as the
// same route ending at port 4 would be.
TEST(LocalChannels, TheIdealNetworkDeliversOnEveryLocalPortOfAnAllPortNode) {
  const Grid2D g(3, 3, true);
  MachineParams p = machine(true);
  sw::IdealNetwork network(p, g);
  constexpr uint32_t kDeposit = 100;
  network.memory(0)[0] = 0xABCD;
  network.run([&](NodeApi& api) {
    if (api.node_id() == 0) {
      api.send_header({{Grid2D::kXPlus, 1, 0}, {uint8_t(4 + Grid2D::kXMinus), 1, 1}},
                      make_info0(0, 7), kDeposit);
      api.start_dma_out(0, 1, 0);
      api.send_trailer(0);
    } else if (api.node_id() == 1) {
      api.wait_messages(1);
    }
  });
  ASSERT_EQ(network.messages(1, 1).size(), 1u);
  EXPECT_EQ(network.messages(1, 1)[0].tag, 7u);
  EXPECT_EQ(network.memory(1)[kDeposit], 0xABCDu);
}

}  // namespace
}  // namespace ccsim::net
