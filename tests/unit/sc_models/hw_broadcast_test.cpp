// The broadcast addition of the switch (switch.bcast_pattern, net/switch/switch_core.h), on a line
// of SwitchCores with scripted endpoints at the local ports (hw_test_util.h Chain).
//
// Stimulus and claims:
// - A broadcast worm injected at switch 1 of a line of 4, with relay tables that send it both
//   ways and eject it everywhere but at its source, reaches every other endpoint exactly once,
//   word for word (its head word unchanged), and its source's switch sends every word on both
//   of its outputs.
// - Outputs go at their own pace: while one endpoint stops draining, the switch before it
//   still sends the whole worm on its other output; once it drains again, the worm completes.
// - Each output carries the worm on the VC its table entry names.
// - Admission: a broadcast head does not take an output toward a switch until the queue there
//   has room for the whole worm (here, until a stuck tail leaves it).
// - A worm whose source has no relay table entry stops the run with a diagnosis.
// With buffers at the outputs (switch.bcast_output_words):
// - the same worm reaches every other endpoint once, word for word, on each entry's VC;
// - two worms that compete for one stalled output (at a switch with an endpoint on each of
//   five ports) no longer hold their inputs: the worms queued behind them leave on the other
//   outputs while it is stalled, where without buffers they wait; the stalled output then
//   sends both competing worms whole, in the order they were admitted;
// - a worm whose next switch has no room for all of it waits in its output's buffer, its input
//   free, and describe_blocked says what it waits for; a worm longer than a buffer is refused.
// The buffered relay's options, at a switch with an endpoint on each port:
// - two worms buffered for one output on two VCs share its link word by word by default, and
//   with switch.bcast_whole_worms leave one after the other, each whole;
// - with whole worms, a free link starts the next worm of its buffers round robin over the VCs
//   by default, and the lowest VC's first with switch.bcast_link_priority = lowest_vc;
// - two worms that both copy to one buffer take turns by default (each copies every other
//   cycle, so a second output of each receives its words at half the link's rate), and with
//   switch.bcast_buffer_writes = any both copy in every cycle.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/errors.h"
#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::PortMask;
using net::SwitchParams;

constexpr PortMask kE = PortMask(1) << Chain::kEast;
constexpr PortMask kW = PortMask(1) << Chain::kWest;
constexpr PortMask kL = PortMask(1) << Chain::kLocal;

// A relay table whose entries send on VC 0.
std::vector<net::BroadcastRelay> table(std::vector<PortMask> by_source) {
  std::vector<net::BroadcastRelay> t;
  for (PortMask m : by_source) t.push_back(net::BroadcastRelay{m, 0});
  return t;
}

// Loads a switch's relay table through the addition's control, as a node program does.
void set_relays(net::SwitchCore& sw, std::vector<net::BroadcastRelay> table) {
  sw.control<net::BroadcastSwitchControl>()->set_relays(std::move(table));
}

SwitchParams broadcast_params(int depth, int buffer = 0, int vcs = 1) {
  SwitchParams sp;
  sp.num_vcs = vcs;
  sp.queue_depth = depth;
  sp.broadcast.pattern = true;
  sp.broadcast.output_words = buffer;
  return sp;
}

// Head, two info words, `bodies` data words, trailer.
std::vector<Flit> broadcast_worm(uint32_t source, int bodies) {
  std::vector<Flit> w;
  w.push_back(head(net::encode_broadcast(source, uint32_t(bodies + 4))));
  w.push_back(head(net::make_info0(source, source)));
  w.push_back(head(100 + source));
  for (int i = 0; i < bodies; ++i) w.push_back(body(1000 * (source + 1) + uint32_t(i)));
  w.push_back(tail());
  return w;
}

// Switch i's table: worms of source 1 leave switch 1 east and west, go on east from switch 2
// and are ejected at every switch but 1.
void load_line_tables(Chain& c) {
  const std::vector<PortMask> tables[4] = {{0, kL}, {0, kE | kW}, {0, kE | kL}, {0, kL}};
  for (size_t i = 0; i < 4; ++i) set_relays(*c.sw[i], table(tables[i]));
}

