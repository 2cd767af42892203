// Column names carry their unit: the rule RunReport::add and Comparison::quantity apply.
#include "output/column_names.h"

#include <gtest/gtest.h>

namespace ccsim::tb {
namespace {

TEST(ColumnNames, ANameCarriesItsUnitsWordAsAWholeWord) {
  EXPECT_EQ(unit_name_problem("avg_latency_cycles", "cycles"), "");
  EXPECT_EQ(unit_name_problem("phase_cycles_max", "cycles"), "");
  EXPECT_EQ(unit_name_problem("barrier_mbytes_per_s", "MB/s"), "");
  EXPECT_EQ(unit_name_problem("accepted_words_per_node_cycle", "words/node/cycle"), "");
  EXPECT_EQ(unit_name_problem("percent_of_peak", "%"), "");
  EXPECT_EQ(unit_name_problem("phases", ""), "");  // a count has no unit word
}

TEST(ColumnNames, ANameWithoutItsUnitIsRefusedSayingWhatToAdd) {
  EXPECT_NE(unit_name_problem("avg_latency", "cycles").find("add 'cycles'"), std::string::npos);
  EXPECT_NE(unit_name_problem("barrier_mb_per_s", "MB/s"), "");  // one spelling per unit
  EXPECT_NE(unit_name_problem("bicycles", "cycles"), "");        // not inside another word
  EXPECT_NE(unit_name_problem("accepted_words", "words/node/cycle"), "");
  EXPECT_NE(unit_name_problem("transfers", "words"), "");
}

TEST(ColumnNames, AUnitOutsideTheListIsAProblemNamingIt) {
  EXPECT_FALSE(unit_word("furlongs").has_value());
  EXPECT_NE(unit_name_problem("distance_furlongs", "furlongs").find("'furlongs'"),
            std::string::npos);
}

}  // namespace
}  // namespace ccsim::tb
