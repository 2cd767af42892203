// The wormhole switch's behaviour for one rising clock edge, as plain C++.
//
// P ports (network ports, then the local port: injection in, ejection out), V virtual
// channels per port, one input queue of `queue_depth` words per (port, VC). Per cycle:
//   1. credits that arrived are added to the output VCs;
//   2. the sync gate clears its bits if all are set (QueuesComplete);
//   3. allocation: an unbound input whose front word is a route segment requests output
//      (segment.port, segment.vc); each free output VC grants one requester, round robin.
//      The input then holds that output VC until its tail leaves (a blocked worm holds its
//      path). A segment with hops == 1 is consumed here (popped, not forwarded), or with
//      switch.route_words = kept moved behind the message's other route words, spent (hops
//      0): each route word leaves in the place of the one before it, so the next switch finds
//      its live segment at the front and the message keeps its length;
//      A head requests from pipeline_cycles - body_cycles cycles after it became visible on
//      (it leaves at arrival + pipeline_cycles at the earliest), and a head that follows a tail
//      through the same input from switch.next_head_cycles cycles after the cycle following
//      the tail's departure on (defaults 1 and 0: no wait beyond the arrival cycle);
//   4. traversal: each output port whose link has a free slot sends one word, round robin
//      among its VCs whose owner has a word and a credit; the freed input slot's credit goes
//      back upstream;
//   5. words that arrived on the input links enter their queues, so a word that arrives in
//      cycle t can leave in cycle t + 1 at the earliest (one cycle per hop inside the switch),
//      or in t + switch.body_cycles (a deeper pipeline: input buffering, switch allocation,
//      crossbar), a head in t + switch.pipeline_cycles.
// switch.bcast_pattern: a broadcast worm (its head word names its source and length, flit.h)
// takes every output its source's entry in the relay table names, each on the VC the entry
// gives, each when it is free and, toward a switch, has credits for the whole worm (virtual
// cut-through admission; the ejection always drains). Each output then
// sends the worm's words at its own pace, and a word leaves the input once every output has
// sent it. A bound worm thus never waits on another worm, only heads wait in queues; with VCs
// that order the channels (the node program's tables do), none waits for ever.
// switch.bcast_output_words = B > 0 (output-queued relay): each output (port, VC) keeps a
// buffer of B words for broadcast worms, and an input hands its worm over instead of holding
// it until its slowest output has sent it (which stalls every worm queued behind it). A
// broadcast head is admitted when each output its entry names has room in its buffer (on the
// entry's VC) for the whole worm; that room is reserved at once, and the worm's words are
// copied into all those buffers as they become visible, one word per input per cycle, a
// buffer taking one word per cycle (inputs that would write the same buffer take turns). The
// input is free once the tail is copied. Each buffer sends its worms in admission order: the
// front worm takes the output VC when it is free and, toward a switch, has credits for the
// whole worm (as above), and then sends a word per link slot and credit. Copying comes
// before sending in a cycle, so a word visible in cycle t may leave in t, as without buffers.
// Deadlock freedom: an admitted worm's words wait only for their own arrival from upstream;
// a head waits only for room in the buffers of its own switch's next channels, a buffer's
// front worm only for its output VC (held by a worm whose room is reserved, which drains)
// and for room in the next switch's input queue of the same channel and VC. So every wait
// points from a channel to the next one on the worm's path: input queue of channel c, buffer
// of the next channel c' on the VC the table gives it, input queue of c' at the far end. The
// buffers are kept per VC, so each belongs to one (channel, VC) of the order the tables' VCs
// impose (the relay rule's paths are monotone: VC = quadrant class x 3 + wraparounds taken on
// a torus, the quadrant class on a mesh; a path never returns to a lower VC, and within a VC
// every hop moves the same way); the waits cannot close a cycle, and the ejection always
// drains. A table without that order can deadlock; the machine's watchdog then stops the run
// and describe_blocked() says what each queue, buffer and buffered worm waits for.
// Two options of the buffered relay (defaults: as above). switch.bcast_whole_worms = true:
// an output port sends one buffered worm at a time; once a buffer's front worm has taken its
// output VC, no other buffer of that port starts a worm until its tail has left (the port's
// buffers start worms in turn, round robin over the VCs). A relayed worm then reaches the next
// switch at the link's rate once its words are there, instead of a share of it. It keeps
// deadlock freedom: a worm starts on a link only when the far end has room for all of it, so
// once started it waits for no credit, only for its own words; those come from the upstream
// output that is sending this same worm (the head went ahead of them), and so on back to its
// source. The worm holding a link thus never waits on another worm, and one waiting for the
// link waits on a worm that drains. switch.bcast_buffer_writes = any: a buffer takes any number
// of words per cycle, so every admitted worm's input copies its visible word in every cycle
// (no turns); this only removes waits. switch.bcast_link_priority = lowest_vc: a free link
// starts the worm of its lowest VC that has one ready, instead of the next VC in turn; a
// worm still waits only for worms that drain, and a broadcast has finitely many, so none
// waits forever.
// Inputs of the AAPC pool (VC switch.sync_pool_vc of every port) additionally obey the
// synchronizing switch (if enabled) and the iWarp NotInMessage stop condition (if set).
// The RTL twin (rtl/cc_switch.sv) implements exactly this contract. SwitchCore is the model
// implementation of the switch seam (net/switch.h); it is final, so the machine's edge loop,
// holding a SwitchCore*, ticks it inline, without a virtual call.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/link.h"
#include "net/params.h"
#include "net/ring_buffer.h"
#include "net/route_table.h"
#include "net/rr_arbiter.h"
#include "net/switch.h"
#include "net/sync_gate.h"

