// Bidirectional channel: delay lines for words and credits, with full or half duplex wires.
#include "net/link.h"

#include <algorithm>

namespace ccsim::net {

namespace {
int words_in_flight_bound(const LinkParams& p) {
  return p.latency_cycles / std::max(1, p.cycles_per_word) + 2;
}
}  // namespace

Link::Link(const LinkParams& params, int credit_capacity)
    : params_(params), latency_(Cycle(params.latency_cycles)) {
  for (auto& d : dir_) {
    d.words_in_flight = RingBuffer<InFlight, 8>(size_t(words_in_flight_bound(params)));
    d.credits_in_flight = RingBuffer<uint64_t, 32>(size_t(std::max(1, credit_capacity)));
  }
}

// Half duplex: ownership is decided once per cycle, on the first question asked in that
// cycle, from state of earlier cycles only: the wire passes to the other end when it wanted
// the wire last cycle and the holder left a free slot unused last cycle.
bool Link::holds_wire(int end, Cycle now) {
  if (ownership_decided_for_ != now && now > 0) {
    const int holder = owner_;
    const int other = 1 - holder;
    const Cycle prev = now - 1;
    const bool other_wanted = dir_[other].last_want == prev;
    const bool holder_idle = last_send_[holder] != prev && dir_[0].next_free <= prev;
    if (other_wanted && holder_idle) owner_ = other;
    ownership_decided_for_ = now;
  }
  return owner_ == end;
}

bool Link::can_send_half_duplex(int end, Cycle now) {
  if (!holds_wire(end, now)) {
    dir_[end].last_want = now;
    return false;
  }
  return now >= dir_[0].next_free;  // dir_[0].next_free is the shared wire's slot
}

bool Link::idle() const {
  return dir_[0].words_in_flight.empty() && dir_[1].words_in_flight.empty() &&
         dir_[0].credits_in_flight.empty() && dir_[1].credits_in_flight.empty();
}

void Link::settle_trace(Cycle now) {
  for (auto& w : wire_) {
    if (w.valid && w.cycle != now) w.valid = false;
  }
}

}  // namespace ccsim::net
