// Paper 000's all-to-all reduction tables (13 to 17), its data motion rates (Table 18) and its
// matrix-vector products (Table 19): parts add up to totals, speedups and ratios are quotients
// of other printed times, rates are printed where the paper has them, and times are the flops
// over the rate, within printing precision. Known disagreements in the paper's own numbers are
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

// Tables 13 and 14: reduce-and-spread + send = total; the cycle totals are their parts.
TEST(Paper000Tables, ReductionPartsAddUpToTotals) {
  Audit audit;
  const PaperTable t13 = load(13);
  for (size_t r = 0; r < t13.size(); ++r) {
    const std::string key = t13.text(r, "words_per_node");
    const auto cell = [&](const char* column) { return t13.text(r, column); };
    audit.sum(label(13, "words_per_node", key, "reduce_spread_total_ms"),
              {cell("reduce_spread_ms"), cell("send_ms")}, cell("reduce_spread_total_ms"));
    audit.sum(label(13, "words_per_node", key, "dcycles_total_ms"),
              {cell("dcycles_indir_ms"), cell("dcycles_arith_ms"), cell("dcycles_comm_ms")},
              cell("dcycles_total_ms"));
    audit.sum(label(13, "words_per_node", key, "one_cycle_total_ms"),
              {cell("one_cycle_indir_ms"), cell("one_cycle_arith_ms"), cell("one_cycle_comm_ms")},
              cell("one_cycle_total_ms"));
  }
  const PaperTable t14 = load(14);
  for (size_t r = 0; r < t14.size(); ++r) {
    const std::string key = t14.text(r, "nodes");
    const auto cell = [&](const char* column) { return t14.text(r, column); };
    audit.sum(label(14, "nodes", key, "reduce_spread_total_ms"),
              {cell("reduce_spread_ms"), cell("send_ms")}, cell("reduce_spread_total_ms"));
    audit.sum(label(14, "nodes", key, "dcycles_total_ms"),
              {cell("dcycles_indir_addr_arith_ms"), cell("dcycles_comm_ms")},
              cell("dcycles_total_ms"));
    audit.sum(label(14, "nodes", key, "one_cycle_total_ms"),
              {cell("one_cycle_indir_ms"), cell("one_cycle_arith_ms"), cell("one_cycle_comm_ms")},
              cell("one_cycle_total_ms"));
  }
  EXPECT_EQ(audit.checked, 27 + 25);
  EXPECT_EQ(audit.skipped, 2);  // Table 14, 512 nodes: one cycle only
  EXPECT_EQ(audit.mismatches, std::set<std::string>{});
}

// Table 14's d-cycles "Indir.+Addr.+Arithm." is Table 17's indir + arith + index computation.
TEST(Paper000Tables, Table14IndexColumnIsTheSumOfTable17Parts) {
  const PaperTable t14 = load(14);
  const PaperTable t17 = load(17);
  Audit audit;
  for (size_t r = 0; r < t14.size(); ++r) {
    const std::string key = t14.text(r, "nodes");
    const size_t r17 = row_of(t17, "nodes", key);
    audit.sum(
        label(14, "nodes", key, "dcycles_indir_addr_arith_ms"),
        {t17.text(r17, "indir_ms"), t17.text(r17, "arith_ms"), t17.text(r17, "comp_index_comp_ms")},
        t14.text(r, "dcycles_indir_addr_arith_ms"));
  }
  EXPECT_EQ(audit.checked, 8);
  const std::set<std::string> known = {
      "T14 nodes=32 dcycles_indir_addr_arith_ms",  // Table 17 parts 38.37, Table 14 38.68
      "T14 nodes=64 dcycles_indir_addr_arith_ms",  // Table 17 parts 79.03, Table 14 78.99
  };
  EXPECT_EQ(audit.mismatches, known);
}

