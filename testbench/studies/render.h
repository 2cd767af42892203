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

// "label (unit)", or the label alone for a quantity without a unit.
std::string with_unit(const Quantity& q);

}  // namespace ccsim::tb
