// The switch scenarios shared by the model's hardware tests (tests/unit/sc_models/hw_*_test.cpp, on
// net::SwitchCore with hwtest::Star / hwtest::Chain) and the RTL tests
// (tests/rtl/rtl_*_test.cpp, on LinkedRtlSwitch<Cfg> with rtltest::RtlStar / RtlChain).
//
// Each scenario is written once, as a template over the bench (star, chain, or switch and its
// endpoints) that the caller has built: the stimulus, the cycle loop and every claim live here,
// with gtest EXPECT_* / ASSERT_* inside. What differs between the two sides stays with the
// caller: building the bench (SwitchParams against a Verilated configuration), idling the RTL
// sync gate where the model's scenario has none, and the RTL-only check that no assertion
// fired. The two switch types differ in one accessor, the sticky sync bits, bridged by
// sync_bits() below. A scenario that needs a step only one side has takes it as a callable.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::scenarios {

using hwtest::body;
using hwtest::describe;
using hwtest::Endpoint;
using hwtest::head;
using hwtest::message;
using hwtest::same_word;
using hwtest::Seen;
using hwtest::tail;
using hwtest::word_left;
using net::Cycle;
using net::Flit;
using net::FlitKind;
using net::RouteSegment;

// The sticky bits of the synchronizing switch, whichever switch holds it.
inline uint64_t sync_bits(const net::SwitchCore& sw) { return sw.sync_gate().bits(); }
template <class Sw>
uint64_t sync_bits(const Sw& sw) {
  return sw.sync_bits();
}

// ---------------------------------------------------------------------------------------------
// Synchronizing switch (004 §2.2.4). Star of 3 ports p0, p1, local; 2 VCs; depth 4; pool VC 0.

constexpr uint8_t kP0 = 0;
constexpr uint8_t kP1 = 1;
constexpr uint8_t kLoc = 2;

// Cycle in which a tail with `data` left the switch through `port`, filled in as it happens.
struct TailWatch {
  uint8_t port;
  uint32_t data;
  Cycle left = ~Cycle(0);
};

template <class Star>
void watch(Star& s, std::vector<TailWatch>& w, Cycle t) {
  for (auto& x : w) {
    Flit f;
    if (word_left(*s.links[x.port], 0, t, f) && f.kind == FlitKind::kTail && f.data == x.data) {
      x.left = t;
    }
  }
}

// Each port sends a phase-1 pool message of a different length, then its phase-2 message, plus
// messages on VC 1. Sticky bits follow the tails; phase-2 headers wait until every pool queue
// passed a tail; all bits clear together with one completion and the held headers start in
// that cycle; VC 1 passes while the pool is held.
template <class Star>
void holds_header_until_all_queues_passed_a_tail(Star& s) {
  // Phase-1 tails 0x10 + input, phase-2 tails 0x20 + input; VC 1 tails 0x30 + input.
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[kP0]->queue_words(message({{kP1, 1, 1}}, 0, 2, 1, 0x30));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 1}}, 0, 1, 1, 0x31));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 8, 0, 0x11));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0x21));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 30, 0, 0x12));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 2, 0, 0x22));
  // Where each phase-1 tail of input p leaves: p0 -> p1, p1 -> local, local -> p0.
  std::vector<TailWatch> phase1 = {{kP1, 0x10}, {kLoc, 0x11}, {kP0, 0x12}};
  std::vector<TailWatch> vc1 = {{kP1, 0x30}, {kLoc, 0x31}};

  struct Snap {
    uint64_t bits;
    uint64_t completions;
    uint32_t bound[3];
    uint32_t occupancy[3];
  };
  std::vector<Snap> snaps;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    watch(s, phase1, t);
    watch(s, vc1, t);
    Snap x{sync_bits(s.sw), s.sw.queues_complete_count(), {}, {}};
    for (int p = 0; p < 3; ++p) {
      x.bound[p] = s.sw.input_state(p, 0).bound;
      x.occupancy[p] = s.sw.input_state(p, 0).occupancy;
    }
    snaps.push_back(x);
  }
  Cycle last = 0;
  for (const auto& w : phase1) {
    ASSERT_NE(w.left, ~Cycle(0)) << "phase-1 tail 0x" << std::hex << w.data << " never left";
    last = std::max(last, w.left);
  }
  // The stimulus staggers the tails: input p0 first, local last.
  ASSERT_LT(phase1[0].left + 10, last);
  ASSERT_LT(phase1[1].left + 5, last);

  for (Cycle t = 0; t <= last; ++t) {
    const Snap& x = snaps[size_t(t)];
    EXPECT_EQ(x.completions, 0u) << "cycle " << t;
    for (int p = 0; p < 3; ++p) {
      EXPECT_EQ((x.bits >> p) & 1, t >= phase1[size_t(p)].left ? 1u : 0u)
          << "sticky bit " << p << " at cycle " << t;
      if (t > phase1[size_t(p)].left) {
        EXPECT_EQ(x.bound[p], 0u) << "input " << p << " started a phase-2 header at cycle " << t
                                  << " before every pool queue passed its tail";
      }
    }
  }
  // The phase-2 headers of p0 and p1 waited at the front of their queues.
  EXPECT_GT(snaps[size_t(last)].occupancy[kP0], 0u);
  EXPECT_GT(snaps[size_t(last)].occupancy[kP1], 0u);

  // Next cycle: every bit clears at once, one completion, held headers start that cycle.
  const Snap& next = snaps[size_t(last) + 1];
  EXPECT_EQ(next.bits, 0u);
  EXPECT_EQ(next.completions, 1u);
  for (int p = 0; p < 3; ++p) {
    if (snaps[size_t(last)].occupancy[p] > 0) {
      EXPECT_EQ(next.bound[p], 1u) << "input " << p << " not released with the others";
    }
  }
  // VC 1 is not the pool: its messages passed while the pool was held.
  for (const auto& w : vc1) {
    EXPECT_LT(w.left, last) << "VC 1 tail 0x" << std::hex << w.data << " waited for the gate";
  }
  // Phase 2 completes as well; nothing is left behind.
  EXPECT_EQ(snaps.back().completions, 2u);
  EXPECT_TRUE(s.sw.quiet());
}

