// Wormhole switch behaviour per cycle: credits, sync gate, allocation, traversal, arrivals.
#include "net/switch_core.h"

#include <algorithm>
#include <sstream>

#include "base/errors.h"

namespace ccsim::net {

namespace {
std::string hex_word(uint32_t word) {
  std::ostringstream os;
  os << "0x" << std::hex << word;
  return os.str();
}
}  // namespace

SwitchCore::SwitchCore(const SwitchParams& params, std::string name,
                       std::vector<std::string> port_names)
    : gate_(int(port_names.size())),
      params_(params),
      head_delay_(Cycle(std::max(0, params.pipeline_cycles - params.body_cycles))),
      next_head_delay_(Cycle(params.next_head_cycles)),
      keep_route_(params.keeps_route_words()),
      head_route_(params.route_in_head()),
      one_word_per_input_(params.one_word_per_input),
      class_size_(params.vc_class_size),
      bcast_(params.bcast_pattern),
      name_(std::move(name)),
      port_names_(std::move(port_names)),
      ports_(int(port_names_.size())),
      vcs_(params.num_vcs),
      word_delay_(uint32_t(params.body_cycles)),
      timed_(head_delay_ != 0 || next_head_delay_ != 0 || keep_route_ || head_route_ ||
             one_word_per_input_ || params.vc_class_size != 1 || params.bcast_pattern),
      inputs_(size_t(ports_ * vcs_)),
      outputs_(size_t(ports_)),
      port_wake_(size_t(ports_), kNever) {
  gate_.set_mask(0);  // connect() adds each connected port
  // Above 8 ports (a CM-200 node's 2d network and 2d ejection ports) the marks pay.
  wheel_mode_ = ports_ > kWheelPorts;
  // A broadcast word leaves on several ports from one port's visit: every held port is visited
  // in every cycle, so that no port's mark misses it.
  visit_all_ = bcast_;
  if (bcast_) bcast_state_.resize(inputs_.size());
  if (bcast_ && params.bcast_output_words > 0) {
    bcast_buffer_words_ = params.bcast_output_words;
    bcast_buffers_.resize(inputs_.size());  // one per output VC: as many as input VCs
    whole_worms_ = params.bcast_whole_worms;
    any_buffer_writes_ = params.any_buffer_writes();
    if (whole_worms_) whole_turn_.resize(size_t(ports_), 0);
    lowest_vc_first_ = params.lowest_vc_first();
  }
  if (ports_ * vcs_ > 64) {
    throw ConfigError("switch.num_vcs", "ports x VCs must be at most 64 (" +
                                            std::to_string(ports_) + " ports x " +
                                            std::to_string(vcs_) + " VCs)");
  }
  for (int i = 0; i < int(inputs_.size()); ++i) {
    inputs_[size_t(i)].queue = RingBuffer<StagedFlit>(size_t(params.queue_depth));
    inputs_[size_t(i)].port = uint8_t(i / vcs_);
    inputs_[size_t(i)].vc = uint8_t(i % vcs_);
    inputs_[size_t(i)].index = uint8_t(i);
  }
  output_vcs_.resize(size_t(ports_ * vcs_));
  for (auto& ovc : output_vcs_) ovc.arbiter = RoundRobinArbiter(ports_ * vcs_);
  for (int p = 0; p < ports_; ++p) {
    outputs_[size_t(p)].vcs = &output_vcs_[size_t(p * vcs_)];
    outputs_[size_t(p)].vc_arbiter = RoundRobinArbiter(vcs_);
  }
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
  for (int v = 0; v < vcs_; ++v) outputs_[size_t(port)].vcs[v].credits = downstream_depth;
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
      out.vcs[size_t(v)].credits += out.link.link->receive_credits(out.link.end, v, now);
    }
  }
}

bool SwitchCore::header_blocked(int input) const {
  const int port = input / vcs_;
  const int vc = input % vcs_;
  if (vc != params_.sync_pool_vc) return false;
  const InputUnit& in = inputs_[size_t(input)];
  if (in.stop_enabled && !in.go) return true;
  return params_.sync_enabled && gate_.blocks_header(port);
}

RouteSegment SwitchCore::head_segment(const Flit& head) const {
  if (!head_route_) return decode_segment(head.data);
  const SourceRoute* route =
      is_route_handle(head.data) && !route_handle_spent(head.data) && route_table_
          ? route_table_->find(route_handle_id(head.data))
          : nullptr;
  if (!route || head.leg >= route->size() || (*route)[head.leg].hops <= head.leg_hops) {
    return RouteSegment{0, 0, 0};
  }
  RouteSegment leg = (*route)[head.leg];
  leg.hops = uint8_t(leg.hops - head.leg_hops);
  return leg;
}

void SwitchCore::advance_leg(Flit& head) const {
  const SourceRoute& route = *route_table_->find(route_handle_id(head.data));  // checked at bind
  if (route[head.leg].hops - head.leg_hops > 1) {
    ++head.leg_hops;
    return;
  }
  ++head.leg;
  head.leg_hops = 0;
  if (head.leg == route.size()) head.data |= kRouteSpentFlag;
}

