// The broadcast relay's work per cycle: binding or admitting worms, copying them into the
// output buffers, and sending their words (docs/switch.md "The broadcast relay").
#include "net/switch/additions/broadcast_relay_unit.h"

#include <algorithm>

#include "net/switch/switch_core.h"
#include "net/switch/worm_copies.h"

namespace ccsim::net {

BroadcastRelayUnit::BroadcastRelayUnit(const SwitchParams& params, int ports, int vcs) {
  const BroadcastRelayParams& b = params.broadcast;
  ports_ = ports;
  vcs_ = vcs;
  inputs_ = ports * vcs;
  queue_depth_ = params.queue_depth;
  state_.resize(size_t(inputs_));
  if (b.output_words > 0) {
    buffer_words_ = b.output_words;
    buffers_.resize(size_t(inputs_));  // one per output VC: as many as input VCs
    whole_worms_ = b.whole_worms;
    any_writes_ = b.buffer_writes == BufferWrites::kAny;
    if (whole_worms_) next_whole_vc_.resize(size_t(ports), 0);
    lowest_vc_first_ = b.link_priority == LinkPriority::kLowestVc;
  }
}

// Rotating priority among the waiting broadcast heads: the input after the last one bound
// goes first, so that no input's worms wait behind another's for ever.
void BroadcastRelayUnit::allocate(SwitchCore& sw, uint64_t heads, Cycle now) {
  const int from = turn_;
  const uint64_t rotated = from ? (heads >> from) | (heads << (64 - from)) : heads;
  for (uint64_t r = rotated; r; r &= r - 1) {
    const int i = (__builtin_ctzll(r) + from) & 63;
    InputUnit& in = sw.input(i);
    if (buffered() ? admit(sw, in) : bind(sw, in, now)) {
      turn_ = (i + 1) % inputs_;
    } else {
      sw.count_blocked_head();
    }
  }
}

const BroadcastRelay& BroadcastRelayUnit::entry(const SwitchCore& sw, const InputUnit& in) const {
  const uint32_t head = in.queue.front().flit.data;
  const uint32_t source = broadcast_source(head);
  if (source >= table_.size()) reject(sw, in.index);
  const BroadcastRelay& relay = table_[source];
  if (!relay.outputs || int(broadcast_worm_words(head)) > queue_depth_) reject(sw, in.index);
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    if (p >= std::min(ports_, kMaxBroadcastPorts) || relay.vc(p) >= vcs_ ||
        !sw.output(p).link.connected()) {
      reject(sw, in.index);
    }
  }
  return relay;
}

// Output by output: each output the entry names is taken as soon as it is free and has room
// for the whole worm, and starts sending; the input stays a candidate (not held) until it
// holds them all. Holding some while waiting for others cannot close a cycle: what it waits
// for is downstream, and with the tables' VCs the channels' dependencies are acyclic.
bool BroadcastRelayUnit::bind(SwitchCore& sw, InputUnit& in, Cycle now) {
  const uint32_t head = in.queue.front().flit.data;
  const uint64_t bit = uint64_t(1) << in.index;
  State& b = state_[in.index];
  if (!(bound_ & bit)) {
    b.relay = entry(sw, in);
    b.held = 0;
    b.at.popped = 0;
    b.at.sent.fill(0);
  }
  const int words = int(broadcast_worm_words(head));
  for (PortMask m = b.relay.outputs & ~b.held; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const int v = b.relay.vc(p);
    OutputPort& out = sw.output(p);
    if (out.vcs[v].owner >= 0) continue;
    if (!out.far_end_known) sw.find_far_end(out);
    // Toward a switch, room for the whole worm; the node's ejection always drains.
    if (out.far_is_switch && !out.credits_for(v, words, now)) continue;
    sw.claim_output(out, p, v, in.index, &in);
    b.held |= PortMask(1) << p;
    sw.traverse_next_cycle();
  }
  if (!b.held) return false;
  if (!(bound_ & bit)) {
    bound_ |= bit;
    sw.lend_input(in.index, *this, b.at);
    const int first = __builtin_ctzll(b.held);
    in.bind_to(first, b.relay.vc(first));
    in.segment_pending = false;
    in.rotating = false;
  }
  if (b.held != b.relay.outputs) return false;
  sw.hold_input(in.index);
  return true;
}

