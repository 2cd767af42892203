// Proves paper 003's plans correct by executing them (collectives/cube003/cube003_executor.h) and
// checks the shapes the paper states, by brute force.
//
// Execution: every plan, n = 1..6, one and two passes per exchange step, m = 1, 3, 7 elements
// of S = 1 and 2 words, every packet size of the pipelined plans from one element to the whole
// vector, b = 1..3 for the transposes; every node's result words are compared with the units'
// data and every unit's arrivals are counted from the deposited data (each once, TEA1's once
// per shortest path). Shapes: Proposition 3.1's paths (n of them, H of length H and n - H of
// length H + 2, sharing no node but the ends) for every destination up to n = 6; one DMA piece
// per message where the layouts promise it; the messages each node sends per algorithm.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_data.h"
#include "collectives/cube003/cube003_executor.h"
#include "collectives/cube003/cube003_paths.h"
#include "collectives/cube003/cube003_plan.h"

namespace ccsim::sw::cube003 {
namespace {

PlanParams params(int n, uint32_t m, int s = 1, bool two_pass = false) {
  PlanParams p;
  p.n = n;
  p.elements = m;
  p.element_words = s;
  p.two_pass = two_pass;
  p.beta = 40;
  p.tau = 4;
  p.block_order = m;  // transposes: b = m
  return p;
}

std::string run(const std::string& name, const PlanParams& p) {
  const std::unique_ptr<Plan> plan = make_plan(name, p);
  return check_execution(*plan, execute(*plan));
}

TEST(Cube003Plans, EveryPlanDeliversEveryUnitExactlyOnceUpToSixDimensions) {
  for (const std::string& name : plan_names()) {
    for (int n = 1; n <= 6; ++n) {
      for (bool two_pass : {false, true}) {
        for (uint32_t m : {1u, 3u}) {
          for (int s : {1, 2}) {
            SCOPED_TRACE(name + " n=" + std::to_string(n) + " m=" + std::to_string(m) +
                         " S=" + std::to_string(s) + (two_pass ? " two passes" : ""));
            EXPECT_EQ(run(name, params(n, m, s, two_pass)), "");
          }
        }
      }
    }
  }
}

TEST(Cube003Plans, PipelinedPlansDeliverAtEveryPacketSize) {
  for (const std::string name : {"broadcast_pipelined", "path", "parallel_paths", "sba"}) {
    for (int n : {1, 3, 4}) {
      for (uint32_t packet = 0; packet <= 7; ++packet) {
        SCOPED_TRACE(name + " n=" + std::to_string(n) + " packet=" + std::to_string(packet));
        PlanParams p = params(n, 7);
        p.packet_elements = packet;
        EXPECT_EQ(run(name, p), "");
      }
    }
  }
}

TEST(Cube003Plans, TwoNodePlansDeliverToEveryDestination) {
  for (const std::string name : {"path", "parallel_paths"}) {
    for (int n = 1; n <= 5; ++n) {
      for (int b = 1; b < (1 << n); ++b) {
        SCOPED_TRACE(name + " n=" + std::to_string(n) + " B=" + std::to_string(b));
        PlanParams p = params(n, 11);
        p.destination = b;
        EXPECT_EQ(run(name, p), "");
      }
    }
  }
}

// Proposition 3.1: n parallel paths, H of length H and n - H of length H + 2, node-disjoint
// but for the two ends, each ending at B.
TEST(Cube003Plans, ParallelPathsAreProposition31s) {
  for (int n = 1; n <= 6; ++n) {
    for (int b = 1; b < (1 << n); ++b) {
      PlanParams p = params(n, 64);
      p.destination = b;
      const PathsPlan plan(p, true);
      const int h = popcount(uint32_t(b));
      ASSERT_EQ(int(plan.paths().size()), n);
      std::set<uint32_t> inner;
      int short_paths = 0;
      for (const std::vector<int>& dims : plan.paths()) {
        EXPECT_TRUE(int(dims.size()) == h || int(dims.size()) == h + 2) << dims.size();
        if (int(dims.size()) == h) ++short_paths;
        uint32_t at = 0;
        for (size_t i = 0; i < dims.size(); ++i) {
          at ^= 1u << dims[i];
          if (i + 1 < dims.size()) {
            EXPECT_TRUE(inner.insert(at).second) << "node " << at << " twice";
          }
        }
        EXPECT_EQ(at, uint32_t(b));
      }
      EXPECT_EQ(short_paths, h);
      EXPECT_EQ(inner.count(0), 0u);
      EXPECT_EQ(inner.count(uint32_t(b)), 0u);
    }
  }
}

TEST(Cube003Plans, TransposesDeliverForEveryBlockOrderAndElementSize) {
  for (const std::string name : {"transpose_smg", "transpose_mtadea"}) {
    for (int n = 1; n <= 5; ++n) {
      for (uint32_t b = 1; b <= 3; ++b) {
        for (int s : {1, 3}) {
          SCOPED_TRACE(name + " n=" + std::to_string(n) + " b=" + std::to_string(b));
          EXPECT_EQ(run(name, params(n, b, s, n % 2 == 0)), "");
        }
      }
    }
  }
}

// What the layouts promise: ADEA, gather, scatter, broadcasts and paths send every message in
// one DMA piece, SMG in two (a block and the gathered area).
TEST(Cube003Plans, LayoutsKeepMessagesInOnePieceWhereTheyPromiseIt) {
  for (const std::string name :
       {"broadcast", "broadcast_pipelined", "path", "parallel_paths", "sba", "daisy_chain", "adea",
        "gather", "scatter", "transpose_smg"}) {
    const std::unique_ptr<Plan> plan = make_plan(name, params(5, 3));
    const Execution e = execute(*plan);
    ASSERT_EQ(e.error, "") << name;
    EXPECT_EQ(e.most_pieces, name == "transpose_smg" ? 2u : 1u) << name;
  }
}

// Messages in all, per the paper's description: n 2^n for ADEA and MTADEA (one per node and
// step), 2^n - 1 for the trees, (2^n - 1) 2^n for the daisy chain and SBA (unpipelined).
TEST(Cube003Plans, MessageCountsAreThePapers) {
  const int n = 4;
  const uint64_t k = 16;
  PlanParams p = params(n, 1);
  const auto messages = [&](const std::string& name, PlanParams q) {
    const std::unique_ptr<Plan> plan = make_plan(name, q);
    return execute(*plan).messages;
  };
  EXPECT_EQ(messages("adea", p), n * k);
  EXPECT_EQ(messages("adea", params(n, 1, 1, true)), n * k);
  EXPECT_EQ(messages("transpose_mtadea", p), n * k);
  EXPECT_EQ(messages("broadcast", p), k - 1);
  EXPECT_EQ(messages("gather", p), k - 1);
  EXPECT_EQ(messages("scatter", p), k - 1);
  EXPECT_EQ(messages("daisy_chain", p), (k - 1) * k);
  EXPECT_EQ(messages("sba", p), (k - 1) * k);
  EXPECT_EQ(messages("transpose_smg", p), (k - 1) * k);
  // TEA1: every edge in both directions in every step it has tokens for: all n steps.
  EXPECT_EQ(messages("tea1", p), n * k * n);
}

TEST(Cube003Plans, RefusesWhatItCannotRun) {
  PlanParams p = params(3, 4);
  p.destination = 0;
  EXPECT_THROW(make_plan("path", p), std::invalid_argument);
  p.destination = 8;
  EXPECT_THROW(make_plan("parallel_paths", p), std::invalid_argument);
  EXPECT_THROW(make_plan("tea2", params(0, 4)), std::invalid_argument);
  EXPECT_THROW(make_plan("tea2", params(10, 1u << 22)), std::invalid_argument);
  EXPECT_THROW(make_plan("nosuch", params(3, 4)), std::invalid_argument);
}

// The count is read from the data: a unit that arrives twice, one that never arrives, one the
// node held from the start, and words that start no unit are each reported.
TEST(Cube003Data, ChecksCountWhatArrivedNotWhatThePlanSays) {
  const std::unique_ptr<Plan> plan = make_plan("adea", params(2, 2));
  Execution e = execute(*plan);
  ASSERT_EQ(check_execution(*plan, e), "");
  std::vector<uint32_t> log = e.counted[0];
  log.push_back(log.front());
  EXPECT_NE(check_node(*plan, 0, e.memories[0], log).find("arrived 2 times"), std::string::npos);
  log = e.counted[0];
  log.pop_back();
  EXPECT_NE(check_node(*plan, 0, e.memories[0], log).find("never arrived"), std::string::npos);
  log = e.counted[0];
  log.push_back(0);  // node 0's own token
  EXPECT_NE(check_node(*plan, 0, e.memories[0], log).find("held it"), std::string::npos);
  std::vector<uint32_t> garbage(4, 12345);
  std::vector<uint32_t> counted;
  EXPECT_NE(count_deposit(*plan, garbage, 0, 4, counted), "");
  EXPECT_TRUE(counted.empty());
  // A deposit that cuts a unit short.
  EXPECT_NE(count_deposit(*plan, e.memories[0], 0, 1, counted).find("cut"), std::string::npos);
}

TEST(Cube003Data, UnitWordsNameTheirUnitAndNothingElseDoes) {
  for (uint32_t u : {0u, 1u, 77u, 1u << 20}) {
    EXPECT_EQ(unit_named_by(unit_word(u, 0), (1u << 20) + 1), u);
    EXPECT_EQ(unit_named_by(unit_word(u, 0), u), kNoUnit);
  }
  EXPECT_EQ(unit_named_by(0, 1u << 20), kNoUnit);  // memory never written
}

}  // namespace
}  // namespace ccsim::sw::cube003
