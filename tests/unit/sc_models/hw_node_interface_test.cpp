// The node's network interface (net/node_interface.h) against a scripted switch endpoint on
// its local link, driven cycle by cycle.
//
// Stimulus and claims:
// - Injection: with no credits returned, each VC sends exactly the switch's queue depth
//   (the initial credits). Processor-written header words, a DMA job and a trailer on one VC reach
//   the link in that order, the DMA words being memory[address + i]; data words follow each other
//   at the link rate (cycles_per_word) when memory keeps up, or at the memory rate
//   (cycles_per_access / ports) when it does not; the trailer follows the last data word in
//   the next slot; the job reports done. Two VCs with two engines interleave word by word and
//   both arrive intact.
// - Ejection: the deposit engine writes data word i at info1 + i, records source, tag,
//   address and word count, and takes one word per cycle at cycles_per_word = 1; a
//   processor contending for the memory port slows it down but corrupts nothing; two
//   messages interleaved word by word on two VCs are deposited separately.
// - Protocol errors throw SimulationError: a route word reaching the node, a data word or a
//   trailer before the two info words.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/errors.h"
#include "common/switch/hw_test_util.h"
#include "net/node_interface.h"

namespace ccsim::hwtest {
namespace {

using net::Link;
using net::LinkParams;
using net::MachineParams;
using net::NodeInterface;

struct Rig {
  explicit Rig(const MachineParams& p)
      : params(p),
        memory(p.memory.words, 0),
        local(local_params(p)),
        ni(p, "ni", memory),
        sw({&local, 0}, p.router.num_vcs, p.router.queue_depth, p.router.queue_depth) {
    ni.connect({&local, 1}, p.router.queue_depth);
  }
  static LinkParams local_params(const MachineParams& p) {
    LinkParams lp;
    lp.cycles_per_word = p.link.cycles_per_word;
    lp.latency_cycles = 1;
    return lp;
  }
  void tick(Cycle t) {
    ni.tick(t);
    sw.tick(t);
  }

