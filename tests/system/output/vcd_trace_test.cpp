// Proves a run's VCD trace holds the named signals and changes only inside the trace window,
// and that an all-port node's trace names each of its local channels.
//
// Black box: only exit codes, the --stats JSON fields of report.h, the files written and the
// one-line error format are checked, never the human report text. Runs use 1 KB blocks (256 B
// where only repeatability matters) so that each test takes about a second.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/run_report.h"

namespace ccsim::systest {
namespace {

using namespace run_report;

std::string trim(const std::string& s) {
  const size_t begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  const size_t end = s.find_last_not_of(" \t\r");
  return s.substr(begin, end - begin + 1);
}

// ---------------------------------------------------------------------------------------------
// VCD trace.

struct Vcd {
  std::map<std::string, std::string> id_of;  // "ccsim.n0_0.switch.sync_and" -> id
  std::set<std::string> scopes;              // "ccsim", "ccsim.n0_0", ...
  bool header_complete = false;
  // Value changes: (cycle, id), in file order.
  std::vector<std::pair<uint64_t, std::string>> changes;
  std::vector<uint64_t> timestamps;
};

Vcd parse_vcd(const std::string& text) {
  Vcd vcd;
  std::istringstream in(text);
  std::vector<std::string> scope;
  auto dotted = [&scope](const std::string& leaf) {
    std::string name;
    for (const std::string& s : scope) name += s + ".";
    return name + leaf;
  };
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "$scope") {
      std::string kind, name;
      words >> kind >> name;
      scope.push_back(name);
      std::string path;
      for (const std::string& s : scope) path += (path.empty() ? "" : ".") + s;
      vcd.scopes.insert(path);
    } else if (first == "$upscope") {
      if (!scope.empty()) scope.pop_back();
    } else if (first == "$var") {
      std::string type, width, id, name;
      words >> type >> width >> id >> name;
      vcd.id_of[dotted(name)] = id;
    } else if (first == "$enddefinitions") {
      vcd.header_complete = true;
      break;
    }
  }
  uint64_t now = 0;
  while (std::getline(in, line)) {
    line = trim(line);
    if (line.empty()) continue;
    if (line[0] == '#') {
      now = std::stoull(line.substr(1));
      vcd.timestamps.push_back(now);
    } else if (line[0] == 'b') {
      vcd.changes.emplace_back(now, trim(line.substr(line.find(' ') + 1)));
    } else if (line[0] == '0' || line[0] == '1') {
      vcd.changes.emplace_back(now, line.substr(1));
    }
  }
  return vcd;
}

TEST(Trace, VcdHoldsNamedSignalsAndChangesOnlyInsideTheWindow) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const std::string vcd_path = dir.file("run.vcd");
  constexpr uint64_t kFirst = 200;
  constexpr uint64_t kLast = 600;
  const json stats = run_for_stats(
      iwarp_run(stats_path, {"--algorithm.name=aapc.phased", "--trace", vcd_path, "--trace-window",
                             std::to_string(kFirst) + ":" + std::to_string(kLast)}),
      stats_path, dir);
  expect_delivered(stats);
  ASSERT_GT(stats["cycles"].get<uint64_t>(), kLast) << "the run must outlast the window";

  const Vcd vcd = parse_vcd(read_text(vcd_path));
  ASSERT_TRUE(vcd.header_complete) << "no $enddefinitions in " << vcd_path;
  for (const char* scope : {"ccsim", "ccsim.n0_0", "ccsim.n0_0.switch", "ccsim.n0_0.ni"}) {
    EXPECT_EQ(vcd.scopes.count(scope), 1u) << "missing scope " << scope;
  }
  // Switch state, the sync gate, the wires leaving the node and the NI, of node (0, 0) and
  // of the last node, on the AAPC pool VC (2 in this configuration).
  for (const std::string node : {"ccsim.n0_0.", "ccsim.n7_7."}) {
    for (const char* signal :
         {"switch.in_xp_vc2.count", "switch.in_xp_vc0.count", "switch.sync_sticky_bits",
          "switch.sync_and", "switch.queues_complete", "out_xp.valid", "out_xp.data",
          "ni.dma_words_outstanding"}) {
      EXPECT_EQ(vcd.id_of.count(node + signal), 1u) << "missing signal " << node + signal;
    }
  }

  ASSERT_FALSE(vcd.changes.empty()) << "no value changes in " << vcd_path;
  const uint64_t first_dump = vcd.changes.front().first;
  EXPECT_GE(first_dump, kFirst);
  size_t changes_after_first_dump = 0;
  for (const auto& [cycle, id] : vcd.changes) {
    EXPECT_GE(cycle, kFirst) << "value change of " << id << " before the window";
    EXPECT_LE(cycle, kLast) << "value change of " << id << " after the window";
    if (cycle > first_dump) ++changes_after_first_dump;
  }
  EXPECT_GT(changes_after_first_dump, 0u) << "nothing moved inside the window";
  // A link wire of node (0, 0) carried a word inside the window.
  const std::string valid_id = vcd.id_of.count("ccsim.n0_0.out_xp.valid")
                                   ? vcd.id_of.at("ccsim.n0_0.out_xp.valid")
                                   : std::string();
  EXPECT_TRUE(std::any_of(vcd.changes.begin(), vcd.changes.end(),
                          [&](const auto& c) { return c.second == valid_id; }));
}

// An all-port node (node.all_port) runs message-passing AAPC on the iWarp torus, with a DMA
// engine per channel (the engines are one pool: two would let a worm holding its path wait for
// an engine held by a worm blocked behind it), and its trace names each local channel of the
// switch after its network port.
TEST(Trace, AnAllPortNodeNamesEachLocalChannel) {
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  const std::string vcd_path = dir.file("run.vcd");
  const json stats = run_for_stats(
      iwarp_run(stats_path, {"--algorithm.name=aapc.msgpass", "--algorithm.block_bytes=64",
                             "--node.all_port=true", "--node.dma_engines=4", "--trace", vcd_path,
                             "--trace-window", "0:400"}),
      stats_path, dir);
  expect_delivered(stats);
  const Vcd vcd = parse_vcd(read_text(vcd_path));
  ASSERT_TRUE(vcd.header_complete) << "no $enddefinitions in " << vcd_path;
  for (const char* port : {"xp", "xm", "yp", "ym"}) {
    for (const char* signal : {"count", "bound", "out_port"}) {
      const std::string name = std::string("ccsim.n0_0.switch.in_local_") + port + "_vc0." + signal;
      EXPECT_EQ(vcd.id_of.count(name), 1u) << "missing signal " << name;
    }
  }
  EXPECT_EQ(vcd.id_of.count("ccsim.n0_0.switch.in_local_vc0.count"), 0u)
      << "an all-port switch has no port named local";
}

}  // namespace
}  // namespace ccsim::systest
