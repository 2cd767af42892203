// The synchronizing switch as a unit: its key, its check against VC classes, and its rule that
// ordinary messages keep off the pool it synchronizes.
#include "net/switch/additions/sync_switch.h"

#include <string>

#include "base/key_table.h"
#include "net/switch/addition.h"

namespace ccsim::net {
namespace {

const KeyTable<SyncSwitchParams>& keys() {
  static const KeyTable<SyncSwitchParams> t =
      KeyTable<SyncSwitchParams>("switch addition sync_switch")
          .add("switch.sync", &SyncSwitchParams::enabled,
               "synchronizing switch on the pool switch.sync_pool_vc");
  return t;
}
const KeyDeclaration kKeys(keys().specs());

void check(const Config& config, const MachineParams& m) {
  if (m.router.vc_class_size != 1 && m.router.sync.enabled) {
    config.fail("switch.vc_class_size",
                "must be 1 with switch.sync = true (the synchronized pool is one fixed VC)");
  }
}

// The gate holds a pool queue's next header from the moment a tail leaves it until every queue
// of its mask has passed one: ordinary messages on the pool would wait there, or hold the
// queues so that the phase never ends. Node software that drives the gate sets its mask.
void check_messages(const MachineParams& m, const SwitchUse& use) {
  const int pool = m.router.sync_pool_vc;
  if (!(use.message_vcs >> pool & 1)) return;
  std::string vcs;
  for (int v = 0; v < 32; ++v) {
    if (use.message_vcs >> v & 1) vcs += (vcs.empty() ? "" : ", ") + std::to_string(v);
  }
  const bool one = __builtin_popcount(use.message_vcs) == 1;
  throw ConfigError("switch.sync", "the synchronizing switch holds the headers of VC " +
                                       std::to_string(pool) + " (switch.sync_pool_vc), and " +
                                       use.who + " sends ordinary messages on " +
                                       (one ? "VC " : "VCs ") + vcs +
                                       ", which would wait at its gate; choose another "
                                       "switch.sync_pool_vc, or switch.sync = false");
}

}  // namespace

CCSIM_REGISTER(sync_switch, switch_additions(), SyncControl::kAddition,
               SwitchAddition{
                   "synchronizing switch", key_names(keys().specs()),
                   [](const Config& config, SwitchParams& p) { keys().read(config, p.sync); },
                   [](const SwitchParams& p) { return p.sync.enabled; }, check, nullptr, nullptr,
                   /*needs_driver=*/false, check_messages, nullptr, nullptr});

}  // namespace ccsim::net
