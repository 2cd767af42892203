// The node program of paper 001's collectives: one processor walks through its plan's steps
// (hpam_plan.h) on the node API, paying its level's software costs (hpam_costs.h), and counts
// every unit it is sent from the data that arrives.
//
// A send pays C_send + S x copy of the sender's level (processor time: the start-up and the copy
// into the interface), then queues header, one DMA and trailer on VC 0, routed by extended X-Y
// (routing/hpam_routing.h): the uni-port processor has one injection channel, so its messages
// leave one after another. A multicast step (Step::copies) is one such send, whose header the
// inter-level multicast's control writes (net/switch/additions/hpam_multicast.h). A receive step
// waits until the message it names (by its deposit address) has been taken: messages are taken off
// the ejection queue in the order they arrive, each paying C_recv + S x copy of the receiver's
// level when it is taken (a gather's source takes its roots' messages as they come, whatever the
// order of its steps). After its last step a processor waits until its last message has left its
// memory.
//
// Counting: every message taken is read back unit by unit from the node's memory (zero time,
// the backdoor a data check uses) and each unit is logged; a sender also counts each message it
// addresses in the receiver's counts, so that a message nobody waited for shows in the check.
// Units are paper 003's unit words (word 0 names the unit). No SystemC here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/hpam/hpam_costs.h"
#include "collectives/hpam/hpam_plan.h"
#include "net/node_api.h"

namespace ccsim::sw::hpam {

struct NodeCounts {
  std::vector<uint32_t> units;  // the unit of every deposit, in arrival order
  uint64_t messages_sent = 0;
  uint64_t messages_addressed = 0;  // by the other processors, to this one
  uint64_t messages_taken = 0;      // off its ejection queue
  std::string problem;              // the first deposit that did not read as whole units
  net::Cycle done = 0;              // its last message left and its last arrival was taken
};

// kAsap: a processor takes each step as soon as it can. kLockstep: Plan::phases(), every
// processor at the global barrier after each phase (with a zero-latency barrier, the equations'
// timing without contention).
enum class Schedule { kAsap, kLockstep };

// Runs node api.node_id()'s part of `plan`; `counts` holds every node's (its own is reset first,
// keeping what others addressed to it).
void run_plan_on_node(net::NodeApi& api, const Plan& plan, const std::vector<LevelCosts>& costs,
                      std::vector<NodeCounts>& counts, Schedule schedule = Schedule::kAsap);

// Writes `node`'s initial units into `memory` (grown to the plan's buffer size if smaller).
void write_initial(const Plan& plan, int node, std::vector<uint32_t>& memory);

// "" when `node` ends as the collective requires, else the first problem: broadcast, every
// processor of level 2 (and of level 1 when `level1_too`) holds the unit at address 0; scatter,
// every level-2 processor holds its own unit at its own address (0 but at a multicast root);
// gather, the source holds every level-2 processor's unit where its layout puts it. Each unit a
// node must end with and did not start with was counted at its arrival exactly once, no unit more
// than once, and the node took every message addressed to it.
std::string check_node(const net::Hpam& t, const Plan& plan, bool level1_too, int node,
                       const std::vector<uint32_t>& memory, const NodeCounts& counts);

}  // namespace ccsim::sw::hpam
