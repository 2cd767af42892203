// `ccsim reproduce`: runs studies (study.h) and writes their tables, plots and a report.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "studies/render.h"
#include "studies/study.h"
#include "util/build_version.h"

namespace ccsim::tb {

namespace {

// The studies `names` select: a name, or a prefix ending before a dot ("000" selects
// "000.table05", ...); every study when `names` is empty.
std::vector<std::string> selected_studies(const std::vector<std::string>& names) {
  const std::vector<std::string> all = study_registry().names();
  if (names.empty()) return all;
  std::vector<std::string> out;
  for (const std::string& name : names) {
    bool found = false;
    for (const std::string& s : all) {
      if (s == name || s.rfind(name + ".", 0) == 0) {
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
        found = true;
      }
    }
    if (!found) {
      throw ConfigError("reproduce", "unknown study '" + printable(name) +
                                         "'; known: " + study_registry().known());
    }
  }
  return out;
}

void write_file(const std::string& path, const std::string& text) {
  OutputFile file(path);
  file.stream() << text;
  file.commit();
}

// The files `reproduce` writes for `names` into `dir`, checked before the first simulation so
// that an unwritable one costs no run.
void check_outputs(const std::filesystem::path& dir, const std::vector<std::string>& names) {
  std::vector<std::string> paths = {(dir / "REPORT.md").string()};
  for (const std::string& name : names) {
    for (const char* ext : {".csv", ".gp", ".png", ".svg"}) {
      paths.push_back((dir / (name + ext)).string());
    }
  }
  for (const std::string& path : paths) {
    const std::string problem = output_path_problem(path);
    if (!problem.empty()) throw ConfigError("--out", problem);
  }
}

// Keys the user set on the command line: they apply to every run of every study.
KeyValues command_line_keys(const Config& config) {
  KeyValues keys;
  for (const KeySpec& k : all_keys()) {
    if (config.origin(k.name) == "command line") {
      keys.emplace_back(k.name, config.get_string(k.name));
    }
  }
  return keys;
}

class ReproduceCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("out", "DIR", "directory for the CSV files, plots and REPORT.md (default: results)",
                [this](const std::string& v) { out_dir_ = non_empty("--out", v, "a directory"); });
    flags.value("max-dim", "D",
                "largest cube dimension simulated, 1 to 11 (default 8; larger rows print the "
                "paper only)",
                [this](const std::string& v) { max_dim_ = whole_number("--max-dim", v, 1, 11); });
    add_jobs_flag(flags, jobs_, "simulations run at once (default: one per core)");
    flags.toggle("check",
                 "check every run's configuration as `ccsim check` would, without simulating or "
                 "writing anything (a study that picks later runs from the results of earlier "
                 "ones is checked up to its first batch)",
                 [this] { check_ = true; });
  }
  int run(const Invocation& in, std::ostream& out) override;

 private:
  std::string out_dir_ = "results";
  int max_dim_ = 0;
  int jobs_ = 0;
  bool check_ = false;
};

// --check: each study's first batch of runs through every pre-simulation check.
int check_studies(const std::vector<std::string>& names, StudyRunner& runner,
                  const StudyOptions& options, bool quiet, std::ostream& out) {
  runner.check_only();
  for (const std::string& name : names) {
    if (!quiet) std::cerr << "[ccsim] checking " << name << "\n";
    try {
      study_registry().at(name).run(runner, options);
      out << name << ": no runs to check\n";
    } catch (const StudyChecked& c) {
      out << name << ": " << c.configurations << " configurations pass every check\n";
    }
  }
  return 0;
}

