// Paper 001's plans (sw/collectives/hpam/hpam_plan.h), without a network: the trees of the
// hybrid (every p2 x q2 of a 4x4 and a 4x8 level 2, one and several processors on level 1), the
// overlapped broadcast and the partial scatter (both of eq. 12's and eq. 13's cases) reach every
// processor they must once; a sub-mesh's binary tree takes log2 p2 + log2 q2 steps, halving its
// distance each step, and no two messages of one step share a link; the source serves the roots
// eq. 5 and eqs. 12-13 count; and the messages of broadcast, scatter and gather carry the blocks
// the layouts say, each message once sent and once received; with the multicast, one message
// reaches each row of roots below a level-1 processor, and with combining the source takes one
// message from each, its roots' blocks one after the other. The lockstep phases: every processor's
// steps in phase order, a child sending after it received, the sub-mesh trees after the
// inter-level step, and no link used twice in a phase.
#include "collectives/hpam/hpam_plan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "net/topology/hpam.h"
#include "routing/grid_routing.h"
#include "routing/hpam_routing.h"

namespace ccsim::sw::hpam {
namespace {

using net::Hpam;

int distance(const Hpam& t, int a, int b) {
  return std::abs(t.row_of(a) - t.row_of(b)) + std::abs(t.col_of(a) - t.col_of(b));
}

// Steps of every message of `tree` when each processor sends as soon as it holds the data, one
// message a step: a child's message leaves in its parent's (arrival step + its place among the
// parent's children + 1).
std::map<int, int> arrival_steps(const Tree& tree) {
  std::map<int, int> step{{tree.root, 0}};
  std::vector<int> order{tree.root};
  for (size_t i = 0; i < order.size(); ++i) {
    const std::vector<int>& kids = tree.children[size_t(order[i])];
    for (size_t k = 0; k < kids.size(); ++k) {
      step[kids[k]] = step[order[i]] + int(k) + 1;
      order.push_back(kids[k]);
    }
  }
  return step;
}

// Within level 2, messages of one step use no link twice (the binary trees are contention free).
void expect_level2_steps_share_no_link(const Hpam& t, const Tree& tree) {
  const std::map<int, int> step = arrival_steps(tree);
  std::set<std::tuple<int, int, int>> used;  // (step, switch, port)
  for (int v = t.first_node(1); v < t.node_count(); ++v) {
    const int p = tree.parent[size_t(v)];
    if (p < 0 || t.level_of(p) != 1) continue;
    for (const RouteHop& h : route_links(t, p, extended_xy_route(t, p, v, 0))) {
      if (h.port == t.local_port()) continue;
      EXPECT_TRUE(used.insert({step.at(v), h.node, h.port}).second)
          << "step " << step.at(v) << " uses " << t.node_name(h.node) << "." << t.port_name(h.port)
          << " twice";
    }
  }
}

// Every level-2 processor is in the tree, and the level-1 processors `relays` says.
void expect_reaches(const Hpam& t, const Tree& tree, const std::function<bool(int)>& relays) {
  for (int v = 0; v < t.node_count(); ++v) {
    const bool must = t.level_of(v) == 1 || v == tree.root || relays(v);
    EXPECT_EQ(tree.contains(v), must) << t.node_name(v);
  }
}

const auto kNoRelay = [](int) { return false; };
const auto kAllOfLevel1 = [](int) { return true; };

TEST(HpamHybridTree, SourceServesEveryRootAndBinaryTreesHalveTheirSubMeshes) {
  for (const auto& shape :
       std::vector<std::vector<net::HpamLevel>>{{{1, 1}, {4, 4}}, {{1, 1}, {4, 8}}}) {
    const Hpam t(shape);
    for (int p2 = 1; p2 <= t.rows(1); p2 *= 2) {
      for (int q2 = 1; q2 <= t.cols(1); q2 *= 2) {
        SCOPED_TRACE(t.description() + " " + std::to_string(p2) + "x" + std::to_string(q2));
        const Tree tree = hybrid_tree(t, 0, p2, q2);
        expect_reaches(t, tree, kNoRelay);
        const std::vector<int>& roots = tree.children[0];
        ASSERT_EQ(roots.size(), size_t((t.rows(1) / p2) * (t.cols(1) / q2)));  // errata count
        for (size_t k = 0; k < roots.size(); ++k) {
          // Row of sub-meshes by row: (i p2, j q2).
          const int per_row = t.cols(1) / q2;
          EXPECT_EQ(roots[k], t.node_at(1, int(k) / per_row * p2, int(k) % per_row * q2));
        }
        // Depth log2 p2 + log2 q2 below each root, columns first, each step half the last.
        for (const int root : roots) {
          std::vector<std::pair<int, int>> stack{{root, 0}};
          int depth = 0;
          while (!stack.empty()) {
            auto [v, d] = stack.back();
            stack.pop_back();
            depth = std::max(depth, d);
            int last = 1 << 30;
            bool in_rows = false;
            for (const int c : tree.children[size_t(v)]) {
              const int hop = distance(t, v, c);
              const bool row_step = t.row_of(c) != t.row_of(v);
              EXPECT_FALSE(in_rows && !row_step) << "a column step after a row step";
              if (row_step && !in_rows) last = 1 << 30;  // the rows' halving starts afresh
              EXPECT_TRUE(hop < last && (hop & (hop - 1)) == 0) << t.node_name(v);
              in_rows = row_step;
              last = hop;
              stack.push_back({c, d + 1});
            }
          }
          int lp = 0, lq = 0;
          while ((1 << lp) < p2) ++lp;
          while ((1 << lq) < q2) ++lq;
          EXPECT_EQ(depth, lp + lq);
        }
        expect_level2_steps_share_no_link(t, tree);
      }
    }
  }
}

TEST(HpamHybridTree, RefusesSubMeshesThatDoNotTileLevel2) {
  const Hpam t({{1, 1}, {4, 4}});
  EXPECT_THROW(hybrid_tree(t, 0, 3, 1), std::invalid_argument);
  EXPECT_THROW(hybrid_tree(t, 0, 1, 8), std::invalid_argument);
  EXPECT_THROW(hybrid_tree(t, 1, 1, 1), std::invalid_argument);  // not a level-1 processor
}

TEST(HpamOverlappedTree, SplitsLevel1ThenGoesDownThenSpreadsOverBothLevels) {
  const Hpam t({{2, 4}, {4, 8}});  // f2 = 2
  for (int source = 0; source < t.first_node(1); ++source) {
    SCOPED_TRACE(t.node_name(source));
    const Tree tree = overlapped_tree(t, source);
    expect_reaches(t, tree, kAllOfLevel1);
    const int x = t.row_of(source), y = t.col_of(source);
    const std::vector<int>& kids = tree.children[size_t(source)];
    ASSERT_GE(kids.size(), 2u);
    // Part 1: its mirror c1/2 columns away; then the processor below it, in level 2.
    const int partner = t.node_at(0, x, y < 2 ? y + 2 : y - 2);
    EXPECT_EQ(kids[0], partner);
    EXPECT_EQ(kids[1], t.node_at(1, 0, y * 2));
    EXPECT_EQ(tree.children[size_t(partner)].front(), t.node_at(1, 0, t.col_of(partner) * 2));
    // Each half of level 2 below its own holder.
    for (int v = t.first_node(1); v < t.node_count(); ++v) {
      int up = v;
      while (t.level_of(up) == 1) up = tree.parent[size_t(up)];
      EXPECT_EQ(up == source, (t.col_of(v) < 4) == (y < 2)) << t.node_name(v);
    }
    expect_level2_steps_share_no_link(t, tree);
  }
  EXPECT_THROW(overlapped_tree(Hpam({{2, 1}, {4, 4}}), 0), std::invalid_argument);  // c1 = 1
}

TEST(HpamPartialTree, Eq12CaseEveryProcessorOfTheRowServesTheSubMeshesBelowIt) {
  const Hpam t({{2, 2}, {4, 8}});  // f2 = 4
  const int source = t.node_at(0, 1, 1);
  const Tree tree = partial_tree(t, source, 2, 2);
  expect_reaches(t, tree, [&](int v) { return t.row_of(v) == 1; });  // the source's row
  const int other = t.node_at(0, 1, 0);
  EXPECT_EQ(tree.children[size_t(source)].front(), other);  // the row first
  for (const int holder : {source, other}) {
    std::vector<int> roots;
    for (const int c : tree.children[size_t(holder)]) {
      if (t.level_of(c) == 1) roots.push_back(c);
    }
    ASSERT_EQ(roots.size(), 4u);  // (f2 / q2)(r2 / p2)
    for (const int r : roots) {
      EXPECT_EQ(t.row_of(r) % 2, 0);
      EXPECT_EQ(t.col_of(r) % 2, 0);                 // top-left corners
      EXPECT_EQ(t.col_of(r) / 4, t.col_of(holder));  // below the holder
    }
  }
  expect_level2_steps_share_no_link(t, tree);
}

TEST(HpamPartialTree, Eq13CaseOneProcessorInQ2OverF2ServesEachColumnOfWideSubMeshes) {
  const Hpam t({{1, 8}, {2, 16}});  // f2 = 2, q2 = 4: holders 2 apart
  const Tree tree = partial_tree(t, t.node_at(0, 0, 3), 2, 4);
  expect_reaches(t, tree, [&](int v) { return t.col_of(v) % 2 == 1; });
  int holders = 0;
  for (int y = 0; y < 8; ++y) {
    const int v = t.node_at(0, 0, y);
    if (!tree.contains(v)) continue;
    ++holders;
    EXPECT_EQ(y % 2, 1) << "holders keep the source's place in their pair of columns";
    int roots = 0;
    for (const int c : tree.children[size_t(v)]) {
      if (t.level_of(c) != 1) continue;
      ++roots;
      EXPECT_EQ(t.col_of(c), y * 2);  // in the sub-mesh, right below the holder
      EXPECT_EQ(t.row_of(c), 0);
    }
    EXPECT_EQ(roots, 1);  // r2 / p2
  }
  EXPECT_EQ(holders, 4);  // c2 / q2
  expect_level2_steps_share_no_link(t, tree);
}

// Every transfer is one send step of its sender (or one of a multicast's copies) and one receive
// step of its receiver.
void expect_consistent(const Hpam& t, const Plan& plan) {
  std::vector<int> sent(plan.transfers().size(), 0), received(plan.transfers().size(), 0);
  for (int v = 0; v < t.node_count(); ++v) {
    for (const Step& s : plan.steps(v)) {
      for (uint32_t k = 0; k < std::max(1u, s.copies); ++k) {
        const Transfer& x = plan.transfers()[s.transfer + k];
        EXPECT_EQ(s.send ? x.from : x.to, v);
        ++(s.send ? sent : received)[s.transfer + k];
      }
      // A group's one message: a multicast sent, or a combined message a gather's source takes.
      EXPECT_TRUE((s.send != (plan.collective() == Collective::kGather)) || s.copies == 0);
    }
  }
  for (size_t i = 0; i < sent.size(); ++i) {
    EXPECT_EQ(sent[i], 1);
    EXPECT_EQ(received[i], 1);
  }
}

TEST(HpamPlan, ScatterSendsEachChildItsSubtreesPiecesAndGatherReturnsThem) {
  const Hpam t({{1, 1}, {4, 4}});
  const uint32_t w = 3;
  const Plan scatter(t, Collective::kScatter, hybrid_tree(t, 0, 2, 2), w);
  const Plan gather(t, Collective::kGather, hybrid_tree(t, 0, 2, 2), w);
  expect_consistent(t, scatter);
  expect_consistent(t, gather);
  EXPECT_EQ(scatter.memory_words(), 16u * w);
  // The source's layout: sub-mesh by sub-mesh, each root's own piece first.
  const std::vector<Placed> all = scatter.layout(0);
  ASSERT_EQ(all.size(), 16u);
  EXPECT_EQ(all[0].unit, 0u);  // (0, 0)
  EXPECT_EQ(all[4].unit, 2u);  // the root (0, 2) of the second sub-mesh
  EXPECT_EQ(all[4].address, 4 * w);
  for (size_t i = 0; i < scatter.transfers().size(); ++i) {
    const Transfer& s = scatter.transfers()[i];
    const Transfer& g = gather.transfers()[i];
    EXPECT_EQ(std::tie(s.from, s.to, s.src, s.dst, s.words),
              std::tie(g.to, g.from, g.dst, g.src, g.words));
    EXPECT_EQ(s.dst, 0u);
    EXPECT_EQ(s.words, scatter.layout(s.to).size() * w);
  }
  // A sub-mesh root receives its four pieces, then sends its two halves, the larger first.
  const int root = t.node_at(1, 2, 2);
  const std::vector<Step>& steps = scatter.steps(root);
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_FALSE(steps[0].send);
  EXPECT_EQ(scatter.transfers()[steps[0].transfer].words, 4 * w);
  EXPECT_EQ(scatter.transfers()[steps[1].transfer].words, 2 * w);
  EXPECT_EQ(scatter.transfers()[steps[2].transfer].words, 1 * w);
  // In the gather it takes the smaller first and sends last.
  const std::vector<Step>& back = gather.steps(root);
  EXPECT_EQ(gather.transfers()[back[0].transfer].words, 1 * w);
  EXPECT_TRUE(back.back().send);
}

TEST(HpamPlan, BroadcastSendsTheWholeMessageOnEveryEdge) {
  const Hpam t({{2, 2}, {4, 4}});
  const Plan plan(t, Collective::kBroadcast, overlapped_tree(t, 0), 5);
  expect_consistent(t, plan);
  EXPECT_EQ(plan.transfers().size(), size_t(t.node_count() - 1));
  for (const Transfer& x : plan.transfers()) {
    EXPECT_EQ(std::tie(x.src, x.dst, x.words), std::make_tuple(0u, 0u, 5u));
  }
  EXPECT_EQ(plan.memory_words(), 5u);
}

// Multicast (§3.1, §4.1): the source reaches each row of p2 x 1 roots below a level-1 processor
// by one message; a scatter's carries the pieces of all those roots, and each root finds its own
// subtree's block at its place in it (its own piece first), from where it serves its children.
TEST(HpamPlan, MulticastReachesEachRowOfRootsBelowALevel1ProcessorByOneMessage) {
  const uint32_t w = 3;
  for (const auto& [levels, groups] : std::vector<std::pair<std::vector<net::HpamLevel>, size_t>>{
           {{{1, 1}, {4, 4}}, 2}, {{{2, 2}, {4, 8}}, 4}}) {
    const Hpam t(levels);
    SCOPED_TRACE(t.description());
    const Plan bcast(t, Collective::kBroadcast, hybrid_tree(t, 0, 2, 1), w, true);
    const Plan scatter(t, Collective::kScatter, hybrid_tree(t, 0, 2, 1), w, true);
    expect_consistent(t, bcast);
    expect_consistent(t, scatter);
    const std::vector<Step>& source = scatter.steps(0);
    ASSERT_EQ(source.size(), groups);  // rows of roots x level-1 processors above them
    const uint32_t f = uint32_t(t.fan(1));
    for (const Step& s : source) {
      EXPECT_EQ(s.copies, f);
      const Transfer& first = scatter.transfers()[s.transfer];
      for (uint32_t k = 0; k < f; ++k) {
        const Transfer& x = scatter.transfers()[s.transfer + k];
        EXPECT_EQ(std::tie(x.src, x.dst, x.words), std::tie(first.src, first.dst, first.words));
        EXPECT_EQ(t.col_of(x.to), t.col_of(first.to) + int(k));
        EXPECT_EQ(t.row_of(x.to), t.row_of(first.to));
        EXPECT_EQ(bcast.transfers()[s.transfer + k].words, w);
        // Root k's piece follows the 2 pieces of each root before it.
        EXPECT_EQ(scatter.own_address(x.to), 2 * k * w);
        EXPECT_EQ(scatter.layout(x.to).size(), 2 * f);
        EXPECT_EQ(scatter.layout(x.to)[2 * k].unit, uint32_t(scatter.own_unit(x.to)));
      }
      EXPECT_EQ(first.words, 2 * f * w);
      // Each root sends its child the piece after its own.
      const int child = scatter.tree().children[size_t(first.to)].at(0);
      const Transfer& down = scatter.transfers()[scatter.steps(child)[0].transfer];
      EXPECT_EQ(std::tie(down.src, down.words), std::make_tuple(w, w));
    }
    EXPECT_EQ(scatter.memory_words(), uint64_t(t.rows(1) * t.cols(1)) * w);  // the source's
  }
}

// Combining: the source takes one message per row of roots below each level-1 processor, at the
// first root's block, as long as the group's blocks, which lie one after the other; each root
// sends its own block as a piece of it.
TEST(HpamPlan, CombiningTakesOneMessagePerRowOfRootsTheirBlocksOneAfterTheOther) {
  const uint32_t w = 3;
  for (const auto& [levels, groups] : std::vector<std::pair<std::vector<net::HpamLevel>, size_t>>{
           {{{1, 1}, {4, 4}}, 1}, {{{2, 2}, {4, 8}}, 2}}) {
    const Hpam t(levels);
    SCOPED_TRACE(t.description());
    const Plan gather(t, Collective::kGather, hybrid_tree(t, 0, t.rows(1), 1), w, true);
    expect_consistent(t, gather);
    const std::vector<Step>& source = gather.steps(0);
    ASSERT_EQ(source.size(), groups);
    const uint32_t f = uint32_t(t.fan(1));
    for (const Step& s : source) {
      EXPECT_FALSE(s.send);
      ASSERT_EQ(s.copies, f);
      uint32_t at = gather.transfers()[s.transfer].dst;
      for (uint32_t k = 0; k < f; ++k) {
        const Transfer& x = gather.transfers()[s.transfer + k];
        EXPECT_EQ(x.to, 0);
        EXPECT_EQ(x.dst, at) << "root " << k << "'s block follows the one before";
        at += x.words;
        EXPECT_EQ(x.words, uint32_t(t.rows(1)) * w);  // its column's pieces
        const std::vector<Step>& root = gather.steps(x.from);
        ASSERT_FALSE(root.empty());
        EXPECT_TRUE(root.back().send);
        EXPECT_EQ(root.back().transfer, s.transfer + k);
        EXPECT_EQ(gather.group_roots(x.from).size(), f);
        EXPECT_EQ(gather.layout(x.from).size(), size_t(t.rows(1)));  // its own subtree's
      }
    }
  }
}

// The lockstep schedule (Plan::phases): each processor's steps come in phase order, one send a
// phase; a processor sends only in phases after the one it received in (a gather: receives
// before it sends); no link carries two messages of one phase; and the trees start after the
// inter-level step, so that the phases are as many as the equations add terms.
void expect_lockstep(const Hpam& t, const Plan& plan) {
  std::set<std::tuple<uint32_t, int, int>> used;  // (phase, switch, port)
  for (const Transfer& x : plan.transfers()) {
    EXPECT_LT(x.phase, plan.phases());
    for (const RouteHop& h : route_links(t, x.from, extended_xy_route(t, x.from, x.to, 0))) {
      if (h.port == t.local_port()) continue;
      if (!used.insert({x.phase, h.node, h.port}).second) {
        // A multicast's copies are one message until the replicating switch, a combined
        // message's pieces one from the merging switch on.
        const bool copy =
            std::any_of(plan.transfers().begin(), plan.transfers().end(), [&](const Transfer& y) {
              return &y != &x && y.phase == x.phase && (y.from == x.from || y.to == x.to);
            });
        EXPECT_TRUE(copy) << "phase " << x.phase << " uses " << t.node_name(h.node) << "."
                          << t.port_name(h.port) << " twice";
      }
    }
  }
  for (int v = 0; v < t.node_count(); ++v) {
    uint32_t last = 0, received = 0;
    bool any = false, got = false;
    for (const Step& s : plan.steps(v)) {
      const uint32_t ph = plan.transfers()[s.transfer].phase;
      if (any) {
        EXPECT_GT(ph, last) << t.node_name(v) << ": two steps in one phase or backward";
      }
      any = true;
      last = ph;
      if (s.send) {
        if (plan.collective() != Collective::kGather && got) {
          EXPECT_GT(ph, received);
        }
      } else {
        got = true;
        received = ph;
      }
    }
  }
}

TEST(HpamPlan, LockstepPhasesPutOneSendOfEachProcessorInAPhaseWithoutSharedLinks) {
  const uint32_t w = 2;
  for (const auto& levels : std::vector<std::vector<net::HpamLevel>>{
           {{1, 1}, {4, 4}}, {{1, 1}, {8, 4}}, {{2, 2}, {4, 8}}}) {
    const Hpam t(levels);
    SCOPED_TRACE(t.description());
    for (const Collective c : {Collective::kBroadcast, Collective::kScatter, Collective::kGather}) {
      for (int p2 = 1; p2 <= t.rows(1); p2 *= 2) {
        for (int q2 = 1; q2 <= t.cols(1); q2 *= 2) {
          SCOPED_TRACE(to_string(c) + " " + std::to_string(p2) + "x" + std::to_string(q2));
          expect_lockstep(t, Plan(t, c, hybrid_tree(t, 0, p2, q2), w));
          if (q2 == 1) expect_lockstep(t, Plan(t, c, hybrid_tree(t, 0, p2, 1), w, true));
          if (t.cols(0) > 1 && q2 <= t.fan(1)) {
            expect_lockstep(t, Plan(t, c, partial_tree(t, 0, p2, q2), w));
          }
        }
      }
    }
    if (t.cols(0) > 1)
      expect_lockstep(t, Plan(t, Collective::kBroadcast, overlapped_tree(t, 0), w));
  }
}

// Eq. 8's tree: along the source's row, each processor serves the roots of the p2 x 1 sub-meshes
// below it (row by row of roots, in column order), then spreads down its column of level 1; the
// grouped plan reaches each row of roots by one multicast, and its lockstep shares no link.
TEST(HpamRowThenColumnsTree, RowThenTheRootsBelowEachProcessorThenItsColumn) {
  const Hpam t({{2, 2}, {4, 8}});  // f2 = 4
  for (int source = 0; source < t.first_node(1); ++source) {
    SCOPED_TRACE(t.node_name(source));
    const Tree tree = row_then_columns_tree(t, source, 2, 1);
    expect_reaches(t, tree, kAllOfLevel1);
    const int x = t.row_of(source);
    EXPECT_EQ(tree.children[size_t(source)].front(), t.node_at(0, x, 1 - t.col_of(source)));
    for (int y = 0; y < 2; ++y) {
      const std::vector<int>& kids = tree.children[size_t(t.node_at(0, x, y))];
      std::vector<int> roots;  // rows 0 and r2/2, the four columns below column y
      for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 4; ++j) roots.push_back(t.node_at(1, 2 * i, 4 * y + j));
      }
      ASSERT_GE(kids.size(), roots.size() + 1);
      EXPECT_EQ(std::vector<int>(kids.end() - 9, kids.end() - 1), roots);
      EXPECT_EQ(kids.back(), t.node_at(0, 1 - x, y));  // its column last
    }
    const Plan plan(t, Collective::kBroadcast, tree, 1, true);
    int sends = 0;
    for (const Step& s : plan.steps(source)) sends += s.send ? 1 : 0;
    EXPECT_EQ(sends, 1 + 2 + 1);  // along the row, two multicasts, down its column
    expect_lockstep(t, plan);
    // Figure 10's scatter to both levels: level-1 processor v owns unit r2 c2 + v, and the
    // source starts with all of them.
    const Plan both(t, Collective::kScatter, row_then_columns_tree(t, source, 2, 2), 1, false,
                    true);
    EXPECT_EQ(both.unit_count(), 32u + 4u);
    EXPECT_EQ(both.initial(source).size(), 36u);
    for (int v = 0; v < t.first_node(1); ++v) EXPECT_EQ(both.own_unit(v), 32 + v);
    expect_lockstep(t, both);
    const Plan level2_only(t, Collective::kScatter, row_then_columns_tree(t, source, 2, 2), 1);
    EXPECT_EQ(level2_only.own_unit(source), -1);
  }
  const Hpam odd({{3, 2}, {4, 8}});
  EXPECT_THROW(row_then_columns_tree(odd, 0, 2, 1), std::invalid_argument);  // r1 = 3
  EXPECT_THROW(row_then_columns_tree(t, 0, 2, 8), std::invalid_argument);    // q2 > f2
}

