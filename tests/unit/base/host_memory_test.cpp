// The host memory a run may use by default (base/memory_estimate.h): what the system has
// available, bounded by the process's resource limits (ulimit -v, ulimit -d), so that a run
// under a cap is refused by key before it starts instead of ending in std::bad_alloc.
// Each test lowers its own process's soft limit for one call and restores it.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "base/memory_estimate.h"

namespace ccsim {
namespace {

constexpr uint64_t kRoom = uint64_t(256) << 20;

// available_host_memory() with `resource`'s soft limit at `room` bytes above `used`.
HostMemory available_under(int resource, uint64_t used) {
  struct rlimit saved {};
  EXPECT_EQ(getrlimit(resource, &saved), 0);
  if (saved.rlim_max != RLIM_INFINITY && saved.rlim_max < used + kRoom) return {};
  struct rlimit lowered = saved;
  lowered.rlim_cur = rlim_t(used + kRoom);
  EXPECT_EQ(setrlimit(resource, &lowered), 0);
  const HostMemory m = available_host_memory();
  EXPECT_EQ(setrlimit(resource, &saved), 0);
  return m;
}

// A field of /proc/self/status in bytes.
uint64_t status_bytes(const std::string& field) {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    std::istringstream fields(line);
    std::string name;
    uint64_t kib = 0;
    if (fields >> name >> kib && name == field) return kib * 1024;
  }
  return 0;
}

TEST(HostMemory, AnAddressSpaceLimitBoundsWhatIsAvailable) {
  if (available_host_memory().bytes <= 2 * kRoom) GTEST_SKIP() << "too little memory to cap";
  const HostMemory m = available_under(RLIMIT_AS, status_bytes("VmSize:"));
  if (m.source.empty()) GTEST_SKIP() << "the hard limit is below the cap";
  EXPECT_LE(m.bytes, kRoom);
  EXPECT_GT(m.bytes, kRoom / 2) << "the limit less what the process maps now";
  EXPECT_EQ(m.source, "what ulimit -v leaves");
}

TEST(HostMemory, ADataLimitBoundsWhatIsAvailable) {
  if (available_host_memory().bytes <= 2 * kRoom) GTEST_SKIP() << "too little memory to cap";
  const HostMemory m = available_under(RLIMIT_DATA, status_bytes("VmData:"));
  if (m.source.empty()) GTEST_SKIP() << "the hard limit is below the cap";
  EXPECT_LE(m.bytes, kRoom);
  EXPECT_EQ(m.source, "what ulimit -d leaves");
}

}  // namespace
}  // namespace ccsim
