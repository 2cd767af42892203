// Sweep plots: a gnuplot script with inline data, one panel per figure.
#include "sweep/sweep_plot.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"
#include "base/output_file.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

// Keys held fixed that the title names at most (more are counted), and per line.
constexpr size_t kTitleKeys = 9;
constexpr size_t kTitleKeysPerLine = 3;

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

// The machine, then the keys every run shares at other than their defaults (the varied and
// output keys left out), a few per line: "mesh2d 8x8, 64 nodes", "traffic.pattern=transpose,
// switch.num_vcs=2".
std::vector<std::string> title_lines(const std::vector<RunReport>& reports,
                                     const std::vector<std::string>& varied) {
  if (reports.empty()) return {};
  const RunReport& first = reports.front();
  std::vector<std::string> fixed;
  for (const auto& [key, value] : first.config) {
    const KeySpec* spec = find_key(key);
    if (spec == nullptr || section_of(key) == "output" || section_of(key) == "topology" ||
        value == spec->default_value ||
        std::find(varied.begin(), varied.end(), key) != varied.end()) {
      continue;
    }
    const bool shared = std::all_of(reports.begin(), reports.end(),
                                    [&](const RunReport& r) { return value_of(r, key) == value; });
    if (shared) fixed.push_back(key + "=" + value);
  }
  // What the runs do before the machine they do it on.
  const auto rank = [](const std::string& key) {
    const std::string section = section_of(key);
    return section == "algorithm" || section == "traffic" ? 0 : section == "experiment" ? 2 : 1;
  };
  std::stable_sort(fixed.begin(), fixed.end(), [&rank](const std::string& a, const std::string& b) {
    return rank(a) < rank(b);
  });
  std::vector<std::string> lines = {first.topology + ", " + std::to_string(first.nodes) + " nodes"};
  for (size_t i = 0; i < fixed.size() && i < kTitleKeys; i += kTitleKeysPerLine) {
    std::string line;
    for (size_t k = i; k < fixed.size() && k < i + kTitleKeysPerLine && k < kTitleKeys; ++k) {
      line += (line.empty() ? "" : ", ") + fixed[k];
    }
    lines.push_back(line);
  }
  if (fixed.size() > kTitleKeys) {
    lines.back() += " and " + std::to_string(fixed.size() - kTitleKeys) + " more keys";
  }
  return lines;
}

// The x axis: the first varied key's values in sweep order, as numbers when all are numbers.
struct Axis {
  std::string key;
  std::vector<std::string> values;
  bool numeric = false;

  double position(const std::string& value) const {
    double v = double(std::find(values.begin(), values.end(), value) - values.begin());
    if (numeric) is_number(value, v);
    return v;
  }
  bool logarithmic() const {
    if (!numeric || values.empty()) return false;
    double low = 0;
    double high = 0;
    for (size_t i = 0; i < values.size(); ++i) {
      double v = 0;
      is_number(values[i], v);
      low = i == 0 ? v : std::min(low, v);
      high = i == 0 ? v : std::max(high, v);
    }
    return low > 0 && high / low >= 16;
  }
};

Axis x_axis(const std::vector<RunReport>& reports, const std::vector<std::string>& varied) {
  Axis axis;
  axis.key = varied.empty() ? "" : varied.front();
  axis.numeric = !axis.key.empty();
  for (const RunReport& r : reports) {
    const std::string x = value_of(r, axis.key);
    double ignored = 0;
    if (!is_number(x, ignored)) axis.numeric = false;
    if (std::find(axis.values.begin(), axis.values.end(), x) == axis.values.end()) {
      axis.values.push_back(x);
    }
  }
  return axis;
}

// One series per combination of the other varied keys (their values, "" for none), in sweep
// order; each a data block $pP_sS and a line of the panel's plot command.
GnuplotPanel panel(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                   const Axis& axis, const Figure& figure, size_t index, bool log_y,
                   std::string& data) {
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
    std::string combo;
    for (size_t k = 1; k < varied.size(); ++k) {
      combo += (combo.empty() ? "" : ", ") + value_of(r, varied[k]);
    }
    auto it = std::find(combos.begin(), combos.end(), combo);
    if (it == combos.end()) {
      combos.push_back(combo);
      series.emplace_back();
      it = combos.end() - 1;
    }
    const std::string x = value_of(r, axis.key);
    series[size_t(it - combos.begin())].push_back({axis.position(x), x, f->value});
  }
  std::ostringstream out;
  out.precision(12);
  GnuplotPanel p;
  for (size_t s = 0; s < series.size(); ++s) {
    std::stable_sort(series[s].begin(), series[s].end(),
                     [](const Point& a, const Point& b) { return a.x < b.x; });
    const std::string block = "$p" + std::to_string(index) + "_s" + std::to_string(s);
    out << block << " << EOD\n";
    for (const Point& q : series[s]) {
      out << q.x << " " << q.y << " " << gnuplot_data_label(q.label) << "\n";
    }
    out << "EOD\n";
    if (!p.plot.empty()) p.plot += ", \\\n     ";
    p.plot += block + " using 1:2" + (axis.numeric ? "" : ":xtic(3)") +
              " with linespoints pt 7 lc " + std::to_string(s + 1) + " title " +
              gnuplot_string(combos[s].empty() ? figure.label : combos[s]);
  }
  data += out.str();
  p.settings = "set ylabel " +
               gnuplot_string(with_unit(figure.label, figure.unit) +
                              (figure.analytic ? " [analytic]" : "")) +
               "\n" +
               (log_y       ? "set logscale y\n"
                : index > 0 ? "unset logscale y\n"
                            : "");
  return p;
}

}  // namespace

