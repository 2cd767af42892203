// Byte counts as people read them.
#include "base/memory_estimate.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"

namespace ccsim {

namespace {

const KeyDeclaration kKeys({{"sim.max_memory_mb", KeyType::kInt, "0", "MB",
                             "host memory a run may use (estimated before it starts); 0 = 90 % "
                             "of the memory available",
                             "memory budget"}});

uint64_t available_memory_bytes() {
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
  return std::numeric_limits<uint64_t>::max();
}

}  // namespace

uint64_t memory_limit_bytes(const Config& config) {
  const uint64_t mb = config.get_uint64("sim.max_memory_mb");
  if (mb > 0) return saturating_mul(mb, 1024 * 1024);
  static const uint64_t automatic = available_memory_bytes() / 10 * 9;
  return automatic;
}

void check_memory_estimate(const Config& config, const MemoryEstimate& estimate,
                           const std::string& subject) {
  const uint64_t limit = memory_limit_bytes(config);
  if (estimate.total() <= limit) return;
  const MemoryShare largest = estimate.largest();
  const std::string limit_text =
      config.get_uint64("sim.max_memory_mb") > 0
          ? "sim.max_memory_mb = " + config.get_string("sim.max_memory_mb")
          : format_bytes(limit) + ", 90 % of the memory available (sim.max_memory_mb = 0)";
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
