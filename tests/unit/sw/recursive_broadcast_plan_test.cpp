// The recursive all-to-all broadcast's plan
// (collectives/grid_broadcast/recursive_broadcast_plan.h): for every n from 2 to 16, by translation
// every node is offset 0, so it suffices that offset 0 receives every other offset exactly once,
// that a sender forwards only messages its tile holds, and that the tile after each level is what
// arrived. Where n^2 is a power of 5 (n = 5, 25), the tile grows fivefold per level, log5 n^2
// levels, as the slides' formula counts them.
#include "collectives/grid_broadcast/recursive_broadcast_plan.h"

#include <gtest/gtest.h>

#include <vector>

namespace ccsim::sw {
namespace {

TEST(RecursiveBroadcastPlan, EveryNodeReceivesEveryMessageExactlyOnce) {
  for (int n = 2; n <= 16; ++n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const RecursiveBroadcastPlan plan(n);
    auto at = [n](int dx, int dy) { return size_t((((dy % n) + n) % n) * n + ((dx % n) + n) % n); };
    std::vector<int> received(size_t(n * n), 0);
    std::vector<char> known(size_t(n * n), 0);
    known[0] = 1;
    for (const RecursiveLevel& level : plan.levels()) {
      std::vector<char> next = known;
      for (const RecursiveSend& send : level.sends) {
        EXPECT_LE(level.sends.size(), 4u);
        for (const GridOffset& o : send.sources) {
          EXPECT_TRUE(known[at(o.dx, o.dy)]) << "forwards a message it does not hold";
          // Offset 0 gets it from the node at -target, as the source at o - target.
          const size_t from_me = at(o.dx - send.target.dx, o.dy - send.target.dy);
          ++received[from_me];
          next[from_me] = 1;
        }
      }
      known = next;
      std::vector<char> tile(size_t(n * n), 0);
      for (const GridOffset& o : level.known_after) tile[at(o.dx, o.dy)] = 1;
      EXPECT_EQ(tile, known);
    }
    EXPECT_EQ(received[0], 0);
    for (size_t i = 1; i < received.size(); ++i) EXPECT_EQ(received[i], 1) << "offset " << i;
  }
}

TEST(RecursiveBroadcastPlan, PowersOfFiveGrowFivefoldPerLevel) {
  const RecursiveBroadcastPlan plan(5);
  ASSERT_EQ(plan.levels().size(), 2u);
  EXPECT_EQ(plan.levels()[0].known_after.size(), 5u);
  EXPECT_EQ(plan.levels()[1].known_after.size(), 25u);
  for (const RecursiveSend& send : plan.levels()[1].sends) EXPECT_EQ(send.sources.size(), 5u);
}

}  // namespace
}  // namespace ccsim::sw
