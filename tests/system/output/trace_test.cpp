// Proves, through the ccsim command, the trace files a user gets beside a run: the FST of a run
// holds the same signals and value changes as its VCD (read back with fstapi's reader); a build
// without the FST writer refuses an FST trace before the run naming output.trace; every trace
// comes with a GTKWave save file (.gtkw) that opens the trace, shows only signals the trace holds,
// all of the node --trace-node names (its synchronizing switch, links out, AAPC pool queues and
// DMA, in four groups) and refers to a translate filter file of word kinds written beside it;
// --trace-time real stamps each cycle at the clock period (50 ns on iWarp) instead of 1 ns; an
// FST on a full device is exit code 1 naming it; and a bad --trace-node or --trace-time, a save
// file that cannot be written or a trace named .gtkw is refused with exit code 2 and one line
// naming the key, before any simulation.
//
// Black box. Runs are the iWarp 8x8 phased AAPC with 256 B blocks, traced over
// a window of 2000 cycles (about a second each).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#ifdef CCSIM_WITH_FST
#include "common/fst_trace.h"
#endif

namespace ccsim::systest {
namespace {

namespace fs = std::filesystem;

constexpr char kWindow[] = "0:2000";

std::vector<std::string> traced_run(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"run",
                                   "--config",
                                   "configs/iwarp-8x8.ini",
                                   "--quiet",
                                   "--algorithm.block_bytes=256",
                                   "--trace-window",
                                   kWindow};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

// A VCD's signals by GTKWave's names ("ccsim.n0_0.out_xp.data[31:0]"), its time scale and
// comment, and its value changes as (time, dotted name, value).
struct Vcd {
  std::string timescale;
  std::string comment;
  std::map<std::string, int> width_of;  // dotted name
  std::set<std::string> gtkwave_names;
  std::vector<std::tuple<uint64_t, std::string, uint64_t>> changes;
  std::vector<uint64_t> times;
};

Vcd parse_vcd(const std::string& text) {
  Vcd vcd;
  std::istringstream in(text);
  std::vector<std::string> scope;
  std::map<std::string, std::string> name_of;
  uint64_t now = 0;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "$comment") {
      vcd.comment = line;
    } else if (first == "$timescale") {
      words >> vcd.timescale;
    } else if (first == "$scope") {
      std::string kind, name;
      words >> kind >> name;
      scope.push_back(name);
    } else if (first == "$upscope") {
      scope.pop_back();
    } else if (first == "$var") {
      std::string type, id, name, range;
      int width = 0;
      words >> type >> width >> id >> name >> range;
      for (auto it = scope.rbegin(); it != scope.rend(); ++it) name = *it + "." + name;
      name_of[id] = name;
      vcd.width_of[name] = width;
      vcd.gtkwave_names.insert(range == "$end" ? name : name + range);
    } else if (!line.empty() && line[0] == '#') {
      now = std::stoull(line.substr(1));
      vcd.times.push_back(now);
    } else if (!line.empty() && line[0] == 'b') {
      const size_t space = line.find(' ');
      vcd.changes.emplace_back(now, name_of[line.substr(space + 1)],
                               std::stoull(line.substr(1, space - 1), nullptr, 2));
    } else if (!line.empty() && (line[0] == '0' || line[0] == '1')) {
      vcd.changes.emplace_back(now, name_of[line.substr(1)], uint64_t(line[0] - '0'));
    }
  }
  return vcd;
}

// A .gtkw: its settings ("[dumpfile]" -> value), the signals it shows (GTKWave names, aliases
// dropped), group names and translate filter lines.
struct SaveFile {
  std::map<std::string, std::string> settings;
  std::vector<std::string> signals;
  std::vector<std::string> groups;
  std::vector<std::string> filters;  // "^1 /path"
};

SaveFile parse_gtkw(const std::string& text) {
  SaveFile s;
  std::istringstream in(text);
  bool group_begin = false;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    if (line[0] == '[') {
      const size_t close = line.find(']');
      s.settings[line.substr(0, close + 1)] = line.size() > close + 2 ? line.substr(close + 2) : "";
    } else if (line[0] == '@') {
      group_begin = (std::stoull(line.substr(1), nullptr, 16) >> 23) & 1;
    } else if (line[0] == '-') {
      if (group_begin) s.groups.push_back(line.substr(1));
    } else if (line[0] == '^') {
      s.filters.push_back(line);
    } else if (line[0] != '*') {
      const size_t alias_end = line[0] == '+' ? line.find("} ") : std::string::npos;
      s.signals.push_back(alias_end == std::string::npos ? line : line.substr(alias_end + 2));
    }
  }
  return s;
}

