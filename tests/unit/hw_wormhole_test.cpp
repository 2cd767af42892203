// Wormhole switching and source-route segments (net/switch_core.h, net/flit.h), on a line of
// SwitchCores with scripted endpoints at the local ports (hw_test_util.h Chain).
//
// Stimulus and claims:
// - A worm whose destination stops draining keeps every output VC along its path; a second
//   message that needs one of them (even where the rest of its own path is free) waits until
//   the tail has passed, and then follows it; a message on another VC of the same physical
//   links passes meanwhile (VCs share links word by word).
// - Segment semantics, checked word by word on every link a worm crosses: a route word with
//   hops > 1 leaves with hops - 1, one with hops == 1 is consumed by the switch that reads it,
//   words after the route keep their kind and data, each link carries the VC of the segment
//   that bound it, and the destination sees no route word at all. Straight runs and a U-turn
//   with a VC change are both covered.
// - The trace (every word at every endpoint, with its cycle) is the same whichever order the
//   blocks are evaluated in within a cycle, over full and half duplex links under random
//   stalls.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "hw_test_util.h"
#include "net/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::RouteSegment;
using net::SwitchParams;

constexpr uint8_t E = Chain::kEast;
constexpr uint8_t W = Chain::kWest;
constexpr uint8_t L = Chain::kLocal;

SwitchParams switch_params(int vcs, int depth) {
  SwitchParams sp;
  sp.num_vcs = vcs;
  sp.queue_depth = depth;
  return sp;
}

// Index (in `words`) of the first word with this kind and data, or -1.
int find(const std::vector<Seen>& words, FlitKind kind, uint32_t data) {
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i].flit.kind == kind && words[i].flit.data == data) return int(i);
  }
  return -1;
}

