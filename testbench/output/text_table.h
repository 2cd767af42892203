// A plain-text table with aligned columns, for the reports people read on a terminal.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace ccsim::tb {

class TextTable {
 public:
  explicit TextTable(std::vector<std::string> header) : rows_{std::move(header)} {}
  void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  // Columns padded to their widest cell; text left-aligned, numbers right-aligned.
  void print(std::ostream& out) const;

  static std::string fixed(double value, int decimals);

 private:
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace ccsim::tb
