// The gnuplot plot of a Comparison: lines of model against reference, or bars per case.
#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "studies/render.h"

namespace ccsim::tb {

namespace {

// Sized for a legend of `legend_lines` below the plot.
GnuplotPlot sized_plot(std::string setup, std::string plot, size_t legend_lines) {
  GnuplotPlot p;
  p.setup = std::move(setup);
  p.plot = std::move(plot);
  p.width = 1100;
  p.height = 520 + 9 * int(legend_lines);
  return p;
}

std::string data_value(const std::optional<double>& v) {
  if (!v) return "?";
  std::ostringstream os;
  os.precision(8);
  os << *v;
  return os.str();
}

// Comparison::bar_quantities: one group per row, in it per quantity two bars (model, reference).
GnuplotPlot bar_chart(const Comparison& c) {
  std::vector<const Quantity*> qs;
  for (const std::string& name : c.bar_quantities) qs.push_back(&c.quantity(name));
  std::ostringstream out;
  out << "$bars << EOD\n";
  for (const ComparisonRow& r : c.rows) {
    std::string label;
    for (const std::string& k : r.keys) label += (label.empty() ? "" : " ") + k;
    out << gnuplot_data_label(label);
    for (const Quantity* q : qs) {
      out << " " << data_value(r.model(q->name)) << " " << data_value(r.reference(q->name));
    }
    out << "\n";
  }
  out << "EOD\n"
      << "set datafile missing \"?\"\n"
      << "set style data histograms\n"
      << "set style histogram clustered gap 1\n"
      << "set boxwidth 0.9\n"
      << "set key below left Left reverse\n"
      << "set grid ytics\n"
      << "set yrange [0:*]\n"
      << "set xlabel " << gnuplot_string(c.x_label) << "\n"
      << "set ylabel " << gnuplot_string(qs.size() == 1 ? with_unit(*qs[0]) : c.y_label) << "\n"
      << "set title " << gnuplot_string(c.title) << "\n";
  // One bar pair per quantity, a colour each; titles name the quantity when there are several.
  std::string plot;
  for (size_t k = 0; k < qs.size(); ++k) {
    const std::string name = qs.size() == 1 ? "" : display_label(*qs[k]) + ", ";
    const std::string colour = std::to_string(k + 1);
    plot += std::string(k ? ", \\\n     '' " : "$bars ") + "using " + std::to_string(2 * k + 2) +
            (k ? "" : ":xtic(1)") + " fill solid 0.7 border -1 lc " + colour + " title " +
            gnuplot_string(name + "model") + ", \\\n     '' using " + std::to_string(2 * k + 3) +
            " fill pattern 4 border -1 lc " + colour + " title " +
            gnuplot_string(name + c.reference);
  }
  return sized_plot(out.str(), plot, qs.size() * 2);
}

// One line of the plot: (x, value) points sorted by x.
struct Series {
  std::string title;
  int colour;
  bool model;
  std::vector<std::pair<double, double>> points;
};

// The key columns other than x that take more than one value, which name the combinations.
std::vector<size_t> varied_keys(const Comparison& c) {
  std::vector<size_t> varied;
  for (size_t k = 0; k < c.key_names.size(); ++k) {
    const bool varies = std::any_of(c.rows.begin(), c.rows.end(), [&](const ComparisonRow& r) {
      return r.keys[k] != c.rows.front().keys[k];
    });
    if (k != c.x_key && varies) varied.push_back(k);
  }
  return varied;
}

// One series per headline quantity, source (model or reference) and combination of the key
// columns other than x, so that rows of different combinations never join into one line.
std::vector<Series> line_series(const Comparison& c) {
  const std::vector<size_t> varied = varied_keys(c);
  const auto combo_of = [&varied](const ComparisonRow& r) {
    std::string combo;
    for (size_t k : varied) combo += (combo.empty() ? "" : ", ") + r.keys[k];
    return combo;
  };
  std::vector<std::string> combos;  // distinct values of the other keys, in row order
  for (const ComparisonRow& r : c.rows) {
    const std::string combo = combo_of(r);
    if (std::find(combos.begin(), combos.end(), combo) == combos.end()) combos.push_back(combo);
  }
  std::vector<Series> series;
  int colour = 0;
  for (const Quantity& q : c.quantities) {
    if (!q.headline || !q.plotted) continue;
    for (const std::string& combo : combos) {
      ++colour;
      const std::string name = display_label(q) + (combo.empty() ? "" : " (" + combo + ")");
      Series model{name + ", model", colour, true, {}};
      Series reference{name + ", " + c.reference, colour, false, {}};
      for (const ComparisonRow& r : c.rows) {
        if (combo_of(r) != combo) continue;
        const double x = std::atof(r.keys[c.x_key].c_str());
        if (const auto v = r.model(q.name)) model.points.push_back({x, *v});
        if (const auto v = r.reference(q.name)) reference.points.push_back({x, *v});
      }
      for (Series* s : {&model, &reference}) {
        std::sort(s->points.begin(), s->points.end());
        if (!s->points.empty()) series.push_back(std::move(*s));
      }
    }
  }
  return series;
}

}  // namespace

GnuplotPlot comparison_plot(const Comparison& c) {
  if (!c.bar_quantities.empty()) return bar_chart(c);
  const std::vector<Series> series = line_series(c);
  std::ostringstream out;
  for (size_t i = 0; i < series.size(); ++i) {
    out << "$s" << i << " << EOD\n";
    for (const auto& [x, y] : series[i].points) out << x << " " << y << "\n";
    out << "EOD\n";
  }
  out << "set key below left Left reverse\n"
      << "set grid\n"
      << "set xlabel " << gnuplot_string(c.x_label) << "\n"
      << "set ylabel " << gnuplot_string(c.y_label) << "\n"
      << "set title " << gnuplot_string(c.title) << "\n";
  if (c.log_x) out << "set logscale x 2\n";
  if (c.log_y) out << "set logscale y\n";
  std::string plot;
  for (size_t i = 0; i < series.size(); ++i) {
    if (!plot.empty()) plot += ", \\\n     ";
    plot += "$s" + std::to_string(i) + " using 1:2 with linespoints " +
            (series[i].model ? "dt 1 pt 7" : "dt 2 pt 6") + " lc " +
            std::to_string(series[i].colour) + " title " + gnuplot_string(series[i].title);
  }
  return sized_plot(out.str(), plot, series.size());
}

}  // namespace ccsim::tb