void expect_line_broadcast(int buffer) {
  Chain c(4, broadcast_params(12, buffer), LinkParams{}, 12);
  load_line_tables(c);
  const std::vector<Flit> worm = broadcast_worm(1, 6);
  c.ep[1]->queue_words(worm);
  std::vector<Flit> east;
  std::vector<Flit> west;
  for (Cycle t = 0; t < 200; ++t) {
    c.tick(t);
    Flit f;
    if (word_left(*c.trunk[1], 0, t, f)) east.push_back(f);  // switch 1's east port
    if (word_left(*c.trunk[0], 1, t, f)) west.push_back(f);  // switch 1's west port
  }
  expect_words(east, worm);
  expect_words(west, worm);
  EXPECT_TRUE(c.ep[1]->drained().empty()) << "the source's own node gets no copy";
  for (size_t i : {0u, 2u, 3u}) expect_words(drained_words(*c.ep[i]), worm);
  for (const auto& sw : c.sw) EXPECT_TRUE(sw->quiet());
}

TEST(HwBroadcast, WormReachesEveryOtherNodeOnceAndLeavesOnEachOutputWordForWord) {
  expect_line_broadcast(0);
}

TEST(HwBroadcast, BufferedWormReachesEveryOtherNodeOnceAndLeavesOnEachOutputWordForWord) {
  expect_line_broadcast(12);
}

TEST(HwBroadcast, OneStalledOutputDoesNotHoldBackTheOthers) {
  Chain c(4, broadcast_params(12), LinkParams{}, 2);
  load_line_tables(c);
  const std::vector<Flit> worm = broadcast_worm(1, 6);
  c.ep[1]->queue_words(worm);
  c.ep[2]->drain_ok = [](Cycle t, int) { return t >= 100; };
  for (Cycle t = 0; t < 100; ++t) c.tick(t);
  // Switch 2 ejects and relays east: its node's queue holds two words, switch 3 got them all,
  // and switch 2 keeps the rest until its ejection has sent them.
  EXPECT_EQ(c.ep[2]->received().size(), 2u);
  expect_words(drained_words(*c.ep[3]), worm);
  EXPECT_FALSE(c.sw[2]->quiet());
  for (Cycle t = 100; t < 300; ++t) c.tick(t);
  for (size_t i : {0u, 2u, 3u}) expect_words(drained_words(*c.ep[i]), worm);
}

void expect_vc_of_entry(int buffer) {
  SwitchParams sp = broadcast_params(12, buffer);
  sp.num_vcs = 2;
  Chain c(3, sp, LinkParams{}, 12);
  const PortMask vc1_east = uint64_t(1) << (4 * Chain::kEast);
  set_relays(*c.sw[0], {net::BroadcastRelay{kE, vc1_east}});
  set_relays(*c.sw[1], {net::BroadcastRelay{kE | kL, 0}});
  set_relays(*c.sw[2], {net::BroadcastRelay{kL, 0}});
  const std::vector<Flit> worm = broadcast_worm(0, 3);
  c.ep[0]->queue_words(worm);
  std::vector<Flit> first_link;
  for (Cycle t = 0; t < 200; ++t) {
    c.tick(t);
    Flit f;
    if (word_left(*c.trunk[0], 0, t, f)) first_link.push_back(f);
  }
  ASSERT_EQ(first_link.size(), worm.size());
  for (const Flit& f : first_link) EXPECT_EQ(f.vc, 1);
  expect_words(drained_words(*c.ep[1]), worm);  // on VC 0 again after switch 1
  expect_words(drained_words(*c.ep[2]), worm);
}

TEST(HwBroadcast, EachOutputCarriesTheVcItsEntryNames) {
  for (int buffer : {0, 12}) {
    SCOPED_TRACE("switch.bcast_output_words = " + std::to_string(buffer));
    expect_vc_of_entry(buffer);
  }
}

