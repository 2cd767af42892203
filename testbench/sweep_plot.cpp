// Sweep plots: a gnuplot script with inline data, run when gnuplot is installed.
#include "sweep_plot.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"
#include "base/output_file.h"
#include "external_program.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

std::string extension_of(const std::string& path) { return fs::path(path).extension().string(); }

std::string script_path(const std::string& plot_path) {
  return fs::path(plot_path).replace_extension(".gp").string();
}

// A gnuplot string literal: double quotes, with backslashes and double quotes escaped.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out + "\"";
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

void check_plot_path(const std::string& path) {
  if (path.empty()) return;
  const std::string ext = extension_of(path);
  if (ext != ".png" && ext != ".svg") {
    throw ConfigError("--plot", "'" + printable(path) + "' must end in .png or .svg");
  }
  for (const std::string& p : {path, script_path(path)}) {
    const std::string problem = output_path_problem(p);
    if (!problem.empty()) throw ConfigError("--plot", problem);
  }
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

std::string sweep_plot_script(const std::vector<RunReport>& reports,
                              const std::vector<std::string>& varied, const Figure& figure,
                              const std::string& output) {
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
  out << "# ccsim sweep plot: " << figure.name << " against " << (x_key.empty() ? "run" : x_key)
      << ", one line per combination of the other varied keys.\n"
      << "# Run it in this directory: gnuplot " << fs::path(output).stem().string() << ".gp\n";
  for (size_t s = 0; s < series.size(); ++s) {
    std::stable_sort(series[s].begin(), series[s].end(),
                     [](const Point& a, const Point& b) { return a.x < b.x; });
    out << "$s" << s << " << EOD\n";
    for (const Point& p : series[s]) out << p.x << " " << p.y << " " << quoted(p.label) << "\n";
    out << "EOD\n";
  }
  const bool png = extension_of(output) == ".png";
  out << "set terminal " << (png ? "pngcairo" : "svg") << " size 1000,"
      << 600 + 20 * std::max<size_t>(series.size(), 1) << "\n"
      << "set output " << quoted(output) << "\n"
      << "set title " << quoted(title) << " noenhanced\n"
      << "set xlabel " << quoted(x_label) << " noenhanced\n"
      << "set ylabel "
      << quoted(with_unit(figure.label, figure.unit) + (figure.analytic ? " [analytic]" : ""))
      << " noenhanced\n"
      << "set key outside right top Left reverse noenhanced\n"
      << "set grid\n";
  if (log_x) out << "set logscale x 2\n";
  if (!numeric) out << "set xrange [-0.5:" << (double(xs.size()) - 0.5) << "]\n";
  std::string plot;
  for (size_t s = 0; s < series.size(); ++s) {
    const std::string name = combos[s].empty() ? figure.label : combos[s];
    if (!plot.empty()) plot += ", \\\n     ";
    plot += "$s" + std::to_string(s) + " using 1:2" + (numeric ? "" : ":xtic(3)") +
            " with linespoints pt 7 lc " + std::to_string(s + 1) + " title " + quoted(name);
  }
  out << "plot " << (plot.empty() ? "NaN notitle" : plot) << "\n";
  return out.str();
}

void plot_sweep(const std::vector<RunReport>& reports, const std::vector<std::string>& varied,
                const std::string& figure_name, const std::string& path, std::ostream& out) {
  const Figure* figure = plot_figure(reports, figure_name);
  if (figure == nullptr) {
    out << "plot: no run has a figure to plot; no plot written\n";
    return;
  }
  const fs::path plot(path);
  const std::string script = script_path(path);
  write_output_file(script, sweep_plot_script(reports, varied, *figure, plot.filename().string()));
  if (!program_on_path("gnuplot")) {
    out << "plot: gnuplot is not installed (scripts/install-deps.sh plot installs it); script "
           "written to "
        << script << ", plot not drawn\n";
    return;
  }
  const std::string dir = plot.parent_path().empty() ? "." : plot.parent_path().string();
  const ProgramResult r = run_program({"gnuplot", fs::path(script).filename().string()}, dir);
  if (!r.started || r.exit_code != 0) {
    const std::string why =
        r.err.empty() ? "" : ": " + printable(r.err.substr(0, r.err.find('\n')));
    out << "plot: gnuplot failed on " << script << why << "; plot not drawn\n";
    return;
  }
  out << "plot of " << figure->name << " written to " << path << " (gnuplot script " << script
      << ")\n";
}

}  // namespace ccsim::tb
