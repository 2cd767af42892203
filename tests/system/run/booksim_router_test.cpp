// BookSim2's router through the ccsim command (configs/booksim-mesh-8x8.ini):
// - switch.body_cycles = 2: a 16-flit packet between neighbours takes BookSim2's 30 cycles.
//
// Black box; small machines and short windows (well under a second each).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

constexpr char kBooksim[] = "configs/booksim-mesh-8x8.ini";

std::vector<std::string> booksim_run(std::vector<std::string> more) {
  std::vector<std::string> args = {"run", "--config", kBooksim};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

// Two nodes sending to each other: no packet ever waits for another's.
const std::vector<std::string> kNeighbours = {"--topology.nx=2", "--topology.ny=1",
                                              "--traffic.pattern=neighbor"};

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// BookSim2's timeline for one 16-flit packet across 2 routers (docs/booksim2-router.md, zero-load
// latency per number of routers): 30 cycles; a body flit that waited a cycle more in each router
// (switch.body_cycles = 3) would make it 33.
TEST(BooksimRouter, SixteenFlitPacketBetweenNeighboursTakesBookSim2sThirtyCycles) {
  TestDir dir;
  const nlohmann::json j = run_for_stats(
      booksim_run(
          with(kNeighbours, {"--traffic.packet_words=16", "--traffic.injection_rate=0.002",
                             "--traffic.warmup_cycles=0", "--traffic.measure_cycles=100000"})),
      dir);
  EXPECT_NEAR(figure(j, "avg_latency_cycles"), 30.0, 0.3);
}

}  // namespace
}  // namespace ccsim::systest
