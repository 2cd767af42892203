// Paper 000's all-to-all broadcast tables (4 to 12, and the index parts of 17 beside 7 and 8):
// parts add up to totals, speedups and relative times are quotients of other printed times,
// Table 9 follows the paper's model, and the row and column major tables share their cycle
// measurements, within printing precision. Known disagreements in the paper's own numbers are
// listed by name (see paper000_table_files_test.cpp).
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

// Tables 4, 5 (row major) and 11, 12 (column major): send + spread = total; the cycle totals
// are their parts, with the transpose in row major order.
TEST(Paper000Tables, BroadcastPartsAddUpToTotals) {
  Audit audit;
  for (const int number : {4, 11}) {
    const PaperTable t = load(number);
    const bool transpose = t.has_column("transpose_ms");
    for (size_t r = 0; r < t.size(); ++r) {
      const std::string key = t.text(r, "words_per_node");
      const auto cell = [&](const char* column) { return t.text(r, column); };
      std::vector<std::string> dcycles = {cell("dcycles_addr_ms"), cell("dcycles_indir_ms"),
                                          cell("dcycles_aabc_ms")};
      std::vector<std::string> one_cycle = {cell("one_cycle_indir_ms"), cell("one_cycle_aabc_ms")};
      if (transpose) {
        dcycles.push_back(cell("transpose_ms"));
        one_cycle.push_back(cell("transpose_ms"));
      }
      audit.sum(label(number, "words_per_node", key, "send_spread_total_ms"),
                {cell("send_ms"), cell("spread_ms")}, cell("send_spread_total_ms"));
      audit.sum(label(number, "words_per_node", key, "dcycles_total_ms"), dcycles,
                cell("dcycles_total_ms"));
      audit.sum(label(number, "words_per_node", key, "one_cycle_total_ms"), one_cycle,
                cell("one_cycle_total_ms"));
    }
  }
  for (const int number : {5, 12}) {
    const PaperTable t = load(number);
    const bool transpose = t.has_column("transpose_ms");
    for (size_t r = 0; r < t.size(); ++r) {
      const std::string key = t.text(r, "nodes");
      const auto cell = [&](const char* column) { return t.text(r, column); };
      std::vector<std::string> dcycles = {cell("dcycles_addr_indir_ms"), cell("dcycles_aabc_ms")};
      std::vector<std::string> one_cycle = {cell("one_cycle_indir_ms"), cell("one_cycle_aabc_ms")};
      if (transpose) {
        dcycles.push_back(cell("transpose_ms"));
        one_cycle.push_back(cell("transpose_ms"));
      }
      audit.sum(label(number, "nodes", key, "send_spread_total_ms"),
                {cell("send_ms"), cell("spread_ms")}, cell("send_spread_total_ms"));
      audit.sum(label(number, "nodes", key, "dcycles_total_ms"), dcycles, cell("dcycles_total_ms"));
      audit.sum(label(number, "nodes", key, "one_cycle_total_ms"), one_cycle,
                cell("one_cycle_total_ms"));
    }
  }
  EXPECT_EQ(audit.checked, 107);
  EXPECT_EQ(audit.skipped, 1);  // Table 12, 256 nodes: no send, no total
  const std::set<std::string> known = {
      "T4 words_per_node=8 dcycles_total_ms",  // parts 6.37, printed 6.57
      "T5 nodes=32 one_cycle_total_ms",        // parts 113.64, printed 112.64
      "T5 nodes=128 dcycles_total_ms",         // parts 275.91, printed 276.91
      "T12 nodes=1 send_spread_total_ms",      // Table 12: every printed send-and-spread total
      "T12 nodes=2 send_spread_total_ms",      // exceeds send + spread, by 0.02 to 6.57
      "T12 nodes=4 send_spread_total_ms",     "T12 nodes=8 send_spread_total_ms",
      "T12 nodes=16 send_spread_total_ms",    "T12 nodes=32 send_spread_total_ms",
      "T12 nodes=64 send_spread_total_ms",    "T12 nodes=128 send_spread_total_ms",
      "T12 nodes=16 one_cycle_total_ms",  // parts 48.85 (as in Table 11), printed 49.85
  };
  EXPECT_EQ(audit.mismatches, known);
}