// Each output of a broadcast worm sends its next word when it has a slot and a credit, on its
// own (its room downstream was reserved at binding); a word leaves the input, and its credit
// goes upstream, once every output has sent it. The head word travels unchanged (the next
// switch looks its source up again). Outputs that share one link slot in lock step would
// rarely find every slot free at once.
void BroadcastRelayUnit::send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in,
                              Cycle now) {
  State& b = state_[in.index];
  if (send_copy_word(sw, out, p, vc, in, b.at, b.relay.outputs, now)) {
    bound_ &= ~(uint64_t(1) << in.index);
  }
}

// All or nothing: the worm is admitted only when every buffer it goes to has room for all of
// it, so that, once admitted, its copying never waits for an output.
bool BroadcastRelayUnit::admit(SwitchCore& sw, InputUnit& in) {
  const BroadcastRelay& relay = entry(sw, in);
  const uint32_t words = broadcast_worm_words(in.queue.front().flit.data);
  const uint32_t size = uint32_t(buffer_words_);
  if (words > size) reject(sw, in.index);
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const Buffer& buf = buffers_[size_t(p * vcs_ + relay.vc(p))];
    if (buf.held + words > size) return false;
  }
  State& b = state_[in.index];
  b.relay = relay;
  b.at.popped = 0;
  b.buffers = 0;
  for (PortMask m = relay.outputs; m; m &= m - 1) {
    const int p = __builtin_ctzll(m);
    const int o = p * vcs_ + relay.vc(p);
    Buffer& buf = buffers_[size_t(o)];
    if (buf.slots.empty()) {
      buf.slots.resize(size);
      buf.written.resize((size + 63) / 64);
    }
    b.buffers |= uint64_t(1) << o;
    b.slot[size_t(p)] = buf.free;
    buf.free = buf.free + words >= size ? buf.free + words - size : buf.free + words;
    buf.held += words;
    if (!buf.sending) waiting_ |= uint64_t(1) << o;
  }
  admitted_ |= uint64_t(1) << in.index;
  sw.hold_input(in.index);
  const int first = __builtin_ctzll(relay.outputs);
  in.bind_to(first, relay.vc(first));
  in.segment_pending = false;
  in.rotating = false;
  return true;
}

// Inputs copy in turn from copy_turn_ on; one that would write a buffer another input wrote
// in this cycle waits for the next (each buffer has one write port), unless
// switch.bcast_buffer_writes = any.
void BroadcastRelayUnit::every_cycle(SwitchCore& sw, Cycle now) {
  const uint32_t size = uint32_t(buffer_words_);
  uint64_t written_now = 0;  // buffers written in this cycle
  bool first = true;
  const int from = copy_turn_;
  const uint64_t admitted = admitted_;
  const uint64_t rotated = from ? (admitted >> from) | (admitted << (64 - from)) : admitted;
  for (uint64_t r = rotated; r; r &= r - 1) {
    const int i = (__builtin_ctzll(r) + from) & 63;
    InputUnit& in = sw.input(i);
    if (in.queue.empty() || in.queue.front().visible > now) continue;
    State& b = state_[size_t(i)];
    if (!any_writes_ && (b.buffers & written_now)) continue;
    written_now |= b.buffers;
    if (first) {
      copy_turn_ = (i + 1) % inputs_;
      first = false;
    }
    const Flit flit = in.queue.front().flit;
    for (PortMask m = b.relay.outputs; m; m &= m - 1) {
      const int p = __builtin_ctzll(m);
      Buffer& buf = buffers_[size_t(p * vcs_ + b.relay.vc(p))];
      uint32_t& at = b.slot[size_t(p)];
      buf.slots[at] = flit;
      buf.written[at >> 6] |= uint64_t(1) << (at & 63);
      if (++at == size) at = 0;
    }
    sw.pop_input(in, now);
    ++b.at.popped;
    if (flit.kind != FlitKind::kTail) continue;
    admitted_ &= ~(uint64_t(1) << i);
    sw.tail_left_input(in);
  }
  if (whole_worms_) {
    start_whole_worms(sw, now);
    return;
  }
  for (uint64_t w = waiting_; w; w &= w - 1) start_worm(sw, __builtin_ctzll(w), now);
}

