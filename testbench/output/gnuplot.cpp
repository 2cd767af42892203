// Gnuplot scripts and plots: quoting, terminals, and drawing through a private directory.
#include "output/gnuplot.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/errors.h"
#include "base/output_file.h"
#include "util/external_program.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

bool is_control(char ch) { return (unsigned char)ch < 0x20 || ch == 0x7f; }

std::string extension_of(const std::string& path) { return fs::path(path).extension().string(); }

std::string terminal_for(const std::string& output, const GnuplotPlot& plot) {
  const bool png = extension_of(output) == ".png";
  return std::string("set terminal ") + (png ? "pngcairo" : "svg") + " noenhanced size " +
         std::to_string(plot.width) + "," + std::to_string(plot.height) + "\n";
}

// A fresh private directory under $TMPDIR (or /tmp); "" when none can be made.
std::string private_directory() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp != nullptr && *tmp ? tmp : "/tmp") + "/ccsim-plot-XXXXXX";
  return mkdtemp(pattern.data()) != nullptr ? pattern : "";
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::string gnuplot_string(std::string_view text) {
  std::string out = "'";
  for (char ch : text) {
    if (ch == '\'') out += '\'';
    out += is_control(ch) ? ' ' : ch;
  }
  return out + "'";
}

std::string gnuplot_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) {
    out += (out.empty() ? "" : " . \"\\n\" . ") + gnuplot_string(line);
  }
  return out.empty() ? gnuplot_string("") : out;
}

std::string gnuplot_data_label(std::string_view text) {
  std::string out = "\"";
  for (char ch : text) out += ch == '"' ? '\'' : is_control(ch) ? ' ' : ch;
  return out + "\"";
}

bool is_plot_path(const std::string& path) {
  const std::string ext = extension_of(path);
  return ext == ".png" || ext == ".svg";
}

void check_plot_path(const std::string& flag, const std::string& path) {
  if (!is_plot_path(path)) {
    throw ConfigError(flag, "'" + printable(path) + "' must end in .png or .svg");
  }
  const std::string problem = output_path_problem(path);
  if (!problem.empty()) throw ConfigError(flag, problem);
}

std::string gnuplot_script(const GnuplotPlot& plot, const std::vector<std::string>& outputs) {
  std::string script = plot.setup;
  for (const std::string& output : outputs) {
    script += terminal_for(output, plot) + "set output " + gnuplot_string(output) + "\n";
    if (plot.panels.empty()) {
      if (!plot.title.empty()) script += "set title " + plot.title + "\n";
      script += "plot " + (plot.plot.empty() ? "NaN notitle" : plot.plot) + "\n";
      continue;
    }
    script += "set multiplot layout " + std::to_string(plot.panels.size()) + ",1" +
              (plot.title.empty() ? "" : " title " + plot.title) + "\n";
    for (const GnuplotPanel& p : plot.panels) {
      script += p.settings + "plot " + (p.plot.empty() ? "NaN notitle" : p.plot) + "\n";
    }
    script += "unset multiplot\n";
  }
  return script;
}

bool gnuplot_installed() { return program_on_path("gnuplot"); }

std::string render_plot(const GnuplotPlot& plot, const std::vector<std::string>& paths) {
  if (!gnuplot_installed()) return "gnuplot is not installed (scripts/install-deps.sh plot)";
  const std::string dir = private_directory();
  if (dir.empty()) return "no temporary directory for gnuplot";
  // Outputs named here, so that no path of the user's is ever read by gnuplot.
  std::vector<std::string> drawn;
  for (size_t i = 0; i < paths.size(); ++i) {
    drawn.push_back("plot" + std::to_string(i) + extension_of(paths[i]));
  }
  std::string problem;
  try {
    write_output_file((fs::path(dir) / "plot.gp").string(), gnuplot_script(plot, drawn));
    const ProgramResult r = run_program({"gnuplot", "plot.gp"}, dir);
    if (!r.started) {
      problem = "could not start gnuplot";
    } else if (r.exit_code != 0) {
      problem = "gnuplot failed" +
                (r.err.empty() ? "" : ": " + printable(r.err.substr(0, r.err.find('\n'))));
    }
    // Every plot drawn before any path is replaced.
    std::vector<std::string> images;
    for (size_t i = 0; problem.empty() && i < paths.size(); ++i) {
      images.push_back(file_text(fs::path(dir) / drawn[i]));
      if (images.back().empty()) problem = "gnuplot drew nothing for " + paths[i];
    }
    for (size_t i = 0; problem.empty() && i < paths.size(); ++i) {
      write_output_file(paths[i], images[i]);
    }
  } catch (const OutputError& e) {
    problem = e.what();
  }
  std::error_code ignored;
  fs::remove_all(dir, ignored);
  return problem;
}

}  // namespace ccsim::tb