template <bool kTimed>
[[gnu::always_inline]] inline void SwitchCore::bind(InputUnit& in, int winner, int o, OutputVc& ovc,
                                                    Cycle now) {
  const RouteSegment seg =
      kTimed ? head_segment(in.queue.front().flit) : decode_segment(in.queue.front().flit.data);
  ovc.owner = winner;
  ovc.holder = &in;
  OutputPort& out = outputs_[size_t(o / vcs_)];
  if (!out.far_end_known) find_far_end(out);
  out.owned_vcs |= 1u << (o % vcs_);
  busy_outputs_ |= PortMask(1) << (o / vcs_);
  if (wheel_mode_) {
    schedule(o / vcs_, now);  // due in this cycle's traversal
  } else {
    next_traverse_ = 0;
  }
  in.bound = true;
  bound_ |= uint64_t(1) << winner;
  in.out_port = uint8_t(o / vcs_);
  in.out_vc = uint8_t(o % vcs_);
  in.go = false;
  if (kTimed && head_route_) {
    in.segment_pending = true;  // the head word travels on, its sideband advanced (send_word)
    in.rotating = false;
  } else if (seg.hops == 1 && !(kTimed && keep_route_)) {
    pop_input(in, now);  // this leg ends here: the word is consumed
    in.segment_pending = false;
  } else {
    in.segment_pending = true;
    // route_words = kept and the leg ends here: the route words move up one place as they
    // leave, and this one follows the last of them, spent (see send_word).
    in.rotating = kTimed && seg.hops == 1;
    if (in.rotating) in.spent_word = encode_segment(RouteSegment{seg.port, 0, seg.vc});
  }
}

// kTimed: some timing key is away from iWarp's default. The default instance is the plain
// one-cycle switch, without the tests below (allocation runs in every cycle a head waits).
template <bool kTimed>
void SwitchCore::allocate(Cycle now) {
  uint64_t candidates = nonempty_ & ~bound_;
  if (!candidates) return;
  // Requests per output VC (index port * V + vc), as masks over inputs.
  uint64_t requests[64];
  uint64_t requested = 0;
  uint64_t broadcast_heads = 0;
  for (; candidates; candidates &= candidates - 1) {
    const int i = __builtin_ctzll(candidates);
    const InputUnit& in = inputs_[size_t(i)];
    // Router pipeline: the head's own stages, and (after a tail) routing and VC allocation
    // again. popped_at is the previous tail's cycle here (an unbound input pops nothing else);
    // at the defaults neither test holds back a visible head.
    if (in.queue.front().visible + (kTimed ? head_delay_ : 0) > now) continue;
    if (kTimed && now - in.popped_at <= next_head_delay_) continue;
    const Flit& f = in.queue.front().flit;
    if (f.kind != FlitKind::kHead || !is_route_word(f.data)) reject_header(i);
    if (header_blocked(i)) continue;
    if (kTimed && bcast_ && is_broadcast_word(f.data)) {
      broadcast_heads |= uint64_t(1) << i;
      continue;
    }
    const RouteSegment seg = kTimed ? head_segment(f) : decode_segment(f.data);
    // With VC classes (kTimed only) the segment names a class; requests go to its first VC.
    const int first_vc = kTimed ? seg.vc * class_size_ : seg.vc;
    if (seg.port >= ports_ || first_vc + (kTimed ? class_size_ : 1) > vcs_ ||
        !outputs_[seg.port].link.connected() || seg.hops == 0) {
      reject_header(i);
    }
    const int o = index(seg.port, first_vc);
    if (!(requested & (uint64_t(1) << o))) requests[o] = 0;
    requests[o] |= uint64_t(1) << i;
    requested |= uint64_t(1) << o;
  }
  if (kTimed && broadcast_heads) allocate_broadcasts(broadcast_heads, now);
  for (; requested; requested &= requested - 1) {
    const int first = __builtin_ctzll(requested);
    if constexpr (!kTimed) {
      OutputVc& ovc = outputs_[size_t(first / vcs_)].vcs[size_t(first % vcs_)];
      // Every requester but the winner waits this cycle for a worm that holds the output.
      head_blocked_cycles_ += uint64_t(__builtin_popcountll(requests[first])) - (ovc.owner < 0);
      if (ovc.owner >= 0) continue;
      const int winner = ovc.arbiter.pick(requests[first]);
      bind<kTimed>(inputs_[size_t(winner)], winner, first, ovc, now);
      continue;
    }
    // Each free VC of the class (one VC without classes) grants one requester, lowest VC
    // first: a head may take any free VC its route's class allows. Toward a node (no switch
    // at the far end) only the class's first VC: the node's interface deposits one message
    // per VC at a time, so packets of one source to one node never interleave in memory.
    int span = 1;
    if (kTimed && class_size_ > 1) {
      OutputPort& out = outputs_[size_t(first / vcs_)];
      if (!out.far_end_known) find_far_end(out);
      if (out.far_switch) span = class_size_;
    }
    for (int o = first; o < first + span && requests[first]; ++o) {
      OutputVc& ovc = outputs_[size_t(o / vcs_)].vcs[size_t(o % vcs_)];
      if (ovc.owner >= 0) continue;
      const int winner = ovc.arbiter.pick(requests[first]);
      requests[first] &= ~(uint64_t(1) << winner);
      bind<kTimed>(inputs_[size_t(winner)], winner, o, ovc, now);
    }
    head_blocked_cycles_ += uint64_t(__builtin_popcountll(requests[first]));  // not granted
  }
}

template void SwitchCore::allocate<false>(Cycle now);
template void SwitchCore::allocate<true>(Cycle now);

[[gnu::always_inline]] inline void SwitchCore::tail_left_input(InputUnit& in) {
  in.bound = false;
  bound_ &= ~(uint64_t(1) << in.index);
  ++tails_passed_;
  if (in.vc == params_.sync_pool_vc) {
    if (params_.sync_enabled) gate_.tail_left(in.port);
    if (in.stop_enabled) in.passed_tail = true;
  }
}

[[gnu::always_inline]] inline void SwitchCore::put_on_link(OutputPort& out, OutputVc& ovc,
                                                           const Flit& flit, Cycle now) {
  if (out.far_switch) {
    out.far_switch->accept(out.far_port, flit, out.link.link->occupy(out.link.end, flit, now));
  } else {
    out.link.link->send(out.link.end, flit, now);
  }
  --ovc.credits;
  ++words_forwarded_;
}

