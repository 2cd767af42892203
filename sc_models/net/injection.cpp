// Injection half of a node's network interface: streams, DMA engines, the local links' senders.
//
// The per-cycle path works on masks in InterfaceHot: which streams have a word ready, which
// have credits, which engines want memory. They are updated where the state they summarize
// changes.
#include "net/injection.h"

#include "base/errors.h"
#include "net/node_memory.h"
#include "net/switch/switch_core.h"

namespace ccsim::net {

Injection::Injection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory,
                     std::vector<std::string> channel_names)
    : memory_(memory),
      vcs_(params.router.num_vcs),
      vc_bits_(uint32_t((uint64_t(1) << vcs_) - 1)),
      slot_free_from_(channel_names.size(), 0),
      injection_(channel_names.size() * size_t(vcs_)),
      engines_(size_t(params.node.dma_engines)),
      more_channels_(channel_names.size() - 1),
      memory_limit_(uint64_t(params.memory.words)),
      name_(std::move(name)),
      channel_names_(std::move(channel_names)) {
  for (int c = 0; c < channel_count(); ++c) {
    channel(c).first_stream = c * vcs_;
    channel(c).streams = channel_streams(c);
  }
}

void Injection::connect(int channel, LinkEnd local, int switch_queue_depth, InterfaceHot& hot) {
  Channel& ch = this->channel(channel);
  ch.local = local;
  ch.half_duplex = local.link->params().half_duplex;
  const bool one_channel = more_channels_.empty();
  if (one_channel) hot.half_duplex = ch.half_duplex;
  if (!ch.half_duplex) {
    local.link->mirror_next_free(local.end,
                                 one_channel ? &hot.next_free : &slot_free_from_[size_t(channel)]);
  }
  for (uint32_t streams = ch.streams; streams; streams &= streams - 1) {
    const int q = __builtin_ctz(streams);
    injection_[size_t(q)].credits = switch_queue_depth;
    injection_[size_t(q)].credit_lane = local.link->credit_lane(1 - local.end, q - ch.first_stream);
  }
  if (switch_queue_depth > 0) hot.credit_mask |= ch.streams;
}

void Injection::push_word(int channel, int vc, const Flit& flit, InterfaceHot& hot) {
  StreamItem item;
  item.word = flit;
  item.word.vc = uint8_t(vc);
  const int q = channel * vcs_ + vc;
  injection_[size_t(q)].stream.push_back(item);
  refresh_front(q, hot);
}

int Injection::push_dma(int channel, int vc, uint32_t address, uint32_t words, InterfaceHot& hot) {
  if (!reach_memory(memory_, uint64_t(address) + words, memory_limit_)) {
    throw SimulationError(name_ + ": DMA out of memory bounds (address " + std::to_string(address) +
                          ", " + std::to_string(words) + " words)");
  }
  const int q = channel * vcs_ + vc;
  const int job = jobs_released_ + int(jobs_.size());
  jobs_.push_back(DmaJob{q, address, words, -1, words == 0});
  if (words > 0) {
    StreamItem item;
    item.job = job;
    injection_[size_t(q)].stream.push_back(item);
    refresh_front(q, hot);
    hot.assign_pending = true;
    dma_outstanding_ += words;
  }
  return job;
}

void Injection::refresh_front(int q, InterfaceHot& hot) {
  const uint32_t bit = uint32_t(1) << q;
  const InjectionVc& in = injection_[size_t(q)];
  bool ready = false;
  bool waits_for_engine = false;
  if (in.stream.empty()) {
    hot.stream_mask &= ~bit;
  } else {
    hot.stream_mask |= bit;
    if (!in.stream.front().is_dma()) {
      ready = true;
    } else if (in.engine >= 0) {
      const DmaEngine& engine = engines_[size_t(in.engine)];
      ready = engine.fetched > engine.sent;
    } else {
      waits_for_engine = true;
    }
  }
  engine_waiters_ = waits_for_engine ? engine_waiters_ | bit : engine_waiters_ & ~bit;
  hot.front_ready_mask = ready ? hot.front_ready_mask | bit : hot.front_ready_mask & ~bit;
}

