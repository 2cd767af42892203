// All-port nodes (node.all_port): a node sends and receives on every network port at once,
// each message on its own local channel, while one memory serves them all.
//
// Stimulus: a 3x3 torus (every node has four distinct neighbours), slow network links
// (link.cycles_per_word = 8) and fast local links (link.local_cycles_per_word = 1), one-hop
// messages of W = 64 words on VC 0, four DMA engines (one per channel; the engines are one
// pool), one memory port. Each test runs once with node.all_port = true and, where the
// contrast is the claim, once with node.all_port = false (one elaboration per process).
// Proves:
//   - sending: node 0 queues one message on each of its four ports (header, DMA, trailer per
//     port, then waits). All-port, every message streams at the link rate and the last one
//     finishes one message time after the first started, plus the processor's queueing of
//     the other three; one-port, the four share the one injection queue and take four
//     message times. Every receiver's memory holds the data;
//   - receiving: the four neighbours of node 0 send it a message each, a few cycles apart,
//     each ejecting on the channel of its arrival port (last segment N + arrival port). The
//     four deposit at once (one message time in all); one-port, they queue for the one
//     ejection port. receive_header returns them in the order their headers arrived, which
//     is the log's order while messages on other channels are still open in it;
//   - memory bound: with memory.cycles_per_access = 32, every node exchanging a message on
//     each port with each neighbour makes 4W reads and 4W writes, and the exchange takes
//     those 8W accesses' time, not the links'.
// Each cycle count is derived in a comment at its test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "common/sc_hw_util.h"
#include "net/local_channels.h"
#include "net/node_api.h"

