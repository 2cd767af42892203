// Reproduces paper 000's figures of the cube plans on a 3-cube (and Fig. 5/6 on a 2-cube),
// step by step, from the plans' own transfers run by the abstract executor.
//
// Broadcast, d cycles: Figs. 8 (binary) and 9 (Gray), one element per location, and Figs. 10
// (binary) and 11 (Gray), 2d elements; after every step the element that arrived on each
// location of each node carries the figure's label, and the dimension used is the figure's
// "Dim". The plans keep location i contiguous, so the figures' memory row k d + i is element
// k of location i here. Errata: Fig. 10 step 3 prints memory rows 4, 5, 6 for 3, 4, 5, and
// Fig. 11 step 3 loses the block digit (only the location and node digits are compared
// there). Broadcast, one cycle: Fig. 7 (binary) and Fig. 5's final state (Gray, 2^2 nodes;
// this plan runs both directions, so only the final state matches Fig. 5's one-way shifts).
// Reduction: Fig. 6 (one cycle, M' = 1 so everything moves forward, as in the figure) as
// term counts, and the senders and receivers of Fig. 12 (block 0, all-to-one) and of Figs. 13
// and 16 (all-to-all, steps 0 and 3; the errata's note on Fig. 17 concerns only its "already
// added" marks).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "collectives/cube/cube_broadcast_plan.h"
#include "collectives/cube/cube_plans.h"
#include "collectives/cube/cube_reduction_plan.h"