// Table 6: speedup = Table 5's send-and-spread total / the cycle algorithm's total, with the
// totals as printed (two of which are 1.00 off their parts, see above).
TEST(Paper000Tables, Table6SpeedupsAreTable5SendAndSpreadOverCycleTotals) {
  const PaperTable t6 = load(6);
  const PaperTable t5 = load(5);
  Audit audit;
  for (size_t r = 0; r < t6.size(); ++r) {
    const std::string key = t6.text(r, "nodes");
    const size_t r5 = row_of(t5, "nodes", key);
    const std::string send_spread = t5.text(r5, "send_spread_total_ms");
    EXPECT_EQ(t6.text(r, "speedup_send_spread"), "1");
    audit.ratio(label(6, "nodes", key, "speedup_dcycles"), send_spread,
                t5.text(r5, "dcycles_total_ms"), t6.text(r, "speedup_dcycles"));
    audit.ratio(label(6, "nodes", key, "speedup_one_cycle"), send_spread,
                t5.text(r5, "one_cycle_total_ms"), t6.text(r, "speedup_one_cycle"));
  }
  EXPECT_EQ(audit.checked, 16);
  EXPECT_EQ(audit.mismatches, std::set<std::string>{});

  // The sums of the parts would not give the printed speedups: 411.10 / 275.91 = 1.49 (printed
  // 1.48) and 150.34 / 113.64 = 1.32 (printed 1.33).
  Audit parts;
  parts.ratio("128", "411.10", "275.91", t6.text(row_of(t6, "nodes", "128"), "speedup_dcycles"));
  parts.ratio("32", "150.34", "113.64", t6.text(row_of(t6, "nodes", "32"), "speedup_one_cycle"));
  EXPECT_EQ(parts.mismatches, (std::set<std::string>{"128", "32"}));
}

// Tables 7, 8 and 17: the index computation and index motion totals are their parts.
TEST(Paper000Tables, IndexComputationAndMotionPartsAddUpToTotals) {
  Audit audit;
  const PaperTable t7 = load(7);
  for (size_t r = 0; r < t7.size(); ++r) {
    const std::string key = t7.text(r, "nodes");
    const auto cell = [&](const char* column) { return t7.text(r, column); };
    audit.sum(label(7, "nodes", key, "comp_index_total_ms"),
              {cell("aabc_ms"), cell("indir_ms"), cell("comp_index_comp_ms")},
              cell("comp_index_total_ms"));
    audit.sum(label(7, "nodes", key, "move_index_total_ms"),
              {cell("aabc_ms"), cell("indir_ms"), cell("move_index_move_ms")},
              cell("move_index_total_ms"));
  }
  const PaperTable t8 = load(8);
  for (size_t r = 0; r < t8.size(); ++r) {
    const std::string key = t8.text(r, "nodes");
    const auto cell = [&](const char* column) { return t8.text(r, column); };
    audit.sum(
        label(8, "nodes", key, "dcycles_comp_index_total_ms"),
        {cell("dcycles_aabc_ms"), cell("dcycles_indir_ms"), cell("dcycles_comp_index_comp_ms")},
        cell("dcycles_comp_index_total_ms"));
    audit.sum(
        label(8, "nodes", key, "dcycles_move_index_total_ms"),
        {cell("dcycles_aabc_ms"), cell("dcycles_indir_ms"), cell("dcycles_move_index_move_ms")},
        cell("dcycles_move_index_total_ms"));
    audit.sum(label(8, "nodes", key, "one_cycle_total_ms"),
              {cell("one_cycle_aabc_ms"), cell("one_cycle_indir_ms")}, cell("one_cycle_total_ms"));
  }
  const PaperTable t17 = load(17);
  for (size_t r = 0; r < t17.size(); ++r) {
    const std::string key = t17.text(r, "nodes");
    const auto cell = [&](const char* column) { return t17.text(r, column); };
    audit.sum(label(17, "nodes", key, "comp_index_total_ms"),
              {cell("aabc_ms"), cell("indir_ms"), cell("arith_ms"), cell("comp_index_comp_ms")},
              cell("comp_index_total_ms"));
    audit.sum(label(17, "nodes", key, "move_index_total_ms"),
              {cell("aabc_ms"), cell("indir_ms"), cell("arith_ms"), cell("move_index_move_ms")},
              cell("move_index_total_ms"));
  }
  EXPECT_EQ(audit.checked, 22 + 27 + 17);
  EXPECT_EQ(audit.skipped, 1);  // Table 17, 512 nodes: no index computation
  EXPECT_EQ(
      audit.mismatches,
      std::set<std::string>{"T17 nodes=32 comp_index_total_ms"});  // parts 82.57, printed 82.88
}

