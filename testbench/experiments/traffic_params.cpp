// The traffic experiment's keys and memory estimate (traffic_params.h).
#include "experiments/traffic_params.h"

#include <algorithm>
#include <string>

#include "base/key_table.h"
#include "experiments/traffic_source.h"
#include "net/flit.h"

namespace ccsim::tb {

namespace {

const KeyTable<TrafficParams>& traffic_keys() {
  static const KeyTable<TrafficParams> t =
      KeyTable<TrafficParams>("traffic experiment")
          .add(
              "traffic.injection_rate", &TrafficParams::injection_rate, "words/node/cycle",
              "offered load per node, in (0, 1]", [](double v) { return v > 0 && v <= 1; },
              "must be in (0, 1] words/node/cycle")
          .add("traffic.packet_words", &TrafficParams::packet_words, "words", "words per packet",
               positive())
          .add("traffic.warmup_cycles", &TrafficParams::warmup_cycles, "cycles",
               "cycles before measurement starts")
          .add("traffic.measure_cycles", &TrafficParams::measure_cycles, "cycles",
               "cycles of measurement")
          .add("traffic.vc", &TrafficParams::vc, "",
               "VC class the traffic is routed on (with switch.vc_class_size = 1, the VC itself)",
               non_negative())
          .add("traffic.injection_vcs", &TrafficParams::injection_vcs,
               "VCs a source sends its packets on: first (every packet on the first VC of "
               "traffic.vc's class), class (any VC of that class) or all (any VC its routes "
               "use); with more than one, a source sends one packet at a time per local link "
               "and gives each, when its head leaves, the first VC after the previous packet's "
               "that has a credit; source: all for BookSim2 (its sources inject on any VC of the "
               "traffic class)",
               {{"first", InjectionVcs::kFirst},
                {"class", InjectionVcs::kClass},
                {"all", InjectionVcs::kAll}});
  return t;
}
const KeyDeclaration kKeys(traffic_keys().specs());

}  // namespace

TrafficParams read_traffic_params(const Config& config, const net::MachineParams& machine) {
  TrafficParams t = traffic_keys().read(config);
  if (t.measure_cycles == 0) config.fail("traffic.measure_cycles", "must be positive");
  if (t.vc >= machine.router.num_vcs) {
    config.fail("traffic.vc", "must be below switch.num_vcs (" +
                                  std::to_string(machine.router.num_vcs) + "), got " +
                                  std::to_string(t.vc));
  }
  t.seed = config.get_uint64("sim.seed");
  return t;
}

// The route table (a route per pair: the vector and its few segments on the heap), every
// source's window of packets in flight, and the sinks' slots (a packet per source per node).
void estimate_traffic_memory(const Config& config, const net::MachineParams& machine,
                             const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t nodes = uint64_t(topology.node_count());
  const uint64_t pairs = saturating_mul(nodes, nodes);
  estimate.add("the route table", topology.size_key(),
               saturating_mul(pairs, sizeof(net::SourceRoute) + 32));
  estimate.add("packet sources", topology.size_key(),
               saturating_mul(nodes, kSeqWindow * (sizeof(net::Cycle) + 2)));
  const uint64_t packet_words =
      uint64_t(std::max<int64_t>(0, config.get_int("traffic.packet_words")));
  const uint64_t slots = machine.router.ejection_span() > 1 ? kSinkSlots : 1;
  estimate.add("node memories (packet slots)", "traffic.packet_words",
               saturating_mul(pairs, saturating_mul(packet_words, 4 * slots)));
}

}  // namespace ccsim::tb
