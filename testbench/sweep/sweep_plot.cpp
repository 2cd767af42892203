// Sweep plots: a gnuplot script with inline data, run when gnuplot is installed.
#include "sweep/sweep_plot.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"
#include "base/output_file.h"
#include "output/gnuplot.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

std::string script_path(const std::string& plot_path) {
  return fs::path(plot_path).replace_extension(".gp").string();
}

bool is_number(const std::string& text, double& value) {
  if (text.empty()) return false;
  char* end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return end != nullptr && *end == '\0';
}

std::string value_of(const RunReport& r, const std::string& key) {
  const auto it = r.config.find(key);
  return it == r.config.end() ? "" : it->second;
}

std::string with_unit(const std::string& label, const std::string& unit) {
  return unit.empty() ? label : label + " (" + unit + ")";
}

}  // namespace

void check_sweep_plot_path(const std::string& path) {
  if (path.empty()) return;
  check_plot_path("--plot", path);
  const std::string problem = output_path_problem(script_path(path));
  if (!problem.empty()) throw ConfigError("--plot", problem);
}

const Figure* plot_figure(const std::vector<RunReport>& reports, const std::string& name) {
  std::vector<std::string> known;
  for (const RunReport& r : reports) {
    for (const Figure& f : r.figures) {
      if (!name.empty() && f.name == name) return &f;
      if (std::find(known.begin(), known.end(), f.name) == known.end()) known.push_back(f.name);
    }
  }
  if (name.empty()) {
    for (const RunReport& r : reports) {
      for (const Figure& f : r.figures) {
        if (f.in_tables) return &f;
      }
    }
    for (const RunReport& r : reports) {
      if (!r.figures.empty()) return &r.figures.front();
    }
    return nullptr;
  }
  std::string list;
  for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
  throw ConfigError("--plot-figure", "no figure '" + printable(name) + "' in these runs" +
                                         (list.empty() ? "" : "; they have: " + list));
}

GnuplotPlot sweep_plot(const std::vector<RunReport>& reports,
                       const std::vector<std::string>& varied, const Figure& figure) {
  const std::string x_key = varied.empty() ? "" : varied.front();
  // The x values in sweep order; numeric when every one is a number.
  std::vector<std::string> xs;
  bool numeric = !x_key.empty();
  for (const RunReport& r : reports) {
    const std::string x = value_of(r, x_key);
    double ignored = 0;
    if (!is_number(x, ignored)) numeric = false;
    if (std::find(xs.begin(), xs.end(), x) == xs.end()) xs.push_back(x);
  }
  // One series per combination of the other varied keys, in sweep order.
  const auto combo_of = [&varied](const RunReport& r) {
    std::string combo;
    for (size_t k = 1; k < varied.size(); ++k) {
      combo += (combo.empty() ? "" : ", ") + varied[k] + "=" + value_of(r, varied[k]);
    }
    return combo;
  };
  struct Point {
    double x;
    std::string label;
    double y;
  };
  std::vector<std::string> combos;
  std::vector<std::vector<Point>> series;
  for (const RunReport& r : reports) {
    const Figure* f = r.figure(figure.name);
    if (f == nullptr) continue;
    const std::string combo = combo_of(r);
    auto it = std::find(combos.begin(), combos.end(), combo);
    if (it == combos.end()) {
      combos.push_back(combo);
      series.emplace_back();
      it = combos.end() - 1;
    }
    const std::string x = value_of(r, x_key);
    double xv = double(std::find(xs.begin(), xs.end(), x) - xs.begin());
    if (numeric) is_number(x, xv);
    series[size_t(it - combos.begin())].push_back({xv, x, f->value});
  }
  double x_min = 0;
  double x_max = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    double v = 0;
    is_number(xs[i], v);
    x_min = i == 0 ? v : std::min(x_min, v);
    x_max = i == 0 ? v : std::max(x_max, v);
  }
  const bool log_x = numeric && x_min > 0 && x_max / x_min >= 16;

  const KeySpec* spec = x_key.empty() ? nullptr : find_key(x_key);
  const std::string x_label = x_key.empty() ? "run" : with_unit(x_key, spec ? spec->unit : "");
  std::string title = figure.label;
  if (!reports.empty()) {
    title +=
        ": " + reports.front().topology + ", " + std::to_string(reports.front().nodes) + " nodes";
  }
  std::ostringstream out;
  out.precision(12);
  for (size_t s = 0; s < series.size(); ++s) {
    std::stable_sort(series[s].begin(), series[s].end(),
                     [](const Point& a, const Point& b) { return a.x < b.x; });
    out << "$s" << s << " << EOD\n";
    for (const Point& p : series[s]) {
      out << p.x << " " << p.y << " " << gnuplot_data_label(p.label) << "\n";
    }
    out << "EOD\n";
  }
  out << "set title " << gnuplot_string(title) << "\n"
      << "set xlabel " << gnuplot_string(x_label) << "\n"
      << "set ylabel "
      << gnuplot_string(with_unit(figure.label, figure.unit) +
                        (figure.analytic ? " [analytic]" : ""))
      << "\n"
      << "set key outside right top Left reverse\n"
      << "set grid\n";
  if (log_x) out << "set logscale x 2\n";
  if (!numeric) out << "set xrange [-0.5:" << (double(xs.size()) - 0.5) << "]\n";
  GnuplotPlot plot;
  plot.setup = out.str();
  plot.height = 600 + 20 * int(std::max<size_t>(series.size(), 1));
  for (size_t s = 0; s < series.size(); ++s) {
    const std::string name = combos[s].empty() ? figure.label : combos[s];
    if (!plot.plot.empty()) plot.plot += ", \\\n     ";
    plot.plot += "$s" + std::to_string(s) + " using 1:2" + (numeric ? "" : ":xtic(3)") +
                 " with linespoints pt 7 lc " + std::to_string(s + 1) + " title " +
                 gnuplot_string(name);
  }
  return plot;
}

void plot_sweep(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                const std::string& figure_name, const std::string& path, std::ostream& out) {
  const Figure* figure = plot_figure(reports, figure_name);
  if (figure == nullptr) {
    out << "plot: no run has a figure to plot; no plot written\n";
    return;
  }
  const GnuplotPlot plot = sweep_plot(reports, varied, *figure);
  const std::string script = script_path(path);
  const std::string x_key = varied.empty() ? "run" : varied.front();
  write_output_file(script, "# ccsim sweep plot: " + figure->name + " against " + x_key +
                                ", one line per combination of the other varied keys.\n" +
                                "# Run it in this directory: gnuplot " +
                                fs::path(script).filename().string() + "\n" +
                                gnuplot_script(plot, {fs::path(path).filename().string()}));
  const std::string problem = render_plot(plot, {path});
  if (!problem.empty()) {
    out << "plot: " << problem << "; script written to " << script << ", plot not drawn\n";
    return;
  }
  out << "plot of " << figure->name << " written to " << path << " (gnuplot script " << script
      << ")\n";
}

}  // namespace ccsim::tb
