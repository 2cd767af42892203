// `ccsim reproduce`: runs studies (study.h) and writes their tables, plots and a report.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "options.h"
#include "study.h"

extern char** environ;

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

bool gnuplot_installed() {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (!dir.empty() && access((dir + "/gnuplot").c_str(), X_OK) == 0) return true;
  }
  return false;
}

// Runs gnuplot on `script` in `dir` (no shell); returns "" or what went wrong.
std::string run_gnuplot(const std::string& dir, const std::string& script) {
  pid_t pid = 0;
  const char* argv[] = {"gnuplot", script.c_str(), nullptr};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
  // Its warnings (a one-point axis, say) are not the user's business; a failure is reported.
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const int spawned =
      posix_spawnp(&pid, "gnuplot", &actions, nullptr, const_cast<char**>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return "could not start gnuplot";
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return "lost gnuplot";
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return "gnuplot failed on " + script;
  return "";
}

void write_file(const std::string& path, const std::string& text) {
  OutputFile file(path);
  file.stream() << text;
  file.commit();
}

// Keys the user set on the command line: they apply to every run of every study.
KeyValues command_line_keys(const ParsedCommand& cmd) {
  KeyValues keys;
  for (const KeySpec& k : all_keys()) {
    if (cmd.config.origin(k.name) == "command line") {
      keys.emplace_back(k.name, cmd.config.get_string(k.name));
    }
  }
  return keys;
}

}  // namespace

int reproduce_command(const ParsedCommand& cmd, std::ostream& out) {
  if (!cmd.config_files.empty()) {
    throw ConfigError("--config",
                      "reproduce: each study chooses its machine from configs/; give "
                      "configuration keys on the command line to change every run");
  }
  const std::vector<std::string> names = selected_studies(cmd.positional);
  const std::filesystem::path dir =
      std::filesystem::absolute(cmd.out_dir.empty() ? "results" : cmd.out_dir);
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir)) {
    throw ConfigError("--out", "cannot make directory '" + dir.string() + "': " + error.message());
  }
  const unsigned cores = std::thread::hardware_concurrency();
  StudyRunner runner(cmd.jobs > 0 ? cmd.jobs : int(cores ? cores : 1), cmd.quiet,
                     command_line_keys(cmd));
  StudyOptions options;
  if (cmd.max_dim > 0) options.max_dim = cmd.max_dim;
  const bool plots = gnuplot_installed();

  std::ostringstream report;
  report << "# ccsim: papers' tables reproduced\n\n"
         << "Written by `ccsim reproduce` (cube dimensions up to " << options.max_dim
         << " simulated). Each table gives the paper's value, the model's and their ratio; the "
            "notes under a table say what the model ran and why it differs where it does.\n\n";
  for (const std::string& name : names) {
    if (!cmd.quiet) std::cerr << "[ccsim] study " << name << "\n";
    const Comparison c = study_registry().at(name).run(runner, options);
    print_comparison(c, out);
    out << "\n";
    const std::string stem = (dir / name).string();  // CSV and script paths
    std::ostringstream csv;
    write_comparison_csv(c, csv);
    write_file(stem + ".csv", csv.str());
    std::ostringstream gp;
    write_gnuplot_script(c, name, gp);
    write_file(stem + ".gp", gp.str());
    std::string plot_file;
    if (plots) {
      const std::string problem = run_gnuplot(dir.string(), name + ".gp");
      if (problem.empty()) {
        plot_file = name + ".svg";
      } else {
        std::cerr << "ccsim: warning: " << problem << "\n";
      }
    }
    write_comparison_markdown(c, plot_file, report);
    // Rewritten after every study, so that a later failure keeps the tables done so far.
    write_file((dir / "REPORT.md").string(), report.str());
  }
  out << runner.simulations() << " simulations; tables, " << (plots ? "plots, " : "")
      << "gnuplot scripts and REPORT.md in " << dir.string() << "\n";
  if (!plots) out << "(gnuplot is not installed: scripts written, plots not drawn)\n";
  return 0;
}

}  // namespace ccsim::tb
