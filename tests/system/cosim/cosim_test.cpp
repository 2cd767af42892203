// Co-simulation of the RTL switch inside the SystemC network: on the iWarp 8x8 torus, every
// sync mode of phased AAPC and message-passing AAPC give the same cycle counts, the same
// statistics (every field but simulator speed, per-link words and per-phase times included)
// and correct data with switch.impl = rtl (64 Verilated cc_switch) as with the model switch,
// blocked heads included, and the two traces of a run are the same file. Phased AAPC runs both
// schedules; the unidirectional one (algorithm.bidirectional = false) has phases in which half the
// nodes send nothing but an empty message to themselves (on 8x8; on 4x4 every node sends in every
// phase). It runs on full-duplex links (the RTL switch is built for them), with one-word
// blocks and no per-message software overhead: its 128 phases would otherwise take 62,000
// cycles of RTL co-simulation instead of 7,000. Small blocks keep the RTL runs short. The RTL
// switch refuses the configurations it was not built for, an all-port node among them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

using nlohmann::json;

json run_impl(const std::string& impl, std::vector<std::string> extra, const TestDir& dir) {
  const std::string stats = dir.file(impl + ".json");
  std::vector<std::string> args = {"run",
                                   "--config",
                                   "configs/iwarp-8x8.ini",
                                   "--quiet",
                                   "--algorithm.block_bytes=64",
                                   "--switch.impl=" + impl,
                                   "--stats",
                                   stats};
  args.insert(args.end(), extra.begin(), extra.end());
  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, 0) << describe(r);
  json j = json::parse(read_text(stats));
  // Simulator speed differs, and the configuration names the implementation and the file.
  j.erase("host");
  j.erase("config");
  return j;
}

void expect_identical(const std::vector<std::string>& extra) {
  TestDir dir;
  const json model = run_impl("model", extra, dir);
  const json rtl = run_impl("rtl", extra, dir);
  EXPECT_TRUE(model.at("data_ok").get<bool>());
  EXPECT_TRUE(rtl.at("data_ok").get<bool>());
  EXPECT_EQ(model.at("cycles"), rtl.at("cycles"));
  EXPECT_EQ(model, rtl) << "differences: " << json::diff(model, rtl).dump();
  ::testing::Test::RecordProperty("cycles", std::to_string(model.at("cycles").get<uint64_t>()));
}

struct PhasedCase {
  std::string sync;
  bool bidirectional = true;
};

std::string case_name(const PhasedCase& c) {
  return c.sync + (c.bidirectional ? "Bidirectional" : "Unidirectional");
}

void PrintTo(const PhasedCase& c, std::ostream* os) { *os << case_name(c); }

class PhasedAapcCosim : public ::testing::TestWithParam<PhasedCase> {};

TEST_P(PhasedAapcCosim, RtlSwitchesGiveTheModelsCyclesStatisticsAndData) {
  const PhasedCase& c = GetParam();
  std::vector<std::string> extra = {"--algorithm.sync=" + c.sync};
  if (!c.bidirectional) {
    extra.insert(extra.end(), {"--algorithm.bidirectional=false", "--algorithm.block_bytes=4",
                               "--node.msg_overhead_cycles=0"});
  }
  expect_identical(extra);
}

std::vector<PhasedCase> phased_cases() {
  std::vector<PhasedCase> cases;
  for (bool bidirectional : {true, false}) {
    for (const char* sync : {"hardware", "software", "barrier", "none"}) {
      cases.push_back({sync, bidirectional});
    }
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(AllModes, PhasedAapcCosim, ::testing::ValuesIn(phased_cases()),
                         [](const auto& info) { return case_name(info.param); });

TEST(MessagePassingCosim, RtlSwitchesGiveTheModelsCyclesStatisticsAndData) {
  expect_identical({"--algorithm.name=aapc.msgpass"});
}

TEST(TraceCosim, ModelAndRtlTracesOfARunAreTheSameFile) {
  TestDir dir;
  std::string traces[2];
  const std::string impls[2] = {"model", "rtl"};
  for (int i = 0; i < 2; ++i) {
    const std::string vcd = dir.file(impls[i] + ".vcd");
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "--quiet",
                   "--algorithm.block_bytes=64", "--switch.impl=" + impls[i], "--trace", vcd,
                   "--trace-window", "0:1500", "--sim.max_cycles=1500"},
                  dir);
    EXPECT_EQ(r.exit_code, 1) << "stopped at sim.max_cycles: " << describe(r);
    traces[i] = read_text(vcd);
  }
  ASSERT_GT(traces[0].size(), 1000u);
  EXPECT_TRUE(traces[0] == traces[1]) << "model and RTL traces differ";
}

