// Studies: a paper's measured table reproduced by many simulations, printed beside the paper.
//
// A study is a plug-in (CCSIM_REGISTER_STUDY, run by `ccsim reproduce NAME`) that lists the
// runs it needs, runs them through a StudyRunner (isolated child processes, several at once;
// a configuration run once serves every study that asks for it), and returns a Comparison:
// one row per point of the paper's table, and per quantity the paper's value, the model's and
// their ratio. Every model value comes from a simulation that ran (its cycles at the
// configured clock, or a figure its node programs counted); the reference values are read from
// the paper's own tables (CSV files beside the study), or, where a paper states only formulas,
// are those formulas evaluated for the simulated machine (`reference` then says "formula").
// The rendering is shared: a text table,
// CSV, a gnuplot script (and its PNG and SVG when gnuplot is installed) and a Markdown section.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "base/registry.h"
#include "experiments/paper000/paper_table.h"
#include "output/gnuplot.h"
#include "run/report.h"

namespace ccsim::tb {

// One compared quantity: a column of the paper's table.
struct Quantity {
  std::string name;   // CSV stem: "dcycles_total_ms" gives _paper, _model, _ratio columns
  std::string label;  // for people: "d cycles, total"
  std::string unit;   // "ms", "MB/s", "" for ratios and counts
  // Printed in the text and Markdown tables and plotted; the others (the parts of a method)
  // are in the CSV file only.
  bool headline = true;
};

struct ComparisonRow {
  std::vector<std::string> keys;             // the row's key columns, as printed
  std::vector<std::optional<double>> paper;  // per quantity; empty where the paper has none
  std::vector<std::optional<double>> model;  // per quantity; empty where not simulated
};

struct Comparison {
  std::string title;                   // "000 Table 12: all-to-all broadcast, column major"
  std::string reference = "paper";     // what `paper` holds: "paper", or "formula"
  std::vector<std::string> key_names;  // "words_per_node", "nodes"
  std::vector<Quantity> quantities;
  std::vector<ComparisonRow> rows;
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
  // What the model ran, and why model and paper differ where they do: sentences for people.
  std::vector<std::string> notes;

  // The row with these keys, added empty (all quantities missing) if it is not there yet.
  ComparisonRow& row(const std::vector<std::string>& keys);
  size_t quantity(const std::string& name) const;  // throws for an unknown name
};

using KeyValues = std::vector<std::pair<std::string, std::string>>;

// Runs configurations for studies: each distinct configuration once per command, in child
// processes, `jobs` at a time.
class StudyRunner {
 public:
  // `user` keys (from the command line) apply to every run, before a study's own settings.
  StudyRunner(int jobs, bool quiet, KeyValues user = {})
      : jobs_(jobs), quiet_(quiet), user_(std::move(user)) {}
  // A configuration from configs/NAME, then the user's keys, then the study's `overrides`.
  Config machine(const std::string& config_file, const KeyValues& overrides) const;
  // Reports in the order of `configs`; a run that fails (a refusal, a deadlock, a data
  // mismatch) is an error naming the configuration: a study must not print a failed run's
  // cycles.
  std::vector<RunReport> run(const std::vector<Config>& configs);
  uint64_t simulations() const { return simulations_; }

 private:
  int jobs_;
  bool quiet_;
  KeyValues user_;
  uint64_t simulations_ = 0;
  std::map<std::string, RunReport> done_;  // by the configuration's INI text
};

// What a study needs besides the runner: the maximum cube dimension to simulate (rows beyond
// it are printed with the paper's values only).
struct StudyOptions {
  int max_dim = 8;
};

struct StudyEntry {
  std::string description;
  std::function<Comparison(StudyRunner&, const StudyOptions&)> run;
};

Registry<StudyEntry>& study_registry();

// Text table with the paper's value, the model's and their ratio per quantity.
void print_comparison(const Comparison& c, std::ostream& out);
// CSV: the key columns, then NAME_paper (or NAME_formula), NAME_model, NAME_ratio per quantity.
void write_comparison_csv(const Comparison& c, std::ostream& out);
// The plot of `c`: model (solid, filled points) against the reference (dashed, open points),
// or, with bar_quantities, bars per case; its data inline.
GnuplotPlot comparison_plot(const Comparison& c);
// A Markdown section: title, the table, the notes, the plot.
void write_comparison_markdown(const Comparison& c, const std::string& plot_file,
                               std::ostream& out);

// A paper's table as transcribed beside the studies: testbench/experiments/FOLDER/FILE.csv.
PaperTable paper_table(const std::string& folder, const std::string& file);

// Model time in milliseconds of `cycles` at `clock_mhz`.
inline double milliseconds(double cycles, double clock_mhz) { return cycles / (clock_mhz * 1e3); }

}  // namespace ccsim::tb

#define CCSIM_REGISTER_STUDY(name, description, function)               \
  CCSIM_REGISTER(study_##function, ::ccsim::tb::study_registry(), name, \
                 ::ccsim::tb::StudyEntry{description, function})
