// A batch's progress lines: every tenth of a large batch with an estimate, otherwise once a
// minute has passed since the last line, never at the end.
#include "studies/batch_progress.h"

#include <gtest/gtest.h>

namespace ccsim::tb {
namespace {

TEST(BatchProgress, ALargeBatchSaysEachTenthWithTheTimeLeft) {
  BatchProgress p(100);
  EXPECT_EQ(p.line(9, 9), "");
  EXPECT_EQ(p.line(10, 10), "[ccsim]   10/100 done, 10 s so far, about 90 s left\n");
  EXPECT_EQ(p.line(11, 11), "");
  EXPECT_EQ(p.line(20, 30), "[ccsim]   20/100 done, 30 s so far, about 120 s left\n");
  EXPECT_EQ(p.line(100, 150), "");  // the end is reported by the batch's caller
}

TEST(BatchProgress, ASmallBatchOfLongRunsSaysOnceAMinuteWithoutAnEstimate) {
  BatchProgress p(33);  // a study's batch: its runs grow, so an average would mislead
  EXPECT_EQ(p.line(1, 30), "");
  EXPECT_EQ(p.line(2, 59.4), "");
  EXPECT_EQ(p.line(3, 61), "[ccsim]   3/33 done, 61 s so far\n");
  EXPECT_EQ(p.line(4, 100), "");  // a minute from the last line, not from the start
  EXPECT_EQ(p.line(5, 121.5), "[ccsim]   5/33 done, 122 s so far\n");
  EXPECT_EQ(p.line(32, 7200), "[ccsim]   32/33 done, 7200 s so far\n");
  EXPECT_EQ(p.line(33, 9000), "");
}

TEST(BatchProgress, ALargeBatchAlsoSaysWhenAMinutePassesBetweenTenths) {
  BatchProgress p(40);
  EXPECT_EQ(p.line(1, 70), "[ccsim]   1/40 done, 70 s so far, about 2730 s left\n");
  EXPECT_EQ(p.line(2, 80), "");
}

}  // namespace
}  // namespace ccsim::tb
