// Paper 003's unit words and arrival counts (see cube003_data.h).
#include "collectives/cube003/cube003_data.h"

#include <algorithm>
#include <set>

namespace ccsim::sw::cube003 {

namespace {

constexpr uint32_t kNamer = 0x9E3779B1u;  // odd, so multiplying by it is a bijection mod 2^32

constexpr uint32_t inverse_mod_2_32(uint32_t a) {
  uint32_t x = a;  // Newton's iteration doubles the correct low bits each time: 3, 6, ..., 48
  for (int i = 0; i < 5; ++i) x *= 2u - a * x;
  return x;
}
constexpr uint32_t kUnnamer = inverse_mod_2_32(kNamer);
static_assert(kNamer * kUnnamer == 1u, "the namer must be invertible");

std::string at(int node, uint32_t address) {
  return "node " + std::to_string(node) + " word " + std::to_string(address);
}

}  // namespace

uint32_t unit_word(uint32_t unit, uint32_t offset) {
  if (offset == 0) return (unit + 1u) * kNamer;
  uint64_t x = (uint64_t(unit) << 32 | offset) * 0xD6E8FEB86659FD93ULL;
  x ^= x >> 32;
  return uint32_t(x);
}

uint32_t unit_named_by(uint32_t word, uint32_t unit_count) {
  const uint32_t unit = word * kUnnamer - 1u;
  return unit < unit_count ? unit : kNoUnit;
}

std::string count_deposit(const Plan& plan, const std::vector<uint32_t>& memory, uint32_t address,
                          uint32_t words, std::vector<uint32_t>& log) {
  const uint64_t end = uint64_t(address) + words;
  if (end > memory.size()) return "a deposit beyond the memory at word " + std::to_string(address);
  uint64_t a = address;
  while (a < end) {
    const uint32_t unit = unit_named_by(memory[a], plan.unit_count());
    if (unit == kNoUnit) {
      return "word " + std::to_string(a) + " of a deposit at " + std::to_string(address) +
             " starts no unit (found " + std::to_string(memory[a]) + ")";
    }
    const uint64_t next = a + plan.unit_words(unit);
    if (next > end) {
      return plan.unit_name(unit) + " at word " + std::to_string(a) + " is cut by the end of " +
             "the deposit at " + std::to_string(address);
    }
    log.push_back(unit);
    a = next;
  }
  return "";
}

void write_initial(const Plan& plan, int node, std::vector<uint32_t>& memory) {
  if (memory.size() < plan.memory_words()) memory.resize(plan.memory_words(), 0);
  for (const Placed& p : plan.initial(node)) {
    for (uint32_t k = 0; k < plan.unit_words(p.unit); ++k) {
      memory[p.address + k] = unit_word(p.unit, k);
    }
  }
}

std::string check_node(const Plan& plan, int node, const std::vector<uint32_t>& memory,
                       std::vector<uint32_t> log) {
  // The counts first: a unit that never arrived is named as such, not by the words it left.
  const std::vector<Expect> result = plan.result(node);
  std::set<uint32_t> wanted;
  for (const Expect& e : result) wanted.insert(e.unit);
  std::set<uint32_t> held;
  for (const Placed& p : plan.initial(node)) held.insert(p.unit);
  std::sort(log.begin(), log.end());
  std::set<uint32_t> arrived;
  for (size_t i = 0; i < log.size();) {
    size_t j = i;
    while (j < log.size() && log[j] == log[i]) ++j;
    const uint32_t unit = log[i];
    const int count = int(j - i);
    const std::string counted = "node " + std::to_string(node) + ": " + plan.unit_name(unit) +
                                " arrived " + std::to_string(count) + " times";
    if (held.count(unit)) return counted + ", though the node held it from the start";
    if (wanted.count(unit) && count != plan.copies(node, unit)) {
      return counted + ", expected " + std::to_string(plan.copies(node, unit));
    }
    if (!wanted.count(unit) && count > 1) return counted + " in transit, expected at most once";
    arrived.insert(unit);
    i = j;
  }
  for (uint32_t unit : wanted) {
    if (!held.count(unit) && !arrived.count(unit)) {
      return "node " + std::to_string(node) + ": " + plan.unit_name(unit) +
             " never arrived (counted 0 times, expected " +
             std::to_string(plan.copies(node, unit)) + ")";
    }
  }
  for (const Expect& e : result) {
    for (uint32_t k = 0; k < e.words; ++k) {
      const uint32_t expected = unit_word(e.unit, e.offset + k);
      const uint64_t a = uint64_t(e.address) + k;
      const uint32_t found = a < memory.size() ? memory[a] : 0;
      if (found != expected) {
        return at(node, uint32_t(a)) + " (" + plan.unit_name(e.unit) + ", its word " +
               std::to_string(e.offset + k) + "): expected " + std::to_string(expected) +
               ", found " + std::to_string(found);
      }
    }
  }
  return "";
}

}  // namespace ccsim::sw::cube003
