// Studies: the registry, the shared runner and the renderings (see study.h).
#include "study.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "base/errors.h"
#include "cli/ini.h"
#include "output/csv.h"
#include "output/text_table.h"
#include "run/run.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif
#ifndef CCSIM_PAPER_DIR
#define CCSIM_PAPER_DIR "testbench/experiments"
#endif

namespace ccsim::tb {

PaperTable paper_table(const std::string& folder, const std::string& file) {
  return PaperTable::read(std::string(CCSIM_PAPER_DIR) + "/" + folder + "/" + file + ".csv");
}

Registry<StudyEntry>& study_registry() {
  static Registry<StudyEntry> registry("study", "reproduce");
  return registry;
}

ComparisonRow& Comparison::row(const std::vector<std::string>& keys) {
  for (ComparisonRow& r : rows) {
    if (r.keys == keys) return r;
  }
  rows.push_back(ComparisonRow{keys, std::vector<std::optional<double>>(quantities.size()),
                               std::vector<std::optional<double>>(quantities.size())});
  return rows.back();
}

size_t Comparison::quantity(const std::string& name) const {
  for (size_t i = 0; i < quantities.size(); ++i) {
    if (quantities[i].name == name) return i;
  }
  throw std::logic_error(title + ": no quantity '" + name + "'");
}

Config StudyRunner::machine(const std::string& config_file, const KeyValues& overrides) const {
  Config config = read_config_file(std::string(CCSIM_CONFIG_DIR) + "/" + config_file);
  config.set("output.progress", "false", "study");
  for (const auto& [key, value] : user_) config.set(key, value, "command line");
  for (const auto& [key, value] : overrides) config.set(key, value, "study");
  return config;
}

namespace {
// The configuration's values, one per line, without origins: equal text, equal run.
std::string values_of(const Config& config) {
  std::string text;
  for (const KeySpec& k : all_keys()) text += k.name + "=" + config.get_string(k.name) + "\n";
  return text;
}

// A one-line name of a run for messages: the keys that differ from the defaults.
std::string describe(const Config& config) {
  const Config defaults;
  std::string out;
  for (const KeySpec& k : all_keys()) {
    if (section_of(k.name) != "topology" && section_of(k.name) != "algorithm") continue;
    if (config.get_string(k.name) == defaults.get_string(k.name)) continue;
    out += (out.empty() ? "" : " ") + k.name + "=" + config.get_string(k.name);
  }
  return out;
}
}  // namespace

std::vector<RunReport> StudyRunner::run(const std::vector<Config>& configs) {
  std::vector<Config> missing;
  std::vector<std::string> missing_keys;
  for (const Config& c : configs) {
    const std::string key = values_of(c);
    if (done_.count(key) ||
        std::find(missing_keys.begin(), missing_keys.end(), key) != missing_keys.end()) {
      continue;
    }
    missing.push_back(c);
    missing_keys.push_back(key);
  }
  if (!missing.empty()) {
    if (!quiet_) {
      std::cerr << "[ccsim] " << missing.size() << " simulation" << (missing.size() == 1 ? "" : "s")
                << ", " << jobs_ << " at a time\n";
    }
    // A long batch says how far it is every tenth of the way, with the time it may still take.
    const auto started = std::chrono::steady_clock::now();
    const size_t step = missing.size() >= 40 ? missing.size() / 10 : 0;
    const auto progress = [&](size_t finished) {
      if (quiet_ || step == 0 || finished % step != 0 || finished == missing.size()) return;
      const double elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      const double left = elapsed * double(missing.size() - finished) / double(finished);
      std::cerr << "[ccsim]   " << finished << "/" << missing.size() << " done, "
                << int(elapsed + 0.5) << " s so far, about " << int(left + 0.5) << " s left\n";
    };
    const std::vector<RunReport> reports = simulate_all(missing, jobs_, progress);
    simulations_ += missing.size();
    for (size_t i = 0; i < missing.size(); ++i) {
      if (!reports[i].ok) {
        throw SimulationError("a study's run failed (" + describe(missing[i]) +
                              "): " + reports[i].error.substr(0, reports[i].error.find('\n')));
      }
      done_.emplace(missing_keys[i], reports[i]);
    }
  }
  std::vector<RunReport> out;
  for (const Config& c : configs) out.push_back(done_.at(values_of(c)));
  return out;
}

namespace {
std::string cell(const std::optional<double>& v) {
  if (!v) return "-";
  const double a = std::fabs(*v);
  return TextTable::fixed(*v, a >= 1000 ? 0 : a >= 100 ? 1 : a >= 1 ? 2 : 3);
}
std::optional<double> ratio(const std::optional<double>& model,
                            const std::optional<double>& paper) {
  if (!model || !paper || *paper == 0) return std::nullopt;
  return *model / *paper;
}
std::string with_unit(const Quantity& q) {
  return q.label + (q.unit.empty() ? "" : " (" + q.unit + ")");
}
// The range of model / reference over the rows, per headline quantity that has both:
// "d cycles 0.41-0.52, one cycle 0.48-0.50".
std::string ratio_ranges(const Comparison& c) {
  std::string out;
  for (size_t q = 0; q < c.quantities.size(); ++q) {
    if (!c.quantities[q].headline) continue;
    double low = 0;
    double high = 0;
    bool any = false;
    for (const ComparisonRow& r : c.rows) {
      const std::optional<double> x = ratio(r.model[q], r.paper[q]);
      if (!x) continue;
      low = any ? std::min(low, *x) : *x;
      high = any ? std::max(high, *x) : *x;
      any = true;
    }
    if (!any) continue;
    out += (out.empty() ? "" : ", ") + c.quantities[q].label + " " + TextTable::fixed(low, 2) +
           (high > low ? "-" + TextTable::fixed(high, 2) : "");
  }
  return out;
}

}  // namespace

void print_comparison(const Comparison& c, std::ostream& out) {
  out << c.title << "\n";
  std::vector<std::string> header = c.key_names;
  for (const Quantity& q : c.quantities) {
    if (!q.headline) continue;
    header.push_back(with_unit(q) + ": " + c.reference);
    header.push_back("model");
    header.push_back("model/" + c.reference);
  }
  TextTable table(header);
  for (const ComparisonRow& r : c.rows) {
    std::vector<std::string> cells = r.keys;
    for (size_t q = 0; q < c.quantities.size(); ++q) {
      if (!c.quantities[q].headline) continue;
      cells.push_back(cell(r.paper[q]));
      cells.push_back(cell(r.model[q]));
      const std::optional<double> x = ratio(r.model[q], r.paper[q]);
      cells.push_back(x ? TextTable::fixed(*x, 2) : "-");
    }
    table.add(cells);
  }
  table.print(out);
  if (std::any_of(c.quantities.begin(), c.quantities.end(),
                  [](const Quantity& q) { return !q.headline; })) {
    out << "(the parts of each method are in the CSV file)\n";
  }
  const std::string ranges = ratio_ranges(c);
  if (!ranges.empty()) out << "model/" << c.reference << ", lowest-highest: " << ranges << "\n";
  for (const std::string& note : c.notes) out << "note: " << note << "\n";
}

void write_comparison_csv(const Comparison& c, std::ostream& out) {
  std::vector<std::string> header = c.key_names;
  for (const Quantity& q : c.quantities) {
    for (const std::string& part : {c.reference, std::string("model"), std::string("ratio")}) {
      header.push_back(q.name + "_" + part);
    }
  }
  write_csv_line(header, out);
  for (const ComparisonRow& r : c.rows) {
    std::vector<std::string> cells = r.keys;
    for (size_t q = 0; q < c.quantities.size(); ++q) {
      cells.push_back(csv_number(r.paper[q]));
      cells.push_back(csv_number(r.model[q]));
      cells.push_back(csv_number(ratio(r.model[q], r.paper[q])));
    }
    write_csv_line(cells, out);
  }
}

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

// Comparison::bar_quantities: one group per row, in it per quantity two bars (model, reference).
GnuplotPlot bar_chart(const Comparison& c) {
  std::vector<size_t> qs;
  for (const std::string& name : c.bar_quantities) qs.push_back(c.quantity(name));
  const auto value = [](const std::optional<double>& v) {
    std::ostringstream os;
    if (v) {
      os.precision(8);
      os << *v;
    } else {
      os << "?";
    }
    return os.str();
  };
  std::ostringstream out;
  out << "$bars << EOD\n";
  for (const ComparisonRow& r : c.rows) {
    std::string label;
    for (const std::string& k : r.keys) label += (label.empty() ? "" : " ") + k;
    out << gnuplot_data_label(label);
    for (const size_t q : qs) out << " " << value(r.model[q]) << " " << value(r.paper[q]);
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
      << "set ylabel "
      << gnuplot_string(qs.size() == 1 ? with_unit(c.quantities[qs[0]]) : c.y_label) << "\n"
      << "set title " << gnuplot_string(c.title) << "\n";
  // One bar pair per quantity, a colour each; titles name the quantity when there are several.
  std::string plot;
  for (size_t k = 0; k < qs.size(); ++k) {
    const std::string name = qs.size() == 1 ? "" : c.quantities[qs[k]].label + ", ";
    const std::string colour = std::to_string(k + 1);
    plot += std::string(k ? ", \\\n     '' " : "$bars ") + "using " + std::to_string(2 * k + 2) +
            (k ? "" : ":xtic(1)") + " fill solid 0.7 border -1 lc " + colour + " title " +
            gnuplot_string(name + "model") + ", \\\n     '' using " + std::to_string(2 * k + 3) +
            " fill pattern 4 border -1 lc " + colour + " title " +
            gnuplot_string(name + c.reference);
  }
  return sized_plot(out.str(), plot, qs.size() * 2);
}

}  // namespace

GnuplotPlot comparison_plot(const Comparison& c) {
  if (!c.bar_quantities.empty()) return bar_chart(c);
  // One series per headline quantity, source (model or reference) and combination of the key
  // columns other than x, each an inline data block of (x, value) sorted by x, so that rows of
  // different combinations never join into one line.
  struct Series {
    std::string title;
    int colour;
    bool model;
    std::vector<std::pair<double, double>> points;
  };
  // The key columns other than x that take more than one value name the combinations.
  std::vector<size_t> varied;
  for (size_t k = 0; k < c.key_names.size(); ++k) {
    const bool varies = std::any_of(c.rows.begin(), c.rows.end(), [&](const ComparisonRow& r) {
      return r.keys[k] != c.rows.front().keys[k];
    });
    if (k != c.x_key && varies) varied.push_back(k);
  }
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
  for (size_t q = 0; q < c.quantities.size(); ++q) {
    if (!c.quantities[q].headline) continue;
    for (const std::string& combo : combos) {
      ++colour;
      const std::string name = c.quantities[q].label + (combo.empty() ? "" : " (" + combo + ")");
      Series model{name + ", model", colour, true, {}};
      Series reference{name + ", " + c.reference, colour, false, {}};
      for (const ComparisonRow& r : c.rows) {
        if (combo_of(r) != combo) continue;
        const double x = std::atof(r.keys[c.x_key].c_str());
        if (r.model[q]) model.points.push_back({x, *r.model[q]});
        if (r.paper[q]) reference.points.push_back({x, *r.paper[q]});
      }
      for (Series* s : {&model, &reference}) {
        std::sort(s->points.begin(), s->points.end());
        if (!s->points.empty()) series.push_back(std::move(*s));
      }
    }
  }
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

void write_comparison_markdown(const Comparison& c, const std::string& plot_file,
                               std::ostream& out) {
  out << "## " << c.title << "\n\n";
  std::string header = "|";
  std::string rule = "|";
  for (const std::string& k : c.key_names) {
    header += " " + k + " |";
    rule += "---:|";
  }
  for (const Quantity& q : c.quantities) {
    if (!q.headline) continue;
    header += " " + with_unit(q) + ", " + c.reference + " | model | model/" + c.reference + " |";
    rule += "---:|---:|---:|";
  }
  if (c.rows.empty()) {
    out << "No rows at these settings.\n\n";
  } else {
    out << header << "\n" << rule << "\n";
  }
  for (const ComparisonRow& r : c.rows) {
    std::string line = "|";
    for (const std::string& k : r.keys) line += " " + k + " |";
    for (size_t q = 0; q < c.quantities.size(); ++q) {
      if (!c.quantities[q].headline) continue;
      const std::optional<double> x = ratio(r.model[q], r.paper[q]);
      line += " " + cell(r.paper[q]) + " | " + cell(r.model[q]) + " | " +
              (x ? TextTable::fixed(*x, 2) : "-") + " |";
    }
    out << line << "\n";
  }
  out << "\n";
  const std::string ranges = ratio_ranges(c);
  if (!ranges.empty()) out << "model/" << c.reference << ", lowest-highest: " << ranges << ".\n\n";
  for (const std::string& note : c.notes) out << "- " << note << "\n";
  if (!plot_file.empty()) out << "\n![" << c.title << "](" << plot_file << ")\n";
  out << "\n";
}

}  // namespace ccsim::tb
