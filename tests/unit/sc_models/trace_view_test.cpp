// The GTKWave view of a trace: the save file's text and the node it shows.
//
// Proves that the save file names the trace and itself by the paths given, fits the span asked
// for into the wave pane (GTKWave shows 2^-zoom time units per 200 pixels), sets GTKWave's
// trace flags for groups (begin, end), formats (hexadecimal, decimal, binary) and translate
// filters, each filtered signal preceded by its filter file, vectors named with their bit range
// as GTKWave names them; that the save file and filter go beside the trace under its stem; and
// that output.trace_node takes X,Y coordinates or a node index, defaults to the centre of a 2D
// machine (node 0 elsewhere) and refuses anything else naming the key, on an 8x8 torus, a 5x3
// mesh, a ring and a hypercube.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.h"
#include "run/run_params.h"
#include "trace/gtkw_view.h"

namespace ccsim {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

size_t index_of(const std::vector<std::string>& lines, const std::string& line) {
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] == line) return i;
  }
  ADD_FAILURE() << "no line '" << line << "'";
  return lines.size();
}

TEST(GtkwView, WritesGroupsFormatsAndFiltersAsGtkwaveReadsThem) {
  using Format = trace::GtkwView::Format;
  trace::GtkwView view;
  const int kinds = view.add_filter("/out/run.kinds.txt");
  EXPECT_EQ(kinds, 1);
  view.begin_group("n4_4 links out");
  view.add("ccsim.n4_4.out_xp.valid", 1, Format::kBinary, "xp valid");
  view.add("ccsim.n4_4.out_xp.data", 32, Format::kHex, "xp data");
  view.add("ccsim.n4_4.out_xp.kind", 2, Format::kDecimal, "xp kind", kinds);
  view.end_group();
  trace::GtkwView::Layout layout;
  layout.dumpfile = "/out/run.fst";
  layout.savefile = "/out/run.gtkw";
  layout.width = 1300;
  layout.height = 900;
  layout.signals_width = 212;
  layout.start = 1000;
  layout.end = 1000 + 1024 * 8;  // 8 units per pixel over the 1024-pixel wave pane
  const std::vector<std::string> lines = lines_of(view.text(layout));
  index_of(lines, "[dumpfile] \"/out/run.fst\"");
  const size_t savefile = index_of(lines, "[savefile] \"/out/run.gtkw\"");
  index_of(lines, "[timestart] 1000");
  index_of(lines, "[size] 1300 900");
  index_of(lines, "*-10.643856 -1");  // 1600 units per 200 pixels: -log2(1600)
  // Group begin = blank | TR_GRP_BEGIN (bit 23), end = blank | TR_GRP_END (bit 24).
  const size_t begin = index_of(lines, "@800200");
  EXPECT_EQ(lines.at(begin + 1), "-n4_4 links out");
  // Binary (bit 3), hexadecimal (bit 1), decimal (bit 2) with a file filter (bit 13), each
  // right-justified (bit 5), as GTKWave writes them.
  EXPECT_EQ(lines.at(begin + 2), "@28");
  EXPECT_EQ(lines.at(begin + 3), "+{xp valid} ccsim.n4_4.out_xp.valid");
  EXPECT_EQ(lines.at(begin + 4), "@22");
  EXPECT_EQ(lines.at(begin + 5), "+{xp data} ccsim.n4_4.out_xp.data[31:0]");
  EXPECT_EQ(lines.at(begin + 6), "@2024");
  const size_t filter = index_of(lines, "^1 /out/run.kinds.txt");
  EXPECT_EQ(filter, begin + 7);
  EXPECT_GT(filter, savefile) << "GTKWave finds moved filter files from [savefile]";
  EXPECT_EQ(lines.at(begin + 8), "+{xp kind} ccsim.n4_4.out_xp.kind[1:0]");
  EXPECT_EQ(lines.at(begin + 9), "@1000200");
  EXPECT_EQ(lines.at(begin + 10), "-n4_4 links out");
  EXPECT_EQ(view.signal_names(),
            (std::vector<std::string>{"ccsim.n4_4.out_xp.valid", "ccsim.n4_4.out_xp.data[31:0]",
                                      "ccsim.n4_4.out_xp.kind[1:0]"}));
}

