// Wormhole switching and source-route segments in the Verilated switch, on a line of them with
// scripted endpoints (rtl_harness.h RtlChain), through the scenarios of
// tests/unit/hw_wormhole_test.cpp, with the same names and claims.
//
// - A blocked worm keeps every output VC on its path; a message needing one of them waits for
//   the tail and follows it; a message on another VC of the same links passes meanwhile
//   (configuration p3_lite: 2 VCs, depth 2, as the model's test; the one-VC scenario uses VC 0
//   of it only, which is the same switch behaviour).
// - Segment semantics word by word on every link: hops > 1 leaves with hops - 1, hops == 1 is
//   consumed, the payload keeps kind and data, each link carries the segment's VC, the
//   destination sees no route word (configuration p3: depth 4, sync gate idle).
// - Beyond the model's file: a chain of RTL switches and a chain of model switches given the
//   same traffic under the same random stalls (latency 2) drain the same words in the same
//   cycles at every endpoint.
// No RTL assertion fires in any of them.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "rtl_harness.h"

namespace ccsim::rtltest {
namespace {

using hwtest::head;
using hwtest::message;
using hwtest::Seen;
using hwtest::word_left;
using net::LinkParams;
using net::RouteSegment;

constexpr uint8_t E = 0;
constexpr uint8_t W = 1;
constexpr uint8_t L = 2;

int find(const std::vector<Seen>& words, FlitKind kind, uint32_t data) {
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i].flit.kind == kind && words[i].flit.data == data) return int(i);
  }
  return -1;
}