// With a mask that leaves out the local queue, that queue is never held and completion does
// not wait for it.
template <class Star>
void masked_out_queue_is_neither_held_nor_awaited(Star& s) {
  const uint32_t mask = (1u << kP0) | (1u << kP1);
  s.sw.set_sync_mask(mask);
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x10));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 2, 0, 0x20));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 5, 0, 0x11));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0x21));
  // The local queue (outside the mask) streams three messages; the first is long so that
  // the masked queues complete while it is still in its message.
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 40, 0, 0x12));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 1, 0, 0x22));
  s.ep[kLoc]->queue_words(message({{kP0, 1, 0}}, 0, 1, 0, 0x32));
  std::vector<TailWatch> w = {{kP1, 0x10}, {kLoc, 0x11}, {kP0, 0x12}, {kP0, 0x22}, {kP0, 0x32}};
  std::vector<uint64_t> completions;
  std::vector<uint32_t> local_bound;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    watch(s, w, t);
    completions.push_back(s.sw.queues_complete_count());
    local_bound.push_back(s.sw.input_state(kLoc, 0).bound);
  }
  const Cycle masked_done = std::max(w[0].left, w[1].left);
  ASSERT_LT(masked_done + 5, w[2].left) << "stimulus: local must still be in its message";
  EXPECT_EQ(completions[size_t(masked_done)], 0u);
  EXPECT_EQ(completions[size_t(masked_done) + 1], 1u) << "completion waited for a masked-out queue";
  // The local queue starts each next message the cycle after its tail left: never held.
  EXPECT_EQ(local_bound[size_t(w[2].left) + 1], 1u);
  EXPECT_EQ(local_bound[size_t(w[3].left) + 1], 1u);
  EXPECT_NE(w[4].left, ~Cycle(0));
  EXPECT_EQ(sync_bits(s.sw) & mask, 0u);
}

// ---------------------------------------------------------------------------------------------
// Stop condition and forward (004 §2.2.2). Star of 3 ports p0, p1, local; 2 VCs; depth 4; pool
// VC 0; no synchronizing switch at work.

