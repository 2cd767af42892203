// Trace writers (sc_models/trace/): time scales, VCD and FST from the same samples.
//
// Proves that cycles become trace time one unit (1 ns) per cycle by default and real time at the
// clock on request, in the coarsest of ns, ps and fs that holds a cycle exactly (20 MHz: 50 ns;
// 400 MHz: 2500 ps; 7 MHz: rounded per cycle in fs, without drift); that a VCD holds the scopes,
// widths and value changes of its samples inside the window only, stamped in trace time; that
// an FST of the same samples starts with its header block and, read back with fstapi's reader,
// holds the same names, widths, time scale and value changes; that two FSTs of the same samples
// are the same bytes; that the format follows the name (.fst writes FST where the build has the
// writer, and is refused by name where it has not); and that nothing is left in place when a
// writer is dropped before finish(). Samplers are counters over 40 cycles; files go to a fresh
// directory per test.
#include "trace/trace_writer.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>
#ifdef CCSIM_WITH_FST
#include "common/fst_trace.h"
#endif

namespace ccsim::trace {
namespace {

namespace fs = std::filesystem;

class TraceFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "ccsim-trace-writer-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(dir_);
  }
  std::string file(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Three signals of 1, 2 and 32 bits over cycles 0..39: a toggle, a kind that steps every 3
// cycles and a word that changes every 5; the trace ends at cycle 40.
void write_counters(TraceWriter& w) {
  static uint64_t now = 0;
  w.add("top.a.valid", 1, [] { return now & 1; });
  w.add("top.a.kind", 2, [] { return (now / 3) % 3; });
  w.add("top.b.data", 32, [] { return 0xC0DE0000u + now / 5; });
  for (now = 0; now < 40; ++now) w.sample(now);
  w.finish(40);
}

// VCD value changes: (time, leaf name, value) in file order.
struct Vcd {
  std::string timescale;
  std::map<std::string, int> width_of;  // dotted name
  std::vector<std::tuple<uint64_t, std::string, uint64_t>> changes;
  uint64_t last_time = 0;
};

Vcd parse_vcd(const std::string& text) {
  Vcd vcd;
  std::istringstream in(text);
  std::vector<std::string> scope;
  std::map<std::string, std::string> name_of;  // id -> dotted name
  uint64_t now = 0;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "$timescale") {
      words >> vcd.timescale;
    } else if (first == "$scope") {
      std::string kind, name;
      words >> kind >> name;
      scope.push_back(name);
    } else if (first == "$upscope") {
      scope.pop_back();
    } else if (first == "$var") {
      std::string type, id, name;
      int width = 0;
      words >> type >> width >> id >> name;
      for (auto it = scope.rbegin(); it != scope.rend(); ++it) name = *it + "." + name;
      name_of[id] = name;
      vcd.width_of[name] = width;
    } else if (!line.empty() && line[0] == '#') {
      now = std::stoull(line.substr(1));
      vcd.last_time = now;
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

TEST(Timescale, CyclesAreOneNanosecondEach) {
  const Timescale t = cycle_timescale();
  EXPECT_EQ(t.unit(), "1ns");
  EXPECT_EQ(t.time_of(0), 0u);
  EXPECT_EQ(t.time_of(123456789), 123456789u);
}

TEST(Timescale, RealTimeUsesTheCoarsestUnitThatHoldsACycleExactly) {
  const Timescale iwarp = real_timescale(20);  // 50 ns
  EXPECT_EQ(iwarp.unit(), "1ns");
  EXPECT_EQ(iwarp.time_of(3), 150u);
  EXPECT_NE(iwarp.description.find("50 ns = 1 cycle"), std::string::npos) << iwarp.description;
  const Timescale fast = real_timescale(400);  // 2.5 ns
  EXPECT_EQ(fast.unit(), "1ps");
  EXPECT_EQ(fast.time_of(2), 5000u);
  const Timescale cm200 = real_timescale(7);  // 142.857... ns: no exact unit
  EXPECT_EQ(cm200.unit(), "1fs");
  // Rounded per cycle, not accumulated: a million cycles are a million periods.
  EXPECT_EQ(cm200.time_of(1000000), uint64_t(1e6 * 1e9 / 7 + 0.5));
}

// The last cycle whose stamp fits below 2^63, and a writer's window never past it.
TEST(Timescale, LastCycleIsTheLastWhoseStampFitsAndEndsEveryWindow) {
  EXPECT_GE(cycle_timescale().last_cycle(), uint64_t(1) << 62);
  const Timescale slow = real_timescale(1e-12);  // 10^15 ns a cycle
  const uint64_t last = slow.last_cycle();
  EXPECT_LT(double(last) * slow.ticks_per_cycle, 9.223e18);
  EXPECT_GT(double(last + 2) * slow.ticks_per_cycle, 9.2e18);
  const std::string path = ::testing::TempDir() + "/slow.vcd";
  auto w = open_trace_writer(path, 0, 0, slow);
  EXPECT_TRUE(w->in_window(last));
  EXPECT_FALSE(w->in_window(last + 1));
}

TEST_F(TraceFiles, VcdHoldsTheSamplesInsideTheWindowInTraceTime) {
  const std::string path = file("t.vcd");
  {
    auto w = open_trace_writer(path, 10, 20, real_timescale(20));
    write_counters(*w);
  }
  const Vcd vcd = parse_vcd(read_text(path));
  EXPECT_EQ(vcd.timescale, "1ns");
  EXPECT_EQ(vcd.width_of.at("top.a.valid"), 1);
  EXPECT_EQ(vcd.width_of.at("top.a.kind"), 2);
  EXPECT_EQ(vcd.width_of.at("top.b.data"), 32);
  ASSERT_FALSE(vcd.changes.empty());
  // The first sample (cycle 10 = 500 ns) writes every value; then only changes, up to cycle 20.
  EXPECT_EQ(std::get<0>(vcd.changes.front()), 500u);
  for (const auto& [time, name, value] : vcd.changes) {
    EXPECT_EQ(time % 50, 0u) << name;
    EXPECT_GE(time, 500u) << name;
    EXPECT_LE(time, 1000u) << name;
    const uint64_t cycle = time / 50;
    if (name == "top.b.data") {
      EXPECT_EQ(value, 0xC0DE0000u + cycle / 5);
    } else if (name == "top.a.valid") {
      EXPECT_EQ(value, cycle & 1);
    }
  }
  EXPECT_EQ(vcd.last_time, 2000u);  // the end of the run, cycle 40
}

TEST_F(TraceFiles, AWriterDroppedBeforeFinishLeavesNoFile) {
  { auto w = open_trace_writer(file("t.vcd"), 0, 0, cycle_timescale()); }
  if (fst_available()) {
    auto w = open_trace_writer(file("t.fst"), 0, 0, cycle_timescale());
    w->add("top.x", 1, [] { return 1; });
    w->sample(0);
  }
  EXPECT_TRUE(fs::is_empty(dir_)) << "a partial trace was left in " << dir_;
}

TEST(TraceFormat, FstIsWrittenWhereTheBuildHasTheWriterAndRefusedByNameElsewhere) {
  EXPECT_EQ(trace_format_problem("out/run.vcd"), "");
  EXPECT_EQ(trace_format_problem("/dev/null"), "");
  const std::string fst = trace_format_problem("out/run.fst");
  if (fst_available()) {
    EXPECT_EQ(fst, "");
  } else {
    EXPECT_NE(fst.find("'out/run.fst'"), std::string::npos) << fst;
    EXPECT_NE(fst.find("FST writer"), std::string::npos) << fst;
  }
  EXPECT_NE(trace_format_problem("run.gtkw").find("GTKWave save file"), std::string::npos);
}

#ifdef CCSIM_WITH_FST
TEST_F(TraceFiles, FstHoldsTheSameSignalsAndChangesAsTheVcd) {
  for (const char* name : {"t.vcd", "t.fst"}) {
    auto w = open_trace_writer(file(name), 3, 0, cycle_timescale());
    write_counters(*w);
  }
  const std::string bytes = read_text(file("t.fst"));
  ASSERT_GT(bytes.size(), 0u);
  EXPECT_EQ(bytes[0], char(FST_BL_HDR)) << "an FST starts with its header block";
  const Vcd vcd = parse_vcd(read_text(file("t.vcd")));
  const FstTrace fst = read_fst(file("t.fst"));
  ASSERT_TRUE(fst.opened);
  EXPECT_EQ(fst.timescale_exponent, -9);
  EXPECT_EQ(fst.end_time, 40u);
  // Vectors are named as Verilator names them in FST ("data [31:0]").
  std::map<std::string, int> fst_widths;
  for (const auto& [name, width] : fst.width_of) {
    fst_widths[name.substr(0, name.find(' '))] = width;
  }
  EXPECT_EQ(fst_widths, vcd.width_of);
  EXPECT_EQ(fst.width_of.count("top.b.data [31:0]"), 1u);
  // The same changes, each at the same time (the order within one time may differ).
  auto sorted = [](std::vector<std::tuple<uint64_t, std::string, uint64_t>> c, bool strip) {
    for (auto& [time, name, value] : c) {
      if (strip) name = name.substr(0, name.find(' '));
    }
    std::sort(c.begin(), c.end());
    return c;
  };
  EXPECT_EQ(sorted(fst.changes, true), sorted(vcd.changes, false));
}

TEST_F(TraceFiles, TwoFstsOfTheSameSamplesAreTheSameBytes) {
  for (const char* name : {"a.fst", "b.fst"}) {
    auto w = open_trace_writer(file(name), 0, 0, real_timescale(20));
    write_counters(*w);
  }
  EXPECT_EQ(read_text(file("a.fst")), read_text(file("b.fst")));
  EXPECT_EQ(read_fst(file("a.fst")).end_time, 2000u);
}
#endif

}  // namespace
}  // namespace ccsim::trace