TEST(GtkwView, GoesBesideTheTraceUnderItsStem) {
  EXPECT_EQ(trace::gtkw_path("out/run.fst"), "out/run.gtkw");
  EXPECT_EQ(trace::kinds_path("out/run.vcd"), "out/run.kinds.txt");
  EXPECT_EQ(trace::gtkw_path("trace"), "trace.gtkw");
  EXPECT_EQ(trace::gtkw_path("s.algorithm.block_bytes=64.vcd"), "s.algorithm.block_bytes=64.gtkw");
  EXPECT_DOUBLE_EQ(trace::GtkwView::zoom_for(1000, 200000), 0.0);  // 1 unit per 200 pixels
  EXPECT_DOUBLE_EQ(trace::GtkwView::zoom_for(4096, 200), -12.0);
}

Config with_topology(const std::vector<std::pair<std::string, std::string>>& settings) {
  Config c;
  for (const auto& [key, value] : settings) c.set(key, value, "test");
  return c;
}

int trace_node(const Config& config, const std::string& value) {
  Config c = config;
  if (!value.empty()) c.set("output.trace_node", value, "command line");
  return tb::read_trace_node(c, *net::make_topology(c));
}

TEST(TraceNode, TakesCoordinatesOrAnIndexAndDefaultsToTheCentre) {
  const Config torus = with_topology({{"topology.kind", "torus2d"}});  // 8 x 8
  EXPECT_EQ(trace_node(torus, ""), 4 * 8 + 4);
  EXPECT_EQ(trace_node(torus, "3,5"), 5 * 8 + 3);
  EXPECT_EQ(trace_node(torus, " 7, 0"), 7);
  EXPECT_EQ(trace_node(torus, "63"), 63);
  const Config mesh =
      with_topology({{"topology.kind", "mesh2d"}, {"topology.nx", "5"}, {"topology.ny", "3"}});
  EXPECT_EQ(trace_node(mesh, ""), 1 * 5 + 2);
  EXPECT_EQ(trace_node(mesh, "4,2"), 2 * 5 + 4);
  const Config ring = with_topology({{"topology.kind", "ring"}, {"topology.nodes", "6"}});
  EXPECT_EQ(trace_node(ring, ""), 0);
  EXPECT_EQ(trace_node(ring, "5"), 5);
  const Config cube = with_topology({{"topology.kind", "hypercube"}, {"topology.dim", "3"}});
  EXPECT_EQ(trace_node(cube, ""), 0);
  EXPECT_EQ(trace_node(cube, "1,0,1"), 5);
}

TEST(TraceNode, RefusesWhatIsNotANodeNamingTheKey) {
  const Config torus = with_topology({{"topology.kind", "torus2d"}});
  const Config ring = with_topology({{"topology.kind", "ring"}, {"topology.nodes", "6"}});
  struct Bad {
    const Config& config;
    std::string value;
    std::string expected;
  };
  const std::vector<Bad> cases = {
      {torus, "8,0", "x must be from 0 to 7"},
      {torus, "0,8", "y must be from 0 to 7"},
      {torus, "64", "a node index must be from 0 to 63"},
      {torus, "-1", "a node index must be from 0 to 63"},
      {torus, "a,b", "x must be from 0 to 7"},
      {torus, "1,2,3", "expected X,Y or a node index"},
      {torus, "4,", "y must be from 0 to 7"},
      {torus, "centre", "a node index"},
      {torus, "99999999999", "a node index"},
      {ring, "6", "a node index must be from 0 to 5"},
      {ring, "1,1", "expected 1 comma-separated coordinates or a node index"},
  };
  for (const Bad& b : cases) {
    try {
      trace_node(b.config, b.value);
      ADD_FAILURE() << "'" << b.value << "' was accepted";
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), "output.trace_node") << b.value;
      EXPECT_NE(std::string(e.what()).find(b.expected), std::string::npos)
          << b.value << ": " << e.what();
      EXPECT_NE(std::string(e.what()).find("'" + b.value + "'"), std::string::npos)
          << "the value is echoed: " << e.what();
    }
  }
}

}  // namespace
}  // namespace ccsim