TEST(RtlImpl, RefusesAConfigurationTheVerilatedSwitchWasNotBuiltFor) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"run", "--config", "configs/iwarp-8x8.ini", "--switch.impl=rtl", "--switch.queue_depth=4"},
      dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_NE(r.err.find("switch.queue_depth"), std::string::npos) << r.err;
}

// The broadcast addition exists in the model only: refused by its key, before simulation.
TEST(RtlImpl, RefusesTheBroadcastAddition) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "--switch.impl=rtl",
                 "--switch.bcast_pattern=true", "--algorithm.name=a2a.broadcast.pattern",
                 "--algorithm.message_words=4"},
                dir);
  expect_refused_by_key(r, "switch.bcast_pattern");
}

// Nor has it the broadcast buffers: refused by their key, before simulation.
TEST(RtlImpl, RefusesTheBroadcastBuffers) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "--switch.impl=rtl",
                 "--switch.bcast_pattern=true", "--switch.bcast_output_words=16",
                 "--algorithm.name=a2a.broadcast.pattern", "--algorithm.message_words=4"},
                dir);
  expect_refused_by_key(r, "switch.bcast_output_words");
}

// Nor the buffers' options: each refused by its own key.
TEST(RtlImpl, RefusesTheBroadcastBufferOptions) {
  TestDir dir;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"switch.bcast_whole_worms", "--switch.bcast_whole_worms=true"},
      {"switch.bcast_buffer_writes", "--switch.bcast_buffer_writes=any"},
      {"switch.bcast_link_priority", "--switch.bcast_link_priority=lowest_vc"}};
  for (const auto& [key, setting] : cases) {
    const CommandResult r = run_ccsim(
        {"run", "--config", "configs/iwarp-8x8.ini", "--switch.impl=rtl",
         "--switch.bcast_pattern=true", "--switch.bcast_output_words=16",
         "--algorithm.name=a2a.broadcast.pattern", "--algorithm.message_words=4", setting},
        dir);
    expect_refused_by_key(r, key);
  }
}

// The Verilated switch has one local port: an all-port node is refused by its own key.
TEST(RtlImpl, RefusesAnAllPortNode) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"run", "--config", "configs/iwarp-8x8.ini", "--switch.impl=rtl", "--node.all_port=true"},
      dir);
  expect_refused_by_key(r, "node.all_port");
  EXPECT_NE(r.err.find("one local port"), std::string::npos) << r.err;
}

// The Verilated switch has iWarp's timing: every timing key away from its default is refused
// by that key, before simulation.
TEST(RtlImpl, RefusesEveryTimingKeyAwayFromItsDefault) {
  TestDir dir;
  // The key refused, and the settings (body_cycles may not exceed pipeline_cycles).
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      {"switch.pipeline_cycles", {"--switch.pipeline_cycles=4"}},
      {"switch.body_cycles", {"--switch.pipeline_cycles=2", "--switch.body_cycles=2"}},
      {"switch.next_head_cycles", {"--switch.next_head_cycles=2"}},
      {"switch.route_words", {"--switch.route_words=kept"}},
      {"switch.route_words", {"--switch.route_words=head"}},
      {"switch.one_word_per_input", {"--switch.one_word_per_input=true"}},
      {"link.credit_delay_cycles", {"--link.credit_delay_cycles=1"}},
      {"link.local_latency_cycles", {"--link.local_latency_cycles=2"}},
  };
  for (const auto& [key, settings] : cases) {
    std::vector<std::string> args = {"run", "--config", "configs/iwarp-8x8.ini",
                                     "--switch.impl=rtl"};
    args.insert(args.end(), settings.begin(), settings.end());
    const CommandResult r = run_ccsim(args, dir);
    expect_refused_by_key(r, key);
    EXPECT_NE(r.err.find("iWarp's timing"), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace ccsim::systest
