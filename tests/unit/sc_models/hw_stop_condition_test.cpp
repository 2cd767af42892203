// iWarp stop condition and forward (004 §2.2.2, Figure 4; net/switch/switch_core.h) on a
// SwitchCore.
//
// Stimulus: a 3-port switch (p0, p1, local) with the NotInMessage stop condition set on p0's
// pool VC only; p0's endpoint queues three pool messages and one on VC 1, p1's endpoint a
// pool message. Proves: the stopped queue starts no message, however long it waits, until
// forward(); forward() lets exactly one message through, after whose tail the queue stops
// again; queues_stopped() is false until that tail has left and true from the cycle it left
// until the next forward(); a VC that is not the pool, and a port outside the mask, are never
// stopped; forward() on a queue that is already waiting binds its header that same cycle.
// The scenario itself is shared with the RTL test: tests/common/switch/stop_condition_scenarios.h.
#include <gtest/gtest.h>

#include "common/switch/hw_test_util.h"
#include "common/switch/stop_condition_scenarios.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

using net::LinkParams;
using net::SwitchParams;

TEST(HwStopCondition, StoppedQueueForwardsOneMessagePerForward) {
  SwitchParams sp;
  sp.num_vcs = 2;
  sp.queue_depth = 4;
  sp.sync_pool_vc = 0;
  Star s(sp, LinkParams{}, {"p0", "p1", "local"}, 4);
  scenarios::stopped_queue_forwards_one_message_per_forward(s);
}

}  // namespace
}  // namespace ccsim::hwtest
