// Network interface of a node: DMA injection, deposit ejection, shared memory ports.
//
// The per-cycle path works on masks (see the end of the class): which streams have a word
// ready, which have credits, which engines want memory, which ejection queues hold words.
// They are updated where the state they summarize changes, so that tick() spends its time on
// the words that move rather than on finding out that nothing can.
#include "net/node_interface.h"

#include <algorithm>
#include <sstream>

#include "base/errors.h"
#include "net/switch_core.h"

namespace ccsim::net {

NodeInterface::NodeInterface(const MachineParams& params, std::string name,
                             std::vector<uint32_t>& memory)
    : params_(params),
      name_(std::move(name)),
      memory_(memory),
      vcs_(params.router.num_vcs),
      injection_(size_t(vcs_)),
      engines_(size_t(params.node.dma_engines)),
      first_eject_requester_(1 + params.node.dma_engines),
      eject_(size_t(vcs_)),
      messages_(size_t(vcs_)),
      ports_(params.memory, 1 + params.node.dma_engines + vcs_) {
  for (auto& e : eject_) e.queue = RingBuffer<StagedFlit>(size_t(params.router.queue_depth));
}

void NodeInterface::connect(LinkEnd local, int switch_queue_depth) {
  local_ = local;
  half_duplex_ = local.link->params().half_duplex;
  if (!half_duplex_) local.link->mirror_next_free(local.end, &next_free_);
  for (int v = 0; v < vcs_; ++v)
    eject_[size_t(v)].credit_lane = local.link->credit_lane(local.end, v);
  for (auto& in : injection_) in.credits = switch_queue_depth;
  credit_mask_ = switch_queue_depth > 0 ? (uint32_t(1) << vcs_) - 1 : 0;
  local.link->attach_sink(local.end, this, 0);
}

void NodeInterface::push_word(int vc, const Flit& flit) {
  StreamItem item;
  item.word = flit;
  item.word.vc = uint8_t(vc);
  injection_[size_t(vc)].stream.push_back(item);
  refresh_front(vc);
}

int NodeInterface::push_dma(int vc, uint32_t address, uint32_t words) {
  if (uint64_t(address) + words > memory_.size()) {
    throw SimulationError(name_ + ": DMA out of memory bounds (address " + std::to_string(address) +
                          ", " + std::to_string(words) + " words)");
  }
  const int job = int(jobs_.size());
  jobs_.push_back(DmaJob{vc, address, words, -1, words == 0});
  if (words > 0) {
    StreamItem item;
    item.job = job;
    injection_[size_t(vc)].stream.push_back(item);
    refresh_front(vc);
    assign_pending_ = true;
    dma_outstanding_ += words;
  }
  return job;
}

void NodeInterface::refresh_front(int vc) {
  const uint32_t bit = uint32_t(1) << vc;
  const InjectionVc& in = injection_[size_t(vc)];
  bool ready = false;
  if (in.stream.empty()) {
    stream_mask_ &= ~bit;
  } else {
    stream_mask_ |= bit;
    if (!in.stream.front().is_dma()) {
      ready = true;
    } else if (in.engine >= 0) {
      const DmaEngine& engine = engines_[size_t(in.engine)];
      ready = engine.fetched > engine.sent;
    }
  }
  front_ready_mask_ = ready ? front_ready_mask_ | bit : front_ready_mask_ & ~bit;
}

// Credits for the VCs that have items to send and none left (the others can wait).
void NodeInterface::take_credits(Cycle now) {
  for (uint32_t starved = stream_mask_ & ~credit_mask_; starved; starved &= starved - 1) {
    const int vc = __builtin_ctz(starved);
    const int got = local_.link->receive_credits(local_.end, vc, now);
    if (got == 0) continue;
    injection_[size_t(vc)].credits += got;
    if (injection_[size_t(vc)].credits > 0) credit_mask_ |= uint32_t(1) << vc;
  }
}

void NodeInterface::assign_engines() {
  assign_pending_ = false;
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
      request_fetch(e);  // an empty buffer and at least one word to fetch
    }
    if (job.engine < 0) assign_pending_ = true;  // every engine busy: try again next cycle
  }
}