TEST(HwWormhole, BlockedWormHoldsItsOutputVcUntilItsTailPasses) {
  // S0 -> S1 -> S2. Worm A: E0 to E2 (through S1's east vc0 and S2's local vc0), 12 bodies.
  // E2 does not drain vc0 before cycle 60. Worm B: E1 to E2 on vc0 too, started later: it
  // needs S1.east vc0, held by A. Worm C: E1 to E2 on vc1, shares the same physical links.
  Chain c(3, switch_params(2, 2), LinkParams{}, 2);
  const Cycle kStall = 60;
  c.ep[2]->drain_ok = [&](Cycle t, int vc) { return vc == 1 || t >= kStall; };
  c.ep[0]->queue_words(message({{E, 2, 0}, {L, 1, 0}}, 100, 12, 0, 0xA));
  c.ep[1]->queue_words(message({{E, 1, 1}, {L, 1, 1}}, 300, 4, 1, 0xC));
  c.ep[1]->queue_words(message({{E, 1, 0}, {L, 1, 0}}, 200, 3, 0, 0xB));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 5; };  // A's head reaches S1 first

  for (Cycle t = 0; t < 200; ++t) {
    c.tick(t);
    if (t >= 30 && t < kStall) {
      // A holds S1.east vc0 (from S1's west input) and S2.local vc0; B waits, unbound, with
      // its route word at the front.
      ASSERT_EQ(c.sw[1]->output_vc_owner(E, 0), c.input(W, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(L, 0), c.input(W, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->input_state(L, 0).bound, 0u) << "cycle " << t;
      ASSERT_GT(c.sw[1]->input_state(L, 0).occupancy, 0u) << "cycle " << t;
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

TEST(HwWormhole, BlockedWormHoldsItsWholePathNotJustItsHead) {
  // S0..S3. Worm A: E0 to E3 (30 bodies, queues of depth 2) and E3 stops draining: A's head
  // is stuck at S3 while its body fills S3, S2, S1, S0. Worm D: E1 to E2 needs S1.east vc0,
  // which A holds although S2.local is free; D must wait until A's tail has left S1.
  Chain c(4, switch_params(1, 2), LinkParams{}, 2);
  const Cycle kStall = 100;
  c.ep[3]->drain_ok = [&](Cycle t, int) { return t >= kStall; };
  c.ep[0]->queue_words(message({{E, 3, 0}, {L, 1, 0}}, 1000, 30, 0, 0xA));
  c.ep[1]->queue_words(message({{E, 1, 0}, {L, 1, 0}}, 2000, 2, 0, 0xD));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 8; };

  Cycle a_tail_left_s1 = 0;
  for (Cycle t = 0; t < 300; ++t) {
    c.tick(t);
    Flit f;
    if (word_left(*c.trunk[1], 0, t, f) && f.kind == FlitKind::kTail && f.data == 0xA) {
      a_tail_left_s1 = t;
    }
    if (t >= 40 && t < kStall) {
      ASSERT_EQ(c.sw[0]->output_vc_owner(E, 0), c.input(L, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->output_vc_owner(E, 0), c.input(W, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(E, 0), c.input(W, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[3]->output_vc_owner(L, 0), c.input(W, 0)) << "cycle " << t;
      ASSERT_EQ(c.sw[2]->output_vc_owner(L, 0), -1) << "cycle " << t;
      ASSERT_EQ(c.sw[1]->input_state(L, 0).bound, 0u) << "cycle " << t;
      ASSERT_TRUE(c.ep[2]->received().empty()) << "cycle " << t;
    }
  }
  ASSERT_GT(a_tail_left_s1, kStall);
  ASSERT_FALSE(c.ep[2]->received().empty());
  EXPECT_GT(c.ep[2]->received().front().cycle, a_tail_left_s1);
  EXPECT_EQ(c.ep[2]->drained().size(), 3u);   // D's 2 bodies and tail
  EXPECT_EQ(c.ep[3]->drained().size(), 31u);  // A's 30 bodies and tail
}

// Runs `words` from endpoint `src` and records every word each link end sent, per cycle.
struct WireLog {
  std::map<std::string, std::vector<Flit>> by_wire;
};

WireLog run_and_log(Chain& c, int src, const std::vector<Flit>& words, Cycle cycles) {
  WireLog log;
  c.ep[size_t(src)]->queue_words(words);
  for (Cycle t = 0; t < cycles; ++t) {
    c.tick(t);
    Flit f;
    for (size_t i = 0; i < c.trunk.size(); ++i) {
      if (word_left(*c.trunk[i], 0, t, f)) {
        log.by_wire["s" + std::to_string(i) + ">s" + std::to_string(i + 1)].push_back(f);
      }
      if (word_left(*c.trunk[i], 1, t, f)) {
        log.by_wire["s" + std::to_string(i + 1) + ">s" + std::to_string(i)].push_back(f);
      }
    }
    for (size_t i = 0; i < c.local.size(); ++i) {
      if (word_left(*c.local[i], 0, t, f)) {
        log.by_wire["s" + std::to_string(i) + ">e" + std::to_string(i)].push_back(f);
      }
      if (word_left(*c.local[i], 1, t, f)) {
        log.by_wire["e" + std::to_string(i) + ">s" + std::to_string(i)].push_back(f);
      }
    }
  }
  return log;
}

void expect_words(const WireLog& log, const std::string& wire, const std::vector<Flit>& want) {
  SCOPED_TRACE("wire " + wire);
  const auto it = log.by_wire.find(wire);
  ASSERT_NE(it, log.by_wire.end()) << "no word crossed it";
  const std::vector<Flit>& got = it->second;
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(same_word(got[i], want[i]))
        << "word " << i << ": got " << describe(got[i]) << ", want " << describe(want[i]);
  }
}

// The words after the route: two info words (head kind, route flag clear), bodies, tail.
std::vector<Flit> payload(uint8_t vc) {
  return {head(0x12345, vc), head(0x400, vc), body(7, vc),
          body(8, vc),       body(9, vc),     tail(0x77, vc)};
}

std::vector<Flit> with_route(std::vector<RouteSegment> r, uint8_t vc) {
  std::vector<Flit> words;
  for (const auto& s : r) words.push_back(head(net::encode_segment(s), vc));
  for (const auto& w : payload(vc)) words.push_back(w);
  return words;
}

TEST(HwWormhole, SegmentsDecrementHopsAndAreConsumedWhenHopsReachOne) {
  // E0 -> S0 -> S1 -> S2 -> S3 -> E3 with one straight segment of 3 hops on vc1, then the
  // ejection segment on vc0. Injected on vc1 (the first segment's VC, as the node does).
  Chain c(4, switch_params(2, 4), LinkParams{}, 4);
  const WireLog log = run_and_log(c, 0, with_route({{E, 3, 1}, {L, 1, 0}}, 1), 100);
  expect_words(log, "e0>s0", with_route({{E, 3, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s0>s1", with_route({{E, 2, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s1>s2", with_route({{E, 1, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s2>s3", with_route({{L, 1, 0}}, 1));
  expect_words(log, "s3>e3", payload(0));  // ejection strips every route word
  EXPECT_EQ(log.by_wire.size(), 5u) << "a word went somewhere else";
  ASSERT_EQ(c.ep[3]->drained().size(), payload(0).size());
  for (size_t i = 0; i < 3; ++i) EXPECT_TRUE(c.ep[i]->received().empty()) << "e" << i;
}

TEST(HwWormhole, UTurnWithVcChangeFollowsEachSegment) {
  // E0 -> S0 -> S1 (hops 2 straight east) -> S2, back west on vc1 to S1 and S0, eject on vc1:
  // route (E x2 vc0) (W x2 vc1) (L x1 vc1).
  Chain c(3, switch_params(2, 4), LinkParams{}, 4);
  const std::vector<RouteSegment> r = {{E, 2, 0}, {W, 2, 1}, {L, 1, 1}};
  const WireLog log = run_and_log(c, 0, with_route(r, 0), 100);
  expect_words(log, "e0>s0", with_route(r, 0));
  expect_words(log, "s0>s1", with_route({{E, 1, 0}, {W, 2, 1}, {L, 1, 1}}, 0));
  expect_words(log, "s1>s2", with_route({{W, 2, 1}, {L, 1, 1}}, 0));
  expect_words(log, "s2>s1", with_route({{W, 1, 1}, {L, 1, 1}}, 1));
  expect_words(log, "s1>s0", with_route({{L, 1, 1}}, 1));
  expect_words(log, "s0>e0", payload(1));
  EXPECT_EQ(log.by_wire.size(), 6u) << "a word went somewhere else";
}

// Traffic both ways on a line of 3 under random stalls; every word each endpoint drained.
std::vector<std::vector<std::pair<Cycle, uint32_t>>> run_traffic(bool half_duplex, bool reverse,
                                                                 uint32_t seed) {
  LinkParams lp;
  lp.half_duplex = half_duplex;
  lp.latency_cycles = 2;
  Chain c(3, switch_params(2, 2), lp, 2);
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
    c.ep[0]->queue_words(message({{E, 2, vc}, {L, 1, vc}}, serial, bodies, vc));
    serial += 100;
    c.ep[2]->queue_words(message({{W, 2, vc}, {L, 1, vc}}, serial, bodies, vc));
    serial += 100;
    c.ep[1]->queue_words(message({{m % 2 ? E : W, 1, vc}, {L, 1, vc}}, serial, bodies, vc));
    serial += 100;
    expected[2] += size_t(bodies) + 1;
    expected[0] += size_t(bodies) + 1;
    expected[m % 2 ? 2 : 0] += size_t(bodies) + 1;
  }
  for (Cycle t = 0; t < 1500; ++t) c.tick(t, reverse);
  std::vector<std::vector<std::pair<Cycle, uint32_t>>> out(3);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(c.ep[i]->all_sent()) << "e" << i;
    EXPECT_EQ(c.ep[i]->overflows(), 0) << "e" << i;
    for (const auto& s : c.ep[i]->drained()) out[i].push_back({s.cycle, s.flit.data});
    EXPECT_EQ(out[i].size(), expected[i]) << "e" << i;
  }
  return out;
}

TEST(HwWormhole, TraceDoesNotDependOnTheOrderBlocksAreEvaluatedInACycle) {
  for (bool half : {false, true}) {
    for (uint32_t seed = 1; seed <= 6; ++seed) {
      const auto forward = run_traffic(half, false, seed);
      const auto backward = run_traffic(half, true, seed);
      for (size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(forward[i], backward[i])
            << (half ? "half" : "full") << " duplex, seed " << seed << ", endpoint e" << i;
      }
    }
  }
}

}  // namespace
}  // namespace ccsim::hwtest
