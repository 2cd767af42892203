// Routing policy extended_xy: the HPAM's extended X-Y routing (routing/hpam_routing.h), one VC.
#include "routing/hpam_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

CCSIM_REGISTER_ROUTING(extended_xy, "extended_xy",
                       RoutingPolicy{"the HPAM's extended X-Y (001 eq. 2): X-Y within a level, "
                                     "the inter-level link eq. 2 names between levels; one VC",
                                     [](const net::Topology& t) { return as_hpam(t) != nullptr; },
                                     [](const net::Topology&) { return 1; },
                                     [](const net::Topology& t, int src, int dst, int vc) {
                                       return extended_xy_route(*as_hpam(t), src, dst, vc);
                                     },
                                     nullptr});

}  // namespace
}  // namespace ccsim::sw