int ReproduceCommand::run(const Invocation& in, std::ostream& out) {
  const std::vector<std::string> names = selected_studies(in.arguments);
  const unsigned cores = std::thread::hardware_concurrency();
  StudyRunner runner(jobs_ > 0 ? jobs_ : int(cores ? cores : 1), in.quiet,
                     command_line_keys(in.config));
  StudyOptions options;
  if (max_dim_ > 0) options.max_dim = max_dim_;
  if (check_) return check_studies(names, runner, options, in.quiet, out);
  const std::filesystem::path dir = std::filesystem::absolute(out_dir_);
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir)) {
    throw ConfigError("--out", "cannot make directory '" + dir.string() + "': " + error.message());
  }
  check_outputs(dir, names);
  const bool plots = gnuplot_installed();

  std::ostringstream header;
  std::ostringstream sections;
  std::string summary;
  std::string command = "ccsim reproduce";
  for (const std::string& a : in.arguments) command += " " + a;
  command += " --max-dim " + std::to_string(options.max_dim);
  for (const auto& [key, value] : command_line_keys(in.config)) {
    if (key != "output.progress") command += " --" + key + "=" + value;
  }
  header
      << "# ccsim: papers' tables reproduced\n\n"
      << "Written by `" << command << "` (ccsim " << build_version()
      << "). Each table gives the paper's value (or the formula's), the model's and their "
         "ratio; the notes under a table say what the model ran and why it differs where it "
         "does. A quantity marked [fit] rests on a parameter fitted to a measurement: where that "
         "measurement is the one it is compared with, its ratio confirms nothing.\n\n"
      << "| study | table | model/reference, lowest-highest | fits |\n|---|---|---|---|\n";
  for (const std::string& name : names) {
    if (!in.quiet) std::cerr << "[ccsim] study " << name << "\n";
    const Comparison c = study_registry().at(name).run(runner, options);
    print_comparison(c, out);
    out << "\n";
    const std::string stem = (dir / name).string();
    std::ostringstream csv;
    write_comparison_csv(c, csv);
    write_file(stem + ".csv", csv.str());
    std::string plot_file;
    if (c.rows.empty()) {
      // Nothing to draw: an existing plot of an earlier run is left as it was.
      out << name << ": no rows with cubes of dimension up to " << options.max_dim
          << " (--max-dim); no plot drawn\n\n";
    } else {
      const GnuplotPlot plot = comparison_plot(c);
      const std::vector<std::string> images = {name + ".png", name + ".svg"};
      write_file(stem + ".gp", "# " + c.title + "\n# Run it in this directory: gnuplot " + name +
                                   ".gp\n" + gnuplot_script(plot, images));
      if (plots) {
        const std::string problem = render_plot(plot, {stem + ".png", stem + ".svg"});
        if (problem.empty()) {
          plot_file = name + ".svg";
        } else {
          std::cerr << "ccsim: warning: " << name << ": " << problem << "; no plot drawn\n";
        }
      }
    }
    write_comparison_markdown(c, plot_file, sections);
    summary += summary_markdown_row(name, c);
    // Rewritten after every study, so that a later failure keeps the tables done so far.
    write_file((dir / "REPORT.md").string(), header.str() + summary + "\n" + sections.str());
  }
  out << runner.simulations() << " simulations; tables, " << (plots ? "plots, " : "")
      << "gnuplot scripts and REPORT.md in " << dir.string() << "\n";
  if (!plots) out << "(gnuplot is not installed: scripts written, plots not drawn)\n";
  return 0;
}

CommandEntry entry() {
  CommandEntry e;
  e.order = 7;
  e.summary = "rerun the papers' tables and figures, model beside paper or formula";
  e.usage = "ccsim reproduce [STUDY|PAPER...] [--out DIR] [--max-dim D] [-j N] [--check]";
  e.about =
      "Runs each study (all of them, or those named: a name such as 000.table05, or a paper's "
      "prefix such as 004) and writes its table as CSV, a gnuplot script and its plot (PNG and "
      "SVG, when gnuplot is installed), and REPORT.md with every table and its notes. Each study "
      "chooses its machine from configs/; keys given here change every run.";
  e.config = ConfigUse::kKeys;
  e.keys_it_sets = {"output.stats", "output.trace", "output.config_out"};
  e.examples = {
      "ccsim reproduce 004 --out results",
      "ccsim reproduce 000.table05 --max-dim 6",
      "ccsim reproduce 003 --max-dim 10 --check",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(reproduce, "reproduce", ReproduceCommand, entry());

}  // namespace ccsim::tb
