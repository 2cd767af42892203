// Link timing (net/link.h), driven cycle by cycle through the LinkEnd API with no switch.
//
// Proves, over every latency 1..6 and cycles_per_word 1..4, both directions: a word sent in
// cycle t is received in exactly t + latency_cycles and not before; a direction accepts one
// word per cycles_per_word and the two directions of a full-duplex link are independent;
// credits travel with the same latency. Half duplex: the wire passes to a waiting end only
// after the holder leaves a slot unused, never carries two words in one slot, and, when both
// ends want it in every slot, should alternate between them. Order independence: random
// (seeded) send and drain patterns give the same cycle-by-cycle trace whether end 0 or end 1
// is evaluated first, or in a random order each cycle. Between two switches, a half-duplex
// link should let a short message through against a long worm in the other direction.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/link.h"

namespace ccsim::hwtest {
namespace {

using net::CreditLanes;
using net::Link;
using net::LinkParams;

LinkParams link_params(int latency, int cpw, bool half) {
  LinkParams p;
  p.latency_cycles = latency;
  p.cycles_per_word = cpw;
  p.half_duplex = half;
  return p;
}

TEST(HwLink, WordArrivesExactlyLatencyCyclesAfterItIsSent) {
  for (int latency = 1; latency <= 6; ++latency) {
    for (int cpw = 1; cpw <= 4; ++cpw) {
      for (int from = 0; from < 2; ++from) {
        SCOPED_TRACE("latency " + std::to_string(latency) + " cpw " + std::to_string(cpw) +
                     " from end " + std::to_string(from));
        Link link(link_params(latency, cpw, false));
        const Cycle sent_at = 5;
        for (Cycle t = 0; t < sent_at + Cycle(latency) + 5; ++t) {
          if (t == sent_at) {
            ASSERT_TRUE(link.can_send(from, t));
            link.send(from, body(0xABCD), t);
          }
          Flit f;
          // The sender's own end never sees its word.
          EXPECT_FALSE(link.receive(from, t, f)) << "cycle " << t;
          const bool got = link.receive(1 - from, t, f);
          EXPECT_EQ(got, t == sent_at + Cycle(latency)) << "cycle " << t;
          if (got) {
            EXPECT_EQ(f.data, 0xABCDu);
          }
        }
        EXPECT_EQ(link.words_sent(from), 1u);
        EXPECT_EQ(link.words_sent(1 - from), 0u);
        EXPECT_TRUE(link.idle());
      }
    }
  }
}

TEST(HwLink, DirectionAcceptsOneWordPerCyclesPerWordAndDirectionsAreIndependent) {
  for (int latency = 1; latency <= 4; ++latency) {
    for (int cpw = 1; cpw <= 4; ++cpw) {
      SCOPED_TRACE("latency " + std::to_string(latency) + " cpw " + std::to_string(cpw));
      Link link(link_params(latency, cpw, false));
      std::vector<Cycle> sends[2];
      std::vector<Cycle> arrivals[2];
      const Cycle kCycles = 40;
      for (Cycle t = 0; t < kCycles; ++t) {
        for (int e = 0; e < 2; ++e) {
          // Both ends try every cycle; end 1 starts 3 cycles later so the phases differ.
          if (e == 1 && t < 3) continue;
          if (link.can_send(e, t)) {
            link.send(e, body(uint32_t(t)), t);
            sends[e].push_back(t);
          }
        }
        for (int e = 0; e < 2; ++e) {
          Flit f;
          while (link.receive(e, t, f)) {
            arrivals[1 - e].push_back(t);
            EXPECT_EQ(f.data + uint32_t(latency), uint32_t(t));
          }
        }
      }
      for (int e = 0; e < 2; ++e) {
        const Cycle first = e == 0 ? 0 : 3;
        ASSERT_FALSE(sends[e].empty());
        for (size_t i = 0; i < sends[e].size(); ++i) {
          EXPECT_EQ(sends[e][i], first + Cycle(cpw) * i) << "end " << e << " word " << i;
        }
        EXPECT_EQ(link.busy_cycles(e), sends[e].size() * uint64_t(cpw));
        for (size_t i = 0; i < arrivals[e].size(); ++i) {
          EXPECT_EQ(arrivals[e][i], sends[e][i] + Cycle(latency));
        }
      }
    }
  }
}

TEST(HwLink, CreditsTravelWithTheLinkLatency) {
  for (int latency = 1; latency <= 5; ++latency) {
    SCOPED_TRACE("latency " + std::to_string(latency));
    Link link(link_params(latency, 3, false));
    // Three credits in one cycle, on different VCs, from end 1; one more two cycles later.
    std::vector<std::pair<Cycle, uint8_t>> got;
    for (Cycle t = 0; t < 20; ++t) {
      if (t == 4) {
        link.send_credit(1, 2, t);
        link.send_credit(1, 0, t);
        link.send_credit(1, 2, t);
      }
      if (t == 6) link.send_credit(1, 1, t);
      uint8_t vc;
      EXPECT_FALSE(link.receive_credit(1, t, vc)) << "credit came back to its sender";
      while (link.receive_credit(0, t, vc)) got.push_back({t, vc});
    }
    // Credits that arrive in one cycle are simultaneous: they come out by VC.
    const Cycle l = Cycle(latency);
    const std::vector<std::pair<Cycle, uint8_t>> want = {
        {4 + l, 0}, {4 + l, 2}, {4 + l, 2}, {6 + l, 1}};
    EXPECT_EQ(got, want);
  }
}

// A local link's ejection credits (sent from end 1, the node's interface) may be slower than
// its injection credits (sent from end 0, the switch): end 1's take the extra delay, end 0's not.
TEST(HwLink, CreditsFromEndOneTakeTheirExtraDelay) {
  for (const Cycle extra : {Cycle(0), Cycle(2), Cycle(5)}) {
    SCOPED_TRACE("extra " + std::to_string(extra));
    Link link(link_params(1, 1, false), extra);
    link.send_credit(1, 0, 10);
    link.send_credit(0, 0, 10);
    EXPECT_EQ(link.receive_credits(1, 0, 11), 1) << "end 0's credit is not delayed";
    EXPECT_EQ(link.receive_credits(0, 0, 10 + extra), 0) << "end 1's credit came early";
    EXPECT_EQ(link.receive_credits(0, 0, 11 + extra), 1);
  }
}

// A lazy receiver takes a VC's credits in bulk, however long it waited, and never early.
TEST(HwLink, CreditsAreCountedPerVcForALazyReceiver) {
  for (int latency = 1; latency <= 4; ++latency) {
    SCOPED_TRACE("latency " + std::to_string(latency));
    Link link(link_params(latency, 1, false));
    const Cycle l = Cycle(latency);
    // VC 1: one credit in every cycle 0..39, two in cycle 40, nine in cycle 45 (more than
    // a real queue frees per cycle); VC 0: one in cycle 7. The receiver looks at VC 1 only in
    // the cycles below, at VC 0 at the end.
    std::vector<std::pair<Cycle, int>> got;  // (cycle, credits of VC 1 received)
    for (Cycle t = 0; t <= 60; ++t) {
      if (t < 40) link.send_credit(0, 1, t);
      const int burst = t == 40 ? 2 : t == 45 ? 9 : 0;
      for (int k = 0; k < burst; ++k) link.send_credit(0, 1, t);
      if (t == 7) link.send_credit(0, 0, t);
      if (t == l - 1 || t == l + 9 || t == l + 39 || t == l + 40 || t == 44 + l || t == 45 + l ||
          t == 60) {
        got.push_back({t, link.receive_credits(1, 1, t)});
      }
    }
    const std::vector<std::pair<Cycle, int>> want = {
        {l - 1, 0}, {l + 9, 10}, {l + 39, 30}, {l + 40, 2}, {l + 44, 0}, {l + 45, 9}, {60, 0}};
    EXPECT_EQ(got, want);
    EXPECT_TRUE(link.credits_in_flight_to(1)) << "VC 0's credit is still to be taken";
    EXPECT_EQ(link.receive_credits(1, 0, 60), 1);
    EXPECT_FALSE(link.credits_in_flight_to(1));
    EXPECT_FALSE(link.credits_in_flight_to(0));
  }
}

// Two scripted ends on one link: end e sends its next word in cycle t when wants[e](t).
struct Trace {
  std::vector<std::pair<Cycle, int>> sends;        // (cycle, sending end), by cycle then end
  std::vector<std::pair<Cycle, uint32_t>> got[2];  // (cycle, data) received at each end
  bool operator==(const Trace& o) const {
    return sends == o.sends && got[0] == o.got[0] && got[1] == o.got[1];
  }
};

enum class Order { kEnd0First, kEnd1First, kRandom };

Trace run_pair(const LinkParams& p, const std::function<bool(int, Cycle)>& wants, Cycle cycles,
               Order order, uint32_t seed = 1) {
  Link link(p);
  Trace trace;
  std::mt19937 rng(seed);
  uint32_t next_word[2] = {0, 1u << 20};
  for (Cycle t = 0; t < cycles; ++t) {
    int first = 0;
    if (order == Order::kEnd1First) first = 1;
    if (order == Order::kRandom) first = int(rng() & 1);
    for (int k = 0; k < 2; ++k) {
      const int e = k == 0 ? first : 1 - first;
      Flit f;
      while (link.receive(e, t, f)) trace.got[e].push_back({t, f.data});
      if (wants(e, t) && link.can_send(e, t)) {
        link.send(e, body(next_word[e]++), t);
        trace.sends.push_back({t, e});
      }
    }
  }
  std::sort(trace.sends.begin(), trace.sends.end());
  return trace;
}

TEST(HwLink, HalfDuplexPassesTheWireAtTheNextSlotToAnEndThatAskedForIt) {
  // End 0 holds the wire at reset and wants in cycles 0..9; end 1 wants from cycle 2 on.
  // End 1's request in cycle 2 counts from cycle 3: the ends then alternate slot by slot.
  // End 0's last request (cycle 9) takes cycle 10, which it leaves unused; end 1 asked in
  // cycle 10 and keeps the wire from cycle 11 on, alone.
  const LinkParams p = link_params(2, 1, true);
  const auto wants = [](int e, Cycle t) { return e == 0 ? t < 10 : t >= 2; };
  const Trace trace = run_pair(p, wants, 30, Order::kEnd0First);
  std::vector<Cycle> sends[2];
  for (const auto& [t, e] : trace.sends) sends[e].push_back(t);
  EXPECT_EQ(sends[0], (std::vector<Cycle>{0, 1, 2, 4, 6, 8}));
  std::vector<Cycle> expected1{3, 5, 7, 9};
  for (Cycle t = 11; t < 30; ++t) expected1.push_back(t);
  EXPECT_EQ(sends[1], expected1);
}

TEST(HwLink, HalfDuplexNeverCarriesTwoWordsInOneSlot) {
  std::mt19937 rng(7);
  for (int cpw = 1; cpw <= 3; ++cpw) {
    for (int latency = 1; latency <= 3; ++latency) {
      for (int trial = 0; trial < 20; ++trial) {
        std::vector<bool> want[2];
        for (auto& w : want) {
          for (int t = 0; t < 200; ++t) w.push_back(rng() % 3 != 0);
        }
        const auto wants = [&](int e, Cycle t) { return bool(want[e][size_t(t)]); };
        const Trace trace =
            run_pair(link_params(latency, cpw, true), wants, 200, Order::kEnd0First);
        for (size_t i = 1; i < trace.sends.size(); ++i) {
          EXPECT_GE(trace.sends[i].first, trace.sends[i - 1].first + Cycle(cpw))
              << "cpw " << cpw << ": ends " << trace.sends[i - 1].second << " and "
              << trace.sends[i].second << " share a slot";
        }
      }
    }
  }
}

TEST(HwLink, OutcomeIsIndependentOfWhichEndIsEvaluatedFirst) {
  std::mt19937 rng(11);
  for (bool half : {false, true}) {
    for (int cpw = 1; cpw <= 3; ++cpw) {
      for (int latency = 1; latency <= 4; ++latency) {
        for (int trial = 0; trial < 10; ++trial) {
          std::vector<bool> want[2];
          for (auto& w : want) {
            for (int t = 0; t < 150; ++t) w.push_back(rng() % 4 != 0);
          }
          const auto wants = [&](int e, Cycle t) { return bool(want[e][size_t(t)]); };
          const LinkParams p = link_params(latency, cpw, half);
          const Trace a = run_pair(p, wants, 150, Order::kEnd0First);
          const Trace b = run_pair(p, wants, 150, Order::kEnd1First);
          const Trace c = run_pair(p, wants, 150, Order::kRandom, uint32_t(trial + 1));
          EXPECT_TRUE(a == b) << (half ? "half" : "full") << " duplex, cpw " << cpw << ", latency "
                              << latency << ", trial " << trial;
          EXPECT_TRUE(a == c) << (half ? "half" : "full") << " duplex, cpw " << cpw << ", latency "
                              << latency << ", trial " << trial;
        }
      }
    }
  }
}

TEST(HwLink, HalfDuplexAlternatesWhenBothEndsWantEverySlot) {
  // params.h: "one direction at a time; slots alternate when both want".
  for (int cpw = 1; cpw <= 2; ++cpw) {
    const auto always = [](int, Cycle) { return true; };
    const Trace trace = run_pair(link_params(2, cpw, true), always, 120, Order::kEnd0First);
    size_t count[2] = {0, 0};
    Cycle longest_wait[2] = {0, 0};
    Cycle last[2] = {0, 0};
    for (const auto& [t, e] : trace.sends) {
      ++count[e];
      longest_wait[e] = std::max(longest_wait[e], t - last[e]);
      last[e] = t;
    }
    for (int e = 0; e < 2; ++e) longest_wait[e] = std::max(longest_wait[e], 120 - last[e]);
    for (int e = 0; e < 2; ++e) {
      EXPECT_GE(count[e], trace.sends.size() / 3) << "end " << e << " cpw " << cpw;
      EXPECT_LE(longest_wait[e], Cycle(4 * cpw)) << "end " << e << " cpw " << cpw;
    }
  }
}

TEST(HwLink, HalfDuplexLinkBetweenSwitchesServesTheOtherDirectionDuringALongWorm) {
  // Two switches joined by a half-duplex link. E0 streams a 300-word worm to E1; from cycle
  // 10, E1 sends a 4-word message to E0. Both sinks always drain, so S0 always has a word and
  // a credit for the shared wire.
  net::SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  Chain c(2, sp, link_params(1, 1, true), 4);
  c.ep[0]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 0, 300, 0, 0xA));
  c.ep[1]->queue_words(message({{Chain::kWest, 1, 1}, {Chain::kLocal, 1, 1}}, 0, 4, 1, 0xB));
  c.ep[1]->send_ok = [](Cycle t) { return t >= 10; };
  Cycle b_done = 0;
  Cycle a_done = 0;
  for (Cycle t = 0; t < 1000 && !(a_done && b_done); ++t) {
    c.tick(t);
    for (const auto& s : c.ep[0]->drained()) {
      if (s.flit.kind == FlitKind::kTail && !b_done) b_done = s.cycle;
    }
    for (const auto& s : c.ep[1]->drained()) {
      if (s.flit.kind == FlitKind::kTail && !a_done) a_done = s.cycle;
    }
  }
  ASSERT_GT(a_done, 0u);
  ASSERT_GT(b_done, 0u);
  EXPECT_LT(b_done, a_done) << "the short message must not wait for the whole worm";
  EXPECT_LT(b_done, Cycle(10 + 40));
}

