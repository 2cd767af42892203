// INI reading: sections, comments, origins with line numbers.
#include "cli/ini.h"

#include <cctype>
#include <sstream>

#include "base/errors.h"
#include "cli/flags.h"
#include "util/input_file.h"

namespace ccsim::tb {

namespace {

// Removes an INI comment: '#' anywhere, ';' at the start or after whitespace (to_ini() writes
// its notes this way).
std::string strip_comment(const std::string& line) {
  size_t cut = line.find('#');
  for (size_t i = 0; i < line.size() && i < cut; ++i) {
    if (line[i] == ';' && (i == 0 || std::isspace(static_cast<unsigned char>(line[i - 1])))) {
      cut = i;
      break;
    }
  }
  return cut == std::string::npos ? line : line.substr(0, cut);
}

}  // namespace

void read_ini_file(const std::string& path, Config& config) {
  std::istringstream in(read_input_file(path, path));
  read_ini(in, path, config);
}

Config read_config_file(const std::string& path) {
  Config config;
  read_ini_file(path, config);
  return config;
}

void read_ini(std::istream& in, const std::string& name, Config& config) {
  std::string section;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line_no == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    const std::string where = name + ":" + std::to_string(line_no);
    const std::string t = trim(strip_comment(line));
    if (t.empty()) continue;
    if (t.front() == '[') {
      if (t.back() != ']' || trim(t.substr(1, t.size() - 2)).empty()) {
        throw ConfigError(where, "expected '[section]', got '" + printable(t) + "'");
      }
      section = trim(t.substr(1, t.size() - 2));
      continue;
    }
    const size_t eq = t.find('=');
    const std::string key = eq == std::string::npos ? "" : trim(t.substr(0, eq));
    if (key.empty()) {
      throw ConfigError(where, "expected 'key = value' or '[section]', got '" + printable(t) + "'");
    }
    const std::string full = section.empty() ? key : section + "." + key;
    if (find_key(full) == nullptr) refuse_unknown(full, where, /*is_key=*/true);
    config.set(full, trim(t.substr(eq + 1)), where);
  }
}

}  // namespace ccsim::tb
