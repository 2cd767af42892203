// All-to-all broadcast by one and by d Hamiltonian cycles (see cube_broadcast_plan.h).
#include "collectives/cube/cube_broadcast_plan.h"

#include "core/gray_code.h"

namespace ccsim::sw::cube {

// --- One cycle -------------------------------------------------------------------------------

OneCycleBroadcastPlan::OneCycleBroadcastPlan(const CubePlanParams& params)
    : CubePlan(params),
      memory_words_(checked_words(uint64_t{segment_words()} << params.d, "broadcast memory")),
      forward_words_((segment_words() + 1) / 2),
      transitions_(gray_transitions(params.d)) {}

std::vector<CubeTransfer> OneCycleBroadcastPlan::sends_of(int node, int step) const {
  const int n = node_count();
  const uint32_t w = segment_words();
  const int q = static_cast<int>(gray_inverse(static_cast<uint32_t>(node)));
  const int next = (q + 1) % n, prev = (q + n - 1) % n;
  std::vector<CubeTransfer> out;
  // Forward: the half that left cycle position q - step, which sits in slot -step mod 2^d,
  // lands one position further on, where its origin is one slot further back.
  CubeTransfer fwd;
  fwd.dim = transitions_[q];
  fwd.channel = 0;
  fwd.peer = static_cast<int>(gray(next));
  fwd.src = static_cast<uint32_t>((n - step) % n) * w;
  fwd.dst = static_cast<uint32_t>(n - 1 - step) * w;
  fwd.words = forward_words_;
  append_transfer(out, fwd);
  // Backward: the other half of the segment of position q + step, from slot step to slot
  // step + 1 of the node one position back.
  CubeTransfer bwd;
  bwd.dim = transitions_[prev];
  bwd.channel = params().channels_per_edge == 2 ? 1 : 0;
  bwd.peer = static_cast<int>(gray(prev));
  bwd.src = static_cast<uint32_t>(step) * w + forward_words_;
  bwd.dst = static_cast<uint32_t>(step + 1) * w + forward_words_;
  bwd.words = backward_words();
  append_transfer(out, bwd);
  return out;
}

std::vector<CubeTransfer> OneCycleBroadcastPlan::sends(int node, int step) const {
  require_node_step(node, step);
  return sends_of(node, step);
}

std::vector<CubeTransfer> OneCycleBroadcastPlan::receives(int node, int step) const {
  require_node_step(node, step);
  const int n = node_count();
  const int q = static_cast<int>(gray_inverse(static_cast<uint32_t>(node)));
  const int prev = static_cast<int>(gray((q + n - 1) % n));
  const int next = static_cast<int>(gray((q + 1) % n));
  std::vector<CubeTransfer> out;
  std::vector<int> senders{prev};
  if (next != prev) senders.push_back(next);  // d = 1: one neighbour, both ways
  for (int sender : senders) {
    for (CubeTransfer t : sends_of(sender, step)) {
      if (t.peer != node) continue;
      t.peer = sender;
      out.push_back(t);
    }
  }
  return out;
}

std::vector<WordMove> OneCycleBroadcastPlan::input_placement(int) const {
  return {WordMove{0, 0, segment_words()}};
}

std::vector<WordMove> OneCycleBroadcastPlan::final_reordering(int node) const {
  const uint32_t n = static_cast<uint32_t>(node_count());
  const uint32_t w = segment_words();
  const uint32_t q = gray_inverse(static_cast<uint32_t>(node));
  std::vector<WordMove> moves;
  for (uint32_t r = 0; r < n; ++r) {
    // Slot r holds cycle position q + r: node G(q + r), whose segment depends on the order.
    const uint32_t position = (q + r) % n;
    const uint32_t segment =
        params().node_order == NodeOrder::kGray ? position : segment_of(gray(position));
    moves.push_back(WordMove{r * w, segment * w, w});
  }
  return merge_moves(std::move(moves));
}

// --- d cycles --------------------------------------------------------------------------------

DCyclesBroadcastPlan::DCyclesBroadcastPlan(const CubePlanParams& params)
    : CubePlan(params),
      memory_words_(checked_words(uint64_t{segment_words()} << params.d, "broadcast memory")),
      offsets_(even_split(segment_words(), params.channels_per_edge * params.d)),
      transitions_(gray_transitions(params.d)) {}

uint32_t DCyclesBroadcastPlan::subblock_offset(int location, int channel) const {
  return offsets_.at(location * params().channels_per_edge + channel);
}

uint32_t DCyclesBroadcastPlan::subblock_words(int location, int channel) const {
  const int p = location * params().channels_per_edge + channel;
  return offsets_.at(p + 1) - offsets_.at(p);
}

int DCyclesBroadcastPlan::origin(int node, int slot, int location) const {
  return node ^
         static_cast<int>(rotate_left(gray(static_cast<uint32_t>(slot)), location, dimension()));
}

std::vector<CubeTransfer> DCyclesBroadcastPlan::sends(int node, int step) const {
  require_node_step(node, step);
  const int d = dimension();
  const uint32_t w = segment_words();
  std::vector<CubeTransfer> out;
  for (int i = 0; i < d; ++i) {
    // Exchange sequence i is sequence 0 with every dimension rotated by i (000 §4.2.1): the d
    // locations use d different dimensions in every step.
    const int dim = (transitions_[step] + i) % d;
    for (int c = 0; c < params().channels_per_edge; ++c) {
      CubeTransfer t;
      t.dim = dim;
      t.channel = c;
      t.peer = across(node, dim);
      t.src = static_cast<uint32_t>(step) * w + subblock_offset(i, c);
      t.dst = t.src + w;
      t.words = subblock_words(i, c);
      if (t.words > 0) out.push_back(t);
    }
  }
  return out;
}

std::vector<CubeTransfer> DCyclesBroadcastPlan::receives(int node, int step) const {
  // The neighbour across dim sends the same subblock of the same slot into the same slot.
  return sends(node, step);
}

std::vector<WordMove> DCyclesBroadcastPlan::input_placement(int) const {
  return {WordMove{0, 0, segment_words()}};
}

std::vector<WordMove> DCyclesBroadcastPlan::final_reordering(int node) const {
  const int n = node_count(), d = dimension();
  const uint32_t w = segment_words();
  std::vector<WordMove> moves;
  moves.reserve(static_cast<size_t>(n) * d);
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < d; ++i) {
      // Both channels' subblocks of location i are adjacent and share the origin.
      const uint32_t offset = subblock_offset(i, 0);
      const uint32_t words = subblock_offset(i + 1, 0) - offset;
      if (words == 0) continue;
      const uint32_t segment = segment_of(origin(node, j, i));
      moves.push_back(WordMove{static_cast<uint32_t>(j) * w + offset, segment * w + offset, words});
    }
  }
  return merge_moves(std::move(moves));
}

}  // namespace ccsim::sw::cube
