// Injection half of a node's network interface: per-stream queues and the DMA engines.
//
// A stream is one (local channel, VC) pair: stream q = c * V + v (V = switch.num_vcs), so with
// one local channel stream v is VC v. Per stream, an ordered list of items: words the
// processor wrote (route, info, trailer) and DMA jobs (memory words). A DMA job takes one of
// `dma_engines` engines (one pool for every stream) when it reaches the front; each engine
// reads memory through the interface's ports into a 2-word buffer (so at cycles_per_word = 1
// one slot stays idle between the last header word and the first data word while the
// engine's first read is under way). Each cycle each local channel's link (when its slot is
// free) carries one word of one of its streams that has a word and a credit, round robin over
// the channel's VCs. Memory requester numbering is the interface's: bit 0 the processor, bit
// 1 + e engine e. Per-cycle calls take the interface's InterfaceHot (interface_hot.h); with
// one local channel the tick calls slot_free() and inject(), with several inject_channels().
#pragma once

#include <cstdint>
#include <deque>
#include <ostream>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/interface_hot.h"
#include "net/link.h"
#include "net/params.h"

namespace ccsim::net {

class SwitchCore;

class Injection {
 public:
  // `channel_names` names the local channels (diagnoses), channel 0 first.
  Injection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory,
            std::vector<std::string> channel_names);

  // Local channel `channel` sends on `local`; every channel is connected before the first tick.
  void connect(int channel, LinkEnd local, int switch_queue_depth, InterfaceHot& hot);

  // Processor side: the item joins stream (channel, vc).
  void push_word(int channel, int vc, const Flit& flit, InterfaceHot& hot);
  // Starved streams poll their credits in every cycle instead of waiting for the switch's
  // notice (InterfaceHot::credit_hint): the same results, slower. Before the first word.
  void poll_every_cycle() { use_hints_ = false; }
  int push_dma(int channel, int vc, uint32_t address, uint32_t words,
               InterfaceHot& hot);  // a job id
  bool dma_done(int job) const { return job < jobs_released_ || job_at(job).done; }
  // Stream (channel, vc) has nothing left to send: its last word has left.
  bool idle(int channel, int vc) const {
    return injection_[size_t(channel * vcs_ + vc)].stream.empty();
  }
  // The credits of stream (channel, vc) now, those that have arrived by `now` taken in (a
  // source choosing the VC of its next packet, as BookSim2's do).
  int credits(int channel, int vc, Cycle now, InterfaceHot& hot);

  // The per-cycle path. Engines go to DMA jobs that reached the front of their stream.
  void assign_engines(InterfaceHot& hot);
  // One local channel: its link's slot is free this cycle. Full duplex reads the link's own
  // "next free slot" without a call; half duplex asks the link, as the switch shares the slot.
  bool slot_free(Cycle now, const InterfaceHot& hot) const {
    const LinkEnd& local = channel0_.local;
    return hot.half_duplex ? local.link->slot_free(local.end, now) : now >= hot.next_free;
  }
  // One local channel, whose slot is free: sends one word of one VC that has a word ready and
  // a credit.
  void inject(Cycle now, InterfaceHot& hot);
  // Several local channels: each whose slot is free sends as inject() does.
  void inject_channels(Cycle now, InterfaceHot& hot);
  // Several local channels: the first cycle from `next` on in which the slot of a channel of
  // one of the streams in `ready` is free (for a half-duplex channel: `next`).
  Cycle channels_due(uint32_t ready, Cycle next) const {
    Cycle due = ~Cycle(0);
    while (ready) {
      const int c = __builtin_ctz(ready) / vcs_;
      ready &= ~channel_streams(c);
      due = std::min(due, std::max(slot_free_from_[size_t(c)], next));
      if (due == next) break;
    }
    return due;
  }
  // The engines in `engines` (granted a port; bits as hot.engine_requests) fetch a word each
  // into their buffers; the stream can send it from next cycle on.
  void fetch(uint64_t engines, InterfaceHot& hot) {
    for (; engines; engines &= engines - 1) {
      const int e = __builtin_ctzll(engines) - 1;
      DmaEngine& engine = engines_[size_t(e)];
      const uint32_t fetched = engine.fetched;
      engine.buffer[fetched % DmaEngine::kBufferWords] = memory_[engine.address + fetched];
      engine.fetched = fetched + 1;
      hot.front_ready_mask |= uint32_t(1) << engine.stream;  // the engine's job is at its front
      if (fetched + 1 - engine.sent == DmaEngine::kBufferWords || fetched + 1 == engine.words) {
        hot.engine_requests &= ~engine_bit(e);
      }
    }
  }

  uint64_t words_sent() const { return words_sent_; }
  uint32_t dma_words_outstanding() const { return dma_outstanding_; }
  bool quiet() const;
  // The line of stream `q`, if it holds items.
  void describe_blocked(std::ostream& os, int q) const;

