// Proves the plot toolkit (testbench/output/gnuplot.h) as a hostile user would try it: text
// with quotes, backquotes, gnuplot commands and newlines is drawn as text and runs nothing; a
// gnuplot that fails, even after truncating its output, leaves an existing plot as it was; a
// plot replaces its path only once drawn. A stand-in `gnuplot` (a shell script put first on
// PATH) plays the failing and succeeding program, so these run without gnuplot installed; the
// cases that need the real one skip, saying so, where it is missing.
#include "output/gnuplot.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "base/errors.h"

namespace ccsim::tb {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A temporary directory, removed at the end of the test.
class ScratchDir {
 public:
  ScratchDir() {
    std::string pattern = (fs::temp_directory_path() / "ccsim-gnuplot-test-XXXXXX").string();
    path_ = mkdtemp(pattern.data()) != nullptr ? pattern : "";
  }
  ~ScratchDir() {
    std::error_code ignored;
    if (!path_.empty()) fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Puts a stand-in `gnuplot` running `body` (sh) first on PATH for the life of the object.
class FakeGnuplot {
 public:
  FakeGnuplot(const fs::path& dir, const std::string& body) : old_path_(std::getenv("PATH")) {
    const fs::path bin = dir / "bin";
    fs::create_directories(bin);
    write_text(bin / "gnuplot", "#!/bin/sh\n" + body + "\n");
    chmod((bin / "gnuplot").c_str(), 0755);
    setenv("PATH", (bin.string() + ":" + old_path_).c_str(), 1);
  }
  ~FakeGnuplot() { setenv("PATH", old_path_.c_str(), 1); }

 private:
  std::string old_path_;
};

GnuplotPlot line_plot(const std::string& title) {
  GnuplotPlot p;
  p.setup = "$d << EOD\n1 2\n2 3\nEOD\nset title " + gnuplot_string(title) + "\n";
  p.plot = "$d using 1:2 with lines title " + gnuplot_string(title);
  return p;
}

TEST(GnuplotString, IsSingleQuotedWithQuotesDoubledAndControlCharactersBlanked) {
  EXPECT_EQ(gnuplot_string("plain"), "'plain'");
  EXPECT_EQ(gnuplot_string("it's"), "'it''s'");
  EXPECT_EQ(gnuplot_string("a\nb\rc\td"), "'a b c d'");
  // Backquotes and backslashes stay as they are: inside single quotes gnuplot expands neither.
  EXPECT_EQ(gnuplot_string("`rm x` \\n \"q\""), "'`rm x` \\n \"q\"'");
}

TEST(GnuplotDataLabel, CannotEndItsFieldOrItsLine) {
  EXPECT_EQ(gnuplot_data_label("1 message_passing"), "\"1 message_passing\"");
  EXPECT_EQ(gnuplot_data_label("a \"b\"\nEOD"), "\"a 'b' EOD\"");
}

TEST(GnuplotScript, NamesEachOutputWithItsTerminalAndQuotesTheName) {
  const std::string s = gnuplot_script(line_plot("t"), {"a.png", "it's.svg"});
  EXPECT_NE(s.find("set terminal pngcairo noenhanced size 1000,600\nset output 'a.png'\nplot "),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("set terminal svg noenhanced size 1000,600\nset output 'it''s.svg'\nplot "),
            std::string::npos)
      << s;
}

TEST(PlotPath, OnlyPngAndSvgAreAcceptedAndTheErrorNamesTheFlag) {
  ScratchDir dir;
  EXPECT_NO_THROW(check_plot_path("--plot", (dir.path() / "a.png").string()));
  EXPECT_NO_THROW(check_plot_path("--plot", (dir.path() / "a.svg").string()));
  try {
    check_plot_path("--plot", (dir.path() / "out.txt").string());
    FAIL() << "out.txt accepted";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "--plot");
  }
}

TEST(RenderPlot, AFailingGnuplotLeavesAnExistingPlotAsItWas) {
  ScratchDir dir;
  const fs::path plot = dir.path() / "old.png";
  write_text(plot, "a good plot");
  // It truncates its output, as gnuplot does on `set output`, then fails.
  FakeGnuplot fake(dir.path(), ": > plot0.png; echo 'line 1: broken' >&2; exit 1");
  const std::string problem = render_plot(line_plot("t"), {plot.string()});
  EXPECT_NE(problem.find("gnuplot failed: line 1: broken"), std::string::npos) << problem;
  EXPECT_EQ(read_text(plot), "a good plot");
}

TEST(RenderPlot, AnEmptyDrawingIsAFailureNotAPlot) {
  ScratchDir dir;
  const fs::path plot = dir.path() / "old.svg";
  write_text(plot, "a good plot");
  FakeGnuplot fake(dir.path(), ": > plot0.svg; exit 0");
  EXPECT_NE(render_plot(line_plot("t"), {plot.string()}), "");
  EXPECT_EQ(read_text(plot), "a good plot");
}

TEST(RenderPlot, ReplacesEveryPathOnlyOnceAllAreDrawn) {
  ScratchDir dir;
  const fs::path png = dir.path() / "p.png";
  const fs::path svg = dir.path() / "p.svg";
  write_text(png, "old png");
  write_text(svg, "old svg");
  // Draws the first output and fails on the second: neither path changes.
  FakeGnuplot failing(dir.path(), "echo new > plot0.png; exit 1");
  EXPECT_NE(render_plot(line_plot("t"), {png.string(), svg.string()}), "");
  EXPECT_EQ(read_text(png), "old png");
  EXPECT_EQ(read_text(svg), "old svg");
}

TEST(RenderPlot, RunsGnuplotOnAScriptThatNeverNamesTheUsersPath) {
  ScratchDir dir;
  const fs::path plot = dir.path() / "x'; system('touch p'); print '.png";
  // The stand-in keeps the script it was given and draws both outputs.
  FakeGnuplot fake(dir.path(),
                   "cp \"$1\" " + (dir.path() / "seen.gp").string() + " && echo drawn > plot0.png");
  EXPECT_EQ(render_plot(line_plot("t"), {plot.string()}), "");
  EXPECT_EQ(read_text(plot), "drawn\n");
  const std::string seen = read_text(dir.path() / "seen.gp");
  EXPECT_EQ(seen.find("system"), std::string::npos) << seen;
  EXPECT_NE(seen.find("set output 'plot0.png'"), std::string::npos) << seen;
}

TEST(RenderPlot, RealGnuplotDrawsHostileTextAsTextAndRunsNothing) {
  if (!gnuplot_installed()) GTEST_SKIP() << "gnuplot is not installed";
  ScratchDir dir;
  const fs::path marker = dir.path() / "ran";
  const std::string hostile = "it's `touch " + marker.string() + "` \"; system('touch " +
                              marker.string() + "'); print \"\n@x";
  const fs::path plot = dir.path() / "hostile.png";
  EXPECT_EQ(render_plot(line_plot(hostile), {plot.string()}), "");
  EXPECT_FALSE(fs::exists(marker)) << "a title ran a command";
  EXPECT_EQ(read_text(plot).substr(1, 3), "PNG");
}

}  // namespace
}  // namespace ccsim::tb
