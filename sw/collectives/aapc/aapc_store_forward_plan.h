// The plan of store-and-forward AAPC on a 2D grid (004 §4.1, ref. [28], Varvarigos and
// Bertsekas): every block travels one link per step, from neighbour to neighbour, buffered in
// the memory of every node on its way.
//
// Each block is cut in two parts: the first moves along x then y, the second along y then x, so
// both dimensions carry data from the first step on. A part moves one hop in every step from
// step 1 until it arrives (shortest path; on a torus an exact half-way offset goes + when the
// coordinate it starts that dimension from is odd, - when even, which balances the two
// directions). In step t every node sends one message on each connected network port (an empty
// one when no part leaves that way, so that neighbours stay in step): the parts that leave
// through that port, one DMA each, deposited packed in the neighbour's landing region for
// (t mod 3, the port they enter through). Three regions per port are enough: a neighbour can
// be one step ahead, and a node reads the parts of step t - 1 only during step t. A part that
// reaches its destination is copied by the processor from the landing region into its receive
// slot; a node's block for itself is copied before step 1.
//
// Memory per node: the send and receive slots of AapcBlocks, then 3 x ports landing regions of
// region_words each.
#pragma once

#include <cstdint>
#include <vector>

#include "collectives/aapc/aapc_blocks.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

struct SfTransfer {
  uint32_t address = 0;  // at the sender
  uint32_t words = 0;
};

// One message of a step: to the neighbour through `port`, deposited at `deposit` there.
struct SfMessage {
  int port = 0;
  int to = 0;
  int enters = 0;  // the port of `to` it enters through
  uint32_t deposit = 0;
  uint64_t words = 0;
  std::vector<SfTransfer> parts;
};

// A local copy by the processor (a part that arrived, or a node's block for itself).
struct SfCopy {
  uint32_t from = 0;
  uint32_t to = 0;
  uint32_t words = 0;
};

struct SfNodeStep {
  std::vector<SfMessage> out;
  int in_messages = 0;
  std::vector<SfCopy> copies;  // after the step's messages are in (step 0: before step 1)
};

struct StoreForwardPlan {
  int steps = 0;              // steps 1..steps; index 0 holds only the initial copies
  uint32_t region_words = 0;  // one landing region
  uint32_t landing_base = 0;  // first word of the landing regions
  uint64_t memory_words = 0;  // per node
  uint64_t link_words = 0;    // words sent over network links in all (every hop counted)
  std::vector<std::vector<SfNodeStep>> nodes;  // [node][step]

  uint32_t landing(int step, int port, int ports) const {
    return landing_base + uint32_t((step % 3) * ports + port) * region_words;
  }
};

// The plan for the sizes and slots of `blocks` on `grid` (mesh2d or torus2d).
StoreForwardPlan plan_aapc_store_forward(const net::Topology& grid, const AapcBlocks& blocks);

}  // namespace ccsim::sw
