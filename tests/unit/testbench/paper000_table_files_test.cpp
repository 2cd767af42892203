// Paper 000 (Mathur and Johnsson, all-to-all communication on the CM-200): the transcribed
// tables in testbench/studies/paper000/tables/*.csv parse, and their numbers obey the arithmetic
// the paper implies (parts add up to totals, speedups and relative times are quotients of
// other printed times, tables that repeat a measurement repeat it) within printing precision.
//
// Where the paper's own numbers disagree, the disagreement is listed in the README beside the
// tables and here, by name: each check collects the labels of its mismatches and compares them
// with its list of known ones, so a new mismatch (a transcription slip) fails, and so does a
// known one that no longer shows.
//
// This file: every table file parses with its caption, units and row count; the reader refuses
// ragged rows and non-numbers; Table 3 is the full grid. The broadcast tables' arithmetic:
// paper000_broadcast_tables_test.cpp; the reduction's, the rates' and the matrix-vector
// products': paper000_reduction_tables_test.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/paper000_tables.h"
#include "studies/paper_table.h"

namespace ccsim::tb {
namespace {

using namespace paper000_checks;

TEST(Paper000Tables, EveryFileParsesWithCaptionUnitsAndRowCount) {
  const std::vector<std::pair<int, size_t>> files = {
      {3, 165}, {4, 9},  {5, 9},  {6, 8},  {7, 11}, {8, 9},  {9, 22},  {10, 8}, {11, 9},
      {12, 9},  {13, 9}, {14, 9}, {15, 9}, {16, 8}, {17, 9}, {18, 11}, {19, 64}};
  for (const auto& [number, rows] : files) {
    SCOPED_TRACE("table " + std::to_string(number));
    const PaperTable table = load(number);
    ASSERT_GE(table.comments().size(), 2u);
    EXPECT_EQ(table.comments()[0].rfind(" 000 Table " + std::to_string(number) + ": ", 0), 0u);
    EXPECT_EQ(table.comments()[1].rfind(" units: ", 0), 0u);
    EXPECT_EQ(table.size(), rows);
    for (const std::string& column : table.columns()) {
      EXPECT_EQ(column.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_"),
                std::string::npos)
          << column;
    }
    for (size_t row = 0; row < table.size(); ++row) {
      for (const std::string& column : table.columns()) {
        if (column == "method" || column == "operation") {
          EXPECT_FALSE(table.text(row, column).empty());
          continue;
        }
        // Every other cell is empty or a plain decimal number as printed.
        const std::string& cell = table.text(row, column);
        EXPECT_EQ(cell.find_first_not_of("0123456789."), std::string::npos) << cell;
        EXPECT_NO_THROW(table.number(row, column)) << cell;
      }
      // The key columns (nodes, words per node, elements) are never empty.
      for (const char* key : {"nodes", "words_per_node", "elements", "matrix_p"}) {
        if (table.has_column(key)) {
          EXPECT_TRUE(table.number(row, key).has_value()) << key;
        }
      }
    }
  }
}

TEST(Paper000Tables, ReaderRejectsRaggedRowsAndNonNumbers) {
  const std::string path = testing::TempDir() + "/paper000_reader.csv";
  const auto write = [&](const std::string& text) { std::ofstream(path, std::ios::trunc) << text; };
  write("# 000 Table 1: caption\r\n# units: x\r\nnodes,time_ms,name\r\n2,1.50,a\r\n4,,b\r\n");
  const PaperTable table = PaperTable::read(path);
  EXPECT_EQ(table.comments().size(), 2u);
  EXPECT_EQ(table.columns(), (std::vector<std::string>{"nodes", "time_ms", "name"}));
  ASSERT_EQ(table.size(), 2u);
  EXPECT_EQ(table.number(0, "time_ms"), 1.5);
  EXPECT_EQ(table.text(0, "time_ms"), "1.50");
  EXPECT_FALSE(table.number(1, "time_ms").has_value());
  EXPECT_THROW(table.number(0, "name"), std::runtime_error);
  EXPECT_THROW(table.text(0, "missing"), std::runtime_error);
  EXPECT_EQ(table.find_row("nodes", "4"), 1);
  EXPECT_EQ(table.find_row("nodes", "8"), -1);

  write("nodes,time_ms\n2,1.5,3\n");
  EXPECT_THROW(PaperTable::read(path), std::runtime_error);
  write("nodes,time_ms\n2\n");
  EXPECT_THROW(PaperTable::read(path), std::runtime_error);
  write("# only a comment\n");
  EXPECT_THROW(PaperTable::read(path), std::runtime_error);
  EXPECT_THROW(PaperTable::read(path + ".absent"), std::runtime_error);
  std::remove(path.c_str());
}

// Table 3: the full grid of 15 data-set sizes by 11 node counts, elements outer; the time
// never falls as the data set grows at a fixed node count.
TEST(Paper000Tables, Table3IsTheFullGridAndGrowsWithTheDataSet) {
  const PaperTable table = load(3);
  size_t row = 0;
  for (int elements = 2; elements <= 32768; elements *= 2) {
    for (int nodes = 2; nodes <= 2048; nodes *= 2, ++row) {
      ASSERT_LT(row, table.size());
      EXPECT_EQ(table.number(row, "elements"), elements);
      EXPECT_EQ(table.number(row, "nodes"), nodes);
      ASSERT_TRUE(table.number(row, "time_ms").has_value());
      if (elements > 2) {
        EXPECT_GE(*table.number(row, "time_ms"), *table.number(row - 11, "time_ms"))
            << elements << " elements, " << nodes << " nodes";
      }
    }
  }
  EXPECT_EQ(row, table.size());
}

}  // namespace
}  // namespace ccsim::tb
