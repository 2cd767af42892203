// A study's result: one row per point of a paper's table, and per quantity the reference value
// (the paper's, or a formula's evaluated for the simulated machine) and the model's.
//
// Columns are declared and filled by name, in one line each, and the runs of a row are named:
//
//   c.quantity("dcycles_total_ms", "d cycles", "ms").from("d_cycles", total_ms);
//   c.quantity("gain_cycles", "gain", "cycles").detail().from_runs(
//       [](const RowRuns& r) { return double(r["software"].cycles) - r["switch"].cycles; });
//   c.add_runs({"256", "16"}, {{"d_cycles", config}, {"software", ...}, {"switch", ...}});
//   c.fill_reference(table);  // the paper's values: columns named like the quantities
//   c.simulate(runner);       // every row's runs in one batch, then every quantity filled
//
// A quantity whose runs a row did not run is left empty in that row (a row without the
// transpose has no total that adds it, a row of the paper only has no model values).
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "run/report.h"

namespace ccsim::tb {

class Comparison;
class ComparisonRow;
class PaperTable;

// The reports of one row's runs, by the names the study gave them.
class RowRuns {
 public:
  RowRuns(const Comparison& comparison, const ComparisonRow& row);
  // The row's key in column `key_name` (one of Comparison::key_names).
  const std::string& key(const std::string& key_name) const;
  bool has(const std::string& run) const;
  // The report of `run`. When the row did not run it, the quantity asking is left empty.
  const RunReport& operator[](const std::string& run) const;
  // The row's only run (a logic_error when it has several).
  const RunReport& only() const;

 private:
  const Comparison& comparison_;
  const ComparisonRow& row_;
};

using RunValue = std::function<std::optional<double>(const RunReport&)>;
using RowValue = std::function<std::optional<double>(const RowRuns&)>;

// One compared quantity: a column of the paper's table.
struct Quantity {
  std::string name;   // CSV stem: "dcycles_total_ms" gives _paper, _model, _ratio columns
  std::string label;  // for people: "d cycles, total"
  std::string unit;   // "ms", "MB/s", "" for ratios and counts
  // Printed in the text and Markdown tables and plotted; the others (the parts of a method)
  // are in the CSV file only.
  bool headline = true;
  // A headline quantity left out of the plot, whose lines would lie on another's.
  bool plotted = true;
  RowValue model = nullptr;      // from the row's runs; none: filled by the study (set_model)
  RowValue reference = nullptr;  // likewise (a formula a run printed); or fill_reference, ...
  // Not empty when the model's values depend on a parameter fitted to a measurement (which
  // parameter, fitted to what): a ratio near 1 against that measurement then confirms
  // nothing, and the tables say so.
  std::string fit;
};

class ComparisonRow {
 public:
  std::vector<std::string> keys;  // the row's key columns, as printed
  // Not empty when this row's model values rest on a parameter fitted to a measurement (as
  // Quantity::fit, for a row whose machine alone has it).
  std::string fit;

  // Empty where the reference or the model has no value.
  std::optional<double> reference(const std::string& quantity) const;
  std::optional<double> model(const std::string& quantity) const;
  // The row's runs, by name, once simulated.
  const std::map<std::string, RunReport>& runs() const { return runs_; }

 private:
  friend class Comparison;
  friend class RowRuns;
  std::map<std::string, double> reference_;
  std::map<std::string, double> model_;
  std::vector<std::pair<std::string, Config>> pending_;  // runs added, not yet simulated
  std::map<std::string, RunReport> runs_;                // runs simulated, by name
};

// What Comparison::quantity() returns: where the quantity's values come from.
class QuantityDeclaration {
 public:
  QuantityDeclaration(Comparison& comparison, size_t index) : c_(comparison), index_(index) {}
  QuantityDeclaration& detail();              // in the CSV file only (Quantity::headline = false)
  QuantityDeclaration& unplotted();           // in the tables, not the plot (Quantity::plotted)
  QuantityDeclaration& from(RunValue value);  // the row's only run
  QuantityDeclaration& from(const std::string& run, RunValue value);
  QuantityDeclaration& from_runs(RowValue value);
  QuantityDeclaration& reference_from(RunValue value);  // the row's only run
  QuantityDeclaration& reference_from(const std::string& run, RunValue value);
  QuantityDeclaration& reference_from_runs(RowValue value);
  // The model's values rest on a fitted parameter: `what` names it and what it was fitted to
  // ("the prototype's 1185 cycles per phase, from this figure's 184,400 cycles").
  QuantityDeclaration& fitted(std::string what);

