// The synchronizing switch (switch.sync, 004 §2.2.4): a sticky NotInMessage bit per queue of
// the AAPC pool (VC switch.sync_pool_vc of every port) and an AND gate over them, which holds
// each queue's next header until every queue of its mask has passed a tail (docs/switch.md
// "Stop conditions and the synchronizing switch").
//
// This addition's parameters and the control the switch offers (SyncControl); its key, checks
// and rule on ordinary messages are sync_switch.cpp; the gate is a part of the switch
// (net/switch/sync_gate.h). Node software drives it through the node API's set_sync_mask and
// wait_queues_complete.
#pragma once

#include <cstdint>

#include "net/flit.h"
#include "net/switch/addition_control.h"

namespace ccsim::net {

struct SyncSwitchParams {
  bool enabled = false;  // switch.sync
};

// The switch's side of the gate: its mask, its sticky bits and QueuesComplete.
class SyncControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "sync_switch";
  // The queues (bit p = port p's pool queue) the AND includes.
  virtual void set_mask(PortMask port_mask) = 0;
  // QueuesComplete pulses so far.
  virtual uint64_t completions() const = 0;
  virtual uint64_t bits() const = 0;  // the sticky bits
  virtual bool all_set() const = 0;   // their AND over the mask
};

}  // namespace ccsim::net
