// Paper 001's broadcast, scatter and gather from level 1 to level 2 of an HPAM, as plans: a tree
// over the processors and, from it, every message and each processor's steps. Pure C++.
//
// Trees. Every algorithm of the paper is a tree rooted at the source (a level-1 processor):
// a parent serves its children in order, one message each. The builders:
//  - hybrid (§3.1, §4.1; brute force is 1x1): the source sends to the root of every p2 x q2
//    sub-mesh of level 2, row of sub-meshes by row, and each root spreads over its sub-mesh by a
//    binary tree (recursive halving, columns first: eq. 4's tree, split as eq. 7 splits level 1);
//  - overlapped (§3.2, eq. 7): the source sends to its mirror in the other column half of level
//    1; the two each send to the processor below them in level 2, whose half of level 2 (r2 x
//    c2/2) each spreads by a binary tree, while the two go on with the binary tree of their half
//    of level 1: every processor of both levels is reached;
//  - partial (§4.2, eqs. 12, 13): a binary tree along the source's row of level 1 reaches the
//    processors that serve the sub-meshes (all of the row when q2 <= f2; one in q2/f2 otherwise),
//    each sends to the roots of its sub-meshes, which spread by binary trees;
//  - row then columns (§3.2 eq. 8; §4.2's scatter to both levels, Figure 10): the partial tree
//    with q2 <= f2, after whose sends to the roots every processor of the source's row spreads
//    over its column of level 1 by a binary tree: every processor of both levels is reached.
// A binary tree's holder sends to the processor at its own place in the other half (its mirror),
// so that it needs no corner to start from: every step halves the distance, no two messages of a
// step share a link. A sub-mesh's root is its top row, at its leftmost column under the level-1
// processor that serves it (the top-left corner but for eq. 13's wide sub-meshes).
//
// Data. Broadcast: one unit (S bytes, unit_words words) at address 0 everywhere. Scatter and
// gather: unit u belongs to level-2 processor u (row-major in level 2); a scatter to both levels
// also gives level-1 processor v unit r2 c2 + v. A processor's buffer
// holds its subtree's units in pre-order (its own first, then each child's block in turn), so
// that what it sends to or receives from a child is one contiguous block: scatter deposits a
// child's block at the child's address 0, gather deposits it at the block's place in the parent.
// Steps: broadcast and scatter, receive from the parent then send to each child in order; gather,
// receive from each child in reverse order (the smallest subtree first), then send to the parent.
//
// Lockstep (Plan::phases): the same messages timed as the equations add them, for checking the
// equations against a contention-free run of the machine.
//
// Multicast (§3.1, §4.1, §4.2 eq. 14, with switch.hpam_multicast): a level-1 processor's children
// in level 2 (the source's, or in a partial scatter each row processor's) that sit side by side in
// one row below one level-1 processor (the roots of p2 x 1 sub-meshes under its
// down links) form a group, which one message reaches: the switch of that level-1 processor
// replicates it onto its down links (net/switch/additions/hpam_multicast.h). Every root of a group
// receives the same message at address 0: a broadcast's unit, or a scatter's blocks of all the
// group's roots one after the other, in which each root finds its own subtree's block (so a
// root's own unit is at the offset of its block, not at 0).
//
// Combining (with switch.hpam_combining): the gather's dual. The same groups of roots each send
// their blocks up as pieces of one message, which the level-1 processor's switch merges in
// column order: the source takes one message per group, the group's blocks one after the other
// where its layout has them (consecutive, as the roots are consecutive children).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "net/topology/hpam.h"

namespace ccsim::sw::hpam {

enum class Collective { kBroadcast, kScatter, kGather };

// Rows [row, row + rows) and columns [col, col + cols) of one level.
struct Rect {
  int level = 0;
  int row = 0;
  int col = 0;
  int rows = 1;
  int cols = 1;
};

struct Tree {
  explicit Tree(int nodes, int root)
      : root(root), parent(size_t(nodes), -1), children(size_t(nodes)) {}
  bool contains(int node) const { return node == root || parent[size_t(node)] >= 0; }
  void add(int from, int to);  // throws std::logic_error when `to` is in the tree already

