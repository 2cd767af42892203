// Byte counts as people read them.
#include "base/memory_estimate.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "base/config.h"
#include "base/errors.h"

namespace ccsim {

namespace {

namespace fs = std::filesystem;
constexpr uint64_t kUnlimited = std::numeric_limits<uint64_t>::max();

const KeyDeclaration kKeys({{"sim.max_memory_mb", KeyType::kInt, "0", "MB",
                             "host memory a run may use (estimated before it starts); 0 = 90 % "
                             "of the memory available: the least of MemAvailable and what "
                             "ulimit -v, ulimit -d and the memory cgroup leave",
                             "memory budget"}});

uint64_t meminfo_available_bytes() {
  std::ifstream meminfo("/proc/meminfo");
  for (std::string line; std::getline(meminfo, line);) {
    std::istringstream fields(line);
    std::string name;
    uint64_t kib = 0;
    if (fields >> name >> kib && name == "MemAvailable:") return saturating_mul(kib, 1024);
  }
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && page_size > 0) return saturating_mul(uint64_t(pages), uint64_t(page_size));
  return kUnlimited;
}

// A field of /proc/self/status in bytes ("VmSize:"), or 0.
uint64_t status_bytes(const std::string& field) {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    std::istringstream fields(line);
    std::string name;
    uint64_t kib = 0;
    if (fields >> name >> kib && name == field) return saturating_mul(kib, 1024);
  }
  return 0;
}

// What a resource limit (ulimit) leaves above what the process already uses.
uint64_t rlimit_left(int resource, const std::string& used_field) {
  struct rlimit limit {};
  if (getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return kUnlimited;
  const uint64_t used = status_bytes(used_field);
  return uint64_t(limit.rlim_cur) > used ? uint64_t(limit.rlim_cur) - used : 0;
}

// The first number in a file, or kUnlimited ("max", missing, unreadable).
uint64_t file_number(const fs::path& path) {
  std::ifstream in(path);
  uint64_t value = 0;
  return in >> value ? value : kUnlimited;
}

// What the memory cgroups of this process leave: at each level from its own up to the root,
// the limit less the usage (cgroup v2: memory.max, memory.current; v1: memory.limit_in_bytes,
// memory.usage_in_bytes). A path that the mount does not show (a cgroup namespace) is read at
// the mount's root.
uint64_t cgroup_left() {
  std::ifstream cgroups("/proc/self/cgroup");
  uint64_t left = kUnlimited;
  for (std::string line; std::getline(cgroups, line);) {
    const size_t first = line.find(':');
    const size_t second = line.find(':', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    const std::string controllers = line.substr(first + 1, second - first - 1);
    const bool v2 = controllers.empty();
    if (!v2 && controllers != "memory") continue;
    const fs::path mount = v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory";
    const char* limit_file = v2 ? "memory.max" : "memory.limit_in_bytes";
    const char* usage_file = v2 ? "memory.current" : "memory.usage_in_bytes";
    fs::path dir = mount / fs::path(line.substr(second + 1)).relative_path();
    std::error_code ec;
    if (!fs::exists(dir / limit_file, ec)) dir = mount;
    for (;; dir = dir.parent_path()) {
      const uint64_t limit = file_number(dir / limit_file);
      if (limit != kUnlimited) {
        const uint64_t usage = file_number(dir / usage_file);
        left = std::min(left, usage == kUnlimited || usage >= limit ? 0 : limit - usage);
      }
      if (dir == mount || !dir.has_relative_path()) break;
    }
  }
  return left;
}

// 90 % of the host memory available when first asked (ccsim starts).
const HostMemory& automatic_limit() {
  static const HostMemory limit = [] {
    HostMemory m = available_host_memory();
    m.bytes = m.bytes / 10 * 9;
    return m;
  }();
  return limit;
}

}  // namespace

HostMemory available_host_memory() {
  HostMemory m{meminfo_available_bytes(), "MemAvailable in /proc/meminfo"};
  const std::pair<uint64_t, const char*> caps[] = {
      {rlimit_left(RLIMIT_AS, "VmSize:"), "what ulimit -v leaves"},
      {rlimit_left(RLIMIT_DATA, "VmData:"), "what ulimit -d leaves"},
      {cgroup_left(), "what the memory cgroup's limit leaves"}};
  for (const auto& [bytes, source] : caps) {
    if (bytes < m.bytes) m = HostMemory{bytes, source};
  }
  return m;
}

uint64_t memory_limit_bytes(const Config& config) {
  const uint64_t mb = config.get_uint64("sim.max_memory_mb");
  if (mb > 0) return saturating_mul(mb, 1024 * 1024);
  return automatic_limit().bytes;
}

void check_memory_estimate(const Config& config, const MemoryEstimate& estimate,
                           const std::string& subject) {
  const uint64_t limit = memory_limit_bytes(config);
  if (estimate.total() <= limit) return;
  const MemoryShare largest = estimate.largest();
  const std::string limit_text =
      config.get_uint64("sim.max_memory_mb") > 0
          ? "sim.max_memory_mb = " + config.get_string("sim.max_memory_mb")
          : format_bytes(limit) + ", 90 % of the memory available (" + automatic_limit().source +
                "; sim.max_memory_mb = 0)";
  config.fail(largest.key, subject + " needs an estimated " + format_bytes(estimate.total()) +
                               " of host memory, " + format_bytes(largest.bytes) + " of it for " +
                               largest.what + ", above the limit of " + limit_text);
}

std::string format_bytes(uint64_t bytes) {
  if (bytes == std::numeric_limits<uint64_t>::max()) return "more than 16 EB";
  static const char* const kUnits[] = {"B", "KB", "MB", "GB", "TB", "PB", "EB"};
  double value = double(bytes);
  int unit = 0;
  while (value >= 1024 && unit < 6) {
    value /= 1024;
    ++unit;
  }
  char text[32];
  if (unit == 0) {
    std::snprintf(text, sizeof text, "%llu B", static_cast<unsigned long long>(bytes));
  } else {
    std::snprintf(text, sizeof text, "%.1f %s", value, kUnits[unit]);
  }
  return text;
}

}  // namespace ccsim
