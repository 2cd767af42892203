// Per-level software costs of the HPAM and their keys (see hpam_costs.h).
#include "collectives/hpam/hpam_costs.h"

#include <string>
#include <vector>

namespace ccsim::sw::hpam {

namespace {

constexpr int kMaxRatio = 1 << 10;
constexpr int kMaxCycles = 1 << 24;

struct Field {
  const char* name;
  const char* unit;
  const char* help;
  int LevelCosts::*member;
  int fallback;  // the key's default
  int min;
  int max;
};

// send_cycles = -1 (its default) is node.msg_overhead_cycles, message passing's cost per send.
constexpr int kMessagePassing = -1;

const Field kFields[] = {
    {"clock_ratio", "",
     "machine cycles per processor cycle of level L: its costs below are paid "
     "this many times over (Table 1's Q is level 2's over level 1's)",
     &LevelCosts::clock_ratio, 1, 1, kMaxRatio},
    {"send_cycles", "cycles",
     "C_send of level L: processor cycles to start a send (eq. 3); -1 = node.msg_overhead_cycles",
     &LevelCosts::send_cycles, kMessagePassing, kMessagePassing, kMaxCycles},
    {"recv_cycles", "cycles", "C_recv of level L: processor cycles to take a received message",
     &LevelCosts::recv_cycles, 0, 0, kMaxCycles},
    {"copy_cycles_per_byte", "cycles",
     "λ'/W of level L: processor cycles per byte copied, once "
     "sending and once receiving",
     &LevelCosts::copy_cycles_per_byte, 0, 0, kMaxCycles},
};

std::vector<KeySpec> cost_keys() {
  std::vector<KeySpec> keys;
  for (int l = 0; l < net::Hpam::kMaxLevels; ++l) {
    for (const Field& f : kFields) {
      std::string help = f.help;
      help.replace(help.find("level L"), 7, "level " + std::to_string(l + 1));
      keys.push_back({level_key(l, f.name), KeyType::kInt, std::to_string(f.fallback), f.unit,
                      help + " (hpam.*)", "hpam.*"});
    }
  }
  return keys;
}

const KeyDeclaration kKeys(cost_keys());

}  // namespace

std::string level_key(int level, const char* field) {
  return "hpam.level" + std::to_string(level + 1) + "_" + field;
}

std::vector<LevelCosts> read_level_costs(const Config& config, const net::Hpam& t,
                                         const net::MachineParams& machine) {
  std::vector<LevelCosts> costs(size_t(t.levels()));
  for (int l = 0; l < net::Hpam::kMaxLevels; ++l) {
    for (const Field& f : kFields) {
      const std::string key = level_key(l, f.name);
      if (l >= t.levels()) {
        if (config.origin(key) != "default") {
          config.fail(key, "sets level " + std::to_string(l + 1) + " but the machine has " +
                               std::to_string(t.levels()) + " levels (topology.levels)");
        }
        continue;
      }
      int& value = costs[size_t(l)].*f.member;
      value = config.int_in(key, f.min, f.max,
                            "must be in " + std::to_string(f.min) + ".." + std::to_string(f.max));
      if (value == kMessagePassing) value = machine.node.msg_overhead_cycles;
    }
  }
  return costs;
}

}  // namespace ccsim::sw::hpam
