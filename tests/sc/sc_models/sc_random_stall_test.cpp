// Random stalls on both sides of a running machine; every word must still arrive intact.
//
// Stimulus (2x2 torus, dimension-order routes with dateline VCs, seeded per node): nodes 0, 1
// and 2 each send 6 messages of random length (1..16 words) to node 3 with random compute()
// gaps between them; node 3 sends 6 messages to node 0 the same way while its processor
// steals memory-port cycles from its deposit engine with random bursts of loads and stores,
// and memory is slower than the link (an access every 2 cycles), so the ejection side stalls
// at random and back-pressure reaches the senders. Proves: the run ends without deadlock or
// protocol error, each receiver got exactly the messages sent to it, each record names the
// right source, tag, address and length, and every data word in memory equals what was sent.
// Run on full-duplex links, and again on half-duplex links (node 0 and node 3 send to each
// other, so the wire changes hands).
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "common/sc_hw_util.h"
#include "net/node_api.h"
#include "routing/grid_routing.h"

namespace ccsim::sctest {
namespace {

using net::Cycle;

constexpr int kMessages = 6;
constexpr uint32_t kSendBase = 0;    // sender's data: message m at kSendBase + 16 * m
constexpr uint32_t kRecvBase = 512;  // receiver's deposit: source s, message m

uint32_t deposit_address(int source, int m) { return kRecvBase + uint32_t(source * 128 + m * 16); }
uint32_t data_word(int source, int m, uint32_t i) {
  return 0xA0000000u | (uint32_t(source) << 20) | (uint32_t(m) << 12) | i;
}

void run_random_stalls(const SmallParams& p) {
  SmallMachine m(p);
  const int n = m.machine.node_count();
  const int kSink = 3;
  // Lengths are drawn up front so that the check knows them.
  std::vector<std::vector<uint32_t>> length(static_cast<size_t>(n));
  std::mt19937 lengths(42);
  for (int s = 0; s < n; ++s) {
    for (int k = 0; k < kMessages; ++k) length[size_t(s)].push_back(1 + lengths() % 16);
  }
  for (int s = 0; s < n; ++s) {
    auto& mem = m.machine.node(s).memory();
    for (int k = 0; k < kMessages; ++k) {
      for (uint32_t i = 0; i < length[size_t(s)][size_t(k)]; ++i) {
        mem[kSendBase + uint32_t(16 * k) + i] = data_word(s, k, i);
      }
    }
  }
  const auto& grid = m.grid;
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    const int dst = me == kSink ? 0 : kSink;
    const net::SourceRoute route = sw::dimension_order_route(grid, me, dst, 0);
    const int vc = route.front().vc;
    std::mt19937 rng(1000u + uint32_t(me));
    for (int k = 0; k < kMessages; ++k) {
      api.compute(rng() % 40);
      if (me == kSink) {
        // Steal memory cycles from the deposit engine (scratch words above the data).
        const int burst = int(rng() % 12);
        for (int j = 0; j < burst; ++j) {
          if (rng() % 2) {
            api.load(3000 + uint32_t(j));
          } else {
            api.store(3000 + uint32_t(j), uint32_t(j));
          }
        }
      }
      api.send_header(route, net::make_info0(uint32_t(me), uint32_t(k)), deposit_address(me, k));
      const net::DmaHandle h =
          api.start_dma_out(kSendBase + uint32_t(16 * k), length[size_t(me)][size_t(k)], vc);
      api.wait_dma(h);
      api.send_trailer(vc);
    }
    if (me == kSink) {
      api.wait_messages(uint64_t(kMessages) * uint64_t(n - 1));
    } else if (me == 0) {
      api.wait_messages(uint64_t(kMessages));
    }
  });
  const sc::RunResult r = m.run(2000, 200000);
  ASSERT_TRUE(r.ok) << r.message;

  auto check_receiver = [&](int receiver, const std::vector<int>& sources) {
    SCOPED_TRACE("receiver node " + std::to_string(receiver));
    const net::NodeInterface& ni = m.machine.node(receiver).interface();
    const auto& records = ni.messages(0);
    ASSERT_EQ(records.size(), sources.size() * size_t(kMessages));
    EXPECT_TRUE(ni.messages(1).empty());
    std::vector<int> next(size_t(n), 0);  // per source, messages arrive in order
    for (const auto& rec : records) {
      ASSERT_TRUE(rec.complete);
      const int s = rec.source;
      ASSERT_GE(s, 0);
      ASSERT_LT(s, n);
      const int k = next[size_t(s)]++;
      EXPECT_EQ(rec.tag, uint32_t(k)) << "source " << s;
      EXPECT_EQ(rec.address, deposit_address(s, k)) << "source " << s;
      EXPECT_EQ(rec.words, length[size_t(s)][size_t(k)]) << "source " << s << " message " << k;
    }
    const auto& mem = m.machine.node(receiver).memory();
    for (int s : sources) {
      EXPECT_EQ(next[size_t(s)], kMessages) << "source " << s;
      for (int k = 0; k < kMessages; ++k) {
        for (uint32_t i = 0; i < length[size_t(s)][size_t(k)]; ++i) {
          ASSERT_EQ(mem[deposit_address(s, k) + i], data_word(s, k, i))
              << "source " << s << " message " << k << " word " << i;
        }
        if (length[size_t(s)][size_t(k)] < 16) {
          EXPECT_EQ(mem[deposit_address(s, k) + length[size_t(s)][size_t(k)]], 0u)
              << "written past the end of source " << s << " message " << k;
        }
      }
    }
  };
  check_receiver(kSink, {0, 1, 2});
  check_receiver(0, {kSink});
}

TEST(ScRandomStalls, DataIntactWithRandomInjectionGapsAndRandomReceiverStalls) {
  auto p = small_params("torus2d", 2, 2);
  p.link.cycles_per_word = 1;
  p.link.latency_cycles = 2;
  p.memory.cycles_per_access = 2;
  p.router.queue_depth = 2;
  run_random_stalls(p);
}

TEST(ScRandomStalls, DataIntactOverHalfDuplexLinks) {
  auto p = small_params("torus2d", 2, 2);
  p.link.cycles_per_word = 2;
  p.link.latency_cycles = 1;
  p.link.half_duplex = true;
  p.memory.cycles_per_access = 3;
  p.router.queue_depth = 3;
  run_random_stalls(p);
}

}  // namespace
}  // namespace ccsim::sctest
