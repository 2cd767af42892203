// The study registry and the papers' folders (see study.h).
#include "studies/study.h"

#ifndef CCSIM_STUDIES_DIR
#define CCSIM_STUDIES_DIR "testbench/studies"
#endif

namespace ccsim::tb {

Registry<StudyEntry>& study_registry() {
  static Registry<StudyEntry> registry("study", "reproduce");
  return registry;
}

std::string PaperFolder::path(const std::string& file) const {
  return std::string(CCSIM_STUDIES_DIR) + "/" + name_ + "/" + file;
}

PaperTable PaperFolder::table(const std::string& name) const {
  return PaperTable::read(path("tables/" + name + ".csv"));
}

StudyNotes PaperFolder::notes() const { return StudyNotes::read(path("notes.md")); }

}  // namespace ccsim::tb