// Table 9, row d-H,c: the smallest M' for which the paper's closed forms (Section 6.1, 64-bit
// elements, S = 2, times in microseconds) make the d-cycles broadcast with index computation
// faster than the single cycle. This reproduces every printed entry, and places the lone
// 8-node entry (M' >= 240) in this row. Row d-H,m: entries from 16 nodes on only (the printed
// closed form for index motion does not reproduce them; see the README).
TEST(Paper000Tables, Table9IndexComputationRowFollowsThePapersModel) {
  const double s = 2;
  const auto one_cycle = [&](int m, int d) {
    const double p = std::pow(2.0, d);
    return -6.38 - 5.69 * m * s + 74.6 * p + 6.19 * m * s * p;
  };
  const auto dcycles_comp = [&](int m, int d) {
    const double steps = std::pow(2.0, d) - 1;
    const double blocks = std::ceil(m * s / (2 * d));
    return 2071.13 + 0.645 * m * s +
           (56.72 + 0.645 * m * s + 24.18 * blocks +
            d * (41.08 + 0.34 * blocks + 2.02 * std::floor(m / (2.0 * d))) +
            22.24 * (m % (2 * d))) *
               steps;
  };
  const PaperTable t9 = load(9);
  ASSERT_EQ(t9.size(), 22u);
  for (size_t r = 0; r < t9.size(); ++r) {
    const int nodes = static_cast<int>(*t9.number(r, "nodes"));
    const int d = static_cast<int>(std::lround(std::log2(nodes)));
    ASSERT_EQ(1 << d, nodes);
    ASSERT_EQ(t9.text(r, "method"), r % 2 == 0 ? "d-H_c" : "d-H_m");
    const std::optional<double> printed = t9.number(r, "min_elements_per_node");
    if (r % 2 == 1) {
      EXPECT_EQ(printed.has_value(), nodes >= 16) << nodes;
      continue;
    }
    std::optional<double> model;
    for (int m = 1; m < 5000 && !model; ++m) {
      if (dcycles_comp(m, d) < one_cycle(m, d)) model = m;
    }
    EXPECT_EQ(printed, model) << nodes << " nodes";
  }
}

// Table 10: times relative to the spread, from Table 5. The send column is Table 5's send /
// spread; the d-cycles column comes closest to Table 5's d-cycles total / spread but is 0.5 to
// 1 percent higher from 16 nodes on (no printed total reproduces it).
TEST(Paper000Tables, Table10RelativeTimesAgainstTable5) {
  const PaperTable t10 = load(10);
  const PaperTable t5 = load(5);
  Audit audit;
  for (size_t r = 0; r < t10.size(); ++r) {
    const std::string key = t10.text(r, "nodes");
    const size_t r5 = row_of(t5, "nodes", key);
    EXPECT_EQ(t10.text(r, "spread_rel"), "1");
    audit.ratio(label(10, "nodes", key, "send_gather_rel"), t5.text(r5, "send_ms"),
                t5.text(r5, "spread_ms"), t10.text(r, "send_gather_rel"));
    audit.ratio(label(10, "nodes", key, "dcycles_aabc_rel"), t5.text(r5, "dcycles_total_ms"),
                t5.text(r5, "spread_ms"), t10.text(r, "dcycles_aabc_rel"));
  }
  EXPECT_EQ(audit.checked, 16);
  const std::set<std::string> known = {
      "T10 nodes=16 dcycles_aabc_rel",   // 51.74 / 29.88 = 1.732, printed 1.74
      "T10 nodes=32 dcycles_aabc_rel",   // 87.84 / 50.14 = 1.752, printed 1.76
      "T10 nodes=64 dcycles_aabc_rel",   // 150.82 / 87.50 = 1.724, printed 1.74
      "T10 nodes=256 dcycles_aabc_rel",  // 459.83 / 286.70 = 1.604, printed 1.62
  };
  EXPECT_EQ(audit.mismatches, known);
}

