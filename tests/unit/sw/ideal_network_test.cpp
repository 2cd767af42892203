// Tests of the ideal network (sw/ideal): the node API without SystemC. Every registered
// algorithm's node program and check run on it: ideal_registry_test.cpp.
//
// IdealNetworkTest.*: small hand-written node programs on a 2x2 torus (and a 3x1 mesh for a route
// that leaves it) prove delivery (data at the deposit address, records on the ejection VC),
// per-VC order per destination, the misuse errors sc::Node throws and the ones the ideal
// network adds, barrier semantics (n-th call meets n-th call, kinds apart), the logical clock,
// deadlock and livelock reports that name the waiting nodes within milliseconds, exceptions
// propagating out of run() with the node's name, polling, and determinism.
#include "ideal/ideal_network.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.h"
#include "common/ideal_network_runs.h"
#include "core/algorithm.h"
#include "net/flit.h"
#include "net/topology/topology.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {
namespace {

using ideal_test::iwarp_machine;
using ideal_test::run_error;
using net::Grid2D;
using net::NodeApi;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

class IdealNetworkTest : public ::testing::Test {
 protected:
  IdealNetworkTest() : machine_(iwarp_machine()), network_(machine_, grid_) {}

  // One whole message from this node: header, one DMA, trailer.
  void send(NodeApi& api, int destination, uint32_t from, uint32_t words, uint32_t to,
            uint32_t tag = 0, int vc = 0) {
    const net::SourceRoute route = dimension_order_route(grid_, api.node_id(), destination, vc);
    api.send_header(route, net::make_info0(uint32_t(api.node_id()), tag), to);
    api.start_dma_out(from, words, vc);
    api.send_trailer(vc);
  }