// The stop condition on p0's pool VC only; p0 queues three pool messages and one on VC 1, p1
// two pool messages. The stopped queue starts no message until forward(); each forward() lets
// exactly one message through; queues_stopped() follows the tail; VC 1 and p1 run freely;
// forward() to a waiting queue binds its header in that same cycle (node software acts between
// edges: forward() before the tick of cycle kForward).
template <class Star>
void stopped_queue_forwards_one_message_per_forward(Star& s) {
  const uint32_t mask = 1u << kP0;
  s.sw.set_stop_not_in_message(mask);
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 3, 0, 0xA1));
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 1, 0, 0xA2));
  s.ep[kP0]->queue_words(message({{kLoc, 1, 1}}, 0, 1, 1, 0xB1));  // VC 1: never stopped
  s.ep[kP0]->queue_words(message({{kP1, 1, 0}}, 0, 1, 0, 0xA3));
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0xC1));  // p1: not in the mask
  s.ep[kP1]->queue_words(message({{kLoc, 1, 0}}, 0, 2, 0, 0xC2));

  const Cycle kForward1 = 30;
  const Cycle kForward2 = 70;
  Cycle tail1 = ~Cycle(0);
  Cycle tail2 = ~Cycle(0);
  Cycle tail_b = ~Cycle(0);
  Cycle tail_c2 = ~Cycle(0);
  for (Cycle t = 0; t < 140; ++t) {
    if (t == kForward1 || t == kForward2) {
      ASSERT_EQ(s.sw.input_state(kP0, 0).bound, 0u);
      ASSERT_GT(s.sw.input_state(kP0, 0).occupancy, 0u) << "header not waiting at cycle " << t;
      s.sw.forward(mask);
    }
    s.tick(t);
    Flit f;
    if (word_left(*s.links[kP1], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xA1) tail1 = t;
      if (f.data == 0xA2) tail2 = t;
      ASSERT_NE(f.data, 0xA3u) << "third message passed without a third forward()";
    }
    if (word_left(*s.links[kLoc], 0, t, f) && f.kind == FlitKind::kTail) {
      if (f.data == 0xB1) tail_b = t;
      if (f.data == 0xC2) tail_c2 = t;
    }
    const uint32_t bound = s.sw.input_state(kP0, 0).bound;
    if (t < kForward1) {
      ASSERT_EQ(bound, 0u) << "stopped queue started a message at cycle " << t;
      ASSERT_FALSE(s.sw.queues_stopped(mask)) << "no tail passed yet, cycle " << t;
    }
    if (t == kForward1 || t == kForward2) {
      EXPECT_EQ(bound, 1u) << "forward() did not release the waiting header at cycle " << t;
    }
    if (tail1 != ~Cycle(0) && t >= tail1 && t < kForward2) {
      ASSERT_EQ(bound, 0u) << "second message started without forward(), cycle " << t;
      ASSERT_TRUE(s.sw.queues_stopped(mask)) << "cycle " << t;
    }
    if (t > kForward1 && t < tail1) {
      ASSERT_FALSE(s.sw.queues_stopped(mask)) << "in a message at cycle " << t;
    }
  }
  ASSERT_NE(tail1, ~Cycle(0));
  ASSERT_NE(tail2, ~Cycle(0));
  EXPECT_LT(tail1, kForward2);
  EXPECT_GT(tail2, kForward2);
  EXPECT_TRUE(s.sw.queues_stopped(mask));
  EXPECT_EQ(s.sw.input_state(kP0, 0).bound, 0u);
  // VC 1 of p0 and the pool VC of p1 ran freely long before any forward().
  EXPECT_LT(tail_b, kForward2);
  EXPECT_LT(tail_c2, kForward1);
}

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

// ---------------------------------------------------------------------------------------------
// Round-robin fairness at a switch.

// `eps[0..k-1]` feed inputs 0..k-1 of `sw`, `eps[k]` sinks its port k (always draining; 2 VCs).
// Each source streams 12 messages of random lengths to output VC 1 of port k on its own link
// VC (i % 2), the tail carrying the input's number. Every input gets the same number of
// messages, and any k consecutive grants name k different inputs.
template <class Sw>
void competing_inputs_are_granted_in_rotation(Sw& sw, std::vector<std::unique_ptr<Endpoint>>& eps,
                                              int k, uint32_t seed) {
  const int out = k;
  std::mt19937 rng(seed);
  const int kMessages = 12;
  for (int i = 0; i < k; ++i) {
    for (int m = 0; m < kMessages; ++m) {
      const uint8_t link_vc = uint8_t(i % 2);
      eps[size_t(i)]->queue_words(
          message({{uint8_t(out), 1, 1}}, 0, int(rng() % 4), link_vc, uint32_t(i)));
    }
  }
  for (Cycle t = 0; t < 3000; ++t) {
    for (auto& e : eps) e->tick(t);
    sw.tick(t);
  }
  std::vector<int> order;
  for (const auto& s : eps[size_t(out)]->drained()) {
    if (s.flit.kind == FlitKind::kTail) order.push_back(int(s.flit.data));
  }
  ASSERT_EQ(order.size(), size_t(k * kMessages));
  std::vector<int> count(size_t(k), 0);
  for (int i : order) ++count[size_t(i)];
  for (int i = 0; i < k; ++i) EXPECT_EQ(count[size_t(i)], kMessages) << "input " << i;
  // After the first grant, while every input still has messages (all of them, since the
  // shares are equal), any k consecutive grants name k different inputs.
  std::string seq;
  for (int i : order) seq += char('0' + i);
  for (size_t j = 0; j + size_t(k) <= order.size(); ++j) {
    std::vector<bool> seen(size_t(k), false);
    for (size_t m = j; m < j + size_t(k); ++m) seen[size_t(order[m])] = true;
    for (int i = 0; i < k; ++i) {
      EXPECT_TRUE(seen[size_t(i)]) << "input " << i << " missing from grants " << j << ".."
                                   << j + size_t(k) - 1 << " of " << seq;
    }
  }
}

