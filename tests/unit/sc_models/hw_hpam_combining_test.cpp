// Combining for the HPAM's gather (switch.hpam_combining, net/switch/additions/hpam_combining*), on
// one SwitchCore shaped as the level-1 router above a 4x4 level 2 (ports xp xm yp ym up, down links
// dn0..dn3, local; hw_test_util.h Star, a scripted endpoint on every port), with input queues of 4
// words and pieces longer than a queue (the merged worm is wormhole switched).
//
// Stimulus and claims:
// - Four pieces up dn0..dn3 leave the group's output as one worm: the first piece's info words,
//   every piece's data in port order, one trailer; no combining word leaves, and the switch is
//   quiet after. So they do when the pieces arrive in reverse order, the first last.
// - The merged worm takes one cycle more per combining word and per dropped trailer than its
//   words (an input pops one word a cycle): with every piece queued, its 2 + 4 x 6 + 1 words leave
//   over 27 + 6 cycles from its first word (the first combining word goes before it).
// - The first piece's route on (its words after the combining word) leaves with it: a merged worm
//   out of xp carries them first.
// - Another worm where the group's next piece should be stops the run with a diagnosis.
// - Ordinary worms never reach the part: with the addition on, three competing messages leave
//   every port in the same cycles, word for word, as on the switch without it.
// - Keys: off by default; refused by its key on a topology other than hpam, with route words
//   kept, with VC classes, and for a run that does not drive it.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "common/config_error.h"
#include "common/switch/hw_test_util.h"
#include "net/params.h"
#include "net/switch/addition.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/switch_core.h"
#include "net/topology/topology.h"