TEST(HwBroadcast, HeadWaitsForRoomForTheWholeWormDownstream) {
  Chain c(3, broadcast_params(8), LinkParams{}, 1);
  set_relays(*c.sw[0], table({kE}));
  set_relays(*c.sw[1], table({kE | kL}));
  set_relays(*c.sw[2], table({kL}));
  // An ordinary message from switch 1 to endpoint 2, which drains nothing until cycle 60: its
  // tail stays in switch 2's west queue.
  c.ep[1]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 7, 1));
  c.ep[2]->drain_ok = [](Cycle t, int) { return t >= 60; };
  for (Cycle t = 0; t < 20; ++t) c.tick(t);
  // Source 0's worm of 8 words (a whole queue), relayed by switch 1 east and to its node.
  c.ep[0]->queue_words(broadcast_worm(0, 4));
  Cycle first_left = 0;
  for (Cycle t = 20; t < 200; ++t) {
    c.tick(t);
    Flit f;
    if (!first_left && word_left(*c.trunk[1], 0, t, f)) first_left = t;
  }
  // The stuck tail leaves switch 2's queue at 60 at the earliest; only then is there room.
  EXPECT_GT(first_left, Cycle(60));
  expect_words(drained_words(*c.ep[1]), broadcast_worm(0, 4));
  EXPECT_EQ(c.ep[2]->drained().size(), 2u + 8u);  // the message's body and tail, then the worm
}

// Without buffers X holds input a, and Y input b, until the stalled output c has sent them, so
// X2 and Y2 behind them wait too, and d and e idle; with buffers of two worms X and Y are
// copied to all their outputs at once and their inputs freed.
TEST(HwBroadcast, BufferedOutputsLetWormsBehindTwoCompetingWormsPassAStalledOutput) {
  constexpr PortMask kC = 1u << 2;
  constexpr PortMask kD = 1u << 3;
  constexpr PortMask kF = 1u << 4;
  const std::vector<Flit> x = broadcast_worm(0, 6);   // input a: to c and d
  const std::vector<Flit> y = broadcast_worm(1, 6);   // input b: to c and f
  const std::vector<Flit> x2 = broadcast_worm(2, 6);  // behind x: to d
  const std::vector<Flit> y2 = broadcast_worm(3, 6);  // behind y: to f
  auto joined = [](std::vector<Flit> first, const std::vector<Flit>& second) {
    first.insert(first.end(), second.begin(), second.end());
    return first;
  };
  for (int buffer : {0, 20}) {
    SCOPED_TRACE("switch.bcast_output_words = " + std::to_string(buffer));
    Star s(broadcast_params(12, buffer), LinkParams{}, {"a", "b", "c", "d", "f"}, 2);
    set_relays(s.sw, table({kC | kD, kC | kF, kD, kF}));
    s.ep[0]->queue_words(joined(x, x2));
    s.ep[1]->queue_words(joined(y, y2));
    s.ep[2]->drain_ok = [](Cycle t, int) { return t >= 300; };
    for (Cycle t = 0; t < 300; ++t) s.tick(t);
    if (buffer) {
      expect_words(drained_words(*s.ep[3]), joined(x, x2));
      expect_words(drained_words(*s.ep[4]), joined(y, y2));
    } else {
      expect_words(drained_words(*s.ep[3]), x);
      expect_words(drained_words(*s.ep[4]), y);
    }
    for (Cycle t = 300; t < 600; ++t) s.tick(t);
    expect_words(drained_words(*s.ep[2]), joined(x, y));
    expect_words(drained_words(*s.ep[3]), joined(x, x2));
    expect_words(drained_words(*s.ep[4]), joined(y, y2));
    EXPECT_TRUE(s.sw.quiet());
  }
}

