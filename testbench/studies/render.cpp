// Text, CSV and Markdown renderings of a Comparison (see render.h).
#include "studies/render.h"

#include <algorithm>
#include <cmath>

#include "base/memory_estimate.h"
#include "output/csv.h"
#include "output/text_table.h"

namespace ccsim::tb {

std::string display_label(const Quantity& q) { return q.label + (q.fit.empty() ? "" : " [fit]"); }

std::string with_unit(const Quantity& q) {
  return display_label(q) + (q.unit.empty() ? "" : " (" + q.unit + ")");
}

namespace {
// "row 2 phased_prototype", for a fitted row's sentence.
std::string row_label(const ComparisonRow& r) {
  std::string label = "row";
  for (const std::string& k : r.keys) label += " " + k;
  return label;
}

// The row's key cells, the last marked " [fit]" when the row's model values are a fit.
std::vector<std::string> key_cells(const ComparisonRow& r) {
  std::vector<std::string> cells = r.keys;
  if (!r.fit.empty() && !cells.empty()) cells.back() += " [fit]";
  return cells;
}
}  // namespace

// One sentence per fit, naming every quantity and row that rests on it.
std::vector<std::string> fit_sentences(const Comparison& c) {
  std::vector<std::pair<std::string, std::string>> fits;  // (what was fitted, who rests on it)
  const auto add = [&fits](const std::string& fit, const std::string& who) {
    if (fit.empty()) return;
    for (auto& [what, names] : fits) {
      if (what == fit) {
        names += ", " + who;
        return;
      }
    }
    fits.emplace_back(fit, who);
  };
  for (const Quantity& q : c.quantities) add(q.fit, q.label);
  for (const ComparisonRow& r : c.rows) add(r.fit, row_label(r));
  std::vector<std::string> out;
  for (const auto& [what, names] : fits) out.push_back(names + ": " + what);
  return out;
}

namespace {
std::string cell(const std::optional<double>& v) {
  if (!v) return "-";
  const double a = std::fabs(*v);
  return TextTable::fixed(*v, a >= 1000 ? 0 : a >= 100 ? 1 : a >= 1 ? 2 : 3);
}

std::optional<double> ratio(const ComparisonRow& r, const Quantity& q) {
  const std::optional<double> model = r.model(q.name);
  const std::optional<double> reference = r.reference(q.name);
  if (!model || !reference || *reference == 0) return std::nullopt;
  return *model / *reference;
}

std::string ratio_cell(const ComparisonRow& r, const Quantity& q) {
  const std::optional<double> x = ratio(r, q);
  return x ? TextTable::fixed(*x, 2) : "-";
}

// The range of model / reference over the rows, per headline quantity that has both:
// "d cycles 0.41-0.52, one cycle 0.48-0.50".
std::string ratio_ranges(const Comparison& c) {
  std::string out;
  for (const Quantity& q : c.quantities) {
    if (!q.headline) continue;
    double low = 0;
    double high = 0;
    bool any = false;
    for (const ComparisonRow& r : c.rows) {
      const std::optional<double> x = ratio(r, q);
      if (!x) continue;
      low = any ? std::min(low, *x) : *x;
      high = any ? std::max(high, *x) : *x;
      any = true;
    }
    if (!any) continue;
    out += (out.empty() ? "" : ", ") + display_label(q) + " " + TextTable::fixed(low, 2) +
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
    std::vector<std::string> cells = key_cells(r);
    for (const Quantity& q : c.quantities) {
      if (!q.headline) continue;
      cells.push_back(cell(r.reference(q.name)));
      cells.push_back(cell(r.model(q.name)));
      cells.push_back(ratio_cell(r, q));
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
  for (const std::string& fit : fit_sentences(c)) out << "fit: " << fit << "\n";
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
    for (const Quantity& q : c.quantities) {
      cells.push_back(csv_number(r.reference(q.name)));
      cells.push_back(csv_number(r.model(q.name)));
      cells.push_back(csv_number(ratio(r, q)));
    }
    write_csv_line(cells, out);
  }
}

namespace {
// What simulating the table cost: its runs, their simulation wall time in all, and the
// longest with its peak memory. Empty when no row ran anything.
std::string simulator_sentence(const Comparison& c) {
  size_t runs = 0;
  double total_seconds = 0;
  const ComparisonRow* longest_row = nullptr;
  const std::string* longest_name = nullptr;
  const RunReport* longest = nullptr;
  for (const ComparisonRow& r : c.rows) {
    for (const auto& [name, report] : r.runs()) {
      ++runs;
      total_seconds += report.host.wall_seconds;
      if (longest && report.host.wall_seconds <= longest->host.wall_seconds) continue;
      longest_row = &r;
      longest_name = &name;
      longest = &report;
    }
  }
  if (!longest) return "";
  std::string longest_label;
  for (const std::string& k : longest_row->keys) longest_label += k + ", ";
  longest_label += *longest_name;
  const auto seconds = [](double s) {
    return TextTable::fixed(s, s >= 100 ? 0 : s >= 1 ? 1 : 2) + " s";
  };
  return std::to_string(runs) + (runs == 1 ? " run" : " runs") + ", " + seconds(total_seconds) +
         " of simulation wall time in all (a run that another table of the same command shares "
         "is simulated once); the longest " +
         seconds(longest->host.wall_seconds) + " (" + longest_label + "), peak memory " +
         format_bytes(longest->host.peak_rss_bytes);
}
}  // namespace

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
    for (const std::string& k : key_cells(r)) line += " " + k + " |";
    for (const Quantity& q : c.quantities) {
      if (!q.headline) continue;
      line += " " + cell(r.reference(q.name)) + " | " + cell(r.model(q.name)) + " | " +
              ratio_cell(r, q) + " |";
    }
    out << line << "\n";
  }
  out << "\n";
  const std::string ranges = ratio_ranges(c);
  if (!ranges.empty()) out << "model/" << c.reference << ", lowest-highest: " << ranges << ".\n\n";
  for (const std::string& fit : fit_sentences(c)) {
    out << "- **Fit**: " << fit << ".\n";
  }
  for (const std::string& note : c.notes) out << "- " << note << "\n";
  const std::string simulator = simulator_sentence(c);
  if (!simulator.empty()) out << "- **Simulator**: " << simulator << ".\n";
  if (!plot_file.empty()) out << "\n![" << c.title << "](" << plot_file << ")\n";
  out << "\n";
}

std::string summary_markdown_row(const std::string& study, const Comparison& c) {
  std::string fits;
  for (const Quantity& q : c.quantities) {
    if (!q.fit.empty()) fits += (fits.empty() ? "" : ", ") + q.label;
  }
  for (const ComparisonRow& r : c.rows) {
    if (!r.fit.empty()) fits += (fits.empty() ? "" : ", ") + row_label(r);
  }
  const std::string ranges = ratio_ranges(c);
  return "| " + study + " | " + c.title + " | " + (ranges.empty() ? "-" : ranges) + " | " +
         (fits.empty() ? "none" : fits) + " |\n";
}

}  // namespace ccsim::tb