[[gnu::always_inline]] inline void SwitchCore::pop_input(InputUnit& in, Cycle now) {
  in.queue.pop();
  if (in.queue.empty()) nonempty_ &= ~(uint64_t(1) << in.index);
  in.popped_at = now;
  if (in.credit_hint) *in.credit_hint |= in.credit_hint_bit;
  if (in.credit_lane) {
    CreditLanes::send(*in.credit_lane, now);
  } else {
    in.upstream.link->send_credit(in.upstream.end, in.vc, now);
  }
}

template <bool kTimed>
void SwitchCore::traverse(Cycle now) {
  if (kTimed && bcast_buffer_words_) relay_buffered(now);
  if (wheel_mode_) {
    traverse_wheel<kTimed>(now);
  } else {
    traverse_scan<kTimed>(now);
  }
}

// Output-port first: a port whose wire slot is busy (every other cycle at Tt = 2) costs one
// comparison, whatever number of worms wait for it. It also finds the next cycle in which some
// held port's slot is free: until then tick() skips traversal, which is exact (only time frees
// a full-duplex slot, and a new binding resets the mark). A half-duplex port is asked every
// cycle: its slot depends on the far end.
template <bool kTimed>
void SwitchCore::traverse_scan(Cycle now) {
  Cycle next = ~Cycle(0);
  for (PortMask busy = busy_outputs_; busy; busy &= busy - 1) {
    const int p = __builtin_ctzll(busy);
    OutputPort& out = outputs_[size_t(p)];
    if (slot_free(out, now)) {
      const uint32_t ready = ready_vcs<kTimed>(out, now);
      if (ready && (!out.half_duplex || out.link.link->can_send(out.link.end, now))) {
        send_word<kTimed>(out, out.vc_arbiter.pick(ready), now);
      }
    }
    next = std::min(next, out.next_free);  // at or before now: look again next cycle
  }
  next_traverse_ = visit_all_ ? 0 : next;
}

// Output-port first, and only the held ports due. Every held port has a mark, the first cycle
// it could send (port_wake_), kept on a 64-slot wheel by cycle (far marks in far_), so finding
// the ports due costs a few operations however many ports are held: a CM-200 node holds 2d
// network and 2d ejection ports at once, each due once per word (57 cycles). tick() skips
// traversal until the earliest mark. This is exact: only time frees a full-duplex slot and
// makes a queued word visible; an arrival lowers its port's mark (accept()) and a binding
// makes the port due at once. A port whose worm lacks credits, or a half-duplex port (its slot
// depends on the far end), is due again next cycle.
template <bool kTimed>
void SwitchCore::traverse_wheel(Cycle now) {
  const int slot = int(now & kWheelMask);
  PortMask due = visit_all_ ? busy_outputs_ : wheel_[size_t(slot)];
  wheel_[size_t(slot)] = 0;
  wheel_slots_ &= ~(uint64_t(1) << slot);
  for (PortMask far = far_; far; far &= far - 1) {
    const int p = __builtin_ctzll(far);
    if (port_wake_[size_t(p)] <= now) {
      due |= PortMask(1) << p;
      far_ &= ~(PortMask(1) << p);
    }
  }
  for (; due; due &= due - 1) {
    const int p = __builtin_ctzll(due);
    if (visit_all_) unschedule(p);   // it may be marked for a later cycle
    port_wake_[size_t(p)] = kNever;  // off the wheel while visited
    OutputPort& out = outputs_[size_t(p)];
    Cycle wake = out.next_free;  // at or before now (half duplex, no credit): next cycle
    if (slot_free(out, now)) {
      const uint32_t ready = ready_vcs<kTimed>(out, now);
      if (ready && (!out.half_duplex || out.link.link->can_send(out.link.end, now))) {
        send_word<kTimed>(out, out.vc_arbiter.pick(ready), now);
        if (!(busy_outputs_ & (PortMask(1) << p))) continue;  // its tail left: released
        wake = out.next_free;
      } else if (!ready && !out.half_duplex) {
        wake = next_visible_word(out, now);  // never: the next arrival schedules it
      }
    }
    schedule(p, std::max(wake, now + 1));
  }
  next_traverse_ = visit_all_ ? 0 : next_mark(now);
}

// Puts port p's mark at `wake` (kNever: off the wheel, until an arrival). `wake` is later than
// the last cycle ticked.
void SwitchCore::schedule(int p, Cycle wake) {
  unschedule(p);
  port_wake_[size_t(p)] = wake;
  if (wake == kNever) return;
  const Cycle base = last_tick_ + 1;  // the next cycle ticked (0 before the first)
  if (wake - base <= kWheelMask) {
    wheel_[size_t(wake & kWheelMask)] |= PortMask(1) << p;
    wheel_slots_ |= uint64_t(1) << (wake & kWheelMask);
  } else {
    far_ |= PortMask(1) << p;
  }
  next_traverse_ = std::min(next_traverse_, wake);
}

void SwitchCore::unschedule(int p) {
  const Cycle wake = port_wake_[size_t(p)];
  if (wake == kNever) return;
  const PortMask bit = PortMask(1) << p;
  if (far_ & bit) {
    far_ &= ~bit;
    return;
  }
  PortMask& slot = wheel_[size_t(wake & kWheelMask)];
  slot &= ~bit;
  if (!slot) wheel_slots_ &= ~(uint64_t(1) << (wake & kWheelMask));
}

// The earliest mark after `now`: the first occupied wheel slot after now's, or a far mark.
Cycle SwitchCore::next_mark(Cycle now) const {
  Cycle next = kNever;
  if (wheel_slots_) {
    const int from = int((now + 1) & kWheelMask);
    const uint64_t rotated = (wheel_slots_ >> from) | (from ? wheel_slots_ << (64 - from) : 0);
    next = now + 1 + Cycle(__builtin_ctzll(rotated));
  }
  for (PortMask far = far_; far; far &= far - 1) {
    next = std::min(next, port_wake_[size_t(__builtin_ctzll(far))]);
  }
  return next;
}