// The worm of source 0 crosses switch 1 (east and to its node) while switch 2's queue holds
// the stuck tail of another message until cycle 60, as in the test above.
TEST(HwBroadcast, BufferedWormWaitsAtItsOutputForRoomDownstreamItsInputFree) {
  Chain c(3, broadcast_params(8, 8), LinkParams{}, 1);
  set_relays(*c.sw[0], table({kE}));
  set_relays(*c.sw[1], table({kE | kL}));
  set_relays(*c.sw[2], table({kL}));
  c.ep[1]->queue_words(message({{Chain::kEast, 1, 0}, {Chain::kLocal, 1, 0}}, 7, 1));
  c.ep[2]->drain_ok = [](Cycle t, int) { return t >= 60; };
  for (Cycle t = 0; t < 20; ++t) c.tick(t);
  c.ep[0]->queue_words(broadcast_worm(0, 4));
  for (Cycle t = 20; t < 50; ++t) c.tick(t);
  EXPECT_EQ(c.sw[1]->input_state(Chain::kWest, 0).occupancy, 0u);
  EXPECT_EQ(c.sw[1]->input_state(Chain::kWest, 0).bound, 0u);
  const std::string blocked = c.sw[1]->describe_blocked(50);
  EXPECT_NE(blocked.find("s1.out_e_vc0 (broadcast buffer): 8 of 8 words"), std::string::npos)
      << blocked;
  EXPECT_NE(blocked.find("(broadcast of node 0, 8 words) waits for output e vc0 to have room "
                         "for the whole worm downstream"),
            std::string::npos)
      << blocked;
  Cycle first_left = 0;
  for (Cycle t = 50; t < 200; ++t) {
    c.tick(t);
    Flit f;
    if (!first_left && word_left(*c.trunk[1], 0, t, f)) first_left = t;
  }
  EXPECT_GT(first_left, Cycle(60));
  expect_words(drained_words(*c.ep[1]), broadcast_worm(0, 4));
  EXPECT_EQ(c.ep[2]->drained().size(), 2u + 8u);
  for (const auto& sw : c.sw) EXPECT_TRUE(sw->quiet());
}

// Worm X (input a) goes to c on VC 0, worm Y (input b) to c on VC 1; what c's link carries.
TEST(HwBroadcast, WholeWormsKeyLetsTwoBufferedWormsOfOneOutputLeaveOneAfterTheOther) {
  constexpr PortMask kC = 1u << 2;
  const std::vector<Flit> x = broadcast_worm(0, 6);
  const std::vector<Flit> y = broadcast_worm(1, 6);
  for (bool whole : {false, true}) {
    SCOPED_TRACE(std::string("switch.bcast_whole_worms = ") + (whole ? "true" : "false"));
    SwitchParams sp = broadcast_params(12, 20, 2);
    sp.broadcast.whole_worms = whole;
    Star s(sp, LinkParams{}, {"a", "b", "c"}, 12);
    set_relays(s.sw, {net::BroadcastRelay{kC, 0}, net::BroadcastRelay{kC, 1u << 8}});
    s.ep[0]->queue_words(x);
    s.ep[1]->queue_words(y);
    for (Cycle t = 0; t < 100; ++t) s.tick(t);
    std::vector<Flit> on_vc[2];
    int vc_changes = 0;
    const std::vector<Seen>& got = s.ep[2]->received();
    for (size_t i = 0; i < got.size(); ++i) {
      on_vc[got[i].flit.vc].push_back(got[i].flit);
      if (i && got[i].flit.vc != got[i - 1].flit.vc) ++vc_changes;
    }
    ASSERT_EQ(on_vc[0].size(), x.size());
    ASSERT_EQ(on_vc[1].size(), y.size());
    for (size_t i = 0; i < x.size(); ++i) {
      EXPECT_EQ(on_vc[0][i].data, x[i].data);
      EXPECT_EQ(on_vc[1][i].data, y[i].data);
    }
    if (whole) {
      EXPECT_EQ(vc_changes, 1);
    } else {
      EXPECT_GT(vc_changes, 8) << "the two worms share the link word by word";
    }
    EXPECT_TRUE(s.sw.quiet());
  }
}