  Grid2D grid_{2, 2, true};
  net::MachineParams machine_;
  IdealNetwork network_;
};

TEST_F(IdealNetworkTest, MessageArrivesWithItsDataAtTheDepositAddress) {
  for (uint32_t i = 0; i < 4; ++i) network_.memory(0)[10 + i] = 0xA0 + i;
  network_.run([&](NodeApi& api) {
    if (api.node_id() == 0) send(api, 3, 10, 4, 100, 7);
    if (api.node_id() != 3) return;
    const net::MessageRecord header = api.receive_header(0);
    EXPECT_EQ(header.source, 0);
    EXPECT_EQ(header.tag, 7u);
    EXPECT_EQ(header.address, 100u);
    EXPECT_TRUE(header.has_header);
    const net::MessageRecord whole = api.receive_trailer(0);
    EXPECT_TRUE(whole.complete);
    EXPECT_EQ(whole.words, 4u);
    for (uint32_t i = 0; i < 4; ++i) EXPECT_EQ(api.load(100 + i), 0xA0 + i);
    EXPECT_EQ(api.messages_received(), 1u);
  });
  EXPECT_EQ(network_.messages(3, 0).size(), 1u);
  EXPECT_EQ(network_.messages(1, 0).size(), 0u);
}

TEST_F(IdealNetworkTest, SeveralDmasOfOneMessageDepositOneAfterTheOther) {
  for (uint32_t i = 0; i < 6; ++i) network_.memory(1)[i] = 0xB0 + i;
  network_.run([&](NodeApi& api) {
    if (api.node_id() != 1) return;
    const net::SourceRoute route = dimension_order_route(grid_, 1, 2, 0);
    api.send_header(route, net::make_info0(1, 0), 50);
    api.wait_dma(api.start_dma_out(4, 2, 0));
    api.start_dma_out(0, 0, 0);  // an empty DMA adds nothing
    api.start_dma_out(0, 3, 0);
    api.send_trailer(0);
  });
  const std::vector<uint32_t> expected{0xB4, 0xB5, 0xB0, 0xB1, 0xB2};
  EXPECT_EQ(std::vector<uint32_t>(network_.memory(2).begin() + 50, network_.memory(2).begin() + 55),
            expected);
  EXPECT_EQ(network_.messages(2, 0).at(0).words, 5u);
}

TEST_F(IdealNetworkTest, ArrivalOrderIsPerVcPerDestination) {
  std::vector<uint32_t> vc0_tags, vc2_tags;
  network_.run([&](NodeApi& api) {
    const int me = api.node_id();
    if (me != 0) {
      // Two messages per VC per sender, alternating VCs.
      for (uint32_t k = 0; k < 2; ++k) {
        send(api, 0, 0, 1, 200 + uint32_t(me), uint32_t(me * 10) + k, 0);
        send(api, 0, 0, 1, 300 + uint32_t(me), uint32_t(me * 10) + k, 2);
      }
      return;
    }
    for (int r = 0; r < 6; ++r) vc2_tags.push_back(api.receive_header(2).tag);
    for (int r = 0; r < 6; ++r) vc0_tags.push_back(api.receive_header(0).tag);
  });
  // Node 0 waits first; nodes 1, 2, 3 then run in turn, each sending all of its messages.
  const std::vector<uint32_t> expected{10, 11, 20, 21, 30, 31};
  EXPECT_EQ(vc0_tags, expected);
  EXPECT_EQ(vc2_tags, expected);
}

TEST_F(IdealNetworkTest, MessageIsLoggedOnTheVcOfItsEjectionSegment) {
  network_.run([&](NodeApi& api) {
    if (api.node_id() != 0) return;
    // Injected on VC 0, switching to VC 1 for the ejection at node 1.
    const net::SourceRoute route{{uint8_t(Grid2D::kXPlus), 1, 0},
                                 {uint8_t(grid_.local_port()), 1, 1}};
    api.send_header(route, net::make_info0(0, 5), 0);
    api.send_trailer(0);
  });
  EXPECT_EQ(network_.messages(1, 0).size(), 0u);
  ASSERT_EQ(network_.messages(1, 1).size(), 1u);
  EXPECT_EQ(network_.messages(1, 1)[0].tag, 5u);
}

TEST_F(IdealNetworkTest, ReceiveTrailerBeforeReceiveHeaderIsAnError) {
  const std::string error = run_error(network_, [&](NodeApi& api) {
    if (api.node_id() == 2) api.receive_trailer(1);
  });
  EXPECT_TRUE(contains(error, "node 2 (n0_1): receive_trailer before receive_header on vc 1"))
      << error;
}

TEST_F(IdealNetworkTest, MisuseOfTheInjectionStreamIsAnError) {
  const auto error_of = [&](const IdealNetwork::Program& program) {
    return run_error(network_, [&](NodeApi& api) {
      if (api.node_id() == 1) program(api);
    });
  };
  const net::SourceRoute to_0 = dimension_order_route(grid_, 1, 0, 0);
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.send_trailer(0); }),
                       "node 1 (n1_0): send_trailer on vc 0 outside a message"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.start_dma_out(0, 1, 0); }),
                       "start_dma_out on vc 0 outside a message"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) {
                         api.send_header(to_0, 0, 0);
                         api.send_header(to_0, 0, 0);
                       }),
                       "send_header on vc 0 while the message to node 0 (n0_0) is still open"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.send_header(to_0, 0, 0); }),
                       "returned with its message to node 0 (n0_0) on vc 0 still open"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.receive_header(3); }),
                       "receive_header: vc 3 does not exist (switch.num_vcs = 3)"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.wait_dma(net::DmaHandle{}); }),
                       "wait_dma: no DMA with handle -1"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) {
                         api.send_header(to_0, 0, machine_.memory.words - 1);
                         api.start_dma_out(0, 2, 0);
                       }),
                       "deposits past the end of its memory (word 16384)"));
  EXPECT_TRUE(contains(error_of([&](NodeApi& api) { api.load(machine_.memory.words); }),
                       "load past the end of memory"));
}

TEST_F(IdealNetworkTest, RouteThatLeavesTheTopologyIsAnError) {
  const Grid2D mesh(3, 1, false);
  IdealNetwork network(iwarp_machine(), mesh);
  const std::string error = run_error(network, [&](NodeApi& api) {
    if (api.node_id() != 2) return;
    api.send_header({{uint8_t(Grid2D::kXPlus), 1, 0}, {uint8_t(mesh.local_port()), 1, 0}}, 0, 0);
  });
  EXPECT_TRUE(contains(error,
                       "node 2 (n2_0): send_header: route_links: port xp of n2_0 is "
                       "unconnected"))
      << error;
}

