// The broadcast relay's part of the model switch (switch.bcast_pattern): replicates a broadcast
// worm onto the outputs its source's relay table entry names, each on the VC the entry gives.
//
// Two forms, docs/switch.md "The broadcast relay" (contract, and why neither deadlocks):
// - unbuffered: the worm's input binds every output it takes, each as soon as it is free and,
//   toward a switch, has credits for the whole worm; each output then sends the worm's words
//   at its own pace, and a word leaves the input once every output has sent it;
// - buffered (switch.bcast_output_words = B > 0): each output VC keeps a buffer of B words; a
//   head is admitted when every buffer it goes to has room for the whole worm, its words are
//   copied in as they become visible, and its input is free once the tail is copied; each
//   buffer sends its worms in admission order, options switch.bcast_whole_worms,
//   switch.bcast_buffer_writes and switch.bcast_link_priority.
// A SwitchPart (net/switch/switch_part.h): the switch hands it the worms whose head word is a
// broadcast word, and it works on the switch's inputs and outputs through the primitives
// SwitchCore gives its parts.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/params.h"
#include "net/switch/additions/broadcast_relay.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"
#include "net/switch/switch_part.h"

namespace ccsim::net {

class SwitchCore;

static_assert(kMaxBroadcastPorts <= kMaxWormPorts, "a relay entry's ports fit a worm's cursor");

class BroadcastRelayUnit final : public BroadcastSwitchControl, public SwitchPart {
 public:
  // Host bytes of one word of a broadcast buffer (for the memory estimate).
  static constexpr size_t kBufferWordBytes = sizeof(Flit) + 1;

  // The relay of a switch of `ports` ports and `vcs` VCs (switch.bcast_pattern is on).
  BroadcastRelayUnit(const SwitchParams& params, int ports, int vcs);
  bool buffered() const { return buffer_words_ != 0; }
  // The switch's control (BroadcastSwitchControl): entry s = the outputs (local ejection
  // included) of source s's worm, with their VCs.
  void set_relays(std::vector<BroadcastRelay> by_source) override { table_ = std::move(by_source); }

  const char* addition() const override { return BroadcastSwitchControl::kAddition; }
  uint32_t word_code() const override { return kBroadcastWordCode; }
  AdditionControl* control() override { return static_cast<BroadcastSwitchControl*>(this); }

  // Gives each broadcast head of `heads` (input bits) the outputs it still needs (unbuffered)
  // or its buffers (buffered), in turn from the last input served on.
  void allocate(SwitchCore& sw, uint64_t heads, Cycle now) override;
  // Unbuffered: output port p (VC vc) of the bound worm of `in` sends the worm's next word.
  void send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in, Cycle now) override;

  // Buffered, per cycle before the outputs send: admitted worms' visible words into their
  // buffers, then each buffer whose front worm waits takes its output VC if it can.
  bool works_every_cycle() const override { return buffered(); }
  void every_cycle(SwitchCore& sw, Cycle now) override;
  // Output VC o (port * V + vc) is held by its buffer: whether its next word may go now, and
  // sending it.
  bool own_output_ready(OutputPort& out, int o, int vc, Cycle now) override;
  void send_own(SwitchCore& sw, OutputPort& out, int p, int vc, Cycle now) override;
  // Some buffer holds or expects words.
  bool holds_words() const override;

  // Diagnosis (broadcast_relay_diagnosis.cpp): the head word, what an input's worm or waiting
  // head waits for, and one line per buffer that holds words. describe_input() says nothing
  // (false) unless the input holds a broadcast worm.
  std::string head_text(const Flit& head) const override;
  bool describe_input(const SwitchCore& sw, int input, std::ostream& os) const override;
  void describe_waiting_head(const SwitchCore& sw, const Flit& head,
                             std::ostream& os) const override;
  std::string describe_storage(const SwitchCore& sw) const override;
  std::string output_holder_name() const override { return "its broadcast buffer"; }
  std::string outputs_text(const SwitchCore& sw, const BroadcastRelay& relay) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject(const SwitchCore& sw, int input) const;

 private:
  // Per input, while a broadcast worm is bound to it (bit in bound_) or admitted.
  struct State {
    BroadcastRelay relay;  // every output it takes, and the VC of each
    PortMask held = 0;     // those it holds so far
    // Its words that left the queue (every output sent them, or copied) and, unbuffered, those
    // each output sent: the worm is lent to the relay, and each output reads it at its own pace.
    WormCursor at;
    // Buffered: the buffers it is copied to (bit port * V + vc), and the slot of each output's
    // buffer its next word goes to.
    uint64_t buffers = 0;
    std::array<uint32_t, kMaxBroadcastPorts> slot{};
  };
  // Buffered: per output VC (index port * V + vc) a ring in which each admitted worm has the
  // next run of slots, reserved at admission. A slot is written when its word has been copied
  // and not yet sent (bit i % 64 of written[i / 64]: the outputs test it every cycle, the words
  // only when they send); a word copied in cycle t may leave in t.
  struct Buffer {
    std::vector<Flit> slots;  // allocated when its first worm is admitted
    std::vector<uint64_t> written;
    bool has_word(uint32_t slot) const { return written[slot >> 6] >> (slot & 63) & 1; }
    uint32_t next = 0;     // the slot of the next word to send
    uint32_t free = 0;     // the slot the next admitted worm starts at
    uint32_t held = 0;     // words held or reserved, from `next` on
    bool sending = false;  // its front worm holds the output VC
  };

  // The table entry of the broadcast head at the front of `in`, checked against the switch
  // (a bad one stops the run with a diagnosis).
  const BroadcastRelay& entry(const SwitchCore& sw, const InputUnit& in) const;
  bool bind(SwitchCore& sw, InputUnit& in, Cycle now);
  bool admit(SwitchCore& sw, InputUnit& in);
  bool start_worm(SwitchCore& sw, int o, Cycle now);
  void start_whole_worms(SwitchCore& sw, Cycle now);

  uint64_t bound_ = 0;  // inputs whose worm holds outputs (unbuffered; lent to the relay)
  int ports_ = 0;
  int vcs_ = 1;
  int inputs_ = 0;       // ports x VCs, as many as output VCs
  int queue_depth_ = 0;  // switch.queue_depth: a worm must fit one input queue
  std::vector<BroadcastRelay> table_;
  std::vector<State> state_;
  int turn_ = 0;          // the input that binds first among waiting broadcast heads
  int buffer_words_ = 0;  // 0: outputs read the input queue (bind)
  std::vector<Buffer> buffers_;
  uint64_t admitted_ = 0;    // inputs whose admitted worm is being copied
  uint64_t waiting_ = 0;     // buffers whose front worm does not hold its output VC
  int copy_turn_ = 0;        // the input that copies first when two would write one buffer
  bool any_writes_ = false;  // switch.bcast_buffer_writes = any
  // switch.bcast_whole_worms: the ports whose link carries a buffered worm (which sends all its
  // words before another of the port's buffers starts one), and per port the VC whose buffer
  // tries first.
  bool whole_worms_ = false;
  PortMask whole_worm_ports_ = 0;
  std::vector<uint8_t> next_whole_vc_;
  bool lowest_vc_first_ = false;  // switch.bcast_link_priority = lowest_vc: VC 0's buffer first
};

}  // namespace ccsim::net
