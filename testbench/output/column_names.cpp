// Column names carry their unit (see column_names.h).
#include "output/column_names.h"

#include <map>

namespace ccsim::tb {

std::optional<std::string> unit_word(const std::string& unit) {
  static const std::map<std::string, std::string> words = {
      {"", ""},
      {"cycles", "cycles"},
      {"ms", "ms"},
      {"MB/s", "mbytes_per_s"},
      {"%", "percent"},
      {"words", "words"},
      {"words/node/cycle", "words_per_node_cycle"},
      {"bytes", "bytes"},
      {"messages", "messages"},
      {"elements", "elements"},
      {"levels", "levels"},
      {"frames/s", "frames_per_s"},
  };
  const auto it = words.find(unit);
  if (it == words.end()) return std::nullopt;
  return it->second;
}

std::string unit_name_problem(const std::string& name, const std::string& unit) {
  const std::optional<std::string> word = unit_word(unit);
  if (!word)
    return "unit '" + unit + "' of '" + name + "' has no name word (output/column_names.cpp)";
  if (word->empty()) return "";
  // A whole word: "cycles" in "phase_cycles_max", not "cycles" in "bicycles".
  const std::string padded = "_" + name + "_";
  if (padded.find("_" + *word + "_") != std::string::npos) return "";
  return "'" + name + "' is in " + unit + " but its name does not say so: add '" + *word + "'";
}

}  // namespace ccsim::tb
