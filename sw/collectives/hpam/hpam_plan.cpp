// The trees, messages and steps of paper 001's collectives (see hpam_plan.h).
#include "collectives/hpam/hpam_plan.h"

#include <algorithm>
#include <stdexcept>

namespace ccsim::sw::hpam {

namespace {

bool power_of_two(int v) { return v > 0 && (v & (v - 1)) == 0; }

void require(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument(what);
}

// Sub-mesh sides that tile level 2 and halve down to single processors.
void require_submesh(const net::Hpam& t, int p2, int q2) {
  require(t.levels() == 2, "the collectives run on two levels");
  require(power_of_two(p2) && t.rows(1) % p2 == 0,
          "sub-mesh rows " + std::to_string(p2) + " must be a power of two dividing r2");
  require(power_of_two(q2) && t.cols(1) % q2 == 0,
          "sub-mesh columns " + std::to_string(q2) + " must be a power of two dividing c2");
}

void require_source(const net::Hpam& t, int source) {
  require(source >= 0 && source < t.first_node(1), "the source must be a level-1 processor");
}

}  // namespace

void Tree::add(int from, int to) {
  if (contains(to)) throw std::logic_error("a processor reached twice by the tree");
  parent[size_t(to)] = from;
  children[size_t(from)].push_back(to);
}

void grow_binary_tree(const net::Hpam& t, Tree& tree, Rect rect, int holder) {
  require(power_of_two(rect.rows) && power_of_two(rect.cols), "binary trees halve powers of two");
  const int r = t.row_of(holder), c = t.col_of(holder);
  while (rect.cols > 1 || rect.rows > 1) {
    Rect other = rect;
    int pr = r, pc = c;
    if (rect.cols > 1) {
      const int half = rect.cols / 2;
      const bool first = c < rect.col + half;
      rect.cols = other.cols = half;
      (first ? other : rect).col += half;
      pc = first ? c + half : c - half;
    } else {
      const int half = rect.rows / 2;
      const bool first = r < rect.row + half;
      rect.rows = other.rows = half;
      (first ? other : rect).row += half;
      pr = first ? r + half : r - half;
    }
    const int partner = t.node_at(rect.level, pr, pc);
    tree.add(holder, partner);
    grow_binary_tree(t, tree, other, partner);
  }
}

Tree hybrid_tree(const net::Hpam& t, int source, int p2, int q2) {
  require_submesh(t, p2, q2);
  require_source(t, source);
  Tree tree(t.node_count(), source);
  std::vector<Rect> submeshes;
  for (int i = 0; i < t.rows(1) / p2; ++i) {
    for (int j = 0; j < t.cols(1) / q2; ++j) {
      submeshes.push_back(Rect{1, i * p2, j * q2, p2, q2});
      tree.add(source, t.node_at(1, i * p2, j * q2));
    }
  }
  for (const Rect& s : submeshes) grow_binary_tree(t, tree, s, t.node_at(1, s.row, s.col));
  return tree;
}

Tree overlapped_tree(const net::Hpam& t, int source) {
  require_submesh(t, t.rows(1), t.cols(1));
  require_source(t, source);
  require(t.cols(0) >= 2 && power_of_two(t.rows(0)),
          "the overlapped broadcast needs c1 >= 2 and r1 a power of two");
  const int x = t.row_of(source), y = t.col_of(source);
  const int half1 = t.cols(0) / 2, half2 = t.cols(1) / 2, f2 = t.fan(1);
  const bool left = y < half1;
  const int partner = t.node_at(0, x, left ? y + half1 : y - half1);
  Tree tree(t.node_count(), source);
  tree.add(source, partner);  // level 1, part 1: the first split, along the columns
  const int below = t.node_at(1, 0, y * f2);
  const int below_partner = t.node_at(1, 0, t.col_of(partner) * f2);
  tree.add(source, below);  // the inter-level step, two halves of level 2
  tree.add(partner, below_partner);
  const Rect mine1{0, 0, left ? 0 : half1, t.rows(0), half1};
  const Rect other1{0, 0, left ? half1 : 0, t.rows(0), half1};
  grow_binary_tree(t, tree, mine1, source);
  grow_binary_tree(t, tree, other1, partner);
  grow_binary_tree(t, tree, Rect{1, 0, left ? 0 : half2, t.rows(1), half2}, below);
  grow_binary_tree(t, tree, Rect{1, 0, left ? half2 : 0, t.rows(1), half2}, below_partner);
  return tree;
}

Tree partial_tree(const net::Hpam& t, int source, int p2, int q2) {
  require_submesh(t, p2, q2);
  require_source(t, source);
  const int x = t.row_of(source), f2 = t.fan(1);
  const int group = std::max(1, q2 / f2);  // level-1 columns per serving processor
  const int span = group * f2;             // the level-2 columns below each group
  Tree tree(t.node_count(), source);
  // The partial scatter along row x: halve the row down to groups of `group` columns.
  std::vector<std::pair<Rect, int>> pending{{Rect{0, x, 0, 1, t.cols(0)}, source}};
  std::vector<int> holders;
  while (!pending.empty()) {
    auto [rect, holder] = pending.back();
    pending.pop_back();
    const int c = t.col_of(holder);
    while (rect.cols > group) {
      const int half = rect.cols / 2;
      const bool first = c < rect.col + half;
      Rect other = rect;
      rect.cols = other.cols = half;
      (first ? other : rect).col += half;
      const int partner = t.node_at(0, x, first ? c + half : c - half);
      tree.add(holder, partner);
      pending.push_back({other, partner});
    }
    holders.push_back(holder);
  }
  std::sort(holders.begin(), holders.end());
  std::vector<std::pair<Rect, int>> submeshes;
  for (const int holder : holders) {
    const int first_col = t.col_of(holder) / group * span;
    for (int i = 0; i < t.rows(1) / p2; ++i) {
      for (int j = 0; j < span / q2; ++j) {
        const Rect s{1, i * p2, first_col + j * q2, p2, q2};
        const int root = t.node_at(1, s.row, std::max(s.col, t.col_of(holder) * f2));
        tree.add(holder, root);
        submeshes.push_back({s, root});
      }
    }
  }
  for (const auto& [s, root] : submeshes) grow_binary_tree(t, tree, s, root);
  return tree;
}

Tree row_then_columns_tree(const net::Hpam& t, int source, int p2, int q2) {
  require(power_of_two(t.rows(0)), "level 1's column trees need r1 a power of two");
  require(q2 <= t.fan(1),
          "every processor of the source's row serves the sub-meshes below it: "
          "q2 <= f2");
  Tree tree = partial_tree(t, source, p2, q2);
  const int x = t.row_of(source);
  for (int col = 0; col < t.cols(0); ++col) {
    grow_binary_tree(t, tree, Rect{0, 0, col, t.rows(0), 1}, t.node_at(0, x, col));
  }
  return tree;
}

std::string to_string(Collective c) {
  switch (c) {
    case Collective::kBroadcast:
      return "broadcast";
    case Collective::kScatter:
      return "scatter";
    case Collective::kGather:
      return "gather";
  }
  return "";
}

Plan::Plan(const net::Hpam& t, Collective collective, Tree tree, uint32_t unit_words, bool grouped,
           bool level1_units)
    : t_(t),
      collective_(collective),
      level1_units_(level1_units && collective == Collective::kScatter),
      tree_(std::move(tree)),
      unit_words_(unit_words),
      unit_count_(collective == Collective::kBroadcast
                      ? 1
                      : uint32_t(t.rows(1) * t.cols(1) + (level1_units_ ? t.first_node(1) : 0))),
      block_(size_t(t.node_count()), 0),
      steps_(size_t(t.node_count())) {
  // Pre-order of the tree; blocks summed in reverse (children before parents).
  std::vector<int> order{tree_.root};
  for (size_t i = 0; i < order.size(); ++i) {
    for (const int c : tree_.children[size_t(order[i])]) order.push_back(c);
  }
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    uint64_t& b = block_[size_t(*it)];
    if (collective_ == Collective::kBroadcast) {
      b = 1;
      continue;
    }
    b = own_unit(*it) >= 0 ? 1 : 0;
    for (const int c : tree_.children[size_t(*it)]) b += block_[size_t(c)];
  }
  held_ = block_;
  base_.assign(block_.size(), 0);
  group_.assign(block_.size(), -1);
  if (grouped) {  // every level-1 processor's children in level 2 (the source's, or a row's)
    for (const int v : order) {
      if (t.level_of(v) == 0) group_children(tree_.children[size_t(v)]);
    }
  }
  require(memory_words() < (uint64_t(1) << 32), "the buffers exceed 32-bit word addresses");
  std::vector<uint32_t> up(size_t(t.node_count()), 0);  // each child's transfer with its parent
  for (const int v : order) {
    uint64_t offset = base_[size_t(v)] + (own_unit(v) >= 0 ? 1 : 0);
    uint64_t group_at = 0;  // where the current group's blocks start
    for (const int c : tree_.children[size_t(v)]) {
      // A multicast's roots all receive the whole group's message from where it starts; a
      // combined message's pieces land each at its own block's place.
      const int g = collective_ == Collective::kGather ? -1 : group_[size_t(c)];
      if (g >= 0 && groups_[size_t(g)].front() == c) group_at = offset;
      const uint32_t words = uint32_t(held_[size_t(c)] * unit_words_);
      const uint32_t at = uint32_t((g >= 0 ? group_at : offset) * unit_words_);
      up[size_t(c)] = uint32_t(transfers_.size());
      switch (collective_) {
        case Collective::kBroadcast:
          transfers_.push_back({v, c, 0, 0, words});
          break;
        case Collective::kScatter:
          transfers_.push_back({v, c, at, 0, words});
          break;
        case Collective::kGather:
          transfers_.push_back({c, v, 0, at, words});
          break;
      }
      offset += block_[size_t(c)];
    }
  }
  assign_phases(order, up);
  for (const int v : order) {
    std::vector<Step>& s = steps_[size_t(v)];
    const std::vector<int>& kids = tree_.children[size_t(v)];
    const bool has_parent = v != tree_.root;
    if (collective_ == Collective::kGather) {
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) {
        const int g = group_[size_t(*it)];
        if (g < 0) {
          s.push_back({false, up[size_t(*it)]});
        } else if (groups_[size_t(g)].back() == *it) {  // one combined message a group
          const std::vector<int>& roots = groups_[size_t(g)];
          s.push_back({false, up[size_t(roots.front())], uint32_t(roots.size())});
        }
      }
      if (has_parent) s.push_back({true, up[size_t(v)]});
    } else {
      if (has_parent) s.push_back({false, up[size_t(v)]});
      for (const int c : kids) {
        const int g = group_[size_t(c)];
        if (g < 0) {
          s.push_back({true, up[size_t(c)]});
        } else if (groups_[size_t(g)].front() == c) {
          s.push_back({true, up[size_t(c)], uint32_t(groups_[size_t(g)].size())});
        }
      }
    }
  }
}