// Exit code 2, nothing on stdout, no file written, one line "ccsim: error: KEY: ..." holding
// `also`.
void expect_refused(const CommandResult& r, const TestDir& dir, const std::string& key,
                    const std::vector<std::string>& also,
                    const std::vector<std::string>& files_before = {}) {
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_TRUE(r.out.empty()) << "a simulation ran:\n" << r.out;
  EXPECT_EQ(dir.files_written(), files_before);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  const std::string prefix = "ccsim: error: " + key + ": ";
  EXPECT_EQ(lines[0].rfind(prefix, 0), 0u) << "expected '" << prefix << "...', got: " << lines[0];
  for (const std::string& text : also) {
    EXPECT_NE(lines[0].find(text), std::string::npos) << "'" << text << "' not in: " << lines[0];
  }
}

TEST(TraceView, NamesOnlyTracedSignalsOfTheChosenNodeInFourGroups) {
  TestDir dir;
  const std::string vcd_path = dir.file("run.vcd");
  const CommandResult r = run_ccsim(traced_run({"--trace", vcd_path, "--trace-node", "2,3"}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_EQ(dir.files_written(),
            (std::vector<std::string>{"run.gtkw", "run.kinds.txt", "run.vcd"}));
  const Vcd vcd = parse_vcd(read_text(vcd_path));
  SaveFile gtkw = parse_gtkw(read_text(dir.file("run.gtkw")));
  EXPECT_EQ(gtkw.settings["[dumpfile]"], "\"" + vcd_path + "\"");
  EXPECT_EQ(gtkw.settings["[savefile]"], "\"" + dir.file("run.gtkw") + "\"");
  EXPECT_EQ(gtkw.settings["[timestart]"], "0");
  ASSERT_FALSE(gtkw.signals.empty());
  for (const std::string& signal : gtkw.signals) {
    EXPECT_EQ(vcd.gtkwave_names.count(signal), 1u) << signal << " is not in the trace";
    EXPECT_EQ(signal.rfind("ccsim.n2_3.", 0), 0u) << signal << " is not of node (2, 3)";
  }
  // The four parts of a node: sync switch, each link's word, each pool queue (VC 2), DMA.
  EXPECT_EQ(gtkw.groups.size(), 4u);
  const std::set<std::string> shown(gtkw.signals.begin(), gtkw.signals.end());
  for (const char* signal : {"switch.sync_sticky_bits[4:0]", "switch.sync_and",
                             "switch.queues_complete[31:0]", "out_xp.valid", "out_ym.data[31:0]",
                             "out_yp.kind[1:0]", "out_xm.vc[3:0]", "switch.in_xm_vc2.count[3:0]",
                             "switch.in_local_vc2.bound", "switch.in_yp_vc2.out_port[3:0]",
                             "ni.dma_words_outstanding[31:0]", "ni.messages_received[31:0]"}) {
    EXPECT_EQ(shown.count(std::string("ccsim.n2_3.") + signal), 1u) << "not shown: " << signal;
  }
  EXPECT_EQ(shown.count("ccsim.n2_3.switch.in_xp_vc0.count[3:0]"), 0u) << "VC 0 is not the pool";
  // Word kinds by name: one filter file, written beside the trace.
  ASSERT_EQ(gtkw.filters.size(), 4u);  // before each link's kind
  for (const std::string& f : gtkw.filters) EXPECT_EQ(f, "^1 " + dir.file("run.kinds.txt"));
  const std::string kinds = read_text(dir.file("run.kinds.txt"));
  for (const char* line : {"\n0 ?green?head\n", "\n1 body\n", "\n2 ?red?tail\n", "\n3 -\n"}) {
    EXPECT_NE(kinds.find(line), std::string::npos) << line << " not in:\n" << kinds;
  }
}

TEST(TraceView, DefaultsToTheCentreNode) {
  TestDir dir;
  const CommandResult r = run_ccsim(traced_run({"--trace", dir.file("run.vcd")}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  SaveFile gtkw = parse_gtkw(read_text(dir.file("run.gtkw")));
  ASSERT_FALSE(gtkw.signals.empty());
  for (const std::string& signal : gtkw.signals) {
    EXPECT_EQ(signal.rfind("ccsim.n4_4.", 0), 0u) << signal;
  }
}

TEST(TraceTime, RealTimeStampsEachCycleAtTheClockPeriod) {
  TestDir dir;
  const std::string cycles_path = dir.file("cycles.vcd");
  const std::string real_path = dir.file("real.vcd");
  ASSERT_EQ(run_ccsim(traced_run({"--trace", cycles_path}), dir).exit_code, 0);
  const CommandResult r =
      run_ccsim(traced_run({"--trace", real_path, "--trace-time", "real"}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const Vcd cycles = parse_vcd(read_text(cycles_path));
  const Vcd real = parse_vcd(read_text(real_path));
  EXPECT_EQ(cycles.timescale, "1ns");
  EXPECT_NE(cycles.comment.find("1 ns = 1 cycle"), std::string::npos) << cycles.comment;
  EXPECT_EQ(real.timescale, "1ns");
  EXPECT_NE(real.comment.find("50 ns = 1 cycle (20 MHz)"), std::string::npos) << real.comment;
  ASSERT_EQ(real.times.size(), cycles.times.size());
  ASSERT_GT(cycles.times.size(), 2u);
  for (size_t i = 0; i < cycles.times.size(); ++i) {
    EXPECT_EQ(real.times[i], 50 * cycles.times[i]) << "time stamp " << i;
  }
  EXPECT_EQ(real.changes.size(), cycles.changes.size());
  // The view spans the same cycles, in the trace's time.
  SaveFile gtkw = parse_gtkw(read_text(dir.file("real.gtkw")));
  EXPECT_EQ(gtkw.settings["[timestart]"], "0");
}

#ifdef CCSIM_WITH_FST
TEST(TraceFst, HoldsTheSameSignalsAndChangesAsTheVcdOfTheSameRun) {
  TestDir dir;
  const std::string vcd_path = dir.file("run.vcd");
  const std::string fst_path = dir.file("run.fst");
  ASSERT_EQ(run_ccsim(traced_run({"--trace", vcd_path}), dir).exit_code, 0);
  const CommandResult r = run_ccsim(traced_run({"--trace", fst_path}), dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_EQ(dir.files_written(),
            (std::vector<std::string>{"run.fst", "run.gtkw", "run.kinds.txt", "run.vcd"}));
  const std::string bytes = read_text(fst_path);
  ASSERT_FALSE(bytes.empty());
  EXPECT_EQ(bytes[0], char(FST_BL_HDR)) << "an FST starts with its header block";
  const Vcd vcd = parse_vcd(read_text(vcd_path));
  const FstTrace fst = read_fst(fst_path);
  ASSERT_TRUE(fst.opened) << "fstapi cannot read " << fst_path;
  EXPECT_EQ(fst.timescale_exponent, -9);
  EXPECT_EQ(fst.end_time, vcd.times.back());
  std::map<std::string, int> widths;
  for (const auto& [name, width] : fst.width_of) widths[name.substr(0, name.find(' '))] = width;
  EXPECT_EQ(widths, vcd.width_of);
  auto sorted = [](std::vector<std::tuple<uint64_t, std::string, uint64_t>> c) {
    for (auto& change : c) {
      std::string& name = std::get<1>(change);
      name = name.substr(0, name.find(' '));
    }
    std::sort(c.begin(), c.end());
    return c;
  };
  const auto fst_changes = sorted(fst.changes);
  const auto vcd_changes = sorted(vcd.changes);
  EXPECT_EQ(fst_changes.size(), vcd_changes.size());
  EXPECT_TRUE(fst_changes == vcd_changes) << "the FST and the VCD of one run differ";
  // A link of the viewed node carried words inside the window.
  EXPECT_TRUE(std::any_of(fst_changes.begin(), fst_changes.end(), [](const auto& c) {
    return std::get<1>(c) == "ccsim.n4_4.out_xp.valid" && std::get<2>(c) == 1;
  }));
  SaveFile gtkw = parse_gtkw(read_text(dir.file("run.gtkw")));
  EXPECT_EQ(gtkw.settings["[dumpfile]"], "\"" + fst_path + "\"");
  for (const std::string& signal : gtkw.signals) {
    EXPECT_EQ(vcd.gtkwave_names.count(signal), 1u) << signal << " is not in the trace";
  }
}

// fstapi writes a file of its own; the error writing the trace is still the trace's.
TEST(TraceFst, OnAFullDeviceExitsOneNamingThePathAndTheReason) {
  TestDir dir;
  const std::string path = dir.file("run.fst");
  fs::create_symlink("/dev/full", path);
  const CommandResult r = run_ccsim(traced_run({"--trace", path}), dir);
  EXPECT_EQ(r.exit_code, 1) << describe(r);
  const std::vector<std::string> lines = r.err_lines();
  ASSERT_EQ(lines.size(), 1u) << "stderr:\n" << r.err;
  EXPECT_NE(lines[0].find("'" + path + "'"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("No space left on device"), std::string::npos) << lines[0];
  EXPECT_EQ(dir.files_written(), std::vector<std::string>{"run.fst"}) << "no view of a device";
}
#else
TEST(TraceFst, IsRefusedBeforeTheRunByABuildWithoutTheWriter) {
  TestDir dir;
  const std::string path = dir.file("run.fst");
  expect_refused(run_ccsim(traced_run({"--trace", path}), dir), dir, "output.trace",
                 {"'" + path + "'", "FST writer", "name a .vcd file"});
}
#endif

struct BadTrace {
  std::string label;
  std::vector<std::string> args;
  std::string key;
  std::vector<std::string> also;
};

void PrintTo(const BadTrace& b, std::ostream* os) { *os << b.label; }

class RefusesBadTraceInput : public ::testing::TestWithParam<BadTrace> {};

TEST_P(RefusesBadTraceInput, BeforeTheRunNamingTheKey) {
  TestDir dir;
  std::vector<std::string> args = {"--trace", dir.file("run.vcd")};
  args.insert(args.end(), GetParam().args.begin(), GetParam().args.end());
  expect_refused(run_ccsim(traced_run(args), dir), dir, GetParam().key, GetParam().also);
}

INSTANTIATE_TEST_SUITE_P(
    Every, RefusesBadTraceInput,
    ::testing::Values(
        BadTrace{"NodeOutsideTheMachine",
                 {"--trace-node", "8,0"},
                 "output.trace_node",
                 {"x must be from 0 to 7", "'8,0'"}},
        BadTrace{"NodeIndexOutsideTheMachine",
                 {"--trace-node", "64"},
                 "output.trace_node",
                 {"from 0 to 63"}},
        BadTrace{"NodeNotANumber", {"--trace-node", "centre"}, "output.trace_node", {"'centre'"}},
        BadTrace{"NodeWithThreeCoordinates",
                 {"--trace-node", "1,2,3"},
                 "output.trace_node",
                 {"expected X,Y or a node index"}},
        BadTrace{"TimeNeitherCyclesNorReal",
                 {"--trace-time", "seconds"},
                 "output.trace_time",
                 {"seconds"}},
        BadTrace{"TraceNamedLikeItsSaveFile",
                 {"--trace", "view.gtkw"},
                 "output.trace",
                 {"GTKWave save file"}}),
    [](const ::testing::TestParamInfo<BadTrace>& info) { return info.param.label; });

// At 1e-12 MHz a cycle is 10^15 ns: 64 bits of stamps last 9,199 cycles, and the run takes
// 160,197. A trace to the end of the run, or past that cycle, is refused; its stamps wrapped,
// and the trace was written wrong.
TEST(TraceTime, RealStampsThatWouldOverflowAreRefusedNamingTheClock) {
  for (const char* end : {"0", "10000"}) {
    SCOPED_TRACE(std::string("output.trace_end = ") + end);
    TestDir dir;
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "--quiet", "--trace",
                   dir.file("run.vcd"), "--trace-time", "real", "--machine.clock_mhz=1e-12",
                   std::string("--output.trace_end=") + end},
                  dir);
    expect_refused(r, dir, "machine.clock_mhz", {"end at cycle 9199", "output.trace_end"});
  }
}

TEST(TraceView, ASaveFileThatCannotBeWrittenIsRefusedBeforeTheRun) {
  TestDir dir;
  fs::create_directory(dir.file("run.gtkw"));
  expect_refused(run_ccsim(traced_run({"--trace", dir.file("run.vcd")}), dir), dir, "output.trace",
                 {dir.file("run.gtkw"), "directory", "beside the trace"}, {"run.gtkw"});
}

}  // namespace
}  // namespace ccsim::systest
