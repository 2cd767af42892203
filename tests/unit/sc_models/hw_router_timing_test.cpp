// Router timing as configuration (net/params.h: switch.pipeline_cycles, switch.next_head_cycles,
// switch.route_words, link.credit_delay_cycles), on lines of SwitchCores with scripted
// endpoints at the local ports (hw_test_util.h Chain), every word observed on the wires.
//
// Stimulus and claims:
// - A head that arrives in cycle t leaves in t + pipeline_cycles when nothing else holds it,
//   at the first switch (from the local link) and at the next one (from a network link), for
//   pipeline depths 1 (iWarp) to 7; any other word in t + body_cycles.
// - A head that follows a tail through the same input leaves next_head_cycles + 1 cycles after
//   the tail, when it arrived in time (0: the very next cycle, as iWarp's switch does).
// - A credit comes back latency + credit_delay cycles after it was sent, so one worm streams
//   at queue_depth / (2 latency + body_cycles + credit_delay) words per cycle, at most one.
// - route_words = kept: every link a packet crosses carries all of its words; where a segment
//   ends the route words move up one place and the segment follows them, spent (hops 0), so
//   the next switch decodes its own at the front; two-word queues carry any route.
// - vc_class_size = 2: two worms take the two VCs of their class on one link at once; with
//   fixed VCs the second waits for the first one's tail.
//   consumed (iWarp): the same packet loses a route word wherever a segment ends.
// - route_words = head: one head word carries the whole route; every link carries the packet
//   whole, the head's sideband (leg, hops done on it) advancing hop by hop, spent at the node;
//   the head's pipeline is the same at every switch; a head naming no route is refused.
// - one_word_per_input: two worms of one input port bound to different outputs share that
//   input's crossbar port (one word per cycle between them); without it each moves a word a
//   cycle.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "base/errors.h"
#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::RouteSegment;
using net::SwitchParams;

SwitchParams timed_switch(int pipeline, int next_head, int depth = 8, int body = 1) {
  SwitchParams sp;
  sp.num_vcs = 1;
  sp.queue_depth = depth;
  sp.pipeline_cycles = pipeline;
  sp.body_cycles = body;
  sp.next_head_cycles = next_head;
  return sp;
}

// Every word that left `link` at `end`, with its cycle, over `cycles` cycles of `c`.
struct Wires {
  std::vector<std::vector<Seen>> trunk;  // trunk[i]: leaving switch i eastward
  std::vector<std::vector<Seen>> local;  // local[i]: leaving switch i to its endpoint
};
Wires run_chain(Chain& c, Cycle cycles) {
  Wires w;
  w.trunk.resize(c.trunk.size());
  w.local.resize(c.local.size());
  for (Cycle t = 0; t < cycles; ++t) {
    c.tick(t);
    Flit f;
    for (size_t i = 0; i < c.trunk.size(); ++i) {
      if (word_left(*c.trunk[i], 0, t, f)) w.trunk[i].push_back({t, f});
    }
    for (size_t i = 0; i < c.local.size(); ++i) {
      if (word_left(*c.local[i], 0, t, f)) w.local[i].push_back({t, f});
    }
  }
  return w;
}

TEST(HwRouterTiming, HeadLeavesPipelineCyclesAfterItArrives) {
  for (int pipeline : {1, 2, 4, 7}) {
    SCOPED_TRACE("pipeline_cycles " + std::to_string(pipeline));
    Chain c(4, timed_switch(pipeline, 0), LinkParams{}, 8);
    // Straight through three switches (the segment ends at s2), ejected at s3.
    c.ep[0]->queue_words(message({{Chain::kEast, 3, 0}, {Chain::kLocal, 1, 0}}, 100, 3));
    const Wires w = run_chain(c, 80);
    ASSERT_EQ(c.ep[0]->sent().size(), 6u);
    ASSERT_FALSE(w.trunk[0].empty());
    ASSERT_FALSE(w.trunk[1].empty());
    const Cycle p = Cycle(pipeline);
    // The endpoint's word arrives one cycle (the local link's latency) after it was sent.
    EXPECT_EQ(w.trunk[0][0].cycle, c.ep[0]->sent()[0].cycle + 1 + p);
    EXPECT_EQ(w.trunk[1][0].cycle, w.trunk[0][0].cycle + 1 + p);
    // The whole packet arrives, both route words consumed on the way.
    EXPECT_EQ(c.ep[3]->received().size(), 4u);
  }
}

