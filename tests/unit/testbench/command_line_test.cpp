// The command line and INI files (testbench/cli/): precedence, flags standing for keys, the
// generic refusals of the command registry, and the generated help.
//
// Proves that INI files apply in order and the command line wins, later settings winning
// among themselves (a flag and the key it stands for included); that unknown keys and flags,
// malformed lines and bad values are refused naming the key (and the file and line); that a
// command refuses, before it runs, a flag it does not declare, configuration it does not read,
// and a key it sets itself; and that the help lists every command, flag and key. The unit
// tier links no real command: the commands here are registered by this file, declared with the
// same shared flag groups the real ones use.
#include "cli/command_line.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "cli/flags.h"
#include "cli/help.h"
#include "cli/ini.h"
#include "common/config_error.h"

namespace ccsim::tb {
namespace {

using testing::config_error;
using testing::contains;

namespace fs = std::filesystem;

// Like `ccsim run`: configuration files and keys, the run-output flags.
class TryRun : public Command {
 public:
  void declare(FlagSet& flags) override { add_run_output_flags(flags); }
  int run(const Invocation&, std::ostream&) override { return 0; }
};

// Like `ccsim plan NAME --json FILE`.
class TryPlan : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("json", "FILE", "the plan's file", [this](const std::string& v) { json = v; });
  }
  int run(const Invocation&, std::ostream&) override { return 0; }
  std::string json;
};

// Like `ccsim reproduce`: keys only, and keys it sets itself.
class TryKeys : public Command {
 public:
  void declare(FlagSet& flags) override { add_jobs_flag(flags, jobs, "runs at once"); }
  int run(const Invocation&, std::ostream&) override { return 0; }
  int jobs = 0;
};

// Like `ccsim list`: no configuration at all.
class TryNone : public Command {
 public:
  int run(const Invocation&, std::ostream&) override { return 0; }
};

CommandEntry entry(int order, ConfigUse use, std::vector<std::string> sets = {}) {
  CommandEntry e;
  e.order = order;
  e.summary = "a command of this test";
  e.usage = "ccsim try";
  e.config = use;
  e.keys_it_sets = std::move(sets);
  e.examples = {"ccsim try-run --config x.ini"};
  return e;
}

CCSIM_REGISTER_COMMAND(try_run, "try-run", TryRun, entry(1, ConfigUse::kFiles));
CCSIM_REGISTER_COMMAND(try_plan, "try-plan", TryPlan, entry(2, ConfigUse::kFiles));
CCSIM_REGISTER_COMMAND(try_keys, "try-keys", TryKeys,
                       entry(3, ConfigUse::kKeys, {"output.stats", "sim.seed"}));
CCSIM_REGISTER_COMMAND(try_none, "try-none", TryNone, entry(4, ConfigUse::kNone));
CCSIM_REGISTER_COMMAND(try_none_sub, "try-none sub", TryNone, entry(5, ConfigUse::kNone));

class CommandLineTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("ccsim_command_line_test_" + std::string(info->name()) +
                                        "_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

using IniFiles = CommandLineTest;
using CommandLine_ = CommandLineTest;

TEST_F(IniFiles, ApplyInOrderAndTheCommandLineWins) {
  const std::string a =
      write("a.ini", "[switch]\nnum_vcs = 3\nqueue_depth = 8\n[topology]\nnx = 4\n");
  const std::string b = write("b.ini", "; later file\n[switch]\nqueue_depth = 16\n");
  const CommandLine cl =
      parse_arguments({"try-run", "--config", a, "--switch.num_vcs=5", "--config", b});
  const Invocation& in = cl.invocation;
  EXPECT_EQ(in.command, "try-run");
  EXPECT_EQ(in.config_files, (std::vector<std::string>{a, b}));
  EXPECT_EQ(in.config.get_int("switch.num_vcs"), 5);  // command line over a.ini
  EXPECT_EQ(in.config.origin("switch.num_vcs"), "command line");
  EXPECT_EQ(in.config.get_int("switch.queue_depth"), 16);  // b.ini over a.ini
  EXPECT_EQ(in.config.origin("switch.queue_depth"), b + ":3");
  EXPECT_EQ(in.config.get_int("topology.nx"), 4);
  EXPECT_EQ(in.config.origin("topology.nx"), a + ":5");
  EXPECT_EQ(in.config.get_int("topology.ny"), 8);
}

TEST_F(IniFiles, AcceptCommentsBlankLinesAndSpacedSections) {
  const std::string a = write("a.ini",
                              "# a comment\n\n[ link ]   ; the links\n"
                              "  cycles_per_word = 2   # two cycles\nhalf_duplex=on\n"
                              "[output]\ntrace =\n");
  Config c;
  read_ini_file(a, c);
  EXPECT_EQ(c.get_int("link.cycles_per_word"), 2);
  EXPECT_EQ(c.origin("link.cycles_per_word"), a + ":4");
  EXPECT_TRUE(c.get_bool("link.half_duplex"));
  EXPECT_EQ(c.get_string("output.trace"), "");
  EXPECT_EQ(c.origin("output.trace"), a + ":7");
}

TEST_F(IniFiles, AnUnknownKeyIsNamedWithFileLineAndHint) {
  const std::string a = write("a.ini", "[switch]\nnum_vcs = 2\nqueue_deth = 8\n");
  const ConfigError e = config_error([&] { parse_arguments({"try-run", "--config", a}); });
  EXPECT_EQ(e.key(), "switch.queue_deth");
  EXPECT_TRUE(contains(e.what(), "unknown key")) << e.what();
  EXPECT_TRUE(contains(e.what(), a + ":3")) << e.what();
  EXPECT_TRUE(contains(e.what(), "did you mean switch.queue_depth?")) << e.what();
  const std::string b = write("b.ini", "queue_depth = 4\n");  // outside any section
  const ConfigError f = config_error([&] { parse_arguments({"try-run", "--config", b}); });
  EXPECT_EQ(f.key(), "queue_depth");
  EXPECT_TRUE(contains(f.what(), "did you mean switch.queue_depth?")) << f.what();
}

TEST_F(IniFiles, AMalformedLineOrBadValueNamesTheFileAndLine) {
  const std::string a = write("a.ini", "[switch]\nnum_vcs 2\n");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-run", "--config", a}); }).key(), a + ":2");
  const std::string b = write("b.ini", "[switch\nnum_vcs = 2\n");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-run", "--config", b}); }).key(), b + ":1");
  const std::string c = write("c.ini", "[switch]\n\nnum_vcs = two\n");
  const ConfigError e = config_error([&] { parse_arguments({"try-run", "--config", c}); });
  EXPECT_EQ(e.key(), "switch.num_vcs");
  EXPECT_TRUE(contains(e.what(), "expected an integer, got 'two'")) << e.what();
  EXPECT_TRUE(contains(e.what(), c + ":3")) << e.what();
}

TEST_F(IniFiles, AMissingFileOrADirectoryIsNamed) {
  const std::string missing = path("missing.ini");
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--config", missing});
            }).key(),
            missing);
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--config", dir_.string()});
            }).key(),
            dir_.string());
}

TEST_F(CommandLine_, LaterSettingsWinWhetherKeyOrFlag) {
  const CommandLine cl =
      parse_arguments({"try-run", "--output.trace=a.vcd", "--trace", "b.vcd", "--topology.nx", "4",
                       "--topology.nx=6", "--stats", "s.json", "--output.stats=t.json"});
  EXPECT_EQ(cl.invocation.config.get_string("output.trace"), "b.vcd");
  EXPECT_EQ(cl.invocation.config.get_int("topology.nx"), 6);
  EXPECT_EQ(cl.invocation.config.get_string("output.stats"), "t.json");
}

TEST_F(CommandLine_, UnknownKeysAndFlagsAreNamedWithAHint) {
  ConfigError e = config_error([&] { parse_arguments({"try-run", "--switch.numvcs=4"}); });
  EXPECT_EQ(e.key(), "switch.numvcs");
  EXPECT_TRUE(contains(e.what(), "did you mean switch.num_vcs?")) << e.what();
  EXPECT_TRUE(contains(e.what(), "command line")) << e.what();
  EXPECT_EQ(config_error([&] { parse_arguments({"try-run", "--bogus"}); }).key(), "--bogus");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-run", "-x"}); }).key(), "-x");
  // Abbreviations are not guessed: they would set whichever key they happen to prefix.
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--output.trac=x.vcd"});
            }).key(),
            "output.trac");
}

