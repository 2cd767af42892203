// A hardware addition's part of the model switch: the worms that are the addition's own (their
// head word carries its code, flit.h addition_word_code) are handed to it at allocation, and it
// moves them through the switch's inputs and outputs with the primitives SwitchCore gives its
// parts. An addition brings its part from its own files (SwitchAddition::make_switch_part in
// net/switch/addition.h): the switch lists the parts of the additions a run has on and holds
// no code of any one of them.
//
// Costs: a switch with a part runs its extended instance and visits every held port in every
// cycle (a part's worm may leave on several ports at one visit). The calls are per waiting head
// (allocate), per cycle for a part that asks (every_cycle), and per word only for the words of
// the part's own worms (send); ordinary worms never reach a part.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/switch/addition_control.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"

namespace ccsim::net {

class SwitchCore;

// Where each output of a worm lent to a part stands (SwitchCore::lend_input), kept by the part:
// output port p has sent sent[p] of the worm's words, of which the first `popped` have left the
// input queue, so its next word is the queue's word sent[p] - popped. The switch reads it, inline,
// to find which of the worm's outputs may send. Any port of a switch may be one of them, and the
// counts are wide enough for the longest worm a node can send.
constexpr int kMaxWormPorts = kMaxPorts;
// No output sends before cycle `from`: a part that consumes a word of the worm at allocation (the
// multicast word) sets it to the next cycle, so that the input pops one word per cycle, as an
// ordinary worm's consumed route word leaves its input no other word in that cycle.
struct WormCursor {
  uint32_t popped = 0;
  Cycle from = 0;
  std::array<uint32_t, kMaxWormPorts> sent{};
  bool word_visible(const InputUnit& in, int p, Cycle now) const {
    const size_t k = size_t(sent[size_t(p)] - popped);
    return now >= from && k < in.queue.size() && in.queue.at(k).visible <= now;
  }
};

class SwitchPart {
 public:
  virtual ~SwitchPart() = default;

  // The addition's registry name (the name its control is looked up by), and the head-word
  // code its worms carry (1..kAdditionWordCodes - 1), one code per addition.
  virtual const char* addition() const = 0;
  virtual uint32_t word_code() const = 0;
  // The switch's side of the addition's control, or null.
  virtual AdditionControl* control() { return nullptr; }

  // Allocation: the heads (input bits) of its worms that wait, visible and not held back.
  virtual void allocate(SwitchCore& sw, uint64_t heads, Cycle now) = 0;
  // True: every_cycle() runs in every cycle, before the outputs send (a part that moves words
  // of its own, as the broadcast relay's buffers do).
  virtual bool works_every_cycle() const { return false; }
  virtual void every_cycle(SwitchCore& sw, Cycle now) { (void)sw, (void)now; }

  // An input lent to the part (SwitchCore::lend_input) holds output port p, whose next word
  // (by the part's WormCursor) is visible: the part sends it.
  virtual void send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in, Cycle now) = 0;
  // An output VC the part itself holds (owner SwitchCore::part_owner(part), no input), o =
  // port * V + vc: whether its next word may leave by `now`, and sending it. Optional.
  virtual bool own_output_ready(OutputPort& out, int o, int vc, Cycle now) {
    (void)out, (void)o, (void)vc, (void)now;
    return false;
  }
  virtual void send_own(SwitchCore& sw, OutputPort& out, int p, int vc, Cycle now) {
    (void)sw, (void)out, (void)p, (void)vc, (void)now;
  }
  // Some word is in the part's own storage (the switch is not quiet).
  virtual bool holds_words() const { return false; }

  // Diagnosis, cold. The head word's meaning ("broadcast of node 3, 12 words"); what input
  // `input`'s worm waits for, if the part moves it (false: not the part's); what a waiting
  // head of its own waits for; one line per piece of its own storage that holds words; the
  // name of what holds an output VC it holds.
  virtual std::string head_text(const Flit& head) const = 0;
  virtual bool describe_input(const SwitchCore& sw, int input, std::ostream& os) const = 0;
  virtual void describe_waiting_head(const SwitchCore& sw, const Flit& head,
                                     std::ostream& os) const = 0;
  virtual std::string describe_storage(const SwitchCore& sw) const {
    (void)sw;
    return {};
  }
  virtual std::string output_holder_name() const { return std::string("its ") + addition(); }
};

}  // namespace ccsim::net
