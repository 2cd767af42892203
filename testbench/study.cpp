// Studies: the registry, the shared runner and the renderings (see study.h).
#include "study.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "base/errors.h"
#include "options.h"
#include "run.h"
#include "text_table.h"

#ifndef CCSIM_CONFIG_DIR
#define CCSIM_CONFIG_DIR "configs"
#endif

namespace ccsim::tb {

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

Config StudyRunner::machine(const std::string& config_file,
                            const std::vector<std::pair<std::string, std::string>>& overrides) {
  Config config = parse_arguments({"run", "--config",
                                   std::string(CCSIM_CONFIG_DIR) + "/" + config_file, "--quiet"})
                      .config;
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
    const std::vector<RunReport> reports = simulate_all(missing, jobs_);
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
std::string csv_number(const std::optional<double>& v) {
  if (!v) return "";
  std::ostringstream os;
  os.precision(6);
  os << *v;
  return os.str();
}
std::string with_unit(const Quantity& q) {
  return q.label + (q.unit.empty() ? "" : " (" + q.unit + ")");
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
}  // namespace

void print_comparison(const Comparison& c, std::ostream& out) {
  out << c.title << "\n";
  std::vector<std::string> header = c.key_names;
  for (const Quantity& q : c.quantities) {
    if (!q.headline) continue;
    header.push_back(with_unit(q) + ": paper");
    header.push_back("model");
    header.push_back("model/paper");
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
  for (const std::string& note : c.notes) out << "note: " << note << "\n";
}

void write_comparison_csv(const Comparison& c, std::ostream& out) {
  std::string line;
  for (const std::string& k : c.key_names) line += (line.empty() ? "" : ",") + k;
  for (const Quantity& q : c.quantities) {
    line += "," + q.name + "_paper," + q.name + "_model," + q.name + "_ratio";
  }
  out << line << "\n";
  for (const ComparisonRow& r : c.rows) {
    line.clear();
    for (const std::string& k : r.keys) line += (line.empty() ? "" : ",") + k;
    for (size_t q = 0; q < c.quantities.size(); ++q) {
      line += "," + csv_number(r.paper[q]) + "," + csv_number(r.model[q]) + "," +
              csv_number(ratio(r.model[q], r.paper[q]));
    }
    out << line << "\n";
  }
}

void write_gnuplot_script(const Comparison& c, const std::string& csv_name, const std::string& stem,
                          std::ostream& out) {
  // Columns of the CSV: keys first, then three per quantity.
  const size_t keys = c.key_names.size();
  out << "# " << c.title << "\n"
      << "# Model (solid, filled points) against the paper (dashed, open points).\n"
      << "set datafile separator ','\n"
      << "set datafile missing ''\n"
      << "set key outside right top\n"
      << "set grid\n"
      << "set xlabel " << quoted(c.x_label) << " noenhanced\n"
      << "set ylabel " << quoted(c.y_label) << " noenhanced\n"
      << "set title " << quoted(c.title) << " noenhanced\n";
  if (c.log_x) out << "set logscale x 2\n";
  if (c.log_y) out << "set logscale y\n";
  std::string plot;
  int colour = 1;
  for (size_t q = 0; q < c.quantities.size(); ++q) {
    if (!c.quantities[q].headline) continue;
    const size_t paper_col = keys + 3 * q + 1;
    const std::string x = std::to_string(c.x_key + 1);
    const std::string lc = " lc " + std::to_string(colour++);
    if (!plot.empty()) plot += ", \\\n     ";
    plot += quoted(csv_name) + " using " + x + ":" + std::to_string(paper_col + 1) +
            " with linespoints dt 1 pt 7" + lc + " title " +
            quoted(c.quantities[q].label + ", model") + " noenhanced";
    // A quantity the paper gives no value of has no paper line (and no legend entry).
    bool paper_values = false;
    for (const ComparisonRow& row : c.rows) paper_values = paper_values || row.paper[q];
    if (!paper_values) continue;
    plot += ", \\\n     " + quoted(csv_name) + " using " + x + ":" + std::to_string(paper_col) +
            " with linespoints dt 2 pt 6" + lc + " title " +
            quoted(c.quantities[q].label + ", paper") + " noenhanced";
  }
  for (const std::string& terminal :
       {std::string("pngcairo size 1000,600"), std::string("svg size 1000,600")}) {
    const std::string ext = terminal.rfind("png", 0) == 0 ? ".png" : ".svg";
    out << "set terminal " << terminal << "\n"
        << "set output " << quoted(stem + ext) << "\n"
        << "plot " << plot << "\n";
  }
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
    header += " " + with_unit(q) + ", paper | model | model/paper |";
    rule += "---:|---:|---:|";
  }
  out << header << "\n" << rule << "\n";
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
  for (const std::string& note : c.notes) out << "- " << note << "\n";
  if (!plot_file.empty()) out << "\n![" << c.title << "](" << plot_file << ")\n";
  out << "\n";
}

}  // namespace ccsim::tb
