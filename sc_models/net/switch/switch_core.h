// The wormhole switch's behaviour for one rising clock edge, as plain C++: the model
// implementation of the switch seam (switch.h), composed of its parts.
//
// P ports (network ports, then the local ports), V virtual channels per port, one input queue
// of switch.queue_depth words per (port, VC). Per cycle (docs/switch.md has the whole
// contract, the router timing and the stop conditions):
//   1. the sync gate clears its bits if all are set (QueuesComplete);
//   2. allocation: an unbound input whose front word is a route segment requests output
//      (segment.port, segment.vc); each free output VC grants one requester, round robin; the
//      input then holds that output VC until its tail leaves (a blocked worm holds its path);
//   3. traversal: each output port whose link has a free slot sends one word, round robin
//      among its VCs whose owner has a visible word and a credit; the freed input slot's
//      credit goes back upstream;
//   4. words that arrive are queued when the upstream link delivers them, visible from their
//      arrival cycle t + switch.body_cycles (a head's allocation waits switch.pipeline_cycles).
// The parts: InputUnit (input_unit.h), OutputPort and OutputVc (output_port.h), the port
// wheel that schedules traversal on switches of many ports (port_wheel.h), the route-word
// modes (route_words.h), the synchronizing switch's gate (sync_gate.h), the arbiters
// (rr_arbiter.h); the cold diagnosis is switch_diagnosis.cpp. The hardware additions whose worms
// move in ways of their own bring their parts (switch_part.h; the broadcast relay's is
// additions/broadcast_relay_unit.h): the switch keeps a list of those the run has on, and hands
// each its own worms. SwitchCore holds its parts inline and owns the masks over its inputs and
// outputs; it is
// final, so that the machine's edge loop, holding a SwitchCore*, ticks it without a virtual
// call. Two instances of allocation and traversal: kExtended = false for iWarp's one-cycle
// switch (the default configuration, none of the extended tests compiled in) and true when
// the router timing, route words, VC classes, ejection VCs or crossbar limit are away from
// iWarp's, or an addition's part is on. The RTL twin (rtl/cc_switch.sv) implements the iWarp
// contract.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/link.h"
#include "net/params.h"
#include "net/route_table.h"
#include "net/switch/additions/sync_switch.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"
#include "net/switch/port_wheel.h"
#include "net/switch/route_words.h"
#include "net/switch/switch.h"
#include "net/switch/switch_part.h"
#include "net/switch/sync_gate.h"
#include "net/wake_slot.h"

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
  // Port `port`'s link now defers what this end sends (Link::defer_sends_from): its credit
  // lanes and the far switch are looked up again. Before the first tick.
  void refresh_link_handles(int port);

  // Inline: it runs for every switch in every cycle, and usually finds nothing to do.
  void tick(Cycle now) override {
    // Credits are taken in lazily, when an output VC finds none left (traverse): the count
    // it then sees is exactly what an eager tick would have seen, at a fraction of the cost.
    if (sync_enabled_) gate_.evaluate();  // without the synchronizing switch no bit is set
    if (nonempty_ & ~bound_) extended_ ? allocate<true>(now) : allocate<false>(now);
    if (now >= next_traverse_) extended_ ? traverse<true>(now) : traverse<false>(now);
    last_tick_ = now;
  }
  // The first cycle after `now` in which tick() may change any state, given what the switch
  // holds after the tick of `now` (net/wake_slot.h): the next traversal mark, a head that
  // becomes visible, the gate firing. A head that waits for a held output counts a blocked
  // cycle in every cycle, so its switch is due in every cycle.
  [[gnu::always_inline]] Cycle next_due(Cycle now) const {
    const Cycle next = now + 1;
    if (has_cycle_parts_ || gate_.all_set()) return next;
    // visit_all_ (an addition's worm may leave on several ports from one port's visit): every
    // held port in every cycle, and a switch that holds none sleeps until a word comes.
    if (visit_all_ && busy_outputs_) return next;
    Cycle due = visit_all_ ? kNeverDue : std::max(next_traverse_, next);  // kNever: no held port
    if (const uint64_t waiting = nonempty_ & ~bound_)
      due = std::min(due, next_head_cycle(waiting, now));
    return due;
  }
  // The machine's schedule slot of this switch (its node's, or its own for a switch without
  // one).
  void attach_schedule(Cycle* due) { wake_.attach(due); }

  // Words are delivered by the upstream link when sent, stamped with their arrival cycle t;
  // they join the queue's order at once but may leave (or be decoded) from t + 1 on.
  [[gnu::always_inline]] void deliver(int port, const Flit& flit, Cycle arrival) override {
    accept(port, flit, arrival);
  }

  // iWarp stop condition and forward, on the pool VC of the ports in `port_mask`. forward()
  // while a queue is inside a message lets one more message start after that one's tail.
  void set_stop_not_in_message(PortMask port_mask) override;
  void forward(PortMask port_mask) override;
  // Every pool queue in the mask has passed a tail since its last forward and is idle.
  bool queues_stopped(PortMask port_mask) const override;

  // The synchronizing switch's gate (switch.sync); node software reaches it through
  // control<SyncControl>().
  void set_sync_mask(PortMask port_mask) { gate_.set_mask(port_mask); }
  uint64_t queues_complete_count() const { return gate_.completions(); }
  const SyncGate& sync_gate() const { return gate_; }
  // The controls of the additions this switch has on: SyncControl, and its parts' (the
  // broadcast relay's BroadcastSwitchControl, ...).
  AdditionControl* addition_control(const std::string& addition) override;
  // The parts of the additions this switch has on, in the registry's order.
  const std::vector<std::unique_ptr<SwitchPart>>& parts() const { return parts_; }

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
  // The input index (port * V + vc) that holds output VC (port, vc), -1, or part_owner(k)
  // when part k holds it itself.
  int output_vc_owner(int port, int vc) const;
  static constexpr int part_owner(int part) { return kBufferOwner + part; }
  // Credits taken in so far. The switch takes arrived credits lazily, when an output VC runs
  // out; take_credits(now) takes every credit that has arrived by `now` (for inspection).
  int output_credits(int port, int vc) const;
  void take_credits(Cycle now);
  // Every held port is visited in every cycle, as without the wheel (see traverse()): the same
  // results, slower; a check of the skipping.
  void visit_every_cycle() { visit_all_ = true; }
  // switch.route_words = head: the machine's routes, which head words name. It must outlive
  // the switch.
  void set_route_table(const RouteTable* routes) { route_words_.set_route_table(routes); }
  // Port `port`'s VC v frees a queue slot (and sends the credit back): set bit first_bit + v
  // of *hint (InterfaceHot::credit_hint of the node interface at the link's far end).
  void notify_credits(int port, uint32_t* hint, int first_bit);

  // The primitives the additions' parts (switch_part.h) share with allocation and traversal;
  // not for node software, which reaches the switch through its seam (switch.h).
  InputUnit& input(int i) { return inputs_[size_t(i)]; }
  const InputUnit& input(int i) const { return inputs_[size_t(i)]; }
  OutputPort& output(int p) { return outputs_[size_t(p)]; }
  const OutputPort& output(int p) const { return outputs_[size_t(p)]; }
  const std::string& port_name(int p) const { return port_names_[size_t(p)]; }
  // Puts `flit` on port `out`'s link (straight into the far switch when there is one), spends
  // a credit of `ovc` and counts the word: every way a word leaves the switch ends here.
  [[gnu::always_inline]] void put_on_link(OutputPort& out, OutputVc& ovc, const Flit& flit,
                                          Cycle now) {
    if (out.far_switch) {
      out.far_switch->accept(out.far_port, flit, out.link.link->occupy(out.link.end, flit, now));
    } else {
      out.link.link->send(out.link.end, flit, now);
    }
    --ovc.credits;
    ++words_forwarded_;
  }
  [[gnu::always_inline]] void pop_input(InputUnit& in, Cycle now) {
    in.queue.pop();
    in.request = 0;  // a new front, if any, is decoded afresh
    if (in.queue.empty()) nonempty_ &= ~(uint64_t(1) << in.index);
    in.return_credit(now);
  }
  // A worm's tail left input `in` (unicast or broadcast): the input takes its next head, and
  // the sync gate and stop condition see the tail.
  [[gnu::always_inline]] void tail_left_input(InputUnit& in) {
    in.bound = false;
    bound_ &= ~(uint64_t(1) << in.index);
    ++tails_passed_;
    if (in.vc == sync_pool_vc_) {
      if (sync_enabled_) gate_.tail_left(in.port);
      if (in.stop_enabled) in.passed_tail = true;
    }
  }
  // Output VC (p, v) is taken by `owner` (with `holder`), or released.
  void claim_output(OutputPort& out, int p, int v, int owner, InputUnit* holder) {
    out.claim(v, owner, holder);
    busy_outputs_ |= PortMask(1) << p;
  }
  [[gnu::always_inline]] void release_output(OutputPort& out, OutputVc& ovc, int p, int v) {
    if (out.release(ovc, v)) busy_outputs_ &= ~(PortMask(1) << p);
  }
  // Input i holds every output its worm needs: allocation passes it by.
  void hold_input(int i) { bound_ |= uint64_t(1) << i; }
  void traverse_next_cycle() { next_traverse_ = 0; }
  void count_blocked_head() { ++head_blocked_cycles_; }
  void find_far_end(OutputPort& out);

  // Input i's worm is moved by part `part` until returned: the outputs it holds send its words
  // through the part (SwitchPart::send), each when its next word by `cursor` (which the part
  // keeps) is visible.
  void lend_input(int i, const SwitchPart& part, const WormCursor& cursor) {
    inputs_[size_t(i)].lent_to = uint8_t(1 + part_index(part));
    inputs_[size_t(i)].cursor = &cursor;
  }
  void return_input(int i) { inputs_[size_t(i)].lent_to = 0; }
  int part_index(const SwitchPart& part) const;
  // Cold, for diagnoses: "switch s input east vc1", and what holds an output VC.
  std::string input_name(int input) const;
  std::string holder_name(int owner) const;  // of an output VC: an input, or a part

 private:
  int index(int port, int vc) const { return port * vcs_ + vc; }
  void add_parts(const SwitchParams& params);
  // The input's head may not start a worm: a pool queue stopped by NotInMessage, or by the
  // synchronizing switch's gate (the input's own port and VC: no division on the hot path).
  bool header_blocked(int input) const {
    const InputUnit& in = inputs_[size_t(input)];
    if (in.vc != sync_pool_vc_) return false;
    if (in.stopped()) return true;
    return sync_enabled_ && gate_.blocks_header(in.port);
  }
  template <bool kExtended>
  void allocate(Cycle now);
  // Input `winner` (= in) takes output VC index o (= ovc).
  template <bool kExtended>
  void bind(InputUnit& in, int winner, int o, OutputVc& ovc, Cycle now);
  template <bool kExtended>
  void traverse(Cycle now);
  void allocate_part_heads(uint64_t heads, uint32_t codes, Cycle now);
  void run_cycle_parts(Cycle now);  // the parts' every_cycle()
  template <bool kExtended>
  void traverse_scan(Cycle now);
  template <bool kExtended>
  void traverse_wheel(Cycle now);
  template <bool kExtended>
  uint32_t ready_vcs(OutputPort& out, Cycle now);
  Cycle next_visible_word(const OutputPort& out, Cycle now) const;
  // The first cycle after `now` in which a head among the unbound inputs `waiting` could ask
  // for an output (now + 1 if one can, or waits blocked and is counted).
  Cycle next_head_cycle(uint64_t waiting, Cycle now) const;
  // Puts port p's mark on the wheel at `wake` (kNever: off it, until an arrival).
  void schedule(int p, Cycle wake);
  void unschedule(int p);
  template <bool kExtended>
  void send_word(OutputPort& out, int vc, Cycle now);

  [[gnu::always_inline]] void accept(int port, const Flit& flit, Cycle arrival) {
    const int i = index(port, flit.vc);
    InputUnit& in = inputs_[size_t(i)];
    if (flit.vc >= vcs_ || in.queue.full()) [[unlikely]] {
      reject_delivery(port, flit);
    }
    const Cycle visible = arrival + Cycle(word_delay_);
    in.queue.push(StagedFlit{flit, visible});
    nonempty_ |= uint64_t(1) << i;
    // The word may let its worm's output send earlier than traverse() expected.
    wake_.wake(visible);
    if (wheel_mode_ && in.bound && visible < wheel_.mark(in.out_port)) {
      schedule(in.out_port, visible);
    }
  }
  // Cold diagnosis (switch_diagnosis.cpp).
  bool describe_part_input(int input, std::ostream& os) const;
  void describe_waiting_head(int input, const Flit& f, std::ostream& os) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject_header(int input) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject_delivery(int port, const Flit& flit) const;

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
  // The synchronizing switch (switch.sync) and the stop condition act on this VC of every
  // port (switch.sync_pool_vc).
  bool sync_enabled_ = false;
  int sync_pool_vc_ = 0;
  uint64_t tails_passed_ = 0;
  SyncGate gate_;  // its hot fields first
  static constexpr Cycle kNotTicked = ~Cycle(0);
  WakeSlot wake_;

  PortMask busy_outputs_ = 0;  // bit p: some input holds a VC of output port p
  uint64_t words_forwarded_ = 0;
  uint64_t head_blocked_cycles_ = 0;  // see Switch::head_blocked_cycles
  // Timing (see switch.pipeline_cycles, switch.body_cycles and switch.next_head_cycles): a
  // head visible in cycle v may be allocated from v + head_delay_ on; the next head after a
  // tail that left in t from t + 1 + next_head_delay_ on.
  Cycle head_delay_ = 0;
  Cycle next_head_delay_ = 0;
  RouteWords route_words_;
  // switch.one_word_per_input: the input ports that sent a word in cycle sent_cycle_.
  bool one_word_per_input_ = false;
  PortMask sent_inputs_ = 0;
  Cycle sent_cycle_ = ~Cycle(0);
  int class_size_ = 1;  // switch.vc_class_size: a segment's VC names VCs vc*size .. +size-1
  EjectionVcs ejection_vcs_ = EjectionVcs::kFirst;  // switch.ejection_vcs
  // switch.vc_handover_cycles: output VC o, released by a tail in t, may be taken from
  // vc_free_from_[o] = t + 1 + handover_delay_ on (empty when the delay is 0).
  Cycle handover_delay_ = 0;
  std::vector<Cycle> vc_free_from_;
  // The additions' parts (switch_part.h), each by its head-word code, and those with per-cycle
  // work (InputUnit::lent_to says which part an input's worm is lent to).
  std::vector<std::unique_ptr<SwitchPart>> parts_;
  std::array<SwitchPart*, kAdditionWordCodes> part_for_code_{};
  std::vector<SwitchPart*> cycle_parts_;
  // The synchronizing switch's control, on gate_.
  class GateControl final : public SyncControl {
   public:
    explicit GateControl(SyncGate& gate) : gate_(gate) {}
    void set_mask(PortMask port_mask) override { gate_.set_mask(port_mask); }
    uint64_t completions() const override { return gate_.completions(); }
    uint64_t bits() const override { return gate_.bits(); }
    bool all_set() const override { return gate_.all_set(); }

   private:
    SyncGate& gate_;
  };
  GateControl sync_control_{gate_};
  std::string name_;
  std::vector<std::string> port_names_;
  // What accept() (once per word hop, on the receiving switch), allocation and traversal read
  // of the object besides its first line: one cache line.
  alignas(64) int ports_;
  int vcs_;
  // switch.body_cycles: a word that arrives in cycle t is visible (may leave) from
  // t + word_delay_ on.
  uint32_t word_delay_ = 1;
  // Some key away from iWarp's switch: allocate<true>, traverse<true>.
  bool extended_ = false;
  bool has_parts_ = false;        // some addition's part is on (parts_)
  bool has_cycle_parts_ = false;  // one of them works every cycle (cycle_parts_)
  std::vector<InputUnit> inputs_;
  std::vector<OutputPort> outputs_;
  std::vector<OutputVc> output_vcs_;  // port p's VCs from p * V on (OutputPort::vcs)
  // Index port * V + vc (of an input or an output VC) to its port and VC, without a division.
  std::array<uint8_t, 64> port_of_{};
  std::array<uint8_t, 64> vc_of_{};
  // The traversal's marks (see traverse_wheel()), used when wheel_mode_.
  static constexpr int kWheelPorts = 8;
  PortWheel wheel_;
  bool visit_all_ = false;
};

}  // namespace ccsim::net
