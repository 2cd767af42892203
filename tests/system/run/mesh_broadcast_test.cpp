// Proves that the broadcast pattern's all-to-all broadcast (a2a.broadcast.pattern), and the
// row-then-column paths it is compared with (a2a.broadcast.rows_columns), run through
// `ccsim run` on all-port n x n meshes and tori, odd and even n, with every message checked at
// every node, and that the busiest channel carries what 002's Corollaries (as the errata
// corrects them) say: (n^2 - 1) / 4 on odd tori, n^2 / 4 on tori with n a multiple of 4,
// (n^2 - 1) / 2 and n^2 / 2 on odd and even meshes. Also that it refuses other grids.
// With the switches relaying (switch.bcast_pattern = true) the same broadcast delivers every
// message, with the same channel loads, in fewer cycles than the software relay (at 10 cycles
// of start-up per message), above Theorem 1's bound; bad combinations are refused by their key.
// With buffers at the switches' outputs (switch.bcast_output_words = two worms) the switch
// relay delivers every message on meshes and tori, odd and even n, in fewer cycles than
// without them; its bad settings are refused by key. Without buffers (the default, or 0
// written out) the switch relay runs as it did before buffers existed, cycle for cycle.
// With both options of the buffers (switch.bcast_whole_worms = true,
// switch.bcast_buffer_writes = any) the buffered relay delivers every message on meshes and
// tori, odd and even n; either option without buffers is refused by its key. Started lowest
// VC first (switch.bcast_link_priority = lowest_vc) and with memory ports to spare, it is the
// same few cycles above Theorem 4 on tori of either parity and at either message length.
// Every run also has each node count the broadcasts it received (every other node's once):
// a run that fails that check exits non-zero.
// Calvin, Perennes and Trystram's recursive broadcast (a2a.broadcast.cpt) delivers every
// message on the same grids.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

json run_pattern(const std::string& kind, int n, const TestDir& dir,
                 const std::string& algorithm = "a2a.broadcast.pattern",
                 const std::vector<std::string>& extra = {}) {
  const std::string size = std::to_string(n);
  std::vector<std::string> args = {"run",
                                   "--config",
                                   "configs/iwarp-8x8.ini",
                                   "--algorithm.name=" + algorithm,
                                   "--topology.kind=" + kind,
                                   "--topology.nx=" + size,
                                   "--topology.ny=" + size,
                                   "--node.all_port=true",
                                   "--node.dma_engines=4",
                                   "--switch.sync=false",
                                   "--algorithm.message_words=6",
                                   "--node.msg_overhead_cycles=10",
                                   "--switch.queue_depth=20",
                                   "--switch.num_vcs=6"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_for_stats(args, dir);
}

TEST(MeshBroadcast, PatternDeliversEveryMessageOnMeshesAndToriWithCorollaryChannelLoads) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {3, 4, 5, 6, 8}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json s = run_pattern(kind, n, dir);
      EXPECT_EQ(s.value("data_ok", false), true);
      const double most = figure(s, "channel_messages_max");
      if (kind == "mesh2d") {
        EXPECT_EQ(most, n % 2 ? (n * n - 1) / 2 : n * n / 2);
      } else if (n % 2 == 1) {
        EXPECT_EQ(most, (n * n - 1) / 4);
        EXPECT_EQ(figure(s, "channel_messages_min"), most);
      } else if (n % 4 == 0) {
        EXPECT_EQ(most, n * n / 4);
      } else {
        EXPECT_GE(most, n * n / 4);
      }
      EXPECT_GE(s.value("cycles", 0.0), figure(s, "theorem1_lower_bound_cycles"));
      // On a torus each node relays n^2 - 1 messages, paying 10 cycles of start-up for each.
      if (kind == "torus2d") {
        EXPECT_GE(s.value("cycles", 0), (n * n - 1) * 10);
      }
    }
  }
}

TEST(MeshBroadcast, RowThenColumnPathsDeliverEveryMessageAndLoadColumnsTwiceAsHeavily) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {3, 4, 7}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json s = run_pattern(kind, n, dir, "a2a.broadcast.rows_columns");
      EXPECT_EQ(s.value("data_ok", false), true);
      if (kind == "torus2d") {
        EXPECT_EQ(figure(s, "channel_messages_max"), n * (n / 2));
        EXPECT_GT(figure(s, "saad_schultz_cycles"), 0);
      }
    }
  }
}

