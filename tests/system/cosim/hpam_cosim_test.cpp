// Co-simulation of the RTL switch on the HPAM: the hpam collectives (hybrid broadcast, scatter
// and gather; the multicast broadcast and scatter with switch.hpam_multicast on) give the same
// statistics (every field but simulator speed: cycles, per-link words, blocked heads, per-level
// times) and correct data with switch.impl = rtl (a Verilated cc_switch of the HPAM
// configuration, 10 ports, 1 VC, depth 4, the multicast and combining built in, in every node) as
// with the model switch, on one processor above a 4x4 mesh (configs/hpam-4x4.ini, 17 switches) and
// on a 2x2 mesh above a 4x8 one (configs/hpam-4x4-16x16.ini shrunk: f = 8 / 2 = 4 links down, so 10
// ports as well, and four level-1 routers replicating, two of them side by side in the bottom
// row); so does the combining gather with switch.hpam_combining on. A multicast run's traces
// are the same file. The Verilated switch refuses, by key, what neither of its configurations
// is: another port count, another queue depth or VC count on the HPAM, the multicast on the
// iWarp machine.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

using nlohmann::json;

struct Machine {
  std::string name;
  std::vector<std::string> args;
};

const Machine kHpam4x4{"Hpam4x4", {"--config", "configs/hpam-4x4.ini"}};
const Machine kHpam2x2Over4x8{
    "Hpam2x2Over4x8",
    {"--config", "configs/hpam-4x4-16x16.ini", "--topology.level1_rows=2",
     "--topology.level1_cols=2", "--topology.level2_rows=4", "--topology.level2_cols=8"}};

struct Case {
  const Machine* machine;
  std::string algorithm;
  bool multicast = false;  // switch.hpam_multicast
  bool combining = false;  // switch.hpam_combining
};

std::string case_name(const Case& c) {
  std::string name = c.machine->name + "_" + c.algorithm;
  for (char& ch : name) {
    if (ch == '.') ch = '_';
  }
  return name + (c.multicast || c.combining ? "_WithTheAddition" : "");
}
void PrintTo(const Case& c, std::ostream* os) { *os << case_name(c); }

std::vector<std::string> case_args(const Case& c) {
  std::vector<std::string> args = {"run"};
  args.insert(args.end(), c.machine->args.begin(), c.machine->args.end());
  args.insert(args.end(), {"--quiet", "--algorithm.name=" + c.algorithm});
  if (c.multicast) args.push_back("--switch.hpam_multicast=true");
  if (c.combining) args.push_back("--switch.hpam_combining=true");
  return args;
}

json run_impl(const Case& c, const std::string& impl, const TestDir& dir) {
  const std::string stats = dir.file(impl + ".json");
  std::vector<std::string> args = case_args(c);
  args.insert(args.end(), {"--switch.impl=" + impl, "--stats", stats});
  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  json j = json::parse(read_text(stats));
  // Simulator speed differs, and the configuration names the implementation and the file.
  j.erase("host");
  j.erase("config");
  return j;
}

class HpamCosim : public ::testing::TestWithParam<Case> {};

TEST_P(HpamCosim, RtlSwitchesGiveTheModelsCyclesStatisticsAndData) {
  TestDir dir;
  const json model = run_impl(GetParam(), "model", dir);
  const json rtl = run_impl(GetParam(), "rtl", dir);
  EXPECT_TRUE(model.at("data_ok").get<bool>());
  EXPECT_TRUE(rtl.at("data_ok").get<bool>());
  EXPECT_EQ(model.at("cycles"), rtl.at("cycles"));
  EXPECT_EQ(model, rtl) << "differences: " << json::diff(model, rtl).dump();
  ::testing::Test::RecordProperty("cycles", std::to_string(model.at("cycles").get<uint64_t>()));
}