namespace ccsim::hwtest {
namespace {

using net::CombiningGroup;
using net::LinkParams;
using net::SwitchParams;

constexpr int kXp = 0;
constexpr int kXm = 1;
constexpr int kYp = 2;
constexpr int kDn0 = 5;
constexpr int kLocal = 9;
const std::vector<std::string> kPorts = {"xp",  "xm",  "yp",  "ym",  "up",
                                         "dn0", "dn1", "dn2", "dn3", "local"};
constexpr int kData = 6;  // data words per piece

SwitchParams combining_params() {
  SwitchParams sp;
  sp.queue_depth = 4;
  sp.additions.set(net::CombiningControl::kAddition, net::HpamCombiningParams{true});
  return sp;
}

// Piece k of a group of four up dn0..dn3 to `group.out_port`: its combining word, for the first
// `onward` and two info words, kData numbered data words, a trailer.
std::vector<Flit> piece(const CombiningGroup& group, int k, const std::vector<Flit>& onward = {}) {
  std::vector<Flit> w{head(net::encode_combining(group))};
  if (k == 0) {
    w.insert(w.end(), onward.begin(), onward.end());
    w.push_back(head(net::make_info0(7, 0)));
    w.push_back(head(500));
  }
  for (int i = 0; i < kData; ++i) w.push_back(body(1000 * uint32_t(k) + uint32_t(i)));
  w.push_back(tail(uint32_t(k)));
  return w;
}

// What the merged worm carries: the first piece but for its combining word and trailer, the
// other pieces' data, the last trailer.
std::vector<Flit> merged(const CombiningGroup& group, const std::vector<Flit>& onward = {}) {
  std::vector<Flit> w;
  for (int k = 0; k < group.inputs; ++k) {
    const std::vector<Flit> p = piece(group, k, onward);
    w.insert(w.end(), p.begin() + 1, p.end() - 1);
  }
  w.push_back(tail(uint32_t(group.inputs - 1)));
  return w;
}

const CombiningGroup kToLocal{kLocal, 0, kDn0, 4};

TEST(HwHpamCombining, FourPiecesLeaveAsOneWormInPortOrderWithoutTheirCombiningWords) {
  for (const bool reverse : {false, true}) {
    SCOPED_TRACE(reverse ? "the first piece last" : "in order");
    Star s(combining_params(), LinkParams{}, kPorts, 4);
    for (int k = 0; k < 4; ++k) {
      const int p = kDn0 + k;
      s.ep[size_t(p)]->queue_words(piece(kToLocal, k));
      if (reverse) s.ep[size_t(p)]->send_ok = [k](Cycle t) { return t >= Cycle(40 * (3 - k)); };
    }
    for (Cycle t = 0; t < 500; ++t) s.tick(t);
    expect_words(drained_words(*s.ep[kLocal]), merged(kToLocal));
    for (int p = 0; p < kLocal; ++p) EXPECT_TRUE(s.ep[size_t(p)]->received().empty()) << p;
    EXPECT_TRUE(s.sw.quiet());
  }
}

TEST(HwHpamCombining, EachCombiningWordAndDroppedTrailerTakesTheOutputOneCycle) {
  Star s(combining_params(), LinkParams{}, kPorts, 64);
  for (int k = 0; k < 4; ++k) s.ep[size_t(kDn0 + k)]->queue_words(piece(kToLocal, k));
  std::vector<Cycle> left;
  for (Cycle t = 0; t < 500; ++t) {
    s.tick(t);
    Flit f;
    if (word_left(*s.links[kLocal], 0, t, f)) left.push_back(t);
  }
  const size_t words = 2 + 4 * kData + 1;
  ASSERT_EQ(left.size(), words);
  EXPECT_EQ(left.back() - left.front() + 1, Cycle(words + 6));  // 3 combining words, 3 trailers
}

TEST(HwHpamCombining, TheFirstPiecesRouteOnLeavesWithTheMergedWorm) {
  Star s(combining_params(), LinkParams{}, kPorts, 4);
  const CombiningGroup to_xp{kXp, 0, kDn0, 4};
  const std::vector<Flit> onward = {route(kYp, 2, 0), route(kLocal, 1, 0)};
  for (int k = 0; k < 4; ++k) s.ep[size_t(kDn0 + k)]->queue_words(piece(to_xp, k, onward));
  for (Cycle t = 0; t < 500; ++t) s.tick(t);
  expect_words(drained_words(*s.ep[kXp]), merged(to_xp, onward));
  EXPECT_TRUE(s.ep[kLocal]->received().empty());
}

TEST(HwHpamCombining, AnotherWormWhereTheNextPieceShouldBeStopsTheRunWithADiagnosis) {
  Star s(combining_params(), LinkParams{}, kPorts, 4);
  // An ordinary worm waits at the front of dn1 for xm, which a stalled worm from yp holds.
  s.ep[kXm]->drain_ok = [](Cycle, int) { return false; };
  s.ep[kYp]->queue_words(message({{uint8_t(kXm), 1, 0}}, 1, 20));
  for (Cycle t = 0; t < 10; ++t) s.tick(t);
  s.ep[kDn0 + 1]->queue_words(message({{uint8_t(kXm), 1, 0}}, 100, 3));
  s.ep[kDn0]->queue_words(piece(kToLocal, 0));
  try {
    for (Cycle t = 10; t < 200; ++t) s.tick(t);
    FAIL() << "the run went on";
  } catch (const SimulationError& e) {
    EXPECT_NE(std::string(e.what()).find("where the group's next piece should be"),
              std::string::npos)
        << e.what();
  }
}

// Every word that left each port's link, with its cycle, for three ordinary messages from three
// ports, two of them to the same output.
PortWords ordinary_traffic(const SwitchParams& sp) {
  Star s(sp, LinkParams{}, kPorts, 2);
  s.ep[kLocal]->queue_words(message({{uint8_t(kXm), 1, 0}}, 10, 12));
  s.ep[kDn0]->queue_words(message({{uint8_t(kXm), 1, 0}}, 20, 9));
  s.ep[kDn0 + 2]->queue_words(message({{uint8_t(kLocal), 1, 0}}, 30, 7));
  s.ep[kXm]->drain_ok = [](Cycle t, int) { return t % 3 == 0; };
  return words_left_each_port(s, 300);
}

TEST(HwHpamCombining, OrdinaryWormsLeaveInTheSameCyclesWithTheAdditionOnAsWithoutIt) {
  SwitchParams off = combining_params();
  off.additions = net::AdditionParams{};
  const auto on = ordinary_traffic(combining_params());
  EXPECT_EQ(on, ordinary_traffic(off));
  EXPECT_EQ(on[size_t(kXm)].size(), (12u + 1) + (9u + 1));  // both messages' bodies, tails
}

// ---- Keys -------------------------------------------------------------------------------------

using testing::refused_key;
Config with(std::initializer_list<std::pair<std::string, std::string>> values) {
  return testing::config_with(values);
}

TEST(HwHpamCombining, OffByDefaultAndRefusedByItsKeyWhereItCannotApply) {
  const net::MachineParams off = net::read_machine_params(Config{});
  EXPECT_EQ(net::SwitchCore(off.router, "sw", kPorts).parts().size(), 0u);
  const Config on = with({{"topology.kind", "hpam"}, {"switch.hpam_combining", "true"}});
  const net::MachineParams m = net::read_machine_params(on);
  EXPECT_EQ(net::SwitchCore(m.router, "sw", kPorts).parts().size(), 1u);
  net::check_switch_additions(m, *net::make_topology(on));
  net::check_switch_use(on, m, {"algorithm hpam.gather.combining", {"hpam_combining"}, 1});

  const Config mesh = with({{"topology.kind", "mesh2d"}, {"switch.hpam_combining", "true"}});
  EXPECT_EQ(refused_key([&] {
              net::check_switch_additions(net::read_machine_params(mesh),
                                          *net::make_topology(mesh));
            }),
            "switch.hpam_combining");
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"switch.route_words", "kept"}, {"switch.vc_class_size", "2"}}) {
    SCOPED_TRACE(key);
    const Config bad = with({{"switch.hpam_combining", "true"},
                             {"switch.num_vcs", "2"},
                             {"switch.queue_depth", "4"},
                             {key, value}});
    EXPECT_EQ(refused_key([&] { net::read_machine_params(bad); }), "switch.hpam_combining");
  }
  EXPECT_EQ(refused_key([&] {
              net::check_switch_use(on, m, {"algorithm hpam.gather.hybrid", {}, 1});
            }),
            "switch.hpam_combining");
}

}  // namespace
}  // namespace ccsim::hwtest
