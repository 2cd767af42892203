// All-to-all broadcast on n x n meshes and tori by relays in node software (paper 002):
//
//   a2a.broadcast.pattern       the broadcast pattern (broadcast_pattern.h)
//   a2a.broadcast.rows_columns  Saad and Schultz's row-then-column paths (RowColumnFlood)
//
// Every node broadcasts one message of algorithm.message_words words. A message carries its
// source in the tag of its first info word and is deposited at the source's slot (source x L)
// in every memory it reaches. A node sends its own message on the ports its pattern names
// (the relay rule), then, for each message that arrives, waits until it is fully
// deposited and relays it from its slot on the ports the pattern names for that source: a
// store-and-forward relay by the processor, paying node.msg_overhead_cycles (the start-up α)
// per message it sends. Every hop is one message of one hop, so no worm waits on another and
// no relay can deadlock; all-port nodes (node.all_port) send and receive on their four ports at
// once. The run counts the messages each channel carried, for 002's Corollaries 1 and 2, and
// prints Theorem 1's lower bound beside the cycles, with Corollary 3's upper bound for the
// pattern and the slides' formula for the row-then-column broadcast (analytic):
// α = node.msg_overhead_cycles, δ = link.latency_cycles + 1 (a hop through a switch and a
// link), Lγ = (L + 4) x link.cycles_per_word: a message crosses a channel as its L data words
// and 4 of framing (head, two info words, trailer).
//
// With switch.bcast_pattern = true the switches relay instead (the hardware addition): each
// node loads its switch's relay table (for every source, the ports the rule names here and,
// but at the source, the ejection channel paired with the port the message arrives on), sends
// its own message once as a broadcast worm, and waits for the n^2 - 1 deposits. No processor
// is in the loop, so α is paid once; every switch passes each worm on as it arrives (cut
// through), a hop costing δ instead of α + Lγ. A broadcast worm carries 4 words besides its L
// (head, two info words, trailer), and a switch admits it only when each downstream queue has
// room for all of it, so switch.queue_depth must be at least L + 4. With
// switch.bcast_output_words = B > 0 a switch hands each worm to buffers at its outputs, so
// that its input is free once the worm is copied (docs/switch.md); a buffer admits only whole
// worms, so B must be at least L + 4 too.
//
// Besides the data in every memory, each node counts what arrived: when its program ends,
// the messages it took and those still waiting on any VC (zero time, from their records)
// must name every other node's broadcast exactly once and never its own, and the software
// relay also stops at the first message it takes a second time. Otherwise the run fails,
// naming the node, the source and the count.
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "collectives/grid_broadcast/broadcast_pattern.h"
#include "collectives/grid_broadcast/grid_broadcast_cost.h"
#include "collectives/grid_broadcast/grid_broadcast_data.h"
#include "core/algorithm.h"
#include "net/switch/additions/broadcast_relay.h"

