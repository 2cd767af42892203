// The renderings of a Comparison: a text table for the terminal, CSV, a gnuplot plot and a
// Markdown section of the report.
#pragma once

#include <ostream>
#include <string>

#include "output/gnuplot.h"
#include "studies/comparison.h"

namespace ccsim::tb {

// Text table with the paper's value, the model's and their ratio per headline quantity.
void print_comparison(const Comparison& c, std::ostream& out);
// CSV: the key columns, then NAME_paper (or NAME_formula), NAME_model, NAME_ratio per quantity.
void write_comparison_csv(const Comparison& c, std::ostream& out);
// The plot of `c`: model (solid, filled points) against the reference (dashed, open points),
// or, with bar_quantities, bars per case; its data inline.
GnuplotPlot comparison_plot(const Comparison& c);
// A Markdown section: title, the table, the notes, the plot.
void write_comparison_markdown(const Comparison& c, const std::string& plot_file,
                               std::ostream& out);

// A line of REPORT.md's summary table: the study, its title, model/reference lowest-highest per
// headline quantity, and the quantities whose model values are fits ("none").
std::string summary_markdown_row(const std::string& study, const Comparison& c);

// The label, marked " [fit]" when the quantity's model values rest on a fitted parameter.
std::string display_label(const Quantity& q);
// That, then " (unit)" unless the quantity has none.
std::string with_unit(const Quantity& q);

}  // namespace ccsim::tb
