// The HPAM's inter-level multicast as a unit: its key, its checks, the topology it applies to,
// node software's control (the multicast worm's header), and its part of the model switch
// (hpam_multicast_unit.h).
#include "net/switch/additions/hpam_multicast.h"

#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "base/key_table.h"
#include "net/switch/addition.h"
#include "net/switch/additions/hpam_multicast_unit.h"

namespace ccsim::net {
namespace {

const KeyTable<HpamMulticastParams>& keys() {
  static const KeyTable<HpamMulticastParams> t =
      KeyTable<HpamMulticastParams>("switch addition hpam_multicast")
          .add("switch.hpam_multicast", &HpamMulticastParams::enabled,
               "inter-level multicast (001 §3): a level-1 router replicates a multicast worm "
               "onto its links down to level 2, so that one send reaches the roots below it "
               "(docs/switch.md); for hpam.broadcast.multicast and hpam.scatter.multicast on hpam");
  return t;
}
const KeyDeclaration kKeys(keys().specs());

bool enabled(const SwitchParams& p) {
  const HpamMulticastParams* m = p.additions.find<HpamMulticastParams>(MulticastControl::kAddition);
  return m && m->enabled;
}

// The multicast word is a route word consumed where it is read, and names the copies' VC.
void check(const Config& config, const MachineParams& m) {
  if (!enabled(m.router)) return;
  if (m.router.route_words != RouteWordMode::kConsumed) {
    config.fail("switch.hpam_multicast",
                "replicates where its route word is consumed: needs switch.route_words = "
                "consumed");
  }
  if (m.router.vc_class_size != 1) {
    config.fail("switch.hpam_multicast",
                "names the VC of its copies: needs switch.vc_class_size = 1");
  }
}

// The level-1 routers' down links are the HPAM's (eq. 1).
void check_topology(const MachineParams&, const Topology& topology) {
  if (topology.kind() != "hpam") {
    throw ConfigError("switch.hpam_multicast",
                      "replicates onto a level-1 router's links down to level 2: needs "
                      "topology.kind = hpam, not " +
                          topology.kind());
  }
}

class NodeControl final : public MulticastControl {
 public:
  explicit NodeControl(AdditionHost& host) : host_(host) {}

  // The worm enters on the first local channel (the HPAM's processors are uni-port).
  void send_header(int vc, const SourceRoute& to_switch, MulticastRun run, const SourceRoute& below,
                   uint32_t info0, uint32_t info1) override {
    if (run.first_port < 0 || run.ports < 1 || run.first_port + run.ports > kMaxPorts ||
        run.vc < 0 || run.vc >= kMaxVcs || below.empty()) {
      throw SimulationError("a multicast worm names ports " + std::to_string(run.first_port) +
                            ".." + std::to_string(run.first_port + run.ports - 1) + " on VC " +
                            std::to_string(run.vc) + (below.empty() ? ", no route below" : ""));
    }
    host_.send_head_words(
        vc, addition_head_words(vc, to_switch, encode_multicast(run), below, true, info0, info1));
  }

 private:
  AdditionHost& host_;
};

}  // namespace

CCSIM_REGISTER(hpam_multicast, switch_additions(), MulticastControl::kAddition,
               SwitchAddition{
                   "inter-level multicast", key_names(keys().specs()),
                   [](const Config& config, SwitchParams& p) {
                     p.additions.set(MulticastControl::kAddition, keys().read(config));
                   },
                   enabled, check, check_topology, /*estimate_memory=*/nullptr,
                   /*needs_driver=*/true, /*check_messages=*/nullptr,
                   [](AdditionHost& host) -> std::unique_ptr<AdditionControl> {
                     return std::make_unique<NodeControl>(host);
                   },
                   [](const SwitchParams&, int ports, int vcs) -> std::unique_ptr<SwitchPart> {
                     return std::make_unique<HpamMulticastUnit>(ports, vcs);
                   }});

}  // namespace ccsim::net
