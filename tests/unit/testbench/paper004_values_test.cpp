// The values of paper 004 transcribed for the studies (testbench/studies/paper004/tables/) parse,
// carry the columns the studies read, and hold the numbers the text states (§4.1, §4.4, the
// abstract) and Table 1 prints (its factors agree with its rates), so that a typo in a file is
// caught before a study prints it beside the model.
#include <gtest/gtest.h>

#include <string>

#include "studies/paper_table.h"

namespace ccsim::tb {
namespace {

PaperTable read(const std::string& name) {
  return PaperTable::read(std::string(CCSIM_SOURCE_DIR) + "/testbench/studies/paper004/tables/" +
                          name + ".csv");
}

TEST(Paper004Values, Figure7HoldsTheTextsPlateausAt16KB) {
  const PaperTable t = read("fig7");
  for (const char* column :
       {"block_bytes", "phased_ideal_mbytes_per_s", "phased_prototype_mbytes_per_s",
        "msgpass_mbytes_per_s", "store_forward_mbytes_per_s", "two_stage_mbytes_per_s"}) {
    EXPECT_TRUE(t.has_column(column)) << column;
  }
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(t.text(0, "block_bytes"), "16384");
  EXPECT_EQ(*t.number(0, "phased_prototype_mbytes_per_s"), 2000);
  EXPECT_EQ(*t.number(0, "msgpass_mbytes_per_s"), 500);
  EXPECT_EQ(*t.number(0, "store_forward_mbytes_per_s"), 800);
  EXPECT_FALSE(t.number(0, "two_stage_mbytes_per_s").has_value());
}

TEST(Paper004Values, Figure10HoldsSection44sFiguresAndTheirArithmetic) {
  const PaperTable t = read("fig10");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t.text(0, "method"), "message_passing");
  EXPECT_EQ(*t.number(0, "comm_cycles"), 801000);
  EXPECT_EQ(*t.number(1, "comm_cycles"), 184400);
  // 52 % of the frame at 20 MHz gives the 13 frames/s the text states, and the same computation
  // with the phased steps gives its 21.
  const double compute = 801000 / 0.52 - 801000;
  EXPECT_NEAR(20e6 / (801000 + compute), *t.number(0, "frames_per_s"), 0.5);
  EXPECT_NEAR(20e6 / (184400 + compute), *t.number(1, "frames_per_s"), 1.0);
}

TEST(Paper004Values, Table1HoldsThePrintedRatesAndFactors) {
  const PaperTable t = read("table1");
  ASSERT_EQ(t.size(), 3u);
  const char* const patterns[] = {"nearest_neighbor", "hypercube", "fem"};
  for (size_t row = 0; row < t.size(); ++row) {
    EXPECT_EQ(t.text(row, "pattern"), patterns[row]);
    EXPECT_EQ(t.text(row, "case"), std::to_string(row + 1));
    // The printed factor is message passing over AAPC, to one decimal.
    EXPECT_NEAR(*t.number(row, "msgpass_mbytes_per_s") / *t.number(row, "aapc_mbytes_per_s"),
                *t.number(row, "factor"), 0.05)
        << patterns[row];
  }
}

}  // namespace
}  // namespace ccsim::tb
