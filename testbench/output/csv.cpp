// CSV cells and lines.
#include "output/csv.h"

#include <iomanip>
#include <sstream>

namespace ccsim::tb {

std::string csv_cell(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_number(double value) {
  std::ostringstream os;
  os << std::setprecision(12) << value;
  return os.str();
}

std::string csv_number(const std::optional<double>& value) {
  return value ? csv_number(*value) : "";
}

void write_csv_line(const std::vector<std::string>& cells, std::ostream& out) {
  for (size_t i = 0; i < cells.size(); ++i) out << (i ? "," : "") << csv_cell(cells[i]);
  out << "\n";
}

}  // namespace ccsim::tb