namespace ccsim::sctest {
namespace {

using net::Cycle;

constexpr uint32_t kWords = 64;      // W, data words per message
constexpr Cycle kTt = 8;             // network link cycles per word
constexpr int kPorts = 4;            // network ports of a torus2d node
constexpr uint32_t kDeposit = 1024;  // receivers' deposit area: kWords words per arrival port

uint32_t data_word(int source, int port, uint32_t i) {
  return 0xD0000000u | uint32_t(source) << 20 | uint32_t(port) << 16 | i;
}

SmallParams all_port_params(bool all_port) {
  SmallParams p = small_params("torus2d", 3, 3);
  p.node.all_port = all_port;
  p.node.dma_engines = kPorts;
  p.link.cycles_per_word = int(kTt);
  p.link.local_cycles_per_word = 1;
  p.link.latency_cycles = 1;
  p.memory.ports = 1;
  p.memory.cycles_per_access = 1;
  return p;
}

// The one-hop route from `node` out of `port`, ejecting at the neighbour on the channel of
// the port it arrives at (all-port) or on the one local port.
net::SourceRoute one_hop(const net::Topology& g, const net::MachineParams& p, int node, int port) {
  const int n = g.network_ports();
  const int arrival = g.peer_port(node, port);
  const int eject = p.node.all_port ? net::local_channel_port(n, arrival) : g.local_port();
  return {{uint8_t(port), 1, 0}, {uint8_t(eject), 1, 0}};
}

// Queues a message of kWords words from api's node out of `port` (data at port * kWords,
// deposited at the neighbour's kDeposit + arrival port * kWords); returns its DMA.
net::DmaHandle send_on_port(net::NodeApi& api, const net::MachineParams& p, int port) {
  const net::Topology& g = api.topology();
  const int me = api.node_id();
  const uint32_t source = uint32_t(port) * kWords;
  for (uint32_t i = 0; i < kWords; ++i) api.memory()[source + i] = data_word(me, port, i);
  const uint32_t deposit = kDeposit + uint32_t(g.peer_port(me, port)) * kWords;
  api.send_header(one_hop(g, p, me, port), net::make_info0(uint32_t(me), uint32_t(port)), deposit);
  const net::DmaHandle dma = api.start_dma_out(source, kWords, 0);
  api.send_trailer(0);
  return dma;
}

// Every message of `records` that `node` received holds its sender's words at its arrival
// port's area.
template <typename Records>
void expect_data(sc::Machine& machine, int node, const Records& records) {
  const net::Topology& g = machine.topology();
  for (const net::MessageRecord& m : records) {
    const int port = int(m.tag);  // the sender's port
    const int arrival = g.peer_port(m.source, port);
    EXPECT_EQ(m.words, kWords);
    for (uint32_t i = 0; i < kWords; ++i) {
      ASSERT_EQ(machine.node(node).memory()[kDeposit + uint32_t(arrival) * kWords + i],
                data_word(m.source, port, i))
          << "node " << node << ", message from node " << m.source << " port " << port << ", word "
          << i;
    }
  }
}

// Every message node `node` received and kept in its interface's log (its software took none).
void expect_data(sc::Machine& machine, int node) {
  expect_data(machine, node, machine.node(node).interface().messages(0));
}

// Node 0 sends one message on each port; returns the first header and last tail cycles over
// the four receivers' records, and each message's own tail - header span.
struct Spans {
  Cycle first_header = ~Cycle(0);
  Cycle last_tail = 0;
  std::vector<Cycle> message;  // tail - header of each message
};

Spans send_on_every_port(bool all_port) {
  const SmallParams p = all_port_params(all_port);
  SmallMachine m(p);
  std::vector<int> receivers;
  for (int port = 0; port < kPorts; ++port) receivers.push_back(m.grid.neighbor(0, port));
  m.machine.set_program([&](net::NodeApi& api) {
    if (api.node_id() == 0) {
      std::vector<net::DmaHandle> sent;
      for (int port = 0; port < kPorts; ++port) sent.push_back(send_on_port(api, p, port));
      for (const net::DmaHandle& dma : sent) api.wait_dma(dma);
    } else if (std::count(receivers.begin(), receivers.end(), api.node_id())) {
      api.wait_messages(1);
    }
  });
  const sc::RunResult r = m.run();
  EXPECT_TRUE(r.ok) << r.message;
  Spans s;
  for (int node : receivers) {
    const net::MessageLog& got = m.machine.node(node).interface().messages(0);
    EXPECT_EQ(got.size(), 1u) << "node " << node;
    for (const net::MessageRecord& rec : got) {
      EXPECT_TRUE(rec.complete);
      s.first_header = std::min(s.first_header, rec.header_cycle);
      s.last_tail = std::max(s.last_tail, rec.tail_cycle);
      s.message.push_back(rec.tail_cycle - rec.header_cycle);
    }
    expect_data(m.machine, node);
  }
  return s;
}

// A message's last two info words, its W data words and its trailer cross the network link
// one per Tt: from the second info word's ejection (header_cycle) to the trailer's (tail_cycle)
// is Tt (W + 1), the one-message time, whatever the fast local links and the memory (a word
// per cycle) add, which is a pipeline delay. Node 0 queues the four messages one after the
// other: each costs its processor queue_op_cycles (1) per header word (2 route + 2 info) and
// one for the trailer, 5 cycles, so message k starts 5k cycles after message 0. All-port,
// each runs on its own injection channel, network link and ejection channel, undisturbed:
// every message takes exactly Tt (W + 1), and the last tail comes 3 x 5 = 15 cycles after
// message 0's, Tt (W + 1) + 15 after the first header.
TEST(ScAllPort, SendingOnEveryPortAtOnceTakesOneMessageTime) {
  const Spans s = send_on_every_port(true);
  ASSERT_EQ(s.message.size(), size_t(kPorts));
  for (Cycle span : s.message) EXPECT_EQ(span, kTt * (kWords + 1));
  EXPECT_EQ(s.last_tail - s.first_header, kTt * (kWords + 1) + 3 * 5);
}

// One-port, the four messages queue on one injection stream (VC 0), and the switch's local
// input holds its output from head to tail: message k + 1's header leaves only after message
// k's trailer. Each message still takes Tt (W + 1) once under way, and the four do not
// overlap: from the first header to the last tail is at least 4 Tt (W + 1) (the
// message-to-message gaps add a few Tt more).
TEST(ScAllPort, OnePortSendsThePortsMessagesOneAfterAnother) {
  const Spans s = send_on_every_port(false);
  ASSERT_EQ(s.message.size(), size_t(kPorts));
  for (Cycle span : s.message) EXPECT_EQ(span, kTt * (kWords + 1));
  EXPECT_GE(s.last_tail - s.first_header, kPorts * kTt * (kWords + 1));
  EXPECT_LE(s.last_tail - s.first_header, kPorts * kTt * (kWords + 1) + kPorts * 8 * kTt);
}

// The four neighbours of node 0 send it a message each, neighbour k (by node 0's arrival port
// k) after 3k cycles of compute, so that their headers arrive 3 cycles apart in port order.
// Node 0 takes the headers with receive_header(0), then the trailers.
struct Receipt {
  std::vector<net::MessageRecord> headers;   // as receive_header returned them
  std::vector<net::MessageRecord> trailers;  // as receive_trailer returned them
  std::vector<net::MessageRecord> log;       // node 0's records, each taken whole
};

Receipt receive_from_every_neighbour(bool all_port) {
  const SmallParams p = all_port_params(all_port);
  SmallMachine m(p);
  Receipt got;
  m.machine.set_program([&](net::NodeApi& api) {
    const int me = api.node_id();
    if (me == 0) {
      for (int k = 0; k < kPorts; ++k) got.headers.push_back(api.receive_header(0));
      for (int k = 0; k < kPorts; ++k) got.trailers.push_back(api.receive_trailer(0));
      return;
    }
    for (int k = 0; k < kPorts; ++k) {
      const int neighbour = m.grid.neighbor(0, k);
      if (neighbour != me) continue;
      const int port = m.grid.peer_port(0, k);  // neighbour's port towards node 0
      api.compute(Cycle(3 * k));
      api.wait_dma(send_on_port(api, p, port));
    }
  });
  const sc::RunResult r = m.run();
  EXPECT_TRUE(r.ok) << r.message;
  // Node 0 took every record whole, so its interface let go of them; the trailers are the
  // records as they stood at the end.
  EXPECT_TRUE(m.machine.node(0).interface().messages(0).empty());
  EXPECT_EQ(m.machine.node(0).interface().released_messages(0), uint64_t(kPorts));
  got.log = got.trailers;
  expect_data(m.machine, 0, got.log);
  return got;
}

// All-port, each message ejects on its own channel: their data words are deposited at once
// (one memory port serves four streams of one word per Tt = 8 cycles), so every message takes
// one message time, Tt (W + 1), and the last tail comes 3 x 3 cycles after the first (the
// senders' stagger). The headers arrive in port order, 3 cycles apart, each record joining
// the log while the earlier ones are still open in it: receive_header returns them in that
// order, with every word accounted for.
TEST(ScAllPort, EveryNeighbourDeliversOnItsOwnEjectionChannelAtOnce) {
  const Receipt got = receive_from_every_neighbour(true);
  const net::Grid2D grid(3, 3, true);
  ASSERT_EQ(got.headers.size(), size_t(kPorts));
  ASSERT_EQ(got.log.size(), size_t(kPorts));
  Cycle first_header = ~Cycle(0);
  Cycle last_tail = 0;
  for (int k = 0; k < kPorts; ++k) {
    const net::MessageRecord& h = got.headers[size_t(k)];
    const net::MessageRecord& t = got.trailers[size_t(k)];
    const net::MessageRecord& rec = got.log[size_t(k)];
    // Message k came in on node 0's port k, from that neighbour's peer port.
    EXPECT_EQ(h.source, grid.neighbor(0, k)) << "header " << k;
    EXPECT_EQ(h.header_cycle, rec.header_cycle);
    EXPECT_EQ(t.source, h.source) << "trailer " << k << " is header " << k << "'s message";
    EXPECT_TRUE(t.complete);
    EXPECT_EQ(t.words, kWords);
    if (k > 0) {
      EXPECT_EQ(h.header_cycle - got.headers[size_t(k - 1)].header_cycle, 3u);
    }
    EXPECT_EQ(rec.tail_cycle - rec.header_cycle, kTt * (kWords + 1)) << "message " << k;
    first_header = std::min(first_header, rec.header_cycle);
    last_tail = std::max(last_tail, rec.tail_cycle);
  }
  EXPECT_EQ(last_tail - first_header, kTt * (kWords + 1) + 3 * 3);
}

// One-port, the four worms want node 0's one ejection port (VC 0), which each holds from head
// to tail: they are deposited one after another, each message's header after the previous
// one's tail. A waiting worm has its first words in node 0's input queue (switch.queue_depth
// = 4) when it gets the port; the rest crosses its network link at Tt per word, so each takes
// at least Tt (W + 1 - 4) and the four together about four times the all-port time.
TEST(ScAllPort, OnePortNodeTakesItsNeighboursMessagesOneAfterAnother) {
  const Receipt got = receive_from_every_neighbour(false);
  ASSERT_EQ(got.log.size(), size_t(kPorts));
  const Cycle depth = 4;
  for (size_t k = 0; k < got.log.size(); ++k) {
    const net::MessageRecord& rec = got.log[k];
    EXPECT_GE(rec.tail_cycle - rec.header_cycle, kTt * (kWords + 1 - depth)) << "message " << k;
    if (k > 0) {
      EXPECT_GT(rec.header_cycle, got.log[k - 1].tail_cycle) << "message " << k;
    }
  }
  EXPECT_GE(got.log.back().tail_cycle - got.log.front().header_cycle,
            kPorts * kTt * (kWords + 1 - depth));
}

// Every node sends a message on each of its four ports and receives one on each, ejecting on
// its own channels, with one memory port granting an access every 32 cycles. Each node's
// memory serves 4W DMA reads and 4W deposits, 8W accesses, and nothing else (the programs set
// their data up through the backdoor): the last access comes (8W - 1) x 32 cycles after the
// first at the earliest, against Tt (W + 1) = 520 cycles for the links. The port never idles
// while words wait, so the run ends within one access of 8W x 32: the first read comes a few
// cycles after the start (the first header's queue operations), and after the last write only
// the trailer remains.
TEST(ScAllPort, AnExchangeOnEveryPortIsBoundedByTheMemoryNotTheLinks) {
  SmallParams p = all_port_params(true);
  constexpr Cycle kAccess = 32;
  p.memory.cycles_per_access = int(kAccess);
  SmallMachine m(p);
  m.machine.set_program([&](net::NodeApi& api) {
    std::vector<net::DmaHandle> sent;
    for (int port = 0; port < kPorts; ++port) sent.push_back(send_on_port(api, p, port));
    for (const net::DmaHandle& dma : sent) api.wait_dma(dma);
    api.wait_messages(kPorts);
  });
  const sc::RunResult r = m.run(2000, 1000000);
  ASSERT_TRUE(r.ok) << r.message;
  const Cycle accesses = 2 * kPorts * kWords;
  for (int node = 0; node < m.machine.node_count(); ++node) {
    EXPECT_EQ(m.machine.node(node).interface().memory_ports().accesses(), accesses)
        << "node " << node;
    ASSERT_EQ(m.machine.node(node).interface().messages(0).size(), size_t(kPorts));
    expect_data(m.machine, node);
  }
  EXPECT_GT(r.cycles, (accesses - 1) * kAccess);
  EXPECT_LE(r.cycles, accesses * kAccess);
  EXPECT_GT(r.cycles, 10 * kTt * (kWords + 1)) << "the links alone would take a tenth";
}

}  // namespace
}  // namespace ccsim::sctest
