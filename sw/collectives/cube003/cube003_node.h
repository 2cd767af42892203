// A node program for paper 003's plans (cube003_plan.h): one node walks through its
// plan's steps on the node API, and counts every unit it is sent from the data that arrives.
//
// Step u: wait until each of the step's arrivals has been deposited in full (an arrival is
// known by its deposit address, so messages may come in any order and early ones are kept),
// then send each message: the start-up beta (node.msg_overhead_cycles of processor time) before
// every message, or once before the step's first message with startups = kPerStep (the paper's
// assumption that a node drives its n channels at once and that sending to several neighbours
// costs one start-up); then its header, one DMA descriptor per piece, and its trailer. A
// message goes one hop on channel 0 of its dimension; on an all-port node it leaves on its own
// injection channel and is ejected on the channel paired with its arrival port, so that a node
// sends and receives on all its channels at once. Every message carries the sender's step (mod
// 2^15) in its tag. After the last step the node waits until its messages have left its memory,
// then performs the plan's local work (a load and a store per word moved, finish_accesses).
//
// Counting: every message taken from the ejection queue is read back unit by unit from the
// node's memory (zero time, the backdoor a data check uses) and each unit is logged, with the
// most units any message of a step brought. Nothing is taken from the plan but the addresses to
// wait for. A sender also counts each message it addresses to a node in that node's counts, so
// that a message nobody waited for (sent twice, or to the wrong neighbour) shows in the check
// even if it arrived after its receiver's program had ended. No SystemC here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/cube003/cube003_plan.h"
#include "net/node_api.h"

namespace ccsim::sw::cube003 {

enum class Startups { kPerMessage, kPerStep };

// What one node counted during its run.
struct NodeCounts {
  std::vector<uint32_t> units;       // the unit of every deposit, in arrival order
  std::vector<uint32_t> most_units;  // per step tag (< 2^15): the largest message, in units
  uint64_t messages_sent = 0;
  uint64_t messages_addressed = 0;  // by its neighbours, to this node
  uint64_t messages_taken = 0;      // off its ejection queue
  uint64_t startups = 0;            // start-ups paid
  uint32_t most_pieces = 0;
  std::string problem;          // the first deposit that did not read as whole units
  net::Cycle exchange_end = 0;  // when its last message had left and its last arrival was in
};

// Runs node api.node_id()'s part of `plan`; `counts` holds every node's (the caller's own is
// reset first).
void run_plan_on_node(net::NodeApi& api, const Plan& plan, Startups startups,
                      std::vector<NodeCounts>& counts);

// "" when the node took every message addressed to it and every one read as whole units.
std::string check_counts(int node, const NodeCounts& counts);

}  // namespace ccsim::sw::cube003
