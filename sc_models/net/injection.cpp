// Injection half of a node's network interface: streams, DMA engines, the local link's sender.
//
// The per-cycle path works on masks in InterfaceHot: which streams have a word ready, which
// have credits, which engines want memory. They are updated where the state they summarize
// changes.
#include "net/injection.h"

#include "base/errors.h"
#include "net/node_memory.h"
#include "net/switch_core.h"

namespace ccsim::net {

Injection::Injection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory)
    : name_(std::move(name)),
      memory_(memory),
      memory_limit_(uint64_t(params.memory.words)),
      vcs_(params.router.num_vcs),
      injection_(size_t(vcs_)),
      engines_(size_t(params.node.dma_engines)) {}

void Injection::connect(LinkEnd local, int switch_queue_depth, InterfaceHot& hot) {
  local_ = local;
  hot.half_duplex = local.link->params().half_duplex;
  if (!hot.half_duplex) local.link->mirror_next_free(local.end, &hot.next_free);
  for (auto& in : injection_) in.credits = switch_queue_depth;
  hot.credit_mask = switch_queue_depth > 0 ? (uint32_t(1) << vcs_) - 1 : 0;
}

void Injection::push_word(int vc, const Flit& flit, InterfaceHot& hot) {
  StreamItem item;
  item.word = flit;
  item.word.vc = uint8_t(vc);
  injection_[size_t(vc)].stream.push_back(item);
  refresh_front(vc, hot);
}

int Injection::push_dma(int vc, uint32_t address, uint32_t words, InterfaceHot& hot) {
  if (!reach_memory(memory_, uint64_t(address) + words, memory_limit_)) {
    throw SimulationError(name_ + ": DMA out of memory bounds (address " + std::to_string(address) +
                          ", " + std::to_string(words) + " words)");
  }
  const int job = int(jobs_.size());
  jobs_.push_back(DmaJob{vc, address, words, -1, words == 0});
  if (words > 0) {
    StreamItem item;
    item.job = job;
    injection_[size_t(vc)].stream.push_back(item);
    refresh_front(vc, hot);
    hot.assign_pending = true;
    dma_outstanding_ += words;
  }
  return job;
}

void Injection::refresh_front(int vc, InterfaceHot& hot) {
  const uint32_t bit = uint32_t(1) << vc;
  const InjectionVc& in = injection_[size_t(vc)];
  bool ready = false;
  if (in.stream.empty()) {
    hot.stream_mask &= ~bit;
  } else {
    hot.stream_mask |= bit;
    if (!in.stream.front().is_dma()) {
      ready = true;
    } else if (in.engine >= 0) {
      const DmaEngine& engine = engines_[size_t(in.engine)];
      ready = engine.fetched > engine.sent;
    }
  }
  hot.front_ready_mask = ready ? hot.front_ready_mask | bit : hot.front_ready_mask & ~bit;
}

// Credits for the VCs that have items to send and none left (the others can wait).
void Injection::take_credits(Cycle now, InterfaceHot& hot) {
  for (uint32_t starved = hot.stream_mask & ~hot.credit_mask; starved; starved &= starved - 1) {
    const int vc = __builtin_ctz(starved);
    const int got = local_.link->receive_credits(local_.end, vc, now);
    if (got == 0) continue;
    injection_[size_t(vc)].credits += got;
    if (injection_[size_t(vc)].credits > 0) hot.credit_mask |= uint32_t(1) << vc;
  }
}

void Injection::assign_engines(InterfaceHot& hot) {
  hot.assign_pending = false;
  for (int v = 0; v < vcs_; ++v) {
    InjectionVc& in = injection_[size_t(v)];
    if (in.stream.empty() || !in.stream.front().is_dma()) continue;
    const int j = in.stream.front().job;
    DmaJob& job = jobs_[size_t(j)];
    if (job.engine >= 0) continue;
    for (int e = 0; e < int(engines_.size()) && job.engine < 0; ++e) {
      DmaEngine& engine = engines_[size_t(e)];
      if (engine.job >= 0) continue;
      engine.job = j;
      engine.vc = v;
      engine.address = job.address;
      engine.words = job.words;
      engine.fetched = engine.sent = 0;
      job.engine = in.engine = e;
      request_fetch(e, hot);  // an empty buffer and at least one word to fetch
    }
    if (job.engine < 0) hot.assign_pending = true;  // every engine busy: try again next cycle
  }
}

