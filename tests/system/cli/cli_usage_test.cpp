// Proves that the ccsim command refuses bad input and answers questions as users ask them:
// every kind of bad input is refused with exit code 2 and one line naming the key before any
// simulation runs; no or an unknown subcommand exits 2; `plan`, `list` and `--help` say what
// they should. Black box: exit codes, files written and the one-line error
// format, never the human report text.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

using nlohmann::json;

// `ccsim run` on the iWarp 8x8 configuration with 1 KB blocks, quiet, stats to `stats_path`:
// the run each bad input is added to.
std::vector<std::string> iwarp_run(const std::string& stats_path) {
  return {"run",     "--config", "configs/iwarp-8x8.ini", "--algorithm.block_bytes=1024", "--quiet",
          "--stats", stats_path};
}

std::string trim(const std::string& s) {
  const size_t begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  const size_t end = s.find_last_not_of(" \t\r");
  return s.substr(begin, end - begin + 1);
}
// ---------------------------------------------------------------------------------------------
// Bad input: exit code 2, one line on stderr naming the key, no simulation.

struct BadInput {
  std::string label;              // test name suffix
  std::vector<std::string> args;  // after the base run arguments
  std::string key;                // must follow "ccsim: error: "
  std::vector<std::string> also;  // further text the line must hold
  std::string ini;                // when set, written to a file and passed with --config
};

void PrintTo(const BadInput& c, std::ostream* os) { *os << c.label; }

class RefusesBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(RefusesBadInput, WithExitTwoAndOneLineNamingTheKey) {
  const BadInput& c = GetParam();
  TestDir dir;
  const std::string stats_path = dir.file("stats.json");
  std::vector<std::string> args = iwarp_run(stats_path);
  if (!c.ini.empty()) {
    const std::string ini_path = dir.file("extra.ini");
    std::ofstream(ini_path) << c.ini;
    args.insert(args.end(), {"--config", ini_path});
  }
  args.insert(args.end(), c.args.begin(), c.args.end());

