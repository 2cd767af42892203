// A hardware addition with a part of the model switch (net/switch/switch_part.h), added by this
// file alone, as a new addition's own files would add it: its key, its parameters (kept in
// SwitchParams::additions, no member of its own), its head-word code, its part and the part's
// control, and no central file. The example part is a sink that sums the data words of the
// worms of its code (the combining half of a reduction, say) and returns their credits.
// Proves:
// - the switch creates the part only when the addition is on, hands it exactly the worms of
//   its code, and leaves ordinary worms to allocation and traversal (they still arrive);
// - the part's control is found through the switch seam, next to the broadcast relay's when
//   both are on, and is null when the addition is off;
// - the words a part takes return their credits upstream, and the switch is quiet after;
// - a worm of a code whose addition is off is refused with a diagnosis naming the code;
// - a part that takes a worm without its tail says so in describe_blocked.
#include "net/switch/switch_part.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "base/key_table.h"
#include "common/switch/hw_test_util.h"
#include "net/params.h"
#include "net/switch/addition.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {
namespace {

constexpr const char* kSink = "example_sink";
constexpr uint32_t kSinkCode = 2;

struct SinkParams {
  bool on = false;
};

const KeyTable<SinkParams>& sink_keys() {
  static const KeyTable<SinkParams> t = KeyTable<SinkParams>("switch addition example_sink")
                                            .add("switch.example_sink", &SinkParams::on,
                                                 "example addition of the tests "
                                                 "(tests/unit/sc_models/switch_part_test.cpp)");
  return t;
}
const KeyDeclaration kSinkKeys(sink_keys().specs());

class SinkControl : public net::AdditionControl {
 public:
  static constexpr const char* kAddition = kSink;
  virtual uint64_t sum() const = 0;
  virtual int worms() const = 0;
};

// Holds each input whose front is one of its heads, and takes its visible words one per cycle
// until the tail, summing the data words.
class SinkPart final : public SinkControl, public net::SwitchPart {
 public:
  const char* addition() const override { return kSink; }
  uint32_t word_code() const override { return kSinkCode; }
  net::AdditionControl* control() override { return static_cast<SinkControl*>(this); }
  uint64_t sum() const override { return sum_; }
  int worms() const override { return worms_; }

  void allocate(net::SwitchCore& sw, uint64_t heads, Cycle) override {
    for (; heads; heads &= heads - 1) {
      const int i = __builtin_ctzll(heads);
      sw.hold_input(i);
      taking_ |= uint64_t(1) << i;
    }
  }
  bool works_every_cycle() const override { return true; }
  void every_cycle(net::SwitchCore& sw, Cycle now) override {
    for (uint64_t t = taking_; t; t &= t - 1) {
      const int i = __builtin_ctzll(t);
      net::InputUnit& in = sw.input(i);
      if (in.queue.empty() || in.queue.front().visible > now) continue;
      const Flit f = in.queue.front().flit;
      if (f.kind == FlitKind::kBody) sum_ += f.data;
      sw.pop_input(in, now);
      if (f.kind != FlitKind::kTail) continue;
      ++worms_;
      taking_ &= ~(uint64_t(1) << i);
      sw.tail_left_input(in);
    }
  }
  void send(net::SwitchCore&, net::OutputPort&, int, int, net::InputUnit&, Cycle) override {}
  std::string head_text(const Flit& head) const override {
    return "sink worm " + std::to_string(head.data & 0xFFFF);
  }
  bool describe_input(const net::SwitchCore&, int input, std::ostream& os) const override {
    if (!(taking_ >> input & 1)) return false;
    os << "; taken by the sink, waits for its tail";
    return true;
  }
  void describe_waiting_head(const net::SwitchCore&, const Flit&, std::ostream&) const override {}

