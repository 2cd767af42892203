// Step-by-step exchange with neighbours, the primitive of paper 000's cube algorithms: in each
// step a node sends one message on each channel its plan names (all at once: every message is
// queued before any is waited for) and then waits for the messages of that step addressed to
// it.
//
// Every message goes one hop and is deposited at the address its sender names (deposit model).
// On an all-port node (node.all_port) a message leaves on the injection channel of its port
// and is ejected on the channel paired with the port it arrives by, so a node sends and
// receives on all its channels at once; a one-port node ejects everything on its one local
// port. Messages carry their step in the tag of the first info word: a neighbour one step
// ahead may deliver its next step's message first, and it is counted for that step. The sizes
// of the messages received are kept per step, so that the run can count transfers in
// sequence (the largest message of each step, summed) from what was actually deposited.
#pragma once

#include <cstdint>
#include <vector>

#include "net/node_api.h"

namespace ccsim::sw {

class StepExchange {
 public:
  // `steps` bounds the step numbers used (tags are 15 bits, so at most 32768 steps).
  StepExchange(net::NodeApi& api, int steps);

  // Queues one message of `step`: `words` words from local `src` through network port `port`
  // to the neighbour there, deposited at its word address `dst`. Returns at once (the DMA
  // engine reads the words while the processor goes on).
  void send(int step, int port, uint32_t src, uint32_t words, uint32_t dst);
  // The same through the router along `route` (which ends with its ejection segment).
  void send_routed(int step, const net::SourceRoute& route, uint32_t src, uint32_t words,
                   uint32_t dst);
  // Waits until every message queued so far has left this node's memory.
  void wait_sends();
  // Waits until `expected` messages of `step` have been deposited here in full.
  void wait_step(int step, int expected);
  // Words of the largest message deposited here in each step, 0 where none arrived.
  const std::vector<uint32_t>& largest_received() const { return largest_; }

 private:
  net::NodeApi& api_;
  std::vector<net::DmaHandle> sending_;
  std::vector<int> completed_;  // messages of each step deposited so far
  std::vector<uint32_t> largest_;
};

}  // namespace ccsim::sw
