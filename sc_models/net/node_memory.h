// Node memory is allocated as it is reached: a node's vector holds the words from address 0 up
// to the furthest one reached so far (an experiment presizes it to what its programs use), and
// the rest of memory.words reads as zero and is never allocated. So memory.words can be as
// large as the machine modelled without the host paying for words nobody writes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace ccsim::net {

// Extends `memory` (zero-filled) to cover addresses [0, end); false, unchanged, when `end`
// is beyond `limit` (memory.words). Grows by half again at least, so that a program walking
// upwards word by word does not reallocate at every word.
inline bool reach_memory(std::vector<uint32_t>& memory, uint64_t end, uint64_t limit) {
  if (end <= memory.size()) return true;
  if (end > limit) return false;
  const uint64_t grown = std::max<uint64_t>(end, memory.size() + memory.size() / 2);
  memory.resize(size_t(std::min<uint64_t>(grown, limit)), 0);
  return true;
}

}  // namespace ccsim::net
