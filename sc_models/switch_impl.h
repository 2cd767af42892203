// Switch implementations by name (switch.impl): the model (net::SwitchCore) and, in builds
// with the RTL, the Verilated switch behind its adapter. Each registers itself from its own
// .cpp with CCSIM_REGISTER(..., switch_impls(), "name", SwitchImpl{...}).
//
// The testbench calls check_switch_impl() before elaboration, so that a machine the
// implementation cannot build is refused with a ConfigError naming the key: a key it does not
// implement (its allowlist, implemented_keys), then its own check. The machine then builds
// every switch through make_switch().
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/registry.h"
#include "net/params.h"
#include "net/switch/switch.h"
#include "net/switch/switch_core.h"
#include "net/topology/topology.h"

namespace ccsim::sc {

// A built switch. `model` is the same object as `sw` when the implementation is the model
// switch: the machine's edge loop then ticks it without a virtual call.
struct BuiltSwitch {
  std::unique_ptr<net::Switch> sw;
  net::SwitchCore* model = nullptr;
};

struct SwitchImpl {
  std::string description;
  // `name` is the switch's hierarchical name (errors and diagnoses use it); `port_names` the
  // topology's port names, local port last.
  std::function<BuiltSwitch(const std::string& name, const net::MachineParams& params,
                            std::vector<std::string> port_names)>
      make;
  // Throws ConfigError, naming the key, unless this implementation can build the machine.
  std::function<void(const net::MachineParams& params, const net::Topology& topology)> check;
  // The switch.* and link.* keys it implements, each with the values it accepts (none listed:
  // any value); empty: every key (the model). Any other switch or link key away from its
  // default is refused by that key, with `refusal` as the reason.
  std::map<std::string, std::vector<std::string>> implemented_keys;
  std::string refusal;
};

Registry<SwitchImpl>& switch_impls();

// ConfigError on switch.impl (with where its value came from) if the name is unknown, else the
// implementation's own check.
void check_switch_impl(const Config& config, const net::MachineParams& params,
                       const net::Topology& topology);

BuiltSwitch make_switch(const std::string& name, const net::MachineParams& params,
                        std::vector<std::string> port_names);

}  // namespace ccsim::sc