TEST_F(IdealNetworkTest, DeadlockEndsQuicklyNamingEveryWaitingNode) {
  const auto start = std::chrono::steady_clock::now();
  const std::string error =
      run_error(network_, [&](NodeApi& api) { api.receive_header(api.node_id() % 2 ? 0 : 2); });
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_LT(elapsed, std::chrono::milliseconds(500));
  EXPECT_TRUE(contains(error, "deadlock")) << error;
  for (int n = 0; n < 4; ++n) {
    EXPECT_TRUE(contains(error, "node " + std::to_string(n) + " (" + grid_.node_name(n) +
                                    ") waits in receive_header: message #1 on vc " +
                                    std::to_string(n % 2 ? 0 : 2)))
        << error;
  }
  EXPECT_TRUE(contains(error, "(0 of 4 nodes returned)")) << error;
}

TEST_F(IdealNetworkTest, BarrierThatSomeNodeNeverReachesIsADeadlockNamingTheMissingNodes) {
  const std::string error = run_error(network_, [&](NodeApi& api) {
    api.barrier();
    if (api.node_id() % 2 == 1) return;
    api.barrier();
  });
  EXPECT_TRUE(contains(error,
                       "node 0 (n0_0) waits in barrier call #2: nodes not arrived: "
                       "1 (returned), 3 (returned)"))
      << error;
  EXPECT_TRUE(contains(error, "(2 of 4 nodes returned)")) << error;
}

TEST_F(IdealNetworkTest, BarrierCallsMeetByCountAndKind) {
  std::vector<std::string> trace;  // node threads take turns, so no two push at once
  network_.run([&](NodeApi& api) {
    const int me = api.node_id();
    for (int round = 0; round < 3; ++round) {
      api.compute(net::Cycle(10 * me));  // node 3 arrives latest on the logical clock
      trace.push_back("before" + std::to_string(round));
      api.barrier();
      // Each round starts at 31 * round (the last one ended with a 1-cycle poll).
      EXPECT_EQ(api.now(), net::Cycle(31 * round + 30));
      trace.push_back("after" + std::to_string(round));
      api.wait_queues_complete();
      api.wait_queues_stopped(0xF);
    }
  });
  ASSERT_EQ(trace.size(), 24u);
  for (size_t i = 0; i < trace.size(); ++i) {
    const std::string round = std::to_string(i / 8);
    EXPECT_EQ(trace[i], (i % 8 < 4 ? "before" : "after") + round) << i;
  }
  // A barrier does not meet a call of another kind.
  const std::string error = run_error(network_, [&](NodeApi& api) {
    if (api.node_id() == 0) {
      api.barrier();
    } else {
      api.wait_queues_complete();
    }
  });
  EXPECT_TRUE(contains(error, "deadlock")) << error;
}

TEST_F(IdealNetworkTest, BackToBackBarriersReleaseEveryNodeAtTheLatestArrival) {
  std::vector<std::vector<net::Cycle>> released(4);
  network_.run([&](NodeApi& api) {
    const int me = api.node_id();
    for (int round = 0; round < 20; ++round) {
      api.compute(net::Cycle((me * 7 + round) % 5));
      api.barrier();
      released[size_t(me)].push_back(api.now());
    }
  });
  for (int n = 1; n < 4; ++n) EXPECT_EQ(released[size_t(n)], released[0]) << n;
  for (size_t r = 1; r < released[0].size(); ++r) EXPECT_GT(released[0][r], released[0][r - 1]);
}

TEST_F(IdealNetworkTest, MessagesSentBeforeABarrierHaveArrivedAfterIt) {
  network_.run([&](NodeApi& api) {
    const int me = api.node_id();
    api.store(0, uint32_t(me));
    send(api, (me + 1) % 4, 0, 1, 8);
    api.barrier();
    EXPECT_EQ(api.messages_received(), 1u);
    EXPECT_EQ(api.load(8), uint32_t((me + 3) % 4));
  });
}

