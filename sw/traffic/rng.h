// Small deterministic random number generator for synthetic traffic: xoshiro256** seeded
// through splitmix64.
//
// Same seed, same sequence on every platform and compiler (no std:: distributions, whose
// output is implementation-defined), which keeps runs reproducible bit for bit. Not for
// cryptography. Give each node its own Rng (e.g. seeded from sim.seed and the node id) so
// that a node's stream does not depend on the order in which nodes draw.
#pragma once

#include <cstdint>
#include <stdexcept>

namespace ccsim::sw {

class Rng {
 public:
  explicit Rng(uint64_t seed) {
    // splitmix64 spreads any seed (0 included) over the state; xoshiro's state must not be 0.
    for (uint64_t& word : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      word = z ^ (z >> 31);
    }
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, 1), 53 bits of precision.
  double uniform01() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }

  // Uniform in [0, n), without modulo bias (multiply-shift with rejection). n must be > 0.
  uint32_t below(uint32_t n) {
    if (n == 0) throw std::invalid_argument("Rng::below: n must be > 0");
    uint64_t m = uint64_t(uint32_t(next() >> 32)) * n;
    if (uint32_t(m) < n) {
      // Low products below 2^32 mod n would make some results more likely: draw again.
      const uint32_t threshold = uint32_t(-n) % n;
      while (uint32_t(m) < threshold) m = uint64_t(uint32_t(next() >> 32)) * n;
    }
    return uint32_t(m >> 32);
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace ccsim::sw
