// The machine's VCD trace: signal registration and per-cycle sampling.
#include "trace/machine_trace.h"

#include <algorithm>
#include <string>
#include <utility>

namespace ccsim::sc {

namespace {
// Bits that hold every value from 0 to `max_value`.
int bits_for(uint64_t max_value) {
  int bits = 1;
  while (bits < 64 && (max_value >> bits) != 0) ++bits;
  return bits;
}
}  // namespace

MachineTrace::MachineTrace(Machine& machine, const TraceOptions& options)
    : machine_(machine), vcd_(options.path, options.first_cycle, options.last_cycle) {
  const net::Topology& topology = machine.topology();
  const int vcs = machine.params().router.num_vcs;
  // A queue holds up to switch.queue_depth words: its count signal is as wide as that needs.
  const int count_bits = bits_for(uint64_t(machine.params().router.queue_depth));
  const std::string top = "ccsim.";
  for (int i = 0; i < machine.node_count(); ++i) {
    const net::Switch& core = machine.switch_of(i);
    const std::string node = top + topology.node_name(i);
    const std::string sw = node + ".switch.";
    // Port numbers take 4 bits up to 16 ports (an all-port node's switch may have more).
    const int port_bits = std::max(4, bits_for(uint64_t(core.ports() - 1)));
    for (int p = 0; p < core.ports(); ++p) {
      for (int v = 0; v < vcs; ++v) {
        // Local channels by their machine names: in_local_vc0, or in_local_xp_vc0 (all-port).
        const std::string q = sw + "in_" + machine.port_name(p) + "_vc" + std::to_string(v) + ".";
        vcd_.add(q + "count", count_bits,
                 [&core, p, v] { return core.input_state(p, v).occupancy; });
        vcd_.add(q + "bound", 1, [&core, p, v] { return core.input_state(p, v).bound; });
        vcd_.add(q + "out_port", port_bits,
                 [&core, p, v] { return core.input_state(p, v).out_port; });
      }
    }
    vcd_.add(sw + "sync_sticky_bits", core.ports(), [&core] { return core.sync_bits(); });
    vcd_.add(sw + "sync_and", 1, [&core] { return core.sync_all_set() ? 1 : 0; });
    vcd_.add(sw + "queues_complete", 32, [&core] { return core.queues_complete_count(); });
    const net::NodeInterface& ni = machine.node(i).interface();
    vcd_.add(node + ".ni.dma_words_outstanding", 32, [&ni] { return ni.dma_words_outstanding(); });
    vcd_.add(node + ".ni.messages_received", 32, [&ni] { return ni.messages_completed(); });
  }
  std::vector<net::Link>& links = machine.network_links();
  const std::vector<net::LinkSpec>& specs = machine.link_specs();
  for (size_t i = 0; i < links.size(); ++i) {
    const net::LinkSpec& s = specs[i];
    net::Link* link = &links[i];
    link->set_traced(true);
    const std::pair<int, int> ends[2] = {{s.node_a, s.port_a}, {s.node_b, s.port_b}};
    for (int e = 0; e < 2; ++e) {
      const std::string w = top + topology.node_name(ends[e].first) + ".out_" +
                            topology.port_name(ends[e].second) + ".";
      vcd_.add(w + "valid", 1, [link, e] { return link->wire(e).valid ? 1 : 0; });
      vcd_.add(w + "data", 32, [link, e] { return link->wire(e).data; });
      vcd_.add(w + "kind", 2, [link, e] { return link->wire(e).kind; });
      vcd_.add(w + "vc", 4, [link, e] { return link->wire(e).vc; });
    }
  }
}

void MachineTrace::sample(net::Cycle now) {
  for (auto& link : machine_.network_links()) link.settle_trace(now);
  vcd_.sample(now);
}

}  // namespace ccsim::sc
