// Proves the inter-level multicast (switch.hpam_multicast) and the collectives that use it,
// through `ccsim run` on configs/hpam-4x4.ini (one processor above a 4x4 mesh, Q = 2) and on 2x2
// above 4x8 (configs/hpam-4x4-16x16.ini made small, 4 down links per level-1 processor):
// - hpam.broadcast.multicast and hpam.scatter.multicast check their data at every processor
//   with p2 x 1 sub-meshes of every height, and print eq. 6 or eq. 11 beside the cycles; the
//   source sends one message per row of roots below each level-1 processor;
// - without the addition the same algorithm is, cycle for cycle, the hybrid at p2 x 1 (eq. 5 or
//   10 beside it); with it the broadcast is faster at the paper's setting (S = 256, r2/2 x 1)
//   than both that and the paper's best hybrid (r2 x c2/2), and so is the scatter of small
//   pieces;
// - with several processors on level 1, every processor of the source's row multicasts in
//   hpam.scatter.partial_multicast (eq. 14), hpam.broadcast.overlapped_multicast (eq. 8) and
//   hpam.scatter.both_levels_multicast (Figure 10), each faster than without the addition; the
//   scatters without it are their hybrids at p2 x 1;
// - the copies leave the level-1 router on every down link; `ccsim plan` lists one message per
//   row of roots, with its roots;
// - the addition's key is refused before simulation by name for a run that does not drive it,
//   with route words kept, on another topology, and for a bad value (exit 2).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"
#include "common/ccsim/hpam_runs.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

const std::vector<std::string>& kOne = kHpamOne;
const std::vector<std::string>& kSmallMultiLevel = kHpamSmallMultiLevel;
const std::string kOn = "--switch.hpam_multicast=true";

constexpr auto run_hpam = run_hpam_collective;

TEST(HpamMulticast, BroadcastAndScatterCheckTheirDataOnEverySubMeshHeight) {
  TestDir dir;
  for (const std::string collective : {"broadcast", "scatter"}) {
    const std::string eq = collective == "broadcast" ? "eq6_cycles" : "eq11_cycles";
    for (const int p2 : {1, 2, 4}) {
      SCOPED_TRACE(collective + " " + std::to_string(p2) + "x1");
      const json s = run_hpam(
          "hpam." + collective + ".multicast", kOne, dir,
          {kOn, "--algorithm.message_bytes=64", "--algorithm.submesh_rows=" + std::to_string(p2)});
      EXPECT_EQ(s.value("data_ok", false), true);
      EXPECT_GT(figure(s, eq), 0);
      EXPECT_EQ(figure(s, "source_messages"), 4 / p2);  // one per row of roots
    }
    for (const std::string source : {"0", "3"}) {
      SCOPED_TRACE(collective + " on 2x2 above 4x8 from " + source);
      const json s = run_hpam("hpam." + collective + ".multicast", kSmallMultiLevel, dir,
                              {kOn, "--algorithm.message_bytes=16", "--algorithm.source=" + source,
                               "--algorithm.submesh_rows=2"});
      EXPECT_EQ(s.value("data_ok", false), true);
      EXPECT_EQ(figure(s, "source_messages"), 2 * 2);  // two rows of roots below two processors
    }
  }
}

