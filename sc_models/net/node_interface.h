// A node's network interface: the injection half (streams, DMA engines; injection.h), the
// ejection half (queues, deposit engine; ejection.h) and the memory ports they share with the
// processor (memory_ports.h). Plain C++, ticked once per rising edge by its node (Node::tick),
// from the machine's single edge process.
//
// The interface composes the halves: it owns what the tick reads in every cycle
// (InterfaceHot, one cache line) and arbitrates the memory ports between the processor
// (requester 0), the DMA engines (1 + e) and the ejection queues' deposits (after the engines).
// Order in a cycle: credits, injection send, memory grants, ejection pops, arrivals; so a word
// read from memory or arriving in cycle t moves on in cycle t + 1 at the earliest.
//
// Local channels (net/local_channels.h): one by default; an all-port node has one per network
// port, each with its own link to the switch, its own injection streams and ejection queues
// (one per VC) and credits, and all of them share the DMA engines and the memory ports. Queue
// and stream q is channel q / V, VC q % V; with one channel the per-cycle path is the one-port
// path, and only an all-port node loops over channels.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "net/ejection.h"
#include "net/flit.h"
#include "net/injection.h"
#include "net/interface_hot.h"
#include "net/link.h"
#include "net/memory_ports.h"
#include "net/message_record.h"
#include "net/params.h"
#include "net/wake_slot.h"

namespace ccsim::net {

class NodeInterface : public WordSink {
 public:
  NodeInterface(const MachineParams& params, std::string name, std::vector<uint32_t>& memory);
  // The local link keeps pointers into the interface (Link::attach_sink): it must not move.
  NodeInterface(const NodeInterface&) = delete;
  NodeInterface& operator=(const NodeInterface&) = delete;
  // `channel_names` names the local channels, channel 0 first (local_channel_names()); one
  // channel when empty. Throws ConfigError when the memory arbiter's requesters or the
  // streams' masks cannot hold every channel's VCs (check_machine_fits refuses that first).
  NodeInterface(const MachineParams& params, std::string name, std::vector<uint32_t>& memory,
                std::vector<std::string> channel_names);

  // Local channel 0, or `channel`, on a link end; every channel before the first tick.
  void connect(LinkEnd local, int switch_queue_depth) { connect(0, local, switch_queue_depth); }
  void connect(int channel, LinkEnd local, int switch_queue_depth);
  // Inline: it runs for every node in every cycle, and mostly finds nothing to do.
  // kMultiChannel must be channels() > 1: the machine picks the variant once for all its
  // nodes, so that the one-port path pays nothing for all-port nodes.
  template <bool kMultiChannel = false>
  [[gnu::always_inline]] void tick(Cycle now) {
    if (hot_.has_cycle_hook && now >= hook_due_) hook_due_ = cycle_hook_(now);
    if (hot_.stream_mask) {
      // Engines go to DMA jobs that reached the front of their stream (they prefetch even
      // while the link is busy).
      if (hot_.assign_pending) injection_.assign_engines(hot_);
      if constexpr (kMultiChannel) {
        injection_.inject_channels(now, hot_);
      } else if (injection_.slot_free(now, hot_)) {
        injection_.inject(now, hot_);
      }
    }
    if (now >= hot_.memory_wake) grant_memory(now);
  }
  // The first cycle after `now` in which tick() may change any state, given what the interface
  // holds after the tick of `now` (net/wake_slot.h): an interface waiting for memory, a link
  // slot, an arrival or a credit costs nothing until then.
  [[gnu::always_inline]] Cycle next_due(Cycle now) const {
    const Cycle next = now + 1;
    // assign_pending stays set while no stream holds an item (tick() assigns only then).
    if ((hot_.assign_pending && hot_.stream_mask) || hot_.memory_wake <= next) return next;
    Cycle due = hot_.memory_wake;
    if (hot_.has_cycle_hook) {
      if (hook_due_ <= next) return next;
      due = std::min(due, hook_due_);
    }
    if (const uint32_t streams = hot_.stream_mask) {
      // A starved stream whose switch announced a credit takes it in as it arrives.
      if (streams & ~hot_.credit_mask & hot_.credit_hint) return next;
      if (const uint32_t ready = hot_.front_ready_mask & hot_.credit_mask & streams) {
        if (hot_.half_duplex) return next;
        due = std::min(due, channels_ > 1 ? injection_.channels_due(ready, next)
                                          : std::max(hot_.next_free, next));
      }
    }
    return due;
  }
  // The machine's schedule slot of this interface (its node's).
  void attach_schedule(Cycle* due) { wake_.attach(due); }
  // Words from the switch's ejection ports arrive through here (Link::attach_sink): `port` is
  // the channel's first queue, channel * V.
  void deliver(int port, const Flit& flit, Cycle arrival) override;

