// Reading a paper's notes.md (see notes.h).
#include "studies/notes.h"

#include <fstream>
#include <set>
#include <stdexcept>

namespace ccsim::tb {

StudyNotes StudyNotes::read(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open the study notes");
  StudyNotes notes;
  notes.path_ = path;
  std::vector<std::string>* section = nullptr;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (line.rfind("## ", 0) == 0) {
      const std::string name = line.substr(3);
      if (notes.sections_.count(name))
        throw std::runtime_error(where + "section '" + name + "' twice");
      section = &notes.sections_[name];
    } else if (section == nullptr || line.empty()) {
      continue;  // the file's title and introduction, or a blank line
    } else if (line.rfind("- ", 0) == 0) {
      section->push_back(line.substr(2));
    } else if (line[0] == ' ' && !section->empty()) {
      section->back() += " " + line.substr(line.find_first_not_of(' '));
    } else {
      throw std::runtime_error(where + "neither '## SECTION', '- NOTE' nor an indented line");
    }
  }
  return notes;
}

std::vector<std::string> StudyNotes::section_names() const {
  std::vector<std::string> names;
  for (const auto& s : sections_) names.push_back(s.first);
  return names;
}

namespace {
// `note` with its placeholders filled; the names it used are added to `used`.
std::string filled(const std::string& note, const std::map<std::string, std::string>& values,
                   std::set<std::string>& used, const std::string& where) {
  std::string out;
  size_t at = 0;
  for (;;) {
    const size_t open = note.find('{', at);
    if (open == std::string::npos) break;
    const size_t close = note.find('}', open);
    if (close == std::string::npos) throw std::runtime_error(where + "a '{' without '}'");
    const std::string name = note.substr(open + 1, close - open - 1);
    const auto value = values.find(name);
    if (value == values.end()) {
      throw std::runtime_error(where + "no value for the placeholder {" + name + "}");
    }
    used.insert(name);
    out += note.substr(at, open - at) + value->second;
    at = close + 1;
  }
  return out + note.substr(at);
}
}  // namespace

std::vector<std::string> StudyNotes::get(const std::vector<std::string>& sections,
                                         const std::map<std::string, std::string>& values) const {
  std::vector<std::string> out;
  std::set<std::string> used;
  for (const std::string& name : sections) {
    const auto section = sections_.find(name);
    const std::string where = path_ + ": section '" + name + "': ";
    if (section == sections_.end()) throw std::runtime_error(where + "not in the file");
    for (const std::string& note : section->second)
      out.push_back(filled(note, values, used, where));
  }
  for (const auto& value : values) {
    if (!used.count(value.first)) {
      throw std::runtime_error(path_ + ": no note uses the value {" + value.first + "}");
    }
  }
  return out;
}

std::string StudyNotes::one(const std::string& section,
                            const std::map<std::string, std::string>& values) const {
  const std::vector<std::string> notes = get({section}, values);
  if (notes.size() != 1) {
    throw std::runtime_error(path_ + ": section '" + section + "' should hold one note, not " +
                             std::to_string(notes.size()));
  }
  return notes.front();
}

}  // namespace ccsim::tb
