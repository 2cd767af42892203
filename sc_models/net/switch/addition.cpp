// The registry of the switch's hardware additions and the checks every addition gets.
#include "net/switch/addition.h"

#include <algorithm>

namespace ccsim::net {

Registry<SwitchAddition>& switch_additions() {
  static Registry<SwitchAddition> registry("switch addition", "");
  return registry;
}

std::vector<std::string> key_names(const std::vector<KeySpec>& keys) {
  std::vector<std::string> names;
  for (const KeySpec& k : keys) names.push_back(k.name);
  return names;
}

void read_switch_additions(const Config& config, MachineParams& params) {
  for (const auto& [name, addition] : switch_additions().entries()) {
    addition.read(config, params.router);
  }
  for (const auto& [name, addition] : switch_additions().entries()) {
    if (addition.check) addition.check(config, params);
  }
}

void check_switch_additions(const MachineParams& params, const Topology& topology) {
  for (const auto& [name, addition] : switch_additions().entries()) {
    if (addition.check_topology && addition.enabled(params.router)) {
      addition.check_topology(params, topology);
    }
  }
}

void estimate_additions_memory(const MachineParams& params, const Topology& topology,
                               MemoryEstimate& estimate) {
  for (const auto& [name, addition] : switch_additions().entries()) {
    if (addition.estimate_memory && addition.enabled(params.router)) {
      addition.estimate_memory(params, topology, estimate);
    }
  }
}

void check_switch_use(const Config& config, const MachineParams& params, const SwitchUse& use) {
  for (const auto& [name, addition] : switch_additions().entries()) {
    const bool driven = std::count(use.additions.begin(), use.additions.end(), name) > 0;
    if (addition.needs_driver && !driven) {
      for (const std::string& key : addition.keys) {
        const KeySpec* spec = find_key(key);
        if (spec && config.get_string(key) != spec->default_value) {
          config.fail(key, "the " + addition.description +
                               " does nothing unless node software "
                               "drives it, and " +
                               use.who +
                               " does not: the key would have no "
                               "effect");
        }
      }
    }
    if (addition.check_messages && addition.enabled(params.router)) {
      addition.check_messages(params, use);
    }
  }
}

std::vector<Flit> addition_head_words(int vc, const SourceRoute& to_switch, uint32_t word,
                                      const SourceRoute& after, bool with_info, uint32_t info0,
                                      uint32_t info1) {
  const uint8_t v = uint8_t(vc);
  std::vector<Flit> words;
  for (const RouteSegment& s : to_switch)
    words.push_back(Flit{encode_segment(s), FlitKind::kHead, v});
  words.push_back(Flit{word, FlitKind::kHead, v});
  for (const RouteSegment& s : after) words.push_back(Flit{encode_segment(s), FlitKind::kHead, v});
  if (with_info) {
    words.push_back(Flit{info0 & ~kRouteFlag, FlitKind::kHead, v});
    words.push_back(Flit{info1 & ~kRouteFlag, FlitKind::kHead, v});
  }
  return words;
}

}  // namespace ccsim::net