// A head's pipeline is pipeline_cycles whatever body_cycles is; the words behind it keep their
// distance unless body_cycles holds them back: a word that arrives in t leaves from
// t + body_cycles on.
TEST(HwRouterTiming, BodyWordLeavesBodyCyclesAfterItArrives) {
  for (int body : {1, 2, 3, 4}) {
    SCOPED_TRACE("body_cycles " + std::to_string(body));
    Chain c(3, timed_switch(4, 0, 8, body), LinkParams{}, 8);
    // Two bodies and the tail 6 cycles behind the head, so that they never wait for it.
    c.ep[0]->send_ok = [](Cycle t) { return t == 0 || t >= 6; };
    c.ep[0]->queue_words(message({{Chain::kEast, 2, 0}, {Chain::kLocal, 1, 0}}, 100, 2));
    const Wires w = run_chain(c, 80);
    ASSERT_EQ(w.trunk[0].size(), 5u);
    const std::vector<Seen>& sent = c.ep[0]->sent();
    EXPECT_EQ(w.trunk[0][0].cycle, sent[0].cycle + 1 + 4);
    for (size_t k = 2; k < 5; ++k) {
      EXPECT_EQ(w.trunk[0][k].cycle, sent[k].cycle + 1 + Cycle(body)) << "word " << k;
    }
  }
}

TEST(HwRouterTiming, NextHeadLeavesNextHeadCyclesAfterTheCycleFollowingTheTail) {
  for (int next_head : {0, 1, 2, 5}) {
    SCOPED_TRACE("next_head_cycles " + std::to_string(next_head));
    Chain c(3, timed_switch(1, next_head), LinkParams{}, 8);
    // Two packets back to back on one input; the first segment does not end at s0, so the
    // head itself is the first word each packet sends east.
    const net::SourceRoute r = {{Chain::kEast, 2, 0}, {Chain::kLocal, 1, 0}};
    c.ep[0]->queue_words(message(r, 100, 3));
    c.ep[0]->queue_words(message(r, 200, 3));
    const Wires w = run_chain(c, 80);
    const std::vector<Seen>& out = w.trunk[0];
    ASSERT_EQ(out.size(), 12u);
    ASSERT_EQ(out[5].flit.kind, FlitKind::kTail);
    ASSERT_EQ(out[6].flit.kind, FlitKind::kHead);
    EXPECT_EQ(out[6].cycle, out[5].cycle + 1 + Cycle(next_head));
    // The first packet itself streams: one word per cycle.
    EXPECT_EQ(out[5].cycle, out[0].cycle + 5);
  }
}

TEST(HwRouterTiming, CreditsComeBackLatencyPlusCreditDelayCyclesAfterTheyAreSent) {
  for (int latency = 1; latency <= 3; ++latency) {
    for (int delay = 0; delay <= 4; ++delay) {
      SCOPED_TRACE("latency " + std::to_string(latency) + ", delay " + std::to_string(delay));
      LinkParams lp;
      lp.latency_cycles = latency;
      lp.credit_delay_cycles = delay;
      net::Link link(lp);
      std::vector<Cycle> got;
      for (Cycle t = 0; t < 20; ++t) {
        if (t == 4 || t == 5) link.send_credit(1, 0, t);
        uint8_t vc;
        while (link.receive_credit(0, t, vc)) got.push_back(t);
      }
      const Cycle d = Cycle(latency + delay);
      EXPECT_EQ(got, (std::vector<Cycle>{4 + d, 5 + d}));
    }
  }
}

TEST(HwRouterTiming, OneWormStreamsAtQueueDepthOverTheCreditRoundTrip) {
  for (int delay = 0; delay <= 5; ++delay) {
    SCOPED_TRACE("credit_delay_cycles " + std::to_string(delay));
    LinkParams lp;
    lp.credit_delay_cycles = delay;
    Chain c(2, timed_switch(1, 0, 4), lp, 4);
    c.ep[0]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 0, 60));
    const Wires w = run_chain(c, 400);
    const std::vector<Seen>& out = w.trunk[0];
    ASSERT_EQ(out.size(), 62u);
    // Round trip: a word's link (1), a cycle in the switch (1), the credit's way back (1 +
    // delay). 4 words per round trip, at most one per cycle.
    const double round_trip = 3.0 + delay;
    const double expected = 40.0 * std::max(1.0, round_trip / 4.0);
    const double measured = double(out[50].cycle - out[10].cycle);
    EXPECT_NEAR(measured, expected, 1.0);
  }
}

