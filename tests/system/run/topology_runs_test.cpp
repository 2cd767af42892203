// Proves that every registered topology (as `ccsim list` names them) is a complete machine:
// message-passing AAPC and uniform synthetic traffic run on it at its default size through
// the routing policy, and every node's data checks correct. A new topology plug-in is covered
// without editing this file.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

using json = nlohmann::json;

// The names listed under "topologies" by `ccsim list`.
std::vector<std::string> topology_names(const TestDir& dir) {
  const CommandResult r = run_ccsim({"list"}, dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  std::vector<std::string> names;
  std::istringstream in(r.out);
  bool in_topologies = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  ", 0) != 0) {
      in_topologies = line.rfind("topologies", 0) == 0;
      continue;
    }
    if (in_topologies) names.push_back(line.substr(2, line.find(' ', 2) - 2));
  }
  return names;
}

TEST(EveryTopology, RunsMessagePassingAapcAndUniformTrafficWithDataChecked) {
  TestDir dir;
  const std::vector<std::string> names = topology_names(dir);
  ASSERT_FALSE(names.empty());
  for (const std::string& kind : names) {
    SCOPED_TRACE(kind);
    const json aapc = run_for_stats({"run", "--topology.kind=" + kind, "--switch.num_vcs=2",
                                     "--algorithm.name=aapc.msgpass", "--algorithm.block_bytes=64"},
                                    dir);
    EXPECT_EQ(aapc.value("data_checked", false), true);
    EXPECT_EQ(aapc.value("data_ok", false), true);
    EXPECT_GT(aapc.value("cycles", 0), 0);

    const json traffic = run_for_stats(
        {"run", "--topology.kind=" + kind, "--switch.num_vcs=2", "--experiment.name=traffic",
         "--traffic.pattern=uniform", "--traffic.injection_rate=0.02", "--traffic.packet_words=16",
         "--traffic.warmup_cycles=500", "--traffic.measure_cycles=3000"},
        dir);
    EXPECT_EQ(traffic.value("data_ok", false), true);
    const json figures = traffic.value("figures", json::object());
    EXPECT_GT(figures.value("packets_measured", json::object()).value("value", 0.0), 0.0);
    // Far below saturation, what is offered is delivered.
    EXPECT_NEAR(figures.value("delivered_words_per_node_cycle", json::object()).value("value", 0.0),
                figures.value("offered_words_per_node_cycle", json::object()).value("value", 1.0),
                0.005);
  }
}

}  // namespace
}  // namespace ccsim::systest
