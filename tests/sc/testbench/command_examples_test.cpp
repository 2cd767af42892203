// Every example command ccsim prints in `ccsim COMMAND --help`, and every ccsim command line in
// README.md and docs/*.md, still parses against today's commands, flags and keys, and its
// configuration loads (load_run: every key checked, nothing simulated).
//
// A renamed flag, key, config file or algorithm fails here with the line that names it. Lines
// in the documents are those of code blocks that start with `ccsim ` or `build/testbench/ccsim `
// (a trailing backslash continues a line); words are split at spaces, with '...' or "..."
// grouping. In the sc tier because the commands and experiments link SystemC.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.h"
#include "cli/command_line.h"
#include "run/run_config.h"

namespace ccsim::tb {
namespace {

namespace fs = std::filesystem;

struct Example {
  std::string where;  // "ccsim run --help" or "README.md:42"
  std::string line;
};

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  char quote = 0;
  bool in_word = false;
  for (char c : line) {
    if (quote) {
      if (c == quote) {
        quote = 0;
      } else {
        word += c;
      }
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == ' ') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

// The ccsim command lines inside ``` blocks of `path`.
std::vector<Example> document_examples(const fs::path& path, const std::string& name) {
  std::vector<Example> out;
  std::ifstream in(path);
  bool in_code = false;
  std::string pending;
  int line_no = 0;
  int start = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.rfind("```", 0) == 0) {
      in_code = !in_code;
      continue;
    }
    if (!in_code) continue;
    const size_t first = line.find_first_not_of(' ');
    if (first == std::string::npos) continue;
    line = line.substr(first);
    if (pending.empty()) {
      for (const char* prefix : {"ccsim ", "build/testbench/ccsim "}) {
        if (line.rfind(prefix, 0) == 0) {
          pending = "ccsim " + line.substr(std::string(prefix).size());
          start = line_no;
        }
      }
      if (pending.empty()) continue;
    } else {
      pending += " " + line;
    }
    if (!pending.empty() && pending.back() == '\\') {
      pending.pop_back();
      continue;
    }
    // A comment after the command is not part of it.
    const size_t hash = pending.find(" #");
    if (hash != std::string::npos) pending.resize(hash);
    out.push_back({name + ":" + std::to_string(start), pending});
    pending.clear();
  }
  return out;
}

std::vector<Example> all_examples() {
  std::vector<Example> out;
  for (const auto& [name, entry] : command_registry().entries()) {
    for (const std::string& e : entry.examples) out.push_back({"ccsim " + name + " --help", e});
  }
  const fs::path root = CCSIM_SOURCE_DIR;
  std::vector<fs::path> documents = {root / "README.md"};
  if (fs::is_directory(root / "docs")) {
    for (const auto& f : fs::recursive_directory_iterator(root / "docs")) {
      if (f.path().extension() == ".md") documents.push_back(f.path());
    }
  }
  for (const fs::path& d : documents) {
    for (Example& e : document_examples(d, fs::relative(d, root).string())) out.push_back(e);
  }
  return out;
}

TEST(CommandExamples, EveryExampleParsesAndItsConfigurationLoads) {
  ASSERT_EQ(chdir(CCSIM_SOURCE_DIR), 0);  // examples name configs/ relative to the source tree
  const std::vector<Example> examples = all_examples();
  EXPECT_GE(examples.size(), 10u);
  for (const Example& e : examples) {
    std::vector<std::string> words = words_of(e.line);
    ASSERT_FALSE(words.empty());
    ASSERT_EQ(words.front(), "ccsim") << e.where << ": " << e.line;
    words.erase(words.begin());
    try {
      const CommandLine cl = parse_arguments(words);
      if (cl.entry != nullptr && cl.entry->config == ConfigUse::kFiles && !cl.invocation.help &&
          cl.invocation.command != "plan") {
        load_run(cl.invocation.config);
      }
    } catch (const ConfigError& error) {
#ifndef CCSIM_WITH_FST
      // An example with an FST trace is checked by builds that have the FST writer; this one
      // must still refuse it for that reason and no other.
      if (std::string(error.what()).find("needs the FST writer") != std::string::npos) continue;
#endif
      ADD_FAILURE() << e.where << ": " << e.line << "\n  " << error.what();
    }
  }
}

}  // namespace
}  // namespace ccsim::tb