TEST_F(CommandLine_, BadAndMissingValuesAreRefused) {
  const ConfigError e = config_error([&] { parse_arguments({"try-run", "--topology.nx=eight"}); });
  EXPECT_EQ(e.key(), "topology.nx");
  EXPECT_TRUE(contains(e.what(), "expected an integer, got 'eight'")) << e.what();
  EXPECT_THROW(parse_arguments({"try-run", "--trace"}), ConfigError);
  EXPECT_THROW(parse_arguments({"try-run", "--topology.nx"}), ConfigError);
  EXPECT_EQ(config_error([&] { parse_arguments({"try-keys", "-j", "0"}); }).key(), "--jobs");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-keys", "-j", "2x"}); }).key(), "--jobs");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-run", "--config", ""}); }).key(), "--config");
}

TEST_F(CommandLine_, FlagsStandForTheirKeys) {
  const CommandLine cl =
      parse_arguments({"try-run", "--trace", "t.vcd", "--trace-window", "100:200", "--stats",
                       "s.json", "--seed", "42", "--save-config", "c.ini", "--quiet"});
  const Config& c = cl.invocation.config;
  EXPECT_EQ(c.get_string("output.trace"), "t.vcd");
  EXPECT_EQ(c.get_int("output.trace_start"), 100);
  EXPECT_EQ(c.get_int("output.trace_end"), 200);
  EXPECT_EQ(c.get_string("output.stats"), "s.json");
  EXPECT_EQ(c.get_uint64("sim.seed"), 42u);
  EXPECT_EQ(c.get_string("output.config_out"), "c.ini");
  EXPECT_FALSE(c.get_bool("output.progress"));
  EXPECT_TRUE(cl.invocation.quiet);
  EXPECT_FALSE(cl.print_config);
  EXPECT_FALSE(cl.invocation.help);
}

TEST_F(CommandLine_, ATraceWindowWithoutEndTracesToTheEnd) {
  const CommandLine cl = parse_arguments({"try-run", "--trace-window=50:"});
  EXPECT_EQ(cl.invocation.config.get_int("output.trace_start"), 50);
  EXPECT_EQ(cl.invocation.config.get_int("output.trace_end"), 0);
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--trace-window=50"});
            }).key(),
            "--trace-window");
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--trace-window=a:b"});
            }).key(),
            "output.trace_start");
}

TEST_F(CommandLine_, FlagsAndKeysMayComeBeforeTheCommandAndArgumentsAfterIt) {
  const CommandLine cl =
      parse_arguments({"--topology.nx=4", "try-plan", "aapc.phased", "--json", "p.json"});
  EXPECT_EQ(cl.invocation.command, "try-plan");
  EXPECT_EQ(cl.invocation.arguments, (std::vector<std::string>{"aapc.phased"}));
  EXPECT_EQ(dynamic_cast<const TryPlan&>(*cl.command).json, "p.json");
  EXPECT_EQ(cl.invocation.config.get_int("topology.nx"), 4);
  const char* argv[] = {"ccsim", "try-run", "--topology.ny=2"};
  EXPECT_EQ(parse_command_line(3, argv).invocation.config.get_int("topology.ny"), 2);
}

TEST_F(CommandLine_, ACommandOfTwoWordsIsFoundBeforeItsArguments) {
  const CommandLine cl = parse_arguments({"try-none", "sub", "DIR"});
  EXPECT_EQ(cl.invocation.command, "try-none sub");
  EXPECT_EQ(cl.invocation.arguments, (std::vector<std::string>{"DIR"}));
  EXPECT_EQ(parse_arguments({"try-none", "other"}).invocation.command, "try-none");
}

TEST_F(CommandLine_, WithoutACommandOnlyHelpAndVersionAreRead) {
  EXPECT_EQ(parse_arguments({}).entry, nullptr);
  EXPECT_TRUE(parse_arguments({"--help"}).help);
  EXPECT_TRUE(parse_arguments({"--version"}).version);
  const ConfigError e = config_error([&] { parse_arguments({"no-such-command"}); });
  EXPECT_TRUE(contains(e.what(), "unknown command 'no-such-command'; known: try-run, try-plan"))
      << e.what();
}

