// Gnuplot scripts and plots: one quoting rule, no shell, and a plot file replaced only by a
// finished drawing.
//
// - Every string a script holds (titles, labels, legends) goes through gnuplot_string(): a
//   single-quoted literal, the one form in which gnuplot expands nothing (inside double quotes
//   it runs `backquoted` text as a shell command). Labels inside inline data go through
//   gnuplot_data_label().
// - The user's file names never enter a script that ccsim runs: render_plot() runs gnuplot
//   without a shell, in a private temporary directory, on outputs named there, and only then
//   replaces each requested path through OutputFile. A failure, or an interrupt, leaves an
//   existing plot as it was.
// - Terminals are noenhanced: an underscore in a key name is an underscore, not a subscript.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ccsim::tb {

// One plot command of a figure with several panels, and the settings only it has.
struct GnuplotPanel {
  std::string settings;  // `set` commands before it, each line ending in '\n'
  std::string plot;      // the arguments of its plot command
};

// What a plot shows; where it goes is given when it is written or drawn.
struct GnuplotPlot {
  std::string setup;  // data blocks and `set` commands, each line ending in '\n'
  std::string title;  // a string expression (gnuplot_string, gnuplot_lines); over every panel
  std::string plot;   // the arguments of the plot command; "" draws an empty frame
  // Or several panels, stacked top to bottom in this order (then `plot` is not used).
  std::vector<GnuplotPanel> panels;
  int width = 1000;  // pixels (PNG) or points (SVG)
  int height = 600;
};

// `text` as a gnuplot string literal: single quotes, a quote doubled, control characters
// (which would end the command line) replaced by spaces.
std::string gnuplot_string(std::string_view text);
// Lines of text as one gnuplot string expression: each line quoted by gnuplot_string(), joined
// by a newline.
std::string gnuplot_lines(const std::vector<std::string>& lines);
// `text` as a quoted field of an inline data block: double quotes, which a data field cannot
// escape, become single quotes; control characters become spaces.
std::string gnuplot_data_label(std::string_view text);

// True when `path` ends in .png or .svg, the two formats ccsim draws.
bool is_plot_path(const std::string& path);
// Refuses, with a ConfigError naming `flag`, a path that does not end in .png or .svg or that
// cannot be written (output_path_problem). Checked before any simulation.
void check_plot_path(const std::string& flag, const std::string& path);

// The whole script that draws `plot` into each of `outputs` (names as gnuplot opens them,
// relative to the directory it runs in; the extension chooses the terminal), for users to keep
// beside a plot and rerun by hand.
std::string gnuplot_script(const GnuplotPlot& plot, const std::vector<std::string>& outputs);

bool gnuplot_installed();

// Draws `plot` into each of `paths` (.png or .svg) as described above. Returns "" or what went
// wrong, in one line.
std::string render_plot(const GnuplotPlot& plot, const std::vector<std::string>& paths);

}  // namespace ccsim::tb