TEST(RtlWormhole, BlockedWormHoldsItsOutputVcUntilItsTailPasses) {
  RtlChain<P3Lite> c(3, LinkParams{}, 2);
  const Cycle kStall = 60;
  c.ep[2]->drain_ok = [&](Cycle t, int vc) { return vc == 1 || t >= kStall; };
  c.ep[0]->queue_words(message({{E, 2, 0}, {L, 1, 0}}, 100, 12, 0, 0xA));
  c.ep[1]->queue_words(message({{E, 1, 1}, {L, 1, 1}}, 300, 4, 1, 0xC));
  c.ep[1]->queue_words(message({{E, 1, 0}, {L, 1, 0}}, 200, 3, 0, 0xB));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 5; };

  for (Cycle t = 0; t < 200; ++t) {
    c.tick(t);
    if (t >= 30 && t < kStall) {
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
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, BlockedWormHoldsItsWholePathNotJustItsHead) {
  RtlChain<P3Lite> c(4, LinkParams{}, 2);
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
  EXPECT_EQ(c.ep[2]->drained().size(), 3u);
  EXPECT_EQ(c.ep[3]->drained().size(), 31u);
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

// Every word each link end sent, per wire, in order.
using WireLog = std::map<std::string, std::vector<Flit>>;

WireLog run_and_log(RtlChain<P3>& c, int src, const std::vector<Flit>& words, Cycle cycles) {
  WireLog log;
  for (auto& sw : c.sw) sw->set_sync_mask(0);  // the model's scenario has no sync gate
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

void expect_words(const WireLog& log, const std::string& wire, const std::vector<Flit>& want) {
  SCOPED_TRACE("wire " + wire);
  const auto it = log.find(wire);
  ASSERT_NE(it, log.end()) << "no word crossed it";
  const std::vector<Flit>& got = it->second;
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(hwtest::same_word(got[i], want[i]))
        << "word " << i << ": got " << hwtest::describe(got[i]) << ", want "
        << hwtest::describe(want[i]);
  }
}

std::vector<Flit> payload(uint8_t vc) {
  return {head(0x12345, vc),   head(0x400, vc),     hwtest::body(7, vc),
          hwtest::body(8, vc), hwtest::body(9, vc), hwtest::tail(0x77, vc)};
}

std::vector<Flit> with_route(std::vector<RouteSegment> r, uint8_t vc) {
  std::vector<Flit> words;
  for (const auto& s : r) words.push_back(head(net::encode_segment(s), vc));
  for (const auto& w : payload(vc)) words.push_back(w);
  return words;
}

TEST(RtlWormhole, SegmentsDecrementHopsAndAreConsumedWhenHopsReachOne) {
  RtlChain<P3> c(4, LinkParams{}, 4);
  const WireLog log = run_and_log(c, 0, with_route({{E, 3, 1}, {L, 1, 0}}, 1), 100);
  expect_words(log, "e0>s0", with_route({{E, 3, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s0>s1", with_route({{E, 2, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s1>s2", with_route({{E, 1, 1}, {L, 1, 0}}, 1));
  expect_words(log, "s2>s3", with_route({{L, 1, 0}}, 1));
  expect_words(log, "s3>e3", payload(0));
  EXPECT_EQ(log.size(), 5u) << "a word went somewhere else";
  ASSERT_EQ(c.ep[3]->drained().size(), payload(0).size());
  for (size_t i = 0; i < 3; ++i) EXPECT_TRUE(c.ep[i]->received().empty()) << "e" << i;
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

TEST(RtlWormhole, UTurnWithVcChangeFollowsEachSegment) {
  RtlChain<P3> c(3, LinkParams{}, 4);
  const std::vector<RouteSegment> r = {{E, 2, 0}, {W, 2, 1}, {L, 1, 1}};
  const WireLog log = run_and_log(c, 0, with_route(r, 0), 100);
  expect_words(log, "e0>s0", with_route(r, 0));
  expect_words(log, "s0>s1", with_route({{E, 1, 0}, {W, 2, 1}, {L, 1, 1}}, 0));
  expect_words(log, "s1>s2", with_route({{W, 2, 1}, {L, 1, 1}}, 0));
  expect_words(log, "s2>s1", with_route({{W, 1, 1}, {L, 1, 1}}, 1));
  expect_words(log, "s1>s0", with_route({{L, 1, 1}}, 1));
  expect_words(log, "s0>e0", payload(1));
  EXPECT_EQ(log.size(), 6u) << "a word went somewhere else";
  EXPECT_FALSE(c.any_error()) << "an RTL assertion fired";
}

// Traffic both ways on a line of 3 under random stalls (as the model's order test), on either
// chain type; every word each endpoint drained, with its cycle.
template <class ChainT>
std::vector<std::vector<std::pair<Cycle, uint32_t>>> run_traffic(ChainT& c, uint32_t seed) {
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
  for (Cycle t = 0; t < 1500; ++t) c.tick(t);
  std::vector<std::vector<std::pair<Cycle, uint32_t>>> out(3);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(c.ep[i]->all_sent()) << "e" << i;
    EXPECT_EQ(c.ep[i]->overflows(), 0) << "e" << i;
    for (const auto& s : c.ep[i]->drained()) out[i].push_back({s.cycle, s.flit.data});
    EXPECT_EQ(out[i].size(), expected[i]) << "e" << i;
  }
  return out;
}

TEST(RtlWormhole, ChainOfRtlSwitchesDrainsTheSameWordsInTheSameCyclesAsTheModelChain) {
  LinkParams lp;
  lp.latency_cycles = 2;
  net::SwitchParams sp;
  sp.num_vcs = P3Lite::kConfig.vcs;
  sp.queue_depth = P3Lite::kConfig.queue_depth;
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    hwtest::Chain model(3, sp, lp, 2);
    RtlChain<P3Lite> rtl(3, lp, 2);
    const auto want = run_traffic(model, seed);
    const auto got = run_traffic(rtl, seed);
    for (size_t i = 0; i < 3; ++i) EXPECT_EQ(got[i], want[i]) << "endpoint e" << i;
    EXPECT_FALSE(rtl.any_error()) << "an RTL assertion fired";
  }
}

}  // namespace
}  // namespace ccsim::rtltest
