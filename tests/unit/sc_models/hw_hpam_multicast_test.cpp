// The HPAM's inter-level multicast (switch.hpam_multicast, net/switch/additions/hpam_multicast*),
// on one SwitchCore shaped as the level-1 router above a 4x4 level 2 (ports xp xm yp ym up, down
// links dn0..dn3, local; hw_test_util.h Star, a scripted endpoint on every port), with input
// queues of 4 words and worms of 20 to 40 words (wormhole, as the HPAM's messages are).
//
// Stimulus and claims:
// - A multicast worm from the local port leaves on exactly the down links of its run (all four,
//   or three), each copy the worm without its multicast word, word for word; the source sent it
//   once, and the switch is quiet after.
// - A copy whose down link stalls holds the others back by at most what the queues hold (the
//   worm is longer than a queue); all of them complete once it drains.
// - Deadlock freedom: an ordinary worm holds dn1; multicast worm A (local) takes dn0 and waits;
//   multicast worm B (xm) arrives. When dn1 frees, B (ahead of A in the round robin) may not
//   take dn1 without dn0, so A completes, then B: both reach every down link whole. Taking free
//   ports in any order instead deadlocks here (each worm holds a port the other needs).
// - A multicast word naming ports the switch does not have stops the run with a diagnosis.
// - Ordinary worms never reach the part: with the addition on, three competing messages leave
//   every port in the same cycles, word for word, as on the switch without it.
// - Keys: switch.hpam_multicast off by default (the switch gets no part); refused by its key on a
//   topology other than hpam, with route words kept, with VC classes, and for a run that does not
//   drive it.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "common/config_error.h"
#include "common/switch/hw_test_util.h"
#include "net/params.h"
#include "net/switch/addition.h"
#include "net/switch/additions/hpam_multicast.h"
#include "net/switch/switch_core.h"
#include "net/topology/topology.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::MulticastRun;
using net::SwitchParams;

constexpr int kXm = 1;
constexpr int kYp = 2;
constexpr int kDn0 = 5;
constexpr int kLocal = 9;
const std::vector<std::string> kPorts = {"xp",  "xm",  "yp",  "ym",  "up",
                                         "dn0", "dn1", "dn2", "dn3", "local"};

SwitchParams multicast_params() {
  SwitchParams sp;
  sp.queue_depth = 4;
  sp.additions.set(net::MulticastControl::kAddition, net::HpamMulticastParams{true});
  return sp;
}

// The multicast word, the route the copies follow below (two words), two info words, `bodies`
// numbered data words, the trailer.
std::vector<Flit> multicast_worm(MulticastRun run, uint32_t tag, int bodies) {
  std::vector<Flit> w{head(net::encode_multicast(run)), route(kYp, 2, 0), route(kLocal, 1, 0),
                      head(net::make_info0(0, tag)), head(100 + tag)};
  for (int i = 0; i < bodies; ++i) w.push_back(body(1000 * tag + uint32_t(i)));
  w.push_back(tail(tag));
  return w;
}

// What a copy carries: the worm without its multicast word.
std::vector<Flit> copy_of(const std::vector<Flit>& worm) { return {worm.begin() + 1, worm.end()}; }

void expect_run(int ports) {
  Star s(multicast_params(), LinkParams{}, kPorts, 4);
  const std::vector<Flit> worm = multicast_worm(MulticastRun{kDn0, ports, 0}, 1, 20);
  s.ep[kLocal]->queue_words(worm);
  for (Cycle t = 0; t < 400; ++t) s.tick(t);
  EXPECT_EQ(s.ep[kLocal]->sent().size(), worm.size()) << "the source sends the worm once";
  for (int p = 0; p < int(kPorts.size()); ++p) {
    SCOPED_TRACE(kPorts[size_t(p)]);
    if (p >= kDn0 && p < kDn0 + ports) {
      expect_words(drained_words(*s.ep[size_t(p)]), copy_of(worm));
    } else {
      EXPECT_TRUE(s.ep[size_t(p)]->received().empty());
    }
  }
  EXPECT_TRUE(s.sw.quiet());
}

TEST(HwHpamMulticast, WormLeavesOnExactlyTheDownLinksOfItsRunWithoutItsMulticastWord) {
  expect_run(4);
  expect_run(3);
}

TEST(HwHpamMulticast, AStalledCopyHoldsTheOthersBackByWhatTheQueuesHold) {
  Star s(multicast_params(), LinkParams{}, kPorts, 2);
  const std::vector<Flit> worm = multicast_worm(MulticastRun{kDn0, 4, 0}, 1, 30);
  s.ep[kLocal]->queue_words(worm);
  s.ep[kDn0 + 2]->drain_ok = [](Cycle t, int) { return t >= 200; };
  for (Cycle t = 0; t < 200; ++t) s.tick(t);
  // dn2 took what its endpoint holds; the others at most a queue and an endpoint more.
  EXPECT_EQ(s.ep[kDn0 + 2]->received().size(), 2u);
  for (int k : {0, 1, 3}) {
    EXPECT_LE(s.ep[size_t(kDn0 + k)]->received().size(), 2u + 4u + 2u) << "dn" << k;
  }
  for (Cycle t = 200; t < 600; ++t) s.tick(t);
  for (int k = 0; k < 4; ++k) expect_words(drained_words(*s.ep[size_t(kDn0 + k)]), copy_of(worm));
}

