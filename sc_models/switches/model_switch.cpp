// switch.impl = model: the switch as plain C++ (net::SwitchCore), ticked inline by the machine.
#include "switch_impl.h"

namespace ccsim::sc {
namespace {

BuiltSwitch make_model_switch(const std::string& name, const net::MachineParams& params,
                              std::vector<std::string> port_names) {
  auto core = std::make_unique<net::SwitchCore>(params.router, name, std::move(port_names));
  net::SwitchCore* model = core.get();
  return BuiltSwitch{std::move(core), model};
}

}  // namespace

CCSIM_REGISTER(model, switch_impls(), "model",
               SwitchImpl{"the wormhole switch model (net::SwitchCore)", make_model_switch,
                          [](const net::MachineParams&, const net::Topology&) {},
                          /*implemented_keys: every key*/ {}, ""});

}  // namespace ccsim::sc