void Plan::assign_phases(const std::vector<int>& order, const std::vector<uint32_t>& up) {
  std::vector<uint32_t> start(size_t(t_.node_count()), 0);  // a processor's first send's phase
  for (const int v : order) {                               // parents before children
    const std::vector<int>& kids = tree_.children[size_t(v)];
    uint32_t next = start[size_t(v)];
    for (size_t i = 0; i < kids.size();) {  // one send: a child, or a multicast group
      const int g = group_[size_t(kids[i])];
      size_t end = i + 1;
      while (g >= 0 && end < kids.size() && group_[size_t(kids[end])] == g) ++end;
      for (size_t k = i; k < end; ++k) {
        transfers_[up[size_t(kids[k])]].phase = next;
        start[size_t(kids[k])] = next + 1;
      }
      ++next;
      i = end;
    }
    // A run of inter-level children starts after its last.
    for (size_t i = 0; i < kids.size();) {
      size_t end = i;
      while (end < kids.size() && t_.level_of(kids[end]) != t_.level_of(v)) ++end;
      for (size_t k = i; k < end; ++k) start[size_t(kids[k])] = start[size_t(kids[end - 1])];
      i = std::max(end, i + 1);
    }
  }
  phases_ = 0;
  for (const Transfer& x : transfers_) phases_ = std::max(phases_, x.phase + 1);
  if (collective_ == Collective::kGather) {
    for (Transfer& x : transfers_) x.phase = phases_ - 1 - x.phase;
  }
}