TEST(MeshBroadcast, SwitchRelayDeliversEveryMessageFasterThanTheSoftwareRelay) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {4, 5, 6, 7, 8}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json hw =
          run_pattern(kind, n, dir, "a2a.broadcast.pattern", {"--switch.bcast_pattern=true"});
      EXPECT_EQ(hw.value("data_ok", false), true);
      const json sw = run_pattern(kind, n, dir);
      EXPECT_EQ(figure(hw, "channel_messages_max"), figure(sw, "channel_messages_max"));
      EXPECT_LT(hw.value("cycles", 0.0), sw.value("cycles", 0.0));
      EXPECT_GE(hw.value("cycles", 0.0), figure(hw, "theorem1_lower_bound_cycles"));
      if (kind == "torus2d" && n % 4 != 2) {
        EXPECT_GT(figure(hw, "theorem4_upper_bound_cycles"), 0);
      }
    }
  }
}

TEST(MeshBroadcast, BufferedSwitchRelayDeliversEveryMessageFasterThanTheUnbufferedOne) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {4, 5, 6, 7}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json buffered =
          run_pattern(kind, n, dir, "a2a.broadcast.pattern",
                      {"--switch.bcast_pattern=true", "--switch.bcast_output_words=20"});
      EXPECT_EQ(buffered.value("data_ok", false), true);
      const json unbuffered =
          run_pattern(kind, n, dir, "a2a.broadcast.pattern", {"--switch.bcast_pattern=true"});
      EXPECT_EQ(figure(buffered, "channel_messages_max"),
                figure(unbuffered, "channel_messages_max"));
      EXPECT_LT(buffered.value("cycles", 0.0), unbuffered.value("cycles", 0.0));
      EXPECT_GE(buffered.value("cycles", 0.0), figure(buffered, "theorem1_lower_bound_cycles"));
    }
  }
  const json rows = run_pattern("torus2d", 5, dir, "a2a.broadcast.rows_columns",
                                {"--switch.bcast_pattern=true", "--switch.bcast_output_words=20"});
  EXPECT_EQ(rows.value("data_ok", false), true);
}

TEST(MeshBroadcast, BufferedSwitchRelayWithWholeWormsAndAnyWritesDeliversEveryMessage) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {4, 5}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json s =
          run_pattern(kind, n, dir, "a2a.broadcast.pattern",
                      {"--switch.bcast_pattern=true", "--switch.bcast_output_words=20",
                       "--switch.bcast_whole_worms=true", "--switch.bcast_buffer_writes=any"});
      EXPECT_EQ(s.value("data_ok", false), true);
      EXPECT_GE(s.value("cycles", 0.0), figure(s, "theorem1_lower_bound_cycles"));
    }
  }
}

// Theorem 4 pipelines whole messages on every channel and counts neither the node's fixed
// start and finish nor its memory. With whole worms started lowest VC first, and memory ports
// enough that deposits never trail the links, the relay is the same few cycles above the
// bound on every torus and message length.
TEST(MeshBroadcast, LowestVcFirstIsAFixedDistanceAboveTheorem4OnTori) {
  TestDir dir;
  std::vector<double> above;
  for (int n : {5, 8}) {
    for (int words : {4, 16}) {
      SCOPED_TRACE("torus " + std::to_string(n) + ", L = " + std::to_string(words));
      const json s =
          run_pattern("torus2d", n, dir, "a2a.broadcast.pattern",
                      {"--algorithm.message_words=" + std::to_string(words),
                       "--switch.queue_depth=40", "--switch.bcast_pattern=true",
                       "--switch.bcast_output_words=" + std::to_string(n * (words + 4)),
                       "--switch.bcast_whole_worms=true", "--switch.bcast_buffer_writes=any",
                       "--switch.bcast_link_priority=lowest_vc", "--memory.ports=4"});
      EXPECT_EQ(s.value("data_ok", false), true);
      above.push_back(s.value("cycles", 0.0) - figure(s, "theorem4_upper_bound_cycles"));
    }
  }
  ASSERT_EQ(above.size(), 4u);
  EXPECT_GE(above[0], 0);
  EXPECT_LE(above[0], 10);
  for (double a : above) EXPECT_EQ(a, above[0]);
}

// Measured before the buffers existed (the same runs, with 10 cycles of start-up per message).
TEST(MeshBroadcast, SwitchRelayWithoutBuffersIsUnchanged) {
  TestDir dir;
  const std::vector<std::pair<std::string, double>> pinned = {{"torus2d", 205}, {"mesh2d", 297}};
  for (const auto& [kind, cycles] : pinned) {
    SCOPED_TRACE(kind);
    const json plain =
        run_pattern(kind, 5, dir, "a2a.broadcast.pattern", {"--switch.bcast_pattern=true"});
    EXPECT_EQ(plain.value("cycles", 0.0), cycles);
    const json zero = run_pattern(kind, 5, dir, "a2a.broadcast.pattern",
                                  {"--switch.bcast_pattern=true", "--switch.bcast_output_words=0"});
    EXPECT_EQ(zero.value("cycles", 0.0), cycles);
    EXPECT_EQ(figure(zero, "head_blocked_cycles"), figure(plain, "head_blocked_cycles"));
    EXPECT_EQ(zero.value("words_moved", -1.0), plain.value("words_moved", -2.0));
    EXPECT_EQ(zero.value("link_utilization_mean", -1.0),
              plain.value("link_utilization_mean", -2.0));
  }
}

