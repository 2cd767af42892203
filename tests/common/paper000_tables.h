// Helpers of the tests of paper 000's transcribed tables (testbench/studies/paper000/tables/):
// loading a table, the precision of a printed value, and the audit that collects the labels of
// the checks a table fails. Header-only; CCSIM_SOURCE_DIR names the source tree.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "studies/paper_table.h"

namespace ccsim::tb::paper000_checks {

inline const std::string kDir =
    std::string(CCSIM_SOURCE_DIR) + "/testbench/studies/paper000/tables/";

inline PaperTable load(int number) {
  char name[32];
  std::snprintf(name, sizeof name, "table%02d.csv", number);
  return PaperTable::read(kDir + name);
}

// Half a unit of a printed value's precision: of its last printed decimal, or of its fourth
// significant digit when that is coarser. The paper prints its times with two decimals but
// measured them to four significant digits (133.20, 102.40, 1504.00).
inline double half_unit(const std::string& printed) {
  const size_t dot = printed.find('.');
  const int decimals = dot == std::string::npos ? 0 : static_cast<int>(printed.size() - dot - 1);
  double half = 0.5 * std::pow(10.0, -decimals);
  const double value = std::fabs(std::stod(printed));
  if (value > 0) half = std::max(half, 0.5 * std::pow(10.0, std::floor(std::log10(value)) - 3));
  return half;
}

// The outcome of one group of checks: how many were made, how many were skipped for an empty
// cell, and the labels of the ones that failed.
struct Audit {
  int checked = 0;
  int skipped = 0;
  std::set<std::string> mismatches;

  bool any_empty(const std::vector<std::string>& cells) {
    for (const std::string& cell : cells) {
      if (cell.empty()) {
        ++skipped;
        return true;
      }
    }
    return false;
  }
  // The printed parts add up to the printed total.
  void sum(const std::string& label, const std::vector<std::string>& parts,
           const std::string& total) {
    std::vector<std::string> cells = parts;
    cells.push_back(total);
    if (any_empty(cells)) return;
    ++checked;
    double value = 0;
    double tolerance = half_unit(total) + 1e-9;
    for (const std::string& part : parts) {
      value += std::stod(part);
      tolerance += half_unit(part);
    }
    if (std::fabs(value - std::stod(total)) > tolerance) mismatches.insert(label);
  }
  // The printed ratio is numerator / denominator.
  void ratio(const std::string& label, const std::string& numerator, const std::string& denominator,
             const std::string& ratio) {
    if (any_empty({numerator, denominator, ratio})) return;
    ++checked;
    const double n = std::stod(numerator);
    const double d = std::stod(denominator);
    const double q = n / d;
    const double tolerance =
        half_unit(ratio) + q * (half_unit(numerator) / n + half_unit(denominator) / d) + 1e-9;
    if (std::fabs(q - std::stod(ratio)) > tolerance) mismatches.insert(label);
  }
  // Two tables print the same measurement.
  void same(const std::string& label, const std::string& a, const std::string& b) {
    ++checked;
    if (a != b) mismatches.insert(label);
  }
};

// The row of `table` whose `column` reads `key`; fails the test when there is none.
inline size_t row_of(const PaperTable& table, const std::string& column, const std::string& key) {
  const long row = table.find_row(column, key);
  if (row < 0) throw std::runtime_error(table.path() + ": no row with " + column + " " + key);
  return static_cast<size_t>(row);
}

inline std::string label(int table, const std::string& key_column, const std::string& key,
                         const std::string& what) {
  return "T" + std::to_string(table) + " " + key_column + "=" + key + " " + what;
}

}  // namespace ccsim::tb::paper000_checks
