// A paper's measured table as transcribed to CSV (PAPER/tables/*.csv, described in the paper's
// README.md, e.g. paper000/README.md): lines that
// start with '#' are comments, the first other line names the columns, every later line is one
// row with exactly as many fields. Fields hold no commas and no quotes, so there is no quoting;
// an empty field is a cell the paper leaves empty. Cells keep the text as printed (so a test can
// tell the printed precision); number() reads one as a double.
//
// Header-only, so that studies and tests can use it without a library of its own.
#pragma once

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ccsim::tb {

class PaperTable {
 public:
  // Reads `path`; throws std::runtime_error naming the file and line of the first problem.
  static PaperTable read(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot open");
    PaperTable table;
    table.path_ = path;
    std::string line;
    int line_number = 0;
    while (std::getline(in, line)) {
      ++line_number;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty()) continue;
      if (line[0] == '#') {
        table.comments_.push_back(line.substr(1));
        continue;
      }
      std::vector<std::string> fields = split(line);
      const std::string where = path + ":" + std::to_string(line_number) + ": ";
      if (table.columns_.empty()) {
        for (const std::string& name : fields) {
          if (name.empty()) throw std::runtime_error(where + "empty column name");
        }
        table.columns_ = std::move(fields);
        continue;
      }
      if (fields.size() != table.columns_.size()) {
        throw std::runtime_error(where + std::to_string(fields.size()) +
                                 " fields, the header has " +
                                 std::to_string(table.columns_.size()));
      }
      table.rows_.push_back(std::move(fields));
    }
    if (table.columns_.empty()) throw std::runtime_error(path + ": no header line");
    return table;
  }

  const std::string& path() const { return path_; }
  // The comment lines, without their leading '#'.
  const std::vector<std::string>& comments() const { return comments_; }
  const std::vector<std::string>& columns() const { return columns_; }
  size_t size() const { return rows_.size(); }

  bool has_column(const std::string& name) const { return find_column(name) >= 0; }
  // The cell as printed ("" when empty).
  const std::string& text(size_t row, const std::string& column) const {
    if (row >= rows_.size()) throw std::runtime_error(path_ + ": no row " + std::to_string(row));
    return rows_[row][index(column)];
  }
  // The cell as a number, nullopt when empty; throws when it holds something else.
  std::optional<double> number(size_t row, const std::string& column) const {
    const std::string& cell = text(row, column);
    if (cell.empty()) return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(cell.c_str(), &end);
    if (end != cell.c_str() + cell.size() || !std::isfinite(value)) {
      throw std::runtime_error(path_ + ": row " + std::to_string(row) + ", column " + column +
                               ": not a number: " + cell);
    }
    return value;
  }
  // The first row whose `column` reads `value` exactly as text, or -1.
  long find_row(const std::string& column, const std::string& value) const {
    const int c = index(column);
    for (size_t r = 0; r < rows_.size(); ++r) {
      if (rows_[r][c] == value) return static_cast<long>(r);
    }
    return -1;
  }

 private:
  static std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> fields(1);
    for (char c : line) {
      if (c == ',') {
        fields.emplace_back();
      } else {
        fields.back() += c;
      }
    }
    return fields;
  }
  int find_column(const std::string& name) const {
    for (size_t c = 0; c < columns_.size(); ++c) {
      if (columns_[c] == name) return static_cast<int>(c);
    }
    return -1;
  }
  int index(const std::string& name) const {
    const int c = find_column(name);
    if (c < 0) throw std::runtime_error(path_ + ": no column " + name);
    return c;
  }

  std::string path_;
  std::vector<std::string> comments_;
  std::vector<std::string> columns_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace ccsim::tb
