// Send-and-spread: routed gather, then a pipelined spread over d ESBTs (see cube_tree_plans.h).
#include "collectives/cube/cube_tree_plans.h"

#include <algorithm>
#include <stdexcept>

#include "core/gray_code.h"

namespace ccsim::sw::cube {
namespace {

int popcount(uint32_t x) {
  int n = 0;
  for (; x != 0; x &= x - 1) ++n;
  return n;
}

uint32_t rotate_right(uint32_t x, int k, int d) { return rotate_left(x, (d - k % d) % d, d); }

}  // namespace

SendAndSpreadPlan::SendAndSpreadPlan(const CubePlanParams& params, uint32_t packet_words)
    : CubePlan(params),
      vector_words_(checked_words(uint64_t{segment_words()} << params.d, "broadcast vector")),
      parts_(even_split(vector_words_, params.channels_per_edge * params.d)) {
  checked_words(uint64_t{vector_words_} + segment_words(), "send-and-spread memory");
  // Part 0 is the largest (even_split puts the extra words first).
  const uint32_t largest = part_words(0);
  const uint32_t d = static_cast<uint32_t>(params.d);
  packet_words_ = packet_words > 0 ? packet_words : std::max(1u, (largest + d - 1) / d);
  // The deepest node is at depth d + 1 (d = 1: the only other node, depth 1); the last packet
  // leaves the root in step packets(0) and crosses its last edge height - 1 steps later.
  const int height = params.d == 1 ? 1 : params.d + 1;
  steps_ = static_cast<int>(packets(0)) + height;
}

uint32_t SendAndSpreadPlan::packets(int part) const {
  return (part_words(part) + packet_words_ - 1) / packet_words_;
}

uint64_t SendAndSpreadPlan::gather_bound_words() const {
  const uint64_t arriving = uint64_t{vector_words_} - segment_words();
  const uint64_t channels = uint64_t(params().channels_per_edge) * uint64_t(dimension());
  return (arriving + channels - 1) / channels;
}

int SendAndSpreadPlan::tree_depth(int tree, int node) const {
  if (node == 0) return 0;
  return 1 + popcount(static_cast<uint32_t>(node ^ (1 << tree)));
}

int SendAndSpreadPlan::tree_parent(int tree, int node) const {
  if (node == 0) throw std::invalid_argument("the root of a spanning tree has no parent");
  const int d = dimension();
  const uint32_t top = 1u << tree;
  if (static_cast<uint32_t>(node) == top) return 0;
  uint32_t y = rotate_right(static_cast<uint32_t>(node) ^ top, tree, d);
  y &= y - 1;  // the binomial tree below 2^j: parent = the lowest set bit cleared
  return static_cast<int>(rotate_left(y, tree, d) ^ top);
}

std::vector<int> SendAndSpreadPlan::tree_children(int tree, int node) const {
  const int d = dimension();
  const uint32_t top = 1u << tree;
  if (node == 0) return {static_cast<int>(top)};
  const uint32_t y = rotate_right(static_cast<uint32_t>(node) ^ top, tree, d);
  int lowest = d;
  for (int m = 0; m < d; ++m) {
    if (y & (1u << m)) {
      lowest = m;
      break;
    }
  }
  std::vector<int> children;
  for (int m = 0; m < lowest; ++m) {
    const int child = static_cast<int>(rotate_left(y | (1u << m), tree, d) ^ top);
    if (child != 0) children.push_back(child);  // 2^j's edge back to the root is not a tree edge
  }
  return children;
}

bool SendAndSpreadPlan::packet(int part, int k, CubeTransfer& t) const {
  if (k < 0 || static_cast<uint32_t>(k) >= packets(part)) return false;
  const uint32_t offset = static_cast<uint32_t>(k) * packet_words_;
  t.src = parts_[part] + offset;
  t.dst = t.src;  // the vector sits at the same addresses at every node
  t.words = std::min(packet_words_, part_words(part) - offset);
  return true;
}

std::vector<CubeTransfer> SendAndSpreadPlan::sends(int node, int step) const {
  require_node_step(node, step);
  const uint32_t w = segment_words();
  std::vector<CubeTransfer> out;
  if (step == 0) {
    // The gather: one routed message per node, straight into its place at node 0.
    if (node != 0) {
      out.push_back(CubeTransfer{kRouted, 0, 0, vector_words_, segment_of(node) * w, w, kNone});
    }
    return out;
  }
  const int c_count = params().channels_per_edge;
  for (int j = 0; j < dimension(); ++j) {
    const int k = step - 1 - tree_depth(j, node);
    for (int c = 0; c < c_count; ++c) {
      CubeTransfer t;
      if (!packet(j * c_count + c, k, t)) continue;
      t.channel = c;
      for (int child : tree_children(j, node)) {
        t.peer = child;
        t.dim = 0;
        while ((node ^ child) != (1 << t.dim)) ++t.dim;
        out.push_back(t);
      }
    }
  }
  return out;
}

std::vector<CubeTransfer> SendAndSpreadPlan::receives(int node, int step) const {
  require_node_step(node, step);
  const uint32_t w = segment_words();
  std::vector<CubeTransfer> out;
  if (step == 0) {
    if (node == 0) {
      for (int x = 1; x < node_count(); ++x) {
        out.push_back(CubeTransfer{kRouted, 0, x, vector_words_, segment_of(x) * w, w, kNone});
      }
    }
    return out;
  }
  if (node == 0) return out;
  const int c_count = params().channels_per_edge;
  for (int j = 0; j < dimension(); ++j) {
    // The parent sent packet step - 1 - depth(parent) = step - depth(node).
    const int k = step - tree_depth(j, node);
    const int parent = tree_parent(j, node);
    for (int c = 0; c < c_count; ++c) {
      CubeTransfer t;
      if (!packet(j * c_count + c, k, t)) continue;
      t.channel = c;
      t.peer = parent;
      t.dim = 0;
      while ((node ^ parent) != (1 << t.dim)) ++t.dim;
      out.push_back(t);
    }
  }
  return out;
}

std::vector<WordMove> SendAndSpreadPlan::input_placement(int node) const {
  // Node 0 (segment 0 in both orders) holds its segment in place; the others send theirs from
  // a buffer, so that the spread never writes where a gather message is still being read.
  if (node == 0) return {WordMove{0, 0, segment_words()}};
  return {WordMove{0, vector_words_, segment_words()}};
}

}  // namespace ccsim::sw::cube