  int root;
  std::vector<int> parent;                 // -1 for the root and processors outside the tree
  std::vector<std::vector<int>> children;  // in the order the parent serves them
};

// The binary tree in `rect` (sides powers of two) from `holder`, columns first, added to `tree`.
void grow_binary_tree(const net::Hpam& t, Tree& tree, Rect rect, int holder);

// The trees of the paper's algorithms. Sides must divide and be powers of two (the factories
// check them by key first); these throw std::invalid_argument otherwise.
Tree hybrid_tree(const net::Hpam& t, int source, int p2, int q2);
Tree overlapped_tree(const net::Hpam& t, int source);
Tree partial_tree(const net::Hpam& t, int source, int p2, int q2);
Tree row_then_columns_tree(const net::Hpam& t, int source, int p2, int q2);

// One message: `words` words from address `src` of `from` deposited at `dst` of `to`.
struct Transfer {
  int from = 0;
  int to = 0;
  uint32_t src = 0;
  uint32_t dst = 0;
  uint32_t words = 0;
  // Its step in the lockstep schedule (Plan::phases()).
  uint32_t phase = 0;
};

struct Step {
  bool send = false;
  uint32_t transfer = 0;
  // 0, or a group's message: a multicast's send, or the combined message a gather's source
  // receives: the transfers transfer .. transfer + copies - 1, one per root of the group. (A
  // gather's root in a group sends its transfer as a piece of that message: group_roots.)
  uint32_t copies = 0;
};

// A unit placed at an address.
struct Placed {
  uint32_t unit = 0;
  uint32_t address = 0;
};

class Plan {
 public:
  // Throws std::invalid_argument when the layout exceeds 32-bit word addresses. `grouped`: the
  // source reaches each group of its children by one message, a multicast, or (gather) takes one
  // combined message from each (see the top of this file).
  // `level1_units`: a scatter to both levels (every level-1 processor owns a unit too).
  Plan(const net::Hpam& t, Collective collective, Tree tree, uint32_t unit_words,
       bool grouped = false, bool level1_units = false);

  Collective collective() const { return collective_; }
  const Tree& tree() const { return tree_; }
  uint32_t unit_words() const { return unit_words_; }
  uint32_t unit_count() const { return unit_count_; }
  const std::vector<Transfer>& transfers() const { return transfers_; }
  const std::vector<Step>& steps(int node) const { return steps_[size_t(node)]; }
  // The largest buffer of any processor, in words.
  uint64_t memory_words() const;
  // The steps of the lockstep schedule (algorithm.schedule = lockstep), the equations' timing:
  // every processor does its steps of phase k (Transfer::phase), then all wait for each other
  // before phase k + 1. A sender's children are served one phase each (a multicast group in
  // one); a child starts its own sends the phase after it received, but a run of consecutive
  // inter-level children (a level-1 processor's sends to the roots below it) all start after
  // the run's last, as the equations put the sub-mesh trees after the inter-level step. In a
  // gather the phases run backward. No two transfers of a phase share a link (the binary trees'
  // halves and the sub-meshes are disjoint, and the inter-level sends go one at a time), so a
  // lockstep run has no contention.
  uint32_t phases() const { return phases_; }
  std::vector<Placed> initial(int node) const;
  // Where `node`'s units end up in its buffer (its subtree's, in pre-order; a multicast root's
  // group's, each root's subtree in turn).
  std::vector<Placed> layout(int node) const;
  // Where `node`'s own unit (scatter, gather) is in its buffer: 0 but at a multicast root.
  uint32_t own_address(int node) const { return uint32_t(base_[size_t(node)] * unit_words_); }
  // The roots of `node`'s group in column order, or none (not a grouped plan's root).
  std::vector<int> group_roots(int node) const {
    const int g = group_[size_t(node)];
    return g < 0 ? std::vector<int>{} : groups_[size_t(g)];
  }
  // The unit that `node` owns (scatter, gather): a level-2 processor's, or in a scatter to both
  // levels a level-1 processor's; -1 for none.
  int own_unit(int node) const;

 private:
  uint64_t block_units(int node) const { return block_[size_t(node)]; }
  void group_children(const std::vector<int>& children);
  void append_subtree(int node, std::vector<Placed>& out) const;
  void assign_phases(const std::vector<int>& order, const std::vector<uint32_t>& up);

  const net::Hpam& t_;
  Collective collective_;
  bool level1_units_;
  Tree tree_;
  uint32_t unit_words_;
  uint32_t unit_count_;
  std::vector<uint64_t> block_;  // units in each processor's subtree (1 for a broadcast)
  std::vector<uint64_t> held_;   // units in each processor's buffer (block_ but at a group)
  std::vector<uint64_t> base_;   // units before its subtree's block in its buffer
  std::vector<std::vector<int>> groups_;  // the groups, each its roots in order
  std::vector<int> group_;                // each processor's group, or -1
  std::vector<Transfer> transfers_;
  std::vector<std::vector<Step>> steps_;
  uint32_t phases_ = 0;
};

std::string to_string(Collective c);

}  // namespace ccsim::sw::hpam
