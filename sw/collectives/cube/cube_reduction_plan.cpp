// All-to-all reduction by one cycle, d cycles and reduce-and-spread (see cube_reduction_plan.h).
#include "collectives/cube/cube_reduction_plan.h"

#include "core/gray_code.h"

namespace ccsim::sw::cube {
namespace {

// Word w of a part of `words` words on channel c of `channels`: the even split of its words.
uint32_t channel_offset(uint32_t words, int channels, int channel) {
  return even_split(words, channels)[channel];
}

uint32_t channel_words(uint32_t words, int channels, int channel) {
  const std::vector<uint32_t> split = even_split(words, channels);
  return split[channel + 1] - split[channel];
}

}  // namespace

// --- One cycle -------------------------------------------------------------------------------

OneCycleReductionPlan::OneCycleReductionPlan(const CubePlanParams& params)
    : CubePlan(params),
      input_words_(checked_words(uint64_t{segment_words()} << params.d, "reduction input")),
      memory_words_(
          checked_words(uint64_t{input_words_} + 2ull * segment_words(), "reduction memory")),
      forward_words_((params.elements_per_node + 1) / 2 *
                     static_cast<uint32_t>(params.words_per_element)),
      transitions_(gray_transitions(params.d)) {}

bool OneCycleReductionPlan::lounges_safe_step_synchronous() const {
  return dimension() == 1 || params().elements_per_node >= 2;
}

uint32_t OneCycleReductionPlan::block_of_position(int position) const {
  // Cycle position p is node G(p); its result segment depends on the node order.
  return segment_of(static_cast<int>(gray(static_cast<uint32_t>(position)))) * segment_words();
}

std::vector<CubeTransfer> OneCycleReductionPlan::sends_of(int node, int step) const {
  const int n = node_count();
  const int q = static_cast<int>(gray_inverse(static_cast<uint32_t>(node)));
  const int next = (q + 1) % n, prev = (q + n - 1) % n;
  const uint32_t lounge_now = lounge(step % 2);
  std::vector<CubeTransfer> out;
  // Forward: the chain of position p started at p + 1, so after `step` steps it is here for
  // p = q - 1 - step; the next node adds it into its own copy of the same block.
  CubeTransfer fwd;
  fwd.dim = transitions_[q];
  fwd.channel = 0;
  fwd.peer = static_cast<int>(gray(next));
  fwd.src = block_of_position(((q - 1 - step) % n + n) % n);
  fwd.dst = lounge_now;
  fwd.words = forward_words_;
  fwd.add_into = fwd.src;
  append_transfer(out, fwd);
  // Backward: the mirror image, p = q + 1 + step, the second part of the block.
  CubeTransfer bwd;
  bwd.dim = transitions_[prev];
  bwd.channel = params().channels_per_edge == 2 ? 1 : 0;
  bwd.peer = static_cast<int>(gray(prev));
  bwd.src = block_of_position((q + 1 + step) % n) + forward_words_;
  bwd.dst = lounge_now + forward_words_;
  bwd.words = segment_words() - forward_words_;
  bwd.add_into = bwd.src;
  append_transfer(out, bwd);
  return out;
}

std::vector<CubeTransfer> OneCycleReductionPlan::sends(int node, int step) const {
  require_node_step(node, step);
  return sends_of(node, step);
}

std::vector<CubeTransfer> OneCycleReductionPlan::receives(int node, int step) const {
  require_node_step(node, step);
  const int n = node_count();
  const int q = static_cast<int>(gray_inverse(static_cast<uint32_t>(node)));
  const int prev = static_cast<int>(gray((q + n - 1) % n));
  const int next = static_cast<int>(gray((q + 1) % n));
  std::vector<int> senders{prev};
  if (next != prev) senders.push_back(next);  // d = 1: one neighbour, both ways
  std::vector<CubeTransfer> out;
  for (int sender : senders) {
    for (CubeTransfer t : sends_of(sender, step)) {
      if (t.peer != node) continue;
      t.peer = sender;
      out.push_back(t);
    }
  }
  return out;
}

std::vector<WordMove> OneCycleReductionPlan::input_placement(int) const {
  return {WordMove{0, 0, input_words_}};
}

// --- d cycles --------------------------------------------------------------------------------

DCyclesReductionPlan::DCyclesReductionPlan(const CubePlanParams& params)
    : CubePlan(params),
      input_words_(checked_words(uint64_t{segment_words()} << params.d, "reduction input")),
      memory_words_(
          checked_words(uint64_t{input_words_} + 2ull * segment_words(), "reduction memory")),
      element_offsets_(even_split(params.elements_per_node, params.d)),
      transitions_(gray_transitions(params.d)) {}

bool DCyclesReductionPlan::lounges_safe_step_synchronous() const {
  return params().elements_per_node >= static_cast<uint32_t>(dimension());
}

uint32_t DCyclesReductionPlan::part_offset(int location, int channel) const {
  const uint32_t s = static_cast<uint32_t>(params().words_per_element);
  const uint32_t words = (element_offsets_.at(location + 1) - element_offsets_.at(location)) * s;
  return element_offsets_.at(location) * s +
         channel_offset(words, params().channels_per_edge, channel);
}

uint32_t DCyclesReductionPlan::part_words(int location, int channel) const {
  const uint32_t s = static_cast<uint32_t>(params().words_per_element);
  const uint32_t words = (element_offsets_.at(location + 1) - element_offsets_.at(location)) * s;
  return channel_words(words, params().channels_per_edge, channel);
}

// Errata (000 §4.2.3): the sender of location i of block D in step u is
// D xor sh^i(G(2^d - 1 - u)) and the receiver D xor sh^i(G(2^d - 2 - u)), u = 0 .. 2^d - 2; the
// paper prints the receiver as D xor sh^i(G(2^d - u)). Solved for D at a given node:
int DCyclesReductionPlan::sent_block_destination(int node, int step, int location) const {
  const uint32_t code = gray(static_cast<uint32_t>(node_count() - 1 - step));
  return node ^ static_cast<int>(rotate_left(code, location, dimension()));
}

int DCyclesReductionPlan::received_block_destination(int node, int step, int location) const {
  const uint32_t code = gray(static_cast<uint32_t>(node_count() - 2 - step));
  return node ^ static_cast<int>(rotate_left(code, location, dimension()));
}

std::vector<CubeTransfer> DCyclesReductionPlan::transfers(int node, int step, bool sending) const {
  const int d = dimension(), n = node_count();
  const uint32_t w = segment_words();
  std::vector<CubeTransfer> out;
  for (int i = 0; i < d; ++i) {
    // Sender and receiver codes G(2^d - 1 - u) and G(2^d - 2 - u) differ in bit
    // t_{2^d - 2 - u}, which is t_u because the transition sequence is a palindrome: the
    // reduction retraces the broadcast's exchange sequence (t_u + i) mod d.
    const int dim = (transitions_[n - 2 - step] + i) % d;
    const int destination =
        sending ? sent_block_destination(node, step, i) : received_block_destination(node, step, i);
    const uint32_t block = segment_of(destination) * w;
    for (int c = 0; c < params().channels_per_edge; ++c) {
      CubeTransfer t;
      t.dim = dim;
      t.channel = c;
      t.peer = across(node, dim);
      t.src = block + part_offset(i, c);
      t.dst = lounge(step % 2) + part_offset(i, c);
      t.words = part_words(i, c);
      t.add_into = t.src;
      append_transfer(out, t);
    }
  }
  return out;
}

std::vector<CubeTransfer> DCyclesReductionPlan::sends(int node, int step) const {
  require_node_step(node, step);
  return transfers(node, step, true);
}

std::vector<CubeTransfer> DCyclesReductionPlan::receives(int node, int step) const {
  require_node_step(node, step);
  return transfers(node, step, false);
}

std::vector<WordMove> DCyclesReductionPlan::input_placement(int) const {
  return {WordMove{0, 0, input_words_}};
}

// --- Reduce-and-spread -----------------------------------------------------------------------

ReduceAndSpreadPlan::ReduceAndSpreadPlan(const CubePlanParams& params)
    : CubePlan(params),
      input_words_(checked_words(uint64_t{segment_words()} << params.d, "reduction input")),
      memory_words_(checked_words(3ull * input_words_, "reduce-and-spread memory")),
      element_offsets_(even_split(
          checked_words(uint64_t{params.elements_per_node} << params.d, "reduction input"),
          params.d)) {}

uint32_t ReduceAndSpreadPlan::part_offset(int variable, int channel) const {
  const uint32_t s = static_cast<uint32_t>(params().words_per_element);
  const uint32_t words = (element_offsets_.at(variable + 1) - element_offsets_.at(variable)) * s;
  return element_offsets_.at(variable) * s +
         channel_offset(words, params().channels_per_edge, channel);
}

uint32_t ReduceAndSpreadPlan::part_words(int variable, int channel) const {
  const uint32_t s = static_cast<uint32_t>(params().words_per_element);
  const uint32_t words = (element_offsets_.at(variable + 1) - element_offsets_.at(variable)) * s;
  return channel_words(words, params().channels_per_edge, channel);
}

std::vector<CubeTransfer> ReduceAndSpreadPlan::sends(int node, int step) const {
  require_node_step(node, step);
  const int d = dimension();
  std::vector<CubeTransfer> out;
  for (int i = 0; i < d; ++i) {
    // Variable i takes the dimensions in increasing order from i (000 §5, Fig. 21).
    const int dim = (step + i) % d;
    for (int c = 0; c < params().channels_per_edge; ++c) {
      CubeTransfer t;
      t.dim = dim;
      t.channel = c;
      t.peer = across(node, dim);
      t.src = part_offset(i, c);
      t.dst = lounge(step % 2) + t.src;
      t.words = part_words(i, c);
      t.add_into = t.src;
      append_transfer(out, t);
    }
  }
  return out;
}

std::vector<CubeTransfer> ReduceAndSpreadPlan::receives(int node, int step) const {
  // An exchange: both ends send the same variable's partial sums, and both add.
  return sends(node, step);
}

std::vector<WordMove> ReduceAndSpreadPlan::input_placement(int) const {
  return {WordMove{0, 0, input_words_}};
}

}  // namespace ccsim::sw::cube
