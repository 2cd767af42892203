// Network interface of a node: DMA injection, deposit ejection, shared memory ports.
#include "net/node_interface.h"

#include <sstream>

#include "net/errors.h"

namespace ccsim::net {

NodeInterface::NodeInterface(const MachineParams& params, std::string name,
                             std::vector<uint32_t>& memory)
    : params_(params),
      name_(std::move(name)),
      memory_(memory),
      vcs_(params.sw.num_vcs),
      streams_(size_t(vcs_)),
      credits_(size_t(vcs_), 0),
      vc_arbiter_(vcs_),
      engines_(size_t(params.node.dma_engines)),
      eject_(size_t(vcs_)),
      messages_(size_t(vcs_)),
      ports_(params.memory, 1 + params.node.dma_engines + vcs_) {
  for (auto& e : eject_) e.queue = RingBuffer<StagedFlit>(size_t(params.sw.queue_depth));
}

void NodeInterface::connect(LinkEnd local, int switch_queue_depth) {
  local_ = local;
  for (auto& c : credits_) c = switch_queue_depth;
  local.link->listen(local.end, &credits_pending_, 1u);
  local.link->attach_sink(local.end, this, 0);
}

void NodeInterface::push_word(int vc, const Flit& flit) {
  StreamItem item;
  item.word = flit;
  item.word.vc = uint8_t(vc);
  streams_[size_t(vc)].push_back(item);
  ++stream_items_;
  stream_mask_ |= 1u << vc;
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
    item.is_dma = true;
    item.job = job;
    streams_[size_t(vc)].push_back(item);
    ++stream_items_;
    stream_mask_ |= 1u << vc;
    assign_pending_ = true;
    dma_outstanding_ += words;
  }
  return job;
}

void NodeInterface::take_credits(Cycle now) {
  uint8_t vc;
  while (local_.link->receive_credit(local_.end, now, vc)) ++credits_[vc];
  if (!local_.link->credits_in_flight_to(local_.end)) credits_pending_ = 0;
}

void NodeInterface::tick(Cycle now) {
  // Credits are taken in lazily, when a stream finds none left (inject): the count it then
  // sees is what an eager intake would have shown.
  if (cycle_hook_) cycle_hook_(now);
  if (stream_items_) inject(now);
  if (processor_request_ || busy_engines_ || eject_words_) grant_memory(now);
}

bool NodeInterface::word_ready(int vc) const {
  const auto& stream = streams_[size_t(vc)];
  if (stream.empty() || credits_[size_t(vc)] <= 0) return false;
  const StreamItem& item = stream.front();
  if (!item.is_dma) return true;
  const int e = jobs_[size_t(item.job)].engine;
  return e >= 0 && !engines_[size_t(e)].buffer.empty();
}

void NodeInterface::assign_engines() {
  assign_pending_ = false;
  for (int v = 0; v < vcs_; ++v) {
    auto& stream = streams_[size_t(v)];
    if (stream.empty() || !stream.front().is_dma) continue;
    DmaJob& job = jobs_[size_t(stream.front().job)];
    if (job.engine >= 0) continue;
    for (int e = 0; e < int(engines_.size()) && job.engine < 0; ++e) {
      if (engines_[size_t(e)].job >= 0) continue;
      engines_[size_t(e)].job = stream.front().job;
      engines_[size_t(e)].fetched = engines_[size_t(e)].sent = 0;
      job.engine = e;
      ++busy_engines_;
    }
    if (job.engine < 0) assign_pending_ = true;  // every engine busy: try again next cycle
  }
}

void NodeInterface::inject(Cycle now) {
  // Engines go to DMA jobs that reached the front of their stream (they prefetch even while
  // the link is busy).
  if (assign_pending_) assign_engines();
  if (!local_.link->slot_free(local_.end, now)) return;
  uint64_t ready = 0;
  for (uint32_t streams = stream_mask_; streams; streams &= streams - 1) {
    const int v = __builtin_ctz(streams);
    if (credits_[size_t(v)] <= 0 && credits_pending_) take_credits(now);
    if (word_ready(v)) ready |= uint64_t(1) << v;
  }
  if (!ready || !local_.link->can_send(local_.end, now)) return;
  const int v = vc_arbiter_.pick(ready);
  auto& stream = streams_[size_t(v)];
  StreamItem& item = stream.front();
  Flit flit;
  if (!item.is_dma) {
    flit = item.word;
    stream.pop_front();
    --stream_items_;
    if (stream.empty()) stream_mask_ &= ~(1u << v);
    assign_pending_ = true;  // a DMA job may now be at the front
  } else {
    DmaJob& job = jobs_[size_t(item.job)];
    DmaEngine& engine = engines_[size_t(job.engine)];
    flit.data = engine.buffer.front();
    flit.kind = FlitKind::kBody;
    engine.buffer.pop();
    ++engine.sent;
    --dma_outstanding_;
    if (engine.sent == job.words) {
      finish_job(engine);
      stream.pop_front();
      --stream_items_;
      if (stream.empty()) stream_mask_ &= ~(1u << v);
    }
  }
  flit.vc = uint8_t(v);
  local_.link->send(local_.end, flit, now);
  --credits_[size_t(v)];
  ++words_moved_;
}

void NodeInterface::finish_job(DmaEngine& engine) {
  jobs_[size_t(engine.job)].done = true;
  engine.job = -1;
  --busy_engines_;
  assign_pending_ = true;  // a freed engine, and perhaps a new front job
  ++activity_;
}