// Credits for the streams in `starved`, channel ch's: they have items to send and no credit
// left (the others can wait).
void Injection::take_credits(Channel& ch, uint32_t starved, Cycle now, InterfaceHot& hot) {
  for (; starved; starved &= starved - 1) {
    const int q = __builtin_ctz(starved);
    InjectionVc& in = injection_[size_t(q)];
    if (in.credit_lane && in.credit_lane->sent == in.credit_lane->taken) {
      hot.credit_hint &= ~(hinted_streams_ & (uint32_t(1) << q));  // every credit taken
      continue;
    }
    const int got = in.credit_lane
                        ? CreditLanes::take(*in.credit_lane, now)
                        : ch.local.link->receive_credits(ch.local.end, q - ch.first_stream, now);
    if (got == 0) continue;
    in.credits += got;
    if (in.credits > 0) hot.credit_mask |= uint32_t(1) << q;
  }
}

int Injection::credits(int channel, int vc, Cycle now, InterfaceHot& hot) {
  const int q = channel * vcs_ + vc;
  InjectionVc& in = injection_[size_t(q)];
  // As send_on takes them: when none are left and the switch may have sent some.
  if (in.credits <= 0 && (hot.credit_hint >> q & 1)) {
    take_credits(this->channel(channel), uint32_t(1) << q, now, hot);
  }
  return in.credits;
}

void Injection::assign_engines(InterfaceHot& hot) {
  hot.assign_pending = false;
  // Streams in order, as the engines are handed out in stream order.
  for (uint32_t waiters = engine_waiters_; waiters; waiters &= waiters - 1) {
    const int q = __builtin_ctz(waiters);
    InjectionVc& in = injection_[size_t(q)];
    const int j = in.stream.front().job;
    DmaJob& job = job_at(j);
    if (job.engine >= 0) continue;
    for (int e = 0; e < int(engines_.size()) && job.engine < 0; ++e) {
      DmaEngine& engine = engines_[size_t(e)];
      if (engine.job >= 0) continue;
      engine.job = j;
      engine.stream = uint16_t(q);
      engine.vc = uint8_t(q % vcs_);
      engine.address = job.address;
      engine.words = job.words;
      engine.fetched = engine.sent = 0;
      job.engine = in.engine = e;
      engine_waiters_ &= ~(uint32_t(1) << q);
      request_fetch(e, hot);  // an empty buffer and at least one word to fetch
    }
    // Every engine busy: finish_front_job() frees one and asks again, so no retry each cycle.
  }
}

// Sends one word on channel `ch`, whose slot is free, of one of its streams (among `streams`)
// that has a word ready and a credit.
[[gnu::always_inline]] inline void Injection::send_on(Channel& ch, uint32_t streams, Cycle now,
                                                      InterfaceHot& hot) {
  // Credits are taken in lazily, when a stream with items finds none left: the count it then
  // sees is what an eager intake would have shown.
  if (const uint32_t starved = hot.stream_mask & ~hot.credit_mask & hot.credit_hint & streams) {
    take_credits(ch, starved, now, hot);
  }
  const uint32_t ready = hot.front_ready_mask & hot.credit_mask & streams;
  // Full duplex, can_send() is slot_free(), which the caller found true.
  if (!ready || (ch.half_duplex && !ch.local.link->can_send(ch.local.end, now))) return;

  // Round robin over the channel's streams, as RoundRobinArbiter: the first ready stream
  // after the last winner.
  const uint32_t after = ready & ch.rotation;
  const int q = __builtin_ctz(after ? after : ready);
  ch.rotation = uint32_t(~uint64_t(0) << (q + 1));  // q < 32
  InjectionVc& in = injection_[size_t(q)];
  const Flit flit = in.engine < 0 ? take_front_word(q, hot) : take_dma_word(q, hot);
  if (ch.far_switch) {
    // What Link::send does, with the switch's deliver() called directly (and inline).
    ch.far_switch->SwitchCore::deliver(ch.far_port, flit,
                                       ch.local.link->occupy(ch.local.end, flit, now));
  } else {
    send_by_link(ch, flit, now, hot);
  }
  if (--in.credits <= 0) hot.credit_mask &= ~(uint32_t(1) << q);
  ++words_sent_;
}

void Injection::inject(Cycle now, InterfaceHot& hot) { send_on(channel0_, ~uint32_t(0), now, hot); }