// A sender may keep its credit lane (Link::credit_lane) and send on it directly: the receiver
// sees exactly what send_credit() would have given. Links with long latencies give no lane.
TEST(HwLink, CreditLaneHandleIsSendCredit) {
  for (int latency = 1; latency <= 5; ++latency) {
    SCOPED_TRACE("latency " + std::to_string(latency));
    Link by_handle(link_params(latency, 1, false));
    Link by_call(link_params(latency, 1, false));
    CreditLanes::Lane* lane = by_handle.credit_lane(0, 2);
    EXPECT_EQ(lane != nullptr, latency <= 3);
    for (Cycle t = 0; t < 30; ++t) {
      if (t % 3 != 1) {
        if (lane) {
          CreditLanes::send(*lane, t);
        } else {
          by_handle.send_credit(0, 2, t);
        }
        by_call.send_credit(0, 2, t);
      }
      EXPECT_EQ(by_handle.receive_credits(1, 2, t), by_call.receive_credits(1, 2, t)) << t;
    }
  }
}

// A receiver may keep the lane its credits come back on (Link::returning_lane) and take them
// from it: the same counts as receive_credits(), cycle by cycle, with sends in bursts, several in
// a cycle and gaps, and queries in some cycles only (credits taken late, lazily, as a switch
// does).
TEST(HwLink, ReturningLaneTakesWhatReceiveCreditsWould) {
  for (int latency = 1; latency <= 3; ++latency) {
    SCOPED_TRACE("latency " + std::to_string(latency));
    Link by_lane(link_params(latency, 1, false));
    Link by_call(link_params(latency, 1, false));
    CreditLanes::Lane* lane = by_lane.returning_lane(0, 1);
    ASSERT_NE(lane, nullptr);
    int taken = 0;
    for (Cycle t = 0; t < 200; ++t) {
      const int sends = t % 7 == 0 ? 2 : (t % 5 == 3 || t % 11 < 4) ? 1 : 0;
      for (int k = 0; k < sends; ++k) {
        by_lane.send_credit(1, 1, t);
        by_call.send_credit(1, 1, t);
      }
      if (t % 3 == 0 || t % 13 == 5) {
        const int got = CreditLanes::take(*lane, t);
        EXPECT_EQ(got, by_call.receive_credits(0, 1, t)) << "cycle " << t;
        taken += got;
      }
    }
    EXPECT_GT(taken, 50);
  }
}

}  // namespace
}  // namespace ccsim::hwtest
