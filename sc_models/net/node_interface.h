// A node's network interface: injection streams with DMA engines, the ejection (deposit)
// engine, and the memory ports they share with the processor. Plain C++, ticked once per
// rising edge by the node's SystemC wrapper.
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
#include "net/params.h"
#include "net/ring_buffer.h"

namespace ccsim::net {

struct ReceivedMessage {
  int source = -1;
  uint32_t tag = 0;
  uint32_t address = 0;
  uint32_t words = 0;
  Cycle header_cycle = 0;
  Cycle tail_cycle = 0;
  bool has_header = false;  // both info words taken
  bool complete = false;    // trailer taken: every data word is in memory
};

class NodeInterface : public WordSink {
 public:
  NodeInterface(const MachineParams& params, std::string name, std::vector<uint32_t>& memory);
  // The local link keeps pointers into the interface (Link::listen): it must not move.
  NodeInterface(const NodeInterface&) = delete;
  NodeInterface& operator=(const NodeInterface&) = delete;

  void connect(LinkEnd local, int switch_queue_depth);
  void tick(Cycle now);
  // Words from the switch's ejection port arrive through here (Link::attach_sink).
  void deliver(int port, const Flit& flit, Cycle arrival) override;

  // Instruments for synthetic traffic (a packet source and sink beside the node's program):
  // `cycle_hook` runs at the start of every tick and may push words; `completion_hook` runs
  // when a message's trailer has been taken, its data already in memory.
  void set_cycle_hook(std::function<void(Cycle)> hook) { cycle_hook_ = std::move(hook); }
  void set_completion_hook(std::function<void(int vc, const ReceivedMessage&)> hook) {
    completion_hook_ = std::move(hook);
  }
  const std::vector<uint32_t>& memory() const { return memory_; }

  // Processor side of injection.
  void push_word(int vc, const Flit& flit);
  int push_dma(int vc, uint32_t address, uint32_t words);  // returns a job id
  bool dma_done(int job) const { return jobs_[size_t(job)].done; }

  // Processor memory access: request, then wait until processor_grants() moves.
  void request_processor_access() { processor_request_ = true; }
  uint64_t processor_grants() const { return processor_grants_; }

  // Ejection records, per VC, in arrival order.
  const std::vector<ReceivedMessage>& messages(int vc) const { return messages_[size_t(vc)]; }
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
  struct StreamItem {
    bool is_dma = false;
    Flit word;  // when !is_dma
    int job = -1;
  };
  struct DmaJob {
    int vc = 0;
    uint32_t address = 0;
    uint32_t words = 0;
    int engine = -1;  // assigned when the job reaches the front of its stream
    bool done = false;
  };
  struct DmaEngine {
    int job = -1;  // -1 = free
    uint32_t fetched = 0;
    uint32_t sent = 0;
    RingBuffer<uint32_t> buffer{2};
  };
  struct EjectState {
    RingBuffer<StagedFlit> queue;
    int info_seen = 0;  // info words taken for the open message
    bool open = false;
  };

  bool word_ready(int vc) const;
  void assign_engines();
  void take_credits(Cycle now);
  void inject(Cycle now);
  void grant_memory(Cycle now);
  void eject(Cycle now, uint64_t granted);
  void finish_job(DmaEngine& engine);
  int requester_of_engine(int e) const { return 1 + e; }
  int requester_of_eject(int vc) const { return 1 + int(engines_.size()) + vc; }

  MachineParams params_;
  std::string name_;
  std::vector<uint32_t>& memory_;
  LinkEnd local_;
  int vcs_;
  std::vector<std::deque<StreamItem>> streams_;
  std::vector<int> credits_;
  RoundRobinArbiter vc_arbiter_;
  std::vector<DmaEngine> engines_;
  std::vector<DmaJob> jobs_;
  std::vector<EjectState> eject_;
  std::vector<std::vector<ReceivedMessage>> messages_;
  MemoryPorts ports_;
  std::function<void(Cycle)> cycle_hook_;
  std::function<void(int, const ReceivedMessage&)> completion_hook_;
  bool processor_request_ = false;
  uint64_t processor_grants_ = 0;
  uint64_t completed_ = 0;
  uint64_t activity_ = 0;
  uint64_t words_moved_ = 0;
  uint32_t dma_outstanding_ = 0;
  uint32_t credits_pending_ = 0;  // likewise for credits
  size_t stream_items_ = 0;       // over all VCs: injection has nothing to do while 0
  int busy_engines_ = 0;
  bool assign_pending_ = false;  // a DMA job may be waiting at a stream front for an engine
  int eject_words_ = 0;
  uint32_t stream_mask_ = 0;  // VCs whose injection stream has items
  uint32_t eject_mask_ =
      0;  // VCs whose ejection queue holds words          // words in the ejection queues
};

}  // namespace ccsim::net
