// Send orders of all-to-all personalized exchange on the banyan (002, ATAPE): the Latin
// square of the slides and the orders it is compared with, and a check of a round's
// conflicts.
//
// A schedule has n rounds; round r names, per processor j, the processor j sends its r-th
// message to. Every order sends each processor exactly one message to every processor,
// itself included (through the network, as ATAPE does).
// - latin: the Latin square built from the basic permutations phi_i (phi_i flips bit i - 1),
//   row r column j = the destination of j in round r. Its first row is tau(j), the banyan's
//   interstage permutations composed with tau_0 first (a one-bit left rotation, as the errata
//   reads the slides): every row is then a permutation the banyan routes with every stage's
//   switches set alike, so no two worms of a round share a channel. Two constructions:
//   * gray (the slides' second construction, LatinSquare): BuildBasicList(m) gives
//     phi_1 phi_2 phi_1 phi_3 ... (2^m - 1 entries); row r + 1 is phi_{k_{r+1}} applied to
//     row r, so row r is the first row xor the r-th Gray code;
//   * subsets (the first construction): Psi, the products of distinct basic permutations,
//     listed by the binary number of the subset; row k (k >= 1) is rho_k applied to the first
//     row, the first row xor k.
//   Both hold the same rows in another order. The first row may instead be bit reversal (the
//   slides' worked example, errata 002): still a Latin square, but not one this banyan routes
//   without conflict.
// - random: each processor its own random order of the n destinations (seeded per processor).
// - shift: processor j sends to j + 1, j + 2, ..., j + n (mod n): itself last.
// - hotspot: everyone sends to 0 first, then to 1, ...: every round one destination.
// Pure functions; the stages m = log2 n are 1..net::Banyan::kMaxStages.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

// [round][processor] -> destination.
using BanyanSchedule = std::vector<std::vector<int>>;

// tau(0 .. n-1) for a banyan of `stages` stages: 0 2 4 6 1 3 5 7 for 3.
std::vector<int> banyan_tau_row(int stages);
// Bit reversal of 0 .. n-1 on `stages` bits: 0 4 2 6 1 5 3 7 for 3.
std::vector<int> bit_reversal_row(int stages);
// BuildBasicList(m) of the slides: the indices i of phi_i, 2^m - 1 of them.
std::vector<int> basic_permutation_list(int stages);
// LatinSquare(first_row): the second construction (gray) or the first (subsets).
BanyanSchedule latin_square_gray(const std::vector<int>& first_row, int stages);
BanyanSchedule latin_square_subsets(const std::vector<int>& first_row, int stages);

// The schedule of `order` (latin | random | shift | hotspot); for latin, `construction`
// (gray | subsets) and `first_row` (tau | bit_reversal); for random, `seed`. Throws
// std::invalid_argument for a name it does not know.
BanyanSchedule banyan_schedule(const std::string& order, const std::string& construction,
                               const std::string& first_row, int stages, uint64_t seed);

// Whether `schedule` is a Latin square: every row and every column a permutation of 0..n-1.
bool is_latin_square(const BanyanSchedule& schedule);

// Output ports that two or more of `routes` (routes[j] leaves processor j) take, walked
// through `topology`'s own wiring: 0 when the messages, sent at once, cannot block each other.
// A port taken by k messages counts k - 1.
int route_conflicts(const net::Topology& topology, const std::vector<net::SourceRoute>& routes);

}  // namespace ccsim::sw