// Star of 3 ports in0, in1, out (2 VCs, depth 4). Two inputs, each with a long worm to a
// different VC of the same output port: once both are flowing, the link carries their words
// alternately.
template <class Star>
void worms_on_two_vcs_of_one_output_share_the_link_word_by_word(Star& s) {
  s.ep[0]->queue_words(message({{2, 1, 0}}, 0, 30, 0, 0xA));
  s.ep[1]->queue_words(message({{2, 1, 1}}, 0, 30, 0, 0xB));
  std::vector<int> vcs;
  for (Cycle t = 0; t < 200; ++t) {
    s.tick(t);
    Flit f;
    if (word_left(*s.links[2], 0, t, f)) vcs.push_back(f.vc);
  }
  ASSERT_EQ(vcs.size(), 62u);
  // Both start in the same cycle; every word leaves in its own cycle, alternating VCs.
  for (size_t i = 1; i < vcs.size(); ++i) {
    EXPECT_NE(vcs[i], vcs[i - 1]) << "word " << i << " of " << vcs.size();
  }
}

// ---------------------------------------------------------------------------------------------
// Credit flow through one switch between a source (port A = 0) and a sink (port B = 1).

constexpr int kA = 0;
constexpr int kB = 1;

// `source` feeds port A, `sink` (per-VC depth `sink_depth`, which port B was connected with)
// drains port B. The source streams 12 messages alternating VCs 0 and 1; both stall at random
// (seeded) until cycle 400. Proves: port B's credits stay within 0..sink_depth, the sink never
// overflows, and in the end every credit is back and the sink got every word, per VC in order,
// with the hops == 1 route word consumed. `settle(now)` runs once after the last cycle, before
// the final checks (the model takes its lazily counted credits there).
template <class Sw, class Settle>
void stalled_receiver_gets_every_word_in_order(Sw& sw, Endpoint& source, Endpoint& sink,
                                               int sink_depth, uint32_t seed, Settle settle) {
  const int vcs = 2;
  std::mt19937 rng(seed);
  // Messages alternate VCs; words numbered so that order per VC is checkable.
  std::vector<Flit> expected[2];
  uint32_t serial = 1;
  for (int m = 0; m < 12; ++m) {
    const uint8_t vc = uint8_t(m % vcs);
    const int bodies = int(rng() % 7);
    const auto words = message({{uint8_t(kB), 1, vc}}, serial, bodies, vc, serial + 1000);
    serial += uint32_t(bodies) + 1;
    source.queue_words(words);
    // The switch consumes the single route word (hops == 1); the rest leave on `vc`.
    for (size_t i = 1; i < words.size(); ++i) expected[vc].push_back(words[i]);
  }
  std::vector<bool> stall_sink, stall_source;
  const Cycle kStallUntil = 400;
  for (Cycle t = 0; t < kStallUntil; ++t) {
    stall_sink.push_back(rng() % 4 != 0);  // drains one cycle in four
    stall_source.push_back(rng() % 3 == 0);
  }
  sink.drain_ok = [&](Cycle t, int) { return t >= kStallUntil || !stall_sink[size_t(t)]; };
  source.send_ok = [&](Cycle t) { return t >= kStallUntil || !stall_source[size_t(t)]; };

  const Cycle kCycles = 2000;
  for (Cycle t = 0; t < kCycles; ++t) {
    source.tick(t);
    sw.tick(t);
    sink.tick(t);
    for (int v = 0; v < vcs; ++v) {
      ASSERT_LE(sw.output_credits(kB, v), sink_depth) << "cycle " << t << " vc " << v;
      ASSERT_GE(sw.output_credits(kB, v), 0) << "cycle " << t << " vc " << v;
    }
    ASSERT_EQ(sink.overflows(), 0) << "cycle " << t;
  }
  settle(kCycles);
  for (int v = 0; v < vcs; ++v) {
    EXPECT_LE(sink.max_occupancy(v), size_t(sink_depth));
    EXPECT_EQ(sw.output_credits(kB, v), sink_depth) << "credits not all returned, vc " << v;
  }
  EXPECT_TRUE(source.all_sent());
  std::vector<Flit> got[2];
  for (const auto& s : sink.drained()) got[s.flit.vc].push_back(s.flit);
  for (int v = 0; v < vcs; ++v) {
    ASSERT_EQ(got[v].size(), expected[v].size()) << "vc " << v;
    for (size_t i = 0; i < got[v].size(); ++i) {
      EXPECT_TRUE(same_word(got[v][i], expected[v][i]))
          << "vc " << v << " word " << i << ": got " << describe(got[v][i]) << ", want "
          << describe(expected[v][i]);
    }
  }
  EXPECT_TRUE(sw.quiet());
}

}  // namespace ccsim::scenarios
