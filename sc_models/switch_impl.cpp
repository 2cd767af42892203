// Switch implementations by name.
#include "switch_impl.h"

#include <algorithm>

namespace ccsim::sc {

Registry<SwitchImpl>& switch_impls() {
  static Registry<SwitchImpl> registry("switch implementation", "switch.impl");
  return registry;
}

namespace {
// In reverse declaration order: a key that refines another (the broadcast buffers' options
// after switch.bcast_output_words after switch.bcast_pattern) is named before the one it
// refines, as the more specific.
void refuse_unimplemented_keys(const Config& config, const SwitchImpl& impl) {
  const std::vector<KeySpec>& keys = all_keys();
  for (auto spec = keys.rbegin(); spec != keys.rend(); ++spec) {
    const std::string section = section_of(spec->name);
    if (section != "switch" && section != "link") continue;
    const std::string& value = config.get_string(spec->name);
    const auto it = impl.implemented_keys.find(spec->name);
    if (it == impl.implemented_keys.end()) {
      if (value != spec->default_value) config.fail(spec->name, impl.refusal);
      continue;
    }
    const std::vector<std::string>& accepted = it->second;
    if (!accepted.empty() && std::find(accepted.begin(), accepted.end(), value) == accepted.end()) {
      config.fail(spec->name, impl.refusal);
    }
  }
}
}  // namespace

void check_switch_impl(const Config& config, const net::MachineParams& params,
                       const net::Topology& topology) {
  const Registry<SwitchImpl>& impls = switch_impls();
  if (params.router.impl == "rtl" && !impls.contains("rtl")) {
    config.fail(impls.key(), "unknown " + impls.what() + " 'rtl'; known: " + impls.known() +
                                 " (this build has no RTL switch: it was configured with "
                                 "-DCCSIM_WITH_RTL=OFF)");
  }
  const SwitchImpl& impl = impls.selected(config);
  if (!impl.implemented_keys.empty()) refuse_unimplemented_keys(config, impl);
  impl.check(params, topology);
}

BuiltSwitch make_switch(const std::string& name, const net::MachineParams& params,
                        std::vector<std::string> port_names) {
  return switch_impls().at(params.router.impl).make(name, params, std::move(port_names));
}

}  // namespace ccsim::sc