// The same with a deeper body pipeline: the round trip grows by body_cycles - 1 (BookSim2's
// router, body_cycles 2 and credit delay 1: 5 cycles, 4 words per 5 cycles).
TEST(HwRouterTiming, BodyCyclesLengthenTheCreditRoundTrip) {
  for (int body = 1; body <= 4; ++body) {
    SCOPED_TRACE("body_cycles " + std::to_string(body));
    LinkParams lp;
    lp.credit_delay_cycles = 1;
    Chain c(2, timed_switch(4, 0, 4, body), lp, 4);
    c.ep[0]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 0, 60));
    const Wires w = run_chain(c, 400);
    const std::vector<Seen>& out = w.trunk[0];
    ASSERT_EQ(out.size(), 62u);
    const double round_trip = 3.0 + (body - 1) + 1;
    const double expected = 40.0 * std::max(1.0, round_trip / 4.0);
    EXPECT_NEAR(double(out[50].cycle - out[10].cycle), expected, 1.0);
  }
}

// The words of one packet on every wire it crosses, kept or consumed: s0 -> s1 (segment of two
// hops ends at s1) -> s2 (one hop, ends at s2) -> s3, ejected there.
TEST(HwRouterTiming, KeptRouteWordsTravelSpentAndPacketsKeepTheirLength) {
  const net::SourceRoute r = {{Chain::kEast, 2, 0}, {Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}};
  const uint32_t spent_e = net::encode_segment(RouteSegment{Chain::kEast, 0, 0});
  const uint32_t live_e1 = net::encode_segment(RouteSegment{Chain::kEast, 1, 0});
  const uint32_t live_l1 = net::encode_segment(RouteSegment{Chain::kLocal, 1, 0});
  const uint32_t spent_l = net::encode_segment(RouteSegment{Chain::kLocal, 0, 0});
  for (bool kept : {false, true}) {
    SCOPED_TRACE(kept ? "kept" : "consumed");
    SwitchParams sp = timed_switch(1, 0);
    sp.route_words = kept ? net::RouteWordMode::kKept : net::RouteWordMode::kConsumed;
    Chain c(4, sp, LinkParams{}, 8);
    c.ep[0]->queue_words(message(r, 100, 2));
    const Wires w = run_chain(c, 80);
    auto data = [](const std::vector<Seen>& words) {
      std::vector<uint32_t> d;
      for (const Seen& s : words) d.push_back(s.flit.data);
      return d;
    };
    if (kept) {
      EXPECT_EQ(data(w.trunk[0]), (std::vector<uint32_t>{live_e1, live_e1, live_l1, 100, 101, 0}));
      EXPECT_EQ(data(w.trunk[1]), (std::vector<uint32_t>{live_e1, live_l1, spent_e, 100, 101, 0}));
      EXPECT_EQ(data(w.trunk[2]), (std::vector<uint32_t>{live_l1, spent_e, spent_e, 100, 101, 0}));
      EXPECT_EQ(data(w.local[3]), (std::vector<uint32_t>{spent_e, spent_e, spent_l, 100, 101, 0}));
    } else {
      EXPECT_EQ(data(w.trunk[0]), (std::vector<uint32_t>{live_e1, live_e1, live_l1, 100, 101, 0}));
      EXPECT_EQ(data(w.trunk[1]), (std::vector<uint32_t>{live_e1, live_l1, 100, 101, 0}));
      EXPECT_EQ(data(w.trunk[2]), (std::vector<uint32_t>{live_l1, 100, 101, 0}));
      EXPECT_EQ(data(w.local[3]), (std::vector<uint32_t>{100, 101, 0}));
    }
  }
}

// A kept route stands for a head that carries it: every switch finds its segment in the head
// word, so the head's pipeline is the same at every switch of the path.
TEST(HwRouterTiming, KeptRouteIsDecodedOnArrivalOfItsLiveWord) {
  SwitchParams sp = timed_switch(4, 0, 8, 3);
  sp.route_words = net::RouteWordMode::kKept;
  Chain c(4, sp, LinkParams{}, 8);
  // One segment per switch: every switch moves the route up by one word.
  c.ep[0]->queue_words(message(
      {{Chain::kEast, 1, 0}, {Chain::kEast, 1, 0}, {Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}},
      100, 2));
  const Wires w = run_chain(c, 80);
  ASSERT_FALSE(w.trunk[2].empty());
  ASSERT_FALSE(w.local[3].empty());
  EXPECT_EQ(w.trunk[0][0].cycle, c.ep[0]->sent()[0].cycle + 1 + 4);
  EXPECT_EQ(w.trunk[1][0].cycle, w.trunk[0][0].cycle + 1 + 4);
  EXPECT_EQ(w.trunk[2][0].cycle, w.trunk[1][0].cycle + 1 + 4);
  EXPECT_EQ(w.local[3][0].cycle, w.trunk[2][0].cycle + 1 + 4);
}