std::vector<Case> cases() {
  std::vector<Case> all;
  for (const Machine* m : {&kHpam4x4, &kHpam2x2Over4x8}) {
    for (const char* a : {"hpam.broadcast.hybrid", "hpam.scatter.hybrid", "hpam.gather.hybrid"}) {
      all.push_back({m, a, false});
    }
    for (const char* a : {"hpam.broadcast.multicast", "hpam.scatter.multicast"}) {
      all.push_back({m, a, true});
    }
    all.push_back({m, "hpam.gather.combining", false, true});
  }
  // Several processors on level 1: the overlapped broadcast's level-1 tree crosses level 1.
  all.push_back({&kHpam2x2Over4x8, "hpam.broadcast.overlapped", false});
  return all;
}

INSTANTIATE_TEST_SUITE_P(Collectives, HpamCosim, ::testing::ValuesIn(cases()),
                         [](const auto& info) { return case_name(info.param); });

// The signals of every switch (queue counts, bindings, the multicast's copies on the links) in
// the first cycles of a multicast scatter.
TEST(HpamTraceCosim, ModelAndRtlTracesOfAMulticastRunAreTheSameFile) {
  TestDir dir;
  const Case c{&kHpam4x4, "hpam.scatter.multicast", true};
  std::string traces[2];
  const std::string impls[2] = {"model", "rtl"};
  for (int i = 0; i < 2; ++i) {
    const std::string vcd = dir.file(impls[i] + ".vcd");
    std::vector<std::string> args = case_args(c);
    args.insert(args.end(), {"--switch.impl=" + impls[i], "--trace", vcd, "--trace-window",
                             "0:6000", "--sim.max_cycles=6000"});
    const CommandResult r = run_ccsim(args, dir);
    EXPECT_EQ(r.exit_code, 1) << "stopped at sim.max_cycles: " << describe(r);
    traces[i] = read_text(vcd);
  }
  ASSERT_GT(traces[0].size(), 1000u);
  EXPECT_TRUE(traces[0] == traces[1]) << "model and RTL traces differ";
}

CommandResult run_rtl(const Machine& m, const std::vector<std::string>& extra, const TestDir& dir) {
  std::vector<std::string> args = {"run"};
  args.insert(args.end(), m.args.begin(), m.args.end());
  args.push_back("--switch.impl=rtl");
  args.insert(args.end(), extra.begin(), extra.end());
  return run_ccsim(args, dir);
}

// A value the iWarp configuration has but the HPAM's has not is refused by its key, naming the
// configuration the machine would need.
TEST(RtlHpamImpl, RefusesAParameterTheHpamConfigurationLacks) {
  TestDir dir;
  for (const char* key : {"switch.queue_depth", "switch.num_vcs"}) {
    const std::string value = std::string(key) == "switch.queue_depth" ? "8" : "3";
    const CommandResult r = run_rtl(kHpam4x4, {"--" + std::string(key) + "=" + value}, dir);
    expect_refused_by_key(r, key);
    EXPECT_NE(r.err.find("HPAM (10 ports"), std::string::npos) << r.err;
  }
}

// One processor above a 4x8 mesh has 8 links down: 14 ports, neither configuration's.
TEST(RtlHpamImpl, RefusesAnHpamWhoseSwitchesHaveOtherPorts) {
  TestDir dir;
  const CommandResult r = run_rtl(kHpam4x4, {"--topology.level2_cols=8"}, dir);
  expect_refused_by_key(r, "topology.kind");
  EXPECT_NE(r.err.find("have 14 ports"), std::string::npos) << r.err;
}

// The iWarp configuration was built without the multicast.
TEST(RtlHpamImpl, RefusesTheMulticastOnTheIwarpConfiguration) {
  TestDir dir;
  const Machine iwarp{"Iwarp", {"--config", "configs/iwarp-8x8.ini"}};
  const CommandResult r = run_rtl(iwarp, {"--switch.hpam_multicast=true"}, dir);
  expect_refused_by_key(r, "switch.hpam_multicast");
}

}  // namespace
}  // namespace ccsim::systest