TEST(HpamMulticast, WithoutTheAdditionItIsTheHybridAtP2x1AndWithItTheBroadcastIsFaster) {
  TestDir dir;
  const std::vector<std::string> paper = {"--algorithm.message_bytes=256",
                                          "--algorithm.submesh_rows=2"};
  std::vector<std::string> hybrid_2x1 = paper;
  hybrid_2x1.push_back("--algorithm.submesh_cols=1");
  for (const std::string collective : {"broadcast", "scatter"}) {
    SCOPED_TRACE(collective);
    const json without = run_hpam("hpam." + collective + ".multicast", kOne, dir, paper);
    const json hybrid = run_hpam("hpam." + collective + ".hybrid", kOne, dir, hybrid_2x1);
    EXPECT_EQ(without.value("data_ok", false), true);
    EXPECT_EQ(without.value("cycles", 0.0), hybrid.value("cycles", -1.0));
    EXPECT_EQ(figure(without, "source_messages"), 8);
    const std::string eq = collective == "broadcast" ? "eq5_cycles" : "eq10_cycles";
    EXPECT_EQ(figure(without, eq), figure(hybrid, eq));
  }
  std::vector<std::string> on = paper;
  on.push_back(kOn);
  const json multicast = run_hpam("hpam.broadcast.multicast", kOne, dir, on);
  const json without = run_hpam("hpam.broadcast.multicast", kOne, dir, paper);
  const json best_hybrid =
      run_hpam("hpam.broadcast.hybrid", kOne, dir, {"--algorithm.message_bytes=256"});
  EXPECT_EQ(multicast.value("data_ok", false), true);
  EXPECT_LT(multicast.value("cycles", 0.0), without.value("cycles", 0.0));
  EXPECT_LT(multicast.value("cycles", 0.0), best_hybrid.value("cycles", 0.0));
  // Small pieces: the scatter's one message per row beats four.
  const std::vector<std::string> small = {"--algorithm.message_bytes=4",
                                          "--algorithm.submesh_rows=2"};
  std::vector<std::string> small_on = small;
  small_on.push_back(kOn);
  EXPECT_LT(run_hpam("hpam.scatter.multicast", kOne, dir, small_on).value("cycles", 0.0),
            run_hpam("hpam.scatter.multicast", kOne, dir, small).value("cycles", 0.0));
}

// Several processors on level 1, each processor of the source's row multicasting to its rows of
// roots (r2/2 x 1 sub-meshes: two rows below each): eq. 14's partial scatter, eq. 8's broadcast
// to both levels and Figure 10's scatter to both levels (these two then go down each column of
// level 1). Without the addition each root has its own message, and a scatter is then its
// hybrid at p2 x 1, cycle for cycle.
TEST(HpamMulticast, EveryProcessorOfTheSourcesRowMulticastsToItsRowsOfRoots) {
  struct Case {
    std::string name;
    std::string equation;         // printed with the addition
    std::string hybrid;           // the same messages without it, if registered
    std::string hybrid_equation;  // printed by both without the addition
    double source_messages;       // with the addition: along the row, 2 multicasts (, column)
  };
  const std::vector<Case> cases = {
      {"hpam.scatter.partial_multicast", "eq14_cycles", "hpam.scatter.partial", "eq12_cycles",
       1 + 2},
      {"hpam.broadcast.overlapped_multicast", "eq8_cycles", "", "", 1 + 2 + 1},
      {"hpam.scatter.both_levels_multicast", "", "hpam.scatter.both_levels", "", 1 + 2 + 1},
  };
  TestDir dir;
  for (const Case& c : cases) {
    for (const std::string source : {"0", "3"}) {
      SCOPED_TRACE(c.name + " from " + source);
      const std::vector<std::string> keys = {"--algorithm.message_bytes=16",
                                             "--algorithm.source=" + source,
                                             "--algorithm.submesh_rows=2"};
      std::vector<std::string> on = keys;
      on.push_back(kOn);
      const json with = run_hpam(c.name, kSmallMultiLevel, dir, on);
      const json without = run_hpam(c.name, kSmallMultiLevel, dir, keys);
      EXPECT_EQ(with.value("data_ok", false), true);
      EXPECT_EQ(without.value("data_ok", false), true);
      if (!c.equation.empty()) {
        EXPECT_GT(figure(with, c.equation), 0);
      }
      EXPECT_LT(with.value("cycles", 0.0), without.value("cycles", 0.0));
      // Without the addition the source sends to each of its 4 x 2 roots.
      EXPECT_EQ(figure(with, "source_messages"), c.source_messages);
      EXPECT_EQ(figure(without, "source_messages"), c.source_messages - 2 + 8);
      if (c.hybrid.empty()) continue;
      std::vector<std::string> p2x1 = keys;
      p2x1.push_back("--algorithm.submesh_cols=1");
      const json hybrid = run_hpam(c.hybrid, kSmallMultiLevel, dir, p2x1);
      EXPECT_EQ(without.value("cycles", 0.0), hybrid.value("cycles", -1.0));
      if (!c.hybrid_equation.empty()) {
        EXPECT_EQ(figure(without, c.hybrid_equation), figure(hybrid, c.hybrid_equation));
      }
    }
  }
}