namespace ccsim::sw {
namespace {

const KeyDeclaration kKeys({
    {"algorithm.message_words", KeyType::kInt, "16", "words",
     "all-to-all broadcast on a 2D grid: L, words of each node's message",
     "a2a.broadcast.pattern, a2a.broadcast.rows_columns, a2a.broadcast.cpt"},
});

constexpr int kVc = 0;
constexpr int kMaxMessageWords = 1 << 16;
using grid_broadcast::kFrameWords;

class GridBroadcast final : public Algorithm {
 public:
  GridBroadcast(const Config& config, const net::Topology& topology,
                const net::MachineParams& machine, bool pattern)
      : topology_(topology), machine_(machine), pattern_(pattern) {
    const std::string name = pattern ? "a2a.broadcast.pattern" : "a2a.broadcast.rows_columns";
    if (topology.kind() != "mesh2d" && topology.kind() != "torus2d") {
      config.fail("topology.kind", name + " runs on a 2D mesh or torus (mesh2d, torus2d), not on " +
                                       topology.kind());
    }
    if (topology.extent(0) != topology.extent(1)) {
      config.fail("topology.ny", "the broadcast pattern is defined on n x n grids: topology.nx = " +
                                     std::to_string(topology.extent(0)) +
                                     ", topology.ny = " + std::to_string(topology.extent(1)));
    }
    if (topology.node_count() > (1 << 15)) {
      config.fail("topology.nx", "at most 32768 nodes (a message's source travels in its tag)");
    }
    words_ = uint32_t(config.int_in("algorithm.message_words", 1, kMaxMessageWords,
                                    "must be in 1.." + std::to_string(kMaxMessageWords)));
    const int n = std::max(2, topology.extent(0));
    const bool torus = topology.kind() == "torus2d";
    if (pattern) {
      rule_ = std::make_unique<BroadcastPattern>(n, torus);
    } else {
      rule_ = std::make_unique<RowColumnFlood>(n, torus);
    }
    relayed_.assign(size_t(topology.node_count()) * 4, 0);
    hardware_ = machine.router.broadcast.pattern;
    vcs_needed_ = hardware_ ? (torus ? 6 : 2) : 1;  // see build_relay_tables
    if (hardware_ && machine.router.num_vcs < vcs_needed_) {
      config.fail("switch.num_vcs",
                  "switch.bcast_pattern relays on " + std::to_string(vcs_needed_) + " VCs on a " +
                      topology.kind() + ", got " + std::to_string(machine.router.num_vcs));
    }
    if (hardware_ && words_ + kFrameWords > net::kMaxBroadcastWords) {
      config.fail("algorithm.message_words", "a broadcast worm holds at most " +
                                                 std::to_string(net::kMaxBroadcastWords) +
                                                 " words (L + 4) with switch.bcast_pattern = true");
    }
    if (hardware_ && int64_t(words_ + kFrameWords) > int64_t(machine.router.queue_depth)) {
      config.fail("switch.queue_depth",
                  "switch.bcast_pattern admits a worm only when each next queue holds all of it: "
                  "needs at least algorithm.message_words + 4 = " +
                      std::to_string(words_ + kFrameWords) + " words, got " +
                      std::to_string(machine.router.queue_depth));
    }
    const int buffer = machine.router.broadcast.output_words;
    if (hardware_ && buffer > 0 && int64_t(words_ + kFrameWords) > int64_t(buffer)) {
      config.fail("switch.bcast_output_words",
                  "a switch admits a broadcast worm only when each output's buffer holds all of "
                  "it: needs at least algorithm.message_words + 4 = " +
                      std::to_string(words_ + kFrameWords) + " words (or 0, no buffers), got " +
                      std::to_string(buffer));
    }
    // A 1x1 grid broadcasts to nobody: its node already holds every message (its own).
    if (hardware_ && topology.node_count() > 1) build_relay_tables();
  }

  uint64_t memory_words_needed() const override {
    return uint64_t(words_) * uint64_t(topology_.node_count());
  }

  // The switches' relay, when switch.bcast_pattern is on; its worms or the software relay's
  // one-hop messages travel on VCs 0 .. vcs_needed_ - 1.
  std::vector<std::string> switch_additions() const override {
    return {net::BroadcastControl::kAddition};
  }
  uint32_t message_vcs() const override { return (uint32_t(1) << vcs_needed_) - 1; }

  void init_memory(int node, std::vector<uint32_t>& memory) const override {
    grid_broadcast::init_memory(node, words_, memory_words_needed(), memory);
  }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int n = topology_.node_count();
    if (n == 1) {  // the whole broadcast is the node's own message, already in place
      check_deliveries(api, {0});
      return;
    }
    if (hardware_) {
      net::BroadcastControl* relay = api.control<net::BroadcastControl>();
      if (!relay) throw SimulationError("this node's switch has no broadcast relay");
      const auto first = tables_.begin() + ptrdiff_t(me) * n;
      relay->set_relays(std::vector<net::BroadcastRelay>(first, first + n));
      api.compute(net::Cycle(machine_.node.msg_overhead_cycles));
      const uint32_t slot = uint32_t(me) * words_;
      relay->send_header(kVc, words_, net::make_info0(uint32_t(me), uint32_t(me)), slot);
      const net::DmaHandle sending = api.start_dma_out(slot, words_, kVc);
      api.send_trailer(kVc);
      api.wait_messages(uint64_t(n - 1));
      api.wait_dma(sending);
      check_deliveries(api, std::vector<int>(size_t(n), 0));
      return;
    }
    std::vector<net::DmaHandle> sending;
    relay(api, me, sending);
    std::vector<int> taken(size_t(n), 0);  // per source, the records taken whole
    for (int received = 0; received < n - 1; ++received) {
      api.receive_header(kVc);
      const net::MessageRecord m = api.receive_trailer(kVc);
      // A second copy would be relayed again: stop at the first.
      if (m.tag >= uint32_t(n) || m.tag == uint32_t(me) || taken[m.tag]) {
        throw SimulationError(delivery_error(me, m.tag, m.tag == uint32_t(me) ? 1 : 2));
      }
      ++taken[m.tag];
      relay(api, int(m.tag), sending);
    }
    for (const net::DmaHandle& h : sending) api.wait_dma(h);
    check_deliveries(api, std::move(taken));
  }

