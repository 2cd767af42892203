// GTKWave save file (.gtkw): which signals GTKWave shows when it opens a trace, and how.
//
// A save file is lines of text GTKWave reads in order: "[key] value" settings (the trace it
// opens, window size, first time shown), a "*" line (zoom, markers), "@flags" lines that set the
// display flags of the traces that follow (hexadecimal, decimal, binary, group begin and end, a
// translate filter), "^N FILE" lines that select translate filter file N, "-LABEL" lines for
// blank rows and group names, and one line per signal ("+{alias} name" to show it under a
// shorter name). Signal names are GTKWave's: the dotted name with the bit range of a vector
// ("ccsim.n0_0.out_xp.data[31:0]"). A translate filter file maps a value, as the trace shows it,
// to a text ("2 tail"). Pure C++; machine_trace.cpp decides what to show.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ccsim::trace {

// The .gtkw and translate filter files written beside a trace: "out/run.fst" gives
// "out/run.gtkw" and "out/run.kinds.txt".
std::string gtkw_path(const std::string& trace_path);
std::string kinds_path(const std::string& trace_path);

class GtkwView {
 public:
  enum class Format { kHex, kDecimal, kBinary };

  // Signals added until end_group() are shown under `name`, a group GTKWave can fold.
  void begin_group(const std::string& name);
  void end_group();
  // `dotted_name` is the trace's ("ccsim.n0_0.out_xp.data"), `width` its bits; shown as
  // `alias` (the full name when empty). `filter` = 0: none; N: translate filter file N of
  // add_filter().
  void add(const std::string& dotted_name, int width, Format format, const std::string& alias,
           int filter = 0);
  // A translate filter file, referenced by its path (absolute, so that GTKWave finds it from
  // anywhere); returns its number for add().
  int add_filter(const std::string& path);

  // Where and how GTKWave opens: the trace file and this save file (absolute paths), the window
  // size in pixels (height 0: tall enough for every row, within 1400 pixels), and the span of
  // trace time [start, end] to fit into the wave pane.
  struct Layout {
    std::string dumpfile;
    std::string savefile;
    int width = 1600;
    int height = 0;
    int signals_width = 260;  // pixels of the signal name pane
    uint64_t start = 0;
    uint64_t end = 0;
  };
  std::string text(const Layout& layout) const;

  // GTKWave's name of every signal added, in order ("ccsim.n0_0.out_xp.data[31:0]").
  std::vector<std::string> signal_names() const;

  // GTKWave's zoom for `span` time units over `pixels` (it shows 2^-zoom units per 200 pixels).
  static double zoom_for(uint64_t span, int pixels);

 private:
  struct Row {
    enum class Kind { kBegin, kEnd, kSignal } kind;
    std::string name;  // group name, or the signal's GTKWave name
    std::string alias;
    Format format = Format::kHex;
    int filter = 0;
  };
  std::vector<Row> rows_;
  std::vector<std::string> filters_;
  int open_groups_ = 0;
};

// GTKWave's name of a traced signal: "data[31:0]" for a vector, the name itself for one bit.
std::string gtkwave_name(const std::string& dotted_name, int width);

}  // namespace ccsim::trace
