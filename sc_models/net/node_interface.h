// A node's network interface: injection streams with DMA engines, the ejection (deposit)
// engine, and the memory ports they share with the processor. Plain C++, ticked once per
// rising edge by its node (Node::tick), from the machine's single edge process.
//
// Injection: per VC, an ordered stream of items: words the processor wrote (route, info,
// trailer) and DMA jobs (memory words). A DMA job takes one of `dma_engines` engines when it
// reaches the front; each engine reads memory through the ports into a 2-word buffer (so at
// cycles_per_word = 1 one slot stays idle between the last header word and the first data
// word while the engine's first read is under way). Each
// cycle the local link (when its slot is free) carries one word of one VC that has a word
// and a credit, round robin over VCs.
// Ejection: per VC, a queue of the switch's queue depth (its credits); the deposit engine
// takes the two info words, writes each data word at (info1 + i) through a memory port and
// closes the message at its trailer. The processor sees per-VC message records.
// Order in a cycle: credits, injection send, memory grants, ejection pops, arrivals; so a word
// read from memory or arriving in cycle t moves on in cycle t + 1 at the earliest.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/link.h"
#include "net/memory_ports.h"
#include "net/message_record.h"
#include "net/params.h"
#include "net/ring_buffer.h"

namespace ccsim::net {

class SwitchCore;

class NodeInterface : public WordSink {
 public:
  NodeInterface(const MachineParams& params, std::string name, std::vector<uint32_t>& memory);
  // The local link keeps pointers into the interface (Link::attach_sink): it must not move.
  NodeInterface(const NodeInterface&) = delete;
  NodeInterface& operator=(const NodeInterface&) = delete;

  void connect(LinkEnd local, int switch_queue_depth);
  // Inline: it runs for every node in every cycle, and mostly finds nothing to do.
  void tick(Cycle now) {
    if (has_cycle_hook_) cycle_hook_(now);
    if (stream_mask_) {
      // Engines go to DMA jobs that reached the front of their stream (they prefetch even
      // while the link is busy).
      if (assign_pending_) assign_engines();
      if (slot_free(now)) inject(now);
    }
    if (now >= memory_wake_) grant_memory(now);
  }
  // Words from the switch's ejection port arrive through here (Link::attach_sink).
  void deliver(int port, const Flit& flit, Cycle arrival) override;

  // Instruments for synthetic traffic (a packet source and sink beside the node's program):
  // `cycle_hook` runs at the start of every tick and may push words; `completion_hook` runs
  // when a message's trailer has been taken, its data already in memory.
  void set_cycle_hook(std::function<void(Cycle)> hook) {
    cycle_hook_ = std::move(hook);
    has_cycle_hook_ = bool(cycle_hook_);
  }
  void set_completion_hook(std::function<void(int vc, const MessageRecord&)> hook) {
    completion_hook_ = std::move(hook);
  }
  const std::vector<uint32_t>& memory() const { return memory_; }

  // Processor side of injection.
  void push_word(int vc, const Flit& flit);
  int push_dma(int vc, uint32_t address, uint32_t words);  // returns a job id
  bool dma_done(int job) const { return jobs_[size_t(job)].done; }

  // Processor memory access: request, then wait until processor_grants() moves.
  void request_processor_access() {
    processor_request_ = true;
    memory_wake_ = 0;
  }
  uint64_t processor_grants() const { return processor_grants_; }

  // Ejection records, per VC, in arrival order.
  const std::vector<MessageRecord>& messages(int vc) const { return messages_[size_t(vc)]; }
  uint64_t messages_completed() const { return completed_; }

  // Moves whenever something the processor may wait for happens.
  uint64_t activity() const { return activity_; }
  // Moves whenever a word leaves or enters (for the deadlock watchdog).
  uint64_t words_moved() const { return words_moved_; }
  bool quiet() const;
  std::string describe_blocked() const;

  // Traced state.
  uint32_t dma_words_outstanding() const { return dma_outstanding_; }
  const MemoryPorts& memory_ports() const { return ports_; }

 private:
  static constexpr Cycle kNever = ~Cycle(0);

  struct StreamItem {
    Flit word;     // when job < 0
    int job = -1;  // a DMA job, or -1 for a word the processor wrote
    bool is_dma() const { return job >= 0; }
  };
  struct InjectionVc {
    std::deque<StreamItem> stream;
    int credits = 0;
    int engine = -1;  // the engine serving the DMA job at the stream's front, once assigned
  };
  struct DmaJob {
    int vc = 0;
    uint32_t address = 0;
    uint32_t words = 0;
    int engine = -1;  // assigned when the job reaches the front of its stream
    bool done = false;
  };
  // An engine serves the job at the front of stream `vc` from assignment until its last word
  // has been sent, with its own copy of what the per-cycle path needs of the job. Its 2-word
  // buffer holds the words fetched but not yet sent; word i sits in slot i % 2.
  struct DmaEngine {
    static constexpr uint32_t kBufferWords = 2;
    int job = -1;  // -1 = free
    int vc = 0;
    uint32_t address = 0;  // of the job's first word
    uint32_t words = 0;
    uint32_t fetched = 0;
    uint32_t sent = 0;
    uint32_t buffer[kBufferWords] = {};
  };
  // Aligned so that indexing by VC is a shift (the per-cycle path indexes it per word).
  // The fields come before the queue so that they and the queue's control share a line.
  struct alignas(64) EjectState {
    // While open: the message's record, the last of the VC's log (which grows only when a
    // message starts, so the record stays put while its data words come in).
    MessageRecord* message = nullptr;
    CreditLanes::Lane* credit_lane = nullptr;  // where the credits go, if the link gives it
    int info_seen = 0;                         // info words taken for the open message
    bool open = false;
    RingBuffer<StagedFlit> queue;
  };