// Table 15 repeats Table 14's totals; its speedups are reduce-and-send / cycle time.
TEST(Paper000Tables, Table15IsTable14TotalsAndTheirRatios) {
  const PaperTable t15 = load(15);
  const PaperTable t14 = load(14);
  Audit audit;
  for (size_t r = 0; r < t15.size(); ++r) {
    const std::string key = t15.text(r, "nodes");
    const size_t r14 = row_of(t14, "nodes", key);
    const auto cell = [&](const char* column) { return t15.text(r, column); };
    audit.same(label(15, "nodes", key, "reduce_send_ms"), cell("reduce_send_ms"),
               t14.text(r14, "reduce_spread_total_ms"));
    audit.same(label(15, "nodes", key, "dcycles_ms"), cell("dcycles_ms"),
               t14.text(r14, "dcycles_total_ms"));
    audit.same(label(15, "nodes", key, "one_cycle_ms"), cell("one_cycle_ms"),
               t14.text(r14, "one_cycle_total_ms"));
    audit.ratio(label(15, "nodes", key, "speedup_dcycles"), cell("reduce_send_ms"),
                cell("dcycles_ms"), cell("speedup_dcycles"));
    audit.ratio(label(15, "nodes", key, "speedup_one_cycle"), cell("reduce_send_ms"),
                cell("one_cycle_ms"), cell("speedup_one_cycle"));
  }
  EXPECT_EQ(audit.checked, 27 + 16);
  EXPECT_EQ(audit.mismatches, std::set<std::string>{});
}

// Table 16: the gather is Table 5's send, the scatter Table 14's send, the ratio their quotient.
TEST(Paper000Tables, Table16IsGatherOverScatterFromTables5And14) {
  const PaperTable t16 = load(16);
  const PaperTable t5 = load(5);
  const PaperTable t14 = load(14);
  Audit audit;
  for (size_t r = 0; r < t16.size(); ++r) {
    const std::string key = t16.text(r, "nodes");
    audit.same(label(16, "nodes", key, "gather_ms"), t16.text(r, "gather_ms"),
               t5.text(row_of(t5, "nodes", key), "send_ms"));
    audit.same(label(16, "nodes", key, "scatter_ms"), t16.text(r, "scatter_ms"),
               t14.text(row_of(t14, "nodes", key), "send_ms"));
    audit.ratio(label(16, "nodes", key, "gather_scatter_ratio"), t16.text(r, "gather_ms"),
                t16.text(r, "scatter_ms"), t16.text(r, "gather_scatter_ratio"));
  }
  EXPECT_EQ(audit.checked, 24);
  EXPECT_EQ(audit.mismatches, std::set<std::string>{});
}

// Table 18: the spread rate is printed up to 256 nodes only; every other rate everywhere.
TEST(Paper000Tables, Table18RatesArePrintedWhereThePaperHasThem) {
  const PaperTable t18 = load(18);
  for (size_t r = 0; r < t18.size(); ++r) {
    const double nodes = *t18.number(r, "nodes");
    EXPECT_EQ(nodes, std::pow(2.0, r + 1));
    for (const std::string& column : t18.columns()) {
      EXPECT_EQ(t18.number(r, column).has_value(), column != "spread_mbytes_per_s" || nodes <= 256)
          << column << " at " << nodes << " nodes";
    }
  }
}

// Table 19: a P x P matrix times a vector is 2 P^2 flops, so time = 2 P^2 / rate. Two rates
// have no time printed beside them (matrix-vector, P = 12288 on 512 nodes and P = 16384 on
// 2048 nodes).
TEST(Paper000Tables, Table19TimeIsTwoPSquaredFlopsOverTheRate) {
  const PaperTable t19 = load(19);
  Audit audit;
  std::set<std::string> rate_only;
  for (size_t r = 0; r < t19.size(); ++r) {
    const std::string key =
        t19.text(r, "operation") + " " + t19.text(r, "matrix_p") + "@" + t19.text(r, "nodes");
    const std::string& rate = t19.text(r, "mflop_per_s");
    const std::string& time = t19.text(r, "time_ms");
    if (rate.empty() != time.empty()) {
      EXPECT_TRUE(time.empty()) << key;
      rate_only.insert(key);
      continue;
    }
    if (rate.empty()) continue;
    const double p = *t19.number(r, "matrix_p");
    // 2 P^2 flops at `rate` Mflop/s take 2 P^2 / 1000 / rate milliseconds.
    audit.ratio(key, std::to_string(2 * p * p / 1000), rate, time);
  }
  EXPECT_EQ(audit.checked, 28);
  EXPECT_EQ(audit.mismatches, std::set<std::string>{});
  EXPECT_EQ(rate_only,
            (std::set<std::string>{"matrix_vector 12288@512", "matrix_vector 16384@2048"}));
}

}  // namespace
}  // namespace ccsim::tb