TEST(HwHpamMulticast, TwoMulticastWormsTakeTheirRunsInPortOrderAndBothComplete) {
  Star s(multicast_params(), LinkParams{}, kPorts, 4);
  // An ordinary worm from yp holds dn1 while dn1's endpoint drains nothing until cycle 100.
  s.ep[kYp]->queue_words(message({{uint8_t(kDn0 + 1), 1, 0}}, 7, 30));
  s.ep[kDn0 + 1]->drain_ok = [](Cycle t, int) { return t >= 100; };
  for (Cycle t = 0; t < 20; ++t) s.tick(t);
  const std::vector<Flit> a = multicast_worm(MulticastRun{kDn0, 4, 0}, 1, 30);
  const std::vector<Flit> b = multicast_worm(MulticastRun{kDn0, 4, 0}, 2, 30);
  s.ep[kLocal]->queue_words(a);
  for (Cycle t = 20; t < 40; ++t) s.tick(t);
  s.ep[kXm]->queue_words(b);
  for (Cycle t = 40; t < 1500; ++t) s.tick(t);
  for (int k = 0; k < 4; ++k) {
    SCOPED_TRACE("dn" + std::to_string(k));
    std::vector<Flit> want = k == 1 ? message({}, 7, 30) : std::vector<Flit>{};
    for (const auto* worm : {&a, &b}) {
      const std::vector<Flit> c = copy_of(*worm);
      want.insert(want.end(), c.begin(), c.end());
    }
    expect_words(drained_words(*s.ep[size_t(kDn0 + k)]), want);
  }
  EXPECT_TRUE(s.sw.quiet());
}

TEST(HwHpamMulticast, AWordNamingPortsTheSwitchLacksStopsTheRunWithADiagnosis) {
  Star s(multicast_params(), LinkParams{}, kPorts, 4);
  s.ep[kLocal]->queue_words(multicast_worm(MulticastRun{8, 4, 0}, 1, 2));
  try {
    for (Cycle t = 0; t < 50; ++t) s.tick(t);
    FAIL() << "the run went on";
  } catch (const SimulationError& e) {
    EXPECT_NE(std::string(e.what()).find("multicast worm names ports 8..11"), std::string::npos)
        << e.what();
  }
}

// Every word that left each port's link, with its cycle, for three ordinary messages from three
// ports, two of them to the same output.
PortWords ordinary_traffic(const SwitchParams& sp) {
  Star s(sp, LinkParams{}, kPorts, 2);
  s.ep[kLocal]->queue_words(message({{uint8_t(kDn0 + 1), 1, 0}}, 10, 12));
  s.ep[kXm]->queue_words(message({{uint8_t(kDn0 + 1), 1, 0}}, 20, 9));
  s.ep[kYp]->queue_words(message({{uint8_t(kDn0 + 3), 1, 0}}, 30, 7));
  s.ep[kDn0 + 1]->drain_ok = [](Cycle t, int) { return t % 3 == 0; };
  return words_left_each_port(s, 300);
}

TEST(HwHpamMulticast, OrdinaryWormsLeaveInTheSameCyclesWithTheAdditionOnAsWithoutIt) {
  SwitchParams off = multicast_params();
  off.additions = net::AdditionParams{};
  const auto on = ordinary_traffic(multicast_params());
  EXPECT_EQ(on, ordinary_traffic(off));
  EXPECT_EQ(on[size_t(kDn0 + 1)].size(), (12u + 1) + (9u + 1));  // both messages' bodies, tails
}

// ---- Keys -------------------------------------------------------------------------------------

using testing::refused_key;
Config with(std::initializer_list<std::pair<std::string, std::string>> values) {
  return testing::config_with(values);
}

TEST(HwHpamMulticast, OffByDefaultAndRefusedByItsKeyWhereItCannotApply) {
  const net::MachineParams off = net::read_machine_params(Config{});
  EXPECT_EQ(net::SwitchCore(off.router, "sw", kPorts).parts().size(), 0u);
  const Config on = with({{"topology.kind", "hpam"}, {"switch.hpam_multicast", "true"}});
  const net::MachineParams m = net::read_machine_params(on);
  EXPECT_EQ(net::SwitchCore(m.router, "sw", kPorts).parts().size(), 1u);
  net::check_switch_additions(m, *net::make_topology(on));
  const net::SwitchUse driver{"algorithm hpam.broadcast.multicast", {"hpam_multicast"}, 1};
  net::check_switch_use(on, m, driver);

  const Config mesh = with({{"topology.kind", "mesh2d"}, {"switch.hpam_multicast", "true"}});
  EXPECT_EQ(refused_key([&] {
              net::check_switch_additions(net::read_machine_params(mesh),
                                          *net::make_topology(mesh));
            }),
            "switch.hpam_multicast");
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"switch.route_words", "kept"}, {"switch.vc_class_size", "2"}}) {
    SCOPED_TRACE(key);
    const Config bad = with({{"switch.hpam_multicast", "true"},
                             {"switch.num_vcs", "2"},
                             {"switch.queue_depth", "4"},
                             {key, value}});
    EXPECT_EQ(refused_key([&] { net::read_machine_params(bad); }), "switch.hpam_multicast");
  }
  const net::SwitchUse hybrid{"algorithm hpam.broadcast.hybrid", {}, 1};
  EXPECT_EQ(refused_key([&] { net::check_switch_use(on, m, hybrid); }), "switch.hpam_multicast");
  EXPECT_EQ(refused_key([] {
              net::read_machine_params(with({{"switch.hpam_multicast", "2"}}));
            }),
            "switch.hpam_multicast");
}

}  // namespace
}  // namespace ccsim::hwtest
