// Proves the CSV statistics of a run are well formed: a header and one row of the same width,
// naming the run and its result.
//
// Black box: only exit codes, the --stats JSON fields of report.h, the files written and the
// one-line error format are checked, never the human report text. Runs use 1 KB blocks (256 B
// where only repeatability matters) so that each test takes about a second.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/run_report.h"

namespace ccsim::systest {
namespace {

using namespace run_report;

// ---------------------------------------------------------------------------------------------
// CSV statistics.

std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream in(line);
  for (std::string f; std::getline(in, f, ',');) fields.push_back(f);
  if (!line.empty() && line.back() == ',') fields.emplace_back();
  return fields;
}

TEST(Stats, CsvHoldsAHeaderAndOneRowOfTheSameWidth) {
  TestDir dir;
  const std::string csv_path = dir.file("stats.csv");
  const CommandResult r =
      run_ccsim(iwarp_run(csv_path, {"--algorithm.name=aapc.msgpass", "--topology.kind=mesh2d",
                                     "--topology.nx=4", "--topology.ny=4"}),
                dir);
  ASSERT_EQ(r.exit_code, 0) << describe(r);
  std::istringstream in(read_text(csv_path));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 2u) << read_text(csv_path);
  const std::vector<std::string> header = csv_fields(lines[0]);
  const std::vector<std::string> row = csv_fields(lines[1]);
  ASSERT_EQ(header.size(), row.size()) << lines[0] << "\n" << lines[1];
  std::map<std::string, std::string> value;
  for (size_t i = 0; i < header.size(); ++i) value[header[i]] = row[i];
  EXPECT_EQ(value["name"], "aapc.msgpass");
  EXPECT_EQ(value["ok"], "true");
  EXPECT_EQ(value["data_ok"], "true");
  EXPECT_GT(std::stoull(value["cycles"]), 0u);
}

}  // namespace
}  // namespace ccsim::systest
