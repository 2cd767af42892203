// Wormhole switch behaviour per cycle: allocation and traversal, and the node's control calls.
#include "net/switch/switch_core.h"

#include <algorithm>
#include <stdexcept>

#include "base/errors.h"
#include "net/switch/addition.h"

namespace ccsim::net {

SwitchCore::SwitchCore(const SwitchParams& params, std::string name,
                       std::vector<std::string> port_names)
    : sync_enabled_(params.sync.enabled),
      sync_pool_vc_(params.sync_pool_vc),
      gate_(int(port_names.size())),
      head_delay_(Cycle(std::max(0, params.pipeline_cycles - params.body_cycles))),
      next_head_delay_(Cycle(params.next_head_cycles)),
      route_words_(params.route_words),
      one_word_per_input_(params.one_word_per_input),
      class_size_(params.vc_class_size),
      ejection_vcs_(params.ejection_vcs),
      handover_delay_(Cycle(params.vc_handover_cycles)),
      name_(std::move(name)),
      port_names_(std::move(port_names)),
      ports_(int(port_names_.size())),
      vcs_(params.num_vcs),
      word_delay_(uint32_t(params.body_cycles)),
      extended_(head_delay_ != 0 || next_head_delay_ != 0 || params.keeps_route_words() ||
                params.route_in_head() || one_word_per_input_ || params.vc_class_size != 1 ||
                params.ejection_span() > 1 || params.vc_handover_cycles != 0),
      inputs_(size_t(ports_ * vcs_)),
      outputs_(size_t(ports_)),
      wheel_(ports_) {
  gate_.set_mask(0);  // connect() adds each connected port
  // Above 8 ports (a CM-200 node's 2d network and 2d ejection ports) the marks pay.
  wheel_mode_ = ports_ > kWheelPorts;
  if (ports_ * vcs_ > 64) {
    throw ConfigError("switch.num_vcs", "ports x VCs must be at most 64 (" +
                                            std::to_string(ports_) + " ports x " +
                                            std::to_string(vcs_) + " VCs)");
  }
  add_parts(params);
  for (int i = 0; i < int(inputs_.size()); ++i) {
    inputs_[size_t(i)].queue = RingBuffer<StagedFlit>(size_t(params.queue_depth));
    inputs_[size_t(i)].port = uint8_t(i / vcs_);
    inputs_[size_t(i)].vc = uint8_t(i % vcs_);
    inputs_[size_t(i)].index = uint8_t(i);
    port_of_[size_t(i)] = uint8_t(i / vcs_);
    vc_of_[size_t(i)] = uint8_t(i % vcs_);
  }
  output_vcs_.resize(size_t(ports_ * vcs_));
  if (handover_delay_) vc_free_from_.assign(size_t(ports_ * vcs_), 0);
  for (auto& ovc : output_vcs_) ovc.arbiter = RoundRobinArbiter(ports_ * vcs_);
  for (int p = 0; p < ports_; ++p) {
    outputs_[size_t(p)].vcs = &output_vcs_[size_t(p * vcs_)];
    outputs_[size_t(p)].vc_arbiter = RoundRobinArbiter(vcs_);
  }
}

// The parts of the additions the parameters enable, in the registry's order; each owns one
// head-word code. A part's worm may leave on several ports from one port's visit: every held port
// is then visited in every cycle, so that no port's mark misses it.
void SwitchCore::add_parts(const SwitchParams& params) {
  for (const auto& [name, addition] : switch_additions().entries()) {
    if (!addition.make_switch_part || !addition.enabled(params)) continue;
    std::unique_ptr<SwitchPart> part = addition.make_switch_part(params, ports_, vcs_);
    const uint32_t code = part->word_code();
    if (code == 0 || code >= uint32_t(kAdditionWordCodes) || part_for_code_[code]) {
      throw std::logic_error("switch addition " + name + ": head-word code " +
                             std::to_string(code) + " is not free");
    }
    part_for_code_[code] = part.get();
    if (part->works_every_cycle()) {
      cycle_parts_.push_back(part.get());
      has_cycle_parts_ = true;
    }
    parts_.push_back(std::move(part));
  }
  if (parts_.empty()) return;
  has_parts_ = true;
  extended_ = true;
  visit_all_ = true;
}

int SwitchCore::part_index(const SwitchPart& part) const {
  for (size_t k = 0; k < parts_.size(); ++k) {
    if (parts_[k].get() == &part) return int(k);
  }
  throw std::logic_error(name_ + ": a part that is not this switch's");
}

void SwitchCore::connect(int port, LinkEnd end, int downstream_depth) {
  for (int v = 0; v < vcs_; ++v) {
    inputs_[size_t(index(port, v))].upstream = end;
    inputs_[size_t(index(port, v))].credit_lane = end.link->credit_lane(end.end, v);
  }
  outputs_[size_t(port)].link = end;
  end.link->attach_sink(end.end, this, port);
  outputs_[size_t(port)].half_duplex = end.link->params().half_duplex;
  if (!outputs_[size_t(port)].half_duplex) {
    end.link->mirror_next_free(end.end, &outputs_[size_t(port)].next_free);
  }
  gate_.set_mask(gate_.mask() | (PortMask(1) << port));  // the gate watches connected ports only
  for (int v = 0; v < vcs_; ++v) {
    outputs_[size_t(port)].vcs[v].credits = downstream_depth;
    outputs_[size_t(port)].vcs[v].returning = end.link->returning_lane(end.end, v);
  }
}

void SwitchCore::notify_credits(int port, uint32_t* hint, int first_bit) {
  for (int v = 0; v < vcs_; ++v) {
    inputs_[size_t(index(port, v))].credit_hint = hint;
    inputs_[size_t(index(port, v))].credit_hint_bit = uint32_t(1) << (first_bit + v);
  }
}

void SwitchCore::take_credits(Cycle now) {
  for (auto& out : outputs_) {
    if (!out.link.connected()) continue;
    for (int v = 0; v < vcs_; ++v) {
      out.vcs[size_t(v)].credits += out.take_credits(out.vcs[size_t(v)], v, now);
    }
  }
}

void SwitchCore::find_far_end(OutputPort& out) {
  out.far_end_known = true;
  SwitchCore* far = dynamic_cast<SwitchCore*>(out.link.link->sink(1 - out.link.end));
  out.far_is_switch = far != nullptr;
  out.far_switch = out.link.link->sends_deferred(out.link.end) ? nullptr : far;
  out.far_port = out.link.link->sink_port(1 - out.link.end);
}

void SwitchCore::refresh_link_handles(int port) {
  const LinkEnd end = outputs_[size_t(port)].link;
  for (int v = 0; v < vcs_; ++v) {
    inputs_[size_t(index(port, v))].credit_lane = end.link->credit_lane(end.end, v);
  }
  outputs_[size_t(port)].far_end_known = false;
  outputs_[size_t(port)].far_switch = nullptr;
}

template <bool kExtended>
[[gnu::always_inline]] inline void SwitchCore::bind(InputUnit& in, int winner, int o, OutputVc& ovc,
                                                    Cycle now) {
  const RouteSegment seg = route_words_.segment<kExtended>(in.queue.front().flit);
  ovc.owner = winner;
  ovc.holder = &in;
  const int p = port_of_[size_t(o)];
  const int v = vc_of_[size_t(o)];
  OutputPort& out = outputs_[size_t(p)];
  if (!out.far_end_known) find_far_end(out);
  out.owned_vcs |= 1u << v;
  busy_outputs_ |= PortMask(1) << p;
  if (wheel_mode_) {
    schedule(p, now);  // due in this cycle's traversal
  } else {
    next_traverse_ = 0;
  }
  bound_ |= uint64_t(1) << winner;
  in.bind_to(p, v);
  if (route_words_.consumed_at_bind<kExtended>(in, seg)) pop_input(in, now);
}

// The requesters in `mask`. Most masks have none or one: counted without the population-count
// call that a build for the x86-64 baseline makes of __builtin_popcountll.
static inline uint64_t requesters(uint64_t mask) {
  return (mask & (mask - 1)) ? uint64_t(__builtin_popcountll(mask)) : uint64_t(mask != 0);
}

// The default instance is iWarp's one-cycle switch, without the extended tests below
// (allocation runs in every cycle a head waits).
template <bool kExtended>
void SwitchCore::allocate(Cycle now) {
  uint64_t candidates = nonempty_ & ~bound_;
  if (!candidates) return;
  // Requests per output VC (index port * V + vc), as masks over inputs.
  uint64_t requests[64];
  uint64_t requested = 0;
  // Extended, with parts: the heads of the additions' worms, and bit c: some has code c.
  uint64_t part_heads = 0;
  uint32_t part_codes = 0;
  for (; candidates; candidates &= candidates - 1) {
    const int i = __builtin_ctzll(candidates);
    InputUnit& in = inputs_[size_t(i)];
    if (in.request) {  // decoded in an earlier cycle: it waits for a held output
      if (header_blocked(i)) continue;
      const int o = in.request - 1;
      if (!(requested & (uint64_t(1) << o))) requests[o] = 0;
      requests[o] |= uint64_t(1) << i;
      requested |= uint64_t(1) << o;
      continue;
    }
    // Router pipeline: the head's own stages, and (after a tail) routing and VC allocation
    // again. popped_at is the previous tail's cycle here (an unbound input pops nothing else);
    // at the defaults neither test holds back a visible head.
    if (in.queue.front().visible + (kExtended ? head_delay_ : 0) > now) continue;
    if (kExtended && now - in.popped_at <= next_head_delay_) continue;
    const Flit& f = in.queue.front().flit;
    if (f.kind != FlitKind::kHead || !is_route_word(f.data)) reject_header(i);
    if (header_blocked(i)) continue;
    if (kExtended && has_parts_) {
      if (const uint32_t code = addition_word_code(f.data)) [[unlikely]] {
        part_heads |= uint64_t(1) << i;
        part_codes |= 1u << code;
        continue;
      }
    }
    const RouteSegment seg = route_words_.segment<kExtended>(f);
    // With VC classes (extended only) the segment names a class; requests go to its first VC.
    const int first_vc = kExtended ? seg.vc * class_size_ : seg.vc;
    if (seg.port >= ports_ || first_vc + (kExtended ? class_size_ : 1) > vcs_ ||
        !outputs_[seg.port].link.connected() || seg.hops == 0) {
      reject_header(i);
    }
    const int o = index(seg.port, first_vc);
    in.request = uint16_t(o + 1);
    if (!(requested & (uint64_t(1) << o))) requests[o] = 0;
    requests[o] |= uint64_t(1) << i;
    requested |= uint64_t(1) << o;
  }
  if (kExtended && part_codes) [[unlikely]] {
    // One code with its part (the usual case) goes straight to the part.
    SwitchPart* part = part_for_code_[size_t(__builtin_ctz(part_codes))];
    if (!(part_codes & (part_codes - 1)) && part) {
      part->allocate(*this, part_heads, now);
    } else {
      allocate_part_heads(part_heads, part_codes, now);
    }
  }
  for (; requested; requested &= requested - 1) {
    const int first = __builtin_ctzll(requested);
    if constexpr (!kExtended) {
      OutputVc& ovc = output_vcs_[size_t(first)];
      // Every requester but the winner waits this cycle for a worm that holds the output.
      head_blocked_cycles_ += requesters(requests[first]) - (ovc.owner < 0);
      if (ovc.owner >= 0) continue;
      const int winner = ovc.arbiter.pick(requests[first]);
      bind<kExtended>(inputs_[size_t(winner)], winner, first, ovc, now);
      continue;
    }
    // Each free VC of the class (one VC without classes) grants one requester, lowest VC
    // first: a head may take any free VC its route's class allows. Toward a node (no switch
    // at the far end) the VCs switch.ejection_vcs allows: by default only the class's first,
    // since the node's interface deposits one message per VC at a time and packets of one
    // source to one node then never interleave in memory.
    int lo = first;
    int span = 1;
    if (kExtended && (class_size_ > 1 || ejection_vcs_ != EjectionVcs::kFirst)) {
      OutputPort& out = outputs_[size_t(port_of_[size_t(first)])];
      if (!out.far_end_known) find_far_end(out);
      if (out.far_is_switch || ejection_vcs_ == EjectionVcs::kClass) {
        span = class_size_;
      } else if (ejection_vcs_ == EjectionVcs::kAll) {
        lo = first - vc_of_[size_t(first)];
        span = vcs_;
      }
    }
    for (int o = lo; o < lo + span && requests[first]; ++o) {
      OutputVc& ovc = output_vcs_[size_t(o)];
      if (ovc.owner >= 0) continue;
      // switch.vc_handover_cycles: a VC a tail released is not taken again at once.
      if (kExtended && handover_delay_ && now < vc_free_from_[size_t(o)]) continue;
      const int winner = ovc.arbiter.pick(requests[first]);
      requests[first] &= ~(uint64_t(1) << winner);
      bind<kExtended>(inputs_[size_t(winner)], winner, o, ovc, now);
    }
    head_blocked_cycles_ += requesters(requests[first]);  // not granted
  }
}

template void SwitchCore::allocate<false>(Cycle now);
template void SwitchCore::allocate<true>(Cycle now);

// Each part allocates the heads of its code (a code without a part stops the run). Out of line:
// allocation without parts' heads carries none of it.
[[gnu::noinline]] void SwitchCore::allocate_part_heads(uint64_t heads, uint32_t codes, Cycle now) {
  for (; codes; codes &= codes - 1) {
    const uint32_t code = uint32_t(__builtin_ctz(codes));
    uint64_t of_code = heads;  // one code (the usual case): every head
    if (codes & (codes - 1)) {
      of_code = 0;
      for (uint64_t h = heads; h; h &= h - 1) {
        const int i = __builtin_ctzll(h);
        if (addition_word_code(inputs_[size_t(i)].queue.front().flit.data) == code) {
          of_code |= uint64_t(1) << i;
        }
      }
    }
    heads &= ~of_code;
    SwitchPart* part = part_for_code_[code];
    if (!part) reject_header(__builtin_ctzll(of_code));
    part->allocate(*this, of_code, now);
  }
}

// Out of line, so that traverse() keeps its two arguments in place (and no stack frame) when
// no part works every cycle.
[[gnu::noinline]] void SwitchCore::run_cycle_parts(Cycle now) {
  for (SwitchPart* part : cycle_parts_) part->every_cycle(*this, now);
}

template <bool kExtended>
void SwitchCore::traverse(Cycle now) {
  if (kExtended && has_cycle_parts_) run_cycle_parts(now);
  if (wheel_mode_) {
    traverse_wheel<kExtended>(now);
  } else {
    traverse_scan<kExtended>(now);
  }
}

// Output-port first: a port whose wire slot is busy (every other cycle at Tt = 2) costs one
// comparison, whatever number of worms wait for it. It also finds the next cycle in which some
// held port's slot is free: until then tick() skips traversal, which is exact (only time frees
// a full-duplex slot, and a new binding resets the mark). A half-duplex port is asked every
// cycle: its slot depends on the far end.
template <bool kExtended>
void SwitchCore::traverse_scan(Cycle now) {
  Cycle next = ~Cycle(0);
  for (PortMask busy = busy_outputs_; busy; busy &= busy - 1) {
    const int p = __builtin_ctzll(busy);
    OutputPort& out = outputs_[size_t(p)];
    if (out.slot_free(now)) {
      const uint32_t ready = ready_vcs<kExtended>(out, now);
      if (ready && (!out.half_duplex || out.link.link->can_send(out.link.end, now))) {
        send_word<kExtended>(out, out.vc_arbiter.pick(ready), now);
      }
    }
    next = std::min(next, out.next_free);  // at or before now: look again next cycle
  }
  next_traverse_ = visit_all_ ? 0 : next;
}

// Output-port first, and only the held ports due. Every held port has a mark, the first cycle
// it could send, kept on the port wheel (port_wheel.h), so finding the ports due costs a few
// operations however many ports are held: a CM-200 node holds 2d network and 2d ejection
// ports at once, each due once per word (57 cycles). tick() skips traversal until the earliest
// mark. This is exact: only time frees a full-duplex slot and makes a queued word visible; an
// arrival lowers its port's mark (accept()) and a binding makes the port due at once. A port
// whose worm lacks credits, or a half-duplex port (its slot depends on the far end), is due
// again next cycle.
template <bool kExtended>
void SwitchCore::traverse_wheel(Cycle now) {
  PortMask due = wheel_.take_slot(now);
  if (visit_all_) due = busy_outputs_;
  due |= wheel_.take_far_due(now);
  for (; due; due &= due - 1) {
    const int p = __builtin_ctzll(due);
    if (visit_all_) unschedule(p);  // it may be marked for a later cycle
    wheel_.forget(p);               // off the wheel while visited
    OutputPort& out = outputs_[size_t(p)];
    Cycle wake = out.next_free;  // at or before now (half duplex, no credit): next cycle
    if (out.slot_free(now)) {
      const uint32_t ready = ready_vcs<kExtended>(out, now);
      if (ready && (!out.half_duplex || out.link.link->can_send(out.link.end, now))) {
        send_word<kExtended>(out, out.vc_arbiter.pick(ready), now);
        if (!(busy_outputs_ & (PortMask(1) << p))) continue;  // its tail left: released
        wake = out.next_free;
      } else if (!ready && !out.half_duplex) {
        wake = next_visible_word(out, now);  // never: the next arrival schedules it
      }
    }
    schedule(p, std::max(wake, now + 1));
  }
  next_traverse_ = visit_all_ ? 0 : wheel_.next_mark(now);
}

// Out of line: an arrival (accept()) calls it too, and traversal by scan must not carry the
// wheel's code.
[[gnu::noinline]] void SwitchCore::schedule(int p, Cycle wake) {
  wheel_.schedule(p, wake, last_tick_ + 1);  // the next cycle ticked (0 before the first)
  if (wake != PortWheel::kNever) next_traverse_ = std::min(next_traverse_, wake);
}

[[gnu::noinline]] void SwitchCore::unschedule(int p) { wheel_.unschedule(p); }

// Mirrors allocate()'s tests of a waiting head: its visibility, the router pipeline, and (not
// counted as blocked) a pool queue stopped by the synchronizing switch or NotInMessage, which
// only node software or the gate (next_due) releases.
Cycle SwitchCore::next_head_cycle(uint64_t waiting, Cycle now) const {
  const Cycle next = now + 1;
  Cycle due = kNeverDue;
  for (; waiting; waiting &= waiting - 1) {
    const int i = __builtin_ctzll(waiting);
    const InputUnit& in = inputs_[size_t(i)];
    if (header_blocked(i)) continue;
    Cycle ready = in.queue.front().visible;
    if (extended_) {
      ready += head_delay_;
      if (in.popped_at != ~Cycle(0)) ready = std::max(ready, in.popped_at + next_head_delay_ + 1);
    }
    if (ready <= next) return next;
    due = std::min(due, ready);
  }
  return due;
}

// For a full-duplex port with a free slot and no VC ready: the first cycle a held VC's front
// word could go (never, for empty queues: an arrival lowers next_traverse_).
Cycle SwitchCore::next_visible_word(const OutputPort& out, Cycle now) const {
  Cycle next = ~Cycle(0);
  for (uint32_t owned = out.owned_vcs; owned; owned &= owned - 1) {
    const int v = __builtin_ctz(owned);
    if (!out.vcs[size_t(v)].holder) return now + 1;  // a part holds it
    const InputUnit& in = *out.vcs[size_t(v)].holder;
    if (in.queue.empty()) continue;
    const Cycle visible = in.queue.front().visible;
    next = std::min(next, visible > now && in.popped_at != now ? visible : now + 1);
  }
  return next;
}

// VCs of `out` whose owner has a visible word (not popped this cycle) and a credit.
template <bool kExtended>
[[gnu::always_inline]] inline uint32_t SwitchCore::ready_vcs(OutputPort& out, Cycle now) {
  uint32_t ready = 0;
  for (uint32_t owned = out.owned_vcs; owned; owned &= owned - 1) {
    const int v = __builtin_ctz(owned);
    OutputVc& ovc = out.vcs[size_t(v)];
    if (kExtended && !ovc.holder) [[unlikely]] {  // held by a part itself
      const int o = index(int(&out - outputs_.data()), v);
      if (parts_[size_t(ovc.owner - kBufferOwner)]->own_output_ready(out, o, v, now)) {
        ready |= 1u << v;
      }
      continue;
    }
    const InputUnit& in = *ovc.holder;
    if (kExtended && in.lent_to) [[unlikely]] {
      // The output reads the worm through its part (a broadcast output at its own pace).
      if (!in.cursor->word_visible(in, int(&out - outputs_.data()), now)) continue;
    } else if (in.queue.empty() || in.popped_at == now || in.queue.front().visible > now) {
      continue;
    }
    // One word per input port per cycle through the crossbar: another VC of this input sent.
    if (kExtended && one_word_per_input_ && sent_cycle_ == now && (sent_inputs_ >> in.port & 1))
        [[unlikely]] {
      continue;
    }
    // A rotating route (route_words = kept) sends the next word's content.
    if (kExtended && in.rotating && RouteWords::rotation_waits(in, now, Cycle(word_delay_)))
        [[unlikely]] {
      continue;
    }
    if (out.credits(v, now) <= 0) continue;
    ready |= 1u << v;
  }
  return ready;
}

template <bool kExtended>
[[gnu::always_inline]] inline void SwitchCore::send_word(OutputPort& out, int vc, Cycle now) {
  OutputVc& ovc = out.vcs[size_t(vc)];
  if (kExtended && !ovc.holder) [[unlikely]] {
    parts_[size_t(ovc.owner - kBufferOwner)]->send_own(*this, out, int(&out - outputs_.data()), vc,
                                                       now);
    return;
  }
  InputUnit& in = *ovc.holder;
  if (kExtended && in.lent_to) {
    parts_[size_t(in.lent_to - 1)]->send(*this, out, int(&out - outputs_.data()), vc, in, now);
    return;
  }
  Flit flit = in.queue.front().flit;
  if (in.segment_pending) route_words_.rewrite<kExtended>(in, flit);
  flit.vc = uint8_t(vc);
  if (kExtended && one_word_per_input_) {
    if (sent_cycle_ != now) {
      sent_cycle_ = now;
      sent_inputs_ = 0;
    }
    sent_inputs_ |= PortMask(1) << in.port;
  }
  pop_input(in, now);
  put_on_link(out, ovc, flit, now);
  if (flit.kind != FlitKind::kTail) return;
  if (kExtended && handover_delay_) {
    vc_free_from_[size_t(index(in.out_port, vc))] = now + 1 + handover_delay_;
  }
  release_output(out, ovc, in.out_port, vc);
  tail_left_input(in);
}

template void SwitchCore::traverse<false>(Cycle now);
template void SwitchCore::traverse<true>(Cycle now);

void SwitchCore::set_stop_not_in_message(PortMask port_mask) {
  for (int p = 0; p < ports_; ++p) {
    inputs_[size_t(index(p, sync_pool_vc_))].set_stop((port_mask >> p) & 1);
  }
}

void SwitchCore::forward(PortMask port_mask) {
  for (int p = 0; p < ports_; ++p) {
    if ((port_mask >> p) & 1) inputs_[size_t(index(p, sync_pool_vc_))].forward();
  }
}

bool SwitchCore::queues_stopped(PortMask port_mask) const {
  for (int p = 0; p < ports_; ++p) {
    if (!((port_mask >> p) & 1)) continue;
    if (!inputs_[size_t(index(p, sync_pool_vc_))].stopped_after_tail()) return false;
  }
  return true;
}

AdditionControl* SwitchCore::addition_control(const std::string& addition) {
  if (addition == SyncControl::kAddition) return sync_enabled_ ? &sync_control_ : nullptr;
  for (const auto& part : parts_) {
    if (addition == part->addition()) return part->control();
  }
  return nullptr;
}

bool SwitchCore::quiet() const {
  if (bound_) return false;  // an input held by allocation or a part
  for (const auto& in : inputs_) {
    if (in.bound || !in.queue.empty()) return false;
  }
  for (const auto& part : parts_) {
    if (part->holds_words()) return false;
  }
  return true;
}

SwitchCore::InputState SwitchCore::input_state(int port, int vc) const {
  const InputUnit& in = inputs_[size_t(index(port, vc))];
  // Words count once they have arrived (by the last tick), as a register would show them.
  uint32_t arrived = 0;
  for (size_t k = 0; k < in.queue.size(); ++k) {
    if (last_tick_ != kNotTicked && in.queue.at(k).visible <= last_tick_ + Cycle(word_delay_)) {
      ++arrived;
    }
  }
  return InputState{arrived, in.bound ? 1u : 0u, in.out_port, in.out_vc};
}

int SwitchCore::output_vc_owner(int port, int vc) const {
  return outputs_[size_t(port)].vcs[size_t(vc)].owner;
}

int SwitchCore::output_credits(int port, int vc) const {
  return outputs_[size_t(port)].vcs[size_t(vc)].credits;
}

}  // namespace ccsim::net