  // The per-cycle path; `inline` ones are defined in the .cpp, which alone calls them.
  void assign_engines();
  void take_credits(Cycle now);
  void inject(Cycle now);
  Flit take_front_word(int vc);
  inline Flit take_dma_word(int vc);
  void finish_front_job(int vc);
  void grant_memory(Cycle now);
  inline uint32_t scan_ejection(Cycle now, uint32_t& deposits, Cycle& wake) const;
  inline void fetch(uint64_t engines);
  [[gnu::always_inline]] inline void eject(uint32_t vcs, uint32_t deposits, uint32_t granted,
                                           Cycle now, Cycle& wake);
  inline void deposit(EjectState& ej, uint32_t data);
  void take_control_word(int vc, const Flit& flit, Cycle now);
  // Protocol errors, out of the per-cycle path: they throw SimulationError.
  [[noreturn]] void eject_error(int vc, const char* what) const;
  [[noreturn]] void foreign_vc_error(int vc) const;
  [[noreturn]] void deposit_error(const MessageRecord& m, uint64_t address) const;
  // Recomputes stream `vc`'s bits of stream_mask_ and front_ready_mask_ after its front changed.
  void refresh_front(int vc);
  uint64_t engine_bit(int e) const { return uint64_t(1) << (1 + e); }
  // Engine e wants memory (see engine_requests_).
  void request_fetch(int e) {
    engine_requests_ |= engine_bit(e);
    memory_wake_ = 0;
  }
  // The local link's slot is free this cycle. Full duplex reads the link's own "next free
  // slot" without a call; half duplex asks the link, as the switch shares the slot.
  bool slot_free(Cycle now) const {
    return half_duplex_ ? local_.link->slot_free(local_.end, now) : now >= next_free_;
  }
  void send_by_link(const Flit& flit, Cycle now);

  // What tick() (and the node, activity_) read in every cycle, on one cache line: the
  // machine's state is far larger than the first-level cache, so an idle interface then
  // costs one miss.
  // grant_memory has nothing to do before this cycle: 0 while the processor or an engine
  // requests memory, else no ejection queue's front word is visible before it (a lower bound;
  // "never" while the queues are empty), so that ejection costs nothing while its words are
  // on their way.
  alignas(64) Cycle memory_wake_ = kNever;
  Cycle next_free_ = 0;  // full duplex: our end's next free slot (Link::mirror_next_free)
  uint64_t activity_ = 0;
  uint32_t stream_mask_ = 0;  // bit v: the injection stream of VC v has items
  bool has_cycle_hook_ = false;
  bool assign_pending_ = false;  // a DMA job may be waiting at a stream front for an engine
  bool half_duplex_ = false;

  MachineParams params_;
  std::string name_;
  std::vector<uint32_t>& memory_;
  LinkEnd local_;
  // The switch at the far end of the local link, if the link delivers to one: words are then
  // handed to it directly (Link::occupy), without the link's virtual call. Looked for at the
  // first word sent, when every block has been attached.
  bool far_end_known_ = false;
  SwitchCore* far_switch_ = nullptr;
  int far_port_ = 0;
  int vcs_;
  std::vector<InjectionVc> injection_;
  // The injection VCs at or after the one following the last VC sent (all at first): past
  // the last VC there are none, so the search wraps around.
  uint32_t vc_rotation_ = ~uint32_t(0);
  std::vector<DmaEngine> engines_;
  int first_eject_requester_;  // memory requesters: the processor, the engines, the VCs
  std::vector<DmaJob> jobs_;
  std::vector<EjectState> eject_;
  std::vector<std::vector<MessageRecord>> messages_;
  MemoryPorts ports_;
  std::function<void(Cycle)> cycle_hook_;
  std::function<void(int, const MessageRecord&)> completion_hook_;
  bool processor_request_ = false;
  uint64_t processor_grants_ = 0;
  uint64_t completed_ = 0;
  uint64_t words_moved_ = 0;
  uint32_t dma_outstanding_ = 0;

  // Per-cycle summaries, kept up to date as the state they summarize changes, so that a cycle
  // costs little more than a few mask operations. Bit v stands for VC v unless said otherwise.
  uint32_t front_ready_mask_ = 0;  // the stream has items and its front can give a word now
                                   // (credits aside)
  uint32_t credit_mask_ = 0;       // the VC has credits
  uint32_t eject_mask_ = 0;        // the ejection queue holds words
  uint64_t engine_requests_ = 0;   // engine_bit(e): engine e is busy, has buffer room and words
                                   // left to fetch
};

}  // namespace ccsim::net
