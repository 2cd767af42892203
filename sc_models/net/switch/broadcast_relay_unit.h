// The switch's broadcast relay (switch.bcast_pattern): replicates a broadcast worm onto the
// outputs its source's relay table entry names, each on the VC the entry gives.
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
// A part of SwitchCore, reached only from its extended instance through [[unlikely]] branches;
// it works on the switch's inputs and outputs through the primitives SwitchCore gives its parts.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/params.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"

namespace ccsim::net {

class SwitchCore;

class BroadcastRelayUnit final : public BroadcastSwitchControl {
 public:
  // Host bytes of one word of a broadcast buffer (for the memory estimate).
  static constexpr size_t kBufferWordBytes = sizeof(Flit) + 1;

  // Off until configured.
  void configure(const SwitchParams& params, int ports, int vcs);
  bool on() const { return on_; }
  bool buffered() const { return buffer_words_ != 0; }
  // The switch's control (BroadcastSwitchControl): entry s = the outputs (local ejection
  // included) of source s's worm, with their VCs.
  void set_relays(std::vector<BroadcastRelay> by_source) override { table_ = std::move(by_source); }

  // Unbuffered: input i's worm holds outputs, which read it from the queue (send()).
  bool holds_outputs(int input) const { return bound_ >> input & 1; }
  // Output port p of the worm input `in` holds has its next word visible by `now`.
  bool word_visible(const InputUnit& in, int p, Cycle now) const {
    const State& b = state_[in.index];
    const size_t k = size_t(b.sent[size_t(p)] - b.popped);
    return k < in.queue.size() && in.queue.at(k).visible <= now;
  }

  // Gives each broadcast head of `heads` (input bits) the outputs it still needs (unbuffered)
  // or its buffers (buffered), in turn from the last input served on.
  void allocate(SwitchCore& sw, uint64_t heads, Cycle now);
  // Output port p (VC vc) of the bound worm of `in` sends the worm's next word.
  void send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in, Cycle now);

  // Buffered, per cycle before the outputs send: admitted worms' visible words into their
  // buffers, then each buffer whose front worm waits takes its output VC if it can.
  void copy_and_start(SwitchCore& sw, Cycle now);
  // Output VC o (port * V + vc) is held by its buffer: whether its next word may go now, and
  // sending it.
  bool buffer_ready(OutputPort& out, int o, int vc, Cycle now);
  void send_buffered(SwitchCore& sw, OutputPort& out, int p, int vc, Cycle now);
  // Some buffer holds or expects words.
  bool holds_words() const;

  // Diagnosis (switch_diagnosis.cpp): what an input's worm or waiting head waits for, and one
  // line per buffer that holds words. describe_input() says nothing (false) unless the input
  // holds a broadcast worm.
  bool describe_input(const SwitchCore& sw, int input, std::ostream& os) const;
  void describe_waiting_head(const SwitchCore& sw, const Flit& head, std::ostream& os) const;
  std::string describe_buffers(const SwitchCore& sw) const;
  std::string outputs_text(const SwitchCore& sw, const BroadcastRelay& relay) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject(const SwitchCore& sw, int input) const;

 private:
  // Per input, while a broadcast worm is bound to it (bit in bound_) or admitted.
  struct State {
    BroadcastRelay relay;  // every output it takes, and the VC of each
    PortMask held = 0;     // those it holds so far
    uint16_t popped = 0;   // its words that left the queue (every output sent them, or copied)
    std::array<uint16_t, kMaxBroadcastPorts> sent{};  // its words sent, per output
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

  // Read by the extended traversal for every VC it visits: first.
  uint64_t bound_ = 0;
  bool on_ = false;
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