// Row major (Tables 4, 5) and column major (Tables 11, 12) print the same spread and cycle
// measurements; the row major cycle totals add the transpose. Table 4's 256-word row and
// Table 5's 16-node row are the same configuration, as are Table 11's and Table 12's.
TEST(Paper000Tables, RowAndColumnMajorTablesShareTheirCycleMeasurements) {
  Audit audit;
  const auto compare = [&](const PaperTable& row_major, size_t a, const PaperTable& column_major,
                           size_t b, const std::string& prefix,
                           const std::vector<std::string>& shared) {
    for (const std::string& column : shared) {
      audit.same(prefix + " " + column, row_major.text(a, column), column_major.text(b, column));
    }
    for (const char* total : {"dcycles_total_ms", "one_cycle_total_ms"}) {
      audit.sum(prefix + " " + total,
                {column_major.text(b, total), row_major.text(a, "transpose_ms")},
                row_major.text(a, total));
    }
  };
  const PaperTable t4 = load(4), t5 = load(5), t11 = load(11), t12 = load(12);
  const std::vector<std::string> shared4 = {
      "words_per_node",   "nodes",           "spread_ms",          "dcycles_addr_ms",
      "dcycles_indir_ms", "dcycles_aabc_ms", "one_cycle_indir_ms", "one_cycle_aabc_ms"};
  for (size_t r = 0; r < t4.size(); ++r) {
    compare(t4, r, t11, r, "T4-T11 words_per_node=" + t4.text(r, "words_per_node"), shared4);
  }
  const std::vector<std::string> shared5 = {"words_per_node",   "nodes",
                                            "spread_ms",        "dcycles_addr_indir_ms",
                                            "dcycles_aabc_ms",  "one_cycle_indir_ms",
                                            "one_cycle_aabc_ms"};
  for (size_t r = 0; r < t5.size(); ++r) {
    compare(t5, r, t12, r, "T5-T12 nodes=" + t5.text(r, "nodes"), shared5);
  }
  // 256 words per node on 16 nodes, in both shapes of table.
  const auto same_configuration = [&](const PaperTable& by_words, const PaperTable& by_nodes,
                                      const std::string& prefix) {
    const size_t a = row_of(by_words, "words_per_node", "256");
    const size_t b = row_of(by_nodes, "nodes", "16");
    for (const std::string& column : by_words.columns()) {
      if (column == "dcycles_addr_ms" || column == "dcycles_indir_ms") continue;
      audit.same(prefix + " " + column, by_words.text(a, column), by_nodes.text(b, column));
    }
    audit.sum(prefix + " dcycles_addr+indir",
              {by_words.text(a, "dcycles_addr_ms"), by_words.text(a, "dcycles_indir_ms")},
              by_nodes.text(b, "dcycles_addr_indir_ms"));
  };
  same_configuration(t4, t5, "T4[256]-T5[16]");
  same_configuration(t11, t12, "T11[256]-T12[16]");
  EXPECT_EQ(audit.checked, 9 * 10 + 9 * 9 + 12 + 11);
  const std::set<std::string> known = {
      "T4-T11 words_per_node=8 dcycles_total_ms",  // Table 4's 6.57 (5.24 + 1.13 = 6.37)
      "T5-T12 nodes=16 one_cycle_total_ms",        // Table 12's 49.85
      "T5-T12 nodes=32 one_cycle_total_ms",        // Table 5's 112.64
      "T5-T12 nodes=128 dcycles_total_ms",         // Table 5's 276.91
      "T4[256]-T5[16] dcycles_addr+indir",         // 8.57 + 5.52 = 14.09, Table 5 14.02
      "T4[256]-T5[16] dcycles_total_ms",           // 51.81 and 51.74 (the same 0.07)
      "T11[256]-T12[16] dcycles_addr+indir",       // the same 14.09 and 14.02
      "T11[256]-T12[16] dcycles_total_ms",         // 38.91 and 38.84
      "T11[256]-T12[16] send_spread_total_ms",     // 73.30 and 74.63
      "T11[256]-T12[16] one_cycle_total_ms",       // 48.85 and 49.85
  };
  EXPECT_EQ(audit.mismatches, known);
}

}  // namespace
}  // namespace ccsim::tb
