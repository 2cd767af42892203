// The HPAM's inter-level multicast (switch.hpam_multicast, 001 §3): a level-1 router replicates
// one worm onto its links down to level 2, so that a processor reaches the roots of the
// sub-meshes below it with one send instead of one per root.
//
// A multicast worm is source routed, as every worm is: ordinary route words lead it to the
// switch that replicates it (the level-1 router at the bottom of the column above the roots);
// there its front word is the multicast word, which names a run of consecutive output ports (the
// router's down ports) and the VC the copies take. That switch consumes the word, as it consumes
// a segment that ends there, and sends the rest of the worm on every port of the run: the route
// words every copy follows below (down its column of level 2 to the roots' row, then the
// ejection), the info words, the data and the trailer. The copies are ordinary worms from there.
//
// This file: the addition's parameters, the multicast word, and the controls node software
// gets. Keys, checks and topology are hpam_multicast.cpp; the replication, and why it cannot
// deadlock, hpam_multicast_unit.h.
#pragma once

#include <cstdint>

#include "net/flit.h"
#include "net/switch/addition_control.h"

namespace ccsim::net {

struct HpamMulticastParams {
  // switch.hpam_multicast: every switch can replicate a multicast worm.
  bool enabled = false;
};

// The multicast word: an addition word (flit.h) of code 3, the run's first port in bits 0-5,
// its length in ports less one in bits 6-11, the copies' VC in bits 12-15.
constexpr uint32_t kMulticastWordCode = 3;
struct MulticastRun {
  int first_port = 0;
  int ports = 1;
  int vc = 0;
  PortMask outputs() const {
    return (ports >= 64 ? ~PortMask(0) : (PortMask(1) << ports) - 1) << first_port;
  }
};
constexpr uint32_t encode_multicast(MulticastRun run) {
  return addition_word(kMulticastWordCode, uint32_t(run.first_port & 0x3F) |
                                               uint32_t((run.ports - 1) & 0x3F) << 6 |
                                               uint32_t(run.vc & 0xF) << 12);
}
constexpr MulticastRun decode_multicast(uint32_t word) {
  return MulticastRun{int(word & 0x3F), int(word >> 6 & 0x3F) + 1, int(word >> 12 & 0xF)};
}

// Node software's side, from NodeApi::control<MulticastControl>().
class MulticastControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "hpam_multicast";
  // Starts a multicast worm on VC vc: `to_switch` leads it to the switch that replicates it
  // (without an ejection segment; empty when that is this node's own switch), which sends the
  // rest on the ports of `run`; `below` is the route every copy then follows from the far end of
  // its port. start_dma_out and send_trailer on vc follow, as after send_header.
  virtual void send_header(int vc, const SourceRoute& to_switch, MulticastRun run,
                           const SourceRoute& below, uint32_t info0, uint32_t info1) = 0;
};

}  // namespace ccsim::net