// The link's slot is free: sends one word of one VC that has a word ready and a credit.
void NodeInterface::inject(Cycle now) {
  // Credits are taken in lazily, when a stream with items finds none left: the count it then
  // sees is what an eager intake would have shown.
  if (stream_mask_ & ~credit_mask_) take_credits(now);
  const uint32_t ready = front_ready_mask_ & credit_mask_;
  // Full duplex, can_send() is slot_free(), which tick() found true.
  if (!ready || (half_duplex_ && !local_.link->can_send(local_.end, now))) return;

  // Round robin over VCs, as RoundRobinArbiter: the first ready VC after the last winner.
  const uint32_t after = ready & vc_rotation_;
  const int vc = __builtin_ctz(after ? after : ready);
  vc_rotation_ = ~uint32_t(0) << (vc + 1);  // vc < kMaxVcs < 32
  InjectionVc& in = injection_[size_t(vc)];
  const Flit flit = in.engine < 0 ? take_front_word(vc) : take_dma_word(vc);
  if (far_switch_) {
    // What Link::send does, with the switch's deliver() called directly (and inline).
    far_switch_->SwitchCore::deliver(far_port_, flit, local_.link->occupy(local_.end, flit, now));
  } else {
    send_by_link(flit, now);
  }
  if (--in.credits <= 0) credit_mask_ &= ~(uint32_t(1) << vc);
  ++words_moved_;
}

// Sends through the link, which hands the word to whatever block is at the far end; the
// first word also finds out whether that is a switch (see far_switch_).
void NodeInterface::send_by_link(const Flit& flit, Cycle now) {
  if (!far_end_known_) {
    far_end_known_ = true;
    far_switch_ = dynamic_cast<SwitchCore*>(local_.link->sink(1 - local_.end));
    far_port_ = local_.link->sink_port(1 - local_.end);
  }
  local_.link->send(local_.end, flit, now);
}

// Takes the next word of the DMA job at the front of stream `vc` from its engine's buffer.
inline Flit NodeInterface::take_dma_word(int vc) {
  const int e = injection_[size_t(vc)].engine;
  DmaEngine& engine = engines_[size_t(e)];
  // Locals: the stores to this object's masks below may, as far as the compiler knows,
  // change the engine.
  const uint32_t sent = engine.sent;
  const Flit flit{engine.buffer[sent % DmaEngine::kBufferWords], FlitKind::kBody, uint8_t(vc)};
  const uint32_t fetched = engine.fetched;
  const uint32_t words = engine.words;
  engine.sent = sent + 1;
  --dma_outstanding_;
  if (sent + 1 == words) {
    finish_front_job(vc);
  } else {
    if (sent + 1 == fetched) front_ready_mask_ &= ~(uint32_t(1) << vc);
    if (fetched < words) request_fetch(e);  // buffer room
  }
  return flit;
}

// Pops the processor-written word at the front of stream `vc`.
Flit NodeInterface::take_front_word(int vc) {
  auto& stream = injection_[size_t(vc)].stream;
  const Flit flit = stream.front().word;
  stream.pop_front();
  refresh_front(vc);
  assign_pending_ = true;  // a DMA job may now be at the front
  return flit;
}

// The DMA job at the front of stream `vc` has sent its last word: it is done, and its engine
// is free (it wants no more memory: every word was fetched).
void NodeInterface::finish_front_job(int vc) {
  InjectionVc& in = injection_[size_t(vc)];
  DmaEngine& engine = engines_[size_t(in.engine)];
  jobs_[size_t(engine.job)].done = true;
  engine.job = -1;
  in.engine = -1;
  in.stream.pop_front();
  refresh_front(vc);
  assign_pending_ = true;  // a freed engine, and perhaps a new front job
  ++activity_;
}

