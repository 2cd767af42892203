// A link whose sends from one end are deferred into an outbox (net/link_outbox.h,
// Link::defer_sends_from), as the machine does for links between two threads' shares.
//
// Proves, for each end deferred in turn: a word sent from the deferred end reaches the far
// block only when the outbox delivers, then with its port and arrival cycle unchanged and in
// the order sent; its credits reach the far end only then, and count from their send cycle;
// the deferred end keeps no credit lane and says it defers, while sink() still names the block
// attached; the other end's words and credits go straight through.
#include <gtest/gtest.h>

#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/link.h"
#include "net/link_outbox.h"

namespace ccsim::hwtest {
namespace {

using net::Link;
using net::LinkOutbox;
using net::LinkParams;

struct Arrival {
  int port;
  uint32_t data;
  Cycle arrival;
};

class RecordingSink final : public net::WordSink {
 public:
  void deliver(int port, const Flit& flit, Cycle arrival) override {
    got.push_back({port, flit.data, arrival});
  }
  std::vector<Arrival> got;
};

TEST(HwLinkOutbox, DeferredWordsAndCreditsArriveOnlyWhenTheOutboxDelivers) {
  for (int deferred = 0; deferred < 2; ++deferred) {
    SCOPED_TRACE("deferred end " + std::to_string(deferred));
    LinkParams p;
    p.latency_cycles = 2;
    Link link(p);
    RecordingSink at[2];
    link.attach_sink(0, &at[0], 7);
    link.attach_sink(1, &at[1], 9);
    LinkOutbox box;
    link.defer_sends_from(deferred, &box);
    const int far = 1 - deferred;
    EXPECT_TRUE(link.sends_deferred(deferred));
    EXPECT_FALSE(link.sends_deferred(far));
    EXPECT_EQ(link.sink(far), &at[far]);
    EXPECT_EQ(link.credit_lane(deferred, 0), nullptr);
    EXPECT_NE(link.credit_lane(far, 0), nullptr);

    link.send(deferred, body(0xA1), 10);
    link.send(deferred, body(0xA2), 11);
    link.send_credit(deferred, 0, 10);
    EXPECT_TRUE(at[far].got.empty());
    EXPECT_EQ(link.receive_credits(far, 0, 20), 0);
    EXPECT_FALSE(box.empty());
    box.deliver();
    EXPECT_TRUE(box.empty());
    ASSERT_EQ(at[far].got.size(), 2u);
    EXPECT_EQ(at[far].got[0].port, far == 0 ? 7 : 9);
    EXPECT_EQ(at[far].got[0].data, 0xA1u);
    EXPECT_EQ(at[far].got[0].arrival, 12u);
    EXPECT_EQ(at[far].got[1].data, 0xA2u);
    EXPECT_EQ(at[far].got[1].arrival, 13u);
    // The credit was sent in cycle 10 and arrives in 12, as it would have without the outbox.
    EXPECT_EQ(link.receive_credits(far, 0, 11), 0);
    EXPECT_EQ(link.receive_credits(far, 0, 12), 1);

    // The other end sends straight through.
    link.send(far, body(0xB1), 14);
    link.send_credit(far, 0, 14);
    ASSERT_EQ(at[deferred].got.size(), 1u);
    EXPECT_EQ(at[deferred].got[0].data, 0xB1u);
    EXPECT_EQ(link.receive_credits(deferred, 0, 16), 1);
    EXPECT_TRUE(box.empty());
  }
}

}  // namespace
}  // namespace ccsim::hwtest
