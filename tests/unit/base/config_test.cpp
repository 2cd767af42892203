// Configuration layer: keys and defaults, typed values, origins and error naming.
//
// Proves that unknown keys and badly typed values are refused naming the key and where the
// value came from; that to_ini() reads back to the same configuration; and that the typed
// params read their defaults and values. (The command line and INI files are proved by
// command_line_test.cpp; every range check of every key by tests/sc/testbench/run_config_test.cpp,
// through load_run.) Registries (algorithms, topologies, traffic patterns) are whatever the
// binary links: the tests read the names from them rather than assuming them.
#include "base/config.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.h"
#include "cli/ini.h"
#include "common/config_error.h"
#include "net/params.h"
#include "run/run_params.h"

namespace ccsim::tb {
namespace {

using testing::config_error;
using testing::contains;

namespace fs = std::filesystem;

class TempDir : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ =
        fs::temp_directory_path() / ("ccsim_config_test_" + std::string(info->test_suite_name()) +
                                     "_" + info->name() + "_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

// ---------------------------------------------------------------------------------------------
// Config

TEST(Config, StartsFromTheDocumentedDefaults) {
  Config c;
  EXPECT_EQ(c.get_string("topology.kind"), "torus2d");
  EXPECT_EQ(c.get_int("topology.nx"), 8);
  EXPECT_EQ(c.get_int("topology.ny"), 8);
  EXPECT_EQ(c.get_double("machine.clock_mhz"), 20.0);
  EXPECT_EQ(c.get_int("link.cycles_per_word"), 1);
  EXPECT_EQ(c.get_int("link.latency_cycles"), 1);
  EXPECT_FALSE(c.get_bool("link.half_duplex"));
  EXPECT_EQ(c.get_int("switch.num_vcs"), 2);
  EXPECT_EQ(c.get_int("switch.queue_depth"), 4);
  EXPECT_FALSE(c.get_bool("switch.sync"));
  EXPECT_EQ(c.get_int("switch.sync_pool_vc"), 0);
  EXPECT_EQ(c.get_string("switch.impl"), "model");
  EXPECT_EQ(c.get_int("memory.ports"), 1);
  EXPECT_EQ(c.get_int("memory.cycles_per_access"), 1);
  EXPECT_EQ(c.get_int("memory.words"), 262144);
  EXPECT_EQ(c.get_int("node.dma_engines"), 2);
  EXPECT_EQ(c.get_int("node.msg_overhead_cycles"), 0);
  EXPECT_EQ(c.get_int("node.dma_setup_cycles"), 0);
  EXPECT_EQ(c.get_int("node.queue_op_cycles"), 1);
  EXPECT_EQ(c.get_int("node.poll_cycles"), 1);
  EXPECT_EQ(c.get_int("barrier.latency_cycles"), 0);
  EXPECT_EQ(c.get_int("barrier.cycles_per_hop"), 4);
  EXPECT_EQ(c.get_string("algorithm.name"), "aapc.phased");
  EXPECT_EQ(c.get_int("algorithm.block_bytes"), 4096);
  EXPECT_EQ(c.get_string("algorithm.sync"), "hardware");
  EXPECT_EQ(c.get_string("algorithm.send_order"), "random");
  EXPECT_TRUE(c.get_bool("algorithm.bidirectional"));
  EXPECT_EQ(c.get_int("algorithm.mp_vc"), 0);
  EXPECT_EQ(c.get_string("traffic.pattern"), "uniform");
  EXPECT_EQ(c.get_int("traffic.hotspot_node"), 0);
  EXPECT_EQ(c.get_double("traffic.hotspot_fraction"), 0.1);
  EXPECT_EQ(c.get_uint64("sim.seed"), 1u);
  EXPECT_EQ(c.get_int("sim.watchdog_cycles"), 20000);
  EXPECT_EQ(c.get_int("sim.max_cycles"), 0);
  EXPECT_EQ(c.get_string("output.trace"), "");
  EXPECT_EQ(c.get_int("output.trace_start"), 0);
  EXPECT_EQ(c.get_int("output.trace_end"), 0);
  EXPECT_EQ(c.get_string("output.stats"), "");
  EXPECT_EQ(c.get_string("output.config_out"), "");
  EXPECT_TRUE(c.get_bool("output.progress"));
  for (const KeySpec& spec : all_keys()) EXPECT_EQ(c.origin(spec.name), "default") << spec.name;
}

TEST(Config, EveryKeyIsSectionDotKeyWithHelpAndAValidDefault) {
  std::vector<std::string> seen;
  for (const KeySpec& spec : all_keys()) {
    EXPECT_FALSE(section_of(spec.name).empty()) << spec.name;
    EXPECT_FALSE(spec.help.empty()) << spec.name;
    EXPECT_EQ(std::count(seen.begin(), seen.end(), spec.name), 0) << "duplicate " << spec.name;
    seen.push_back(spec.name);
    Config c;
    c.set(spec.name, spec.default_value, "test");
    EXPECT_EQ(c.get_string(spec.name), spec.default_value) << spec.name;
  }
}

TEST(Config, KeysOfOneSectionAreContiguous) {
  // to_ini() and --help write one [section] header per run of keys: a split would repeat it.
  std::vector<std::string> sections;
  for (const KeySpec& spec : all_keys()) {
    std::string s = section_of(spec.name);
    if (sections.empty() || sections.back() != s) {
      EXPECT_EQ(std::count(sections.begin(), sections.end(), s), 0) << s << " split";
      sections.push_back(s);
    }
  }
}

TEST(Config, SetRecordsValueAndOrigin) {
  Config c;
  c.set("switch.num_vcs", "4", "configs/x.ini:3");
  EXPECT_EQ(c.get_int("switch.num_vcs"), 4);
  EXPECT_EQ(c.origin("switch.num_vcs"), "configs/x.ini:3");
  EXPECT_EQ(c.origin("switch.queue_depth"), "default");
}

TEST(Config, UnknownKeyIsNamedWithTheClosestKnownKey) {
  Config c;
  ConfigError e = config_error([&] { c.set("output.trce", "x.vcd", "command line"); });
  EXPECT_EQ(e.key(), "output.trce");
  EXPECT_TRUE(contains(e.what(), "unknown key")) << e.what();
  EXPECT_TRUE(contains(e.what(), "did you mean output.trace?")) << e.what();

  e = config_error([&] { c.set("router.queue_depth", "8", "command line"); });
  EXPECT_TRUE(contains(e.what(), "did you mean switch.queue_depth?")) << e.what();
}

TEST(Config, UnknownKeyFarFromEveryKeyHasNoHint) {
  Config c;
  ConfigError e = config_error([&] { c.set("completely.different_thing", "1", "command line"); });
  EXPECT_EQ(e.key(), "completely.different_thing");
  EXPECT_FALSE(contains(e.what(), "did you mean")) << e.what();
}

TEST(Config, TypeErrorsNameTheKeyTheValueAndTheOrigin) {
  struct Case {
    std::string key;
    std::string value;
    std::string expected;
  };
  const std::vector<Case> cases = {
      {"switch.num_vcs", "abc", "expected an integer, got 'abc'"},
      {"switch.num_vcs", "1.5", "expected an integer, got '1.5'"},
      {"switch.num_vcs", "12abc", "expected an integer, got '12abc'"},
      {"switch.num_vcs", "", "expected an integer, got ''"},
      {"sim.seed", "99999999999999999999999", "out of range"},
      {"machine.clock_mhz", "fast", "expected a number, got 'fast'"},
      {"machine.clock_mhz", "nan", "expected a number, got 'nan'"},
      {"machine.clock_mhz", "20MHz", "expected a number, got '20MHz'"},
      {"switch.sync", "maybe", "expected a bool"},
      {"switch.sync", "2", "expected a bool"},
  };
  for (const Case& c : cases) {
    Config config;
    ConfigError e = config_error([&] { config.set(c.key, c.value, "a.ini:7"); });
    EXPECT_EQ(e.key(), c.key);
    EXPECT_TRUE(contains(e.what(), c.expected)) << e.what();
    EXPECT_TRUE(contains(e.what(), "a.ini:7")) << e.what();
  }
}

TEST(Config, BoolAcceptsEverySpellingInAnyCase) {
  for (const char* t : {"true", "1", "yes", "on", "TRUE", "Yes", " on "}) {
    Config c;
    c.set("link.half_duplex", t, "test");
    EXPECT_TRUE(c.get_bool("link.half_duplex")) << t;
    EXPECT_EQ(c.get_string("link.half_duplex"), "true");
  }
  for (const char* f : {"false", "0", "no", "off", "False", "OFF"}) {
    Config c;
    c.set("algorithm.bidirectional", f, "test");
    EXPECT_FALSE(c.get_bool("algorithm.bidirectional")) << f;
    EXPECT_EQ(c.get_string("algorithm.bidirectional"), "false");
  }
}

TEST(Config, NumbersAreKeptInCanonicalForm) {
  Config c;
  c.set("topology.nx", " +016 ", "test");
  EXPECT_EQ(c.get_string("topology.nx"), "16");
  c.set("traffic.hotspot_fraction", "5e-2", "test");
  EXPECT_EQ(c.get_string("traffic.hotspot_fraction"), "0.05");
  EXPECT_EQ(c.get_double("traffic.hotspot_fraction"), 0.05);
  c.set("node.msg_overhead_cycles", "-3", "test");
  EXPECT_EQ(c.get_int("node.msg_overhead_cycles"), -3);
}

TEST(Config, SeedTakesAnyUnsigned64BitValueButNotANegativeOne) {
  Config c;
  c.set("sim.seed", "18446744073709551615", "test");
  EXPECT_EQ(c.get_uint64("sim.seed"), 18446744073709551615ull);
  c.set("sim.seed", "-1", "test");
  ConfigError e = config_error([&] { c.get_uint64("sim.seed"); });
  EXPECT_EQ(e.key(), "sim.seed");
}

TEST(Config, GettersOfTheWrongTypeAreProgrammingErrors) {
  Config c;
  EXPECT_THROW(c.get_int("switch.sync"), std::logic_error);
  EXPECT_THROW(c.get_bool("topology.nx"), std::logic_error);
  EXPECT_THROW(c.get_int("no.such_key"), std::logic_error);
}

TEST(Config, ToIniWritesSectionsUnitsAndOrigins) {
  Config c;
  c.set("topology.nx", "4", "command line");
  std::string ini = c.to_ini();
  EXPECT_TRUE(contains(ini, "[topology]\n")) << ini;
  EXPECT_TRUE(contains(ini, "nx = 4  ; nodes, from command line\n")) << ini;
  EXPECT_TRUE(contains(ini, "kind = torus2d  ; from default\n")) << ini;
  for (const KeySpec& spec : all_keys()) {
    EXPECT_TRUE(contains(ini, "[" + section_of(spec.name) + "]")) << spec.name;
  }
}

TEST(Config, ToIniReadsBackToTheSameConfiguration) {
  Config c;
  c.set("topology.kind", "mesh2d", "test");
  c.set("topology.ny", "4", "test");
  c.set("machine.clock_mhz", "33.333333333333336", "test");
  c.set("switch.sync", "yes", "test");
  c.set("algorithm.bidirectional", "off", "test");
  c.set("traffic.hotspot_fraction", "0.2", "test");
  c.set("sim.seed", "18446744073709551615", "test");
  c.set("output.trace", "out dir/trace.vcd", "test");
  c.set("output.trace_end", "500", "test");

  Config back;
  std::istringstream in(c.to_ini());
  read_ini(in, "echo.ini", back);
  EXPECT_TRUE(back.same_values(c)) << c.to_ini() << "\n---\n" << back.to_ini();
  EXPECT_EQ(back.get_string("output.trace"), "out dir/trace.vcd");
  EXPECT_EQ(back.get_string("output.stats"), "");
  // Origins are the lines of the echo: the header comment, a blank line, [topology], its keys.
  const std::string ini = c.to_ini();
  const size_t ny_at = ini.find("\nny = ");
  ASSERT_NE(ny_at, std::string::npos) << ini;
  const long ny_line = std::count(ini.begin(), ini.begin() + long(ny_at) + 1, '\n') + 1;
  EXPECT_EQ(back.origin("topology.ny"), "echo.ini:" + std::to_string(ny_line));
}

// ---------------------------------------------------------------------------------------------
// Typed params: struct defaults and key defaults are one thing

TEST(TypedParams, DefaultsGiveTheDefaultParams) {
  Config c;
  const net::MachineParams m = net::read_machine_params(c);
  const net::MachineParams d;
  EXPECT_EQ(m.clock_mhz, d.clock_mhz);
  EXPECT_EQ(m.link.cycles_per_word, d.link.cycles_per_word);
  EXPECT_EQ(m.link.latency_cycles, d.link.latency_cycles);
  EXPECT_EQ(m.router.num_vcs, d.router.num_vcs);
  EXPECT_EQ(m.router.queue_depth, d.router.queue_depth);
  EXPECT_EQ(m.router.impl, d.router.impl);
  EXPECT_EQ(m.memory.words, d.memory.words);
  EXPECT_EQ(m.memory.words, 262144u);
  EXPECT_EQ(m.node.poll_cycles, d.node.poll_cycles);
  EXPECT_EQ(m.barrier.cycles_per_hop, d.barrier.cycles_per_hop);
  const SimParams s = read_sim_params(c);
  EXPECT_EQ(s.watchdog_cycles, SimParams{}.watchdog_cycles);
  EXPECT_EQ(s.max_cycles, 0u);
  const OutputParams o = read_output_params(c);
  EXPECT_TRUE(o.progress);
  EXPECT_EQ(o.trace, "");
}

TEST(TypedParams, SetValuesReachTheParams) {
  Config c;
  c.set("switch.num_vcs", "4", "t");
  c.set("switch.sync", "true", "t");
  c.set("switch.sync_pool_vc", "3", "t");
  c.set("switch.impl", "rtl", "t");
  c.set("memory.words", "1000", "t");
  c.set("sim.seed", "7", "t");
  const net::MachineParams m = net::read_machine_params(c);
  EXPECT_EQ(m.router.num_vcs, 4);
  EXPECT_TRUE(m.router.sync.enabled);
  EXPECT_EQ(m.router.sync_pool_vc, 3);
  EXPECT_EQ(m.router.impl, "rtl");
  EXPECT_EQ(m.memory.words, 1000u);
  EXPECT_EQ(read_sim_params(c).seed, 7u);
}

TEST(TypedParams, TraceWindowEndBeforeStartIsRefused) {
  Config c;
  c.set("output.trace_start", "100", "t");
  c.set("output.trace_end", "50", "t");
  ConfigError e = config_error([&] { read_output_params(c); });
  EXPECT_EQ(e.key(), "output.trace_end");
  EXPECT_TRUE(contains(e.what(), "(from t)")) << e.what();
}

class OutputPaths : public TempDir {};

TEST_F(OutputPaths, UnwritableTraceIsNamed) {
  Config c;
  c.set("output.trace", "/nonexistent/dir/x.vcd", "command line");
  ConfigError e = config_error([&] { check_output_paths(c); });
  EXPECT_EQ(e.key(), "output.trace");
  EXPECT_TRUE(contains(e.what(), "/nonexistent/dir/x.vcd")) << e.what();
}

TEST_F(OutputPaths, UnwritableStatsAndConfigOutAreNamed) {
  Config c;
  c.set("output.stats", "/nonexistent/dir/s.json", "t");
  EXPECT_EQ(config_error([&] { check_output_paths(c); }).key(), "output.stats");
  c = Config();
  c.set("output.config_out", "/nonexistent/dir/c.ini", "t");
  EXPECT_EQ(config_error([&] { check_output_paths(c); }).key(), "output.config_out");
  c = Config();
  c.set("output.trace", dir_.string(), "t");  // a directory is not a file
  EXPECT_EQ(config_error([&] { check_output_paths(c); }).key(), "output.trace");
}

TEST_F(OutputPaths, StatsMustBeJsonOrCsv) {
  Config c;
  c.set("output.stats", path("s.txt"), "t");
  ConfigError e = config_error([&] { read_output_params(c); });
  EXPECT_EQ(e.key(), "output.stats");
  EXPECT_TRUE(contains(e.what(), ".json or .csv")) << e.what();
  c.set("output.stats", path("s.csv"), "t");
  EXPECT_NO_THROW(read_output_params(c));
  EXPECT_NO_THROW(check_output_paths(c));
}

TEST_F(OutputPaths, WritablePathsPassAndLeaveFilesAsTheyWere) {
  std::string existing = write("old.json", "keep me");
  Config c;
  c.set("output.trace", path("new.vcd"), "t");
  c.set("output.stats", existing, "t");
  c.set("output.config_out", path("effective.ini"), "t");
  EXPECT_NO_THROW(check_output_paths(c));
  EXPECT_FALSE(fs::exists(path("new.vcd")));
  EXPECT_FALSE(fs::exists(path("effective.ini")));
  std::ifstream in(existing);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "keep me");
}

TEST(OutputPathsDefault, NoOutputsIsFine) { EXPECT_NO_THROW(check_output_paths(Config())); }

}  // namespace
}  // namespace ccsim::tb

namespace ccsim {
namespace {

// What a message echoes of user text: UTF-8 as is, control and stray bytes escaped, bounded.
TEST(Printable, KeepsUtf8EscapesTheRestAndBoundsTheLength) {
  EXPECT_EQ(printable("cycles \xC2\xB5s"), "cycles \xC2\xB5s");
  EXPECT_EQ(printable(std::string("a\0b\r\n\t\x7F", 7)), "a\\x00b\\r\\n\\t\\x7F");
  EXPECT_EQ(printable("\xFF\xC2"), "\\xFF\\xC2");  // not UTF-8, and a sequence cut short
  EXPECT_EQ(printable(std::string(100, 'k'), 4), "kkkk... (100 bytes)");
  EXPECT_EQ(ConfigError(std::string("x\ny"), "bad").what(), std::string("x\\ny: bad"));
}

}  // namespace
}  // namespace ccsim
