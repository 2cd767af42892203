// The machine of configs/iwarp-8x8.ini as params, for tests of node software that do not read
// the file: link, switch, memory ports, DMA engines and software costs as configured there,
// with the memory size the test needs (the file's 2 MB per node is more than a unit test of
// 64 nodes wants).
#pragma once

#include <cstdint>

#include "net/params.h"

namespace ccsim::testing {

inline net::MachineParams iwarp_machine(uint32_t memory_words) {
  net::MachineParams m;
  m.link.cycles_per_word = 2;
  m.link.latency_cycles = 2;
  m.router.num_vcs = 3;
  m.router.queue_depth = 8;
  m.router.sync.enabled = true;
  m.router.sync_pool_vc = 2;
  m.memory.ports = 2;
  m.memory.words = memory_words;
  m.node.dma_engines = 2;
  m.node.msg_overhead_cycles = 400;
  return m;
}

}  // namespace ccsim::testing