// Two worms for one output at once: with VC classes of two (vc_class_size = 2, two VCs) both
// take a VC of the class and share the link word by word; with fixed VCs (size 1) the second
// waits for the first one's tail. Toward the node the class's first VC only.
TEST(HwRouterTiming, HeadTakesAnyFreeVcOfItsClass) {
  for (int class_size : {1, 2}) {
    SCOPED_TRACE("vc_class_size " + std::to_string(class_size));
    SwitchParams sp = timed_switch(1, 0);
    sp.num_vcs = 2;
    sp.vc_class_size = class_size;
    Chain c(3, sp, LinkParams{}, 8);
    c.ep[0]->queue_words(message({{Chain::kEast, 2, 0}, {Chain::kLocal, 1, 0}}, 100, 6));
    c.ep[1]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 200, 6));
    const Wires w = run_chain(c, 120);
    // Words on s1 -> s2 before the first tail, by the VC they travel on.
    int on_vc[2] = {0, 0};
    for (const Seen& seen : w.trunk[1]) {
      if (seen.flit.kind == FlitKind::kTail) break;
      ++on_vc[seen.flit.vc];
    }
    if (class_size == 2) {
      EXPECT_GT(on_vc[0], 0);
      EXPECT_GT(on_vc[1], 0);
    } else {
      EXPECT_EQ(on_vc[1], 0);
    }
    // Both arrive whole, each on VC 0 (the class's first VC toward the node).
    ASSERT_EQ(c.ep[2]->received().size(), 14u);
    for (const Seen& seen : c.ep[2]->received()) EXPECT_EQ(seen.flit.vc, 0);
  }
}

// A head that finds every VC of its class held says so, naming each holder (the deadlock
// watchdog prints this).
TEST(HwRouterTiming, BlockedHeadNamesEveryHolderOfItsClass) {
  SwitchParams sp = timed_switch(1, 0, 4);
  sp.num_vcs = 2;
  sp.vc_class_size = 2;
  Chain c(3, sp, LinkParams{}, 2);
  c.ep[2]->drain_ok = [](Cycle, int) { return false; };  // nothing leaves the network
  // Two long worms from s0 take both east VCs of s1 and stall; a short packet from s1's own
  // node then waits for either.
  const net::SourceRoute far = {{Chain::kEast, 2, 0}, {Chain::kLocal, 1, 0}};
  c.ep[0]->queue_words(message(far, 100, 12, 0));
  c.ep[0]->queue_words(message(far, 200, 12, 1));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 40; };
  c.ep[1]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 300, 1));
  run_chain(c, 100);
  const std::string blocked = c.sw[1]->describe_blocked(100);
  EXPECT_NE(blocked.find("waits for output e vc0..1 held by in_w_vc0, in_w_vc1"), std::string::npos)
      << blocked;
}

// Two-word queues carry a kept route of any length: it moves up one word at a time.
TEST(HwRouterTiming, KeptRouteLongerThanTheQueueGoesThrough) {
  SwitchParams sp = timed_switch(1, 0, 2);
  sp.route_words = net::RouteWordMode::kKept;
  Chain c(4, sp, LinkParams{}, 8);
  c.ep[0]->queue_words(message(
      {{Chain::kEast, 1, 0}, {Chain::kEast, 1, 0}, {Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}},
      100, 2));
  run_chain(c, 120);
  const std::vector<Seen>& got = c.ep[3]->received();
  ASSERT_EQ(got.size(), 7u);
  for (size_t k = 0; k < 4; ++k) {
    EXPECT_EQ(net::decode_segment(got[k].flit.data).hops, 0) << "word " << k;
  }
  EXPECT_EQ(got[4].flit.data, 100u);
}

