// Global barrier network.
#include "barrier_network.h"

namespace ccsim::sc {

BarrierNetwork::BarrierNetwork(sc_core::sc_module_name name, int nodes, net::Cycle latency_cycles,
                               const sc_core::sc_time& period)
    : sc_core::sc_module(name), nodes_(nodes), latency_(latency_cycles), period_(period) {
  SC_HAS_PROCESS(BarrierNetwork);
  SC_METHOD(on_release);
  sensitive << release_;
  dont_initialize();
}

void BarrierNetwork::arrive_and_wait() {
  const uint64_t my_generation = generation_;
  if (++arrived_ == nodes_) {
    arrived_ = 0;
    releasing_ = true;
    release_.notify(double(latency_) * period_);
  }
  while (generation_ == my_generation) sc_core::wait(released_);
}

void BarrierNetwork::on_release() {
  releasing_ = false;
  ++generation_;
  released_.notify(sc_core::SC_ZERO_TIME);
}

}  // namespace ccsim::sc
