// The traffic experiment's keys (the [traffic] section; the pattern's own keys are the
// pattern's) and its host-memory estimate (experiments/traffic.cpp).
#pragma once

#include <cstdint>

#include "base/config.h"
#include "base/memory_estimate.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::tb {

// VCs a source sends its packets on: the first of traffic.vc's class, any of that class, or any
// its routes use.
enum class InjectionVcs : uint8_t { kFirst, kClass, kAll };

struct TrafficParams {
  double injection_rate = 0.05;    // words/node/cycle, in (0, 1]
  int packet_words = 8;            // words per packet
  uint64_t warmup_cycles = 10000;  // cycles before measurement
  uint64_t measure_cycles = 100000;
  int vc = 0;  // checked against switch.num_vcs
  InjectionVcs injection_vcs = InjectionVcs::kFirst;
  uint64_t seed = 1;  // sim.seed
};

// The section's values, checked (a ConfigError names the key).
TrafficParams read_traffic_params(const Config& config, const net::MachineParams& machine);

// The route table, every source's window of packets in flight and the sinks' packet slots.
void estimate_traffic_memory(const Config& config, const net::MachineParams& machine,
                             const net::Topology& topology, MemoryEstimate& estimate);

}  // namespace ccsim::tb
