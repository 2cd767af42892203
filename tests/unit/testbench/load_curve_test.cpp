// Latency against offered load (testbench/load_curve.h), without runs: which loads a sweep
// asks for next, when a point counts as saturated, where saturation lies, and reading a
// reference curve (the BookSim2 file's format, and what is wrong with bad files).
#include "sweep/load_curve.h"

#include <gtest/gtest.h>

#include <sstream>

#include "base/errors.h"

namespace ccsim::tb {
namespace {

LoadPoint point(double offered, double accepted, double latency, bool run_saturated = false) {
  LoadPoint p;
  p.offered = offered;
  p.offered_measured = offered;
  p.accepted = accepted;
  p.latency = latency;
  p.run_saturated = run_saturated;
  return p;
}

TEST(LoadCurve, APointIsSaturatedWhenAcceptedFallsShortOrPacketsAreLeft) {
  EXPECT_FALSE(saturated(point(0.10, 0.0999, 50)));
  EXPECT_FALSE(saturated(point(0.10, 0.0981, 50)));  // within 2 %
  EXPECT_TRUE(saturated(point(0.10, 0.0979, 50)));
  EXPECT_EQ(saturation_reason(point(0.10, 0.0979, 50)), "accepted < offered");
  EXPECT_TRUE(saturated(point(0.10, 0.1, 50, true)));
  EXPECT_EQ(saturation_reason(point(0.10, 0.1, 50, true)), "undelivered packets");
}

TEST(LoadCurve, SeveralSeedsGiveTheMedianOfEachFigureAndTheRangeOfLatency) {
  const LoadPoint odd =
      median_point({point(0.14, 0.1403, 227), point(0.14, 0.1397, 186), point(0.14, 0.1393, 180)});
  EXPECT_DOUBLE_EQ(odd.latency, 186);
  EXPECT_DOUBLE_EQ(odd.accepted, 0.1397);
  EXPECT_DOUBLE_EQ(odd.latency_min, 180);
  EXPECT_DOUBLE_EQ(odd.latency_max, 227);
  EXPECT_EQ(odd.runs, 3);
  EXPECT_FALSE(odd.run_saturated);
  const LoadPoint even = median_point({point(0.15, 0.146, 1000, true), point(0.15, 0.147, 2000),
                                       point(0.15, 0.148, 3000, true), point(0.15, 0.149, 100)});
  EXPECT_DOUBLE_EQ(even.latency, 1500);  // the middle two's mean
  EXPECT_DOUBLE_EQ(even.accepted, 0.1475);
  EXPECT_FALSE(even.run_saturated);  // two of four: not more than half
  const LoadPoint one = median_point({point(0.05, 0.05, 45)});
  EXPECT_DOUBLE_EQ(one.latency_min, 45);
  EXPECT_DOUBLE_EQ(one.latency_max, 45);
  EXPECT_TRUE(
      median_point({point(0.2, 0.15, 9, true), point(0.2, 0.15, 9, true), point(0.2, 0.2, 9)})
          .run_saturated);
}

TEST(LoadCurve, CoarseStepsUntilAPointSaturatesThenFineStepsAndThePlateau) {
  std::vector<LoadPoint> done;
  EXPECT_EQ(next_loads(done, 0.02, 2), (std::vector<double>{0.02, 0.04}));
  done = {point(0.02, 0.02, 40), point(0.04, 0.04, 41)};
  EXPECT_EQ(next_loads(done, 0.02, 3), (std::vector<double>{0.06, 0.08, 0.1}));
  done.push_back(point(0.06, 0.06, 45));
  done.push_back(point(0.08, 0.07, 900));  // saturated
  // Four between 0.06 and 0.08, and two coarse steps above 0.08.
  EXPECT_EQ(next_loads(done, 0.02, 3),
            (std::vector<double>{0.064, 0.068, 0.072, 0.076, 0.1, 0.12}));
  for (double load : {0.064, 0.068}) done.push_back(point(load, load, 60));
  for (double load : {0.072, 0.076, 0.1, 0.12}) done.push_back(point(load, 0.07, 2000));
  // The boundary is now 0.068 .. 0.072: four more, 0.001 apart, and the plateau above 0.072.
  EXPECT_EQ(next_loads(done, 0.02, 3), (std::vector<double>{0.069, 0.07, 0.071, 0.092, 0.112}));
  for (double load : {0.069, 0.07, 0.071}) done.push_back(point(load, load, 70));
  for (double load : {0.092, 0.112}) done.push_back(point(load, 0.07, 3000));
  // 0.071 .. 0.072 is closer than 0.002: nothing left but what is already there.
  EXPECT_TRUE(next_loads(done, 0.02, 3).empty());
  const Saturation s = locate_saturation(done);
  EXPECT_DOUBLE_EQ(s.last_unsaturated_load, 0.071);
  EXPECT_DOUBLE_EQ(s.first_saturated_load, 0.072);
  EXPECT_DOUBLE_EQ(s.throughput, 0.071);
}

TEST(LoadCurve, NoSaturationUpToOneStopsTheCoarseGrid) {
  std::vector<LoadPoint> done;
  for (int k = 1; k <= 50; ++k) done.push_back(point(0.02 * k, 0.02 * k, 40));
  EXPECT_TRUE(next_loads(done, 0.02, 4).empty());
  EXPECT_EQ(locate_saturation(done).first_saturated_load, 0);
}

TEST(LoadCurve, ReadsTheBooksimReferenceFormat) {
  std::istringstream in(
      "# BookSim2 ...\n# more\noffered,accepted,plat,saturated\n0.002,0.0020,40.69,no\n"
      "0.15,0.1467,1424,yes\r\n");
  const std::vector<ReferencePoint> r = read_reference(in, "ref.csv");
  ASSERT_EQ(r.size(), 2u);
  EXPECT_DOUBLE_EQ(r[0].offered, 0.002);
  EXPECT_DOUBLE_EQ(r[0].latency, 40.69);
  EXPECT_EQ(r[0].saturated, "no");
  EXPECT_DOUBLE_EQ(r[1].accepted, 0.1467);
  EXPECT_EQ(r[1].saturated, "yes");
}

TEST(LoadCurve, BadReferenceFilesNameTheLine) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"load,latency\n0.1,50\n", "ref.csv:1: the header must name the columns offered"},
      {"offered,accepted,plat\n0.1,0.1\n", "ref.csv:2: expected 3 columns, got 2"},
      {"offered,accepted,plat\n0.1,abc,5\n", "ref.csv:2: offered, accepted and latency must be"},
      {"offered,accepted,plat\n0.1,-1,5\n", "ref.csv:2: offered, accepted and latency must be"},
      {"# nothing\noffered,accepted,plat\n", "ref.csv: no data rows"},
  };
  for (const auto& [text, says] : cases) {
    std::istringstream in(text);
    try {
      read_reference(in, "ref.csv");
      ADD_FAILURE() << "accepted: " << text;
    } catch (const ConfigError& e) {
      EXPECT_EQ(e.key(), "--reference");
      EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace ccsim::tb