void NodeInterface::grant_memory(Cycle now) {
  Cycle wake = kNever;    // no ejection front is visible before this cycle
  uint32_t deposits = 0;  // visible ejection fronts that are data words: they need a port
  const uint32_t visible = scan_ejection(now, deposits, wake);
  const uint64_t requests = engine_requests_ | uint64_t(processor_request_) |
                            uint64_t(deposits) << first_eject_requester_;
  const uint64_t granted = requests ? ports_.arbitrate(requests, now) : 0;
  if (granted & 1) {
    processor_request_ = false;
    ++processor_grants_;
    ++activity_;
  }
  if (const uint64_t fetching = granted & engine_requests_) fetch(fetching);
  if (visible) eject(visible, deposits, uint32_t(granted >> first_eject_requester_), now, wake);
  memory_wake_ = processor_request_ || engine_requests_ ? 0 : wake;
}

// Returns the ejection VCs whose front word may leave now; sets `deposits` to those of them
// that need a memory port (data words of an open message), and lowers `wake` to the first
// cycle in which any other front becomes visible.
inline uint32_t NodeInterface::scan_ejection(Cycle now, uint32_t& deposits, Cycle& wake) const {
  uint32_t visible = 0;
  for (uint32_t vcs = eject_mask_; vcs; vcs &= vcs - 1) {
    const int v = __builtin_ctz(vcs);
    const EjectState& ej = eject_[size_t(v)];
    const StagedFlit& front = ej.queue.front();
    if (front.visible > now) {
      wake = std::min(wake, front.visible);
      continue;
    }
    visible |= uint32_t(1) << v;
    if (front.flit.kind == FlitKind::kBody && ej.open) deposits |= uint32_t(1) << v;
  }
  return visible;
}

// Pops the front words of ejection VCs `vcs` (visible ones, by scan_ejection): info words
// and trailers are taken; data words (`deposits`, still so: only a VC's own control words
// open or close its messages) go to memory if `granted` a port, else wait. Each popped word
// returns a credit. Lowers `wake` to when the next front becomes visible.
inline void NodeInterface::eject(uint32_t vcs, uint32_t deposits, uint32_t granted, Cycle now,
                                 Cycle& wake) {
  for (; vcs; vcs &= vcs - 1) {
    const int v = __builtin_ctz(vcs);
    const uint32_t bit = uint32_t(1) << v;
    EjectState& ej = eject_[size_t(v)];
    const Flit& flit = ej.queue.front().flit;
    if (deposits & bit) {
      if (!(granted & bit)) {
        wake = std::min(wake, now + 1);  // it tries again next cycle
        continue;
      }
      deposit(ej, flit.data);
    } else {
      take_control_word(v, flit, now);
    }
    ej.queue.pop();
    if (ej.queue.empty()) {
      eject_mask_ &= ~bit;
    } else {
      wake = std::min(wake, ej.queue.front().visible);
    }
    if (ej.credit_lane) {
      CreditLanes::send(*ej.credit_lane, now);
    } else {
      local_.link->send_credit(local_.end, uint8_t(v), now);
    }
    ++words_moved_;
  }
}

// Writes the next data word of ej's open message to memory.
inline void NodeInterface::deposit(EjectState& ej, uint32_t data) {
  MessageRecord& m = *ej.message;
  const uint64_t address = uint64_t(m.address) + m.words;
  if (address >= memory_.size()) deposit_error(m, address);
  memory_[address] = data;
  ++m.words;
}

// The engines in `engines` (by engine_bit) fetch a word each into their buffers; the stream
// can send it from next cycle on.
inline void NodeInterface::fetch(uint64_t engines) {
  for (; engines; engines &= engines - 1) {
    const int e = __builtin_ctzll(engines) - 1;
    DmaEngine& engine = engines_[size_t(e)];
    const uint32_t fetched = engine.fetched;
    engine.buffer[fetched % DmaEngine::kBufferWords] = memory_[engine.address + fetched];
    engine.fetched = fetched + 1;
    front_ready_mask_ |= uint32_t(1) << engine.vc;  // the engine's job is at its stream's front
    if (fetched + 1 - engine.sent == DmaEngine::kBufferWords || fetched + 1 == engine.words) {
      engine_requests_ &= ~engine_bit(e);
    }
  }
}

