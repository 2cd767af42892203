// A node's local channels: the injection/ejection pairs between its interface and its switch.
//
// With node.all_port = false a node has one local channel, the switch's local port N =
// topology.network_ports() (injection in, ejection out), named "local". With node.all_port =
// true it has one channel per network port, N channels: channel c is switch port N + c, named
// "local_" + the name of network port c, and a message injected on channel c is the one that
// can leave on network port c without sharing its injection queue (the CM-200's node drives
// all 2d channels at once, 000; 002's all-port mesh broadcast). Channel 0 is port N in both
// cases, so a route whose last segment names topology.local_port() ejects on channel 0.
//
// Contract for node software (node_api.h): a message enters on the channel paired with its
// route's first segment (network port p: channel p; local port N + c, a message to itself:
// channel c) and ejects on the local port its last segment names. Pure C++: the machine, the
// node and the testbench's checks share these rules.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::net {

// 1, or network_ports (at least 1) when node.all_port.
inline int local_channel_count(const MachineParams& params, int network_ports) {
  return params.node.all_port && network_ports > 1 ? network_ports : 1;
}

// The switch port of local channel `channel`.
inline int local_channel_port(int network_ports, int channel) { return network_ports + channel; }

// The channel a message whose route starts with `first_port` enters on. A port the switch does
// not have goes to channel 0, whose switch then refuses the route.
inline int injection_channel(int first_port, int network_ports, int channels) {
  if (channels == 1) return 0;
  if (first_port < network_ports) return first_port;
  const int local = first_port - network_ports;
  return local < channels ? local : 0;
}

// Names of the local channels, channel 0 first: {"local"}, or {"local_xp", "local_xm", ...}.
std::vector<std::string> local_channel_names(const MachineParams& params, const Topology& topology);

// Names of every switch port: the network ports, then the local channels.
std::vector<std::string> switch_port_names(const MachineParams& params, const Topology& topology);

// Throws ConfigError unless the switch's inputs (ports x switch.num_vcs) and the memory
// arbiter's requesters (the processor, node.dma_engines, every local channel's ejection VCs)
// each fit the 64-bit masks that track them; the key named is the one whose value makes it
// not fit (node.all_port when the machine fits with one local port).
void check_machine_fits(const MachineParams& params, const Topology& topology);

// Memory requesters of a node: processor, DMA engines, then the ejection (channel, VC) queues.
inline int64_t memory_requesters(const MachineParams& params, int channels) {
  return 1 + int64_t(params.node.dma_engines) + int64_t(channels) * params.router.num_vcs;
}
constexpr int kMaxMemoryRequesters = 64;  // bits of the arbiter's request mask
constexpr int kMaxSwitchInputs = 64;      // bits of the switch's per-input masks

}  // namespace ccsim::net