  std::string check(int node, const std::vector<uint32_t>& memory) const override {
    return grid_broadcast::check(topology_, node, words_, memory);
  }

  uint64_t payload_bytes() const override {
    return grid_broadcast::payload_bytes(topology_, words_);
  }

  std::vector<AnalyticFigure> analytic(const net::MachineParams& machine) const override {
    if (topology_.node_count() == 1) return {};  // no bound of the rule's 2x2 applies
    const double n = rule_->n();
    const grid_broadcast::Cost c = grid_broadcast::cost(machine, words_);
    const double alpha = c.alpha;
    const double delta = c.delta;
    const double l_gamma = c.l_gamma;
    const std::string mapping = grid_broadcast::Cost::kMapping;
    std::vector<AnalyticFigure> out = {grid_broadcast::theorem1_lower_bound(c, n, rule_->torus())};
    double channel = rule_->torus() ? (n * n - 1) / 4 : (n * n - 1) / 2;
    if (rule_->torus() && !pattern_) {
      out.push_back(
          AnalyticFigure{"saad_schultz_cycles",
                         2 * alpha + 2 * std::floor(n / 2) * delta + (n * n - 1) / 2 * l_gamma,
                         "cycles", "002 Comparisons (Saad and Schultz, in two phases), " + mapping,
                         "row-then-column formula", true});
    }
    // Corollary 3 rests on Corollary 1's (n^2 - 1) / 4 messages per channel, which holds on odd
    // tori; with n a multiple of 4 the errata's n^2 / 4 takes its place, and for n = 2 mod 4
    // no bound is known.
    const int size = rule_->n();
    if (rule_->torus() && pattern_ && size % 4 != 2) {
      if (size % 2 == 0) channel = n * n / 4;
      const double upper = delta <= l_gamma ? alpha + 2 * delta + channel * l_gamma
                                            : alpha + 2 * l_gamma + channel * delta;
      out.push_back(AnalyticFigure{"corollary3_upper_bound_cycles", upper, "cycles",
                                   "002 Corollary 3, " + mapping,
                                   "pattern upper bound (Corollary 3)", true});
      const double theorem4 = alpha + delta + l_gamma + (channel - 1) * std::max(delta, l_gamma) +
                              std::min(delta, l_gamma);
      out.push_back(AnalyticFigure{"theorem4_upper_bound_cycles", theorem4, "cycles",
                                   "002 Theorem 4, " + mapping, "pattern upper bound (Theorem 4)",
                                   true});
    }
    return out;
  }

  std::vector<AnalyticFigure> counted_figures() const override {
    uint32_t most = 0;
    uint32_t least = UINT32_MAX;
    for (int node = 0; node < topology_.node_count(); ++node) {
      for (int bit = 0; bit < 4; ++bit) {
        if (topology_.neighbor(node, port_of(bit)) < 0) continue;  // off the mesh's edge
        most = std::max(most, relayed_[size_t(node) * 4 + size_t(bit)]);
        least = std::min(least, relayed_[size_t(node) * 4 + size_t(bit)]);
      }
    }
    return {AnalyticFigure{"channel_messages_max", double(most), "messages", "",
                           "messages per channel, most", true},
            AnalyticFigure{"channel_messages_min", double(least == UINT32_MAX ? 0 : least),
                           "messages", "", "messages per channel, fewest"}};
  }