void check_sweep_plot_path(const std::string& path) {
  if (path.empty()) return;
  check_plot_path("--plot", path);
  const std::string problem = output_path_problem(script_path(path));
  if (!problem.empty()) throw ConfigError("--plot", problem);
}

std::vector<const Figure*> plot_figures(const std::vector<RunReport>& reports,
                                        const std::string& name) {
  // The first figure of that name, or with that mark, over every report.
  const auto first = [&reports](const auto& wanted) -> const Figure* {
    for (const RunReport& r : reports) {
      for (const Figure& f : r.figures) {
        if (wanted(f)) return &f;
      }
    }
    return nullptr;
  };
  if (!name.empty()) {
    if (const Figure* f = first([&](const Figure& g) { return g.name == name; })) return {f};
    std::vector<std::string> known;
    for (const RunReport& r : reports) {
      for (const Figure& f : r.figures) {
        if (std::find(known.begin(), known.end(), f.name) == known.end()) known.push_back(f.name);
      }
    }
    std::string list;
    for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
    throw ConfigError("--plot-figure", "no figure '" + printable(name) + "' in these runs" +
                                           (list.empty() ? "" : "; they have: " + list));
  }
  const Figure* main = first([](const Figure& f) { return f.plot_panel == 1; });
  if (main == nullptr) main = first([](const Figure& f) { return f.in_tables; });
  if (main == nullptr) main = first([](const Figure&) { return true; });
  if (main == nullptr) return {};
  std::vector<const Figure*> out = {main};
  if (const Figure* second = first([](const Figure& f) { return f.plot_panel == 2; })) {
    if (main->plot_panel == 1) out.push_back(second);
  }
  return out;
}

GnuplotPlot sweep_plot(const std::vector<RunReport>& reports,
                       const std::vector<std::string>& varied,
                       const std::vector<const Figure*>& figures, bool log_y) {
  const Axis axis = x_axis(reports, varied);
  const KeySpec* spec = axis.key.empty() ? nullptr : find_key(axis.key);
  GnuplotPlot plot;
  std::string data;
  for (size_t i = 0; i < figures.size(); ++i) {
    // A logarithmic y is asked for the main figure; a second panel keeps its linear axis.
    plot.panels.push_back(panel(reports, varied, axis, *figures[i], i, log_y && i == 0, data));
  }
  std::string legend_title;
  for (size_t k = 1; k < varied.size(); ++k) {
    legend_title += (legend_title.empty() ? "" : ", ") + varied[k];
  }
  std::ostringstream out;
  plot.title = gnuplot_lines(title_lines(reports, varied));
  out << data << "set xlabel "
      << gnuplot_string(axis.key.empty() ? "run" : with_unit(axis.key, spec ? spec->unit : ""))
      << "\n"
      << "set key outside right top Left reverse title " << gnuplot_string(legend_title) << "\n"
      << "set grid\n";
  if (axis.logarithmic()) out << "set logscale x 2\n";
  if (!axis.numeric) out << "set xrange [-0.5:" << (double(axis.values.size()) - 0.5) << "]\n";
  plot.setup = out.str();
  plot.height = int(figures.size() > 1 ? 1000 : 640);
  if (plot.panels.size() == 1) {  // one panel: a plain plot
    plot.setup += plot.panels.front().settings;
    plot.plot = plot.panels.front().plot;
    plot.panels.clear();
  }
  return plot;
}

void plot_sweep(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                const SweepPlotOptions& options, const std::string& path, std::ostream& out) {
  const std::vector<const Figure*> figures = plot_figures(reports, options.figure);
  if (figures.empty()) {
    out << "plot: no run has a figure to plot; no plot written\n";
    return;
  }
  const GnuplotPlot plot = sweep_plot(reports, varied, figures, options.log_y);
  const std::string script = script_path(path);
  std::string names;
  for (const Figure* f : figures) names += (names.empty() ? "" : " and ") + f->name;
  write_output_file(script, "# ccsim sweep plot: " + names + " against " +
                                (varied.empty() ? "run" : varied.front()) +
                                ", one line per combination of the other varied keys.\n" +
                                "# Run it in this directory: gnuplot " +
                                fs::path(script).filename().string() + "\n" +
                                gnuplot_script(plot, {fs::path(path).filename().string()}));
  const std::string problem = render_plot(plot, {path});
  if (!problem.empty()) {
    out << "plot: " << problem << "; script written to " << script << ", plot not drawn\n";
    return;
  }
  out << "plot of " << names << " written to " << path << " (gnuplot script " << script << ")\n";
}

}  // namespace ccsim::tb