namespace ccsim::net {

class SwitchCore final : public WordSink, public Switch {
 public:
  SwitchCore(const SwitchParams& params, std::string name, std::vector<std::string> port_names);
  // Links keep pointers into the core (see Link::attach_sink): it must not move after connect().
  SwitchCore(const SwitchCore&) = delete;
  SwitchCore& operator=(const SwitchCore&) = delete;

  // Attaches port `port` to a link end; `downstream_depth` is the depth of each VC queue at
  // the other end (the initial credits of this port's output VCs).
  void connect(int port, LinkEnd end, int downstream_depth) override;

  // Inline: it runs for every switch in every cycle, and usually finds nothing to do.
  void tick(Cycle now) override {
    // Credits are taken in lazily, when an output VC finds none left (traverse): the count
    // it then sees is exactly what an eager tick would have seen, at a fraction of the cost.
    gate_.evaluate();  // a no-op without the synchronizing switch: no bit is ever set
    if (nonempty_ & ~bound_) timed_ ? allocate<true>(now) : allocate<false>(now);
    if (now >= next_traverse_) timed_ ? traverse<true>(now) : traverse<false>(now);
    last_tick_ = now;
  }

  // Words are delivered by the upstream link when sent, stamped with their arrival cycle t;
  // they join the queue's order at once but may leave (or be decoded) from t + 1 on.
  void deliver(int port, const Flit& flit, Cycle arrival) override { accept(port, flit, arrival); }

  // iWarp stop condition and forward, on the pool VC of the ports in `port_mask`. forward()
  // while a queue is inside a message lets one more message start after that one's tail.
  void set_stop_not_in_message(PortMask port_mask) override;
  void forward(PortMask port_mask) override;
  // Every pool queue in the mask has passed a tail since its last forward and is idle.
  bool queues_stopped(PortMask port_mask) const override;

  void set_sync_mask(PortMask port_mask) override { gate_.set_mask(port_mask); }
  // switch.bcast_pattern: entry s = the outputs (local ejection included) of source s's worm.
  void set_broadcast_relays(std::vector<BroadcastRelay> by_source) override {
    bcast_relays_ = std::move(by_source);
  }
  uint64_t queues_complete_count() const override { return gate_.completions(); }
  const SyncGate& sync_gate() const { return gate_; }
  uint64_t sync_bits() const override { return gate_.bits(); }
  bool sync_all_set() const override { return gate_.all_set(); }