void Injection::inject(Cycle now, InterfaceHot& hot) {
  // Credits are taken in lazily, when a stream with items finds none left: the count it then
  // sees is what an eager intake would have shown.
  if (hot.stream_mask & ~hot.credit_mask) take_credits(now, hot);
  const uint32_t ready = hot.front_ready_mask & hot.credit_mask;
  // Full duplex, can_send() is slot_free(), which the tick found true.
  if (!ready || (hot.half_duplex && !local_.link->can_send(local_.end, now))) return;

  // Round robin over VCs, as RoundRobinArbiter: the first ready VC after the last winner.
  const uint32_t after = ready & vc_rotation_;
  const int vc = __builtin_ctz(after ? after : ready);
  vc_rotation_ = ~uint32_t(0) << (vc + 1);  // vc < kMaxVcs < 32
  InjectionVc& in = injection_[size_t(vc)];
  const Flit flit = in.engine < 0 ? take_front_word(vc, hot) : take_dma_word(vc, hot);
  if (far_switch_) {
    // What Link::send does, with the switch's deliver() called directly (and inline).
    far_switch_->SwitchCore::deliver(far_port_, flit, local_.link->occupy(local_.end, flit, now));
  } else {
    send_by_link(flit, now);
  }
  if (--in.credits <= 0) hot.credit_mask &= ~(uint32_t(1) << vc);
  ++words_sent_;
}

// Sends through the link, which hands the word to whatever block is at the far end; the
// first word also finds out whether that is a switch (see far_switch_).
void Injection::send_by_link(const Flit& flit, Cycle now) {
  if (!far_end_known_) {
    far_end_known_ = true;
    far_switch_ = dynamic_cast<SwitchCore*>(local_.link->sink(1 - local_.end));
    far_port_ = local_.link->sink_port(1 - local_.end);
  }
  local_.link->send(local_.end, flit, now);
}

// Takes the next word of the DMA job at the front of stream `vc` from its engine's buffer.
inline Flit Injection::take_dma_word(int vc, InterfaceHot& hot) {
  const int e = injection_[size_t(vc)].engine;
  DmaEngine& engine = engines_[size_t(e)];
  // Locals: the stores to the masks below may, as far as the compiler knows, change the
  // engine.
  const uint32_t sent = engine.sent;
  const Flit flit{engine.buffer[sent % DmaEngine::kBufferWords], FlitKind::kBody, uint8_t(vc)};
  const uint32_t fetched = engine.fetched;
  const uint32_t words = engine.words;
  engine.sent = sent + 1;
  --dma_outstanding_;
  if (sent + 1 == words) {
    finish_front_job(vc, hot);
  } else {
    if (sent + 1 == fetched) hot.front_ready_mask &= ~(uint32_t(1) << vc);
    if (fetched < words) request_fetch(e, hot);  // buffer room
  }
  return flit;
}

// Pops the processor-written word at the front of stream `vc`.
Flit Injection::take_front_word(int vc, InterfaceHot& hot) {
  auto& stream = injection_[size_t(vc)].stream;
  const Flit flit = stream.front().word;
  stream.pop_front();
  refresh_front(vc, hot);
  hot.assign_pending = true;  // a DMA job may now be at the front
  return flit;
}

// The DMA job at the front of stream `vc` has sent its last word: it is done, and its engine
// is free (it wants no more memory: every word was fetched).
void Injection::finish_front_job(int vc, InterfaceHot& hot) {
  InjectionVc& in = injection_[size_t(vc)];
  DmaEngine& engine = engines_[size_t(in.engine)];
  jobs_[size_t(engine.job)].done = true;
  engine.job = -1;
  in.engine = -1;
  in.stream.pop_front();
  refresh_front(vc, hot);
  hot.assign_pending = true;  // a freed engine, and perhaps a new front job
  ++hot.activity;
}

bool Injection::quiet() const {
  for (const auto& in : injection_) {
    if (!in.stream.empty()) return false;
  }
  return true;
}

void Injection::describe_blocked(std::ostream& os, int vc) const {
  const InjectionVc& in = injection_[size_t(vc)];
  if (in.stream.empty()) return;
  os << "  " << name_ << ".inject_vc" << vc << ": " << in.stream.size() << " item(s) to send, "
     << in.credits << " credit(s)";
  if (in.stream.front().is_dma()) {
    const DmaJob& job = jobs_[size_t(in.stream.front().job)];
    os << ", front DMA of " << job.words << " words"
       << (job.engine < 0 ? " waiting for a free engine" : "");
  }
  os << (in.credits <= 0 ? "; waits for a credit from the switch" : "") << "\n";
}

}  // namespace ccsim::net