// For a full-duplex port with a free slot and no VC ready: the first cycle a held VC's front
// word could go (never, for empty queues: an arrival lowers next_traverse_).
Cycle SwitchCore::next_visible_word(const OutputPort& out, Cycle now) const {
  Cycle next = ~Cycle(0);
  for (uint32_t owned = out.owned_vcs; owned; owned &= owned - 1) {
    const int v = __builtin_ctz(owned);
    if (!out.vcs[size_t(v)].holder) return now + 1;  // its broadcast buffer holds it
    const InputUnit& in = *out.vcs[size_t(v)].holder;
    if (in.queue.empty()) continue;
    const Cycle visible = in.queue.front().visible;
    next = std::min(next, visible > now && in.popped_at != now ? visible : now + 1);
  }
  return next;
}

// VCs of `out` whose owner has a visible word (not popped this cycle) and a credit.
template <bool kTimed>
[[gnu::always_inline]] inline uint32_t SwitchCore::ready_vcs(OutputPort& out, Cycle now) {
  uint32_t ready = 0;
  for (uint32_t owned = out.owned_vcs; owned; owned &= owned - 1) {
    const int v = __builtin_ctz(owned);
    OutputVc& ovc = out.vcs[size_t(v)];
    if (kTimed && !ovc.holder) [[unlikely]] {  // held by its broadcast buffer
      if (buffered_ready(out, v, ovc, now)) ready |= 1u << v;
      continue;
    }
    const InputUnit& in = *ovc.holder;
    if (kTimed && (bcast_bound_ >> in.index & 1)) [[unlikely]] {
      // A broadcast output reads the worm at its own pace (see send_broadcast_word).
      const BroadcastState& b = bcast_state_[in.index];
      const size_t k = size_t(b.sent[size_t(&out - outputs_.data())] - b.popped);
      if (k >= in.queue.size() || in.queue.at(k).visible > now) continue;
    } else if (in.queue.empty() || in.popped_at == now || in.queue.front().visible > now) {
      continue;
    }
    // One word per input port per cycle through the crossbar: another VC of this input sent.
    if (kTimed && one_word_per_input_ && sent_cycle_ == now && (sent_inputs_ >> in.port & 1))
        [[unlikely]] {
      continue;
    }
    // A rotating route (route_words = kept) sends the next word's content: it must have
    // arrived before this cycle (as a word must to be decoded).
    if (kTimed && in.rotating &&
        (in.queue.size() < 2 || in.queue.at(1).visible >= now + Cycle(word_delay_))) [[unlikely]] {
      continue;
    }
    if (ovc.credits <= 0) {
      ovc.credits += out.link.link->receive_credits(out.link.end, v, now);
      if (ovc.credits <= 0) continue;
    }
    ready |= 1u << v;
  }
  return ready;
}

template <bool kTimed>
[[gnu::always_inline]] inline void SwitchCore::send_word(OutputPort& out, int vc, Cycle now) {
  OutputVc& ovc = out.vcs[size_t(vc)];
  if (kTimed && !ovc.holder) [[unlikely]] {
    send_buffered_word(out, vc, now);
    return;
  }
  InputUnit& in = *ovc.holder;
  if (kTimed && (bcast_bound_ >> in.index & 1)) {
    send_broadcast_word(out, vc, in, now);
    return;
  }
  Flit flit = in.queue.front().flit;
  if (in.segment_pending) {
    if (kTimed && head_route_) {
      advance_leg(flit);
      in.segment_pending = false;
    } else if (kTimed && in.rotating) {
      // Each route word leaves in the place of the one before it (ready_vcs made sure it has
      // arrived); in the place of the last one, the segment that ended here, spent.
      const Flit& next = in.queue.at(1).flit;
      if (next.kind == FlitKind::kHead && is_route_word(next.data)) {
        flit.data = next.data;
      } else {
        flit.data = in.spent_word;
        in.rotating = false;
        in.segment_pending = false;
      }
    } else {
      RouteSegment seg = decode_segment(flit.data);
      --seg.hops;
      flit.data = encode_segment(seg);
      in.segment_pending = false;
    }
  }
  flit.vc = uint8_t(vc);
  if (kTimed && one_word_per_input_) {
    if (sent_cycle_ != now) {
      sent_cycle_ = now;
      sent_inputs_ = 0;
    }
    sent_inputs_ |= PortMask(1) << in.port;
  }
  pop_input(in, now);
  put_on_link(out, ovc, flit, now);
  if (flit.kind != FlitKind::kTail) return;
  ovc.owner = -1;
  ovc.holder = nullptr;
  out.owned_vcs &= ~(1u << vc);
  if (!out.owned_vcs) busy_outputs_ &= ~(PortMask(1) << in.out_port);
  tail_left_input(in);
}

template void SwitchCore::traverse<false>(Cycle now);
template void SwitchCore::traverse<true>(Cycle now);

// Rotating priority among the waiting broadcast heads: the input after the last one bound
// goes first, so that no input's worms wait behind another's for ever.
void SwitchCore::allocate_broadcasts(uint64_t heads, Cycle now) {
  const int from = bcast_turn_;
  const uint64_t rotated = from ? (heads >> from) | (heads << (64 - from)) : heads;
  for (uint64_t r = rotated; r; r &= r - 1) {
    const int i = (__builtin_ctzll(r) + from) & 63;
    InputUnit& in = inputs_[size_t(i)];
    if (bcast_buffer_words_ ? admit_broadcast(in) : bind_broadcast(in, now)) {
      bcast_turn_ = (i + 1) % int(inputs_.size());
    } else {
      ++head_blocked_cycles_;
    }
  }
}

