// Traffic pattern bitrev: node i sends to i with its bits reversed.
#include "traffic/traffic_pattern.h"

namespace ccsim::sw {
namespace {

std::unique_ptr<TrafficPattern> make_bitrev(const net::Topology& t, const Config& config) {
  const int bits = node_bits(t, config, "bitrev");
  return std::make_unique<FunctionPattern>([bits](int src, Rng&) {
    int reversed = 0;
    for (int b = 0; b < bits; ++b) reversed |= ((src >> b) & 1) << (bits - 1 - b);
    return reversed;
  });
}

CCSIM_REGISTER_TRAFFIC("bitrev", "to the node id with its bits reversed; 2^k nodes", make_bitrev);

}  // namespace
}  // namespace ccsim::sw