 private:
  struct StreamItem {
    Flit word;     // when job < 0
    int job = -1;  // a DMA job, or -1 for a word the processor wrote
    bool is_dma() const { return job >= 0; }
  };
  struct InjectionVc {
    std::deque<StreamItem> stream;
    int credits = 0;
    int engine = -1;  // the engine serving the DMA job at the stream's front, once assigned
    // The lane this stream's credits come back on, when the link gives it (latency <= 3): a
    // starved stream with none in flight costs one load per cycle, and taking credits reads
    // the lane alone (take_credits).
    CreditLanes::Lane* credit_lane = nullptr;
  };
  struct DmaJob {
    int stream = 0;
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
    uint16_t stream = 0;
    uint8_t vc = 0;        // the stream's VC, which its words carry
    uint32_t address = 0;  // of the job's first word
    uint32_t words = 0;
    uint32_t fetched = 0;
    uint32_t sent = 0;
    uint32_t buffer[kBufferWords] = {};
  };
  static_assert(sizeof(DmaEngine) == 32, "indexing the engines is a shift");

  // A local channel: its link, the switch at its far end and its round robin over VCs.
  struct Channel {
    LinkEnd local;
    bool half_duplex = false;
    // The switch at the far end of the link, if the link delivers to one: words are then
    // handed to it directly (Link::occupy), without the link's virtual call. Looked for at
    // the first word sent, when every block has been attached.
    bool far_end_known = false;
    int far_port = 0;
    SwitchCore* far_switch = nullptr;
    uint32_t streams = 0;  // this channel's bits of the stream masks
    int first_stream = 0;  // channel * V: stream first_stream + v is VC v
    // The channel's streams at or after the one following the last stream sent (all at
    // first): past the last there are none, so the search wraps around.
    uint32_t rotation = ~uint32_t(0);
  };
  static_assert(sizeof(Channel) <= 56, "a channel and the sender's other fields: two lines");

  // Channel 0 lives in the object (as the one-port interface's link did), the others apart.
  DmaJob& job_at(int job) { return jobs_[size_t(job - jobs_released_)]; }
  const DmaJob& job_at(int job) const { return jobs_[size_t(job - jobs_released_)]; }
  Channel& channel(int c) { return c == 0 ? channel0_ : more_channels_[size_t(c - 1)]; }
  uint32_t channel_streams(int c) const { return vc_bits_ << (c * vcs_); }
  const Channel& channel(int c) const { return c == 0 ? channel0_ : more_channels_[size_t(c - 1)]; }
  int channel_count() const { return 1 + int(more_channels_.size()); }
  inline void send_on(Channel& ch, uint32_t streams, Cycle now, InterfaceHot& hot);
  void take_credits(Channel& ch, uint32_t starved, Cycle now, InterfaceHot& hot);
  Flit take_front_word(int q, InterfaceHot& hot);
  inline Flit take_dma_word(int q, InterfaceHot& hot);
  void finish_front_job(int q, InterfaceHot& hot);
  // Recomputes stream `q`'s bits of stream_mask and front_ready_mask after its front changed.
  void refresh_front(int q, InterfaceHot& hot);
  static uint64_t engine_bit(int e) { return uint64_t(1) << (1 + e); }
  // Engine e wants memory (see InterfaceHot::engine_requests).
  void request_fetch(int e, InterfaceHot& hot) {
    hot.engine_requests |= engine_bit(e);
    hot.memory_wake = 0;
  }
  void send_by_link(Channel& ch, const Flit& flit, Cycle now, InterfaceHot& hot);

  // What the per-cycle path reads first: with the interface's InterfaceHot before them, two
  // cache lines (machines of many nodes are far larger than the first-level cache).
  std::vector<uint32_t>& memory_;
  int vcs_;
  uint32_t dma_outstanding_ = 0;
  uint32_t hinted_streams_ = 0;  // streams whose switch notifies credits (credit_hint)
  bool use_hints_ = true;        // false: poll every starved stream in every cycle
  uint32_t engine_waiters_ = 0;  // streams whose front is a DMA job without an engine
  uint32_t vc_bits_;             // channel c's bits of the stream masks: vc_bits_ << (c * vcs_)
  // Several channels: per channel, the first cycle its slot is free (kept by the link,
  // Link::mirror_next_free; 0 for a half-duplex channel, whose slot the link decides). Apart
  // from the channels, so that a node of 22 channels, each busy for 57 cycles per word, finds
  // which can send in a few lines, and sleeps until the first can (channels_due).
  std::vector<Cycle> slot_free_from_;
  Channel channel0_;
  std::vector<InjectionVc> injection_;  // per stream
  std::vector<DmaEngine> engines_;
  uint64_t words_sent_ = 0;

  // The jobs from number jobs_released_ on: done jobs leave from the front (a long run pushes
  // tens of thousands per node), and a job before the first kept one is done.
  std::deque<DmaJob> jobs_;
  int jobs_released_ = 0;
  std::vector<Channel> more_channels_;  // channels 1, 2, ... (node.all_port)
  uint64_t memory_limit_;               // memory.words
  std::string name_;
  std::vector<std::string> channel_names_;  // for diagnoses
};

}  // namespace ccsim::net
