// Paper 001's analytic model (sw/collectives/hpam/hpam_model.h) against values worked out by
// hand from the printed equations with Table 1's costs (µs; Q = 2 unless said, S = 100 bytes):
// Γ11 = 4, Γ12 = Γ21 = 6, Γ22 = 8, Ω11 = 0.03, Ω12 = 0.04, Ω22 = 0.05, Λ = 0.01. Each errata
// correction has a case where the corrected and the printed readings differ, and the gather
// duals are checked with costs where Γ12 != Γ21.
#include "collectives/hpam/hpam_model.h"

#include <gtest/gtest.h>

namespace ccsim::sw::hpam {
namespace {

constexpr double kS = 100;
constexpr double kTol = 1e-9;

Model table1_model(ModelShape shape, HopTerms hops = HopTerms::kCorrected) {
  return Model(shape, table1(2), hops);
}

TEST(HpamModel, Eq3GammaOmegaAndTheAandBShorthands) {
  const Model m = table1_model({});
  EXPECT_NEAR(m.gamma(1, 2), 6, kTol);
  EXPECT_NEAR(m.gamma(2, 2), 8, kTol);
  EXPECT_NEAR(m.omega(1, 2), 0.04, kTol);
  EXPECT_NEAR(m.omega(2, 2), 0.05, kTol);
  EXPECT_NEAR(m.a(1, 2, kS), 10, kTol);
  // B with Ω_lk (errata), not Ω_ll: 3 Γ12 + 5 S Ω12 = 18 + 20.
  EXPECT_NEAR(m.b(1, 2, kS, 3, 5), 38, kTol);
}

TEST(HpamModel, Eq4And9BinaryTreesCountTheHalvingDistancesWhenCorrected) {
  // 8x8: 6 A22 = 78; hops 7 + 7 corrected, (3*4/2) * 2 = 12 printed.
  EXPECT_NEAR(table1_model({}).tree_broadcast(2, 8, 8, kS), 78.14, kTol);
  EXPECT_NEAR(table1_model({}, HopTerms::kAsPrinted).tree_broadcast(2, 8, 8, kS), 78.12, kTol);
  // 4x4 of level 1: B11(4, 15) = 16 + 45, hops 3 + 3 (the readings agree for n <= 4).
  EXPECT_NEAR(table1_model({}).tree_scatter(1, 4, 4, kS), 61.06, kTol);
  EXPECT_NEAR(table1_model({}, HopTerms::kAsPrinted).tree_scatter(1, 4, 4, kS), 61.06, kTol);
}

TEST(HpamModel, Eq5HybridBroadcastOnA4x4Level) {
  const Model m = table1_model({});
  // 4x2: (4/4)(4/2) = 2 roots at 10.01, then 3 A22 = 39 and 4 hops.
  EXPECT_NEAR(m.hybrid_broadcast(4, 2, kS), 59.06, kTol);
  // Brute force: 16 roots at 10 + 0.01 (1 + 3/2).
  EXPECT_NEAR(m.hybrid_broadcast(1, 1, kS), 160.4, kTol);
  EXPECT_NEAR(m.hybrid_broadcast(4, 4, kS), 62.07, kTol);
  // The errata's count: 2x4 sub-meshes are (4/2)(4/4) = 2, with rows (4 - 2)/2 = 1 each.
  EXPECT_NEAR(m.hybrid_broadcast(2, 4, kS), 2 * 10.02 + 3 * 13 + 0.04, kTol);
}

TEST(HpamModel, Eq6And11MulticastOnA4x4Level) {
  const Model m = table1_model({});
  EXPECT_NEAR(m.multicast_broadcast(2, kS), 33.05, kTol);  // 2 x 10.02 + 13 + 0.01
  EXPECT_NEAR(m.multicast_scatter(2, kS), 89.03, kTol);    // 2 x (38 + 0.01) + 13.01
}

TEST(HpamModel, Eq10HybridScatterAndItsGatherDual) {
  EXPECT_NEAR(table1_model({}).hybrid_scatter(2, 2, kS), 119.10, kTol);  // 4 x 22.02 + 31.02
  // Table 1 has Γ12 = Γ21: the dual is the same time.
  EXPECT_NEAR(table1_model({}).hybrid_gather(2, 2, kS), 119.10, kTol);
  ModelCosts c;
  c.send[0] = 1, c.recv[0] = 2, c.send[1] = 10, c.recv[1] = 20;
  c.copy[0] = 0.01, c.copy[1] = 0.02, c.per_byte = c.per_hop = 0.01;
  const Model m({}, c);
  // Γ12 = 21, Γ21 = 12, Ω = 0.04 both ways; level 2: Γ22 = 30, Ω22 = 0.05.
  EXPECT_NEAR(m.hybrid_scatter(2, 2, kS), 4 * 37.02 + 75.02, kTol);
  EXPECT_NEAR(m.hybrid_gather(2, 2, kS), 4 * 28.02 + 75.02, kTol);
}

TEST(HpamModel, Eq7OverlappedBroadcastWithTwoLevel1Processors) {
  // 2x2 above 4x8: 7.01 + 10.02 + max(7.01, 4 x 13 + 0.01 (3 + 3)).
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).overlapped_broadcast(kS), 69.09, kTol);
  // 8x8 below: level 2's rest is 5 x 13 + hops 7 + 3 corrected, 6 + 3 printed.
  EXPECT_NEAR(table1_model({2, 2, 8, 8}).overlapped_broadcast(kS), 7.01 + 10.02 + 65.10, kTol);
  EXPECT_NEAR(table1_model({2, 2, 8, 8}, HopTerms::kAsPrinted).overlapped_broadcast(kS),
              7.01 + 10.02 + 65.09, kTol);
  // A source in row 1 is one hop nearer level 2.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).overlapped_broadcast(kS, 1), 69.08, kTol);
}

