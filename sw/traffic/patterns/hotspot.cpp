// Traffic pattern hotspot: a share of the packets to one node, the rest uniform.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"traffic.hotspot_node", KeyType::kInt, "0", "", "node id of the hotspot (pattern hotspot)",
     "traffic.hotspot"},
    {"traffic.hotspot_fraction", KeyType::kDouble, "0.1", "",
     "share of packets sent to the hotspot (pattern hotspot)", "traffic.hotspot"},
});

std::unique_ptr<TrafficPattern> make_hotspot(const net::Topology& t, const Config& config) {
  const int nodes = t.node_count();
  const double fraction = config.get_double("traffic.hotspot_fraction");
  // Written so that NaN fails too.
  if (!(fraction >= 0.0 && fraction <= 1.0)) {
    config.fail("traffic.hotspot_fraction", "must be in [0, 1]");
  }
  const int hotspot = config.int_in("traffic.hotspot_node", 0, nodes - 1,
                                    "must be a node id below " + std::to_string(nodes));
  return std::make_unique<FunctionPattern>([nodes, fraction, hotspot](int src, Rng& rng) {
    return rng.uniform01() < fraction ? hotspot : uniform_other(src, nodes, rng);
  });
}

CCSIM_REGISTER_TRAFFIC("hotspot",
                       "traffic.hotspot_fraction to traffic.hotspot_node, the rest uniform",
                       make_hotspot);

}  // namespace
}  // namespace ccsim::sw
