// A switch implementation's allowlist of keys (switch_impl.h, implemented_keys), brute force over
// every switch.* and link.* key the build declares, additions' keys included:
// - with switch.impl = rtl, each key the Verilated switch does not implement, set away from its
//   default on the iWarp machine, is refused by that key before elaboration; so is each value
//   outside the ones it accepts for a key it implements; the iWarp machine itself passes;
// - the model implements every key: none of them is refused.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "base/config.h"
#include "base/errors.h"
#include "net/params.h"
#include "net/topology/topology.h"
#include "switch_impl.h"

namespace ccsim::sc {
namespace {

Config iwarp(const std::string& impl) {
  Config config;
  for (const auto& [key, value] :
       std::vector<std::pair<std::string, std::string>>{{"topology.kind", "torus2d"},
                                                        {"switch.impl", impl},
                                                        {"switch.num_vcs", "3"},
                                                        {"switch.queue_depth", "8"},
                                                        {"switch.sync", "true"},
                                                        {"switch.sync_pool_vc", "2"}}) {
    config.set(key, value, "test");
  }
  return config;
}

// A value of the key's type other than `value`.
std::string other_value(const KeySpec& spec, const std::string& value) {
  switch (spec.type) {
    case KeyType::kBool:
      return value == "true" ? "false" : "true";
    case KeyType::kInt:
      return std::to_string(std::stoll(value) + 1);
    case KeyType::kDouble:
      return "12345.5";
    case KeyType::kString:
      return value + "_other";
  }
  return value;
}

// The key check_switch_impl refuses with `key` set to `value` on `base`, or "".
std::string refused(const Config& base, const std::string& key, const std::string& value) {
  Config config = base;
  config.set(key, value, "test");
  const net::MachineParams params = net::read_machine_params(base);
  const std::unique_ptr<net::Topology> topology = net::make_topology(base);
  try {
    check_switch_impl(config, params, *topology);
  } catch (const ConfigError& e) {
    return e.key();
  }
  return "";
}

bool switch_or_link(const KeySpec& spec) {
  const std::string section = section_of(spec.name);
  return section == "switch" || section == "link";
}

TEST(SwitchImplKeys, RtlRefusesEveryKeyItDoesNotImplementByThatKey) {
  if (!switch_impls().contains("rtl")) GTEST_SKIP() << "this build has no RTL switch";
  const SwitchImpl& rtl = switch_impls().at("rtl");
  const Config base = iwarp("rtl");
  const std::unique_ptr<net::Topology> topology = net::make_topology(base);
  check_switch_impl(base, net::read_machine_params(base), *topology);  // the iWarp machine
  int refused_keys = 0;
  for (const KeySpec& spec : all_keys()) {
    if (!switch_or_link(spec) || spec.name == "switch.impl") continue;
    const std::string value = base.get_string(spec.name);
    const auto it = rtl.implemented_keys.find(spec.name);
    if (it != rtl.implemented_keys.end() && it->second.empty()) continue;  // any value
    EXPECT_EQ(refused(base, spec.name, other_value(spec, value)), spec.name);
    ++refused_keys;
  }
  EXPECT_GE(refused_keys, 15) << "the timing, VC, queue, sync and broadcast keys at least";
}

TEST(SwitchImplKeys, ModelImplementsEveryKey) {
  const Config base = iwarp("model");
  for (const KeySpec& spec : all_keys()) {
    if (!switch_or_link(spec) || spec.name == "switch.impl") continue;
    EXPECT_EQ(refused(base, spec.name, other_value(spec, base.get_string(spec.name))), "")
        << spec.name;
  }
}

}  // namespace
}  // namespace ccsim::sc