 private:
  // Every other node's broadcast arrived here exactly once and this node's own never did,
  // counted from the source of every message record: `copies` per source, the records the
  // program took whole, and the others of every VC (zero time). Besides the check of the data
  // in memory; throws, naming the first source that is off.
  void check_deliveries(const net::NodeApi& api, std::vector<int> copies) const {
    const int me = api.node_id();
    const int n = topology_.node_count();
    uint64_t records = 0;
    for (const int c : copies) records += uint64_t(c);
    for (int vc = 0; vc < api.machine().router.num_vcs; ++vc) {
      for (const net::MessageRecord& m : api.untaken_records(vc)) {
        ++records;
        if (!m.has_header) continue;  // counted in `records`: one too many if all else arrived
        if (m.tag >= uint32_t(n)) throw SimulationError(delivery_error(me, m.tag, 1));
        ++copies[m.tag];
      }
    }
    for (int source = 0; source < n; ++source) {
      if (copies[size_t(source)] == (source == me ? 0 : 1)) continue;
      throw SimulationError(delivery_error(me, uint32_t(source), copies[size_t(source)]));
    }
    if (records != uint64_t(n - 1)) {
      throw SimulationError(topology_.node_name(me) + " received " + std::to_string(records) +
                            " messages, not " + std::to_string(n - 1));
    }
  }

  // What is wrong when node `me` holds `copies` messages whose tag names `source`.
  std::string delivery_error(int me, uint32_t source, int copies) const {
    const std::string at = topology_.node_name(me) + " received ";
    if (source >= uint32_t(topology_.node_count())) {
      return at + "a broadcast of node " + std::to_string(source) + ", which does not exist";
    }
    if (source == uint32_t(me)) {
      return at + "its own broadcast back " + std::to_string(copies) + " time(s)";
    }
    return at + "the broadcast of " + topology_.node_name(int(source)) + " " +
           std::to_string(copies) + " times, not once";
  }

  int port_of(int bit) const { return topology_.port_toward(bit / 2, bit % 2 == 0 ? 1 : -1); }

  // switch.bcast_pattern: every switch's relay table, from a walk of each source's tree. The
  // rules' paths are monotone (each step moves away from the source), so a hop's VC can order
  // the channels: VC (quadrant x 3 + wraps) on a torus, quadrant on a mesh, where quadrant is 0
  // for a hop that ends on the source's row or column or in the (+,+) or (-,-) quadrant from
  // it and 1 in the (+,-) or (-,+) quadrants, and wraps counts the wraparound links the path
  // has taken (at most one per dimension). Within one VC every hop then increases x + y, or
  // decreases it, or x - y, or y - x, and the two channel sets that share a VC never feed each
  // other; a path only goes to higher VCs. The channels' dependencies are acyclic, so with the
  // switch's whole-worm admission no worm waits for ever. (One VC is not enough: at the start
  // every queue fills with a worm whose head waits for room in the next.)
  void build_relay_tables() {
    const int nodes = topology_.node_count();
    const bool torus = rule_->torus();
    tables_.assign(size_t(nodes) * size_t(nodes), net::BroadcastRelay{});
    struct Visit {
      int node;
      int dx;  // displacement from the source along the path
      int dy;
      int wraps;
    };
    for (int source = 0; source < nodes; ++source) {
      const int x0 = topology_.coordinate(source, 0);
      const int y0 = topology_.coordinate(source, 1);
      std::vector<Visit> stack = {{source, 0, 0, 0}};
      while (!stack.empty()) {
        const Visit at = stack.back();
        stack.pop_back();
        net::BroadcastRelay& relay = tables_[size_t(at.node) * size_t(nodes) + size_t(source)];
        const uint8_t mask = rule_->relays(x0, y0, topology_.coordinate(at.node, 0),
                                           topology_.coordinate(at.node, 1));
        for (int bit = 0; bit < 4; ++bit) {
          if (!(mask & (1u << bit))) continue;
          const int port = port_of(bit);
          const int next = topology_.neighbor(at.node, port);
          const int dim = bit / 2;
          const int step = bit % 2 == 0 ? 1 : -1;
          Visit child{next, at.dx + (dim == 0 ? step : 0), at.dy + (dim == 1 ? step : 0), at.wraps};
          const int moved = dim == 0 ? at.dx : at.dy;
          if (next < 0 || moved * step < 0) {
            throw SimulationError("relay rule's path from " + topology_.node_name(source) +
                                  " turns back at " + topology_.node_name(at.node));
          }
          if (torus && topology_.coordinate(at.node, dim) == (step > 0 ? rule_->n() - 1 : 0)) {
            ++child.wraps;
          }
          const int quadrant = child.dx * child.dy < 0 ? 1 : 0;
          const int vc = torus ? quadrant * 3 + child.wraps : quadrant;
          relay.outputs |= net::PortMask(1) << port;
          relay.vcs |= uint64_t(vc) << (4 * port);
          ++relayed_[size_t(at.node) * 4 + size_t(bit)];
          // The next node ejects on the VC the worm arrives on (worms of different VCs eject
          // side by side) and, all-port, on the channel paired with the arrival port.
          const int eject = machine_.node.all_port
                                ? topology_.local_port() + topology_.peer_port(at.node, port)
                                : topology_.local_port();
          net::BroadcastRelay& there = tables_[size_t(next) * size_t(nodes) + size_t(source)];
          there.outputs |= net::PortMask(1) << eject;
          there.vcs |= uint64_t(vc) << (4 * eject);
          stack.push_back(child);
        }
      }
    }
  }

