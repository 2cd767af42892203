// The switch's primitives on their own (tests/rtl/cc_tb_primitives.sv): queue, round-robin
// arbiter, sync gate, change detector.
//
// Queue (depths 1, 3, 4): under random pushes and pops, every cycle, the front word, empty,
// full and occupancy equal those of a reference queue in which a word pushed in cycle t is
// visible from t + 1; a push into a full queue is taken only together with a pop, and without
// one it is dropped and reported. Arbiter (N = 1..6): exhaustively over pointers and request
// masks, the grant is net::RoundRobinArbiter::pick's (first requester at or after the pointer)
// and the pointer moves just past the winner, never without a grant; over every request
// sequence of length n (n <= 4) a persistent requester is granted within n grants. Sync gate:
// the model's net::SyncGate tests, on pins (clear together, one completion, the mask), plus
// the cycle of release. Change detector: high exactly in cycles whose level differs.
#include <gtest/gtest.h>
#include <verilated.h>

#include <deque>
#include <memory>
#include <random>
#include <string>

#include "Vcc_tb_primitives.h"

namespace ccsim::rtltest {
namespace {

// The harness model, reset, with one clock() per cycle (inputs settle, rising edge).
class Primitives {
 public:
  Primitives() : ctx_(std::make_unique<VerilatedContext>()) {
    ctx_->fatalOnError(false);
    top_ = std::make_unique<Vcc_tb_primitives>(ctx_.get(), "prims");
    top_->clk_i = 0;
    top_->rst_ni = 1;
    top_->eval();
    reset();
  }
  ~Primitives() { top_->final(); }