TEST(MeshBroadcast, RecursiveBroadcastDeliversEveryMessage) {
  TestDir dir;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n : {4, 5, 6, 7}) {
      SCOPED_TRACE(kind + " " + std::to_string(n));
      const json s = run_pattern(kind, n, dir, "a2a.broadcast.cpt");
      EXPECT_EQ(s.value("data_ok", false), true);
      EXPECT_GE(s.value("cycles", 0.0), figure(s, "theorem1_lower_bound_cycles"));
      if (kind == "torus2d") {
        EXPECT_GT(figure(s, "cpt_formula_cycles"), 0);
      }
    }
  }
}

TEST(MeshBroadcast, SwitchRelayRefusesBadCombinationsByKey) {
  TestDir dir;
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      // The worm (L + 4 words) must fit a queue.
      {"switch.queue_depth",
       {"--config", "configs/iwarp-8x8.ini", "--algorithm.message_words=16",
        "--switch.queue_depth=8", "--switch.num_vcs=6"}},
      // Six VCs order a torus's channels (two quadrant classes, three wrap counts).
      {"switch.num_vcs", {"--config", "configs/iwarp-8x8.ini", "--algorithm.message_words=4"}},
      // The broadcast pattern runs on 2D grids only: on a hypercube the algorithm refuses the
      // topology before the switch relay is considered.
      {"topology.kind", {"--config", "configs/cm200-d4.ini"}},
      {"switch.bcast_pattern",
       {"--config", "configs/iwarp-8x8.ini", "--switch.vc_class_size=3", "--switch.sync=false"}},
      // A buffer admits whole worms only: it must hold the longest (L + 4 words).
      {"switch.bcast_output_words",
       {"--config", "configs/iwarp-8x8.ini", "--algorithm.message_words=16",
        "--switch.queue_depth=40", "--switch.num_vcs=6", "--switch.bcast_output_words=19"}},
  };
  for (const auto& [key, settings] : cases) {
    std::vector<std::string> args = {"run"};
    args.insert(args.end(), settings.begin(), settings.end());
    args.push_back("--algorithm.name=a2a.broadcast.pattern");
    args.push_back("--switch.bcast_pattern=true");
    const CommandResult r = run_ccsim(args, dir);
    expect_refused_by_key(r, key);
  }
}

TEST(MeshBroadcast, BuffersWithoutTheSwitchRelayAreRefusedByKey) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"run", "--config", "configs/iwarp-8x8.ini",
                 "--algorithm.name=a2a.broadcast.pattern", "--switch.bcast_output_words=40"},
                dir);
  expect_refused_by_key(r, "switch.bcast_output_words");
}

TEST(MeshBroadcast, BufferOptionsWithoutBuffersAreRefusedByKey) {
  TestDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"switch.bcast_whole_worms", "--switch.bcast_whole_worms=true"},
      {"switch.bcast_buffer_writes", "--switch.bcast_buffer_writes=any"},
      {"switch.bcast_link_priority", "--switch.bcast_link_priority=lowest_vc"}};
  for (const auto& [key, setting] : cases) {
    const CommandResult r = run_ccsim(
        {"run", "--config", "configs/iwarp-8x8.ini", "--algorithm.name=a2a.broadcast.pattern",
         "--switch.bcast_pattern=true", "--switch.sync=false", "--switch.num_vcs=6",
         "--algorithm.message_words=4", setting},
        dir);
    expect_refused_by_key(r, key);
  }
}

TEST(MeshBroadcast, PatternRefusesNonSquareGridsAndOtherTopologies) {
  TestDir dir;
  CommandResult r = run_ccsim({"run", "--config", "configs/iwarp-8x8.ini",
                               "--algorithm.name=a2a.broadcast.pattern", "--topology.ny=4"},
                              dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("topology.ny"), std::string::npos) << r.err;
  r = run_ccsim(
      {"run", "--config", "configs/cm200-d4.ini", "--algorithm.name=a2a.broadcast.pattern"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("topology.kind"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace ccsim::systest
