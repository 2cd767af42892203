// A bidirectional channel: words one way, credits the other, each direction a delay line.
//
// Contract (cycle semantics): a word sent at cycle t is received at t + latency_cycles, never
// earlier, so the order in which the two ends are evaluated within a cycle does not matter.
// A direction accepts a word only every cycles_per_word cycles (Tt). Credits (one per word a
// receiver frees from a virtual channel's queue) travel back in latency_cycles +
// credit_delay_cycles; credits arriving in the same cycle are simultaneous (receive_credit
// hands them out by VC).
// Half duplex: the two directions share the wire, one slot at a time. One end holds it; at
// the next free slot it passes to the other end if that end asked for it meanwhile, so two
// busy ends alternate slot by slot and an idle end never holds the wire up. A request made
// in a cycle counts from the next cycle on, keeping the outcome order-independent. There is
// no turnaround penalty; words of both directions can be in flight at once (latency > 1).
#pragma once

#include <cstdint>

#include "net/credit_lanes.h"
#include "net/cycle.h"
#include "net/flit.h"
#include "net/params.h"
#include "net/ring_buffer.h"

namespace ccsim::net {

class LinkOutbox;  // link_outbox.h

// A block that takes words straight into its input queues when they are sent (see
// Link::attach_sink), stamped with their arrival cycle, instead of polling the link for them.
// A delivered word in an input queue: it may be decoded or leave from cycle `visible` on
// (its arrival cycle + 1, exactly as if it had been taken off the link at its arrival).
struct StagedFlit {
  Flit flit;
  Cycle visible = 0;
};

class WordSink {
 public:
  // `flit` reaches port `port` at cycle `arrival`; it must not be used before then.
  virtual void deliver(int port, const Flit& flit, Cycle arrival) = 0;

 protected:
  ~WordSink() = default;
};

class Link {
 public:
  // Credits sent from end 1 take `end1_credit_delay` cycles more than those sent from end 0
  // (a local link: its end 1 is the node's interface, whose ejection credits may be slower).
  explicit Link(const LinkParams& params, Cycle end1_credit_delay = 0);

  // Words sent toward `end` go straight to `sink` (port `port`), with their arrival cycle,
  // instead of into this link's delay line: receive() at that end then never has a word.
  void attach_sink(int end, WordSink* sink, int port) {
    dir_[1 - end].sink = sink;
    dir_[1 - end].attached = sink;
    dir_[1 - end].sink_port = port;
    // The sink holds the words in flight: this direction's delay line is never used.
    dir_[1 - end].words_in_flight = RingBuffer<InFlight, 8>(1);
  }
  const LinkParams& params() const { return params_; }
  // The block attached at `end` (attach_sink), or null, and the port it gave.
  WordSink* sink(int end) const { return dir_[1 - end].attached; }
  int sink_port(int end) const { return dir_[1 - end].sink_port; }
  // Words and credits sent from `end` go to `outbox` from now on, which hands them to the far
  // end after each edge (link_outbox.h): another thread ticks that end (sim.threads). A sender
  // must then not reach into the far block itself (sends_deferred), nor keep a credit lane.
  void defer_sends_from(int end, LinkOutbox* outbox);
  bool sends_deferred(int end) const { return dir_[end].outbox != nullptr; }
  // Full duplex: keeps *copy equal to the first cycle in which `end` may send again
  // (slot_free() is now >= that), so that the sender tests its slot on its own cache line
  // instead of the link's. Whoever sends at `end` updates it.
  void mirror_next_free(int end, Cycle* copy) {
    dir_[end].next_free_mirror = copy;
    *copy = dir_[end].next_free;
  }
  // Credits were sent toward `end` that it has not taken yet.
  bool credits_in_flight_to(int end) const { return dir_[1 - end].credits.pending(); }
  // A word or credit is still on its way (arrives at `now` or later), or a word still holds
  // the wire (link.cycles_per_word paces the next one): the link is not stuck, however long
  // its latency or rate. For the deadlock watchdog, not for the per-cycle path.
  bool in_flight(Cycle now) const {
    for (const Direction& d : dir_) {
      if (d.last_arrival >= now || d.next_free > now || d.credits.in_flight(now)) return true;
    }
    return false;
  }