namespace ccsim::sw::cube {
namespace {

CubePlanParams params(int d, int c, int s, uint32_t m, NodeOrder order) {
  CubePlanParams p;
  p.d = d;
  p.channels_per_edge = c;
  p.words_per_element = s;
  p.elements_per_node = m;
  p.node_order = order;
  return p;
}

std::vector<int> parse(const std::string& row, int base = 10) {
  std::istringstream in(row);
  std::vector<int> out;
  for (std::string token; in >> token;) out.push_back(std::stoi(token, nullptr, base));
  return out;
}

// Dim column of Figs. 8-11: location i uses (t_u + i) mod 3 in step u.
const int kFigureDims[7][3] = {{0, 1, 2}, {1, 2, 0}, {0, 1, 2}, {2, 0, 1},
                               {0, 1, 2}, {1, 2, 0}, {0, 1, 2}};

// Runs the d-cycles broadcast on a 3-cube with element e of node x labelled
// label_of(e, segment_of(x)), and checks after every step the element that arrived on
// location i, element k of the location, against figure[step + 1][k * 3 + i] (figure[0] is
// "Init.", compared before step 0). `compare` maps (plan label, figure label) to equal-or-not.
template <typename Compare>
void check_d_cycles_figure(const std::vector<std::vector<std::string>>& figure, int per_location,
                           NodeOrder order, int channels, int words_per_element, Compare compare) {
  const uint32_t m = 3 * static_cast<uint32_t>(per_location);
  const DCyclesBroadcastPlan plan(params(3, channels, words_per_element, m, order));
  const uint32_t s = static_cast<uint32_t>(words_per_element);
  NodeMemories mem = allocate_memories(plan);
  for (int x = 0; x < 8; ++x) {
    std::vector<uint32_t> input;
    for (uint32_t e = 0; e < m; ++e) {
      // Element e is element e % per_location of location e / per_location.
      const uint32_t i = e / per_location, k = e % per_location;
      for (uint32_t w = 0; w < s; ++w) {
        input.push_back(per_location == 1 ? 10 * i + plan.segment_of(x)
                                          : 100 * i + 10 * k + plan.segment_of(x));
      }
    }
    place_input(plan, x, input, mem[x]);
  }
  const uint32_t slot_words = plan.segment_words();
  for (int u = -1; u < plan.steps(); ++u) {
    if (u >= 0) execute_step(plan, u, mem);
    for (int i = 0; i < 3; ++i) {
      if (u >= 0) {
        ASSERT_EQ(plan.sends(0, u)[static_cast<size_t>(i * channels)].dim, kFigureDims[u][i]);
      }
      for (int k = 0; k < per_location; ++k) {
        const std::vector<int> row = parse(figure[u + 1][k * 3 + i]);
        ASSERT_EQ(row.size(), 8u);
        for (int x = 0; x < 8; ++x) {
          const uint32_t addr =
              static_cast<uint32_t>(u + 1) * slot_words + (i * per_location + k) * s;
          for (uint32_t w = 0; w < s; ++w) {
            ASSERT_TRUE(compare(mem[x][addr + w], row[x], u))
                << "step " << u << " location " << i << " element " << k << " node P" << x
                << ": plan " << mem[x][addr + w] << ", figure " << row[x];
          }
        }
      }
    }
  }
}

auto equal = [](uint32_t plan, int figure, int) { return plan == static_cast<uint32_t>(figure); };

// Fig. 8: binary order, rows "Init." then steps 0..6, memory 0..2, nodes P0..P7.
const std::vector<std::vector<std::string>> kFigure8 = {
    {"00 01 02 03 04 05 06 07", "10 11 12 13 14 15 16 17", "20 21 22 23 24 25 26 27"},
    {"01 00 03 02 05 04 07 06", "12 13 10 11 16 17 14 15", "24 25 26 27 20 21 22 23"},
    {"03 02 01 00 07 06 05 04", "16 17 14 15 12 13 10 11", "25 24 27 26 21 20 23 22"},
    {"02 03 00 01 06 07 04 05", "14 15 16 17 10 11 12 13", "21 20 23 22 25 24 27 26"},
    {"06 07 04 05 02 03 00 01", "15 14 17 16 11 10 13 12", "23 22 21 20 27 26 25 24"},
    {"07 06 05 04 03 02 01 00", "17 16 15 14 13 12 11 10", "27 26 25 24 23 22 21 20"},
    {"05 04 07 06 01 00 03 02", "13 12 11 10 17 16 15 14", "26 27 24 25 22 23 20 21"},
    {"04 05 06 07 00 01 02 03", "11 10 13 12 15 14 17 16", "22 23 20 21 26 27 24 25"}};

// Fig. 9: Gray order (label digit 2 is the segment, on node G(segment)).
const std::vector<std::vector<std::string>> kFigure9 = {
    {"00 01 03 02 07 06 04 05", "10 11 13 12 17 16 14 15", "20 21 23 22 27 26 24 25"},
    {"01 00 02 03 06 07 05 04", "13 12 10 11 14 15 17 16", "27 26 24 25 20 21 23 22"},
    {"02 03 01 00 05 04 06 07", "14 15 17 16 13 12 10 11", "26 27 25 24 21 20 22 23"},
    {"03 02 00 01 04 05 07 06", "17 16 14 15 10 11 13 12", "21 20 22 23 26 27 25 24"},
    {"04 05 07 06 03 02 00 01", "16 17 15 14 11 10 12 13", "22 23 21 20 25 24 26 27"},
    {"05 04 06 07 02 03 01 00", "15 14 16 17 12 13 11 10", "25 24 26 27 22 23 21 20"},
    {"06 07 05 04 01 00 02 03", "12 13 11 10 15 14 16 17", "24 25 27 26 23 22 20 21"},
    {"07 06 04 05 00 01 03 02", "11 10 12 13 16 17 15 14", "23 22 20 21 24 25 27 26"}};

TEST(CubeFigures, DCyclesBroadcastReproducesFigure8BinaryOrder) {
  check_d_cycles_figure(kFigure8, 1, NodeOrder::kBinary, 1, 1, equal);
  // Two channels, 64-bit elements: one element per location still, one word per channel.
  check_d_cycles_figure(kFigure8, 1, NodeOrder::kBinary, 2, 2, equal);
}

TEST(CubeFigures, DCyclesBroadcastReproducesFigure9GrayOrder) {
  check_d_cycles_figure(kFigure9, 1, NodeOrder::kGray, 1, 1, equal);
  check_d_cycles_figure(kFigure9, 1, NodeOrder::kGray, 2, 2, equal);
}

// Fig. 10: binary order, 2d elements; labels i k n (location, block, node). Step 3's rows are
// printed as memory 0, 1, 2, 4, 5, 6; they are 0..5 (errata).
const std::vector<std::vector<std::string>> kFigure10 = {
    {"000 001 002 003 004 005 006 007", "100 101 102 103 104 105 106 107",
     "200 201 202 203 204 205 206 207", "010 011 012 013 014 015 016 017",
     "110 111 112 113 114 115 116 117", "210 211 212 213 214 215 216 217"},
    {"001 000 003 002 005 004 007 006", "102 103 100 101 106 107 104 105",
     "204 205 206 207 200 201 202 203", "011 010 013 012 015 014 017 016",
     "112 113 110 111 116 117 114 115", "214 215 216 217 210 211 212 213"},
    {"003 002 001 000 007 006 005 004", "106 107 104 105 102 103 100 101",
     "205 204 207 206 201 200 203 202", "013 012 011 010 017 016 015 014",
     "116 117 114 115 112 113 110 111", "215 214 217 216 211 210 213 212"},
    {"002 003 000 001 006 007 004 005", "104 105 106 107 100 101 102 103",
     "201 200 203 202 205 204 207 206", "012 013 010 011 016 017 014 015",
     "114 115 116 117 110 111 112 113", "211 210 213 212 215 214 217 216"},
    {"006 007 004 005 002 003 000 001", "105 104 107 106 101 100 103 102",
     "203 202 201 200 207 206 205 204", "016 017 014 015 012 013 010 011",
     "115 114 117 116 111 110 113 112", "213 212 211 210 217 216 215 214"},
    {"007 006 005 004 003 002 001 000", "107 106 105 104 103 102 101 100",
     "207 206 205 204 203 202 201 200", "017 016 015 014 013 012 011 010",
     "117 116 115 114 113 112 111 110", "217 216 215 214 213 212 211 210"},
    {"005 004 007 006 001 000 003 002", "103 102 101 100 107 106 105 104",
     "206 207 204 205 202 203 200 201", "015 014 017 016 011 010 013 012",
     "113 112 111 110 117 116 115 114", "216 217 214 215 212 213 210 211"},
    {"004 005 006 007 000 001 002 003", "101 100 103 102 105 104 107 106",
     "202 203 200 201 206 207 204 205", "014 015 016 017 010 011 012 013",
     "111 110 113 112 115 114 117 116", "212 213 210 211 216 217 214 215"}};

// Fig. 11: Gray order, 2d elements. Step 3 as printed, without the block digit.
const std::vector<std::vector<std::string>> kFigure11 = {
    {"000 001 003 002 007 006 004 005", "100 101 103 102 107 106 104 105",
     "200 201 203 202 207 206 204 205", "010 011 013 012 017 016 014 015",
     "110 111 113 112 117 116 114 115", "210 211 213 212 217 216 214 215"},
    {"001 000 002 003 006 007 005 004", "103 102 100 101 104 105 107 106",
     "207 206 204 205 200 201 203 202", "011 010 012 013 016 017 015 014",
     "113 112 110 111 114 115 117 116", "217 216 214 215 210 211 213 212"},
    {"002 003 001 000 005 004 006 007", "104 105 107 106 103 102 100 101",
     "206 207 205 204 201 200 202 203", "012 013 011 010 015 014 016 017",
     "114 115 117 116 113 112 110 111", "216 217 215 214 211 210 212 213"},
    {"003 002 000 001 004 005 007 006", "107 106 104 105 100 101 103 102",
     "201 200 202 203 206 207 205 204", "013 012 010 011 014 015 017 016",
     "117 116 114 115 110 111 113 112", "211 210 212 213 216 217 215 214"},
    {"04 05 07 06 03 02 00 01", "16 17 15 14 11 10 12 13", "22 23 21 20 25 24 26 27",
     "04 05 07 06 03 02 00 01", "16 17 15 14 11 10 12 13", "22 23 21 20 25 24 26 27"},
    {"005 004 006 007 002 003 001 000", "105 104 106 107 102 103 101 100",
     "205 204 206 207 202 203 201 200", "015 014 016 017 012 013 011 010",
     "115 114 116 117 112 113 111 110", "215 214 216 217 212 213 211 210"},
    {"006 007 005 004 001 000 002 003", "102 103 101 100 105 104 106 107",
     "204 205 207 206 203 202 200 201", "016 017 015 014 011 010 012 013",
     "112 113 111 110 115 114 116 117", "214 215 217 216 213 212 210 211"},
    {"007 006 004 005 000 001 003 002", "101 100 102 103 106 107 105 104",
     "203 202 200 201 204 205 207 206", "017 016 014 015 010 011 013 012",
     "111 110 112 113 116 117 115 114", "213 212 210 211 214 215 217 216"}};

TEST(CubeFigures, DCyclesBroadcastReproducesFigure10BinaryOrderTwoDElements) {
  check_d_cycles_figure(kFigure10, 2, NodeOrder::kBinary, 1, 1, equal);
  check_d_cycles_figure(kFigure10, 2, NodeOrder::kBinary, 2, 1, equal);
}

TEST(CubeFigures, DCyclesBroadcastReproducesFigure11GrayOrderTwoDElements) {
  auto equal_but_step3 = [](uint32_t plan, int figure, int step) {
    if (step != 3) return plan == static_cast<uint32_t>(figure);
    return 10 * (plan / 100) + plan % 10 == static_cast<uint32_t>(figure);  // block digit lost
  };
  check_d_cycles_figure(kFigure11, 2, NodeOrder::kGray, 1, 1, equal_but_step3);
}

// Fig. 7: one element per node, binary order; memory s of node PA after the 2^d - 1 shifts,
// before the reordering, holds element G((s + G^{-1}(PA)) mod 2^d).
TEST(CubeFigures, OneCycleBroadcastReproducesFigure7BeforeTheReordering) {
  const std::vector<std::string> figure7 = {
      "000 001 010 011 100 101 110 111", "001 011 110 010 000 100 111 101",
      "011 010 111 110 001 000 101 100", "010 110 101 111 011 001 100 000",
      "110 111 100 101 010 011 000 001", "111 101 000 100 110 010 001 011",
      "101 100 001 000 111 110 011 010", "100 000 011 001 101 111 010 110"};
  for (int c : {1, 2}) {
    const OneCycleBroadcastPlan plan(params(3, c, 1, 1, NodeOrder::kBinary));
    NodeMemories mem = allocate_memories(plan);
    for (int x = 0; x < 8; ++x) place_input(plan, x, {plan.segment_of(x)}, mem[x]);
    for (int u = 0; u < plan.steps(); ++u) execute_step(plan, u, mem);
    for (int s = 0; s < 8; ++s) {
      const std::vector<int> row = parse(figure7[s], 2);
      for (int x = 0; x < 8; ++x) {
        ASSERT_EQ(mem[x][s], static_cast<uint32_t>(row[x])) << "s = " << s << ", PA = " << x;
      }
    }
  }
}

// Fig. 5, final state: node P_j (Gray order: PA = G(j)) holds X_j, X_j+1, ... and its
// reordering is the block cyclic shift by j, at most two moves.
TEST(CubeFigures, OneCycleBroadcastReachesFigure5FinalStateAndShiftsCyclically) {
  const OneCycleBroadcastPlan plan(params(2, 2, 2, 3, NodeOrder::kGray));
  const uint32_t w = plan.segment_words();
  NodeMemories mem = allocate_memories(plan);
  for (int x = 0; x < 4; ++x) {
    place_input(plan, x, std::vector<uint32_t>(w, plan.segment_of(x)), mem[x]);
  }
  for (int u = 0; u < plan.steps(); ++u) execute_step(plan, u, mem);
  for (uint32_t j = 0; j < 4; ++j) {
    const int x = plan.node_of_segment(j);
    for (uint32_t s = 0; s < 4; ++s) {
      for (uint32_t k = 0; k < w; ++k) ASSERT_EQ(mem[x][s * w + k], (j + s) % 4);
    }
    const std::vector<WordMove> moves = plan.final_reordering(x);
    ASSERT_EQ(moves.size(), j == 0 ? 0u : 2u);
    for (const WordMove& m : moves) EXPECT_EQ(m.to, (m.from + j * w) % (4 * w));
  }
}

// Fig. 6: the number of terms in node P_j's block of Y_k after each step; -1 where the figure
// shows "-" (the partial sum has moved on).
TEST(CubeFigures, OneCycleReductionReproducesFigure6TermCounts) {
  const int figure6[4][4][4] = {
      // [step: initial, after steps 0..2][Y_k][P_j]
      {{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}},
      {{1, -1, 2, 1}, {1, 1, -1, 2}, {2, 1, 1, -1}, {-1, 2, 1, 1}},
      {{1, -1, -1, 3}, {3, 1, -1, -1}, {-1, 3, 1, -1}, {-1, -1, 3, 1}},
      {{4, -1, -1, -1}, {-1, 4, -1, -1}, {-1, -1, 4, -1}, {-1, -1, -1, 4}}};
  const OneCycleReductionPlan plan(params(2, 2, 1, 1, NodeOrder::kGray));
  NodeMemories mem = allocate_memories(plan);
  for (int x = 0; x < 4; ++x) place_input(plan, x, std::vector<uint32_t>(4, 1), mem[x]);
  for (int u = -1; u < plan.steps(); ++u) {
    if (u >= 0) execute_step(plan, u, mem);
    for (uint32_t k = 0; k < 4; ++k) {
      for (uint32_t j = 0; j < 4; ++j) {
        const int want = figure6[u + 1][k][j];
        if (want < 0) continue;
        EXPECT_EQ(mem[plan.node_of_segment(j)][k], static_cast<uint32_t>(want))
            << "after step " << u << ", Y" << k << " at P" << j;
      }
    }
  }
}

// The (sender, receiver) of location i of block j in step u of the d-cycles reduction on a
// 3-cube, binary order, found from the senders' transfers (block j, location i is word 3j + i).
std::pair<int, int> reduction_pair(const DCyclesReductionPlan& plan, int step, int j, int i) {
  std::pair<int, int> found{-1, -1};
  for (int x = 0; x < 8; ++x) {
    for (const CubeTransfer& t : plan.sends(x, step)) {
      if (t.src == static_cast<uint32_t>(3 * j + i)) {
        EXPECT_EQ(found.first, -1) << "two senders";
        found = {x, t.peer};
      }
    }
  }
  return found;
}

// Fig. 12: partial sums of block 0 (all-to-one to P0), (sender, receiver) per step, location.
TEST(CubeFigures, DCyclesReductionReproducesFigure12SendersAndReceivers) {
  const std::pair<int, int> figure12[7][3] = {{{4, 5}, {1, 3}, {2, 6}}, {{5, 7}, {3, 7}, {6, 7}},
                                              {{7, 6}, {7, 5}, {7, 3}}, {{6, 2}, {5, 4}, {3, 1}},
                                              {{2, 3}, {4, 6}, {1, 5}}, {{3, 1}, {6, 2}, {5, 4}},
                                              {{1, 0}, {2, 0}, {4, 0}}};
  const DCyclesReductionPlan plan(params(3, 1, 1, 3, NodeOrder::kBinary));
  for (int u = 0; u < 7; ++u) {
    for (int i = 0; i < 3; ++i) {
      EXPECT_EQ(reduction_pair(plan, u, 0, i), figure12[u][i]) << "step " << u << " mem " << i;
    }
  }
}

// Figs. 13 and 16: all-to-all, steps 0 and 3; memory row 3j + i is location i of block j.
TEST(CubeFigures, DCyclesReductionReproducesFigures13And16SendersAndReceivers) {
  const std::vector<std::pair<int, int>> figure13 = {
      {4, 5}, {1, 3}, {2, 6}, {5, 4}, {0, 2}, {3, 7}, {6, 7}, {3, 1},
      {0, 4}, {7, 6}, {2, 0}, {1, 5}, {0, 1}, {5, 7}, {6, 2}, {1, 0},
      {4, 6}, {7, 3}, {2, 3}, {7, 5}, {4, 0}, {3, 2}, {6, 4}, {5, 1}};
  const std::vector<std::pair<int, int>> figure16 = {
      {6, 2}, {5, 4}, {3, 1}, {7, 3}, {4, 5}, {2, 0}, {4, 0}, {7, 6},
      {1, 3}, {5, 1}, {6, 7}, {0, 2}, {2, 6}, {1, 0}, {7, 5}, {3, 7},
      {0, 1}, {6, 4}, {0, 4}, {3, 2}, {5, 7}, {1, 5}, {2, 3}, {4, 6}};
  const DCyclesReductionPlan plan(params(3, 1, 1, 3, NodeOrder::kBinary));
  for (int row = 0; row < 24; ++row) {
    EXPECT_EQ(reduction_pair(plan, 0, row / 3, row % 3), figure13[row]) << "Fig. 13 row " << row;
    EXPECT_EQ(reduction_pair(plan, 3, row / 3, row % 3), figure16[row]) << "Fig. 16 row " << row;
  }
}

}  // namespace
}  // namespace ccsim::sw::cube
