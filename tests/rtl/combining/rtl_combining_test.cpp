// The switch RTL's HPAM combining (CombiningEnable; configuration cb: 6 ports, 2 VCs, depth 4),
// through the scenarios of the model's hw_hpam_combining_test, on CbBench: a group of four pieces
// up ports 1..4 merged onto port 0 (on VC 0, and on VC 1 toward VC 1 of port 5), pieces of six
// data words, longer than a queue (the merged worm is wormhole switched).
//
// Claims:
// - The merged worm is the first piece but for its combining word and trailer, every other
//   piece's data in port order, the last trailer: no combining word and no middle trailer leaves,
//   and every word of every piece is popped (one credit each). So when the pieces arrive in
//   reverse order (the first piece last), and when the group is on VC 1.
// - Its cycles: with the pieces queued, its 2 + 4 x 6 + 1 words leave over 27 + 6 cycles from its
//   first word (each combining word after the first and each dropped trailer a bubble), as the
//   model's test counts; the pieces that wait are blocked heads in every cycle they wait.
// - An ordinary worm to the group's output waits for the merged worm's last trailer.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rtl_combining_bench.h"

namespace ccsim::rtltest {
namespace {

using net::CombiningGroup;

constexpr int kData = 6;  // data words per piece

Flit word(uint32_t data, FlitKind kind, int vc) { return Flit{data, kind, uint8_t(vc)}; }

// Piece k of `group` on VC vc: its combining word, for the first two info words, kData numbered
// data words, a trailer.
std::vector<Flit> piece(const CombiningGroup& group, int k, int vc) {
  std::vector<Flit> w{word(net::encode_combining(group), FlitKind::kHead, vc)};
  if (k == 0) {
    w.push_back(word(0x11110000u, FlitKind::kHead, vc));
    w.push_back(word(500, FlitKind::kHead, vc));
  }
  for (int i = 0; i < kData; ++i)
    w.push_back(word(1000 * uint32_t(k) + uint32_t(i), FlitKind::kBody, vc));
  w.push_back(word(0x7A110000u | uint32_t(k), FlitKind::kTail, vc));
  return w;
}

// The merged worm: the first piece but for its combining word and trailer, the others' data, the
// last trailer, on the group's output VC.
std::vector<Flit> merged(const CombiningGroup& group, int vc) {
  std::vector<Flit> w;
  for (int k = 0; k < group.inputs; ++k) {
    const std::vector<Flit> p = piece(group, k, vc);
    w.insert(w.end(), p.begin() + 1, p.end() - 1);
  }
  w.push_back(piece(group, group.inputs - 1, vc).back());
  for (Flit& f : w) f.vc = uint8_t(group.out_vc);
  return w;
}

std::string text(const Flit& f) {
  return std::to_string(f.data) + "/" + std::to_string(int(f.kind)) + "/vc" + std::to_string(f.vc);
}

// Port `port` sent exactly `want`; "" or the first difference.
std::string check_sent(const CbBench& b, int port, const std::vector<Flit>& want) {
  const auto& got = b.sent(port);
  for (size_t k = 0; k < want.size() || k < got.size(); ++k) {
    if (k >= got.size()) return "word " + std::to_string(k) + " missing: " + text(want[k]);
    if (k >= want.size()) return "extra word " + std::to_string(k) + ": " + text(got[k].flit);
    if (got[k].flit.data != want[k].data || got[k].flit.kind != want[k].kind ||
        got[k].flit.vc != want[k].vc) {
      return "word " + std::to_string(k) + ": want " + text(want[k]) + ", got " + text(got[k].flit);
    }
  }
  return "";
}

// Runs a group of four up 1..4 whose piece k starts at cycle from[k]; checks the merged worm.
void merge_four(int vc, int out_port, const std::vector<Cycle>& from, CbBench& b) {
  const CombiningGroup g{out_port, vc, 1, 4};
  for (int k = 0; k < 4; ++k) b.send(1 + k, piece(g, k, vc), from[size_t(k)]);
  b.run(200);
  EXPECT_FALSE(b.sw.error()) << "an RTL assertion fired";
  EXPECT_TRUE(b.quiet());
  EXPECT_EQ(check_sent(b, out_port, merged(g, vc)), "");
  for (int p = 0; p < CbBench::kPorts; ++p) {
    if (p == out_port) continue;
    EXPECT_TRUE(b.sent(p).empty()) << "port " << p;
  }
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(b.returned((1 + k) * CbBench::kVcs + vc), int(piece(g, k, vc).size()))
        << "piece " << k << ": every word popped once";
  }
}

TEST(RtlCombining, MergesFourPiecesInPortOrderWithoutTheirCombiningWords) {
  CbBench b;
  merge_four(0, 0, {0, 0, 0, 0}, b);
}

TEST(RtlCombining, MergesThePiecesInPortOrderWhenTheyArriveInReverse) {
  CbBench b;
  merge_four(0, 0, {60, 40, 20, 0}, b);
}

TEST(RtlCombining, MergesOnTheFirstPiecesVcTowardTheGroupsOutputVc) {
  CbBench b;
  merge_four(1, 5, {3, 0, 7, 1}, b);
}

TEST(RtlCombining, MergedWormTakesOneBubblePerCombiningWordAndDroppedTrailer) {
  CbBench b;
  const CombiningGroup g{0, 0, 1, 4};
  for (int k = 0; k < 4; ++k) b.send(1 + k, piece(g, k, 0), 0);
  b.run(200);
  const auto& out = b.sent(0);
  ASSERT_EQ(out.size(), size_t(2 + 4 * kData + 1));
  // 27 words and 6 bubbles (3 more combining words, 3 dropped trailers) from its first word.
  EXPECT_EQ(out.back().cycle - out.front().cycle + 1, Cycle(27 + 6));
  // Where: two idle cycles between one piece's last data word and the next piece's first (its
  // trailer, then the next combining word), none inside a piece.
  for (size_t k = 1; k < out.size(); ++k) {
    const bool seam = k > 2 && k < out.size() - 1 && (k - 2) % kData == 0;
    EXPECT_EQ(out[k].cycle - out[k - 1].cycle, seam ? Cycle(3) : Cycle(1)) << "word " << k;
  }
  // The first combining word arrives in cycle 0 and leaves (a bubble) in cycle 1: the first
  // info word leaves in cycle 2.
  EXPECT_EQ(out.front().cycle, Cycle(2));
  // The pieces behind the first wait as blocked heads from the cycle their combining word is
  // visible (1) until the one before them is through: none of them in its own take.
  EXPECT_GT(b.heads_blocked(), uint64_t(3 * 8));
  EXPECT_TRUE(b.quiet());
}

TEST(RtlCombining, OrdinaryWormToTheGroupsOutputWaitsForTheLastTrailer) {
  CbBench b;
  const CombiningGroup g{0, 0, 1, 4};
  for (int k = 0; k < 4; ++k) b.send(1 + k, piece(g, k, 0), 0);
  // From port 5, a route word to port 0 VC 0 (hops 1, consumed), two words.
  b.send(5,
         {word(net::encode_segment(net::RouteSegment{0, 1, 0}), FlitKind::kHead, 0),
          word(0xAB, FlitKind::kBody, 0), word(0xCD, FlitKind::kTail, 0)},
         2);
  b.run(200);
  std::vector<Flit> want = merged(g, 0);
  want.push_back(word(0xAB, FlitKind::kBody, 0));
  want.push_back(word(0xCD, FlitKind::kTail, 0));
  EXPECT_EQ(check_sent(b, 0, want), "");
  EXPECT_FALSE(b.sw.error());
  EXPECT_TRUE(b.quiet());
}

}  // namespace
}  // namespace ccsim::rtltest
