// Traffic pattern bitcomp: node i sends to the bitwise complement of i.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_bitcomp(const net::Topology& t, const Config& config) {
  const int mask = (1 << node_bits(t, config, "bitcomp")) - 1;
  return std::make_unique<FunctionPattern>([mask](int src, Rng&) { return ~src & mask; });
}

CCSIM_REGISTER_TRAFFIC("bitcomp", "to the bitwise complement of the node id; 2^k nodes",
                       make_bitcomp);

}  // namespace
}  // namespace ccsim::sw
