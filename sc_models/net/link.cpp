// Bidirectional channel: delay lines for words and credits, with full or half duplex wires.
#include "net/link.h"

#include <algorithm>

#include "net/link_outbox.h"

namespace ccsim::net {

namespace {
int words_in_flight_bound(const LinkParams& p) {
  return p.latency_cycles / std::max(1, p.cycles_per_word) + 2;
}
}  // namespace

Link::Link(const LinkParams& params, Cycle end1_credit_delay)
    : params_(params), latency_(Cycle(params.latency_cycles)) {
  for (int end = 0; end < 2; ++end) {
    Direction& d = dir_[end];
    d.latency = latency_;
    d.cycles_per_word = Cycle(params.cycles_per_word);
    d.half_duplex = params.half_duplex;
    d.words_in_flight = RingBuffer<InFlight, 8>(size_t(words_in_flight_bound(params)));
    d.credits = CreditLanes(latency_ + Cycle(params.credit_delay_cycles) +
                            (end == 1 ? end1_credit_delay : 0));
  }
}

// Half duplex: ownership is decided once per cycle, on the first question asked in that
// cycle, from the state of earlier cycles only: at a free slot the wire passes to the other
// end if it asked for the wire since it last held it. So when both ends always want, slots
// alternate; when one is idle, the other keeps the wire.
bool Link::holds_wire(int end, Cycle now) {
  if (ownership_decided_for_ != now) {
    const int other = 1 - owner_;
    if (now >= dir_[0].next_free && wants_wire_[other]) {
      owner_ = other;
      wants_wire_[other] = false;
    }
    ownership_decided_for_ = now;
  }
  return owner_ == end;
}

bool Link::can_send_half_duplex(int end, Cycle now) {
  if (!holds_wire(end, now)) {
    wants_wire_[end] = true;
    return false;
  }
  return now >= dir_[0].next_free;  // dir_[0].next_free is the shared wire's slot
}

void Link::defer_sends_from(int end, LinkOutbox* outbox) {
  Direction& d = dir_[end];
  if (d.attached) d.sink = outbox->recorder_for(d.attached);
  d.outbox = outbox;
}

void Link::defer_credit(int end, uint8_t vc, Cycle now) {
  dir_[end].outbox->record_credit(&dir_[end].credits, vc, now);
}

bool Link::idle() const {
  return dir_[0].words_in_flight.empty() && dir_[1].words_in_flight.empty() &&
         !dir_[0].credits.pending() && !dir_[1].credits.pending();
}

void Link::settle_trace(Cycle now) {
  for (auto& w : wire_) {
    if (w.valid && w.cycle != now) w.valid = false;
  }
}

}  // namespace ccsim::net