// Output by output: each output the entry names is taken as soon as it is free and has room
// for the whole worm, and starts sending; the input stays a candidate (bound_ clear) until it
// holds them all. Holding some while waiting for others cannot close a cycle: what it waits
// for is downstream, and with the tables' VCs the channels' dependencies are acyclic.
bool SwitchCore::bind_broadcast(InputUnit& in, Cycle now) {
  const uint32_t head = in.queue.front().flit.data;
  const uint64_t bit = uint64_t(1) << in.index;
  BroadcastState& b = bcast_state_[in.index];
  if (!(bcast_bound_ & bit)) {
    b.relay = broadcast_relay(in);
    b.held = 0;
    b.popped = 0;
    b.sent.fill(0);
  }
  const int words = int(broadcast_worm_words(head));
  for (PortMask m = b.relay.outputs & ~b.held; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const int v = b.relay.vc(p);
    OutputPort& out = outputs_[size_t(p)];
    OutputVc& ovc = out.vcs[size_t(v)];
    if (ovc.owner >= 0) continue;
    if (!out.far_end_known) find_far_end(out);
    // Toward a switch, room for the whole worm; the node's ejection always drains.
    if (out.far_switch && ovc.credits < words) {
      ovc.credits += out.link.link->receive_credits(out.link.end, v, now);
      if (ovc.credits < words) continue;
    }
    ovc.owner = in.index;
    ovc.holder = &in;
    out.owned_vcs |= 1u << v;
    busy_outputs_ |= PortMask(1) << p;
    b.held |= PortMask(1) << p;
    next_traverse_ = 0;
  }
  if (!b.held) return false;
  if (!(bcast_bound_ & bit)) {
    bcast_bound_ |= bit;
    in.bound = true;
    in.out_port = uint8_t(__builtin_ctzll(b.held));
    in.out_vc = uint8_t(b.relay.vc(in.out_port));
    in.go = false;
    in.segment_pending = false;
    in.rotating = false;
  }
  if (b.held != b.relay.outputs) return false;
  bound_ |= bit;
  return true;
}

// Each output of a broadcast worm sends its next word when it has a slot and a credit, on its
// own (its room downstream was reserved at binding); a word leaves the input, and its credit
// goes upstream, once every output has sent it. The head word travels unchanged (the next
// switch looks its source up again). Outputs that share one link slot in lock step would
// rarely find every slot free at once.
void SwitchCore::send_broadcast_word(OutputPort& out, int vc, InputUnit& in, Cycle now) {
  const int p = int(&out - outputs_.data());
  BroadcastState& b = bcast_state_[in.index];
  Flit flit = in.queue.at(size_t(b.sent[size_t(p)] - b.popped)).flit;
  flit.vc = uint8_t(vc);
  OutputVc& ovc = out.vcs[size_t(vc)];
  put_on_link(out, ovc, flit, now);
  ++b.sent[size_t(p)];
  if (flit.kind == FlitKind::kTail) {
    ovc.owner = -1;
    ovc.holder = nullptr;
    out.owned_vcs &= ~(1u << vc);
    if (!out.owned_vcs) busy_outputs_ &= ~(PortMask(1) << p);
  }
  uint16_t least = b.sent[size_t(p)];
  for (PortMask m = b.relay.outputs; m; m &= m - 1) {
    least = std::min(least, b.sent[size_t(__builtin_ctzll(m))]);
  }
  while (b.popped < least) {
    const bool tail = in.queue.front().flit.kind == FlitKind::kTail;
    pop_input(in, now);
    ++b.popped;
    if (!tail) continue;
    bcast_bound_ &= ~(uint64_t(1) << in.index);
    tail_left_input(in);
    return;
  }
}

const BroadcastRelay& SwitchCore::broadcast_relay(const InputUnit& in) const {
  const uint32_t head = in.queue.front().flit.data;
  const uint32_t source = broadcast_source(head);
  if (source >= bcast_relays_.size()) reject_broadcast(in.index);
  const BroadcastRelay& relay = bcast_relays_[source];
  if (!relay.outputs || int(broadcast_worm_words(head)) > params_.queue_depth) {
    reject_broadcast(in.index);
  }
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    if (p >= std::min(ports_, kMaxBroadcastPorts) || relay.vc(p) >= vcs_ ||
        !outputs_[size_t(p)].link.connected()) {
      reject_broadcast(in.index);
    }
  }
  return relay;
}

// All or nothing: the worm is admitted only when every buffer it goes to has room for all of
// it, so that, once admitted, its copying never waits for an output.
bool SwitchCore::admit_broadcast(InputUnit& in) {
  const BroadcastRelay& relay = broadcast_relay(in);
  const uint32_t words = broadcast_worm_words(in.queue.front().flit.data);
  const uint32_t size = uint32_t(bcast_buffer_words_);
  if (words > size) reject_broadcast(in.index);
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const BroadcastBuffer& buf = bcast_buffers_[size_t(index(p, relay.vc(p)))];
    if (buf.held + words > size) return false;
  }
  BroadcastState& b = bcast_state_[in.index];
  b.relay = relay;
  b.popped = 0;
  b.buffers = 0;
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const int o = index(p, relay.vc(p));
    BroadcastBuffer& buf = bcast_buffers_[size_t(o)];
    if (buf.slots.empty()) {
      buf.slots.resize(size);
      buf.written.resize((size + 63) / 64);
    }
    b.buffers |= uint64_t(1) << o;
    b.slot[size_t(p)] = buf.free;
    buf.free = buf.free + words >= size ? buf.free + words - size : buf.free + words;
    buf.held += words;
    if (!buf.sending) bcast_waiting_ |= uint64_t(1) << o;
  }
  const uint64_t bit = uint64_t(1) << in.index;
  bcast_admitted_ |= bit;
  bound_ |= bit;
  in.bound = true;
  in.out_port = uint8_t(__builtin_ctzll(relay.outputs));
  in.out_vc = uint8_t(relay.vc(in.out_port));
  in.go = false;
  in.segment_pending = false;
  in.rotating = false;
  return true;
}

