// The HPAM multicast in the Verilated switch (configuration mc: 6 ports, 2 VCs, depth 4,
// MulticastEnable), on its pins with scripted senders and receivers (rtl_multicast_bench.h),
// through the claims of net::HpamMulticastUnit (tests/unit/sc_models/hw_hpam_multicast_test.cpp):
// - a multicast worm longer than a queue leaves on exactly the ports of its run, on the run's
//   VC, each copy the worm without its multicast word, word for word; every word's credit
//   returns, the multicast word's included, and the switch is quiet after; the multicast word
//   leaves in the cycle the run becomes whole and the copies start in the next (one pop a
//   cycle);
// - a run taken over several cycles: the ports held early send what the queue holds, and in
//   the cycle the last port is taken (the multicast word's pop) no port sends; the last port's
//   copy starts in the next cycle;
// - two multicast heads whose runs overlap take their ports in port order: a head whose first
//   port is held takes none of its run, so the head behind it takes the shared port and
//   finishes first (taking free ports in any order would make it wait for the first);
// - heads that want the same run in the same cycle take turns from the input after the last
//   that got its whole run, not by a fixed priority.
// No RTL assertion fires in any of them.
#include <gtest/gtest.h>

#include <vector>

#include "rtl_multicast_bench.h"

namespace ccsim::rtltest {
namespace {

using net::encode_multicast;
using net::MulticastRun;

// Input index of (port, vc).
constexpr int input(int port, int vc) { return port * Mc::kConfig.vcs + vc; }

// The copy port `port` sent: the worm from its second word, on VC vc.
void expect_copy(const McBench& b, int port, const std::vector<Flit>& w, int vc) {
  const std::vector<Sent>& got = b.sent(port);
  ASSERT_EQ(got.size(), w.size() - 1) << "port " << port;
  for (size_t k = 0; k < got.size(); ++k) {
    EXPECT_EQ(got[k].flit.data, w[k + 1].data) << "port " << port << " word " << k;
    EXPECT_EQ(got[k].flit.kind, w[k + 1].kind) << "port " << port << " word " << k;
    EXPECT_EQ(int(got[k].flit.vc), vc) << "port " << port << " word " << k;
  }
}

TEST(RtlMulticast, WormReachesEveryPortOfItsRunWithoutItsMulticastWord) {
  McBench b;
  const std::vector<Flit> w = worm(encode_multicast(MulticastRun{2, 3, 1}), 0, 10, 0xA);
  b.send(0, w);
  b.run(200);
  for (int p : {2, 3, 4}) expect_copy(b, p, w, 1);
  for (int p : {0, 1, 5}) EXPECT_TRUE(b.sent(p).empty()) << "port " << p;
  // Free ports are taken together, the multicast word goes, and the copies start a cycle later.
  ASSERT_FALSE(b.credit_cycles(input(0, 0)).empty());
  for (int p : {2, 3, 4}) {
    EXPECT_EQ(b.sent(p).front().cycle, b.credit_cycles(input(0, 0)).front() + 1) << "port " << p;
  }
  EXPECT_EQ(b.credits_returned(), w.size());
  EXPECT_TRUE(b.quiet());
  EXPECT_FALSE(b.sw.error()) << "an RTL assertion fired";
}

TEST(RtlMulticast, NoCopySendsInTheCycleItsRunBecomesWhole) {
  McBench b;
  // An ordinary worm holds port 4 (VC 1) until its tail comes in cycle 30; meanwhile the
  // multicast worm (run 2-4) holds ports 2 and 3, which send what its queue holds.
  const std::vector<Flit> ord = worm(net::encode_segment(net::RouteSegment{4, 1, 1}), 0, 2, 0x0);
  b.send(5, std::vector<Flit>(ord.begin(), ord.end() - 1));
  b.send(5, {ord.back()}, 30);
  const std::vector<Flit> w = worm(encode_multicast(MulticastRun{2, 3, 1}), 0, 10, 0xA);
  b.send(0, w, 5);
  b.run(200);
  for (int p : {2, 3}) expect_copy(b, p, w, 1);
  ASSERT_EQ(b.sent(4).size(), (ord.size() - 1) + (w.size() - 1));
  ASSERT_FALSE(b.credit_cycles(input(0, 0)).empty());
  const Cycle whole = b.credit_cycles(input(0, 0)).front();  // the multicast word's pop
  EXPECT_GT(whole, b.sent(4)[ord.size() - 2].cycle) << "port 4 was taken after the tail left";
  for (int p : {2, 3}) EXPECT_LT(b.sent(p).front().cycle, whole) << "port " << p;
  for (int p : {2, 3, 4}) {
    for (const Sent& s : b.sent(p)) EXPECT_NE(s.cycle, whole) << "port " << p;
  }
  EXPECT_EQ(b.sent(4)[ord.size() - 1].cycle, whole + 1);
  EXPECT_EQ(b.sent(4)[ord.size() - 1].flit.data, w[1].data);
  EXPECT_TRUE(b.quiet());
  EXPECT_FALSE(b.sw.error()) << "an RTL assertion fired";
}

TEST(RtlMulticast, OverlappingRunsAreTakenInPortOrder) {
  McBench b;
  // An ordinary worm holds port 2 (VC 1) until its tail comes in cycle 80.
  const std::vector<Flit> ord = worm(net::encode_segment(net::RouteSegment{2, 1, 1}), 0, 2, 0x0);
  b.send(5, std::vector<Flit>(ord.begin(), ord.end() - 1));
  b.send(5, {ord.back()}, 80);
  // A (input 0) wants ports 2-3, B (input 2) ports 3-4, both on VC 1; A's head comes first.
  const std::vector<Flit> a = worm(encode_multicast(MulticastRun{2, 2, 1}), 0, 6, 0xA);
  const std::vector<Flit> bw = worm(encode_multicast(MulticastRun{3, 2, 1}), 0, 6, 0xB);
  b.send(0, a, 5);
  b.send(1, bw, 10);
  bool a_had_2 = false;
  for (int c = 0; c < 300; ++c) {
    b.tick();
    const uint32_t held = holding(b.sw, input(0, 0));
    a_had_2 = a_had_2 || (held & (1u << 2));
    EXPECT_FALSE((held & (1u << 3)) && !a_had_2) << "A took port 3 without port 2, cycle " << c;
  }
  // Port 2: the ordinary worm (without its consumed route word), then A's copy.
  ASSERT_EQ(b.sent(2).size(), (ord.size() - 1) + (a.size() - 1));
  const Cycle ord_tail = b.sent(2)[ord.size() - 2].cycle;
  EXPECT_GE(ord_tail, Cycle(80));
  // B finished on both its ports while the ordinary worm still held port 2; A followed.
  ASSERT_EQ(b.sent(3).size(), (bw.size() - 1) + (a.size() - 1));
  ASSERT_EQ(b.sent(4).size(), bw.size() - 1);
  EXPECT_LT(b.sent(4).back().cycle, ord_tail);
  EXPECT_LT(b.sent(3)[bw.size() - 2].cycle, ord_tail);
  // Each copy's second word is its worm's info word, which carries the worm's tag.
  EXPECT_EQ(b.sent(3)[1].flit.data, bw[2].data) << "B's copy goes first on port 3";
  EXPECT_EQ(b.sent(3)[bw.size()].flit.data, a[2].data) << "then A's";
  EXPECT_GT(b.sent(2)[ord.size() - 1].cycle, ord_tail);
  EXPECT_TRUE(b.quiet());
  EXPECT_FALSE(b.sw.error()) << "an RTL assertion fired";
}

TEST(RtlMulticast, HeadsWantingOneRunTakeTurnsFromThePortAfterTheLastServed) {
  McBench b;
  // Input 0 (port 0) takes ports 3-4 alone; then inputs 0 and 2 (port 1) want them in the
  // same cycle: the pointer is past input 0, so input 2 goes first (a fixed priority would
  // pick input 0 again).
  const std::vector<Flit> a = worm(encode_multicast(MulticastRun{3, 2, 0}), 0, 4, 0xA);
  const std::vector<Flit> c = worm(encode_multicast(MulticastRun{3, 2, 0}), 0, 4, 0xC);
  b.send(0, a);
  b.run(100);
  ASSERT_TRUE(b.quiet());
  b.send(0, a, b.now());
  b.send(1, c, b.now());
  b.run(100);
  const size_t n = a.size() - 1;
  for (int p : {3, 4}) {
    ASSERT_EQ(b.sent(p).size(), 3 * n) << "port " << p;
    // Each copy's second word is its worm's info word, which carries the worm's tag.
    EXPECT_EQ(b.sent(p)[1].flit.data, a[2].data) << "port " << p;
    EXPECT_EQ(b.sent(p)[n + 1].flit.data, c[2].data) << "port " << p;
    EXPECT_EQ(b.sent(p)[2 * n + 1].flit.data, a[2].data) << "port " << p;
  }
  EXPECT_TRUE(b.quiet());
  EXPECT_FALSE(b.sw.error()) << "an RTL assertion fired";
}

}  // namespace
}  // namespace ccsim::rtltest
