// Proves that a paper's notes.md is read as its studies print it: one note per bullet, its
// indented lines joined by one space, sections in the order a study asks for them, every
// placeholder filled; and that a missing file, section or value is an error naming it rather
// than a note printed short. Every paper's notes.md in the tree parses.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "studies/notes.h"

namespace ccsim::tb {
namespace {

class StudyNotesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = std::filesystem::temp_directory_path() /
            ("ccsim_notes_test_" +
             std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".md");
  }
  void TearDown() override { std::filesystem::remove(path_); }
  StudyNotes write(const std::string& text) {
    std::ofstream(path_) << text;
    return StudyNotes::read(path_.string());
  }
  std::filesystem::path path_;
};

// The message of what `f` throws, or "" when it throws nothing.
template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST_F(StudyNotesTest, ABulletIsOneNoteItsIndentedLinesJoinedByOneSpace) {
  const StudyNotes notes = write(
      "# Paper 999: notes\n\nAn introduction for people.\n\n"
      "## machine\n- The model runs\n  a cube.\n\n- Second note.\n"
      "## 999.table1\n- Only here.\n");
  EXPECT_EQ(notes.get({"999.table1", "machine"}),
            (std::vector<std::string>{"Only here.", "The model runs a cube.", "Second note."}));
}

TEST_F(StudyNotesTest, PlaceholdersAreFilledAndAMissingOrUnusedValueIsAnError) {
  const StudyNotes notes = write("## fig\n- Reaches {mb} MB/s,\n  {pct} % of peak.\n");
  EXPECT_EQ(notes.one("fig", {{"mb", "800"}, {"pct", "31.2"}}),
            "Reaches 800 MB/s, 31.2 % of peak.");
  EXPECT_NE(error_of([&] {
              notes.get({"fig"}, {{"mb", "800"}});
            }).find("{pct}"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              notes.get({"fig"}, {{"mb", "1"}, {"pct", "2"}, {"x", "3"}});
            }).find("{x}"),
            std::string::npos);
}

TEST_F(StudyNotesTest, AMissingFileOrSectionIsAnErrorNamingIt) {
  const std::string missing = (path_.parent_path() / "no_such_dir" / "notes.md").string();
  EXPECT_NE(error_of([&] { StudyNotes::read(missing); }).find(missing), std::string::npos);
  const StudyNotes notes = write("## a\n- A note.\n");
  const std::string e = error_of([&] { notes.get({"a", "b"}); });
  EXPECT_NE(e.find(path_.string()), std::string::npos) << e;
  EXPECT_NE(e.find("'b'"), std::string::npos) << e;
}

TEST_F(StudyNotesTest, AStrayLineOrASectionTwiceIsAnErrorNamingTheLine) {
  EXPECT_NE(error_of([&] { write("## a\n- A note.\nnot indented\n"); }).find(":3:"),
            std::string::npos);
  EXPECT_NE(error_of([&] { write("## a\n- A note.\n## a\n"); }).find(":3:"), std::string::npos);
}

TEST(StudyNotes, EveryPapersNotesFileParses) {
  const std::filesystem::path studies =
      std::filesystem::path(CCSIM_SOURCE_DIR) / "testbench/studies";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(studies)) {
    const std::filesystem::path notes = entry.path() / "notes.md";
    if (!entry.is_directory() || !std::filesystem::exists(notes)) continue;
    ++files;
    EXPECT_FALSE(StudyNotes::read(notes.string()).section_names().empty()) << notes;
  }
  EXPECT_GE(files, 3);
}

}  // namespace
}  // namespace ccsim::tb
