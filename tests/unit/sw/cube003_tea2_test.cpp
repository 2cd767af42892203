// Proves TEA2's token selection (paper 003 §4.3) as the errata corrects it, and that the
// corrections are needed.
//
// Selection, n = 1..11: every nonzero offset enters through exactly one dimension, one where it
// has a one, and no dimension takes more than ceil(C(n, i) / n) offsets of weight i. Executed
// plan, n = 1..8: the most tokens any message carries in step i, counted from the deposited
// data, equals ceil(C(n, i) / n). Errata: the printed rule (member S^m r of a class of period p
// through every dimension m + o p) delivers periodic classes n/p times: a node gets a token more
// than once 8 times in all at n = 3 and 3840 times at n = 8, as the errata counts; grouped
// half-steps stopping after the paper's 2 ceil(n/2) leave the antipodal token of odd nodes
// undelivered for even n, and the errata's n + 1 deliver it.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_exchange.h"
#include "collectives/cube003/cube003_executor.h"
#include "collectives/cube003/cube003_formulas.h"
#include "collectives/cube003/cube003_tea2_selection.h"
#include "core/gray_code.h"

namespace ccsim::sw::cube003 {
namespace {

using Entering = std::vector<std::vector<std::vector<uint32_t>>>;

Entering no_tokens(int stages, int n) {
  return Entering(size_t(stages), std::vector<std::vector<uint32_t>>(size_t(n)));
}

PlanParams params(int n) {
  PlanParams p;
  p.n = n;
  p.elements = 1;
  return p;
}

TEST(Tea2Selection, EveryOffsetEntersThroughOneDimensionWhereItHasAOne) {
  for (int n = 1; n <= 11; ++n) {
    const Tea2Selection s(n);
    std::map<uint32_t, int> seen;
    for (int i = 1; i <= n; ++i) {
      for (int d = 0; d < n; ++d) {
        for (uint32_t x : s.members(i, d)) {
          EXPECT_EQ(__builtin_popcount(x), i);
          EXPECT_TRUE((x >> d) & 1u) << "n=" << n << " x=" << x << " d=" << d;
          EXPECT_EQ(s.dim_of(x), d);
          ++seen[x];
        }
      }
    }
    EXPECT_EQ(seen.size(), (size_t(1) << n) - 1) << "n=" << n;
    for (const auto& [x, count] : seen) EXPECT_EQ(count, 1) << "n=" << n << " x=" << x;
  }
}

TEST(Tea2Selection, NoDimensionTakesMoreThanCeilOfCniOverN) {
  for (int n = 1; n <= 11; ++n) {
    const Tea2Selection s(n);
    for (int i = 1; i <= n; ++i) {
      size_t most = 0;
      for (int d = 0; d < n; ++d) most = std::max(most, s.members(i, d).size());
      EXPECT_EQ(most, tea2_edge_bound(n, i)) << "n=" << n << " i=" << i;
    }
  }
}

TEST(Tea2Plan, TokensPerEdgeCountedInEveryStepEqualTheBound) {
  for (int n = 1; n <= 8; ++n) {
    for (bool two_pass : {false, true}) {
      PlanParams p = params(n);
      p.two_pass = two_pass;
      const std::unique_ptr<Plan> plan = make_plan("tea2", p);
      const Execution e = execute(*plan);
      ASSERT_EQ(check_execution(*plan, e), "") << "n=" << n;
      std::vector<uint32_t> most(size_t(n) + 1, 0);
      for (int u = 0; u < plan->steps(); ++u) {
        const int i = plan->paper_step(u);
        if (i > 0) most[size_t(i)] = std::max(most[size_t(i)], e.most_units[size_t(u)]);
      }
      for (int i = 1; i <= n; ++i) {
        EXPECT_EQ(most[size_t(i)], tea2_edge_bound(n, i)) << "n=" << n << " i=" << i;
      }
    }
  }
}

// The rule as printed: with r the representative of x's class (its least member with bit 0
// set), x = S^(j-1) r enters through dimension j - 1, for every j with S^(j-1) r = x: once for
// an aperiodic class, n/p times for a class of period p.
Entering printed_rule(int n) {
  Entering entering = no_tokens(n, n);
  for (uint32_t x = 1; x < (1u << n); ++x) {
    uint32_t r = UINT32_MAX;
    for (int k = 0; k < n; ++k) {
      const uint32_t y = rotate_left(x, k, n);
      if ((y & 1u) && y < r) r = y;
    }
    for (int d = 0; d < n; ++d) {
      if (rotate_left(r, d, n) == x) {
        entering[size_t(__builtin_popcount(x) - 1)][size_t(d)].push_back(x);
      }
    }
  }
  return entering;
}

// (node, token) pairs counted more than once.
uint64_t repeated_tokens(const Execution& e) {
  uint64_t repeated = 0;
  for (const std::vector<uint32_t>& counted : e.counted) {
    std::map<uint32_t, int> times;
    for (uint32_t u : counted) ++times[u];
    for (const auto& [unit, count] : times) repeated += count > 1 ? 1 : 0;
  }
  return repeated;
}

TEST(Tea2Errata, ThePrintedRuleDeliversPeriodicClassesSeveralTimes) {
  for (const auto& [n, extra] : {std::pair{3, 8u}, std::pair{8, 3840u}}) {
    const XorExchangePlan plan(params(n), "tea2_printed", printed_rule(n),
                               XorExchangePlan::Passes::kOne, false);
    const Execution e = execute(plan);
    ASSERT_EQ(e.error, "");
    EXPECT_EQ(repeated_tokens(e), extra) << "n=" << n;
    EXPECT_NE(check_execution(plan, e).find("arrived"), std::string::npos);
  }
}

TEST(Tea2Errata, GroupedHalfStepsNeedNPlusOne) {
  for (int n = 2; n <= 6; n += 2) {
    const std::unique_ptr<Plan> fixed = make_tea2_grouped(params(n));
    EXPECT_EQ(check_execution(*fixed, execute(*fixed)), "") << "n=" << n;
    // The paper's 2 ceil(n/2) = n half-steps: the same without the last.
    const Tea2Selection s(n);
    Entering entering = no_tokens(n, n);
    for (int h = 0; h < n; ++h) {
      for (int d = 0; d < n; ++d) {
        if (h >= 1) entering[size_t(h)][size_t(d)] = s.members(h, d);
        const auto& more = s.members(h + 1, d);
        entering[size_t(h)][size_t(d)].insert(entering[size_t(h)][size_t(d)].end(), more.begin(),
                                              more.end());
      }
    }
    const XorExchangePlan paper(params(n), "tea2_grouped_paper", entering,
                                XorExchangePlan::Passes::kDirected, false);
    const std::string problem = check_execution(paper, execute(paper));
    // Node 1 (odd) never gets its antipodal token 2^n - 2.
    EXPECT_NE(problem.find("token " + std::to_string((1 << n) - 2) + " never arrived"),
              std::string::npos)
        << problem;
  }
}

}  // namespace
}  // namespace ccsim::sw::cube003