// Eq. 5's terms, one phase each: the (r2/p2)(c2/q2) sends to the roots one after another, then
// log2 p2 + log2 q2 tree steps everywhere at once; a gather the same backward; a multicast one
// phase per row of roots.
TEST(HpamPlan, LockstepHasAPhasePerTermOfTheEquations) {
  const Hpam t({{1, 1}, {4, 4}});
  const Plan hybrid(t, Collective::kBroadcast, hybrid_tree(t, 0, 4, 2), 1);
  EXPECT_EQ(hybrid.phases(), 2u + 3u);
  const Plan gather(t, Collective::kGather, hybrid_tree(t, 0, 2, 2), 1);
  EXPECT_EQ(gather.phases(), 4u + 2u);
  for (const Step& s : gather.steps(0)) {  // the source takes the roots' blocks last
    EXPECT_GE(gather.transfers()[s.transfer].phase, 2u);
  }
  const Plan multicast(t, Collective::kScatter, hybrid_tree(t, 0, 2, 1), 1, true);
  EXPECT_EQ(multicast.phases(), 2u + 1u);
  const Plan brute(t, Collective::kBroadcast, hybrid_tree(t, 0, 1, 1), 1);
  EXPECT_EQ(brute.phases(), 16u);
  // Every root starts its tree in the phase after the source's last send.
  for (const int root : hybrid.tree().children[0]) {
    const int child = hybrid.tree().children[size_t(root)].at(0);
    EXPECT_EQ(hybrid.transfers()[hybrid.steps(child)[0].transfer].phase, 2u);
  }
}

}  // namespace
}  // namespace ccsim::sw::hpam
