// A study's CSV file as the system tests read it (`ccsim reproduce --out DIR` writes one per
// study): per row, a map from column name to cell. Header-only; the system tier only.
#pragma once

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {

// Rows of the CSV file at `path` (cells hold no commas in the studies' files).
inline std::vector<std::map<std::string, std::string>> read_study_rows(const std::string& path) {
  std::istringstream csv(read_text(path));
  std::string line;
  std::getline(csv, line);
  std::vector<std::string> names;
  std::stringstream header(line);
  for (std::string name; std::getline(header, name, ',');) names.push_back(name);
  std::vector<std::map<std::string, std::string>> rows;
  while (std::getline(csv, line)) {
    std::stringstream cells(line + ",");
    std::map<std::string, std::string>& row = rows.emplace_back();
    for (const std::string& name : names) std::getline(cells, row[name], ',');
  }
  return rows;
}

}  // namespace ccsim::systest