// Inputs copy in turn from bcast_copy_turn_ on; one that would write a buffer another input
// wrote in this cycle waits for the next (each buffer has one write port), unless
// switch.bcast_buffer_writes = any.
void SwitchCore::relay_buffered(Cycle now) {
  const uint32_t size = uint32_t(bcast_buffer_words_);
  uint64_t written_now = 0;  // buffers written in this cycle
  bool first = true;
  const int from = bcast_copy_turn_;
  const uint64_t admitted = bcast_admitted_;
  const uint64_t rotated = from ? (admitted >> from) | (admitted << (64 - from)) : admitted;
  for (uint64_t r = rotated; r; r &= r - 1) {
    const int i = (__builtin_ctzll(r) + from) & 63;
    InputUnit& in = inputs_[size_t(i)];
    if (in.queue.empty() || in.queue.front().visible > now) continue;
    BroadcastState& b = bcast_state_[size_t(i)];
    if (!any_buffer_writes_ && (b.buffers & written_now)) continue;
    written_now |= b.buffers;
    if (first) {
      bcast_copy_turn_ = (i + 1) % int(inputs_.size());
      first = false;
    }
    const Flit flit = in.queue.front().flit;
    for (PortMask m = b.relay.outputs; m; m &= m - 1) {
      const int p = __builtin_ctzll(m);
      BroadcastBuffer& buf = bcast_buffers_[size_t(index(p, b.relay.vc(p)))];
      uint32_t& at = b.slot[size_t(p)];
      buf.slots[at] = flit;
      buf.written[at >> 6] |= uint64_t(1) << (at & 63);
      if (++at == size) at = 0;
    }
    pop_input(in, now);
    ++b.popped;
    if (flit.kind != FlitKind::kTail) continue;
    bcast_admitted_ &= ~(uint64_t(1) << i);
    tail_left_input(in);
  }
  if (whole_worms_) {
    start_whole_worms(now);
    return;
  }
  for (uint64_t w = bcast_waiting_; w; w &= w - 1) start_buffered_worm(__builtin_ctzll(w), now);
}

// switch.bcast_whole_worms: a port whose link carries no buffered worm starts one, taking its
// buffers in turn from whole_turn_ on, or from VC 0 on under switch.bcast_link_priority =
// lowest_vc (a buffer whose worm cannot start yet lets the next try).
void SwitchCore::start_whole_worms(Cycle now) {
  const uint64_t port_vcs = vcs_ == 64 ? ~uint64_t(0) : (uint64_t(1) << vcs_) - 1;
  for (uint64_t w = bcast_waiting_; w;) {
    const int p = __builtin_ctzll(w) / vcs_;
    const uint64_t waiting = w >> (p * vcs_) & port_vcs;
    w &= ~(port_vcs << (p * vcs_));
    if (whole_sending_ >> p & 1) continue;
    const int first = lowest_vc_first_ ? 0 : whole_turn_[size_t(p)];
    for (int k = 0; k < vcs_; ++k) {
      const int v = (first + k) % vcs_;
      if (!(waiting >> v & 1) || !start_buffered_worm(index(p, v), now)) continue;
      whole_sending_ |= PortMask(1) << p;
      whole_turn_[size_t(p)] = uint8_t((v + 1) % vcs_);
      break;
    }
  }
}

// A front worm takes its output VC once its head is copied, as a bound worm would (see
// bind_broadcast): when the VC is free and, toward a switch, has credits for the whole worm.
bool SwitchCore::start_buffered_worm(int o, Cycle now) {
  BroadcastBuffer& buf = bcast_buffers_[size_t(o)];
  if (!buf.has_word(buf.next)) return false;
  const Flit& head = buf.slots[buf.next];
  const int p = o / vcs_;
  const int v = o % vcs_;
  OutputPort& out = outputs_[size_t(p)];
  OutputVc& ovc = out.vcs[size_t(v)];
  if (ovc.owner >= 0) {
    ++head_blocked_cycles_;  // another worm holds it
    return false;
  }
  if (!out.far_end_known) find_far_end(out);
  const int words = int(broadcast_worm_words(head.data));
  if (out.far_switch && ovc.credits < words) {
    ovc.credits += out.link.link->receive_credits(out.link.end, v, now);
    if (ovc.credits < words) return false;
  }
  ovc.owner = kBufferOwner;
  ovc.holder = nullptr;
  out.owned_vcs |= 1u << v;
  busy_outputs_ |= PortMask(1) << p;
  buf.sending = true;
  bcast_waiting_ &= ~(uint64_t(1) << o);
  next_traverse_ = 0;
  return true;
}

bool SwitchCore::buffered_ready(OutputPort& out, int vc, OutputVc& ovc, Cycle now) {
  const BroadcastBuffer& buf = bcast_buffers_[size_t(index(int(&out - outputs_.data()), vc))];
  if (!buf.has_word(buf.next)) return false;
  if (ovc.credits <= 0) {
    ovc.credits += out.link.link->receive_credits(out.link.end, vc, now);
    if (ovc.credits <= 0) return false;
  }
  return true;
}

// The worm's words leave as they are, on the buffer's VC (the head word unchanged: the next
// switch looks its source up again); the tail frees the VC for the buffer's next worm.
void SwitchCore::send_buffered_word(OutputPort& out, int vc, Cycle now) {
  const int p = int(&out - outputs_.data());
  const int o = index(p, vc);
  BroadcastBuffer& buf = bcast_buffers_[size_t(o)];
  Flit flit = buf.slots[buf.next];
  flit.vc = uint8_t(vc);
  buf.written[buf.next >> 6] &= ~(uint64_t(1) << (buf.next & 63));
  if (++buf.next == uint32_t(bcast_buffer_words_)) buf.next = 0;
  --buf.held;
  OutputVc& ovc = out.vcs[size_t(vc)];
  put_on_link(out, ovc, flit, now);
  if (flit.kind != FlitKind::kTail) return;
  ovc.owner = -1;
  out.owned_vcs &= ~(1u << vc);
  if (!out.owned_vcs) busy_outputs_ &= ~(PortMask(1) << p);
  buf.sending = false;
  whole_sending_ &= ~(PortMask(1) << p);
  if (buf.held) bcast_waiting_ |= uint64_t(1) << o;
}