TEST(HpamModel, Eq8MulticastOverlappedBroadcast) {
  // p2 = r2/2, as printed: 7.01 + 2 x (10 + 0.01 (2 + 1)) + max(7.01, 13 + 0.01).
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).multicast_overlapped_broadcast(2, kS), 40.08, kTol);
  // 1x1: four multicasts, roots 1.5 rows down on average, no level-2 tree.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).multicast_overlapped_broadcast(1, kS), 54.16, kTol);
  // r2 x 1: one multicast, then level 2's whole column tree (3 hops corrected, 3 printed).
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).multicast_overlapped_broadcast(4, kS), 43.06, kTol);
  // A source in row 1 is one hop nearer level 2, on each of the two multicasts.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).multicast_overlapped_broadcast(2, kS, 1), 40.06, kTol);
}

TEST(HpamModel, Eq12PartialScatterWhenSubMeshesAreNoWiderThanALevel1Column) {
  // 2x2 above 4x8 (f2 = 4), 2x2 sub-meshes: 52.01 + 4 x (22 + 0.01 (2 + 1)) + 31.02.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).partial_scatter(2, 2, kS), 171.15, kTol);
  // Printed: (r2 - p2)/(2 p2) = 0.5 rows per root instead of 1.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}, HopTerms::kAsPrinted).partial_scatter(2, 2, kS), 171.13,
              kTol);
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).partial_gather(2, 2, kS), 171.15, kTol);
}

TEST(HpamModel, Eq13PartialScatterWhenSubMeshesSpanSeveralLevel1Columns) {
  // 1x8 above 2x16 (f2 = 2), 2x4 sub-meshes: 4 holders 2 apart, steps of 4 and 2 hops (6; the
  // print gives 2 (3 + 1/2) = 7). B11(2, 24) = 80, one root each: 38.01, B22(3, 7) = 59.04.
  EXPECT_NEAR(table1_model({1, 8, 2, 16}).partial_scatter(2, 4, kS), 80.06 + 38.01 + 59.04, kTol);
  EXPECT_NEAR(table1_model({1, 8, 2, 16}, HopTerms::kAsPrinted).partial_scatter(2, 4, kS),
              80.07 + 38.01 + 59.04, kTol);
}

TEST(HpamModel, Eq14ReadsItsFirstBLikeEq12) {
  // 52.01 + 2 x (B12(1, 8) + 0.01 (2 + 1)) + B22(1, 1) + 0.01.
  EXPECT_NEAR(table1_model({2, 2, 4, 8}).multicast_partial_scatter(2, kS), 141.08, kTol);
}

TEST(HpamModel, RefusesSidesThatAreNotPowersOfTwo) {
  EXPECT_THROW(table1_model({}).tree_broadcast(2, 3, 4, kS), std::invalid_argument);
}

}  // namespace
}  // namespace ccsim::sw::hpam