TEST_F(IdealNetworkTest, LogicalClockCountsSoftwareCostsAndFollowsMessages) {
  network_.run([&](NodeApi& api) {
    if (api.node_id() == 0) {
      api.compute(100);
      send(api, 1, 0, 4, 0);  // header: 2 route and 2 info words (4 cycles); trailer: 1
    } else if (api.node_id() == 1) {
      api.receive_header(0);
      EXPECT_EQ(api.now(), net::Cycle(100 + 4 + 2));
      api.receive_trailer(0);
      EXPECT_EQ(api.now(), net::Cycle(100 + 4 + 2 + 1));  // the trailer left earlier, at 105
    }
  });
  EXPECT_EQ(network_.clock(0), net::Cycle(105));
  EXPECT_EQ(network_.clock(2), net::Cycle(0));
}

TEST_F(IdealNetworkTest, SwitchControlCallsAreRecorded) {
  network_.run([&](NodeApi& api) {
    if (api.node_id() != 3) return;
    api.set_stop_not_in_message(0xF);
    api.forward(0x5);
    api.set_sync_mask(0x13);
  });
  const auto& calls = network_.control_calls(3);
  ASSERT_EQ(calls.size(), 3u);
  EXPECT_EQ(calls[0].kind, IdealNetwork::ControlKind::kSetStopNotInMessage);
  EXPECT_EQ(calls[1].kind, IdealNetwork::ControlKind::kForward);
  EXPECT_EQ(calls[1].port_mask, 0x5u);
  EXPECT_EQ(calls[2].kind, IdealNetwork::ControlKind::kSetSyncMask);
  EXPECT_TRUE(network_.control_calls(0).empty());
}

TEST_F(IdealNetworkTest, ExceptionInOneNodeProgramPropagatesNamingTheNode) {
  const std::string error = run_error(network_, [&](NodeApi& api) {
    if (api.node_id() == 2) throw std::runtime_error("boom");
    api.receive_header(0);  // the others wait for ever: they must be unwound, not hang
  });
  EXPECT_EQ(error, "node 2 (n0_1): boom");
  // The network is usable again: a fresh run starts with empty logs.
  network_.run([&](NodeApi& api) {
    if (api.node_id() != 0) return;
    send(api, 0, 0, 1, 1);
    api.receive_header(0);
    api.receive_trailer(0);
  });
  EXPECT_EQ(network_.messages(0, 0).size(), 1u);
}

TEST_F(IdealNetworkTest, PollingLoopLetsTheOthersRun) {
  network_.run([&](NodeApi& api) {
    if (api.node_id() == 0) {
      while (api.messages_received() < 3) api.compute(1);
    } else {
      api.compute(50);
      send(api, 0, 0, 1, 10 + uint32_t(api.node_id()));
    }
  });
  EXPECT_EQ(network_.messages(0, 0).size(), 3u);
}

TEST_F(IdealNetworkTest, PollingForeverIsALivelock) {
  const std::string error = run_error(network_, [&](NodeApi& api) {
    if (api.node_id() == 1) {
      while (api.messages_received() == 0) {
      }
    }
  });
  EXPECT_TRUE(contains(error, "livelock")) << error;
  EXPECT_TRUE(contains(error, "node 1 (n1_0) waits in polling messages_received()")) << error;
}

TEST_F(IdealNetworkTest, RunsAreDeterministic) {
  // Sends and waits interleave, so the arrival order depends on the schedule: it must repeat.
  const auto program = [&](NodeApi& api) {
    const int me = api.node_id();
    for (int k = 1; k < 4; ++k) {
      send(api, (me + k) % 4, 0, 1, 0, uint32_t(k));
      api.wait_messages(uint64_t(k));
    }
  };
  std::vector<std::vector<int>> first;
  for (int repeat = 0; repeat < 3; ++repeat) {
    network_.run(program);
    std::vector<std::vector<int>> sources;
    for (int n = 0; n < 4; ++n) {
      sources.emplace_back();
      for (const auto& m : network_.messages(n, 0)) sources.back().push_back(m.source);
    }
    if (repeat == 0) first = sources;
    EXPECT_EQ(sources, first);
  }
}

}  // namespace
}  // namespace ccsim::sw
