// The AAPC block-size generator: its keys, the draws, the communication patterns.
#include "collectives/aapc/aapc_block_sizes.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "base/errors.h"
#include "traffic/rng.h"

namespace ccsim::sw {

namespace {

const KeyDeclaration kKeys({
    {"algorithm.block_sizes", KeyType::kString, "equal", "",
     "AAPC block size per pair: equal | uniform (B +- VB) | zero (0 with probability P, else B) "
     "| pattern (B for the pairs of algorithm.block_pattern, else 0)",
     "aapc.blocks"},
    {"algorithm.block_variance", KeyType::kDouble, "0", "",
     "AAPC block_sizes = uniform: V, sizes uniform in [B - VB, B + VB] (0..1)", "aapc.blocks"},
    {"algorithm.zero_probability", KeyType::kDouble, "0", "",
     "AAPC block_sizes = zero: P, the probability that a pair's block is empty (0..1)",
     "aapc.blocks"},
    {"algorithm.block_pattern", KeyType::kString, "neighbors", "",
     "AAPC block_sizes = pattern: neighbors | hypercube | fem (sparse, 4 to 15 partners)",
     "aapc.blocks"},
});

const std::vector<std::string> kKinds = {"equal", "uniform", "zero", "pattern"};
const std::vector<std::string> kPatterns = {"neighbors", "hypercube", "fem"};

double fraction(const Config& config, const std::string& key) {
  const double v = config.get_double(key);
  if (!(v >= 0.0 && v <= 1.0)) {
    std::ostringstream os;
    os << "must be in [0, 1], got " << v;
    config.fail(key, os.str());
  }
  return v;
}

// One stream per source node, apart from the other streams of the run (send orders, traffic).
Rng source_stream(uint64_t seed, int src) {
  return Rng((seed ^ 0xB10C5123D5EEDULL) * 0x9E3779B97F4A7C15ULL + uint64_t(src));
}

// Symmetric adjacency of a pattern, row-major N x N.
std::vector<bool> pattern_pairs(const BlockSizeParams& p, const net::Topology& topology) {
  const int n = topology.node_count();
  std::vector<bool> pair(size_t(n) * size_t(n), false);
  auto link = [&](int a, int b) {
    if (a == b) return;
    pair[size_t(a) * size_t(n) + size_t(b)] = true;
    pair[size_t(b) * size_t(n) + size_t(a)] = true;
  };
  auto neighbors = [&] {
    for (int s = 0; s < n; ++s) {
      for (int port = 0; port < topology.network_ports(); ++port) {
        const int other = topology.neighbor(s, port);
        if (other >= 0) link(s, other);
      }
    }
  };
  if (p.pattern == "neighbors") {
    neighbors();
  } else if (p.pattern == "hypercube") {
    for (int s = 0; s < n; ++s) {
      for (int bit = 1; bit < n; bit <<= 1) {
        if ((s ^ bit) < n) link(s, s ^ bit);
      }
    }
  } else {  // fem: the grid neighbours, then seeded extra partners within two hops per axis
    neighbors();
    std::vector<int> degree(size_t(n), 0);
    for (int a = 0; a < n; ++a) {
      for (int b = 0; b < n; ++b) degree[size_t(a)] += pair[size_t(a) * size_t(n) + size_t(b)];
    }
    Rng rng(p.seed ^ 0xFE3FE3FE3ULL);
    const int nx = topology.extent(0);
    const int ny = topology.extent(1);
    for (int a = 0; a < n; ++a) {
      const int ax = topology.coordinate(a, 0);
      const int ay = topology.coordinate(a, 1);
      for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
          int bx = ax + dx;
          int by = ay + dy;
          if (topology.wraps(0)) bx = (bx % nx + nx) % nx;
          if (topology.wraps(1)) by = (by % ny + ny) % ny;
          if (bx < 0 || bx >= nx || by < 0 || by >= ny) continue;
          const int b = topology.node_at({bx, by});
          if (b <= a) continue;              // each unordered pair once
          const double u = rng.uniform01();  // drawn for every candidate: a fixed stream
          if (pair[size_t(a) * size_t(n) + size_t(b)]) continue;
          if (u < 0.25 && degree[size_t(a)] < 15 && degree[size_t(b)] < 15) {
            link(a, b);
            ++degree[size_t(a)];
            ++degree[size_t(b)];
          }
        }
      }
    }
  }
  return pair;
}

}  // namespace

