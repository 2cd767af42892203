// The threads that share a cycle's ticks (edge_threads.h) and the machine's split of its units
// among them (sim.threads, Machine::share_units).
//
// Proves: every run of EdgeThreads runs each share exactly once and returns only when all have
// finished, over thousands of runs with pauses between them long enough for the workers to fall
// asleep; a share's exception is rethrown by run(), the lowest share's first, and the threads
// work on afterwards. On a 4x4 torus on two threads, after messages have crossed between the
// shares in both directions: exactly the links between the two shares defer what both their
// ends send, a switch reaches no far switch of the other share directly and keeps no credit
// lane from it, and the data arrive.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "common/sc_hw_util.h"
#include "edge_threads.h"
#include "net/node_api.h"
#include "routing/grid_routing.h"

namespace ccsim::sctest {
namespace {

TEST(EdgeThreads, EveryRunRunsEachShareOnceAndWaitsForAll) {
  sc::EdgeThreads threads(3);
  ASSERT_EQ(threads.threads(), 3);
  std::vector<std::atomic<int>> runs(3);
  std::atomic<int> finished{0};
  for (int edge = 0; edge < 3000; ++edge) {
    finished = 0;
    threads.run([&](int share) {
      ++runs[size_t(share)];
      ++finished;
    });
    ASSERT_EQ(finished.load(), 3) << "edge " << edge;
    if (edge % 500 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (const auto& r : runs) EXPECT_EQ(r.load(), 3000);
}

TEST(EdgeThreads, AShareThatThrowsIsRethrownLowestShareFirst) {
  sc::EdgeThreads threads(3);
  try {
    threads.run([](int share) {
      if (share > 0) throw std::runtime_error("share " + std::to_string(share));
    });
    FAIL() << "nothing was rethrown";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "share 1");
  }
  std::atomic<int> ran{0};
  threads.run([&](int) { ++ran; });
  EXPECT_EQ(ran.load(), 3);
}

// Nodes 0..7 are share 0 and 8..15 share 1 (16 units, two threads): node k and node 15 - k
// exchange a message.
TEST(EdgeThreads, OnlyLinksBetweenSharesDeferAndTheirSwitchesKeepNoHandleAcross) {
  auto p = small_params("torus2d", 4, 4);
  SmallMachine m(p);
  constexpr uint32_t kWords = 8;
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    const int peer = 15 - me;
    for (uint32_t i = 0; i < kWords; ++i) api.memory()[i] = 0xC0000000u | uint32_t(me) << 8 | i;
    const net::SourceRoute route = sw::dimension_order_route(m.grid, me, peer, 0);
    api.send_header(route, net::make_info0(uint32_t(me), 0), 1024);
    const net::DmaHandle dma = api.start_dma_out(0, kWords, route.front().vc);
    api.send_trailer(route.front().vc);
    api.wait_dma(dma);
    api.wait_messages(1);
  });
  sc::RunLimits limits;
  limits.threads = 2;
  const sc::RunResult r = m.machine.run(limits);
  ASSERT_TRUE(r.ok) << r.message;
  for (int node = 0; node < 16; ++node) {
    const int peer = 15 - node;
    for (uint32_t i = 0; i < kWords; ++i) {
      EXPECT_EQ(m.machine.node(node).memory()[1024 + i], 0xC0000000u | uint32_t(peer) << 8 | i)
          << "node " << node << " word " << i;
    }
  }
  const auto share = [](int unit) { return unit < 8 ? 0 : 1; };
  int crossing = 0;
  for (size_t k = 0; k < m.machine.link_specs().size(); ++k) {
    const net::LinkSpec& spec = m.machine.link_specs()[k];
    net::Link& link = m.machine.network_links()[k];
    const bool across = share(spec.node_a) != share(spec.node_b);
    crossing += across ? 1 : 0;
    EXPECT_EQ(link.sends_deferred(0), across) << "link " << k;
    EXPECT_EQ(link.sends_deferred(1), across) << "link " << k;
    const int ends[2][2] = {{spec.node_a, spec.port_a}, {spec.node_b, spec.port_b}};
    for (const auto& [unit, port] : ends) {
      net::SwitchCore& s = *m.machine.node(unit).model_switch();
      const net::OutputPort& out = s.output(port);
      if (out.far_end_known) {
        EXPECT_TRUE(out.far_is_switch);
        EXPECT_EQ(out.far_switch == nullptr, across) << "switch " << unit << " port " << port;
      }
      EXPECT_EQ(s.input(s.vcs() * port).credit_lane == nullptr, across)
          << "switch " << unit << " port " << port;
    }
  }
  EXPECT_EQ(crossing, 8);  // each of the 4 rings across the cut crosses it twice (one wraps)
}

}  // namespace
}  // namespace ccsim::sctest
