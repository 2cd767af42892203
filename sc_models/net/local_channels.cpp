// A node's local channels: names, and the size checks made before anything is built.
#include "net/local_channels.h"

#include "base/errors.h"

namespace ccsim::net {

std::vector<std::string> local_channel_names(const MachineParams& params,
                                             const Topology& topology) {
  const int channels = local_channel_count(params, topology.network_ports());
  if (channels == 1) return {topology.port_name(topology.local_port())};
  std::vector<std::string> names;
  for (int c = 0; c < channels; ++c) names.push_back("local_" + topology.port_name(c));
  return names;
}

std::vector<std::string> switch_port_names(const MachineParams& params, const Topology& topology) {
  std::vector<std::string> names;
  for (int p = 0; p < topology.network_ports(); ++p) names.push_back(topology.port_name(p));
  for (std::string& name : local_channel_names(params, topology)) names.push_back(std::move(name));
  return names;
}

void check_machine_fits(const MachineParams& params, const Topology& topology) {
  const int64_t network = topology.network_ports();
  const int64_t channels = local_channel_count(params, int(network));
  const int64_t vcs = params.router.num_vcs;
  // The switch tracks its inputs, (port, VC) pairs, in 64-bit masks.
  const int64_t inputs = (network + channels) * vcs;
  if (inputs > kMaxSwitchInputs) {
    const std::string what = "the switch's inputs (ports x VCs) must be at most " +
                             std::to_string(kMaxSwitchInputs) + ": " + std::to_string(network) +
                             " network + " + std::to_string(channels) + " local ports x " +
                             std::to_string(vcs) +
                             " VCs (switch.num_vcs) = " + std::to_string(inputs);
    // The key whose value breaks the limit: the topology's size when even one local port and
    // one VC do not fit, then the VCs with one local port, else the extra local ports.
    if (network + 1 > kMaxSwitchInputs) throw ConfigError(topology.size_key(), what);
    if ((network + 1) * vcs > kMaxSwitchInputs) throw ConfigError("switch.num_vcs", what);
    throw ConfigError("node.all_port", what + " (one local port per network port)");
  }
  // The memory arbiter takes its requests as one 64-bit mask.
  const int64_t requesters = memory_requesters(params, int(channels));
  if (requesters > kMaxMemoryRequesters) {
    const std::string what =
        "a node's memory requesters must be at most " + std::to_string(kMaxMemoryRequesters) +
        ": 1 processor + " + std::to_string(params.node.dma_engines) +
        " DMA engines (node.dma_engines) + " + std::to_string(channels) + " local channels x " +
        std::to_string(vcs) + " VCs (switch.num_vcs) = " + std::to_string(requesters);
    if (memory_requesters(params, 1) > kMaxMemoryRequesters) {
      throw ConfigError("node.dma_engines", what);
    }
    throw ConfigError("node.all_port", what + " (one local channel per network port)");
  }
}

}  // namespace ccsim::net
