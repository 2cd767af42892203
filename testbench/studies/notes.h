// A paper's explanatory notes, kept as Markdown beside its studies (notes.md) and read at run
// time, so that the prose is edited as prose and the study code holds none.
//
// The file's format:
// - `## NAME` starts a section; a study asks for its notes by section name;
// - in a section, a line `- TEXT` starts a note, and the indented lines under it continue it
//   (joined by one space): one note is one bullet;
// - `{name}` in a note is a placeholder for a figure the study computes from its runs;
// - lines before the first section (a title, a paragraph for people) are not notes.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace ccsim::tb {

class StudyNotes {
 public:
  // Reads `path`; throws std::runtime_error naming it (and the line of a malformed one).
  static StudyNotes read(const std::string& path);

  const std::string& path() const { return path_; }
  bool has(const std::string& section) const { return sections_.count(section) > 0; }
  std::vector<std::string> section_names() const;

  // The notes of `sections`, in that order, each `{name}` replaced by `values[name]`. Throws
  // std::runtime_error naming the file for an unknown section, a placeholder without a value,
  // or a value that no note of these sections uses.
  std::vector<std::string> get(const std::vector<std::string>& sections,
                               const std::map<std::string, std::string>& values = {}) const;
  // One note: a section that holds exactly one.
  std::string one(const std::string& section,
                  const std::map<std::string, std::string>& values = {}) const;

 private:
  std::string path_;
  std::map<std::string, std::vector<std::string>> sections_;
};

}  // namespace ccsim::tb