  // Instruments for synthetic traffic (a packet source and sink beside the node's program):
  // `cycle_hook` runs at the start of a tick and may push words, and returns the next cycle
  // in which it must run again (after `now`): the interface sleeps until then unless
  // something else wakes it, and runs the hook in no cycle before it. `completion_hook` runs
  // when a message's trailer has been taken, its data already in memory.
  void set_cycle_hook(std::function<Cycle(Cycle)> hook) {
    cycle_hook_ = std::move(hook);
    hot_.has_cycle_hook = bool(cycle_hook_);
    hook_due_ = 0;
  }
  void set_completion_hook(std::function<void(int vc, const MessageRecord&)> hook) {
    ejection_.set_completion_hook(std::move(hook));
  }
  const std::vector<uint32_t>& memory() const { return memory_; }
  // A cycle or completion hook is set: code outside the machine runs inside its ticks.
  bool has_hooks() const { return bool(cycle_hook_) || ejection_.has_completion_hook(); }

  // Processor side of injection, on local channel 0 or on `channel`.
  void push_word(int vc, const Flit& flit) { push_word(0, vc, flit); }
  // Injection polls every starved stream's credits in every cycle (see Injection), and the
  // processor's lone accesses are granted one tick at a time (see grant_memory).
  void poll_every_cycle() {
    injection_.poll_every_cycle();
    grant_every_access();
  }
  // The processor's lone accesses are granted one tick at a time (a traced run shows each).
  void grant_every_access() { lone_streams_ = false; }
  void push_word(int channel, int vc, const Flit& flit) {
    injection_.push_word(channel, vc, flit, hot_);
    wake_.wake(0);
  }
  int push_dma(int vc, uint32_t address, uint32_t words) { return push_dma(0, vc, address, words); }
  int push_dma(int channel, int vc, uint32_t address, uint32_t words) {  // returns a job id
    wake_.wake(0);
    return injection_.push_dma(channel, vc, address, words, hot_);
  }
  bool dma_done(int job) const { return injection_.dma_done(job); }

  // Processor memory accesses: request `count` (one at a time, each arbitrated like any other
  // requester's), then wait until processor_grants() has moved by `count`. activity() moves
  // once, at the last grant, so that a long stream wakes the processor once.
  void request_processor_access(uint64_t count = 1) {
    if (count == 0) return;
    processor_accesses_left_ = count;
    hot_.processor_request = true;
    hot_.memory_wake = 0;
    wake_.wake(0);
  }
  uint64_t processor_grants() const { return processor_grants_; }

  // Ejection records, per VC, every channel's, in the order their headers arrived.
  // VC `vc`'s records not yet released (Ejection::messages, Ejection::release).
  const MessageLog& messages(int vc) const { return ejection_.messages(vc); }
  uint64_t released_messages(int vc) const { return ejection_.released(vc); }
  void release_messages(int vc, uint64_t count) { ejection_.release(vc, count); }
  uint64_t messages_completed() const { return ejection_.messages_completed(); }
  // A synthetic source choosing the VC of its next packet (see Injection::idle, credits).
  bool injection_idle(int channel, int vc) const { return injection_.idle(channel, vc); }
  int injection_credits(int channel, int vc, Cycle now) {
    return injection_.credits(channel, vc, now, hot_);
  }

  // Moves whenever something the processor may wait for happens.
  uint64_t activity() const { return hot_.activity; }
  // Moves whenever a word leaves or enters (for the deadlock watchdog).
  uint64_t words_moved() const { return injection_.words_sent() + ejection_.words_taken(); }
  bool quiet() const { return injection_.quiet() && ejection_.quiet(); }
  std::string describe_blocked() const;

  // Traced state.
  uint32_t dma_words_outstanding() const { return injection_.dma_words_outstanding(); }
  // Memory accesses granted by the end of cycle `last`, and whether one still holds a port or
  // the processor's lone accesses are under way at `now` (for the watchdog).
  uint64_t memory_accesses(Cycle last) const {
    return ports_.accesses() + (lone_from_ <= last ? last - lone_from_ + 1 : 0);
  }
  bool memory_busy(Cycle now) const { return ports_.busy(now) || lone_from_ != kNeverDue; }
  // Without the processor's lone accesses not yet counted (memory_accesses counts them).
  const MemoryPorts& memory_ports() const { return ports_; }
  int channels() const { return channels_; }

 private:
  void grant_memory(Cycle now);
  // The processor's lone accesses from lone_from_ up to `now` (excluded), granted at once.
  void settle_lone_accesses(Cycle now);

  InterfaceHot hot_;
  Injection injection_;
  Ejection ejection_;
  MemoryPorts ports_;
  std::vector<uint32_t>& memory_;
  int vcs_;
  int channels_;
  std::function<Cycle(Cycle)> cycle_hook_;
  Cycle hook_due_ = 0;  // the first cycle in which cycle_hook_ runs again
  WakeSlot wake_;
  uint64_t processor_grants_ = 0;
  uint64_t processor_accesses_left_ = 0;  // of the processor's current request
  // The processor alone asks for memory: from lone_from_ on it takes one access per cycle,
  // counted when grant_memory next runs (kNeverDue: not now). See grant_memory.
  Cycle lone_from_ = kNeverDue;
  bool lone_streams_ = true;
};

}  // namespace ccsim::net
