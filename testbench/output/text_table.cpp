// Plain-text tables.
#include "output/text_table.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace ccsim::tb {

namespace {
bool numeric(const std::string& s) {
  return !s.empty() &&
         (std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '-' || s[0] == '+') &&
         s.find_first_not_of("0123456789.-+e%") == std::string::npos;
}
}  // namespace

std::string TextTable::fixed(double value, int decimals) {
  std::ostringstream os;
  os.setf(std::ios::fixed);
  os.precision(decimals);
  os << value;
  return os.str();
}

void TextTable::print(std::ostream& out) const {
  std::vector<size_t> width;
  for (const auto& row : rows_) {
    width.resize(std::max(width.size(), row.size()), 0);
    for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  }
  for (size_t r = 0; r < rows_.size(); ++r) {
    std::string line;
    for (size_t c = 0; c < rows_[r].size(); ++c) {
      const std::string& cell = rows_[r][c];
      const std::string pad(width[c] - cell.size(), ' ');
      line += (c ? "  " : "") + (r > 0 && numeric(cell) ? pad + cell : cell + pad);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << "\n";
    if (r == 0) {
      size_t total = 0;
      for (size_t w : width) total += w + 2;
      out << std::string(total > 2 ? total - 2 : 0, '-') << "\n";
    }
  }
}

}  // namespace ccsim::tb
