// What a node's ejection (deposit) engine records of one arriving message, in arrival order
// per virtual channel (MessageLog). The network interface fills it in; node software reads it
// through the node API (receive_header, receive_trailer) and synthetic-traffic sinks through a
// hook.
#pragma once

#include <cstdint>
#include <deque>

#include "net/cycle.h"

namespace ccsim::net {

struct MessageRecord {
  int source = -1;       // node id from the first info word
  uint32_t tag = 0;      // tag from the first info word
  uint32_t address = 0;  // deposit word address (second info word)
  uint32_t words = 0;    // data words deposited so far
  Cycle header_cycle = 0;
  Cycle tail_cycle = 0;
  bool has_header = false;  // both info words taken
  bool complete = false;    // trailer taken: every data word is in memory
};

// The records of one VC in arrival order. A deque: appending a record leaves the others where
// they are, so the deposit engine keeps a pointer to each open message's record while other
// local channels append theirs.
using MessageLog = std::deque<MessageRecord>;

}  // namespace ccsim::net
