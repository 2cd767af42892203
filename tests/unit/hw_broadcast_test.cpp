// The broadcast addition of the switch (switch.bcast_pattern, net/switch_core.h), on a line of
// SwitchCores with scripted endpoints at the local ports (hw_test_util.h Chain).
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
#include <gtest/gtest.h>

#include <vector>

#include "base/errors.h"
#include "hw_test_util.h"
#include "net/switch_core.h"

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

SwitchParams broadcast_params(int depth) {
  SwitchParams sp;
  sp.num_vcs = 1;
  sp.queue_depth = depth;
  sp.bcast_pattern = true;
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
  for (size_t i = 0; i < 4; ++i) c.sw[i]->set_broadcast_relays(table(tables[i]));
}

std::vector<Flit> drained_words(const Endpoint& ep) {
  std::vector<Flit> w;
  for (const Seen& s : ep.drained()) w.push_back(s.flit);
  return w;
}

void expect_words(const std::vector<Flit>& got, const std::vector<Flit>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(same_word(got[i], want[i])) << "word " << i << ": " << describe(got[i]);
  }
}

TEST(HwBroadcast, WormReachesEveryOtherNodeOnceAndLeavesOnEachOutputWordForWord) {
  Chain c(4, broadcast_params(12), LinkParams{}, 12);
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

TEST(HwBroadcast, EachOutputCarriesTheVcItsEntryNames) {
  SwitchParams sp = broadcast_params(12);
  sp.num_vcs = 2;
  Chain c(3, sp, LinkParams{}, 12);
  const PortMask vc1_east = uint64_t(1) << (4 * Chain::kEast);
  c.sw[0]->set_broadcast_relays({net::BroadcastRelay{kE, vc1_east}});
  c.sw[1]->set_broadcast_relays({net::BroadcastRelay{kE | kL, 0}});
  c.sw[2]->set_broadcast_relays({net::BroadcastRelay{kL, 0}});
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

TEST(HwBroadcast, HeadWaitsForRoomForTheWholeWormDownstream) {
  Chain c(3, broadcast_params(8), LinkParams{}, 1);
  c.sw[0]->set_broadcast_relays(table({kE}));
  c.sw[1]->set_broadcast_relays(table({kE | kL}));
  c.sw[2]->set_broadcast_relays(table({kL}));
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

TEST(HwBroadcast, WormOfASourceWithoutATableEntryIsDiagnosed) {
  Chain c(2, broadcast_params(8), LinkParams{}, 8);
  c.sw[0]->set_broadcast_relays(table({kE}));
  c.ep[0]->queue_words(broadcast_worm(1, 1));
  EXPECT_THROW(
      {
        for (Cycle t = 0; t < 50; ++t) c.tick(t);
      },
      SimulationError);
}

}  // namespace
}  // namespace ccsim::hwtest
