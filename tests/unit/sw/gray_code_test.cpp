// Proves the Gray code layer of paper 000's cube schedules: Table 1 (d = 3), the transition
// sequence 0,1,0,2,0,1,0,(2), G^{-1}(G(i)) = i and one-bit steps around the whole cycle for
// d = 1..11, the palindrome the reduction relies on, and sh^k as a d-bit rotation.
#include "core/gray_code.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace ccsim::sw {
namespace {

bool one_bit(uint32_t x) { return x != 0 && (x & (x - 1)) == 0; }

TEST(GrayCode, MatchesTable1OfPaper000) {
  // 000 Table 1: the 3-bit binary-reflected Gray code.
  const std::vector<uint32_t> table1 = {0b000, 0b001, 0b011, 0b010, 0b110, 0b111, 0b101, 0b100};
  for (uint32_t i = 0; i < 8; ++i) EXPECT_EQ(gray(i), table1[i]) << "i = " << i;
}

TEST(GrayCode, TransitionSequenceOfThreeBitsIs0102010Then2ClosingTheCycle) {
  EXPECT_EQ(gray_transitions(3), (std::vector<int>{0, 1, 0, 2, 0, 1, 0, 2}));
}

TEST(GrayCode, InverseUndoesTheCodeForEveryD1To11) {
  for (int d = 1; d <= 11; ++d) {
    for (uint32_t i = 0; i < (1u << d); ++i) {
      ASSERT_EQ(gray_inverse(gray(i)), i) << "d = " << d;
      ASSERT_EQ(gray(gray_inverse(i)), i) << "d = " << d;
    }
  }
}

TEST(GrayCode, SuccessiveCodesDifferInTheTransitionBitAroundTheWholeCycle) {
  for (int d = 1; d <= 11; ++d) {
    const uint32_t n = 1u << d;
    const std::vector<int> t = gray_transitions(d);
    ASSERT_EQ(t.size(), n);
    for (uint32_t u = 0; u < n; ++u) {
      const uint32_t diff = gray(u) ^ gray((u + 1) % n);
      ASSERT_TRUE(one_bit(diff)) << "d = " << d << ", u = " << u;
      ASSERT_EQ(diff, 1u << t[u]) << "d = " << d << ", u = " << u;
    }
  }
}

TEST(GrayCode, TransitionsUpTo2ToTheDMinus2AreAPalindrome) {
  // The reduction retraces the broadcast's exchange sequence (000 §4.2.3) because of this.
  for (int d = 1; d <= 11; ++d) {
    const std::vector<int> t = gray_transitions(d);
    const size_t last = t.size() - 2;
    for (size_t u = 0; u <= last; ++u) ASSERT_EQ(t[u], t[last - u]) << "d = " << d;
  }
}

TEST(GrayCode, PrefixXorOfTransitionsIsTheCode) {
  for (int d = 1; d <= 8; ++d) {
    uint32_t x = 0;
    for (uint32_t u = 0; u + 1 < (1u << d); ++u) {
      x ^= 1u << gray_transition(d, u);
      ASSERT_EQ(x, gray(u + 1)) << "d = " << d << ", u = " << u;
    }
  }
}

TEST(GrayCode, RotateLeftIsACyclicShiftOnDBits) {
  EXPECT_EQ(rotate_left(0b011, 2, 3), 0b101u);  // 000 §4.2.1's sh^2(G(2)) on 3 bits
  EXPECT_EQ(rotate_left(0b100, 1, 3), 0b001u);
  EXPECT_EQ(rotate_left(0b1, 5, 1), 0b1u);
  for (int d = 1; d <= 11; ++d) {
    for (uint32_t x = 0; x < (1u << d); x += 7) {
      uint32_t step_by_step = x;
      for (int k = 0; k <= d; ++k) {
        ASSERT_EQ(rotate_left(x, k, d), step_by_step) << "d = " << d << ", k = " << k;
        step_by_step = ((step_by_step << 1) | (step_by_step >> (d - 1))) & ((1u << d) - 1);
      }
    }
  }
}

TEST(GrayCode, RejectsArgumentsOutsideDBits) {
  EXPECT_THROW(gray_transition(3, 8), std::invalid_argument);
  EXPECT_THROW(gray_transitions(0), std::invalid_argument);
  EXPECT_THROW(rotate_left(8, 1, 3), std::invalid_argument);
}

}  // namespace
}  // namespace ccsim::sw
