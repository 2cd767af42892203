// Proves that a study's Comparison fills each declared quantity from the run it names, row by
// row, that a row lacking a run leaves that quantity empty rather than borrowing another row's
// or another run's value, that a misspelt quantity or a name given twice is an error, that every
// row's runs go to the runner in one batch, and that a paper's table fills the reference values
// of the columns named like the quantities, and that a quantity marked as a fit is marked, with
// what was fitted, in the terminal table, the report and its summary, and no other quantity is.
#include "studies/comparison.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "studies/paper_table.h"
#include "studies/render.h"

namespace ccsim::tb {
namespace {

// A configuration the fake runner recognizes by its seed.
Config config(int seed) {
  Config c;
  c.set("sim.seed", std::to_string(seed), "test");
  return c;
}

// Runs nothing: a report's cycles are 100 times its configuration's seed.
struct FakeRunner {
  int batches = 0;
  std::vector<RunReport> run(const std::vector<Config>& configs) {
    ++batches;
    std::vector<RunReport> out;
    for (const Config& c : configs) {
      RunReport r;
      r.cycles = uint64_t(100 * c.get_int("sim.seed"));
      r.clock_mhz = 10;
      out.push_back(r);
    }
    return out;
  }
};

double cycles(const RunReport& r) { return double(r.cycles); }

Comparison two_methods() {
  Comparison c;
  c.title = "test";
  c.key_names = {"n"};
  c.quantity("fast_cycles", "fast", "cycles").from("fast", cycles);
  c.quantity("slow_cycles", "slow", "cycles").from("slow", cycles);
  c.quantity("gain_cycles", "gain", "cycles").from_runs([](const RowRuns& r) {
    return cycles(r["slow"]) - cycles(r["fast"]);
  });
  return c;
}

TEST(Comparison, FillsEachQuantityFromTheRunItNamesRowByRowInOneBatch) {
  Comparison c = two_methods();
  c.add_runs({"4"}, {{"fast", config(1)}, {"slow", config(3)}});
  c.add_runs({"8"}, {{"slow", config(7)}, {"fast", config(2)}});
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_EQ(runner.batches, 1);
  ASSERT_EQ(c.rows.size(), 2u);
  EXPECT_EQ(c.model({"4"}, "fast_cycles"), 100);
  EXPECT_EQ(c.model({"4"}, "slow_cycles"), 300);
  EXPECT_EQ(c.model({"4"}, "gain_cycles"), 200);
  EXPECT_EQ(c.model({"8"}, "fast_cycles"), 200);
  EXPECT_EQ(c.model({"8"}, "slow_cycles"), 700);
  EXPECT_EQ(c.model({"8"}, "gain_cycles"), 500);
  EXPECT_EQ(c.rows[1].keys, std::vector<std::string>{"8"});
}

TEST(Comparison, AQuantityWhoseRunARowLacksIsEmptyInThatRowOnly) {
  Comparison c = two_methods();
  c.add_runs({"4"}, {{"fast", config(1)}});
  c.add_runs({"8"}, {{"fast", config(2)}, {"slow", config(5)}});
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_EQ(c.model({"4"}, "fast_cycles"), 100);
  EXPECT_FALSE(c.model({"4"}, "slow_cycles").has_value());
  EXPECT_FALSE(c.model({"4"}, "gain_cycles").has_value());
  EXPECT_EQ(c.model({"8"}, "gain_cycles"), 300);
}

TEST(Comparison, AMisspeltQuantityOrANameGivenTwiceIsAnError) {
  Comparison c = two_methods();
  c.add_runs({"4"}, {{"fast", config(1)}, {"slow", config(3)}});
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_THROW(c.set_model({"4"}, "fats_cycles", 1.0), std::logic_error);
  EXPECT_THROW(c.model({"4"}, "fats_cycles"), std::logic_error);
  EXPECT_THROW(c.quantity("fast_cycles", "again", "cycles"), std::logic_error);
  EXPECT_THROW(c.quantity("slow_total", "a name without its unit", "cycles"), std::logic_error);
  EXPECT_THROW(c.add_runs({"4"}, {{"fast", config(2)}}), std::logic_error);
}

TEST(Comparison, TheRowsOnlyRunServesAQuantityThatNamesNone) {
  Comparison c;
  c.title = "test";
  c.key_names = {"n"};
  c.quantity("ms", "time", "ms").from([](const RunReport& r) {
    return milliseconds(double(r.cycles), r.clock_mhz);
  });
  c.quantity("detail", "part", "").detail();
  c.add_runs({"4"}, {{"only", config(5)}});
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_DOUBLE_EQ(*c.model({"4"}, "ms"), 0.05);
  EXPECT_FALSE(c.quantity("detail").headline);
  c.add_runs({"8"}, {{"one", config(1)}, {"two", config(2)}});
  EXPECT_THROW(c.simulate(runner), std::logic_error);
}

TEST(Comparison, APapersTableFillsTheColumnsNamedLikeTheQuantitiesInItsRowOrder) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / "ccsim_comparison_test_table.csv";
  std::ofstream(path) << "# a table\nn,fast_cycles,other\n8,10,1\n4,,2\n";
  Comparison c = two_methods();
  c.add_runs({"4"}, {{"fast", config(1)}, {"slow", config(3)}});
  c.fill_reference(PaperTable::read(path.string()));
  std::filesystem::remove(path);
  ASSERT_EQ(c.rows.size(), 2u);
  EXPECT_EQ(c.rows[0].keys, std::vector<std::string>{"4"});  // the run's row came first
  EXPECT_EQ(c.rows[1].reference("fast_cycles"), 10);
  EXPECT_FALSE(c.rows[0].reference("fast_cycles").has_value());  // an empty cell
  EXPECT_FALSE(c.rows[1].reference("slow_cycles").has_value());  // not a column
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_EQ(c.rows[0].model("fast_cycles"), 100);
  EXPECT_FALSE(c.rows[1].model("fast_cycles").has_value());  // a row of the paper only
}

TEST(Comparison, AReferenceFromARunIsFilledBesideTheModel) {
  Comparison c;
  c.title = "test";
  c.reference = "formula";
  c.key_names = {"n"};
  c.quantity("cycles", "cycles", "cycles").from(cycles).reference_from([](const RunReport& r) {
    return cycles(r) / 2;
  });
  c.add_runs({"4"}, {{"run", config(6)}});
  FakeRunner runner;
  c.simulate(runner);
  EXPECT_EQ(c.rows[0].model("cycles"), 600);
  EXPECT_EQ(c.rows[0].reference("cycles"), 300);
}

TEST(Comparison, AFittedQuantityIsMarkedWithWhatWasFittedInEveryTableAndNoOtherIs) {
  Comparison c;
  c.title = "test";
  c.key_names = {"n"};
  c.quantity("fast_cycles", "fast", "cycles").from("fast", cycles);
  c.quantity("slow_cycles", "slow", "cycles")
      .from("slow", cycles)
      .fitted("its delay, from Table 9");
  c.add_runs({"4"}, {{"fast", config(1)}, {"slow", config(3)}});
  FakeRunner runner;
  c.simulate(runner);
  c.set_reference({"4"}, "slow_cycles", 300);

  std::ostringstream text;
  print_comparison(c, text);
  EXPECT_NE(text.str().find("slow [fit] (cycles)"), std::string::npos) << text.str();
  EXPECT_NE(text.str().find("fit: slow: its delay, from Table 9"), std::string::npos);
  EXPECT_EQ(text.str().find("fast [fit]"), std::string::npos);

  std::ostringstream markdown;
  write_comparison_markdown(c, "", markdown);
  EXPECT_NE(markdown.str().find("slow [fit] (cycles)"), std::string::npos) << markdown.str();
  EXPECT_NE(markdown.str().find("**Fit**: slow: its delay, from Table 9"), std::string::npos);
  EXPECT_NE(markdown.str().find("slow [fit] 1.00"), std::string::npos);  // the ratio range too

  EXPECT_EQ(summary_markdown_row("x.y", c), "| x.y | test | slow [fit] 1.00 | slow |\n");
  c.quantities[1].fit.clear();
  EXPECT_EQ(summary_markdown_row("x.y", c), "| x.y | test | slow 1.00 | none |\n");
  EXPECT_THROW(c.quantity("other_cycles", "other", "cycles").fitted(""), std::logic_error);
}

// A row whose machine alone rests on a fitted parameter: its last key is marked in the text and
// Markdown tables (not in the CSV, whose keys are data), its fit is said, and the summary names
// the row; the other rows are not marked.
TEST(Comparison, AFittedRowIsMarkedWithWhatWasFittedAndNoOtherRowIs) {
  Comparison c;
  c.title = "test";
  c.key_names = {"case", "method"};
  c.quantity("cycles", "cycles", "cycles").from(cycles);
  c.add_runs({"1", "measured"}, {{"run", config(1)}});
  c.add_runs({"2", "derived"}, {{"run", config(2)}});
  FakeRunner runner;
  c.simulate(runner);
  c.row_fitted({"2", "derived"}, "its cost, from this figure");

  std::ostringstream text;
  print_comparison(c, text);
  EXPECT_NE(text.str().find("derived [fit]"), std::string::npos) << text.str();
  EXPECT_EQ(text.str().find("measured [fit]"), std::string::npos) << text.str();
  EXPECT_NE(text.str().find("fit: row 2 derived: its cost, from this figure"), std::string::npos);
  std::ostringstream markdown;
  write_comparison_markdown(c, "", markdown);
  EXPECT_NE(markdown.str().find("| 2 | derived [fit] |"), std::string::npos) << markdown.str();
  EXPECT_NE(markdown.str().find("**Fit**: row 2 derived: its cost, from this figure"),
            std::string::npos);
  std::ostringstream csv;
  write_comparison_csv(c, csv);
  EXPECT_EQ(csv.str().find("[fit]"), std::string::npos) << csv.str();
  EXPECT_EQ(summary_markdown_row("x.y", c), "| x.y | test | - | row 2 derived |\n");
  EXPECT_THROW(c.row_fitted({"1", "measured"}, ""), std::logic_error);
}

}  // namespace
}  // namespace ccsim::tb
