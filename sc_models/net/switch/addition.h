// Hardware additions of the switch, each a unit of its own (net/switch/additions/): it declares
// its keys and reads them into its part of SwitchParams, checks them against the machine, says
// which topologies it supports, adds its host memory to the estimate, and offers node software
// its control. Nothing central lists an addition: each registers itself from its own file.
//
// How a run is refused by key (docs/switch.md "Hardware additions"):
// - an addition's own cross-checks, when the machine's keys are read (read_switch_additions);
// - a topology it does not support (check_switch_additions);
// - for an addition that does nothing unless node software drives it, any of its keys away from
//   its default when the run's algorithm or experiment does not drive it (check_switch_use);
// - an addition's rule on the VCs of the run's ordinary messages (check_switch_use).
// A part of the model switch (net/switch/switch_part.h), for an addition whose worms the switch
// moves in a way of its own, comes from the addition too (make_switch_part): the switch creates
// the parts of the additions a run has on.
// Controls: the switch seam (Switch::control<C>()) and the node API (NodeApi::control<C>())
// offer an addition's control interface C, or nullptr when the machine lacks the addition; a
// control call is a cold path (node software, between edges).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/memory_estimate.h"
#include "base/registry.h"
#include "net/flit.h"
#include "net/params.h"
#include "net/switch/addition_control.h"
#include "net/topology/topology.h"

namespace ccsim::net {

class Switch;
class SwitchPart;

// What a node offers the node side of an addition's control.
class AdditionHost {
 public:
  virtual Switch& local_switch() = 0;
  virtual int host_node() const = 0;
  // Queues the head words of a new message on VC vc, as send_header does with route words (the
  // processor pays node.queue_op_cycles per word); start_dma_out and send_trailer on vc follow.
  virtual void send_head_words(int vc, const std::vector<Flit>& words) = 0;

 protected:
  ~AdditionHost() = default;
};

// What a run's node software asks of the additions.
struct SwitchUse {
  std::string who;                     // "algorithm aapc.phased", for messages
  std::vector<std::string> additions;  // the additions its node programs drive
  uint32_t message_vcs = 0;            // bit v: its ordinary messages travel on VC v
};

struct SwitchAddition {
  std::string description;
  // Its keys (declared from its own file), the one that enables it first.
  std::vector<std::string> keys;
  // Its keys into its part of the switch's parameters, and whether they enable it.
  std::function<void(const Config&, SwitchParams&)> read;
  std::function<bool(const SwitchParams&)> enabled;
  // Cross-checks against the machine's other keys; ConfigError naming the key. Optional.
  std::function<void(const Config&, const MachineParams&)> check;
  // Throws ConfigError naming its key unless it supports the topology. Optional.
  std::function<void(const MachineParams&, const Topology&)> check_topology;
  // Its host memory, added to the estimate before anything is built. Optional.
  std::function<void(const MachineParams&, const Topology&, MemoryEstimate&)> estimate_memory;
  // True: it does nothing unless node software drives it, so a key of it in a run that does not
  // is refused (it would be silently ignored).
  bool needs_driver = false;
  // Its rule on ordinary messages' VCs while enabled; ConfigError naming the key. Optional.
  std::function<void(const MachineParams&, const SwitchUse&)> check_messages;
  // The node side of its control, for a node whose switch has it enabled. Optional.
  std::function<std::unique_ptr<AdditionControl>(AdditionHost&)> make_node_control;
  // Its part of a model switch of `ports` ports and `vcs` VCs, when enabled. Optional.
  std::function<std::unique_ptr<SwitchPart>(const SwitchParams&, int ports, int vcs)>
      make_switch_part;
};

Registry<SwitchAddition>& switch_additions();

// The names of `keys` (for SwitchAddition::keys, from the addition's key table).
std::vector<std::string> key_names(const std::vector<KeySpec>& keys);

// Each addition's keys into `params.router`, then its cross-checks (read_machine_params).
void read_switch_additions(const Config& config, MachineParams& params);
// Each enabled addition's topology check.
void check_switch_additions(const MachineParams& params, const Topology& topology);
// Each enabled addition's host memory.
void estimate_additions_memory(const MachineParams& params, const Topology& topology,
                               MemoryEstimate& estimate);
// The run's use of the additions (see the top of this file).
void check_switch_use(const Config& config, const MachineParams& params, const SwitchUse& use);

// The head words of an addition's worm on VC vc, as its node control hands them to
// AdditionHost::send_head_words: the route segments `to_switch` that lead to the switch that
// reads `word` (the addition's word), the segments `after` it, then the two info words unless
// `with_info` is false.
std::vector<Flit> addition_head_words(int vc, const SourceRoute& to_switch, uint32_t word,
                                      const SourceRoute& after, bool with_info, uint32_t info0,
                                      uint32_t info1);

}  // namespace ccsim::net