std::string SwitchCore::broadcast_outputs(const BroadcastRelay& relay) const {
  std::string names;
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    if (!names.empty()) names += ",";
    names += (p < ports_ ? port_names_[size_t(p)] : "port" + std::to_string(p)) + " vc" +
             std::to_string(p < kMaxBroadcastPorts ? relay.vc(p) : 0);
  }
  return names;
}

void SwitchCore::reject_broadcast(int input) const {
  const uint32_t head = inputs_[size_t(input)].queue.front().flit.data;
  const uint32_t source = broadcast_source(head);
  const std::string where = name_ + " input " + port_names_[size_t(input / vcs_)] + " vc" +
                            std::to_string(input % vcs_) + ": broadcast worm of node " +
                            std::to_string(source);
  if (source >= bcast_relays_.size() || !bcast_relays_[source].outputs) {
    throw SimulationError(where + " has no relay table entry here (the node program loads it)");
  }
  if (int(broadcast_worm_words(head)) > params_.queue_depth) {
    throw SimulationError(where + " has " + std::to_string(broadcast_worm_words(head)) +
                          " words, more than a queue holds (switch.queue_depth = " +
                          std::to_string(params_.queue_depth) + ")");
  }
  if (bcast_buffer_words_ && int(broadcast_worm_words(head)) > bcast_buffer_words_) {
    throw SimulationError(where + " has " + std::to_string(broadcast_worm_words(head)) +
                          " words, more than an output's buffer holds (switch.bcast_output_words "
                          "= " +
                          std::to_string(bcast_buffer_words_) + ")");
  }
  throw SimulationError(where + ": its relay table entry names outputs or VCs this switch does " +
                        "not have or that are not connected (" +
                        broadcast_outputs(bcast_relays_[source]) + ")");
}

void SwitchCore::find_far_end(OutputPort& out) {
  out.far_end_known = true;
  out.far_switch = dynamic_cast<SwitchCore*>(out.link.link->sink(1 - out.link.end));
  out.far_port = out.link.link->sink_port(1 - out.link.end);
}

void SwitchCore::reject_header(int input) const {
  const Flit& f = inputs_[size_t(input)].queue.front().flit;
  const std::string where =
      name_ + " input " + port_names_[size_t(input / vcs_)] + " vc" + std::to_string(input % vcs_);
  if (f.kind != FlitKind::kHead || !is_route_word(f.data)) {
    throw SimulationError(where + ": a message must start with a route word, found " +
                          to_string(f.kind) + " word " + hex_word(f.data));
  }
  if (head_route_ && head_segment(f).hops == 0) {
    throw SimulationError(where + ": head word " + hex_word(f.data) + " (leg " +
                          std::to_string(f.leg) + ", " + std::to_string(f.leg_hops) +
                          " hops done) names no route leg here");
  }
  const RouteSegment seg = head_segment(f);
  throw SimulationError(where + ": route word names port " + std::to_string(seg.port) + " vc " +
                        std::to_string(seg.vc) + " hops " + std::to_string(seg.hops) +
                        ", which this switch does not have");
}

// Out of line so that deliver(), run once per word hop, stays a leaf without string code.
void SwitchCore::reject_delivery(int port, const Flit& flit) const {
  if (flit.vc >= vcs_) {
    throw SimulationError(name_ + " input " + port_names_[size_t(port)] + ": word on vc " +
                          std::to_string(flit.vc) + " but the switch has " + std::to_string(vcs_));
  }
  throw SimulationError(name_ + " input " + port_names_[size_t(port)] + " vc" +
                        std::to_string(flit.vc) + ": queue overflow (credit protocol broken)");
}

void SwitchCore::set_stop_not_in_message(PortMask port_mask) {
  for (int p = 0; p < ports_; ++p) {
    InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    in.stop_enabled = (port_mask >> p) & 1;
    in.go = false;
    in.passed_tail = false;
  }
}

void SwitchCore::forward(PortMask port_mask) {
  for (int p = 0; p < ports_; ++p) {
    if (!((port_mask >> p) & 1)) continue;
    InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    in.go = true;
    in.passed_tail = false;
  }
}

bool SwitchCore::queues_stopped(PortMask port_mask) const {
  for (int p = 0; p < ports_; ++p) {
    if (!((port_mask >> p) & 1)) continue;
    const InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    if (!in.passed_tail || in.bound) return false;
  }
  return true;
}