// Input a sends two worms X1, X2 of source 0 back to back to c on VC 0; input b one worm Y of
// source 1 to c on VC 1. X1 starts first (both priorities begin at VC 0); when its tail has
// left, round robin turns to Y, lowest_vc starts X2, whose head has arrived by then.
TEST(HwBroadcast, LinkPriorityKeyChoosesWhichBufferedWormTakesTheFreeLink) {
  constexpr PortMask kC = 1u << 2;
  const std::vector<Flit> x = broadcast_worm(0, 6);
  const std::vector<Flit> y = broadcast_worm(1, 6);
  const size_t words = x.size();
  for (const char* priority : {"round_robin", "lowest_vc"}) {
    SCOPED_TRACE(std::string("switch.bcast_link_priority = ") + priority);
    SwitchParams sp = broadcast_params(12, int(2 * words), 2);
    sp.broadcast.whole_worms = true;
    sp.broadcast.link_priority = std::string(priority) == "lowest_vc"
                                     ? net::LinkPriority::kLowestVc
                                     : net::LinkPriority::kRoundRobin;
    Star s(sp, LinkParams{}, {"a", "b", "c"}, 12);
    set_relays(s.sw, {net::BroadcastRelay{kC, 0}, net::BroadcastRelay{kC, 1u << 8}});
    s.ep[0]->queue_words(x);
    s.ep[0]->queue_words(x);
    s.ep[1]->queue_words(y);
    for (Cycle t = 0; t < 200; ++t) s.tick(t);
    std::vector<int> vc_order;  // the VC of each run of words on c's link
    for (const Seen& seen : s.ep[2]->received()) {
      if (vc_order.empty() || vc_order.back() != seen.flit.vc) vc_order.push_back(seen.flit.vc);
    }
    ASSERT_EQ(s.ep[2]->received().size(), 3 * words);
    if (std::string(priority) == "lowest_vc") {
      EXPECT_EQ(vc_order, (std::vector<int>{0, 1}));
    } else {
      EXPECT_EQ(vc_order, (std::vector<int>{0, 1, 0}));
    }
    EXPECT_TRUE(s.sw.quiet());
  }
}

// X (input a) copies to c and d, Y (input b) to c and f: both write c's buffer. The cycles
// between the first and last word of X on d and of Y on f.
TEST(HwBroadcast, BufferWritesKeyLetsTwoInputsWriteOneBufferInOneCycle) {
  constexpr PortMask kC = 1u << 2;
  constexpr PortMask kD = 1u << 3;
  constexpr PortMask kF = 1u << 4;
  const std::vector<Flit> x = broadcast_worm(0, 12);
  const std::vector<Flit> y = broadcast_worm(1, 12);
  const Cycle words = Cycle(x.size());
  for (const char* writes : {"one", "any"}) {
    SCOPED_TRACE(std::string("switch.bcast_buffer_writes = ") + writes);
    SwitchParams sp = broadcast_params(20, 40);
    sp.broadcast.buffer_writes =
        std::string(writes) == "any" ? net::BufferWrites::kAny : net::BufferWrites::kOne;
    Star s(sp, LinkParams{}, {"a", "b", "c", "d", "f"}, 20);
    set_relays(s.sw, table({kC | kD, kC | kF}));
    s.ep[0]->queue_words(x);
    s.ep[1]->queue_words(y);
    for (Cycle t = 0; t < 200; ++t) s.tick(t);
    for (int e : {3, 4}) {
      const std::vector<Seen>& got = s.ep[size_t(e)]->received();
      ASSERT_EQ(got.size(), x.size());
      const Cycle span = got.back().cycle - got.front().cycle;
      if (std::string(writes) == "any") {
        EXPECT_EQ(span, words - 1) << "a word a cycle";
      } else {
        EXPECT_GE(span, 2 * (words - 1) - 1) << "a word every other cycle";
      }
    }
    EXPECT_EQ(s.ep[2]->drained().size(), 2 * x.size());
    EXPECT_TRUE(s.sw.quiet());
  }
}

TEST(HwBroadcast, WormLongerThanAnOutputBufferIsRefused) {
  Chain c(2, broadcast_params(12, 8), LinkParams{}, 12);
  set_relays(*c.sw[0], table({kE}));
  set_relays(*c.sw[1], table({kL}));
  c.ep[0]->queue_words(broadcast_worm(0, 6));
  try {
    for (Cycle t = 0; t < 50; ++t) c.tick(t);
    FAIL() << "no error";
  } catch (const SimulationError& e) {
    EXPECT_NE(std::string(e.what()).find("switch.bcast_output_words = 8"), std::string::npos)
        << e.what();
  }
}

TEST(HwBroadcast, WormOfASourceWithoutATableEntryIsDiagnosed) {
  Chain c(2, broadcast_params(8), LinkParams{}, 8);
  set_relays(*c.sw[0], table({kE}));
  c.ep[0]->queue_words(broadcast_worm(1, 1));
  EXPECT_THROW(
      {
        for (Cycle t = 0; t < 50; ++t) c.tick(t);
      },
      SimulationError);
}

}  // namespace
}  // namespace ccsim::hwtest
