// The plot of a sweep: figures against the first varied key, drawn by gnuplot.
//
// - x is the first --vary key: a numeric axis when every value is a number (logarithmic when
//   they span a factor of 16 or more), otherwise one tick per value in sweep order.
// - One line per combination of the other varied keys; the legend shows their values, its
//   title names the keys.
// - y is the figure --plot-figure names, by default the one the experiment marks for plots
//   (Figure::plot_panel 1; a traffic sweep: latency), else its first table column. When the
//   experiment marks a second figure (plot_panel 2; a traffic sweep: accepted load), the
//   default plot stacks it below as a second panel sharing x.
// - The title names the machine and the keys held fixed at other than their defaults.
// - Axes carry their units; --log-y makes the main figure's y axis logarithmic.
// The gnuplot script holds its data inline and sits beside the plot (FILE.png -> FILE.gp), so
// that it can be edited and rerun by hand.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "output/gnuplot.h"
#include "run/report.h"

namespace ccsim::tb {

struct SweepPlotOptions {
  std::string figure;  // --plot-figure NAME; "" = the experiment's choice
  bool log_y = false;  // --log-y
};

// Refuses (ConfigError "--plot") a path that does not end in .png or .svg, or whose plot or
// script cannot be written. Nothing is checked when `path` is empty.
void check_sweep_plot_path(const std::string& path);

// The figures plotted, one per panel: the one `name` names, or the experiment's choice (one or
// two panels). ConfigError ("--plot-figure") naming the figures there are when `name` is not
// one of them; empty when the runs have no figure.
std::vector<const Figure*> plot_figures(const std::vector<RunReport>& reports,
                                        const std::string& name);

GnuplotPlot sweep_plot(const std::vector<RunReport>& reports,
                       const std::vector<std::string>& varied,
                       const std::vector<const Figure*>& figures, bool log_y);

// Writes the script beside `path` and draws the plot (output/gnuplot.h); says in one line on
// `out` what was written (and, when it could not be drawn, why).
void plot_sweep(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                const SweepPlotOptions& options, const std::string& path, std::ostream& out);

}  // namespace ccsim::tb
