// The inter-level multicast's part of the model switch (switch.hpam_multicast): replicates a
// multicast worm onto the run of ports its multicast word names (hpam_multicast.h).
//
// Contract. A multicast head at the front of an input takes the outputs of its run in port
// order, each on the run's VC as soon as it is free: a port is taken only while every lower port
// of the run is held. Each output it holds sends the worm at its own pace, without the multicast
// word, from the word after it; a word leaves the input once every output has sent it
// (worm_copies.h). Once the worm holds its whole run, the multicast word is consumed (popped), as
// a route segment that ends at a switch is popped when its worm binds, and, as there, no word of
// the worm leaves in that cycle: an input pops at most one word a cycle and returns one credit.
// Outputs need no room downstream for the whole worm: the worm is wormhole switched, as long as any
// message.
//
// Shared with the broadcast relay (broadcast_relay_unit.h): the lent input and its cursor, and
// the send step of worm_copies.h. Not shared: its allocation. The relay admits a worm only when
// every output has room downstream for all of it (virtual cut-through), which bounds its worms by
// a queue's depth and would bound the HPAM's messages likewise; the relay's tables name a grid's
// outputs by source, where this worm names its own run. Here a worm of any length holds its
// outputs wormhole fashion, and the port order below keeps that free of deadlock.
//
// Why it cannot deadlock (on the HPAM, whose routes are extended X-Y; tests in
// hw_hpam_multicast_test.cpp). The copies leave a level-1 router through its down links and
// then only go down their columns of level 2 and eject: in the channel order of
// routing/hpam_routing.h (Y-down channels by global row) every copy's channels rise, and so do
// those of every ordinary worm that shares them, which also only go down that column and eject.
// - A copy whose tail has left the replicating switch needs nothing from its input any more: it
//   waits only for lower channels of its own column, or an ejection, which drains. So it moves
//   on, by induction from the bottom row.
// - A copy that still holds its down port waits for words from its input, which waits for the
//   worm's slowest copy. No other worm's copy can be behind it in that column (the column's only
//   way in from above is that down port), so every worm it waits on in its column is one of the
//   first kind, or an ordinary worm going down to an ejection: they drain, and so does it.
// - A head that waits for a port of its run waits for a worm holding that port. An ordinary worm
//   or a copy drains, as above. Two multicast heads cannot wait for each other: each holds a
//   prefix of its run in port order, and waits only for the first port it lacks; the one holding
//   the higher port got it after all lower ones, which the other then does not hold.
// Upstream of the replicating switch a multicast worm is an ordinary worm of extended X-Y.
// Taking free ports in any order instead would let two worms each hold a port the other waits
// for, and neither could finish once longer than a queue.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/switch/additions/hpam_multicast.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"
#include "net/switch/switch_part.h"

namespace ccsim::net {

class SwitchCore;

class HpamMulticastUnit final : public SwitchPart {
 public:
  // The part of a switch of `ports` ports and `vcs` VCs.
  HpamMulticastUnit(int ports, int vcs);

  const char* addition() const override { return MulticastControl::kAddition; }
  uint32_t word_code() const override { return kMulticastWordCode; }

  // Each multicast head of `heads` (input bits) takes what it can of its run, in port order,
  // the waiting inputs in turn from the one after the last that got its whole run.
  void allocate(SwitchCore& sw, uint64_t heads, Cycle now) override;
  // Output port p (VC vc) of the multicast worm of `in` sends its next word.
  void send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in, Cycle now) override;

  // Diagnosis (cold).
  std::string head_text(const Flit& head) const override;
  bool describe_input(const SwitchCore& sw, int input, std::ostream& os) const override;
  void describe_waiting_head(const SwitchCore& sw, const Flit& head,
                             std::ostream& os) const override;

 private:
  // Per input while its multicast worm holds some outputs (bit in lent_).
  struct State {
    MulticastRun run;
    PortMask held = 0;
    WormCursor at;
  };
  bool take_outputs(SwitchCore& sw, InputUnit& in, Cycle now);
  std::string ports_text(const SwitchCore& sw, PortMask ports, int vc) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject(const SwitchCore& sw, int input) const;

  int ports_ = 0;
  int vcs_ = 1;
  int inputs_ = 0;
  uint64_t lent_ = 0;  // inputs whose worm holds outputs (lent to this part)
  int turn_ = 0;       // the input that takes first among waiting multicast heads
  std::vector<State> state_;
};

}  // namespace ccsim::net