  // Counts tails that left any input: node software waiting on queue status re-checks then.
  uint64_t tails_passed() const { return tails_passed_; }
  uint64_t words_forwarded() const override { return words_forwarded_; }
  uint64_t head_blocked_cycles() const override { return head_blocked_cycles_; }
  // Moves whenever a tail passes or QueuesComplete fires (one comparison per cycle for the
  // node, which wakes its software on either).
  uint64_t status_changes() const override { return tails_passed_ + gate_.completions(); }

  // True when no word is queued and no input holds an output.
  bool quiet() const;
  // One line per input queue that holds words or an output, saying what it waits for.
  std::string describe_blocked(Cycle now) const override;

  int ports() const override { return ports_; }
  int vcs() const { return vcs_; }
  const std::string& name() const { return name_; }

  // Read-only state for tracing and tests.
  InputState input_state(int port, int vc) const override;
  // The input index (port * V + vc) that holds output VC (port, vc), -1, or kBufferOwner.
  int output_vc_owner(int port, int vc) const;
  // switch.bcast_output_words: the output's own broadcast buffer holds the VC.
  static constexpr int kBufferOwner = 1 << 16;
  // Host bytes of one word of a broadcast buffer (for the memory estimate).
  static constexpr size_t kBufferWordBytes = sizeof(Flit) + 1;
  // Credits taken in so far. The switch takes arrived credits lazily, when an output VC runs
  // out; take_credits(now) takes every credit that has arrived by `now` (for inspection).
  int output_credits(int port, int vc) const;
  void take_credits(Cycle now);
  // Every held port is visited in every cycle, as without the wheel (see traverse()): the same
  // results, slower; a check of the skipping.
  void visit_every_cycle() { visit_all_ = true; }
  // switch.route_words = head: the machine's routes, which head words name. It must outlive
  // the switch.
  void set_route_table(const RouteTable* routes) { route_table_ = routes; }
  // Port `port`'s VC v frees a queue slot (and sends the credit back): set bit first_bit + v
  // of *hint (InterfaceHot::credit_hint of the node interface at the link's far end).
  void notify_credits(int port, uint32_t* hint, int first_bit);

 private:
  // Cache-line aligned: the size becomes a power of two, so indexing is a shift.
  // The fields come before the queue so that they and the queue's control fields share the
  // first cache line.
  struct alignas(64) InputUnit {
    Cycle popped_at = ~Cycle(0);
    CreditLanes::Lane* credit_lane = nullptr;  // where this queue's credits go, if the link
                                               // gives the lane (else through `upstream`)
    uint8_t index = 0;                         // port * V + vc: this input's bit in the masks
    uint8_t port = 0;  // this input's own port and VC (saves divisions on the hot path)
    uint8_t vc = 0;
    bool bound = false;
    bool segment_pending = false;  // the bound route word (hops > 1) has not left yet
    bool rotating = false;         // route_words = kept: that word's leg ends here
    uint8_t out_port = 0;
    uint8_t out_vc = 0;
    // iWarp stop condition (pool VC only).
    bool stop_enabled = false;
    bool go = false;           // forward() allows one message
    bool passed_tail = false;  // a tail left since the last forward()
    RingBuffer<StagedFlit> queue;
    LinkEnd upstream;  // the link this queue's words come on; its credits go back on it
    uint32_t* credit_hint = nullptr;  // see notify_credits()
    uint32_t credit_hint_bit = 0;
    // While rotating: the segment that ended here, spent; it leaves after the message's last
    // route word (off the first cache line: used once per such segment).
    uint32_t spent_word = 0;
  };
  // The queue's control fields (its first 24 bytes) share the first cache line with those above.
  static_assert(offsetof(InputUnit, queue) <= 40, "an input's hot fields fit one cache line");
  struct alignas(32) OutputVc {   // 32 bytes: indexing is a shift
    int owner = -1;               // input index holding this VC
    InputUnit* holder = nullptr;  // that input, while owned
    int credits = 0;
    RoundRobinArbiter arbiter;
  };
  // What traversal reads of a port first, on one cache line; the VCs follow.
  struct alignas(64) OutputPort {
    LinkEnd link;
    // Full duplex: the first cycle the wire's slot is free, kept by the link
    // (Link::mirror_next_free). Half duplex asks the link, as the far end shares the slot;
    // next_free then stays 0, so that traversal runs every cycle.
    Cycle next_free = 0;
    bool half_duplex = false;
    // The switch at the far end, if the link delivers to one: this switch then hands words
    // to it directly (Link::occupy), without the link's virtual call. Found at first binding,
    // when every block has been attached.
    bool far_end_known = false;
    int far_port = 0;
    SwitchCore* far_switch = nullptr;
    uint32_t owned_vcs = 0;  // bit v: an input holds VC v of this port
    RoundRobinArbiter vc_arbiter;
    // Its V output VCs, kept in output_vcs_ apart from the port: a port is then one cache
    // line, and a switch's VCs lie together (a CM-200 node's switch has 45 ports of one VC).
    OutputVc* vcs = nullptr;
  };

