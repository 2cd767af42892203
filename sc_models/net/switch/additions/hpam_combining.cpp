// Combining for the HPAM's gather as a unit: its key, its checks, the topology it applies to,
// node software's control (a piece's header), and its part of the model switch
// (hpam_combining_unit.h).
#include "net/switch/additions/hpam_combining.h"

#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "base/key_table.h"
#include "net/switch/addition.h"
#include "net/switch/additions/hpam_combining_unit.h"

namespace ccsim::net {
namespace {

const KeyTable<HpamCombiningParams>& keys() {
  static const KeyTable<HpamCombiningParams> t =
      KeyTable<HpamCombiningParams>("switch addition hpam_combining")
          .add("switch.hpam_combining", &HpamCombiningParams::enabled,
               "combining for the gather (the multicast's dual): a level-1 router merges the "
               "pieces the roots below it send up into one message to the source "
               "(docs/switch.md); for hpam.gather.combining on hpam");
  return t;
}
const KeyDeclaration kKeys(keys().specs());

bool enabled(const SwitchParams& p) {
  const HpamCombiningParams* c = p.additions.find<HpamCombiningParams>(CombiningControl::kAddition);
  return c && c->enabled;
}

// The combining word is a route word consumed where it is read, and names the merged worm's VC.
void check(const Config& config, const MachineParams& m) {
  if (!enabled(m.router)) return;
  if (m.router.route_words != RouteWordMode::kConsumed) {
    config.fail("switch.hpam_combining",
                "merges where its route word is consumed: needs switch.route_words = consumed");
  }
  if (m.router.vc_class_size != 1) {
    config.fail("switch.hpam_combining",
                "names the VC of the merged worm: needs switch.vc_class_size = 1");
  }
}

void check_topology(const MachineParams&, const Topology& topology) {
  if (topology.kind() != "hpam") {
    throw ConfigError("switch.hpam_combining",
                      "merges what a level-1 router's links up from level 2 bring: needs "
                      "topology.kind = hpam, not " +
                          topology.kind());
  }
}

class NodeControl final : public CombiningControl {
 public:
  explicit NodeControl(AdditionHost& host) : host_(host) {}

  // The piece enters on the first local channel (the HPAM's processors are uni-port).
  void send_header(int vc, const SourceRoute& to_switch, CombiningGroup group, bool first,
                   const SourceRoute& onward, uint32_t info0, uint32_t info1) override {
    if (group.out_port < 0 || group.out_port >= kMaxPorts || group.out_vc < 0 ||
        group.out_vc >= kMaxVcs || group.first_input < 0 || group.inputs < 1 ||
        group.first_input + group.inputs > kMaxPorts) {
      throw SimulationError("a combining piece names output " + std::to_string(group.out_port) +
                            " vc " + std::to_string(group.out_vc) + " and inputs " +
                            std::to_string(group.first_input) + ".." +
                            std::to_string(group.first_input + group.inputs - 1));
    }
    // Only the first piece carries the merged message's route on and its info words.
    host_.send_head_words(vc,
                          addition_head_words(vc, to_switch, encode_combining(group),
                                              first ? onward : SourceRoute{}, first, info0, info1));
  }

 private:
  AdditionHost& host_;
};

}  // namespace

CCSIM_REGISTER(hpam_combining, switch_additions(), CombiningControl::kAddition,
               SwitchAddition{
                   "combining for the gather", key_names(keys().specs()),
                   [](const Config& config, SwitchParams& p) {
                     p.additions.set(CombiningControl::kAddition, keys().read(config));
                   },
                   enabled, check, check_topology, /*estimate_memory=*/nullptr,
                   /*needs_driver=*/true, /*check_messages=*/nullptr,
                   [](AdditionHost& host) -> std::unique_ptr<AdditionControl> {
                     return std::make_unique<NodeControl>(host);
                   },
                   [](const SwitchParams&, int ports, int vcs) -> std::unique_ptr<SwitchPart> {
                     return std::make_unique<HpamCombiningUnit>(ports, vcs);
                   }});

}  // namespace ccsim::net