// Consecutive children in one row of level 2, in consecutive columns below one level-1
// processor, form a group (its switch's down links are consecutive ports in column order).
void Plan::group_children(const std::vector<int>& children) {
  auto joins = [this](int a, int b) {
    return t_.level_of(a) == 1 && t_.level_of(b) == 1 && t_.row_of(b) == t_.row_of(a) &&
           t_.col_of(b) == t_.col_of(a) + 1 &&
           t_.column_above(t_.col_of(b), 1, 0) == t_.column_above(t_.col_of(a), 1, 0);
  };
  for (size_t k = 0; k < children.size();) {
    size_t end = k + 1;
    while (end < children.size() && joins(children[end - 1], children[end])) ++end;
    if (t_.level_of(children[k]) == 1) {
      const std::vector<int> roots(children.begin() + ptrdiff_t(k),
                                   children.begin() + ptrdiff_t(end));
      uint64_t total = 0;
      for (const int r : roots) total += block_[size_t(r)];
      // A broadcast's roots all receive the one unit; a scatter's, every root's block; a
      // gather's each send their own.
      const bool broadcast = collective_ == Collective::kBroadcast;
      const bool gather = collective_ == Collective::kGather;
      uint64_t before = 0;
      for (const int r : roots) {
        group_[size_t(r)] = int(groups_.size());
        if (!gather) {
          held_[size_t(r)] = broadcast ? 1 : total;
          base_[size_t(r)] = broadcast ? 0 : before;
        }
        before += block_[size_t(r)];
      }
      groups_.push_back(roots);
    }
    k = end;
  }
}