  int index(int port, int vc) const { return port * vcs_ + vc; }
  bool header_blocked(int input) const;
  // The segment a head route word names at this switch: the word itself, or (route_words =
  // head) the current leg of its route less the hops done on it; hops 0 if it names none.
  RouteSegment head_segment(const Flit& head) const;
  // route_words = head: the head leaves; its sideband moves on one hop (spent after the last).
  void advance_leg(Flit& head) const;
  template <bool kTimed>
  void allocate(Cycle now);
  // Input `winner` (= in) takes output VC index o (= ovc).
  template <bool kTimed>
  void bind(InputUnit& in, int winner, int o, OutputVc& ovc, Cycle now);
  template <bool kTimed>
  void traverse(Cycle now);
  template <bool kTimed>
  void traverse_scan(Cycle now);
  template <bool kTimed>
  void traverse_wheel(Cycle now);
  bool slot_free(const OutputPort& out, Cycle now) const {
    return out.half_duplex ? out.link.link->slot_free(out.link.end, now) : now >= out.next_free;
  }
  template <bool kTimed>
  uint32_t ready_vcs(OutputPort& out, Cycle now);
  Cycle next_visible_word(const OutputPort& out, Cycle now) const;
  void schedule(int port, Cycle wake);
  void unschedule(int port);
  Cycle next_mark(Cycle now) const;
  template <bool kTimed>
  void send_word(OutputPort& out, int vc, Cycle now);
  // Puts `flit` on port `out`'s link (straight into the far switch when there is one), spends
  // a credit of `ovc` and counts the word: every way a word leaves the switch ends here.
  void put_on_link(OutputPort& out, OutputVc& ovc, const Flit& flit, Cycle now);
  // switch.bcast_pattern: gives each broadcast head of `heads` (input bits) the outputs it
  // still needs that are free with room, in turn from bcast_turn_ on.
  void allocate_broadcasts(uint64_t heads, Cycle now);
  bool bind_broadcast(InputUnit& in, Cycle now);
  // Output `out` (VC vc) of the bound broadcast worm of `in` sends the worm's next word.
  void send_broadcast_word(OutputPort& out, int vc, InputUnit& in, Cycle now);
  // The relay table's entry for the broadcast head at the front of `in`, checked against this
  // switch (a bad one stops the run with a diagnosis).
  const BroadcastRelay& broadcast_relay(const InputUnit& in) const;
  // A worm's tail left input `in` (unicast or broadcast): the input takes its next head, and
  // the sync gate and stop condition see the tail.
  void tail_left_input(InputUnit& in);
  // switch.bcast_output_words: reserves room for the worm at the front of `in` in the buffer
  // of every output it takes, if each has room; the input then copies it (relay_buffered).
  bool admit_broadcast(InputUnit& in);
  // Per cycle, before the outputs send: admitted worms' visible words into their buffers,
  // then each buffer whose front worm waits takes its output VC if it can.
  void relay_buffered(Cycle now);
  // Buffer o's (port * V + vc) front worm takes its output VC if it can; whether it did.
  bool start_buffered_worm(int o, Cycle now);
  void start_whole_worms(Cycle now);
  // Output `out`'s VC vc is held by its buffer: whether the buffer's next word may go now, and
  // sending it.
  bool buffered_ready(OutputPort& out, int vc, OutputVc& ovc, Cycle now);
  void send_buffered_word(OutputPort& out, int vc, Cycle now);
  std::string describe_buffers() const;
  std::string holder_name(int owner) const;  // of an output VC: an input, or the buffer
  std::string broadcast_outputs(const BroadcastRelay& relay) const;
  void pop_input(InputUnit& in, Cycle now);
  void accept(int port, const Flit& flit, Cycle arrival) {
    const int i = index(port, flit.vc);
    if (flit.vc >= vcs_ || inputs_[size_t(i)].queue.full()) [[unlikely]] {
      reject_delivery(port, flit);
    }
    inputs_[size_t(i)].queue.push(StagedFlit{flit, arrival + Cycle(word_delay_)});
    nonempty_ |= uint64_t(1) << i;
    // The word may let its worm's output send earlier than traverse() expected.
    const InputUnit& in = inputs_[size_t(i)];
    const Cycle visible = arrival + Cycle(word_delay_);
    if (wheel_mode_ && in.bound && visible < port_wake_[in.out_port]) {
      schedule(in.out_port, visible);
    }
  }
  void find_far_end(OutputPort& out);
  [[noreturn, gnu::cold, gnu::noinline]] void reject_header(int input) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject_delivery(int port, const Flit& flit) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject_broadcast(int input) const;