 private:
  uint64_t taking_ = 0;
  uint64_t sum_ = 0;
  int worms_ = 0;
};

bool sink_on(const net::SwitchParams& p) {
  const SinkParams* s = p.additions.find<SinkParams>(kSink);
  return s && s->on;
}

CCSIM_REGISTER(example_sink, net::switch_additions(), kSink,
               net::SwitchAddition{
                   "example sink", net::key_names(sink_keys().specs()),
                   [](const Config& config, net::SwitchParams& p) {
                     p.additions.set(kSink, sink_keys().read(config));
                   },
                   sink_on, nullptr, nullptr, nullptr, /*needs_driver=*/false, nullptr, nullptr,
                   [](const net::SwitchParams&, int, int) -> std::unique_ptr<net::SwitchPart> {
                     return std::make_unique<SinkPart>();
                   }});

net::SwitchParams params(bool sink, bool relay) {
  net::SwitchParams sp;
  sp.num_vcs = 1;
  sp.queue_depth = 8;
  sp.additions.set(kSink, SinkParams{sink});
  sp.broadcast.pattern = relay;
  return sp;
}

std::vector<Flit> sink_worm(uint32_t id, std::vector<uint32_t> data) {
  std::vector<Flit> w{head(net::addition_word(kSinkCode, id))};
  for (uint32_t d : data) w.push_back(body(d));
  w.push_back(tail());
  return w;
}

TEST(SwitchPart, AnAdditionKeepsItsParametersUnderItsNameAndReadsItsKey) {
  Config config;
  config.set("switch.example_sink", "true", "test");
  const net::MachineParams m = net::read_machine_params(config);
  ASSERT_NE(m.router.additions.find<SinkParams>(kSink), nullptr);
  EXPECT_TRUE(m.router.additions.find<SinkParams>(kSink)->on);
  EXPECT_FALSE(net::read_machine_params(Config{}).router.additions.find<SinkParams>(kSink)->on);
}

TEST(SwitchPart, IsCreatedOnlyWhenItsAdditionIsOnBesideTheOthers) {
  Chain off(1, params(false, false), net::LinkParams{}, 8);
  EXPECT_TRUE(off.sw[0]->parts().empty());
  EXPECT_EQ(off.sw[0]->control<SinkControl>(), nullptr);
  Chain both(1, params(true, true), net::LinkParams{}, 8);
  ASSERT_EQ(both.sw[0]->parts().size(), 2u);
  EXPECT_NE(both.sw[0]->control<SinkControl>(), nullptr);
  EXPECT_NE(both.sw[0]->control<net::BroadcastSwitchControl>(), nullptr);
}

// Switch 0 of a line of two: its node sends a sink worm (taken at switch 0) and then an
// ordinary worm east to switch 1's node, which must arrive whole.
TEST(SwitchPart, TakesExactlyTheWormsOfItsCodeAndReturnsTheirCredits) {
  Chain c(2, params(true, false), net::LinkParams{}, 8);
  const std::vector<Flit> ordinary{head(net::encode_segment({Chain::kEast, 1, 0})),
                                   head(net::encode_segment({Chain::kLocal, 1, 0})), body(7),
                                   tail()};
  std::vector<Flit> words = sink_worm(5, {10, 20, 30});
  words.insert(words.end(), ordinary.begin(), ordinary.end());
  c.ep[0]->queue_words(words);
  for (Cycle t = 0; t < 60; ++t) c.tick(t);
  auto* sink = c.sw[0]->control<SinkControl>();
  ASSERT_NE(sink, nullptr);
  EXPECT_EQ(sink->sum(), 60u);
  EXPECT_EQ(sink->worms(), 1);
  EXPECT_EQ(c.sw[1]->control<SinkControl>()->worms(), 0);
  ASSERT_EQ(c.ep[1]->received().size(), 2u) << "the ordinary worm's body and tail";
  EXPECT_EQ(c.ep[1]->received()[0].flit.data, 7u);
  for (const auto& sw : c.sw) EXPECT_TRUE(sw->quiet());
  // Every word the sink took gave its credit back: the node may fill the queue again.
  c.ep[0]->queue_words(sink_worm(6, {1, 2, 3, 4, 5, 6}));
  for (Cycle t = 60; t < 120; ++t) c.tick(t);
  EXPECT_EQ(sink->sum(), 81u);
  EXPECT_EQ(sink->worms(), 2);
}

TEST(SwitchPart, AWormOfACodeWhoseAdditionIsOffIsRefusedNamingTheCode) {
  Chain c(1, params(false, true), net::LinkParams{}, 8);  // a part, but not the sink's
  c.ep[0]->queue_words(sink_worm(5, {1}));
  try {
    for (Cycle t = 0; t < 20; ++t) c.tick(t);
    FAIL() << "the worm was accepted";
  } catch (const SimulationError& e) {
    EXPECT_NE(std::string(e.what()).find("code 2"), std::string::npos) << e.what();
  }
}

TEST(SwitchPart, SaysWhatAWormItTookWaitsFor) {
  Chain c(1, params(true, false), net::LinkParams{}, 8);
  std::vector<Flit> worm = sink_worm(9, {1, 2});
  worm.pop_back();  // no tail yet
  c.ep[0]->queue_words(worm);
  for (Cycle t = 0; t < 20; ++t) c.tick(t);
  const std::string text = c.sw[0]->describe_blocked(20);
  EXPECT_NE(text.find("taken by the sink, waits for its tail"), std::string::npos) << text;
  EXPECT_FALSE(c.sw[0]->quiet());
}

}  // namespace
}  // namespace ccsim::hwtest
