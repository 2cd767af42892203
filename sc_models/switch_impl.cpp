// Switch implementations by name.
#include "switch_impl.h"

namespace ccsim::sc {

Registry<SwitchImpl>& switch_impls() {
  static Registry<SwitchImpl> registry("switch implementation", "switch.impl");
  return registry;
}

void check_switch_impl(const Config& config, const net::MachineParams& params,
                       const net::Topology& topology) {
  const Registry<SwitchImpl>& impls = switch_impls();
  if (params.router.impl == "rtl" && !impls.contains("rtl")) {
    config.fail(impls.key(), "unknown " + impls.what() + " 'rtl'; known: " + impls.known() +
                                 " (this build has no RTL switch: it was configured with "
                                 "-DCCSIM_WITH_RTL=OFF)");
  }
  impls.selected(config).check(params, topology);
}

BuiltSwitch make_switch(const std::string& name, const net::MachineParams& params,
                        std::vector<std::string> port_names) {
  return switch_impls().at(params.router.impl).make(name, params, std::move(port_names));
}

}  // namespace ccsim::sc
