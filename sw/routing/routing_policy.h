// Routing policies by name: functions in software that turn (topology, source, destination,
// base VC) into the source route a message carries (switches know no topology).
//
// A policy registers itself from its own file (CCSIM_REGISTER_ROUTING) with the topologies it
// applies to and the virtual channels it needs there. Message passing and synthetic traffic
// take the policy routing.policy names, by default "topology": the topology's own
// (net::Topology::routing()); routing_policy() refuses one that does not apply to the
// topology, or that needs more VCs than the switch has, naming the key.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/registry.h"
#include "net/flit.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

// The routes a packet from `src` to `dst` may take, each as likely: a packet picks one of them
// at random.
using RouteChoices = std::function<std::vector<net::SourceRoute>(const net::Topology&, int src,
                                                                 int dst, int base_vc)>;

struct RoutingPolicy {
  std::string description;
  // Whether the policy can route every pair of nodes of `topology`.
  std::function<bool(const net::Topology&)> applies;
  // Virtual channels its routes use from their base VC on (deadlock freedom needs them).
  std::function<int(const net::Topology&)> vcs_needed;
  // The route from `src` to `dst`, on VCs base_vc .. base_vc + vcs_needed - 1.
  std::function<net::SourceRoute(const net::Topology&, int src, int dst, int base_vc)> route;
  // The routes of synthetic traffic under the policy's own keys, read from the run's
  // configuration (on the same VCs); empty: `route` alone.
  std::function<RouteChoices(const Config&)> choices;
};

// The key routing.policy selects one.
Registry<RoutingPolicy>& routing_registry();

// The policy routing.policy names, checked against the topology and against the VCs from
// `base_vc` (named by `base_vc_key`) up on this machine. Throws ConfigError naming the key.
const RoutingPolicy& routing_policy(const Config& config, const net::Topology& topology,
                                    const net::MachineParams& machine, int base_vc,
                                    const std::string& base_vc_key);

}  // namespace ccsim::sw

#define CCSIM_REGISTER_ROUTING(id, name, ...) \
  CCSIM_REGISTER(routing_##id, ::ccsim::sw::routing_registry(), name, __VA_ARGS__)