  void reset() {
    top_->rst_ni = 0;
    top_->eval();
    top_->rst_ni = 1;
    top_->eval();
  }
  void settle() { top_->eval(); }
  void clock() {
    top_->eval();
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }
  bool error() const { return ctx_->gotError(); }
  Vcc_tb_primitives* operator->() { return top_.get(); }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vcc_tb_primitives> top_;
};

constexpr int kFifoDepths[3] = {1, 3, 4};

int fifo_count(Primitives& m, int k) {
  switch (k) {
    case 0:
      return m->fifo1_count_o;
    case 1:
      return m->fifo3_count_o;
    default:
      return m->fifo4_count_o;
  }
}

TEST(RtlFifo, KeepsOrderFlagsAndOccupancyOfAReferenceQueue) {
  for (uint32_t seed = 1; seed <= 4; ++seed) {
    Primitives m;
    std::mt19937 rng(seed);
    std::deque<uint8_t> ref[3];
    int pushes = 0;
    int full_cycles = 0;
    for (int t = 0; t < 4000; ++t) {
      uint32_t push = 0, pop = 0, data = 0;
      for (int k = 0; k < 3; ++k) {
        const size_t depth = size_t(kFifoDepths[k]);
        // Outputs of this cycle, before its edge: the reference without this cycle's push.
        ASSERT_EQ((m->fifo_empty_o >> k) & 1, ref[k].empty() ? 1u : 0u)
            << "queue " << k << " t " << t;
        ASSERT_EQ((m->fifo_full_o >> k) & 1, ref[k].size() == depth ? 1u : 0u)
            << "queue " << k << " t " << t;
        ASSERT_EQ(fifo_count(m, k), int(ref[k].size())) << "queue " << k << " t " << t;
        if (!ref[k].empty()) {
          ASSERT_EQ((m->fifo_data_o >> (8 * k)) & 0xFF, ref[k].front())
              << "queue " << k << " t " << t;
        }
        full_cycles += ref[k].size() == depth;
        const bool do_pop = !ref[k].empty() && rng() % 2;
        const bool do_push = (ref[k].size() < depth || do_pop) && rng() % 3 != 0;
        const uint8_t word = uint8_t(rng());
        push |= uint32_t(do_push) << k;
        pop |= uint32_t(do_pop) << k;
        data |= uint32_t(word) << (8 * k);
        if (do_pop) ref[k].pop_front();
        if (do_push) {
          ref[k].push_back(word);
          ++pushes;
        }
      }
      m->fifo_push_i = push;
      m->fifo_pop_i = pop;
      m->fifo_data_i = data;
      m.clock();
    }
    EXPECT_GT(pushes, 4000);
    EXPECT_GT(full_cycles, 1000) << "the stimulus must fill the queues";
    EXPECT_FALSE(m.error()) << "a legal stimulus fired an RTL assertion";
  }
}

TEST(RtlFifo, PushIntoAFullQueueIsTakenWithAPopAndOtherwiseDroppedAndReported) {
  Primitives m;
  const int k = 1;  // depth 3
  for (uint8_t w = 1; w <= 3; ++w) {
    m->fifo_push_i = 1u << k;
    m->fifo_data_i = uint32_t(w) << (8 * k);
    m.clock();
  }
  ASSERT_EQ(fifo_count(m, k), 3);
  // Full, with a pop: taken.
  m->fifo_pop_i = 1u << k;
  m->fifo_data_i = 4u << (8 * k);
  m.clock();
  EXPECT_EQ(fifo_count(m, k), 3);
  EXPECT_FALSE(m.error());
  // Full, without a pop: dropped and reported.
  m->fifo_pop_i = 0;
  m->fifo_data_i = 5u << (8 * k);
  m.clock();
  EXPECT_EQ(fifo_count(m, k), 3);
  EXPECT_TRUE(m.error()) << "overflow not reported";
  m->fifo_push_i = 0;
  m->fifo_pop_i = 1u << k;
  for (uint8_t want : {2, 3, 4}) {
    m.settle();
    EXPECT_EQ((m->fifo_data_o >> (8 * k)) & 0xFF, want);
    m.clock();
  }
  EXPECT_EQ(fifo_count(m, k), 0);
}

// The reference: first set bit at or after `from`, cyclically over n (as the model's test).
int reference_pick(uint32_t requests, int from, int n) {
  for (int i = 0; i < n; ++i) {
    const int r = (from + i) % n;
    if ((requests >> r) & 1) return r;
  }
  return -1;
}

// Drives arbiter n (1..6) for one cycle and returns its grant (-1 for none; -2 if not one-hot).
int arbitrate(Primitives& m, int n, uint32_t requests, bool enable = true) {
  const int lsb = (n - 1) * 6;
  m->arb_req_i = uint64_t(requests) << lsb;
  m->arb_en_i = enable ? 1u << (n - 1) : 0u;
  m.settle();
  const uint32_t gnt = uint32_t((m->arb_gnt_o >> lsb) & 0x3F);
  m.clock();
  m->arb_req_i = 0;
  m->arb_en_i = 0;
  if (gnt == 0) return -1;
  if (gnt & (gnt - 1)) return -2;
  return __builtin_ctz(gnt);
}

// Moves arbiter n's pointer to `start` (grants start - 1 alone).
void point_to(Primitives& m, int n, int start) {
  const int last = (start + n - 1) % n;
  ASSERT_EQ(arbitrate(m, n, 1u << last), last);
}

TEST(RtlRoundRobinArbiter, GrantsFirstRequesterAtOrAfterThePointerForEveryMaskAndPointer) {
  Primitives m;
  for (int n = 1; n <= 6; ++n) {
    const uint32_t all = (1u << n) - 1;
    // After reset the pointer is 0.
    m.reset();
    ASSERT_EQ(arbitrate(m, n, all), 0) << "n " << n;
    for (int start = 0; start < n; ++start) {
      for (uint32_t mask = 0; mask <= all; ++mask) {
        point_to(m, n, start);
        const int want = reference_pick(mask, start, n);
        ASSERT_EQ(arbitrate(m, n, mask), want)
            << "n " << n << " pointer " << start << " mask " << mask;
        // Where the pointer went: the next grant with every requester asking.
        const int next = want >= 0 ? (want + 1) % n : start;
        ASSERT_EQ(arbitrate(m, n, all), next)
            << "n " << n << " pointer " << start << " mask " << mask << ": pointer moved wrong";
        // A disabled arbiter grants nothing and keeps its pointer.
        point_to(m, n, start);
        ASSERT_EQ(arbitrate(m, n, mask, false), -1) << "n " << n;
        ASSERT_EQ(arbitrate(m, n, all), start) << "n " << n << ": disabled arbiter moved";
      }
    }
  }
  EXPECT_FALSE(m.error());
}

TEST(RtlRoundRobinArbiter, PersistentRequesterIsGrantedWithinNGrants) {
  Primitives m;
  for (int n = 1; n <= 4; ++n) {
    const uint32_t masks = 1u << n;
    uint64_t sequences = 1;
    for (int k = 0; k < n; ++k) sequences *= masks;
    for (int r = 0; r < n; ++r) {
      for (int start = 0; start < n; ++start) {
        for (uint64_t seq = 0; seq < sequences; ++seq) {
          point_to(m, n, start);
          uint64_t s = seq;
          bool granted = false;
          for (int k = 0; k < n && !granted; ++k) {
            const uint32_t mask = uint32_t(s % masks) | (1u << r);
            s /= masks;
            granted = arbitrate(m, n, mask) == r;
          }
          ASSERT_TRUE(granted) << "n " << n << " requester " << r << " pointer " << start
                               << " sequence " << seq;
        }
      }
    }
  }
}

// One cycle of gate4: tails of this cycle; returns nothing, read the pins after.
void gate4_cycle(Primitives& m, uint32_t tails) {
  m->gate4_tail_i = tails;
  m.clock();
  m->gate4_tail_i = 0;
  m.settle();
}

TEST(RtlSyncGateBits, AllMaskedBitsClearTogetherAndCountOneCompletion) {
  Primitives m;
  m->gate4_mask_i = 0xF;
  int completions = 0;
  gate4_cycle(m, (1u << 2) | (1u << 0));
  completions += m->gate4_complete_o;
  EXPECT_EQ(m->gate4_sticky_o, 0x5u);
  EXPECT_EQ((m->gate4_block_o >> 2) & 1, 1u) << "queue 2 passed a tail: its header is held";
  EXPECT_EQ((m->gate4_block_o >> 1) & 1, 0u);
  EXPECT_EQ(m->gate4_and_o, 0u);
  gate4_cycle(m, 0);
  completions += m->gate4_complete_o;
  EXPECT_EQ(completions, 0);
  EXPECT_EQ(m->gate4_sticky_o, 0x5u);
  gate4_cycle(m, (1u << 1) | (1u << 3));
  completions += m->gate4_complete_o;
  EXPECT_EQ(m->gate4_sticky_o, 0xFu);
  EXPECT_EQ(m->gate4_and_o, 1u);
  EXPECT_EQ(m->gate4_block_o, 0u) << "headers must start in the cycle the bits clear";
  gate4_cycle(m, 0);  // the cycle in which they clear
  completions += m->gate4_complete_o;
  EXPECT_EQ(completions, 1);
  EXPECT_EQ(m->gate4_sticky_o, 0u);
  gate4_cycle(m, 0);
  completions += m->gate4_complete_o;
  EXPECT_EQ(completions, 1) << "a completion without new tails";
}

TEST(RtlSyncGateBits, MaskSelectsWhichBitsTheAndSeesAndWhichHeadersAreHeld) {
  Primitives m;
  int completions = 0;
  auto cycle = [&](uint32_t tails) {
    m->gate3_tail_i = tails;
    m.clock();
    m->gate3_tail_i = 0;
    m.settle();
    completions += m->gate3_complete_o;
  };
  m->gate3_mask_i = 0x3;
  cycle(1u << 2);
  EXPECT_EQ(m->gate3_sticky_o, 0x4u) << "a tail outside the mask still sets its bit";
  EXPECT_EQ((m->gate3_block_o >> 2) & 1, 0u) << "queue outside the mask held";
  EXPECT_EQ(m->gate3_and_o, 0u);
  cycle((1u << 0) | (1u << 1));
  EXPECT_EQ(m->gate3_and_o, 1u);
  cycle(0);
  EXPECT_EQ(completions, 1);
  EXPECT_EQ(m->gate3_sticky_o & 0x3u, 0u);
  EXPECT_EQ(m->gate3_sticky_o, 0x4u) << "a bit outside the mask cleared";
  m->gate3_mask_i = 0;
  cycle(0x3);
  cycle(0);
  EXPECT_EQ(m->gate3_and_o, 0u) << "an empty mask must never complete";
  EXPECT_EQ(completions, 1);
  // Widening the mask counts the bit set while it was outside.
  m->gate3_mask_i = 0x7;
  m.settle();
  EXPECT_EQ(m->gate3_and_o, 1u);
  cycle(0);
  EXPECT_EQ(completions, 2);
  EXPECT_EQ(m->gate3_sticky_o, 0u);
}

TEST(RtlSyncGateBits, TailInTheClearingCycleSetsItsBitAgain) {
  Primitives m;
  m->gate3_mask_i = 0x7;
  m->gate3_tail_i = 0x7;
  m.clock();
  // All set: they clear in this cycle, while queue 1 passes its next tail.
  m->gate3_tail_i = 0x2;
  m.settle();
  EXPECT_EQ(m->gate3_and_o, 1u);
  m.clock();
  m->gate3_tail_i = 0;
  m.settle();
  EXPECT_EQ(m->gate3_complete_o, 1u);
  EXPECT_EQ(m->gate3_sticky_o, 0x2u);
  EXPECT_EQ(m->gate3_block_o, 0x2u);
}

TEST(RtlChangeDetect, FlagsExactlyTheCyclesWhoseLevelDiffers) {
  Primitives m;
  std::mt19937 rng(7);
  uint32_t previous = 0;  // the reset value
  int changes = 0;
  for (int t = 0; t < 500; ++t) {
    const uint32_t level = rng() % 4 == 0 ? rng() & 7 : previous;
    m->change_level_i = level;
    m.settle();
    ASSERT_EQ(m->change_changed_o, level != previous ? 1u : 0u) << "cycle " << t;
    changes += level != previous;
    m.clock();
    previous = level;
  }
  EXPECT_GT(changes, 50);
}

}  // namespace
}  // namespace ccsim::rtltest