  // The wire's slot was free at the start of this cycle (no side effects; can_send() also
  // settles half duplex). A half-duplex word sent this cycle does not hide the slot from the
  // other end, whose request must not depend on which end was evaluated first.
  bool slot_free(int end, Cycle now) const {
    if (!params_.half_duplex) return now >= dir_[end].next_free;
    return now >= dir_[0].next_free || shared_slot_used_at_ == now;
  }
  // Direction d carries words from end d to end 1 - d.
  bool can_send(int end, Cycle now) {
    if (!params_.half_duplex) return now >= dir_[end].next_free;
    return can_send_half_duplex(end, now);
  }
  [[gnu::always_inline]] void send(int end, const Flit& flit, Cycle now) {
    const Cycle arrival = occupy(end, flit, now);
    Direction& d = dir_[end];
    if (d.sink) {
      d.sink->deliver(d.sink_port, flit, arrival);
    } else {
      d.words_in_flight.push(InFlight{flit, arrival});
    }
  }
  // send() without the hand-over: takes the slot, counts and traces the word, and returns
  // its arrival cycle. For a sender that delivers to the far end's sink itself (see sink()),
  // saving a virtual call per word.
  Cycle occupy(int end, const Flit& flit, Cycle now) {
    Direction& d = dir_[end];
    const Cycle next = now + d.cycles_per_word;
    if (d.half_duplex) {
      dir_[0].next_free = next;
      shared_slot_used_at_ = now;
    } else {
      d.next_free = next;
      if (d.next_free_mirror) *d.next_free_mirror = next;
    }
    ++d.words;
    d.last_arrival = now + d.latency;
    if (d.traced) {
      WireTrace& w = wire_[end];
      w.valid = true;
      w.data = flit.data;
      w.kind = uint32_t(flit.kind);
      w.vc = flit.vc;
      w.leg = flit.leg;
      w.leg_hops = flit.leg_hops;
      w.cycle = now;
    }
    return now + d.latency;
  }
  // A word that reached `end` by cycle `now`, if any.
  bool receive(int end, Cycle now, Flit& flit) {
    RingBuffer<InFlight, 8>& q = dir_[1 - end].words_in_flight;
    if (q.empty() || q.front().arrival > now) return false;
    flit = q.front().flit;
    q.pop();
    return true;
  }

  void send_credit(int end, uint8_t vc, Cycle now) {
    if (dir_[end].outbox) [[unlikely]] {
      defer_credit(end, vc, now);
      return;
    }
    dir_[end].credits.send(vc, now);
  }
  // The lane credits of `vc` sent from `end` go on, for a sender that keeps it
  // (CreditLanes::send(lane, now) is then send_credit); null if the link has none to give.
  CreditLanes::Lane* credit_lane(int end, int vc) {
    return dir_[end].outbox ? nullptr : dir_[end].credits.lane_handle(vc);
  }
  // The lane on which credits of `vc` come back to `end` (CreditLanes::take(lane, now) is then
  // receive_credits), for a receiver that keeps it; null if the link has none to give.
  CreditLanes::Lane* returning_lane(int end, int vc) {
    return dir_[1 - end].credits.lane_handle(vc);
  }
  // A credit that reached `end` by `now`, if any; call until false.
  bool receive_credit(int end, Cycle now, uint8_t& vc) {
    return dir_[1 - end].credits.take_one(now, vc);
  }
  // All credits of `vc` that reached `end` by `now` and were not received yet, received.
  int receive_credits(int end, int vc, Cycle now) { return dir_[1 - end].credits.take(vc, now); }

  // Statistics, per direction (words leaving end d).
  uint64_t words_sent(int end) const { return dir_[end].words; }
  uint64_t busy_cycles(int end) const { return dir_[end].words * params_.cycles_per_word; }
  bool idle() const;

  // Traced state, per end: the word leaving it this cycle (valid, data, kind, vc).
  struct WireTrace {
    bool valid = false;
    uint32_t data = 0;
    uint32_t kind = 0;
    uint32_t vc = 0;
    uint8_t leg = 0;  // a head word's route sideband (switch.route_words = head)
    uint8_t leg_hops = 0;
    Cycle cycle = ~Cycle(0);
  };
  const WireTrace& wire(int end) const { return wire_[end]; }
  // Drops a traced word that was sent in an earlier cycle (called by the tracer).
  void settle_trace(Cycle now);
  // The wire state above is kept only while traced (it costs on every word otherwise).
  void set_traced(bool traced) {
    for (auto& d : dir_) d.traced = traced;
  }

 private:
  struct InFlight {
    Flit flit;
    Cycle arrival = 0;
  };
  // Direction d carries words from end d. What sending a word touches comes first, on one
  // cache line (copies of the parameters included): a machine's links are far larger than
  // the first-level cache, and a send then costs one miss.
  struct alignas(64) Direction {
    Cycle next_free = 0;                // half duplex: dir_[0]'s is the shared wire's
    Cycle* next_free_mirror = nullptr;  // full duplex: see mirror_next_free()
    uint64_t words = 0;
    Cycle last_arrival = 0;  // of the last word sent (0: none yet)
    Cycle latency = 1;
    Cycle cycles_per_word = 1;
    WordSink* sink = nullptr;  // the block at the far end (attach_sink), if any
    int sink_port = 0;
    bool half_duplex = false;
    bool traced = false;
    RingBuffer<InFlight, 8> words_in_flight;
    CreditLanes credits;           // sent from this end
    WordSink* attached = nullptr;  // the far block, which `sink` is unless sends are deferred
    LinkOutbox* outbox = nullptr;  // defer_sends_from
  };

  bool holds_wire(int end, Cycle now);
  void defer_credit(int end, uint8_t vc, Cycle now);
  bool can_send_half_duplex(int end, Cycle now);

  LinkParams params_;
  Cycle latency_;
  Direction dir_[2];
  WireTrace wire_[2];
  // Half duplex: the end holding the wire, and the cycle for which that was last decided.
  int owner_ = 0;
  Cycle ownership_decided_for_ = ~Cycle(0);
  bool wants_wire_[2] = {false, false};
  Cycle shared_slot_used_at_ = ~Cycle(0);  // half duplex: the cycle of the last word sent
};

// One end of a link as a switch or interface port sees it.
struct LinkEnd {
  Link* link = nullptr;
  int end = 0;
  bool connected() const { return link != nullptr; }
};

}  // namespace ccsim::net
