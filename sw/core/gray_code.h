// The binary-reflected Gray code on d bits and the bit rotations paper 000 builds its cube
// schedules from.
//
// G(i) = i xor (i >> 1) (000 §3, Table 1); G^{-1} undoes it. The transition sequence t_u is the
// bit in which G(u) and G(u + 1) differ, u = 0..2^d - 2, closed into a cycle by
// t_{2^d - 1} = d - 1 (G(2^d - 1) = 2^(d-1) and G(0) = 0 differ in the top bit). sh^k is the
// left cyclic rotation of a d-bit string by k bits, the map from exchange sequence 0 to
// exchange sequence k of the d-cycles algorithms (000 §4.2.1). Pure functions, no state.
// Every function that takes d requires 1 <= d <= 31 and its other arguments inside d bits;
// it throws std::invalid_argument otherwise.
#pragma once

#include <cstdint>
#include <vector>

namespace ccsim::sw {

// G(i): integer i -> its Gray code.
uint32_t gray(uint32_t i);

// G^{-1}(g): Gray code g -> the integer whose code it is.
uint32_t gray_inverse(uint32_t g);

// t_u for u in 0..2^d - 1.
int gray_transition(int d, uint32_t u);

// t_0 .. t_{2^d - 1} (2^d entries, the last one closing the cycle).
std::vector<int> gray_transitions(int d);

// sh^k(x) on d bits, k >= 0 (taken mod d).
uint32_t rotate_left(uint32_t x, int k, int d);

}  // namespace ccsim::sw
