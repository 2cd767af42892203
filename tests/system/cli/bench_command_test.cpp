// Proves that `ccsim bench` runs the workloads it is told to, as a user runs it: --rows picks
// them, --against runs another binary on the same workload in turn with this one and reads its
// figures back (the same simulated cycles, a ratio beside it), --threads adds a line at that
// many threads for node programs only, and a --rows that names no workload is refused naming the
// flag. One short workload, one run each.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

// The "sim cycles" cell of the line of `out` that holds `label`.
std::string cycles_on_line(const std::string& out, const std::string& label) {
  const size_t at = out.find(label);
  if (at == std::string::npos) return "";
  const std::string line = out.substr(at, out.find('\n', at) - at);
  std::smatch m;
  return std::regex_search(line, m, std::regex(R"(\s(\d{4,})\s)")) ? m[1].str() : "";
}

TEST(BenchCommand, AgainstAnotherBinaryRunsBothOnTheSameWorkloadAndReadsItsFigures) {
  TestDir dir;
  const CommandResult r = run_ccsim(
      {"bench", "--rows", "g", "--repeats", "1", "--against", CCSIM_BIN, "--threads", "2"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  EXPECT_NE(r.out.find("(g) 8x8 mesh, uniform 0.05"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("(a) "), std::string::npos) << r.out;  // only the row asked for
  // Synthetic traffic takes one thread: no line at 2 threads.
  EXPECT_EQ(r.out.find("this, 2 threads"), std::string::npos) << r.out;
  const std::string here = cycles_on_line(r.out, "this, 1 thread");
  ASSERT_FALSE(here.empty()) << r.out;
  EXPECT_EQ(cycles_on_line(r.out, "--against, 1 thread"), here) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(--against, 1 thread .* \d+\.\d\dx)")))
      << r.out;
}

TEST(BenchCommand, NodeProgramWorkloadsGetALineAtTheThreadsAsked) {
  TestDir dir;
  const CommandResult r =
      run_ccsim({"bench", "--scale", "--rows", "s4", "--repeats", "1", "--threads", "2"}, dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  const std::string one = cycles_on_line(r.out, "this, 1 thread");
  ASSERT_FALSE(one.empty()) << r.out;
  EXPECT_EQ(cycles_on_line(r.out, "this, 2 threads"), one) << r.out;
}

TEST(BenchCommand, RowsThatNameNoWorkloadAreRefusedNamingTheFlag) {
  TestDir dir;
  const CommandResult r = run_ccsim({"bench", "--rows", "zz"}, dir);
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_EQ(r.err.rfind("ccsim: error: --rows: ", 0), 0u) << r.err;
}

}  // namespace
}  // namespace ccsim::systest