bool SwitchCore::quiet() const {
  for (const auto& in : inputs_) {
    if (in.bound || !in.queue.empty()) return false;
  }
  for (const auto& buf : bcast_buffers_) {
    if (buf.held) return false;
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

std::string SwitchCore::describe_blocked(Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int i = 0; i < int(inputs_.size()); ++i) {
    const InputUnit& in = inputs_[size_t(i)];
    if (!in.bound && in.queue.empty()) continue;
    const int port = i / vcs_;
    const int vc = i % vcs_;
    os << "  " << name_ << ".in_" << port_names_[size_t(port)] << "_vc" << vc << ": "
       << in.queue.size() << " word(s) queued";
    if (!in.queue.empty()) {
      const Flit& f = in.queue.front().flit;
      os << ", front " << to_string(f.kind);
      if (f.kind == FlitKind::kHead && is_broadcast_word(f.data)) {
        os << " (broadcast of node " << broadcast_source(f.data) << ", "
           << broadcast_worm_words(f.data) << " words)";
      } else if (f.kind == FlitKind::kHead && is_route_word(f.data)) {
        const RouteSegment s = head_segment(f);
        os << " (route " << port_names_[s.port < ports_ ? s.port : 0] << " x" << int(s.hops)
           << " vc" << int(s.vc) << ")";
      }
    }
    if (in.bound && (bcast_admitted_ >> i & 1)) {
      const BroadcastState& b = bcast_state_[size_t(i)];
      os << "; its broadcast worm is admitted to the buffers of outputs "
         << broadcast_outputs(b.relay) << ", " << b.popped << " word(s) copied, waits for words "
         << "from upstream";
    } else if (in.bound && (bcast_bound_ >> i & 1)) {
      const BroadcastState& b = bcast_state_[size_t(i)];
      os << "; holds outputs " << broadcast_outputs(BroadcastRelay{b.held, b.relay.vcs})
         << " (broadcast)";
      if (b.held != b.relay.outputs) {
        os << ", waits until outputs "
           << broadcast_outputs(BroadcastRelay{b.relay.outputs & ~b.held, b.relay.vcs})
           << " are free with room for the whole worm";
      } else {
        os << ", waits for words from upstream, credits or links";
      }
    } else if (in.bound) {
      const OutputVc& ovc = outputs_[in.out_port].vcs[in.out_vc];
      os << "; holds output " << port_names_[in.out_port] << " vc" << int(in.out_vc);
      if (in.queue.empty()) {
        os << ", waits for words from upstream";
      } else if (ovc.credits <= 0) {
        os << ", waits for a credit from downstream";
      } else {
        os << ", waits for the link";
      }
    } else if (!in.queue.empty()) {
      const Flit& f = in.queue.front().flit;
      if (header_blocked(i)) {
        if (in.stop_enabled && !in.go) {
          os << "; stopped (NotInMessage), waits for forward()";
        } else {
          os << "; sync gate holds the header (sticky bits 0x" << std::hex << gate_.bits()
             << ", mask 0x" << gate_.mask() << std::dec << ")";
        }
      } else if (is_broadcast_word(f.data)) {
        const uint32_t source = broadcast_source(f.data);
        const BroadcastRelay relay =
            source < bcast_relays_.size() ? bcast_relays_[source] : BroadcastRelay{};
        if (bcast_buffer_words_) {
          os << "; waits for room for the whole worm in the buffers of outputs "
             << broadcast_outputs(relay) << " (words free:";
          for (PortMask m = relay.outputs; m; m &= m - 1) {
            const int p = __builtin_ctzll(m);
            if (p >= ports_ || relay.vc(p) >= vcs_) continue;
            const BroadcastBuffer& buf = bcast_buffers_[size_t(index(p, relay.vc(p)))];
            os << " " << bcast_buffer_words_ - int(buf.held);
          }
          os << ")";
        } else {
          os << "; waits until outputs " << broadcast_outputs(relay)
             << " are all free, with room for the whole worm toward each switch";
        }
      } else if (is_route_word(f.data)) {
        const RouteSegment s = head_segment(f);
        if (class_size_ == 1) {
          const int owner = outputs_[s.port].vcs[s.vc].owner;
          os << "; waits for output " << port_names_[s.port] << " vc" << int(s.vc);
          if (owner >= 0) os << " held by " << holder_name(owner);
        } else {
          // A class of VCs: every one of them is held (or the head would have taken it).
          const int first = s.vc * class_size_;
          os << "; waits for output " << port_names_[s.port] << " vc" << first << ".."
             << first + class_size_ - 1;
          const char* separator = " held by";
          for (int v = first; v < first + class_size_ && v < vcs_; ++v) {
            const int owner = outputs_[s.port].vcs[size_t(v)].owner;
            if (owner < 0) continue;
            os << separator << " " << holder_name(owner);
            separator = ",";
          }
        }
      }
    }
    os << "\n";
  }
  os << describe_buffers();
  return os.str();
}

std::string SwitchCore::holder_name(int owner) const {
  if (owner == kBufferOwner) return "its broadcast buffer";
  return "in_" + port_names_[size_t(owner / vcs_)] + "_vc" + std::to_string(owner % vcs_);
}

// One line per broadcast buffer that holds or expects words: what its front worm waits for.
std::string SwitchCore::describe_buffers() const {
  std::ostringstream os;
  const uint64_t size = uint64_t(bcast_buffer_words_);
  for (int o = 0; o < int(bcast_buffers_.size()); ++o) {
    const BroadcastBuffer& buf = bcast_buffers_[size_t(o)];
    if (!buf.held) continue;
    const int p = o / vcs_;
    const int v = o % vcs_;
    const OutputPort& out = outputs_[size_t(p)];
    const OutputVc& ovc = out.vcs[size_t(v)];
    const Flit& front = buf.slots[buf.next];
    os << "  " << name_ << ".out_" << port_names_[size_t(p)] << "_vc" << v
       << " (broadcast buffer): " << buf.held << " of " << size << " words held or reserved";
    if (!buf.has_word(buf.next)) {
      os << "; its next word is not copied yet, waits for words from upstream";
    } else if (buf.sending) {
      os << "; its front worm holds the output";
      if (ovc.credits <= 0) {
        os << ", waits for a credit from downstream";
      } else {
        os << ", waits for the link";
      }
    } else {
      const int words = int(broadcast_worm_words(front.data));
      os << "; its front worm (broadcast of node " << broadcast_source(front.data) << ", " << words
         << " words) waits for output " << port_names_[size_t(p)] << " vc" << v;
      if (ovc.owner >= 0) {
        os << " held by " << holder_name(ovc.owner);
      } else if (whole_sending_ >> p & 1) {
        os << " while another buffer's worm holds the link (switch.bcast_whole_worms)";
      } else {
        os << " to have room for the whole worm downstream (" << ovc.credits << " credits of "
           << words << ")";
      }
    }
    os << "\n";
  }
  return os.str();
}

}  // namespace ccsim::net
