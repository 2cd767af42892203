// The routing policy registry and its key.
#include "routing/routing_policy.h"

namespace ccsim::sw {

namespace {
const KeyDeclaration kKeys({{"routing.policy", KeyType::kString, "topology", "",
                             "routing of message passing and synthetic traffic: topology (the "
                             "topology's own: dimension_order on grids and cubes, "
                             "banyan_self_routing on the banyan) or a policy (see `ccsim list`)",
                             "routing"}});
}  // namespace

Registry<RoutingPolicy>& routing_registry() {
  static Registry<RoutingPolicy> registry("routing policy", "routing.policy");
  return registry;
}

const RoutingPolicy& routing_policy(const Config& config, const net::Topology& topology,
                                    const net::MachineParams& machine, int base_vc,
                                    const std::string& base_vc_key) {
  const bool own = config.get_string("routing.policy") == "topology";
  const std::string name = own ? topology.routing() : config.get_string("routing.policy");
  const RoutingPolicy& policy =
      own ? routing_registry().at(name) : routing_registry().selected(config);
  if (!policy.applies(topology)) {
    config.fail("routing.policy", name + " does not apply to " + topology.kind());
  }
  const int vcs = policy.vcs_needed(topology);
  // With switch.vc_class_size = c a route's VC v names VCs v*c .. v*c + c - 1.
  const int class_size = machine.router.vc_class_size;
  if ((base_vc + vcs) * class_size > machine.router.num_vcs) {
    const std::string classes =
        class_size == 1
            ? ""
            : " (classes of switch.vc_class_size = " + std::to_string(class_size) + " VCs)";
    config.fail(base_vc_key, name + " routes on a " + topology.kind() + " use VCs " +
                                 std::to_string(base_vc) + ".." +
                                 std::to_string(base_vc + vcs - 1) + classes +
                                 " but switch.num_vcs = " + std::to_string(machine.router.num_vcs));
  }
  // Worms of the synchronizing switch's pool wait at the AND gate for the whole phase; other
  // traffic on those queues would wait behind them, or hold them so that the phase never ends.
  const int pool = machine.router.sync_pool_vc;
  if (machine.router.sync.enabled && base_vc <= pool && pool < base_vc + vcs) {
    config.fail(base_vc_key, name + " routes use VCs " + std::to_string(base_vc) + ".." +
                                 std::to_string(base_vc + vcs - 1) +
                                 ", which include the synchronizing switch's pool "
                                 "(switch.sync_pool_vc = " +
                                 std::to_string(pool) +
                                 "); choose other VCs or switch.sync = false");
  }
  return policy;
}

}  // namespace ccsim::sw