  const CommandResult r = run_ccsim(args, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  const std::string prefix = "ccsim: error: " + c.key + ": ";
  EXPECT_EQ(lines[0].rfind(prefix, 0), 0u) << "expected '" << prefix << "...', got: " << lines[0];
  for (const std::string& text : c.also) {
    EXPECT_NE(lines[0].find(text), std::string::npos) << "'" << text << "' not in: " << lines[0];
  }
  EXPECT_FALSE(std::filesystem::exists(stats_path)) << "a simulation ran and wrote its stats";
}

const std::vector<BadInput> kBadInputs = {
    {"UnknownKeyInIni",
     {},
     "link.cycles_per_wrd",
     {"link.cycles_per_word", "extra.ini:2"},
     "[link]\ncycles_per_wrd = 2\n"},
    {"UnknownKeyOnCommandLine", {"--link.cycles_per_wrd=2"}, "link.cycles_per_wrd", {}, ""},
    {"WrongType", {"--topology.nx=abc"}, "topology.nx", {"abc"}, ""},
    {"ZeroTorusSize", {"--topology.nx=0"}, "topology.nx", {}, ""},
    {"ZeroQueueDepth", {"--switch.queue_depth=0"}, "switch.queue_depth", {}, ""},
    {"NegativeCyclesPerWord", {"--link.cycles_per_word=-1"}, "link.cycles_per_word", {}, ""},
    {"TorusSizeInvalidForPhased",
     {"--algorithm.name=aapc.phased", "--topology.nx=6", "--topology.ny=6"},
     "topology.nx",
     {},
     ""},
    {"NonSquareTorusForPhased",
     {"--algorithm.name=aapc.phased", "--topology.nx=8", "--topology.ny=4"},
     "topology.ny",
     {},
     ""},
    {"BlockNotAMultipleOfFourBytes",
     {"--algorithm.block_bytes=1022"},
     "algorithm.block_bytes",
     {},
     ""},
    {"UnwritableStatsPath", {"--stats", "/nonexistent/dir/x.json"}, "output.stats", {}, ""},
    {"UnwritableTracePath", {"--trace", "/nonexistent/x.vcd"}, "output.trace", {}, ""},
    {"UnknownAlgorithm",
     {"--algorithm.name=aapc.nosuch"},
     "algorithm.name",
     {"aapc.nosuch", "aapc.phased", "aapc.msgpass"},
     ""},
    {"UnknownTopologyKind",
     {"--topology.kind=dragonfly"},
     "topology.kind",
     {"dragonfly", "torus2d", "mesh2d", "hypercube"},
     ""},
    {"MemoryTooSmallForBlocks", {"--memory.words=1024"}, "memory.words", {}, ""},
    {"HardwareSyncWithoutSyncSwitch",
     {"--algorithm.name=aapc.phased", "--algorithm.sync=hardware", "--switch.sync=false"},
     "switch.sync",
     {},
     ""},
    {"UnknownSyncMode", {"--algorithm.sync=psychic"}, "algorithm.sync", {"psychic"}, ""},
    {"MissingConfigFile",
     {"--config", "configs/no-such-file.ini"},
     "configs/no-such-file.ini",
     {},
     ""},
};

INSTANTIATE_TEST_SUITE_P(Cases, RefusesBadInput, ::testing::ValuesIn(kBadInputs),
                         [](const ::testing::TestParamInfo<BadInput>& info) {
                           return info.param.label;
                         });

TEST(Usage, NoSubcommandExitsTwo) {
  TestDir dir;
  const CommandResult r = run_ccsim({}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
}

TEST(Usage, UnknownSubcommandExitsTwoWithOneLine) {
  TestDir dir;
  const CommandResult r = run_ccsim({"simulate"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << r.err;
  EXPECT_EQ(lines[0].rfind("ccsim: error: ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("simulate"), std::string::npos) << lines[0];
}

// ---------------------------------------------------------------------------------------------
// plan, list, --help.

TEST(Plan, WritesSixtyFourPhasesCoveringEveryPairOnceForTheDefault8x8Torus) {
  TestDir dir;
  const std::string plan_path = dir.file("plan.json");
  const CommandResult r = run_ccsim({"plan", "aapc.phased", "--json", plan_path}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const json plan = json::parse(read_text(plan_path), nullptr, /*allow_exceptions=*/false);
  ASSERT_TRUE(plan.is_object()) << "not JSON: " << plan_path;
  EXPECT_EQ(plan.value("n", 0), 8);
  ASSERT_TRUE(plan.contains("phases"));
  ASSERT_EQ(plan["phases"].size(), 64u);
  // Brute force: every (source, destination) pair of the 64 nodes exactly once over all phases.
  std::map<std::vector<int>, int> seen;
  for (const json& phase : plan["phases"]) {
    for (const json& m : phase.at("messages")) {
      std::vector<int> pair = m.at("src").get<std::vector<int>>();
      for (int v : m.at("dst").get<std::vector<int>>()) pair.push_back(v);
      ++seen[pair];
    }
  }
  EXPECT_EQ(seen.size(), 64u * 64u);
  for (const auto& [pair, count] : seen) EXPECT_EQ(count, 1) << "pair seen " << count << " times";
}

TEST(List, NamesAlgorithmsTopologiesAndTrafficPatterns) {
  TestDir dir;
  const CommandResult r = run_ccsim({"list"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  std::set<std::string> first_words;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string first;
    if (words >> first) first_words.insert(first);
  }
  for (const char* name : {"aapc.phased", "aapc.msgpass", "torus2d", "mesh2d", "uniform",
                           "transpose", "bitcomp", "bitrev", "tornado", "neighbor", "hotspot"}) {
    EXPECT_EQ(first_words.count(name), 1u) << name << " not listed in:\n" << r.out;
  }
}

// Every key of the effective configuration (--print-config, INI), with its unit as the INI
// notes it ("words = 524288  ; words, from ...").
std::vector<std::pair<std::string, std::string>> keys_with_units(const std::string& ini) {
  std::vector<std::pair<std::string, std::string>> keys;
  std::istringstream in(ini);
  std::string section;
  for (std::string line; std::getline(in, line);) {
    line = trim(line);
    if (line.empty() || line[0] == ';') continue;
    if (line[0] == '[') {
      section = line.substr(1, line.find(']') - 1);
      continue;
    }
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = section + "." + trim(line.substr(0, eq));
    std::string unit;
    const size_t note = line.find("; ", eq);
    if (note != std::string::npos && line.compare(note + 2, 5, "from ") != 0) {
      unit = line.substr(note + 2, line.find(", from ", note) - note - 2);
    }
    keys.emplace_back(key, unit);
  }
  return keys;
}

TEST(Help, ListsEveryKeyWithItsUnitAndExitsZero) {
  TestDir dir;
  const CommandResult help = run_ccsim({"--help"}, dir);
  ASSERT_EQ(help.exit_code, 0) << describe(help);
  const CommandResult config = run_ccsim({"run", "--print-config"}, dir);
  ASSERT_EQ(config.exit_code, 0) << describe(config);

  std::map<std::string, std::string> help_line;  // key -> its --help line
  std::istringstream in(help.out);
  for (std::string line; std::getline(in, line);) {
    const size_t at = line.find("--");
    const size_t eq = line.find('=', at);
    if (at != std::string::npos && eq != std::string::npos) {
      help_line[line.substr(at + 2, eq - at - 2)] = line;
    }
  }
  const auto keys = keys_with_units(config.out);
  EXPECT_GE(keys.size(), 40u) << config.out;
  for (const auto& [key, unit] : keys) {
    auto it = help_line.find(key);
    ASSERT_NE(it, help_line.end()) << "--help does not list " << key;
    if (!unit.empty()) {
      EXPECT_NE(it->second.find(" " + unit), std::string::npos)
          << key << " without its unit '" << unit << "': " << it->second;
    }
  }
  const std::map<std::string, std::string> known_units = {
      {"link.cycles_per_word", "cycles"}, {"memory.words", "words"},
      {"machine.clock_mhz", "MHz"},       {"algorithm.block_bytes", "bytes"},
      {"switch.queue_depth", "words"},    {"traffic.injection_rate", "words/node/cycle"},
      {"sim.watchdog_cycles", "cycles"},  {"topology.nx", "nodes"},
  };
  for (const auto& [key, unit] : known_units) {
    auto it = help_line.find(key);
    ASSERT_NE(it, help_line.end()) << "--help does not list " << key;
    EXPECT_NE(it->second.find(" " + unit + " "), std::string::npos) << it->second;
  }
  // Flags are described where they apply: `ccsim run --help`, `ccsim plan --help`.
  const CommandResult run_help = run_ccsim({"run", "--help"}, dir);
  for (const char* option :
       {"--config", "--stats", "--trace", "--trace-window", "--seed", "--quiet"}) {
    EXPECT_NE(run_help.out.find(option), std::string::npos) << option;
  }
  EXPECT_NE(run_ccsim({"plan", "--help"}, dir).out.find("--json"), std::string::npos);
}

}  // namespace
}  // namespace ccsim::systest