  // What tick() reads in every cycle, on one cache line: with 64 switches and their nodes
  // the machine's state is far larger than the first-level cache, and an idle switch then
  // costs one miss instead of several.
  // Bit i = input i: the per-cycle work visits only inputs that hold words or an output.
  alignas(64) uint64_t nonempty_ = 0;
  uint64_t bound_ = 0;
  Cycle next_traverse_ = 0;  // no held port can send before this cycle (see traverse())
  Cycle last_tick_ = kNotTicked;
  // Switches with many ports keep their ports' marks on a wheel (traverse_wheel); small ones
  // scan their held ports, which costs less than keeping marks when few are held.
  bool wheel_mode_ = false;
  uint64_t tails_passed_ = 0;
  SyncGate gate_;  // its hot fields first
  static constexpr Cycle kNotTicked = ~Cycle(0);

  PortMask busy_outputs_ = 0;  // bit p: some input holds a VC of output port p
  uint64_t words_forwarded_ = 0;
  uint64_t head_blocked_cycles_ = 0;  // see Switch::head_blocked_cycles
  SwitchParams params_;
  // Timing (see switch.pipeline_cycles, switch.body_cycles and switch.next_head_cycles): a
  // head visible in cycle v may be allocated from v + head_delay_ on; the next head after a
  // tail that left in t from t + 1 + next_head_delay_ on.
  Cycle head_delay_ = 0;
  Cycle next_head_delay_ = 0;
  bool keep_route_ = false;
  bool head_route_ = false;  // switch.route_words = head
  const RouteTable* route_table_ = nullptr;
  // switch.one_word_per_input: the input ports that sent a word in cycle sent_cycle_.
  bool one_word_per_input_ = false;
  PortMask sent_inputs_ = 0;
  Cycle sent_cycle_ = ~Cycle(0);
  int class_size_ = 1;  // switch.vc_class_size: a segment's VC names VCs vc*size .. +size-1
  bool bcast_ = false;  // switch.bcast_pattern
  std::vector<BroadcastRelay> bcast_relays_;
  // Per input, while a broadcast worm is bound to it (bit in bcast_bound_); apart from
  // InputUnit, which stays two cache lines.
  struct BroadcastState {
    BroadcastRelay relay;  // every output it takes, and the VC of each
    PortMask held = 0;     // those it holds so far
    uint16_t popped = 0;   // its words that left the queue (every output sent them, or copied)
    std::array<uint16_t, kMaxBroadcastPorts> sent{};  // its words sent, per output
    // switch.bcast_output_words: the buffers it is copied to (bit port * V + vc), and the slot
    // of each output's buffer its next word goes to.
    uint64_t buffers = 0;
    std::array<uint32_t, kMaxBroadcastPorts> slot{};
  };
  uint64_t bcast_bound_ = 0;
  std::vector<BroadcastState> bcast_state_;
  int bcast_turn_ = 0;  // the input that binds first among waiting broadcast heads
  // switch.bcast_output_words: per output VC (index port * V + vc) a buffer of that many words,
  // a ring in which each admitted worm has the next run of slots, reserved at admission. A slot
  // is written when its word has been copied and not yet sent (bit i % 64 of written[i / 64]:
  // the outputs test it every cycle, the words only when they send); a word copied in cycle t
  // may leave in t.
  struct BroadcastBuffer {
    std::vector<Flit> slots;  // allocated when its first worm is admitted
    std::vector<uint64_t> written;
    bool has_word(uint32_t slot) const { return written[slot >> 6] >> (slot & 63) & 1; }
    uint32_t next = 0;     // the slot of the next word to send
    uint32_t free = 0;     // the slot the next admitted worm starts at
    uint32_t held = 0;     // words held or reserved, from `next` on
    bool sending = false;  // its front worm holds the output VC
  };
  int bcast_buffer_words_ = 0;  // 0: outputs read the input queue (bind_broadcast)
  std::vector<BroadcastBuffer> bcast_buffers_;
  uint64_t bcast_admitted_ = 0;     // inputs whose admitted worm is being copied
  uint64_t bcast_waiting_ = 0;      // buffers whose front worm does not hold its output VC
  int bcast_copy_turn_ = 0;         // the input that copies first when two would write one buffer
  bool any_buffer_writes_ = false;  // switch.bcast_buffer_writes = any
  // switch.bcast_whole_worms: the ports whose link carries a buffered worm (which sends all its
  // words before another of the port's buffers starts one), and per port the VC whose buffer
  // tries first.
  bool whole_worms_ = false;
  PortMask whole_sending_ = 0;
  std::vector<uint8_t> whole_turn_;
  bool lowest_vc_first_ = false;  // switch.bcast_link_priority = lowest_vc: VC 0's buffer first
  std::string name_;
  std::vector<std::string> port_names_;
  // What accept() (once per word hop, on the receiving switch), allocation and traversal read
  // of the object besides its first line: one cache line.
  alignas(64) int ports_;
  int vcs_;
  // switch.body_cycles: a word that arrives in cycle t is visible (may leave) from
  // t + word_delay_ on.
  uint32_t word_delay_ = 1;
  // Some timing key away from the default: allocate<true>.
  bool timed_ = false;
  std::vector<InputUnit> inputs_;
  std::vector<OutputPort> outputs_;
  std::vector<OutputVc> output_vcs_;  // port p's VCs from p * V on (OutputPort::vcs)
  // The traversal's marks (see traverse()): per output port the first cycle it could send
  // (kNever: waits for an arrival, or not held); the ports marked within 64 cycles of the last
  // tick by cycle modulo 64, the slots that hold any, and the ports marked further ahead.
  static constexpr Cycle kNever = ~Cycle(0);
  static constexpr Cycle kWheelMask = 63;
  static constexpr int kWheelPorts = 8;
  std::vector<Cycle> port_wake_;
  std::array<PortMask, 64> wheel_{};
  uint64_t wheel_slots_ = 0;
  PortMask far_ = 0;
  bool visit_all_ = false;
};

}  // namespace ccsim::net