 private:
  Quantity& q();
  Comparison& c_;
  size_t index_;
};

class Comparison {
 public:
  std::string title;                   // "000 Table 12: all-to-all broadcast, column major"
  std::string reference = "paper";     // what the reference values are: "paper" or "formula"
  std::vector<std::string> key_names;  // "words_per_node", "nodes"
  std::vector<Quantity> quantities;    // declared with quantity(), in column order
  std::vector<ComparisonRow> rows;     // in the order they were first named
  // The plot: x is key column `x_key` (a number); per headline quantity and per combination of
  // the other key columns, one line for the model and one for the reference.
  size_t x_key = 0;
  std::string x_label;
  std::string y_label;
  bool log_x = true;
  bool log_y = true;
  // Instead of lines: a bar chart of these quantities, a group per row (labelled by its keys),
  // per quantity the model beside the reference; for tables whose rows are cases rather than
  // points of a curve.
  std::vector<std::string> bar_quantities;
  // What the model ran, and why model and reference differ where they do: sentences for
  // people, from the paper's notes.md.
  std::vector<std::string> notes;

  // Declares a quantity (a column); the declaration says where its values come from.
  QuantityDeclaration quantity(const std::string& name, const std::string& label,
                               const std::string& unit);
  const Quantity& quantity(const std::string& name) const;  // logic_error for an unknown name

  // The row with these keys, added (empty) if it is not there yet.
  void add_row(const std::vector<std::string>& keys);
  // Adds the row if new, and runs for it, each named for the quantities that read it.
  void add_runs(const std::vector<std::string>& keys,
                const std::vector<std::pair<std::string, Config>>& runs);
  // Simulates every row's added runs in one batch (so that they run side by side), then fills
  // every quantity declared with from() or reference_from(). `runner` is a StudyRunner, or
  // anything with run(configs) -> reports in the same order.
  template <class Runner>
  void simulate(Runner& runner) {
    fill_from_runs(runner.run(pending_configs()));
  }

  // The reference values of `table`: a row per table row (keyed by the columns `key_names`),
  // and the value of every quantity named like one of its columns.
  void fill_reference(const PaperTable& table);
  void set_reference(const std::vector<std::string>& keys, const std::string& quantity,
                     std::optional<double> value);
  void set_model(const std::vector<std::string>& keys, const std::string& quantity,
                 std::optional<double> value);
  std::optional<double> model(const std::vector<std::string>& keys,
                              const std::string& quantity) const;
  // Every model value of the row with these keys rests on a fitted parameter: `what` names it
  // and what it was fitted to (the row's last key is then marked [fit]).
  void row_fitted(const std::vector<std::string>& keys, std::string what);
  // The report of a row's run, for the notes (logic_error when the row did not run it).
  const RunReport& report(const std::vector<std::string>& keys, const std::string& run) const;

 private:
  ComparisonRow& row(const std::vector<std::string>& keys);
  const ComparisonRow& existing_row(const std::vector<std::string>& keys) const;
  std::vector<Config> pending_configs() const;
  void fill_from_runs(std::vector<RunReport> reports);
};

// Model time in milliseconds of `cycles` at `clock_mhz`.
inline double milliseconds(double cycles, double clock_mhz) { return cycles / (clock_mhz * 1e3); }

}  // namespace ccsim::tb
