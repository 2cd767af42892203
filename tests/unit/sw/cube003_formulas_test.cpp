// Proves paper 003's closed forms against the sums they come from (so that a slip in a closed
// form shows) and the packet size the pipelined plans choose against a search over every size.
#include "collectives/cube003/cube003_formulas.h"

#include <gtest/gtest.h>

#include <cmath>

namespace ccsim::sw::cube003 {
namespace {

const Cost kCost{400, 4};

TEST(Cube003Formulas, ClosedFormsEqualThePapersSums) {
  for (int n = 1; n <= 11; ++n) {
    const double m = 16;
    double adea = 0;  // §4.2: 2 (beta + 2^(i-1) m tau) per step
    double tea1 = 0;  // §4.3: 2 (beta + C(n-1, i-1) m tau) per step
    double gather = 0;
    for (int i = 1; i <= n; ++i) {
      adea += 2 * (kCost.beta + std::ldexp(1.0, i - 1) * m * kCost.tau);
      tea1 += 2 * (kCost.beta + double(binomial(n - 1, i - 1)) * m * kCost.tau);
      gather += kCost.beta + std::ldexp(1.0, i - 1) * m * kCost.tau;
    }
    EXPECT_DOUBLE_EQ(adea_time(n, m, 2, kCost), adea) << n;
    EXPECT_DOUBLE_EQ(adea_time(n, m, 1, kCost), adea / 2) << n;
    EXPECT_DOUBLE_EQ(tea1_time(n, m, 2, kCost), tea1) << n;
    EXPECT_DOUBLE_EQ(gather_scatter_time(n, m, kCost), gather) << n;
    EXPECT_LE(tea2_steps_time(n, m, 2, kCost), tea2_bound(n, m, 2, kCost)) << n;
    EXPECT_DOUBLE_EQ(daisy_chain_time(n, m, kCost), (std::ldexp(1.0, n) - 1) * (400 + 64));
    EXPECT_DOUBLE_EQ(sba_time(n, m, kCost), std::ldexp(1.0, n) * pipelined_time(m, n, kCost));
  }
  EXPECT_EQ(binomial(10, 5), 252u);
  EXPECT_EQ(tea2_edge_bound(10, 5), 26u);
  EXPECT_EQ(tea2_edge_bound(8, 8), 1u);
  // §6 at n = 2, N = 8: SMG 4 (3 * 64 / 16 tau + 2 beta); MTADEA 2 (64 / 4 tau + 2 beta).
  EXPECT_DOUBLE_EQ(smg_time(2, 8, kCost), 4 * (12 * 4 + 800));
  EXPECT_DOUBLE_EQ(mtadea_time(2, 8, 2, kCost), 2 * (16 * 4 + 800));
  EXPECT_DOUBLE_EQ(broadcast_time(3, 16, kCost), 3 * (400 + 64));
  // Eq. 3.1 as the paper expands it: m tau + (i - 1) beta + 2 sqrt((i - 1) m tau beta).
  EXPECT_DOUBLE_EQ(pipelined_time(1000, 5, kCost),
                   4000 + 4 * 400 + 2 * std::sqrt(4.0 * 4000 * 400));
  EXPECT_DOUBLE_EQ(parallel_paths_time(4, 1000, 6, kCost), pipelined_time(250, 6, kCost));
}

// The continuous optimum is a lower bound of every real pipeline, and the size chosen is the
// best of all sizes (searched one by one) in these cases.
TEST(Cube003Formulas, OptimalPacketSizeIsTheBestOfEverySize) {
  for (const auto& [m, length, beta] :
       {std::tuple{4096u, 10, 400.0}, std::tuple{256u, 4, 400.0}, std::tuple{1000u, 7, 4.0},
        std::tuple{16u, 10, 400.0}, std::tuple{64u, 2, 0.0}}) {
    const Cost c{beta, 4};
    double best = INFINITY;
    for (uint32_t size = 1; size <= m; ++size) {
      const double t = pipeline_at((m + size - 1) / size, size, length, c);
      EXPECT_GE(t + 1e-9, pipelined_time(m, length, c));
      best = std::min(best, t);
    }
    const uint32_t chosen = optimal_packet_elements(m, length, c);
    EXPECT_DOUBLE_EQ(pipeline_at((m + chosen - 1) / chosen, chosen, length, c), best)
        << m << " " << length << " " << beta;
  }
  EXPECT_EQ(optimal_packet_elements(100, 1, kCost), 100u);  // one hop: no pipeline
}

}  // namespace
}  // namespace ccsim::sw::cube003
