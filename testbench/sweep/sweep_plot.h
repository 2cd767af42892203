// The plot of a sweep: one named figure against the first varied key, drawn by gnuplot.
//
// x is the first --vary key (a numeric axis when every value is a number, logarithmic when
// they span a factor of 16 or more; otherwise one tick per value in sweep order); one line per
// combination of the other varied keys, named by them in the legend; y is the figure named by
// --plot-figure, by default the experiment's headline figure: the first figure it marks for
// tables (in_tables), the first column the sweep table shows after the cycles. Both axes are
// labelled with their units. The gnuplot script holds its data inline and sits beside the
// plot (FILE.png -> FILE.gp), so that it can be edited and rerun by hand.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "output/gnuplot.h"
#include "run/report.h"

namespace ccsim::tb {

// Refuses (ConfigError "--plot") a path that does not end in .png or .svg, or whose plot or
// script cannot be written. Nothing is checked when `path` is empty.
void check_sweep_plot_path(const std::string& path);

// The figure plotted: `name` when given, else the headline figure. ConfigError
// ("--plot-figure") naming the figures there are when `name` is not one of them.
const Figure* plot_figure(const std::vector<RunReport>& reports, const std::string& name);

// The plot of `figure` from `reports`.
GnuplotPlot sweep_plot(const std::vector<RunReport>& reports,
                       const std::vector<std::string>& varied, const Figure& figure);

// Writes the script beside `path` and draws the plot (output/gnuplot.h); says in one line on
// `out` what was written (and, when it could not be drawn, why).
void plot_sweep(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                const std::string& figure_name, const std::string& path, std::ostream& out);

}  // namespace ccsim::tb
