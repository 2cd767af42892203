// Routing policy dimension_order: e-cube / XY on meshes, tori and rings, with two VC classes on
// wrapped dimensions (routing/grid_routing.h). Its keys choose how synthetic traffic is routed
// on a torus: the VC classes (iWarp's dateline or BookSim2's class per wrapping run) and which
// way a packet goes when both are equally short (always + or, as BookSim2, at random per
// packet and dimension).
#include <vector>

#include "base/key_table.h"
#include "routing/grid_routing.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

enum class TorusTies : uint8_t { kPlus, kRandom };

struct TorusKeys {
  TorusTies ties = TorusTies::kPlus;
  TorusVcs vcs = TorusVcs::kDateline;
};

const KeyTable<TorusKeys>& torus_keys() {
  static const KeyTable<TorusKeys> t =
      KeyTable<TorusKeys>("routing policy dimension_order")
          .add("routing.torus_ties", &TorusKeys::ties,
               "synthetic traffic on a torus, a dimension whose two directions are equally "
               "short (n/2 links): plus (always +; iWarp's e-cube) or random (each packet tosses "
               "a coin per such dimension from its source's generator; BookSim2's "
               "dim_order_torus)",
               {{"plus", TorusTies::kPlus}, {"random", TorusTies::kRandom}})
          .add("routing.torus_vcs", &TorusKeys::vcs,
               "synthetic traffic on a torus, the two VC classes of a wrapped dimension: "
               "dateline (iWarp: the lower class up to and including the wraparound link, the "
               "upper after it) or wrap_class (BookSim2's dim_order_torus: a whole run in the "
               "dimension on one class, the upper going + when the run crosses the wraparound "
               "link and going - when it does not)",
               {{"dateline", TorusVcs::kDateline}, {"wrap_class", TorusVcs::kWrapClass}});
  return t;
}
const KeyDeclaration kKeys(torus_keys().specs());

// Every way of sending the pair's tied dimensions (choice bit j: the j-th tied dimension goes
// -), so that a packet's uniform pick is a fair coin per tied dimension.
RouteChoices torus_choices(const Config& config) {
  const TorusKeys keys = torus_keys().read(config);
  return [keys](const net::Topology& t, int src, int dst, int base_vc) {
    const uint32_t ties = keys.ties == TorusTies::kRandom ? torus_ties(t, src, dst) : 0;
    std::vector<int> tied;
    for (int d = 0; d < 32; ++d) {
      if ((ties >> d) & 1) tied.push_back(d);
    }
    std::vector<net::SourceRoute> routes;
    for (uint32_t choice = 0; choice < (uint32_t(1) << tied.size()); ++choice) {
      TorusRouting torus{keys.vcs, 0};
      for (size_t j = 0; j < tied.size(); ++j) {
        if ((choice >> j) & 1) torus.minus_ties |= uint32_t(1) << tied[j];
      }
      routes.push_back(dimension_order_route(t, src, dst, base_vc, torus));
    }
    return routes;
  };
}

CCSIM_REGISTER_ROUTING(dimension_order, "dimension_order",
                       RoutingPolicy{
                           "shortest path, dimension by dimension (x first); dateline VCs where a "
                           "dimension wraps (2 VCs on a torus or ring, 1 on a mesh)",
                           [](const net::Topology& t) { return t.dimensions() > 0; },
                           [](const net::Topology& t) { return vcs_needed(t); },
                           [](const net::Topology& t, int src, int dst, int base_vc) {
                             return dimension_order_route(t, src, dst, base_vc);
                           },
                           torus_choices});

}  // namespace
}  // namespace ccsim::sw
