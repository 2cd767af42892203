// Host memory a run will allocate, estimated from its configuration before anything is built.
//
// Each part of a run (switch queues, credit delay lines, node memories, an experiment's
// tables) adds the bytes it will allocate and the configuration key that makes them grow, so
// that a run too large for the host is refused with exit 2 naming that key, instead of ending
// in std::bad_alloc or the kernel's OOM killer. Products saturate instead of wrapping, so an
// absurd value gives an absurd estimate, never a small one.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace ccsim {

// a * b, or UINT64_MAX when that does not fit.
inline uint64_t saturating_mul(uint64_t a, uint64_t b) {
  uint64_t product = 0;
  return __builtin_mul_overflow(a, b, &product) ? std::numeric_limits<uint64_t>::max() : product;
}

inline uint64_t saturating_add(uint64_t a, uint64_t b) {
  uint64_t sum = 0;
  return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<uint64_t>::max() : sum;
}

struct MemoryShare {
  std::string what;  // "switch input queues"
  std::string key;   // the key that makes it grow: "switch.queue_depth"
  uint64_t bytes = 0;
};

class MemoryEstimate {
 public:
  void add(std::string what, std::string key, uint64_t bytes) {
    shares_.push_back({std::move(what), std::move(key), bytes});
  }
  const std::vector<MemoryShare>& shares() const { return shares_; }
  uint64_t total() const {
    uint64_t sum = 0;
    for (const MemoryShare& s : shares_) sum = saturating_add(sum, s.bytes);
    return sum;
  }
  // The largest share (an empty one when there is none).
  MemoryShare largest() const {
    MemoryShare best;
    for (const MemoryShare& s : shares_) {
      if (s.bytes > best.bytes) best = s;
    }
    return best;
  }

 private:
  std::vector<MemoryShare> shares_;
};

// "512 B", "3.4 MB", "12.0 GB" (powers of 1024), "more than 16 EB" when saturated.
std::string format_bytes(uint64_t bytes);

class Config;

// The host memory this process may still allocate, and what limits it: the smallest of the
// memory the system has available (MemAvailable in /proc/meminfo; all physical memory where
// that cannot be read), what the address-space and data limits (ulimit -v, ulimit -d) leave
// above what the process maps, and what its memory cgroups' limits leave above their usage.
struct HostMemory {
  uint64_t bytes = 0;
  std::string source;  // "MemAvailable in /proc/meminfo", "what ulimit -v leaves", ...
};
HostMemory available_host_memory();

// The host memory a run may use: sim.max_memory_mb, or when that is 0, 90 % of
// available_host_memory() when ccsim starts.
uint64_t memory_limit_bytes(const Config& config);

// Refuses (ConfigError naming the largest share's key) an estimate above memory_limit_bytes;
// `subject` says what needs it ("this run").
void check_memory_estimate(const Config& config, const MemoryEstimate& estimate,
                           const std::string& subject = "this run");

}  // namespace ccsim
