// Memory ports and their arbiter (net/memory_ports.h), driven cycle by cycle.
//
// Stimulus: k = 1..6 requesters that request every cycle, over ports = 1..3 and
// cycles_per_access = 1..4, for a multiple of k * cycles_per_access cycles; and a mix of
// persistent and intermittent requesters. Proves: each persistent requester gets exactly 1/k
// of the accesses (shares never differ by more than one grant, and are exactly equal when
// the total is a multiple of k); the total rate is min(ports / cycles_per_access, k) per
// cycle (never more than one grant per requester per cycle, never more than free ports);
// a port is busy for cycles_per_access cycles after a grant; accesses() counts grants.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "net/memory_ports.h"

namespace ccsim::net {
namespace {

MemoryParams memory_params(int ports, int cpa) {
  MemoryParams p;
  p.ports = ports;
  p.cycles_per_access = cpa;
  return p;
}

TEST(HwMemoryPorts, PersistentRequestersShareAccessesExactlyEqually) {
  for (int k = 1; k <= 6; ++k) {
    for (int ports = 1; ports <= 3; ++ports) {
      for (int cpa = 1; cpa <= 4; ++cpa) {
        SCOPED_TRACE("k " + std::to_string(k) + " ports " + std::to_string(ports) + " cpa " +
                     std::to_string(cpa));
        MemoryPorts mp(memory_params(ports, cpa), k);
        const uint64_t all = (uint64_t(1) << k) - 1;
        const Cycle cycles = Cycle(k * cpa * 10);
        std::vector<uint64_t> grants(size_t(k), 0);
        for (Cycle t = 0; t < cycles; ++t) {
          const uint64_t g = mp.arbitrate(all, t);
          const int n = __builtin_popcountll(g);
          ASSERT_EQ(g & ~all, 0u);
          if (ports <= k) {
            // Every port is granted the cycle it is free; all start together, so in step.
            const int expect = (t % Cycle(cpa) == 0) ? ports : 0;
            ASSERT_EQ(n, expect) << "cycle " << t;
          } else {
            ASSERT_LE(n, k) << "a requester granted twice in cycle " << t;
          }
          for (int i = 0; i < k; ++i) grants[size_t(i)] += (g >> i) & 1;
        }
        // Rate: min(ports / cpa, k) accesses per cycle (up to the ports' start-up).
        const double rate = std::min(double(ports) / cpa, double(k));
        EXPECT_NEAR(double(mp.accesses()), rate * double(cycles), double(ports));
        uint64_t total = 0;
        for (auto g : grants) total += g;
        EXPECT_EQ(mp.accesses(), total);
        // Strict rotation: shares differ by at most one, exactly equal on a multiple of k.
        for (int i = 0; i < k; ++i) {
          EXPECT_GE(grants[size_t(i)], total / uint64_t(k)) << "requester " << i;
          EXPECT_LE(grants[size_t(i)], (total + uint64_t(k) - 1) / uint64_t(k))
              << "requester " << i;
          if (total % uint64_t(k) == 0) {
            EXPECT_EQ(grants[size_t(i)], total / uint64_t(k));
          }
        }
      }
    }
  }
}

TEST(HwMemoryPorts, PortStaysBusyForCyclesPerAccessAfterAGrant) {
  for (int cpa = 1; cpa <= 5; ++cpa) {
    MemoryPorts mp(memory_params(1, cpa), 2);
    // Requester 0 asks once at cycle 3; requester 1 asks every cycle from cycle 4.
    std::vector<Cycle> granted_1;
    for (Cycle t = 0; t < 30; ++t) {
      uint64_t req = (t == 3 ? 1u : 0u) | (t >= 4 ? 2u : 0u);
      const uint64_t g = mp.arbitrate(req, t);
      if (t == 3) {
        EXPECT_EQ(g, 1u);
      }
      if (g & 2) granted_1.push_back(t);
    }
    ASSERT_FALSE(granted_1.empty());
    EXPECT_EQ(granted_1.front(), 3u + Cycle(cpa)) << "cpa " << cpa;
    for (size_t i = 1; i < granted_1.size(); ++i) {
      EXPECT_EQ(granted_1[i] - granted_1[i - 1], Cycle(cpa)) << "cpa " << cpa;
    }
  }
}

TEST(HwMemoryPorts, PersistentRequesterIsNotStarvedByIntermittentOnes) {
  // Requester 0 always asks; 1..3 ask at random. Over any k = 4 consecutive grants of a
  // single port, requester 0 appears at least once.
  std::mt19937 rng(5);
  MemoryPorts mp(memory_params(1, 1), 4);
  std::vector<int> winners;
  for (Cycle t = 0; t < 2000; ++t) {
    const uint64_t req = 1u | (uint64_t(rng() & 7u) << 1);
    const uint64_t g = mp.arbitrate(req, t);
    ASSERT_EQ(__builtin_popcountll(g), 1);
    winners.push_back(__builtin_ctzll(g));
  }
  int since = 0;
  for (int w : winners) {
    since = w == 0 ? 0 : since + 1;
    ASSERT_LT(since, 4);
  }
}

}  // namespace
}  // namespace ccsim::net