int Plan::own_unit(int node) const {
  if (collective_ == Collective::kBroadcast) return -1;
  if (t_.level_of(node) == 1) return node - t_.first_node(1);
  return level1_units_ ? t_.rows(1) * t_.cols(1) + node : -1;
}

uint64_t Plan::memory_words() const {
  return std::max<uint64_t>(1, *std::max_element(held_.begin(), held_.end())) * unit_words_;
}

std::vector<Placed> Plan::layout(int node) const {
  std::vector<Placed> out;
  if (!tree_.contains(node)) return out;
  if (collective_ == Collective::kBroadcast) return {{0, 0}};
  if (group_[size_t(node)] >= 0 && collective_ != Collective::kGather) {
    for (const int r : groups_[size_t(group_[size_t(node)])]) append_subtree(r, out);
    return out;
  }
  append_subtree(node, out);
  return out;
}

void Plan::append_subtree(int node, std::vector<Placed>& out) const {
  // Pre-order of the subtree: a stack holding children in reverse.
  std::vector<int> stack{node};
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    if (own_unit(v) >= 0)
      out.push_back({uint32_t(own_unit(v)), uint32_t(out.size() * unit_words_)});
    const std::vector<int>& kids = tree_.children[size_t(v)];
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
  }
}

std::vector<Placed> Plan::initial(int node) const {
  switch (collective_) {
    case Collective::kBroadcast:
      return node == tree_.root ? std::vector<Placed>{{0, 0}} : std::vector<Placed>{};
    case Collective::kScatter:
      return node == tree_.root ? layout(node) : std::vector<Placed>{};
    case Collective::kGather:
      break;
  }
  if (own_unit(node) < 0) return {};
  return {{uint32_t(own_unit(node)), 0}};
}

}  // namespace ccsim::sw::hpam
