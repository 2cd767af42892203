// The binary-reflected Gray code and d-bit rotations (see gray_code.h for the contract).
#include "core/gray_code.h"

#include <stdexcept>
#include <string>

namespace ccsim::sw {
namespace {

void require_bits(int d) {
  if (d < 1 || d > 31) {
    throw std::invalid_argument("Gray code needs 1 <= d <= 31, got d = " + std::to_string(d));
  }
}

void require_in_range(uint32_t x, int d, const char* what) {
  if (x >> d != 0) {
    throw std::invalid_argument(std::string(what) + " " + std::to_string(x) +
                                " does not fit in d = " + std::to_string(d) + " bits");
  }
}

}  // namespace

uint32_t gray(uint32_t i) { return i ^ (i >> 1); }

uint32_t gray_inverse(uint32_t g) {
  // Bit k of the integer is the xor of bits k.. of the code: a prefix xor from the top.
  for (int shift = 1; shift < 32; shift <<= 1) g ^= g >> shift;
  return g;
}

int gray_transition(int d, uint32_t u) {
  require_bits(d);
  require_in_range(u, d, "transition index");
  const uint32_t last = (uint32_t{1} << d) - 1;
  if (u == last) return d - 1;
  // G(u) xor G(u+1) is the lowest set bit of u + 1.
  int bit = 0;
  for (uint32_t v = u + 1; (v & 1u) == 0; v >>= 1) ++bit;
  return bit;
}

std::vector<int> gray_transitions(int d) {
  require_bits(d);
  std::vector<int> t(size_t{1} << d);
  for (uint32_t u = 0; u < t.size(); ++u) t[u] = gray_transition(d, u);
  return t;
}

uint32_t rotate_left(uint32_t x, int k, int d) {
  require_bits(d);
  require_in_range(x, d, "rotated value");
  if (k < 0) throw std::invalid_argument("rotate_left needs k >= 0");
  k %= d;
  if (k == 0) return x;
  const uint32_t mask = (uint32_t{1} << d) - 1;
  return ((x << k) | (x >> (d - k))) & mask;
}

}  // namespace ccsim::sw