  MachineParams params;
  std::vector<uint32_t> memory;
  Link local;
  NodeInterface ni;
  Endpoint sw;  // the switch side of the local link
};

MachineParams node_params(int cpw, int ports, int cpa, int engines = 1) {
  MachineParams p;
  p.router.num_vcs = 2;
  p.router.queue_depth = 4;
  p.link.cycles_per_word = cpw;
  p.memory.ports = ports;
  p.memory.cycles_per_access = cpa;
  p.memory.words = 1024;
  p.node.dma_engines = engines;
  return p;
}

struct DmaCase {
  int cpw;
  int ports;
  int cpa;
  Cycle data_spacing;  // expected cycles between data words
};

TEST(HwNodeInterface, DmaStreamsMemoryBehindHeaderWordsAtLinkOrMemoryRate) {
  const DmaCase cases[] = {
      {1, 1, 1, 1},  // link and memory both one word per cycle
      {2, 1, 1, 2},  // link-bound
      {3, 1, 2, 3},  // link-bound
      {1, 1, 3, 3},  // memory-bound: one port, an access every 3 cycles
      {1, 3, 3, 1},  // three such ports keep up with the link
  };
  for (const DmaCase& c : cases) {
    SCOPED_TRACE("cpw " + std::to_string(c.cpw) + " ports " + std::to_string(c.ports) + " cpa " +
                 std::to_string(c.cpa));
    Rig r(node_params(c.cpw, c.ports, c.cpa));
    const uint32_t kAddr = 100;
    const uint32_t kWords = 9;
    for (uint32_t i = 0; i < kWords; ++i) r.memory[kAddr + i] = 0xC0DE0000u + i * 7u;
    const std::vector<Flit> header = {route(3, 1, 0), head(net::make_info0(2, 9)), head(500)};
    for (const auto& w : header) r.ni.push_word(0, w);
    const int job = r.ni.push_dma(0, kAddr, kWords);
    r.ni.push_word(0, tail(0x7A11));
    EXPECT_FALSE(r.ni.dma_done(job));
    for (Cycle t = 0; t < 200; ++t) r.tick(t);
    EXPECT_TRUE(r.ni.dma_done(job));
    EXPECT_EQ(r.ni.dma_words_outstanding(), 0u);

    const auto& got = r.sw.received();
    ASSERT_EQ(got.size(), header.size() + kWords + 1);
    for (size_t i = 0; i < header.size(); ++i) {
      EXPECT_TRUE(same_word(got[i].flit, header[i])) << "header word " << i;
      if (i > 0) {
        EXPECT_EQ(got[i].cycle - got[i - 1].cycle, Cycle(c.cpw));
      }
    }
    for (uint32_t i = 0; i < kWords; ++i) {
      const Seen& s = got[header.size() + i];
      EXPECT_TRUE(same_word(s.flit, body(r.memory[kAddr + i], 0))) << "data word " << i;
      if (i > 0) {
        EXPECT_EQ(s.cycle - got[header.size() + i - 1].cycle, c.data_spacing) << "data word " << i;
      }
    }
    // The engine takes the job when it reaches the front of the stream and reads one word
    // before it can send: the first data word leaves at most two slots after the header.
    const Cycle gap = got[header.size()].cycle - got[header.size() - 1].cycle;
    EXPECT_GE(gap, Cycle(c.cpw));
    EXPECT_LE(gap, std::max(Cycle(c.cpw), Cycle(2)) + Cycle(c.cpa) - 1);
    const Seen& trailer = got.back();
    EXPECT_TRUE(same_word(trailer.flit, tail(0x7A11, 0)));
    EXPECT_EQ(trailer.cycle - got[got.size() - 2].cycle, Cycle(c.cpw))
        << "trailer not in the slot after the last data word";
  }
}

TEST(HwNodeInterface, InjectionSendsNoMoreThanTheSwitchQueueDepthWithoutCredits) {
  Rig r(node_params(1, 1, 1));
  r.sw.drain_ok = [](Cycle, int) { return false; };  // the switch never frees a slot
  for (uint32_t i = 0; i < 10; ++i) r.ni.push_word(0, head(i));
  for (uint32_t i = 0; i < 10; ++i) r.ni.push_word(1, head(100 + i));
  for (Cycle t = 0; t < 50; ++t) r.tick(t);
  size_t per_vc[2] = {0, 0};
  for (const auto& s : r.sw.received()) ++per_vc[s.flit.vc];
  EXPECT_EQ(per_vc[0], size_t(r.params.router.queue_depth));
  EXPECT_EQ(per_vc[1], size_t(r.params.router.queue_depth));
  EXPECT_EQ(r.sw.overflows(), 0);
  // Credits returned later let the rest through.
  r.sw.drain_ok = nullptr;
  for (Cycle t = 50; t < 100; ++t) r.tick(t);
  EXPECT_EQ(r.sw.received().size(), 20u);
}

TEST(HwNodeInterface, TwoVcsWithTwoEnginesInterleaveAndBothArriveIntact) {
  Rig r(node_params(1, 2, 1, 2));
  for (uint32_t i = 0; i < 64; ++i) r.memory[i] = 0x1000u + i;
  for (int vc = 0; vc < 2; ++vc) {
    r.ni.push_word(vc, head(net::make_info0(uint32_t(vc), 0)));
    r.ni.push_word(vc, head(uint32_t(vc)));
    r.ni.push_dma(vc, uint32_t(vc * 32), 20);
    r.ni.push_word(vc, tail(uint32_t(vc)));
  }
  for (Cycle t = 0; t < 200; ++t) r.tick(t);
  std::vector<uint32_t> data[2];
  for (const auto& s : r.sw.received()) {
    if (s.flit.kind == FlitKind::kBody) data[s.flit.vc].push_back(s.flit.data);
  }
  for (int vc = 0; vc < 2; ++vc) {
    ASSERT_EQ(data[vc].size(), 20u) << "vc " << vc;
    for (uint32_t i = 0; i < 20; ++i) EXPECT_EQ(data[vc][i], r.memory[uint32_t(vc * 32) + i]);
  }
  // Word by word: the link is busy every cycle from the first word to the last.
  const auto& got = r.sw.received();
  EXPECT_LE(got.back().cycle - got.front().cycle, Cycle(got.size()) + 2);
}

TEST(HwNodeInterface, DepositEngineWritesDataAtInfo1AndRecordsTheMessage) {
  Rig r(node_params(1, 1, 1));
  const uint32_t kWords = 12;
  int hooked = 0;
  r.ni.set_completion_hook([&](int vc, const net::MessageRecord& m) {
    ++hooked;
    EXPECT_EQ(vc, 1);
    EXPECT_EQ(m.words, kWords);
  });
  r.sw.queue_word(head(net::make_info0(7, 5), 1));
  r.sw.queue_word(head(200, 1));
  for (uint32_t i = 0; i < kWords; ++i) r.sw.queue_word(body(0xD000u + i, 1));
  r.sw.queue_word(tail(0, 1));
  for (Cycle t = 0; t < 100; ++t) r.tick(t);
  for (uint32_t i = 0; i < kWords; ++i) EXPECT_EQ(r.memory[200 + i], 0xD000u + i) << i;
  EXPECT_EQ(r.memory[199], 0u);
  EXPECT_EQ(r.memory[200 + kWords], 0u);
  ASSERT_EQ(r.ni.messages(1).size(), 1u);
  EXPECT_TRUE(r.ni.messages(0).empty());
  const net::MessageRecord& m = r.ni.messages(1)[0];
  EXPECT_EQ(m.source, 7);
  EXPECT_EQ(m.tag, 5u);
  EXPECT_EQ(m.address, 200u);
  EXPECT_EQ(m.words, kWords);
  EXPECT_TRUE(m.has_header);
  EXPECT_TRUE(m.complete);
  EXPECT_EQ(r.ni.messages_completed(), 1u);
  EXPECT_EQ(hooked, 1);
  // One word per cycle from the second info word to the trailer.
  EXPECT_EQ(m.tail_cycle - m.header_cycle, Cycle(kWords) + 1);
  EXPECT_TRUE(r.ni.quiet());
}

TEST(HwNodeInterface, ProcessorContendingForMemorySlowsTheDepositButCorruptsNothing) {
  Rig r(node_params(1, 1, 1));
  const uint32_t kWords = 16;
  r.sw.queue_word(head(net::make_info0(3, 1), 0));
  r.sw.queue_word(head(40, 0));
  for (uint32_t i = 0; i < kWords; ++i) r.sw.queue_word(body(0xE000u + i, 0));
  r.sw.queue_word(tail(0, 0));
  for (Cycle t = 0; t < 200; ++t) {
    r.ni.request_processor_access();  // the processor asks every cycle
    r.tick(t);
  }
  for (uint32_t i = 0; i < kWords; ++i) EXPECT_EQ(r.memory[40 + i], 0xE000u + i) << i;
  ASSERT_EQ(r.ni.messages(0).size(), 1u);
  const net::MessageRecord& m = r.ni.messages(0)[0];
  EXPECT_TRUE(m.complete);
  EXPECT_EQ(m.words, kWords);
  // Two requesters on one port alternate: the deposit takes about two cycles per word.
  EXPECT_GE(m.tail_cycle - m.header_cycle, Cycle(2 * kWords) - 1);
  EXPECT_GE(r.ni.processor_grants(), uint64_t(kWords));
}

TEST(HwNodeInterface, MessagesInterleavedWordByWordOnTwoVcsAreDepositedSeparately) {
  Rig r(node_params(1, 2, 1));
  const uint32_t kWords = 10;
  // The switch side alternates VCs word by word, as an output port does for two worms.
  for (uint8_t vc = 0; vc < 2; ++vc) {
    r.sw.queue_word(head(net::make_info0(10u + vc, vc), vc));
  }
  for (uint8_t vc = 0; vc < 2; ++vc) r.sw.queue_word(head(300u + 100u * vc, vc));
  for (uint32_t i = 0; i < kWords; ++i) {
    for (uint8_t vc = 0; vc < 2; ++vc) r.sw.queue_word(body(0xF000u + 0x100u * vc + i, vc));
  }
  for (uint8_t vc = 0; vc < 2; ++vc) r.sw.queue_word(tail(0, vc));
  for (Cycle t = 0; t < 100; ++t) r.tick(t);
  for (uint32_t vc = 0; vc < 2; ++vc) {
    ASSERT_EQ(r.ni.messages(int(vc)).size(), 1u);
    const net::MessageRecord& m = r.ni.messages(int(vc))[0];
    EXPECT_TRUE(m.complete);
    EXPECT_EQ(m.source, int(10 + vc));
    EXPECT_EQ(m.tag, vc);
    EXPECT_EQ(m.words, kWords);
    for (uint32_t i = 0; i < kWords; ++i) {
      EXPECT_EQ(r.memory[300 + 100 * vc + i], 0xF000u + 0x100u * vc + i) << "vc " << vc;
    }
  }
  EXPECT_EQ(r.ni.messages_completed(), 2u);
}

// A processor's accesses that nothing contends with are counted in one go (the interface sleeps
// meanwhile): against an interface that grants every access in its own tick, the same accesses
// by the end of every cycle, the same cycle in which the processor is told it is done, and the
// same deposit of a message whose words arrive in the middle of the accesses and compete for
// the port from their first cycle. Over several starting cycles of the message, at one and two
// ports.
TEST(HwNodeInterface, LoneProcessorAccessesCountAtOnceExactlyAsOnePerTick) {
  for (const int ports : {1, 2}) {
    for (const Cycle message_at : {Cycle(0), Cycle(7), Cycle(40), Cycle(150)}) {
      SCOPED_TRACE("ports " + std::to_string(ports) + ", message from cycle " +
                   std::to_string(message_at));
      Rig lone(node_params(1, ports, 1));
      Rig each(node_params(1, ports, 1));
      each.ni.grant_every_access();
      for (Rig* r : {&lone, &each}) {
        r->sw.queue_word(head(net::make_info0(3, 1), 0));
        r->sw.queue_word(head(40, 0));
        for (uint32_t i = 0; i < 16; ++i) r->sw.queue_word(body(0xE000u + i, 0));
        r->sw.queue_word(tail(0, 0));
        r->sw.send_ok = [message_at](Cycle t) { return t >= message_at; };
        r->ni.request_processor_access(100);
      }
      Cycle lone_done = 0;
      Cycle each_done = 0;
      for (Cycle t = 0; t < 300; ++t) {
        const uint64_t lone_before = lone.ni.activity();
        const uint64_t each_before = each.ni.activity();
        lone.tick(t);
        each.tick(t);
        ASSERT_EQ(lone.ni.memory_accesses(t), each.ni.memory_ports().accesses()) << "cycle " << t;
        ASSERT_EQ(lone.ni.activity() != lone_before, each.ni.activity() != each_before)
            << "cycle " << t;
        if (!lone_done && lone.ni.processor_grants() == 100) lone_done = t;
        if (!each_done && each.ni.processor_grants() == 100) each_done = t;
      }
      EXPECT_GE(each_done, Cycle(99));
      EXPECT_EQ(lone_done, each_done);
      ASSERT_EQ(lone.ni.messages(0).size(), 1u);
      EXPECT_EQ(lone.ni.messages(0)[0].header_cycle, each.ni.messages(0)[0].header_cycle);
      EXPECT_EQ(lone.ni.messages(0)[0].tail_cycle, each.ni.messages(0)[0].tail_cycle);
      for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(lone.memory[40 + i], 0xE000u + i) << i;
    }
  }
}

// Feeds `words` to the interface's ejection side; returns the SimulationError text, or "".
std::string eject_error(const std::vector<Flit>& words) {
  Rig r(node_params(1, 1, 1));
  r.sw.queue_words(words);
  try {
    for (Cycle t = 0; t < 30; ++t) r.tick(t);
  } catch (const SimulationError& e) {
    return e.what();
  }
  return "";
}

TEST(HwNodeInterface, RouteWordReachingTheNodeIsAProtocolError) {
  const std::string e = eject_error({route(2, 1, 0), head(1), head(2), tail()});
  EXPECT_NE(e.find("route word"), std::string::npos) << "got: '" << e << "'";
}

TEST(HwNodeInterface, DataBeforeTheInfoWordsIsAProtocolError) {
  const std::string none = eject_error({body(1), tail()});
  EXPECT_NE(none.find("before"), std::string::npos) << "got: '" << none << "'";
  const std::string one = eject_error({head(net::make_info0(1, 1)), body(1), tail()});
  EXPECT_NE(one.find("before"), std::string::npos) << "got: '" << one << "'";
}

TEST(HwNodeInterface, TrailerBeforeTheInfoWordsIsAProtocolError) {
  const std::string e = eject_error({head(net::make_info0(1, 1)), tail()});
  EXPECT_NE(e.find("trailer"), std::string::npos) << "got: '" << e << "'";
}

TEST(HwNodeInterface, DmaOutsideMemoryIsRefused) {
  Rig r(node_params(1, 1, 1));
  EXPECT_THROW(r.ni.push_dma(0, 1020, 8), SimulationError);
}

}  // namespace
}  // namespace ccsim::hwtest
