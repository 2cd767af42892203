// Rates a user of a whole machine sees, set by one shared resource at a time: the switch's
// round-robin arbitration, the credit loop of shallow queues, and a memory port.
//
// Stimulus: small meshes (SmallMachine), one-word-per-cycle links (link.cycles_per_word = 1),
// node programs that queue messages back to back (header, DMA, trailer, without waiting).
// Proves:
//   - fairness: nodes 0 and 2 of a 3x1 mesh each stream 4 messages to node 1, whose ejection
//     port both worms want; the switch grants it to the two inputs in turn, so the messages
//     arrive alternating by source and both senders finish within one message of each other;
//   - credit rate: with one-word queues (switch.queue_depth = 1) a message streams at one word
//     per credit round trip, 2L + 1 cycles, for link latencies L = 1, 2, 3;
//   - memory rate: two nodes exchanging messages through one memory port each (memory.ports =
//     1, one access per cycle) move data at half the link rate, one word every 2 cycles, while
//     both the reads and the writes go on.
// Each cycle count is derived in a comment at its test.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "common/sc_hw_util.h"
#include "net/node_api.h"
#include "routing/grid_routing.h"

namespace ccsim::sctest {
namespace {

using net::Cycle;

constexpr uint32_t kDeposit = 1024;  // receivers' deposit area; senders' data starts at 0

uint32_t data_word(int source, uint32_t i) { return 0xD0000000u | uint32_t(source) << 16 | i; }

// Node api.node_id() queues `messages` messages of `words` words each to `dst`, back to back,
// message k from address k * words (data_word(me, i) at address i) to kDeposit + k * words;
// returns the last one's DMA.
net::DmaHandle send_back_to_back(net::NodeApi& api, const net::Topology& g, int dst, int messages,
                                 uint32_t words) {
  const int me = api.node_id();
  for (uint32_t i = 0; i < uint32_t(messages) * words; ++i) api.memory()[i] = data_word(me, i);
  const net::SourceRoute route = sw::dimension_order_route(g, me, dst, 0);
  const int vc = route.front().vc;
  net::DmaHandle last;
  for (int k = 0; k < messages; ++k) {
    api.send_header(route, net::make_info0(uint32_t(me), uint32_t(k)),
                    kDeposit + uint32_t(k) * words);
    last = api.start_dma_out(uint32_t(k) * words, words, vc);
    api.send_trailer(vc);
  }
  return last;
}

TEST(ScFairness, TwoSendersToOneNodeAreServedInTurn) {
  auto p = small_params("mesh2d", 3, 1);
  p.link.cycles_per_word = 1;
  p.link.latency_cycles = 1;
  SmallMachine m(p);
  constexpr int kMessages = 4;
  constexpr uint32_t kWords = 16;
  m.machine.set_program([&](net::NodeApi& api) {
    if (api.node_id() == 1) {
      api.wait_messages(2 * kMessages);
    } else {
      api.wait_dma(send_back_to_back(api, m.grid, 1, kMessages, kWords));
    }
  });
  const sc::RunResult r = m.run();
  ASSERT_TRUE(r.ok) << r.message;
  // Node 1's ejection port (one word per cycle) is the bottleneck of two senders that offer a
  // word per cycle each: whenever a tail frees it, the other input's header has been waiting
  // since it lost, and round robin takes that input.
  const net::MessageLog& got = m.machine.node(1).interface().messages(0);
  ASSERT_EQ(got.size(), size_t(2 * kMessages));
  std::string order;
  for (const net::MessageRecord& rec : got) order += std::to_string(rec.source);
  EXPECT_TRUE(order == "20202020" || order == "02020202")
      << "sources in arrival order: " << order << " (round robin alternates)";
  Cycle last_tail[3] = {0, 0, 0};
  for (const net::MessageRecord& rec : got) last_tail[rec.source] = rec.tail_cycle;
  const Cycle message_time = got[1].tail_cycle - got[0].tail_cycle;
  const Cycle apart =
      last_tail[0] > last_tail[2] ? last_tail[0] - last_tail[2] : last_tail[2] - last_tail[0];
  EXPECT_EQ(apart, message_time) << "the senders' last messages finished " << apart
                                 << " cycles apart; one message takes " << message_time;
}

// One message of N words from node 0 to node 1 of a 2x1 mesh with one-word queues. A word sent
// in cycle t reaches the next queue at t + L, may leave it at t + L + 1, which frees the slot
// and sends the credit back, and the credit arrives at t + 2L + 1: the sender's next word
// leaves 2L + 1 cycles after the last. Every hop (local links: L = 1, round trip 3) runs at the
// slowest loop's pace, the network link's, so the N data words and the trailer reach node 1
// one per 2L + 1 cycles after the second info word: tail - header = (N + 1)(2L + 1), as
// ScMessage's Tt (N + 1) with the credit loop's period in place of Tt.
void expect_credit_paced(int latency) {
  auto p = small_params("mesh2d", 2, 1);
  p.link.cycles_per_word = 1;
  p.link.latency_cycles = latency;
  p.router.queue_depth = 1;
  SmallMachine m(p);
  constexpr uint32_t kWords = 20;
  m.machine.set_program([&](net::NodeApi& api) {
    if (api.node_id() == 1) {
      api.wait_messages(1);
    } else {
      api.wait_dma(send_back_to_back(api, m.grid, 1, 1, kWords));
    }
  });
  const sc::RunResult r = m.run();
  ASSERT_TRUE(r.ok) << r.message;
  const net::MessageLog& got = m.machine.node(1).interface().messages(0);
  ASSERT_EQ(got.size(), 1u);
  for (uint32_t i = 0; i < kWords; ++i) {
    ASSERT_EQ(m.machine.node(1).memory()[kDeposit + i], data_word(0, i)) << "word " << i;
  }
  const Cycle period = 2 * Cycle(latency) + 1;
  EXPECT_EQ(got[0].tail_cycle - got[0].header_cycle, (kWords + 1) * period)
      << "L " << latency << ": one word per " << period << " cycles";
}

TEST(ScCreditRate, OneWordQueuesPassOneWordPerCreditRoundTripAtLatency1) { expect_credit_paced(1); }
TEST(ScCreditRate, OneWordQueuesPassOneWordPerCreditRoundTripAtLatency2) { expect_credit_paced(2); }
TEST(ScCreditRate, OneWordQueuesPassOneWordPerCreditRoundTripAtLatency3) { expect_credit_paced(3); }

// Nodes 0 and 1 of a 2x1 mesh send each other one N-word message at once. Each node's one
// memory port (one access per cycle) then serves two requesters that both keep asking, its DMA
// engine reading the outgoing block and its deposit engine writing the incoming one; round
// robin grants them in turn, so each stream moves one word every 2 cycles, half the link rate.
// Both processors watch their deposit area through the backdoor (no memory port) once per
// cycle and note the cycle each word landed. Over the first half of the message consecutive
// words land exactly 2 cycles apart. (The engine reads ahead of the deposits by the words in
// flight between the two memories, 6 here; once it has read its last word the deposits have
// the port alone and the last few words land a cycle apart.)
TEST(ScMemoryRate, AnExchangeThroughOneMemoryPortMovesAWordEveryTwoCycles) {
  auto p = small_params("mesh2d", 2, 1);
  p.link.cycles_per_word = 1;
  p.link.latency_cycles = 1;
  p.memory.ports = 1;
  p.memory.cycles_per_access = 1;
  SmallMachine m(p);
  constexpr uint32_t kWords = 40;
  std::vector<std::vector<Cycle>> landed(2, std::vector<Cycle>(kWords, 0));
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    const int other = 1 - me;
    const net::DmaHandle sent = send_back_to_back(api, m.grid, other, 1, kWords);
    std::vector<uint32_t>& memory = api.memory();
    uint32_t seen = 0;
    while (seen < kWords) {
      api.compute(1);
      while (seen < kWords && memory[kDeposit + seen] == data_word(other, seen)) {
        landed[size_t(me)][seen++] = api.now();
      }
    }
    api.wait_dma(sent);
    api.wait_messages(1);
  });
  const sc::RunResult r = m.run();
  ASSERT_TRUE(r.ok) << r.message;
  for (int node = 0; node < 2; ++node) {
    std::vector<Cycle> gaps;  // between words i and i + 1
    for (uint32_t i = 0; i + 1 < kWords / 2; ++i) {
      gaps.push_back(landed[size_t(node)][i + 1] - landed[size_t(node)][i]);
    }
    EXPECT_EQ(gaps, std::vector<Cycle>(kWords / 2 - 1, 2))
        << "node " << node << ": cycles between deposits of consecutive words";
  }
}

}  // namespace
}  // namespace ccsim::sctest
