// CSV as ccsim writes it everywhere: RFC 4180 quoting, one header line, numbers as text.
//
// A cell holding a comma, a quote or a line break is quoted, its quotes doubled; every other
// cell is written as it is. Numbers keep 12 significant digits (enough to tell any two cycle
// counts apart); a missing value is an empty cell.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace ccsim::tb {

std::string csv_cell(const std::string& text);
std::string csv_number(double value);
std::string csv_number(const std::optional<double>& value);  // "" when missing
// Booleans as JSON writes them: "true", "false".
inline std::string csv_bool(bool value) { return value ? "true" : "false"; }

// Writes one line: the cells quoted by csv_cell() and separated by commas.
void write_csv_line(const std::vector<std::string>& cells, std::ostream& out);

}  // namespace ccsim::tb
