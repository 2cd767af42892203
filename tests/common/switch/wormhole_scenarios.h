// Wormhole switching and source-route segments: the scenarios shared by hw_wormhole_test.cpp
// and rtl_wormhole_test.cpp (see switch_scenarios.h).
#pragma once

#include "common/switch/switch_scenarios.h"

namespace ccsim::scenarios {

// ---------------------------------------------------------------------------------------------
// Wormhole switching and source-route segments, on a chain (ports east 0, west 1, local 2).

constexpr uint8_t kE = 0;
constexpr uint8_t kW = 1;
constexpr uint8_t kL = 2;

// Index (in `words`) of the first word with this kind and data, or -1.
inline int find(const std::vector<Seen>& words, FlitKind kind, uint32_t data) {
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i].flit.kind == kind && words[i].flit.data == data) return int(i);
  }
  return -1;
}

// S0 -> S1 -> S2 (2 VCs, depth 2, endpoint depth 2). Worm A: E0 to E2 (through S1's east vc0
// and S2's local vc0), 12 bodies. E2 does not drain vc0 before cycle 60. Worm B: E1 to E2 on
// vc0 too, started later: it needs S1.east vc0, held by A. Worm C: E1 to E2 on vc1, shares the
// same physical links.
template <class Chain>
void blocked_worm_holds_its_output_vc_until_its_tail_passes(Chain& c) {
  const Cycle kStall = 60;
  c.ep[2]->drain_ok = [&](Cycle t, int vc) { return vc == 1 || t >= kStall; };
  c.ep[0]->queue_words(message({{kE, 2, 0}, {kL, 1, 0}}, 100, 12, 0, 0xA));
  c.ep[1]->queue_words(message({{kE, 1, 1}, {kL, 1, 1}}, 300, 4, 1, 0xC));
  c.ep[1]->queue_words(message({{kE, 1, 0}, {kL, 1, 0}}, 200, 3, 0, 0xB));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 5; };  // A's head reaches S1 first

  for (Cycle t = 0; t < 200; ++t) {
    c.tick(t);
    if (t >= 30 && t < kStall) {
      // A holds S1.east vc0 (from S1's west input) and S2.local vc0; B waits, unbound, with
      // its route word at the front.
      ASSERT_EQ(c.sw[1]->output_vc_owner(kE, 0), c.input(kW, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(kL, 0), c.input(kW, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->input_state(kL, 0).bound, 0u) << "cycle " << t;
      ASSERT_GT(c.sw[1]->input_state(kL, 0).occupancy, 0u) << "cycle " << t;
    }
  }
  const auto& got = c.ep[2]->drained();
  const int a_tail = find(got, FlitKind::kTail, 0xA);
  const int b_first = find(got, FlitKind::kBody, 200);
  const int c_tail = find(got, FlitKind::kTail, 0xC);
  ASSERT_GE(a_tail, 0);
  ASSERT_GE(b_first, 0);
  ASSERT_GE(c_tail, 0);
  EXPECT_LT(a_tail, b_first) << "B overtook the blocked worm A";
  EXPECT_LT(got[size_t(c_tail)].cycle, kStall) << "C on vc1 waited for A on vc0";

  // vc0 at E2: A's words, then B's, each without route words.
  std::vector<uint32_t> vc0;
  for (const auto& s : got) {
    if (s.flit.vc == 0) vc0.push_back(s.flit.data);
  }
  std::vector<uint32_t> want;
  for (uint32_t i = 0; i < 12; ++i) want.push_back(100 + i);
  want.push_back(0xA);
  for (uint32_t i = 0; i < 3; ++i) want.push_back(200 + i);
  want.push_back(0xB);
  EXPECT_EQ(vc0, want);
  for (auto& sw : c.sw) EXPECT_TRUE(sw->quiet());
}

// S0..S3 (VC 0 only, depth 2, endpoint depth 2). Worm A: E0 to E3 (30 bodies) and E3 stops
// draining: A's head is stuck at S3 while its body fills S3, S2, S1, S0. Worm D: E1 to E2
// needs S1.east vc0, which A holds although S2.local is free; D must wait until A's tail has
// left S1.
template <class Chain>
void blocked_worm_holds_its_whole_path_not_just_its_head(Chain& c) {
  const Cycle kStall = 100;
  c.ep[3]->drain_ok = [&](Cycle t, int) { return t >= kStall; };
  c.ep[0]->queue_words(message({{kE, 3, 0}, {kL, 1, 0}}, 1000, 30, 0, 0xA));
  c.ep[1]->queue_words(message({{kE, 1, 0}, {kL, 1, 0}}, 2000, 2, 0, 0xD));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 8; };

  Cycle a_tail_left_s1 = 0;
  for (Cycle t = 0; t < 300; ++t) {
    c.tick(t);
    Flit f;
    if (word_left(*c.trunk[1], 0, t, f) && f.kind == FlitKind::kTail && f.data == 0xA) {
      a_tail_left_s1 = t;
    }
    if (t >= 40 && t < kStall) {
      ASSERT_EQ(c.sw[0]->output_vc_owner(kE, 0), c.input(kL, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->output_vc_owner(kE, 0), c.input(kW, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(kE, 0), c.input(kW, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[3]->output_vc_owner(kL, 0), c.input(kW, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(kL, 0), -1) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->input_state(kL, 0).bound, 0u) << "cycle " << t;
      ASSERT_TRUE(c.ep[2]->received().empty()) << "cycle " << t;
    }
  }
  ASSERT_GT(a_tail_left_s1, kStall);
  ASSERT_FALSE(c.ep[2]->received().empty());
  EXPECT_GT(c.ep[2]->received().front().cycle, a_tail_left_s1);
  EXPECT_EQ(c.ep[2]->drained().size(), 3u);   // D's 2 bodies and tail
  EXPECT_EQ(c.ep[3]->drained().size(), 31u);  // A's 30 bodies and tail
}

// Every word each link end sent, per wire ("s0>s1", "e0>s0", ...), in order.
using WireLog = std::map<std::string, std::vector<Flit>>;

// Runs `words` from endpoint `src` and records every word each link end sent, per cycle.
template <class Chain>
WireLog run_and_log(Chain& c, int src, const std::vector<Flit>& words, Cycle cycles) {
  WireLog log;
  c.ep[size_t(src)]->queue_words(words);
  for (Cycle t = 0; t < cycles; ++t) {
    c.tick(t);
    Flit f;
    for (size_t i = 0; i < c.trunk.size(); ++i) {
      if (word_left(*c.trunk[i], 0, t, f)) {
        log["s" + std::to_string(i) + ">s" + std::to_string(i + 1)].push_back(f);
      }
      if (word_left(*c.trunk[i], 1, t, f)) {
        log["s" + std::to_string(i + 1) + ">s" + std::to_string(i)].push_back(f);
      }
    }
    for (size_t i = 0; i < c.local.size(); ++i) {
      if (word_left(*c.local[i], 0, t, f)) {
        log["s" + std::to_string(i) + ">e" + std::to_string(i)].push_back(f);
      }
      if (word_left(*c.local[i], 1, t, f)) {
        log["e" + std::to_string(i) + ">s" + std::to_string(i)].push_back(f);
      }
    }
  }
  return log;
}

inline void expect_words(const WireLog& log, const std::string& wire,
                         const std::vector<Flit>& want) {
  SCOPED_TRACE("wire " + wire);
  const auto it = log.find(wire);
  ASSERT_NE(it, log.end()) << "no word crossed it";
  const std::vector<Flit>& got = it->second;
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(same_word(got[i], want[i]))
        << "word " << i << ": got " << describe(got[i]) << ", want " << describe(want[i]);
  }
}

// The words after the route: two info words (head kind, route flag clear), bodies, tail.
inline std::vector<Flit> payload(uint8_t vc) {
  return {head(0x12345, vc), head(0x400, vc), body(7, vc),
          body(8, vc),       body(9, vc),     tail(0x77, vc)};
}

inline std::vector<Flit> with_route(std::vector<RouteSegment> r, uint8_t vc) {
  std::vector<Flit> words;
  for (const auto& s : r) words.push_back(head(net::encode_segment(s), vc));
  for (const auto& w : payload(vc)) words.push_back(w);
  return words;
}

// A chain of 4 (2 VCs, depth 4). E0 -> S0 -> S1 -> S2 -> S3 -> E3 with one straight segment of
// 3 hops on vc1, then the ejection segment on vc0. Injected on vc1 (the first segment's VC, as
// the node does).
template <class Chain>
void segments_decrement_hops_and_are_consumed_when_hops_reach_one(Chain& c) {
  const WireLog log = run_and_log(c, 0, with_route({{kE, 3, 1}, {kL, 1, 0}}, 1), 100);
  expect_words(log, "e0>s0", with_route({{kE, 3, 1}, {kL, 1, 0}}, 1));
  expect_words(log, "s0>s1", with_route({{kE, 2, 1}, {kL, 1, 0}}, 1));
  expect_words(log, "s1>s2", with_route({{kE, 1, 1}, {kL, 1, 0}}, 1));
  expect_words(log, "s2>s3", with_route({{kL, 1, 0}}, 1));
  expect_words(log, "s3>e3", payload(0));  // ejection strips every route word
  EXPECT_EQ(log.size(), 5u) << "a word went somewhere else";
  ASSERT_EQ(c.ep[3]->drained().size(), payload(0).size());
  for (size_t i = 0; i < 3; ++i) EXPECT_TRUE(c.ep[i]->received().empty()) << "e" << i;
}

// A chain of 3 (2 VCs, depth 4). E0 -> S0 -> S1 (hops 2 straight east) -> S2, back west on vc1
// to S1 and S0, eject on vc1: route (E x2 vc0) (W x2 vc1) (L x1 vc1).
template <class Chain>
void u_turn_with_vc_change_follows_each_segment(Chain& c) {
  const std::vector<RouteSegment> r = {{kE, 2, 0}, {kW, 2, 1}, {kL, 1, 1}};
  const WireLog log = run_and_log(c, 0, with_route(r, 0), 100);
  expect_words(log, "e0>s0", with_route(r, 0));
  expect_words(log, "s0>s1", with_route({{kE, 1, 0}, {kW, 2, 1}, {kL, 1, 1}}, 0));
  expect_words(log, "s1>s2", with_route({{kW, 2, 1}, {kL, 1, 1}}, 0));
  expect_words(log, "s2>s1", with_route({{kW, 1, 1}, {kL, 1, 1}}, 1));
  expect_words(log, "s1>s0", with_route({{kL, 1, 1}}, 1));
  expect_words(log, "s0>e0", payload(1));
  EXPECT_EQ(log.size(), 6u) << "a word went somewhere else";
}

// Traffic both ways on a chain of 3 (2 VCs) under random stalls; `tick(t)` advances the chain
// one cycle. Returns every word each endpoint drained, with its cycle.
template <class Chain, class Tick>
std::vector<std::vector<std::pair<Cycle, uint32_t>>> run_traffic(Chain& c, uint32_t seed,
                                                                 Tick tick) {
  std::mt19937 rng(seed);
  std::vector<std::vector<bool>> stall(6);
  for (auto& s : stall) {
    for (int t = 0; t < 600; ++t) s.push_back(rng() % 3 == 0);
  }
  for (size_t i = 0; i < 3; ++i) {
    c.ep[i]->send_ok = [&stall, i](Cycle t) { return t >= 600 || !stall[i][size_t(t)]; };
    c.ep[i]->drain_ok = [&stall, i](Cycle t, int) { return t >= 600 || !stall[3 + i][size_t(t)]; };
  }
  uint32_t serial = 1;
  size_t expected[3] = {0, 0, 0};  // words each endpoint must drain: bodies and tails
  for (int m = 0; m < 8; ++m) {
    const uint8_t vc = uint8_t(rng() % 2);
    const int bodies = int(rng() % 5);
    c.ep[0]->queue_words(message({{kE, 2, vc}, {kL, 1, vc}}, serial, bodies, vc));
    serial += 100;
    c.ep[2]->queue_words(message({{kW, 2, vc}, {kL, 1, vc}}, serial, bodies, vc));
    serial += 100;
    c.ep[1]->queue_words(message({{m % 2 ? kE : kW, 1, vc}, {kL, 1, vc}}, serial, bodies, vc));
    serial += 100;
    expected[2] += size_t(bodies) + 1;
    expected[0] += size_t(bodies) + 1;
    expected[m % 2 ? 2 : 0] += size_t(bodies) + 1;
  }
  for (Cycle t = 0; t < 1500; ++t) tick(t);
  std::vector<std::vector<std::pair<Cycle, uint32_t>>> out(3);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(c.ep[i]->all_sent()) << "e" << i;
    EXPECT_EQ(c.ep[i]->overflows(), 0) << "e" << i;
    for (const auto& s : c.ep[i]->drained()) out[i].push_back({s.cycle, s.flit.data});
    EXPECT_EQ(out[i].size(), expected[i]) << "e" << i;
  }
  return out;
}

}  // namespace ccsim::scenarios
