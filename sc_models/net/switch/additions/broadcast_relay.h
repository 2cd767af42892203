// The broadcast relay (switch.bcast_*): every switch replicates a broadcast worm onto the
// outputs its relay table names for the worm's source (docs/switch.md "The broadcast relay").
//
// This addition's parameters and table entries, and the controls it offers: the switch's
// (BroadcastSwitchControl, the table) and node software's (BroadcastControl, the table and the
// worm's header). Its keys, checks, topologies, memory and node control are
// broadcast_relay.cpp; the relay itself is a part of the model switch
// (net/switch/additions/broadcast_relay_unit.h).
#pragma once

#include <cstdint>
#include <vector>

#include "net/flit.h"
#include "net/switch/addition_control.h"

namespace ccsim::net {

enum class BufferWrites : uint8_t { kOne, kAny };
enum class LinkPriority : uint8_t { kRoundRobin, kLowestVc };

struct BroadcastRelayParams {
  // switch.bcast_pattern: the relay is on (a2a.broadcast.pattern and rows_columns drive it).
  bool pattern = false;
  // switch.bcast_output_words: words of the buffer each output (port, VC) keeps for broadcast
  // worms; 0 = none, the outputs read the worm from the input queue.
  int output_words = 0;
  // switch.bcast_whole_worms: an output port sends one buffered worm at a time.
  bool whole_worms = false;
  // switch.bcast_buffer_writes: words a buffer takes per cycle.
  BufferWrites buffer_writes = BufferWrites::kOne;
  // switch.bcast_link_priority: which of a port's buffers starts the next worm on its link.
  LinkPriority link_priority = LinkPriority::kRoundRobin;
};

// A switch's relay table entry for one source: the outputs the source's broadcast worm takes
// there and the VC on each (4 bits per port; ports 0-15, which a grid's switch never exceeds).
constexpr int kMaxBroadcastPorts = 16;
struct BroadcastRelay {
  PortMask outputs = 0;
  uint64_t vcs = 0;
  int vc(int port) const { return int(vcs >> (4 * port) & 0xF); }
};

// The switch's side: its relay table.
class BroadcastSwitchControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "broadcast_relay";
  // Entry s = the outputs (local ejection included) of source s's worm at this switch.
  virtual void set_relays(std::vector<BroadcastRelay> by_source) = 0;
};

// Node software's side, from NodeApi::control<BroadcastControl>().
class BroadcastControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "broadcast_relay";
  // Loads this node's switch's relay table; before the run's first message, as a routing
  // table is programmed at boot (no cycles).
  virtual void set_relays(std::vector<BroadcastRelay> by_source) = 0;
  // Starts a broadcast worm of `data_words` words on VC vc that the switches replicate by
  // their tables; start_dma_out and send_trailer follow it as after send_header.
  virtual void send_header(int vc, uint32_t data_words, uint32_t info0, uint32_t info1) = 0;
};

}  // namespace ccsim::net
