// BookSim2's router and sources through the ccsim command (configs/booksim-mesh-8x8.ini and the
// keys that follow BookSim2 beyond the router timing):
// - switch.body_cycles = 2: a 16-flit packet between neighbours takes BookSim2's 30 cycles;
// - switch.ejection_vcs: two packets of one source may reach a node at once on two VCs, every
//   one of them checked at its sink; a source with 64 packets undelivered (its sink slots) then
//   counts as capped;
// - collectives refuse the keys that only synthetic traffic has, naming each.
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

// Every packet goes to node 2 of a line of three, and the line's two VCs carry worms of node 0
// and node 1 side by side: on two ejection VCs two packets of one source are deposited at once,
// each in its own sink slot (one slot per source would mix their words), and every data word is
// checked. The saturated sources reach 64 packets undelivered (their sink slots) within the
// window; on one ejection VC they keep the 32768 of the queue.
TEST(BooksimRouter, PacketsOfOneSourceReachANodeOnTwoVcsAtOnceEachInItsOwnSlot) {
  TestDir dir;
  for (const std::string ejection : {"first", "class"}) {
    SCOPED_TRACE("ejection_vcs " + ejection);
    const CommandResult r =
        run_ccsim(booksim_run({"--topology.nx=3", "--topology.ny=1", "--traffic.pattern=hotspot",
                               "--traffic.hotspot_fraction=1", "--traffic.hotspot_node=2",
                               "--switch.num_vcs=2", "--switch.vc_class_size=2",
                               "--switch.ejection_vcs=" + ejection, "--traffic.injection_rate=0.5",
                               "--traffic.warmup_cycles=500", "--traffic.measure_cycles=3000",
                               "--stats", (dir.path() / "s.json").string()}),
                  dir);
    ASSERT_EQ(r.exit_code, 0) << describe(r);
    EXPECT_NE(r.out.find("every node correct"), std::string::npos) << r.out;
    const nlohmann::json j = nlohmann::json::parse(read_text(dir.path() / "s.json"));
    EXPECT_EQ(figure(j, "sources_capped") > 0, ejection == "class");
  }
}

TEST(BooksimRouter, CollectivesRefuseTheKeysOfSyntheticTrafficNamingEach) {
  TestDir dir;
  for (const std::string key : {"switch.ejection_vcs=all"}) {
    SCOPED_TRACE(key);
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "-q", "--" + key}, dir);
    EXPECT_EQ(r.exit_code, 2) << describe(r);
    EXPECT_EQ(r.err.rfind("ccsim: error: " + key.substr(0, key.find('=')) + ":", 0), 0u) << r.err;
  }
}

}  // namespace
}  // namespace ccsim::systest
