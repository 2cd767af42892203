// BookSim2's VC allocation where it differs from iWarp's switch (net/params.h:
// switch.vc_handover_cycles), on a line of SwitchCores with scripted endpoints (hw_test_util.h
// Chain), every word observed on the wires.
//
// Stimulus: two worms, one from s0's node and one from s1's, meet at s1's east output, bound for
// the node of the line's last switch. Claims:
// - switch.vc_handover_cycles = h: the head that waits for the output VC the other worm holds
//   leaves h + 1 cycles after that worm's tail (0: the very next cycle, iWarp's switch).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;

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