TEST_F(CommandLine_, HelpWinsOverEverythingElseTyped) {
  const CommandLine cl = parse_arguments({"try-none", "-h", "--json", "x", "--topology.nx=4"});
  EXPECT_TRUE(cl.invocation.help);
}

// The registry's refusals, before the command runs.
TEST_F(CommandLine_, AFlagTheCommandDoesNotDeclareIsRefusedNamingIt) {
  ConfigError e = config_error([&] { parse_arguments({"try-plan", "--stats", "s.json"}); });
  EXPECT_EQ(e.key(), "--stats");
  EXPECT_TRUE(contains(e.what(), "not an option of `ccsim try-plan`")) << e.what();
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-run", "--json", "p.json"});
            }).key(),
            "--json");
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-keys", "--config", "x.ini"});
            }).key(),
            "--config");
  EXPECT_EQ(config_error([&] { parse_arguments({"try-none", "-j", "2"}); }).key(), "--jobs");
}

TEST_F(CommandLine_, ACommandWithoutConfigurationRefusesKeys) {
  const ConfigError e = config_error([&] { parse_arguments({"try-none", "--topology.nx=4"}); });
  EXPECT_EQ(e.key(), "topology.nx");
  EXPECT_TRUE(contains(e.what(), "takes no configuration keys")) << e.what();
  EXPECT_NO_THROW(parse_arguments({"try-none", "-q"}));  // -q is every command's
}

TEST_F(CommandLine_, AKeyTheCommandSetsItselfIsRefusedFromTheCommandLine) {
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-keys", "--output.stats=s.json"});
            }).key(),
            "output.stats");
  EXPECT_EQ(config_error([&] {
              parse_arguments({"try-keys", "--traffic.injection_rate=0.1"});
            }).key(),
            "traffic.injection_rate");
  EXPECT_NO_THROW(parse_arguments({"try-keys", "--topology.nx=4", "-q"}));
}

TEST(Flags, ADeclaredTwiceFlagIsAProgrammingError) {
  std::vector<KeySetting> settings;
  FlagSet flags(settings);
  flags.toggle("x", "", [] {});
  EXPECT_THROW(flags.toggle("x", "", [] {}), std::logic_error);
}

TEST(Help, ListsEveryCommandCommonFlagAndEveryKeyWithDefaultUnitAndHelp) {
  std::ostringstream out;
  print_help(out);
  const std::string help = out.str();
  for (const auto& [name, entry] : commands_in_order()) EXPECT_TRUE(contains(help, name)) << name;
  for (const char* flag : {"--help", "--quiet", "--version"}) {
    EXPECT_TRUE(contains(help, flag)) << flag;
  }
  for (const KeySpec& spec : all_keys()) {
    const std::string line_start = "--" + spec.name + "=" + type_name(spec.type);
    const size_t at = help.find(line_start);
    ASSERT_NE(at, std::string::npos) << spec.name;
    const std::string line = help.substr(at, help.find('\n', at) - at);
    EXPECT_TRUE(contains(line, spec.help)) << line;
    if (!spec.unit.empty()) {
      EXPECT_TRUE(contains(line, spec.unit)) << line;
    }
    if (!spec.default_value.empty()) {
      EXPECT_TRUE(contains(line, spec.default_value)) << line;
    }
    EXPECT_TRUE(contains(help, "[" + section_of(spec.name) + "]")) << spec.name;
  }
}

TEST(Help, ACommandsHelpListsItsOwnFlagsAndExamplesAndNotOthers) {
  std::ostringstream out;
  print_command_help(*command_registry().find("try-plan"), out);
  const std::string help = out.str();
  for (const char* flag : {"--json FILE", "--config FILE", "--print-config", "-q, --quiet"}) {
    EXPECT_TRUE(contains(help, flag)) << flag << "\n" << help;
  }
  EXPECT_FALSE(contains(help, "--stats")) << help;
  EXPECT_TRUE(contains(help, "ccsim try-run --config x.ini")) << help;
  std::ostringstream none;
  print_command_help(*command_registry().find("try-none"), none);
  EXPECT_FALSE(contains(none.str(), "--config FILE")) << none.str();
  EXPECT_TRUE(contains(none.str(), "takes no configuration keys")) << none.str();
}

}  // namespace
}  // namespace ccsim::tb