// route_words = head: s0 -> s1 (two hops east) -> s2 (one hop east) -> s3, ejected there.
TEST(HwRouterTiming, HeadWordCarriesTheWholeRouteAndPacketsKeepTheirLength) {
  const net::SourceRoute r = {{Chain::kEast, 2, 0}, {Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}};
  SwitchParams sp = timed_switch(4, 0, 4, 3);
  sp.route_words = net::RouteWordMode::kHead;
  Chain c(4, sp, LinkParams{}, 8);
  net::RouteTable routes;
  for (auto& s : c.sw) s->set_route_table(&routes);
  const uint32_t handle = net::encode_route_handle(routes.intern(r));
  std::vector<Flit> packet = {head(handle), head(7), body(100), tail(0)};  // 4 words
  c.ep[0]->queue_words(packet);
  const Wires w = run_chain(c, 120);
  struct Leg {
    uint8_t leg, hops;
  };
  // The head's sideband as it leaves each switch: legs 0 (hop 1 of 2), 1 (done), 2, spent.
  const std::vector<std::pair<const std::vector<Seen>*, Leg>> wires = {
      {&w.trunk[0], {0, 1}}, {&w.trunk[1], {1, 0}}, {&w.trunk[2], {2, 0}}, {&w.local[3], {3, 0}}};
  for (const auto& [wire, leg] : wires) {
    ASSERT_EQ(wire->size(), 4u);
    const Flit& h = wire->front().flit;
    EXPECT_EQ(net::route_handle_id(h.data), net::route_handle_id(handle));
    EXPECT_EQ(h.leg, leg.leg);
    EXPECT_EQ(h.leg_hops, leg.hops);
    EXPECT_EQ(net::route_handle_spent(h.data), leg.leg == 3);
    EXPECT_EQ((*wire)[1].flit.data, 7u);
    EXPECT_EQ((*wire)[2].flit.data, 100u);
    EXPECT_EQ((*wire)[3].flit.kind, FlitKind::kTail);
  }
  // 4 cycles in every switch (pipeline_cycles), 1 on every link.
  EXPECT_EQ(w.trunk[0][0].cycle, c.ep[0]->sent()[0].cycle + 1 + 4);
  EXPECT_EQ(w.trunk[1][0].cycle, w.trunk[0][0].cycle + 1 + 4);
  EXPECT_EQ(w.trunk[2][0].cycle, w.trunk[1][0].cycle + 1 + 4);
  EXPECT_EQ(w.local[3][0].cycle, w.trunk[2][0].cycle + 1 + 4);
}

TEST(HwRouterTiming, HeadWordOfAnUnknownRouteIsRefusedNamingTheInput) {
  SwitchParams sp = timed_switch(1, 0);
  sp.route_words = net::RouteWordMode::kHead;
  Chain c(2, sp, LinkParams{}, 8);
  net::RouteTable routes;
  for (auto& s : c.sw) s->set_route_table(&routes);
  c.ep[0]->queue_words({head(net::encode_route_handle(5)), head(7), tail(0)});
  try {
    run_chain(c, 20);
    FAIL() << "no error";
  } catch (const SimulationError& e) {
    EXPECT_NE(std::string(e.what()).find("s0 input"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("names no route leg here"), std::string::npos) << e.what();
  }
}

// Two worms wait in s1's west input, one on each VC: one for the east output, one for s1's
// node, both held back by their destinations until cycle 100. Then both stream: with
// one_word_per_input they share the input's crossbar port (one word a cycle between them);
// without it, each moves a word a cycle.
TEST(HwRouterTiming, OneWordPerInputPortPerCycleCrossesTheCrossbar) {
  for (bool one_word : {false, true}) {
    SCOPED_TRACE(one_word ? "one word per input" : "one word per VC");
    SwitchParams sp = timed_switch(1, 0, 8);
    sp.num_vcs = 2;
    sp.one_word_per_input = one_word;
    Chain c(3, sp, LinkParams{}, 8);
    const auto from_100 = [](Cycle t, int) { return t >= 100; };
    c.ep[1]->drain_ok = from_100;
    c.ep[2]->drain_ok = from_100;
    c.ep[0]->queue_words(message({{Chain::kEast, 2, 1}, {Chain::kLocal, 1, 0}}, 100, 20, 0));
    c.ep[0]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 200, 20, 1));
    const Wires w = run_chain(c, 400);
    ASSERT_EQ(c.ep[1]->received().size(), 21u);
    ASSERT_EQ(c.ep[2]->received().size(), 21u);
    // Words that left s1 per cycle, east and to the node together (all from its west input).
    std::vector<int> per_cycle(400, 0);
    for (const Seen& seen : w.trunk[1]) ++per_cycle[seen.cycle];
    for (const Seen& seen : w.local[1]) ++per_cycle[seen.cycle];
    const int most = *std::max_element(per_cycle.begin(), per_cycle.end());
    EXPECT_EQ(most, one_word ? 1 : 2);
  }
}

}  // namespace
}  // namespace ccsim::hwtest