void NodeInterface::grant_memory(Cycle now) {
  uint64_t requests = processor_request_ ? 1 : 0;
  for (int e = 0; busy_engines_ && e < int(engines_.size()); ++e) {
    const DmaEngine& engine = engines_[size_t(e)];
    if (engine.job >= 0 && !engine.buffer.full() &&
        engine.fetched < jobs_[size_t(engine.job)].words) {
      requests |= uint64_t(1) << requester_of_engine(e);
    }
  }
  for (uint32_t vcs = eject_mask_; vcs; vcs &= vcs - 1) {
    const int v = __builtin_ctz(vcs);
    const EjectState& ej = eject_[size_t(v)];
    if (!ej.queue.empty() && ej.queue.front().visible <= now &&
        ej.queue.front().flit.kind == FlitKind::kBody && ej.open) {
      requests |= uint64_t(1) << requester_of_eject(v);
    }
  }
  const uint64_t granted = requests ? ports_.arbitrate(requests, now) : 0;
  if (granted & 1) {
    processor_request_ = false;
    ++processor_grants_;
    ++activity_;
  }
  for (int e = 0; (granted >> 1) && e < int(engines_.size()); ++e) {
    if (!(granted & (uint64_t(1) << requester_of_engine(e)))) continue;
    DmaEngine& engine = engines_[size_t(e)];
    const DmaJob& job = jobs_[size_t(engine.job)];
    engine.buffer.push(memory_[job.address + engine.fetched]);
    ++engine.fetched;
  }
  if (eject_words_) eject(now, granted);
}

void NodeInterface::eject(Cycle now, uint64_t granted) {
  for (uint32_t vcs = eject_mask_; vcs; vcs &= vcs - 1) {
    const int v = __builtin_ctz(vcs);
    EjectState& ej = eject_[size_t(v)];
    if (ej.queue.front().visible > now) continue;
    const Flit flit = ej.queue.front().flit;
    auto& log = messages_[size_t(v)];
    if (flit.kind == FlitKind::kHead) {
      if (is_route_word(flit.data)) {
        throw SimulationError(name_ + " ejection vc" + std::to_string(v) +
                              ": a route word reached the node (route too long: " +
                              to_string(SourceRoute{decode_segment(flit.data)}) + ")");
      }
      if (ej.info_seen == 0) {
        ReceivedMessage m;
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
        ++activity_;
      }
    } else if (flit.kind == FlitKind::kBody) {
      if (!ej.open) {
        throw SimulationError(name_ + " ejection vc" + std::to_string(v) +
                              ": data word before the message's two info words");
      }
      if (!(granted & (uint64_t(1) << requester_of_eject(v)))) continue;
      ReceivedMessage& m = log.back();
      const uint64_t address = uint64_t(m.address) + m.words;
      if (address >= memory_.size()) {
        throw SimulationError(name_ + ": message from node " + std::to_string(m.source) +
                              " deposits past the end of memory (word " + std::to_string(address) +
                              ")");
      }
      memory_[address] = flit.data;
      ++m.words;
    } else {
      if (ej.info_seen != 2) {
        throw SimulationError(name_ + " ejection vc" + std::to_string(v) +
                              ": trailer before the message's info words");
      }
      log.back().tail_cycle = now;
      log.back().complete = true;
      ej.open = false;
      ej.info_seen = 0;
      ++completed_;
      ++activity_;
      if (completion_hook_) completion_hook_(v, log.back());
    }
    ej.queue.pop();
    --eject_words_;
    if (ej.queue.empty()) eject_mask_ &= ~(1u << v);
    local_.link->send_credit(local_.end, uint8_t(v), now);
    ++words_moved_;
  }
}

void NodeInterface::deliver(int, const Flit& flit, Cycle arrival) {
  if (flit.vc >= vcs_) {
    throw SimulationError(name_ + " ejection: word on vc " + std::to_string(flit.vc) +
                          " but the switch has " + std::to_string(vcs_));
  }
  EjectState& ej = eject_[flit.vc];
  if (ej.queue.full()) {
    throw SimulationError(name_ + " ejection vc" + std::to_string(flit.vc) +
                          ": queue overflow (credit protocol broken)");
  }
  ej.queue.push(StagedFlit{flit, arrival + 1});
  ++eject_words_;
  eject_mask_ |= 1u << flit.vc;
}

bool NodeInterface::quiet() const {
  for (const auto& s : streams_) {
    if (!s.empty()) return false;
  }
  for (const auto& e : eject_) {
    if (!e.queue.empty() || e.open) return false;
  }
  return true;
}

std::string NodeInterface::describe_blocked() const {
  std::ostringstream os;
  for (int v = 0; v < vcs_; ++v) {
    const auto& stream = streams_[size_t(v)];
    if (!stream.empty()) {
      os << "  " << name_ << ".inject_vc" << v << ": " << stream.size() << " item(s) to send, "
         << credits_[size_t(v)] << " credit(s)";
      if (stream.front().is_dma) {
        const DmaJob& job = jobs_[size_t(stream.front().job)];
        os << ", front DMA of " << job.words << " words"
           << (job.engine < 0 ? " waiting for a free engine" : "");
      }
      os << (credits_[size_t(v)] <= 0 ? "; waits for a credit from the switch" : "") << "\n";
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
