// BookSim2's VC allocation at the two places it differs from iWarp's switch (net/params.h:
// switch.ejection_vcs, switch.vc_handover_cycles), on lines of SwitchCores with scripted
// endpoints (hw_test_util.h Chain), every word observed on the wires.
//
// Stimulus: two worms, one from s0's node and one from s1's, meet at s1's east output, bound for
// the node of the line's last switch. Claims:
// - switch.ejection_vcs: toward the node, first lets a head take only its class's first VC (the
//   two worms reach the node one after the other, all on VC 0); class lets it take any VC of
//   its class, all any VC of the port (the worms reach the node at once, on VCs 0 and 1).
// - switch.vc_handover_cycles = h: the head that waits for the output VC the other worm holds
//   leaves h + 1 cycles after that worm's tail (0: the very next cycle, iWarp's switch).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::EjectionVcs;
using net::LinkParams;
using net::SwitchParams;

SwitchParams two_vc_switch(int class_size, EjectionVcs ejection) {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 8;
  sp.vc_class_size = class_size;
  sp.ejection_vcs = ejection;
  return sp;
}

// Words that reach the node of s2 before the first tail does, by VC.
std::vector<int> words_by_vc_before_first_tail(const Endpoint& ep) {
  std::vector<int> on_vc(2, 0);
  for (const Seen& seen : ep.received()) {
    if (seen.flit.kind == FlitKind::kTail) break;
    ++on_vc[seen.flit.vc];
  }
  return on_vc;
}

TEST(HwVcHandover, EjectionVcsLetWormsReachANodeOnSeveralVcsAtOnce) {
  struct Case {
    const char* name;
    int class_size;
    EjectionVcs ejection;
    uint8_t ejection_class;  // the class the worms' ejection segments name
    bool both_vcs;
  };
  for (const Case& k : {Case{"first, class of 2", 2, EjectionVcs::kFirst, 0, false},
                        Case{"class, class of 2", 2, EjectionVcs::kClass, 0, true},
                        Case{"class, class of 1", 1, EjectionVcs::kClass, 0, false},
                        Case{"all, class of 1", 1, EjectionVcs::kAll, 0, true},
                        Case{"all, ejection class 1", 1, EjectionVcs::kAll, 1, true}}) {
    SCOPED_TRACE(k.name);
    Chain c(3, two_vc_switch(k.class_size, k.ejection), LinkParams{}, 8);
    // With classes of one VC the worms cross s1 -> s2 on VCs 0 and 1 by their routes.
    c.ep[0]->queue_words(
        message({{Chain::kEast, 2, 0}, {Chain::kLocal, 1, k.ejection_class}}, 100, 6));
    const uint8_t second_vc = k.class_size == 1 ? 1 : 0;
    c.ep[1]->queue_words(
        message({{Chain::kEast, 1, second_vc}, {Chain::kLocal, 1, k.ejection_class}}, 200, 6));
    for (Cycle t = 0; t < 120; ++t) c.tick(t);
    ASSERT_EQ(c.ep[2]->received().size(), 14u);
    const std::vector<int> on_vc = words_by_vc_before_first_tail(*c.ep[2]);
    if (k.both_vcs) {
      EXPECT_GT(on_vc[0], 0);
      EXPECT_GT(on_vc[1], 0);
    } else {
      for (const Seen& seen : c.ep[2]->received()) EXPECT_EQ(seen.flit.vc, 0);
    }
  }
}

TEST(HwVcHandover, WaitingHeadTakesAReleasedVcHandoverCyclesAfterTheCycleFollowingTheTail) {
  for (int handover : {0, 1, 3}) {
    SCOPED_TRACE("vc_handover_cycles " + std::to_string(handover));
    SwitchParams sp;
    sp.num_vcs = 1;
    sp.queue_depth = 8;
    sp.vc_handover_cycles = handover;
    // Both segments go on past s1, so the waiting head's route word leaves with it (a word
    // dropped where its segment ends would cost the head a cycle of its own).
    Chain c(4, sp, LinkParams{}, 8);
    c.ep[0]->queue_words(message({{Chain::kEast, 3, 0}, {Chain::kLocal, 1, 0}}, 100, 6));
    c.ep[1]->queue_words(message({{Chain::kEast, 2, 0}, {Chain::kLocal, 1, 0}}, 200, 6));
    std::vector<Seen> east;  // words leaving s1 eastward
    for (Cycle t = 0; t < 120; ++t) {
      c.tick(t);
      Flit f;
      if (word_left(*c.trunk[1], 0, t, f)) east.push_back({t, f});
    }
    ASSERT_EQ(east.size(), 18u);
    size_t tail = 0;
    while (east[tail].flit.kind != FlitKind::kTail) ++tail;
    ASSERT_EQ(east[tail + 1].flit.kind, FlitKind::kHead);
    EXPECT_EQ(east[tail + 1].cycle, east[tail].cycle + 1 + Cycle(handover));
  }
}

}  // namespace
}  // namespace ccsim::hwtest