// An ejected word other than a data word of an open message: an info word, a trailer, or a
// protocol error.
void NodeInterface::take_control_word(int vc, const Flit& flit, Cycle now) {
  EjectState& ej = eject_[size_t(vc)];
  auto& log = messages_[size_t(vc)];
  if (flit.kind == FlitKind::kHead) {
    if (is_route_word(flit.data)) {
      const std::string what = ": a route word reached the node (route too long: " +
                               to_string(SourceRoute{decode_segment(flit.data)}) + ")";
      eject_error(vc, what.c_str());
    }
    if (ej.info_seen == 0) {
      MessageRecord m;
      m.source = int(info0_source(flit.data));
      m.tag = info0_tag(flit.data);
      log.push_back(m);
      ej.info_seen = 1;
    } else {
      log.back().address = flit.data;
      log.back().header_cycle = now;
      log.back().has_header = true;
      ej.info_seen = 2;
      ej.open = true;
      ej.message = &log.back();
      ++activity_;
    }
  } else if (flit.kind == FlitKind::kBody) {
    eject_error(vc, ": data word before the message's two info words");
  } else {
    if (ej.info_seen != 2) eject_error(vc, ": trailer before the message's info words");
    log.back().tail_cycle = now;
    log.back().complete = true;
    ej.open = false;
    ej.message = nullptr;
    ej.info_seen = 0;
    ++completed_;
    ++activity_;
    if (completion_hook_) completion_hook_(vc, log.back());
  }
}

void NodeInterface::eject_error(int vc, const char* what) const {
  throw SimulationError(name_ + " ejection vc" + std::to_string(vc) + what);
}

void NodeInterface::foreign_vc_error(int vc) const {
  throw SimulationError(name_ + " ejection: word on vc " + std::to_string(vc) +
                        " but the switch has " + std::to_string(vcs_));
}

void NodeInterface::deposit_error(const MessageRecord& m, uint64_t address) const {
  throw SimulationError(name_ + ": message from node " + std::to_string(m.source) +
                        " deposits past the end of memory (word " + std::to_string(address) + ")");
}

void NodeInterface::deliver(int, const Flit& word, Cycle arrival) {
  const Flit flit = word;  // a copy the stores below cannot change
  if (flit.vc >= vcs_) foreign_vc_error(flit.vc);
  EjectState& ej = eject_[flit.vc];
  if (ej.queue.full()) eject_error(flit.vc, ": queue overflow (credit protocol broken)");
  if (ej.queue.empty()) memory_wake_ = std::min(memory_wake_, arrival + 1);  // a new front
  ej.queue.push(StagedFlit{flit, arrival + 1});
  eject_mask_ |= uint32_t(1) << flit.vc;
}

bool NodeInterface::quiet() const {
  for (const auto& in : injection_) {
    if (!in.stream.empty()) return false;
  }
  for (const auto& e : eject_) {
    if (!e.queue.empty() || e.open) return false;
  }
  return true;
}

std::string NodeInterface::describe_blocked() const {
  std::ostringstream os;
  for (int v = 0; v < vcs_; ++v) {
    const InjectionVc& in = injection_[size_t(v)];
    if (!in.stream.empty()) {
      os << "  " << name_ << ".inject_vc" << v << ": " << in.stream.size() << " item(s) to send, "
         << in.credits << " credit(s)";
      if (in.stream.front().is_dma()) {
        const DmaJob& job = jobs_[size_t(in.stream.front().job)];
        os << ", front DMA of " << job.words << " words"
           << (job.engine < 0 ? " waiting for a free engine" : "");
      }
      os << (in.credits <= 0 ? "; waits for a credit from the switch" : "") << "\n";
    }
    const EjectState& ej = eject_[size_t(v)];
    if (!ej.queue.empty() || ej.open) {
      os << "  " << name_ << ".eject_vc" << v << ": " << ej.queue.size() << " word(s) queued"
         << (ej.open ? ", message open" : "") << "\n";
    }
  }
  return os.str();
}

}  // namespace ccsim::net