// Words on the link named `name` in the statistics.
double link_words(const json& stats, const std::string& name) {
  for (const json& l : stats.value("links", json::array())) {
    if (l.value("name", "") == name) return l.value("words", 0.0);
  }
  ADD_FAILURE() << "no link " << name;
  return -1;
}

TEST(HpamMulticast, CopiesLeaveTheLevel1RouterOnEveryDownLink) {
  TestDir dir;
  const json s = run_hpam("hpam.broadcast.multicast", kOne, dir,
                          {kOn, "--algorithm.message_bytes=64", "--algorithm.submesh_rows=4"});
  // One copy on each: the ejection's route word, two info words, 16 data words, the trailer.
  for (int c = 0; c < 4; ++c) {
    const std::string down =
        "l1_r0_c0.dn" + std::to_string(c) + "->l2_r0_c" + std::to_string(c) + ".up";
    EXPECT_EQ(link_words(s, down), 1 + 2 + 16 + 1) << down;
  }
}

TEST(HpamMulticast, PlanListsOneMessagePerRowOfRootsWithItsRoots) {
  TestDir dir;
  const std::string path = dir.file("plan.json");
  const CommandResult r =
      run_ccsim({"plan", "hpam.scatter.multicast", "--config", "configs/hpam-4x4.ini",
                 "--algorithm.message_bytes=8", "--algorithm.submesh_rows=2", "--json", path},
                dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json plan = json::parse(read_text(path));
  std::vector<json> from_source;
  for (const json& m : plan["messages"]) {
    if (m.value("from", "") == "l1_r0_c0") from_source.push_back(m);
  }
  ASSERT_EQ(from_source.size(), 2u);
  EXPECT_EQ(from_source[1]["to"], json::array({"l2_r2_c0", "l2_r2_c1", "l2_r2_c2", "l2_r2_c3"}));
  EXPECT_EQ(from_source[1].value("bytes", 0), 2 * 4 * 8);  // the pieces of the row's roots
  EXPECT_EQ(plan["messages"].size(), 2u + 8u);  // and each of 8 roots to the one below it
}

TEST(HpamMulticast, ItsKeyIsRefusedBeforeSimulationWhereItCannotApply) {
  TestDir dir;
  const std::vector<std::vector<std::string>> cases = {
      {"--config", "configs/hpam-4x4.ini", kOn},  // hpam.broadcast.hybrid does not drive it
      {"--config", "configs/hpam-4x4.ini", kOn, "--algorithm.name=hpam.broadcast.multicast",
       "--switch.route_words=kept"},
      {"--config", "configs/hpam-4x4.ini", "--switch.hpam_multicast=yes please",
       "--algorithm.name=hpam.broadcast.multicast"},
      {"--config", "configs/iwarp-8x8.ini", kOn},
  };
  for (const std::vector<std::string>& args : cases) {
    SCOPED_TRACE(args.back());
    std::vector<std::string> run = {"run", "-q"};
    run.insert(run.end(), args.begin(), args.end());
    expect_refused_by_key(run_ccsim(run, dir), "switch.hpam_multicast");
  }
}

}  // namespace
}  // namespace ccsim::systest