  // Sends source's message, from its slot, on every port the pattern names at this node.
  void relay(net::NodeApi& api, int source, std::vector<net::DmaHandle>& sending) {
    const int me = api.node_id();
    const uint8_t mask =
        rule_->relays(topology_.coordinate(source, 0), topology_.coordinate(source, 1),
                      topology_.coordinate(me, 0), topology_.coordinate(me, 1));
    const uint32_t slot = uint32_t(source) * words_;
    for (int bit = 0; bit < 4; ++bit) {
      if (!(mask & (1u << bit))) continue;
      const int port = port_of(bit);
      // All-port: eject on the channel paired with the arrival port (as StepExchange does).
      const int arrival = topology_.peer_port(me, port);
      const int eject =
          machine_.node.all_port ? topology_.local_port() + arrival : topology_.local_port();
      api.compute(net::Cycle(machine_.node.msg_overhead_cycles));
      api.send_header(net::SourceRoute{net::RouteSegment{uint8_t(port), 1, kVc},
                                       net::RouteSegment{uint8_t(eject), 1, kVc}},
                      net::make_info0(uint32_t(me), uint32_t(source)), slot);
      sending.push_back(api.start_dma_out(slot, words_, kVc));
      api.send_trailer(kVc);
      ++relayed_[size_t(me) * 4 + size_t(bit)];
    }
  }

  const net::Topology& topology_;
  net::MachineParams machine_;
  bool pattern_;  // the broadcast pattern, else the row-then-column paths
  std::unique_ptr<GridRelayRule> rule_;
  uint32_t words_ = 1;
  std::vector<uint32_t> relayed_;  // messages sent per (node, direction bit)
  bool hardware_ = false;          // switch.bcast_pattern: the switches relay
  int vcs_needed_ = 1;
  std::vector<net::BroadcastRelay> tables_;  // (node, source): node's switch's entry
};

std::unique_ptr<Algorithm> make_pattern(const Config& config, const net::Topology& topology,
                                        const net::MachineParams& machine) {
  return std::make_unique<GridBroadcast>(config, topology, machine, true);
}
std::unique_ptr<Algorithm> make_rows_columns(const Config& config, const net::Topology& topology,
                                             const net::MachineParams& machine) {
  return std::make_unique<GridBroadcast>(config, topology, machine, false);
}

void estimate(const Config& config, const net::Topology& topology, MemoryEstimate& estimate) {
  const uint64_t words = uint64_t(std::max<int64_t>(1, config.get_int("algorithm.message_words")));
  const uint64_t nodes = uint64_t(topology.node_count());
  estimate.add("node memories (a slot per source)", "algorithm.message_words",
               saturating_mul(saturating_mul(words * 4, nodes), nodes));
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("a2a.broadcast.pattern",
                         "all-to-all broadcast by 002's broadcast pattern (controlled flooding, "
                         "relayed by each node's software); n x n mesh2d or torus2d",
                         runs_on({"torus2d", "mesh2d"}), make_pattern, estimate);
CCSIM_REGISTER_ALGORITHM("a2a.broadcast.rows_columns",
                         "all-to-all broadcast along Saad and Schultz's paths, each row both "
                         "ways, then each column (002's comparison), relayed by node software; "
                         "n x n mesh2d or torus2d",
                         runs_on({"torus2d", "mesh2d"}), make_rows_columns, estimate);

}  // namespace ccsim::sw
