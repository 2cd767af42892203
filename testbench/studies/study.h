// Studies: a paper's measured table reproduced by many simulations, printed beside the paper.
//
// A study is a plug-in (CCSIM_REGISTER_STUDY, run by `ccsim reproduce NAME`) that declares its
// quantities and the runs of each row (comparison.h), runs them through a StudyRunner
// (isolated child processes, several at once; a configuration run once serves every study that
// asks for it), and returns the Comparison: one row per point of the paper's table, and per
// quantity the paper's value, the model's and their ratio. Every model value comes from a
// simulation that ran (its cycles at the configured clock, or a figure its node programs
// counted); the reference values are read from the paper's own tables, or, where a paper
// states only formulas, are those formulas evaluated for the simulated machine (`reference`
// then says "formula"). The rendering is shared (render.h).
//
// A paper's studies live in one folder, testbench/studies/paperNNN/: the code, its transcribed
// tables (tables/*.csv, with a README) and its notes (notes.md), which PaperFolder reads at run
// time. A new study is a file there (or a new folder); nothing else is edited.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "base/registry.h"
#include "studies/comparison.h"
#include "studies/notes.h"
#include "studies/paper_table.h"
#include "studies/study_runner.h"

namespace ccsim::tb {

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

// A paper's folder under testbench/studies/, found in the source tree at run time.
class PaperFolder {
 public:
  explicit PaperFolder(std::string name) : name_(std::move(name)) {}
  std::string path(const std::string& file) const;  // FOLDER/file
  PaperTable table(const std::string& name) const;  // tables/NAME.csv
  StudyNotes notes() const;                         // notes.md

 private:
  std::string name_;
};

}  // namespace ccsim::tb

#define CCSIM_REGISTER_STUDY(name, description, function)               \
  CCSIM_REGISTER(study_##function, ::ccsim::tb::study_registry(), name, \
                 ::ccsim::tb::StudyEntry{description, function})