// Visits the channels that have items to send, each once, and sends on those whose slot is
// free. Out of the one-channel path: only an all-port node runs it.
void Injection::inject_channels(Cycle now, InterfaceHot& hot) {
  // Only channels with a stream that can send, or that may have a credit to take.
  const uint32_t sendable =
      (hot.front_ready_mask & hot.credit_mask) | (~hot.credit_mask & hot.credit_hint);
  for (uint32_t pending = hot.stream_mask & sendable; pending;) {
    const int c = __builtin_ctz(pending) / vcs_;
    pending &= ~channel_streams(c);
    if (now < slot_free_from_[size_t(c)]) continue;  // full duplex, busy
    Channel& ch = channel(c);
    if (!ch.half_duplex || ch.local.link->slot_free(ch.local.end, now)) {
      send_on(ch, ch.streams, now, hot);
    }
  }
}

// Sends through the link, which hands the word to whatever block is at the far end; the
// first word also finds out whether that is a switch (see Channel::far_switch).
void Injection::send_by_link(Channel& ch, const Flit& flit, Cycle now, InterfaceHot& hot) {
  if (!ch.far_end_known) {
    ch.far_end_known = true;
    ch.far_switch = dynamic_cast<SwitchCore*>(ch.local.link->sink(1 - ch.local.end));
    ch.far_port = ch.local.link->sink_port(1 - ch.local.end);
    // Before the first word: no credit of this channel can have been sent yet.
    if (ch.far_switch && use_hints_) {
      ch.far_switch->notify_credits(ch.far_port, &hot.credit_hint, ch.first_stream);
      hinted_streams_ |= ch.streams;
      hot.credit_hint &= ~ch.streams;
    }
  }
  ch.local.link->send(ch.local.end, flit, now);
}

// Takes the next word of the DMA job at the front of stream `q` from its engine's buffer.
inline Flit Injection::take_dma_word(int q, InterfaceHot& hot) {
  const int e = injection_[size_t(q)].engine;
  DmaEngine& engine = engines_[size_t(e)];
  // Locals: the stores to the masks below may, as far as the compiler knows, change the
  // engine.
  const uint32_t sent = engine.sent;
  const Flit flit{engine.buffer[sent % DmaEngine::kBufferWords], FlitKind::kBody, engine.vc};
  const uint32_t fetched = engine.fetched;
  const uint32_t words = engine.words;
  engine.sent = sent + 1;
  --dma_outstanding_;
  if (sent + 1 == words) {
    finish_front_job(q, hot);
  } else {
    if (sent + 1 == fetched) hot.front_ready_mask &= ~(uint32_t(1) << q);
    if (fetched < words) request_fetch(e, hot);  // buffer room
  }
  return flit;
}

// Pops the processor-written word at the front of stream `q`.
Flit Injection::take_front_word(int q, InterfaceHot& hot) {
  auto& stream = injection_[size_t(q)].stream;
  const Flit flit = stream.front().word;
  stream.pop_front();
  refresh_front(q, hot);
  hot.assign_pending = true;  // a DMA job may now be at the front
  return flit;
}

// The DMA job at the front of stream `q` has sent its last word: it is done, and its engine
// is free (it wants no more memory: every word was fetched).
void Injection::finish_front_job(int q, InterfaceHot& hot) {
  InjectionVc& in = injection_[size_t(q)];
  DmaEngine& engine = engines_[size_t(in.engine)];
  job_at(engine.job).done = true;
  for (; !jobs_.empty() && jobs_.front().done; ++jobs_released_) jobs_.pop_front();
  engine.job = -1;
  in.engine = -1;
  in.stream.pop_front();
  refresh_front(q, hot);
  hot.assign_pending = true;  // a freed engine, and perhaps a new front job
  ++hot.activity;
}

bool Injection::quiet() const {
  for (const auto& in : injection_) {
    if (!in.stream.empty()) return false;
  }
  return true;
}

void Injection::describe_blocked(std::ostream& os, int q) const {
  const InjectionVc& in = injection_[size_t(q)];
  if (in.stream.empty()) return;
  os << "  " << name_ << ".inject_";
  // One channel keeps the one-port names; several name the channel ("inject_local_xp_vc0").
  if (channel_count() > 1) os << channel_names_[size_t(q / vcs_)] << "_";
  os << "vc" << q % vcs_ << ": " << in.stream.size() << " item(s) to send, " << in.credits
     << " credit(s)";
  if (in.stream.front().is_dma()) {
    const DmaJob& job = job_at(in.stream.front().job);
    os << ", front DMA of " << job.words << " words"
       << (job.engine < 0 ? " waiting for a free engine" : "");
  }
  os << (in.credits <= 0 ? "; waits for a credit from the switch" : "") << "\n";
}

}  // namespace ccsim::net