// switch.bcast_whole_worms: a port whose link carries no buffered worm starts one, taking its
// buffers in turn from next_whole_vc_ on, or from VC 0 on under switch.bcast_link_priority =
// lowest_vc (a buffer whose worm cannot start yet lets the next try).
void BroadcastRelayUnit::start_whole_worms(SwitchCore& sw, Cycle now) {
  const uint64_t port_vcs = vcs_ == 64 ? ~uint64_t(0) : (uint64_t(1) << vcs_) - 1;
  for (uint64_t w = waiting_; w;) {
    const int p = __builtin_ctzll(w) / vcs_;
    const uint64_t waiting = w >> (p * vcs_) & port_vcs;
    w &= ~(port_vcs << (p * vcs_));
    if (whole_worm_ports_ >> p & 1) continue;
    const int first = lowest_vc_first_ ? 0 : next_whole_vc_[size_t(p)];
    for (int k = 0; k < vcs_; ++k) {
      const int v = (first + k) % vcs_;
      if (!(waiting >> v & 1) || !start_worm(sw, p * vcs_ + v, now)) continue;
      whole_worm_ports_ |= PortMask(1) << p;
      next_whole_vc_[size_t(p)] = uint8_t((v + 1) % vcs_);
      break;
    }
  }
}

// A front worm takes its output VC once its head is copied, as a bound worm would (see
// bind): when the VC is free and, toward a switch, has credits for the whole worm.
bool BroadcastRelayUnit::start_worm(SwitchCore& sw, int o, Cycle now) {
  Buffer& buf = buffers_[size_t(o)];
  if (!buf.has_word(buf.next)) return false;
  const Flit& head = buf.slots[buf.next];
  const int p = o / vcs_;
  const int v = o % vcs_;
  OutputPort& out = sw.output(p);
  if (out.vcs[v].owner >= 0) {
    sw.count_blocked_head();  // another worm holds it
    return false;
  }
  if (!out.far_end_known) sw.find_far_end(out);
  const int words = int(broadcast_worm_words(head.data));
  if (out.far_is_switch && !out.credits_for(v, words, now)) return false;
  sw.claim_output(out, p, v, SwitchCore::part_owner(sw.part_index(*this)), nullptr);
  buf.sending = true;
  waiting_ &= ~(uint64_t(1) << o);
  sw.traverse_next_cycle();
  return true;
}

bool BroadcastRelayUnit::own_output_ready(OutputPort& out, int o, int vc, Cycle now) {
  const Buffer& buf = buffers_[size_t(o)];
  if (!buf.has_word(buf.next)) return false;
  return out.credits(vc, now) > 0;
}

// The worm's words leave as they are, on the buffer's VC (the head word unchanged: the next
// switch looks its source up again); the tail frees the VC for the buffer's next worm.
void BroadcastRelayUnit::send_own(SwitchCore& sw, OutputPort& out, int p, int vc, Cycle now) {
  const int o = p * vcs_ + vc;
  Buffer& buf = buffers_[size_t(o)];
  Flit flit = buf.slots[buf.next];
  flit.vc = uint8_t(vc);
  buf.written[buf.next >> 6] &= ~(uint64_t(1) << (buf.next & 63));
  if (++buf.next == uint32_t(buffer_words_)) buf.next = 0;
  --buf.held;
  sw.put_on_link(out, out.vcs[vc], flit, now);
  if (flit.kind != FlitKind::kTail) return;
  sw.release_output(out, out.vcs[vc], p, vc);
  buf.sending = false;
  whole_worm_ports_ &= ~(PortMask(1) << p);
  if (buf.held) waiting_ |= uint64_t(1) << o;
}

bool BroadcastRelayUnit::holds_words() const {
  for (const auto& buf : buffers_) {
    if (buf.held) return true;
  }
  return false;
}

}  // namespace ccsim::net
