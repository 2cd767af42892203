// The deadlock watchdog of sc::Machine: a stuck run ends, fails, and says who waits on whom.
//
// Stimulus: (1) node 0 waits for a message nobody sends; (2) on a 4-node ring, node 0 opens a
// worm to node 1 and never sends its trailer while node 2 sends a whole message to node 1,
// which needs the same ejection VC, and node 1 waits for a trailer. With a small
// watchdog_cycles, proves: the run returns (no hang) with ok == false and deadlock == true
// within a few watchdog periods; the message names each waiting processor and what it waits
// for, and the queue whose header waits for an output VC held by another input.
#include <gtest/gtest.h>

#include <string>

#include "common/sc_hw_util.h"
#include "net/node_api.h"
#include "routing/grid_routing.h"

namespace ccsim::sctest {
namespace {

using net::Cycle;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(ScWatchdog, ProcessorWaitingForAMessageNobodySendsIsReportedAsDeadlock) {
  SmallMachine m(small_params("torus2d", 2, 2));
  m.machine.set_program([](net::NodeApi& api) {
    if (api.node_id() == 0) api.receive_header(0);
  });
  const Cycle kWatchdog = 150;
  const sc::RunResult r = m.run(kWatchdog, 100000);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(r.deadlock);
  // The flag says deadlock; the message says why, without repeating the word.
  EXPECT_TRUE(contains(r.message, "no word moved for")) << r.message;
  EXPECT_FALSE(contains(r.message, "deadlock:")) << r.message;
  EXPECT_TRUE(contains(r.message, "n0_0: waits for a message header")) << r.message;
  EXPECT_FALSE(contains(r.message, "n1_0:")) << "a finished node listed as waiting\n" << r.message;
  // Detected within the watchdog period plus the monitor's sampling interval.
  EXPECT_LE(r.simulated_cycles, kWatchdog + 3 * 64);
}

// A run stopped while programs wait must unwind their stacks: a local of every waiting program
// is destroyed by the time run() returns (abandoned coroutine stacks leak what they own).
TEST(ScWatchdog, ProgramsStillWaitingWhenARunStopsAreUnwound) {
  struct Counted {
    int* count;
    ~Counted() { ++*count; }
  };
  int destroyed = 0;
  SmallMachine m(small_params("torus2d", 2, 2));
  m.machine.set_program([&destroyed](net::NodeApi& api) {
    Counted local{&destroyed};
    if (api.node_id() != 3) api.receive_header(0);  // nobody sends: three nodes wait
  });
  const sc::RunResult r = m.run(150, 100000);
  ASSERT_TRUE(r.deadlock) << r.message;
  EXPECT_EQ(destroyed, 4) << "3 waiting programs unwound plus the one that returned";
}

// Long link latency or slow memory keeps words, credits or accesses in flight for longer than
// the watchdog period: that is progress, not a deadlock.
sc::RunResult run_one_slow_message(const SmallParams& p) {
  SmallMachine m(p);
  const net::SourceRoute route = sw::dimension_order_route(m.grid, 0, 1, 0);
  for (uint32_t i = 0; i < 8; ++i) m.machine.node(0).memory()[i] = i + 1;
  m.machine.set_program([&](net::NodeApi& api) {
    if (api.node_id() == 0) {
      api.send_header(route, net::make_info0(0, 1), 100);
      api.wait_dma(api.start_dma_out(0, 8, route.front().vc));
      api.send_trailer(route.front().vc);
    } else if (api.node_id() == 1) {
      api.receive_header(0);
      api.receive_trailer(0);
    }
  });
  return m.run(/*watchdog=*/300, 1000000);
}

TEST(ScWatchdog, WordsAndCreditsOnSlowLinksAreProgress) {
  auto p = small_params("torus2d", 2, 2);
  p.link.latency_cycles = 700;
  const sc::RunResult r = run_one_slow_message(p);
  EXPECT_TRUE(r.ok) << r.message;
  EXPECT_GT(r.cycles, 700u);
}

// Each word holds the wire for 700 cycles: between two words nothing arrives anywhere.
TEST(ScWatchdog, WordsPacedSlowerThanTheWatchdogPeriodAreProgress) {
  auto p = small_params("torus2d", 2, 2);
  p.link.cycles_per_word = 700;
  const sc::RunResult r = run_one_slow_message(p);
  EXPECT_TRUE(r.ok) << r.message;
  EXPECT_GT(r.cycles, 8 * 700u);
}

TEST(ScWatchdog, MemoryAccessesUnderWayAreProgress) {
  auto p = small_params("torus2d", 2, 2);
  p.memory.cycles_per_access = 700;
  const sc::RunResult r = run_one_slow_message(p);
  EXPECT_TRUE(r.ok) << r.message;
  EXPECT_GT(r.cycles, 700u);
}

TEST(ScWatchdog, WormWithoutTrailerBlockingAnotherMessageIsReportedWithTheBlockedQueue) {
  auto p = small_params("torus2d", 4, 1);
  p.router.queue_depth = 2;
  SmallMachine m(p);
  const net::SourceRoute from0 = sw::dimension_order_route(m.grid, 0, 1, 0);
  const net::SourceRoute from2 = sw::dimension_order_route(m.grid, 2, 1, 0);
  for (uint32_t i = 0; i < 16; ++i) m.machine.node(2).memory()[i] = i + 1;
  m.machine.set_program([&](net::NodeApi& api) {
    switch (api.node_id()) {
      case 0:  // opens a worm into node 1's ejection vc0 and never closes it
        api.send_header(from0, net::make_info0(0, 1), 100);
        api.receive_header(1);
        break;
      case 1:
        api.receive_header(0);
        api.receive_trailer(0);
        break;
      case 2: {  // needs the same ejection VC; comes later
        api.compute(40);
        api.send_header(from2, net::make_info0(2, 1), 200);
        const net::DmaHandle h = api.start_dma_out(0, 16, from2.front().vc);
        api.wait_dma(h);
        api.send_trailer(from2.front().vc);
        break;
      }
      default:
        break;
    }
  });
  const Cycle kWatchdog = 200;
  const sc::RunResult r = m.run(kWatchdog, 100000);
  EXPECT_FALSE(r.ok);
  ASSERT_TRUE(r.deadlock) << r.message;
  EXPECT_LE(r.simulated_cycles, 40 + 200 + kWatchdog + 3 * 64);
  // Processors and what they wait for.
  EXPECT_TRUE(contains(r.message, "n0_0: waits for a message header")) << r.message;
  EXPECT_TRUE(contains(r.message, "n1_0: waits for a message trailer")) << r.message;
  EXPECT_TRUE(contains(r.message, "n2_0: waits for DMA out to finish")) << r.message;
  // Node 2's worm reaches node 1 through its xp input and waits for the ejection VC that
  // node 0's worm (through the xm input) holds.
  EXPECT_TRUE(contains(r.message, "n1_0_switch.in_xp_vc0")) << r.message;
  EXPECT_TRUE(contains(r.message, "waits for output local vc0 held by in_xm_vc0")) << r.message;
}

}  // namespace
}  // namespace ccsim::sctest