BlockSizeParams read_block_size_params(const Config& config, uint32_t base_words) {
  BlockSizeParams p;
  p.base_words = base_words;
  const std::string& kind = config.one_of("algorithm.block_sizes", kKinds);
  p.kind = kind == "equal"     ? BlockSizeKind::kEqual
           : kind == "uniform" ? BlockSizeKind::kUniform
           : kind == "zero"    ? BlockSizeKind::kZero
                               : BlockSizeKind::kPattern;
  p.variance = fraction(config, "algorithm.block_variance");
  p.zero_probability = fraction(config, "algorithm.zero_probability");
  p.pattern = config.one_of("algorithm.block_pattern", kPatterns);
  p.seed = config.get_uint64("sim.seed");
  return p;
}

AapcBlockSizes::AapcBlockSizes(int nodes, uint32_t base_words)
    : nodes_(nodes), slot_words_(base_words) {
  summarize();
  std::ostringstream os;
  os << "equal, B = " << uint64_t(base_words) * 4 << " bytes";
  description_ = os.str();
}

AapcBlockSizes::AapcBlockSizes(const BlockSizeParams& p, const net::Topology& topology)
    : nodes_(topology.node_count()), slot_words_(p.base_words) {
  const uint64_t b = p.base_words;
  std::ostringstream os;
  if (p.kind == BlockSizeKind::kEqual) {
    summarize();
    os << "equal, B = " << b * 4 << " bytes";
    description_ = os.str();
    return;
  }
  const size_t n = size_t(nodes_);
  sizes_.assign(n * n, uint32_t(b));
  if (p.kind == BlockSizeKind::kUniform) {
    // [B - VB, B + VB] in bytes, rounded inward to whole words.
    const double spread = p.variance * double(b) * 4.0;
    const uint64_t lo = uint64_t(std::ceil((double(b) * 4.0 - spread) / 4.0 - 1e-9));
    const uint64_t hi = uint64_t(std::floor((double(b) * 4.0 + spread) / 4.0 + 1e-9));
    slot_words_ = uint32_t(std::min<uint64_t>(hi, 0xFFFFFFFFu));
    for (size_t s = 0; s < n; ++s) {
      Rng rng = source_stream(p.seed, int(s));
      for (size_t d = 0; d < n; ++d) {
        sizes_[s * n + d] = uint32_t(lo + rng.below(uint32_t(hi - lo + 1)));
      }
    }
    os << "uniform in [B - VB, B + VB], B = " << b * 4 << " bytes, V = " << p.variance;
  } else if (p.kind == BlockSizeKind::kZero) {
    for (size_t s = 0; s < n; ++s) {
      Rng rng = source_stream(p.seed, int(s));
      for (size_t d = 0; d < n; ++d) {
        if (rng.uniform01() < p.zero_probability) sizes_[s * n + d] = 0;
      }
    }
    os << "0 with probability P = " << p.zero_probability << ", else B = " << b * 4 << " bytes";
  } else {
    if (p.pattern == "fem" && topology.dimensions() != 2) {
      throw ConfigError("algorithm.block_pattern",
                        "fem needs a 2D grid (mesh2d or torus2d), got " + topology.kind());
    }
    const std::vector<bool> pair = pattern_pairs(p, topology);
    for (size_t i = 0; i < n * n; ++i) {
      if (!pair[i]) sizes_[i] = 0;
    }
    os << "pattern " << p.pattern << ", B = " << b * 4 << " bytes";
  }
  if (p.kind != BlockSizeKind::kPattern || p.pattern == "fem") os << ", seed " << p.seed;
  description_ = os.str();
  summarize();
}

void AapcBlockSizes::summarize() {
  const uint64_t n = uint64_t(nodes_);
  if (sizes_.empty()) {
    total_words_ = n * n * slot_words_;
    empty_pairs_ = slot_words_ == 0 ? n * n : 0;
    min_words_ = max_words_ = slot_words_;
    return;
  }
  total_words_ = 0;
  empty_pairs_ = 0;
  min_words_ = ~0u;
  max_words_ = 0;
  for (const uint32_t w : sizes_) {
    total_words_ += w;
    empty_pairs_ += w == 0;
    min_words_ = std::min(min_words_, w);
    max_words_ = std::max(max_words_, w);
  }
}

int AapcBlockSizes::nonempty_sources(int dst) const {
  int count = 0;
  for (int s = 0; s < nodes_; ++s) count += words(s, dst) > 0;
  return count;
}

uint64_t block_slot_words_estimate(const Config& config) {
  const int64_t bytes = std::max<int64_t>(0, config.get_int("algorithm.block_bytes"));
  const uint64_t b = uint64_t(bytes) / 4;
  if (config.get_string("algorithm.block_sizes") != "uniform") return b;
  const double v = config.get_double("algorithm.block_variance");
  if (!(v >= 0.0 && v <= 1.0)) return b;
  return uint64_t(std::floor((double(b) * 4.0 + v * double(b) * 4.0) / 4.0 + 1e-9));
}

}  // namespace ccsim::sw
