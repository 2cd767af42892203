// Experiment traffic: synthetic load, Bernoulli packet sources and checking sinks at every node.
//
// Each node generates a packet in a cycle with probability injection_rate / packet_words
// (so the offered load is injection_rate words/node/cycle), to a destination drawn from the
// pattern, routed by the routing policy routing.policy (dimension order by default, dateline
// VCs on a torus; where the policy offers a pair several routes, as routing.torus_ties = random
// does on a torus, each packet picks one at random from its source's generator). Packets wait
// in an unbounded source queue, as in BookSim2, so latency includes source queueing. A packet
// is exactly packet_words words when it leaves its source: route words (one with
// switch.route_words = head), two info words, data, trailer (with switch.route_words = consumed
// it arrives without its route words: the accepted load counts the words that arrived, the
// delivered load the same packets whole). With traffic.injection_vcs = first every packet
// enters on the first VC of traffic.vc's class; otherwise a source sends one packet at a time
// per local link and gives each, when its head leaves, the first VC after the previous
// packet's that has a credit (BookSim2's source). The run warms up, measures for
// measure_cycles, then keeps injecting while it drains until every packet generated in the
// window has arrived (or as long again has passed: then it is saturated). Sinks check every
// data word against what its source generated; a sink keeps a packet slot per source, or
// kSinkSlots of them when switch.ejection_vcs lets packets of one source reach a node on
// several VCs at once. An all-port node (node.all_port) injects each packet on the local
// channel its route starts from; packets eject where their routes end, on local channel 0.
#include <algorithm>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>

#include "experiments/traffic_params.h"
#include "experiments/traffic_source.h"
#include "net/local_channels.h"
#include "routing/routing_policy.h"
#include "run/experiment.h"
#include "sweep/load_curve.h"
#include "traffic/traffic_pattern.h"

namespace ccsim::tb {

namespace {

class TrafficExperiment : public Experiment {
 public:
  TrafficExperiment(const Config& config, const net::MachineParams& machine,
                    const net::Topology& topology)
      : params_(read_traffic_params(config, machine)),
        topology_(topology),
        pattern_name_(config.get_string("traffic.pattern")),
        clock_mhz_(machine.clock_mhz),
        keeps_length_(machine.router.packets_keep_length()),
        route_in_head_(machine.router.route_in_head()),
        sink_slots_(machine.router.ejection_span() > 1 ? kSinkSlots : 1) {
    const TrafficParams& params = params_;
    pattern_ = sw::make_traffic_pattern(topology, config);
    const sw::RoutingPolicy& policy =
        sw::routing_policy(config, topology, machine, params.vc, "traffic.vc");
    const int class_size = machine.router.vc_class_size;
    first_vc_ = params.vc * class_size;
    injection_vcs_ = params.injection_vcs == InjectionVcs::kFirst ? 1
                     : params.injection_vcs == InjectionVcs::kClass
                         ? class_size
                         : policy.vcs_needed(topology) * class_size;
    const size_t longest = build_routes(config, policy);
    // With switch.route_words = head, one head word carries the whole route.
    const size_t route_words = route_in_head_ ? 1 : longest;
    const size_t overhead = route_words + net::kInfoWords + 1;
    if (size_t(params.packet_words) < overhead) {
      config.fail("traffic.packet_words",
                  "must be at least " + std::to_string(overhead) +
                      (route_in_head_ ? " (a head word with the route"
                                      : " on this network (longest route " +
                                            std::to_string(longest) + " words") +
                      " + 2 info words + trailer)");
    }
    const int n = topology.node_count();
    const uint64_t slot_words = node_memory_words();
    if (slot_words > machine.memory.words) {
      config.fail("traffic.packet_words",
                  "traffic sinks need " + std::to_string(slot_words) + " words per node (" +
                      (sink_slots_ == 1 ? std::string("a packet slot")
                                        : std::to_string(sink_slots_) +
                                              " packet slots, as switch.ejection_vcs lets "
                                              "packets of one source arrive on several VCs,") +
                      " per source), more than memory.words (" +
                      std::to_string(machine.memory.words) + ")");
    }
    sources_.resize(size_t(n));
    for (int s = 0; s < n; ++s) {
      Source& src = sources_[size_t(s)];
      src.rng = std::make_unique<sw::Rng>(params.seed * 0x2545F4914F6CDD1DULL + uint64_t(s));
      src.generated_at = ZeroedArray<net::Cycle>(kSeqWindow);
      src.measured = ZeroedArray<char>(kSeqWindow);
      src.in_flight = ZeroedArray<char>(kSeqWindow);
    }
    probability_ = params.injection_rate / double(params.packet_words);
    window_begin_ = params.warmup_cycles;
    window_end_ = params.warmup_cycles + params.measure_cycles;
    drain_limit_ = window_end_ + params.measure_cycles;
  }

  void describe(RunReport& r) const override {
    r.name = "traffic." + pattern_name_;
    r.topology = topology_.description();
    r.nodes = topology_.node_count();
    r.seed = params_.seed;
    r.clock_mhz = clock_mhz_;
  }

  bool hooks_into_ticks() const override { return true; }

  net::Cycle expected_cycles() const override {
    return params_.warmup_cycles + params_.measure_cycles;
  }

  // Packet slots per source (see kSinkSlots).
  uint64_t node_memory_words() const override {
    return uint64_t(topology_.node_count()) * sink_slots_ * uint64_t(params_.packet_words);
  }

  void attach(sc::Machine& machine) override {
    if (route_in_head_) {
      // Every route numbered once, before the first packet.
      route_handles_.resize(routes_.size());
      for (size_t k = 0; k < routes_.size(); ++k) {
        route_handles_[k] = machine.route_table().intern(routes_[k]);
      }
    }
    for (int s = 0; s < machine.node_count(); ++s) {
      net::NodeInterface& ni = machine.node(s).interface();
      sources_[size_t(s)].channels.resize(size_t(ni.channels()));
      if (injection_vcs_ == 1) {
        ni.set_cycle_hook([this, s, &ni](net::Cycle now) { return generate(s, ni, now); });
      } else {
        ni.set_cycle_hook([this, s, &ni](net::Cycle now) {
          const net::Cycle due = generate(s, ni, now);
          start_queued(s, ni, now);
          return sources_[size_t(s)].queued ? now + 1 : due;  // queued packets look every cycle
        });
      }
      ni.set_completion_hook(
          [this, s, &ni](int, const net::MessageRecord& m) { deliver(s, ni, m); });
    }
    machine.set_finish_condition([this](net::Cycle now) { return finished(now); });
  }

  bool finished(net::Cycle now) const {
    if (!error_.empty()) return true;
    if (now < window_end_) return false;
    return measured_outstanding_ == 0 || now >= drain_limit_;
  }

  void finish(sc::Machine&, const sc::RunResult& result, RunReport& r) const override {
    if (result.ok) {
      fill(r);
    } else {
      r.data_checked = false;
    }
  }

 private:
  void fill(RunReport& r) const {
    const double nodes = topology_.node_count();
    const double window = double(params_.measure_cycles);
    r.add(measured("offered_words_per_node_cycle", double(offered_words_) / (nodes * window),
                   "words/node/cycle", "offered load", true));
    Figure accepted =
        measured("accepted_words_per_node_cycle", double(accepted_words_) / (nodes * window),
                 "words/node/cycle", "accepted load (words that arrived)", true);
    accepted.plot_panel = 2;  // below the latency: where the network stops keeping up
    r.add(accepted);
    // The packets behind the accepted words at their injected length, the unit of the offered
    // load: it is what saturation compares with what was offered (with switch.route_words =
    // consumed, a packet arrives shorter than it left by its route words).
    r.add(measured("delivered_words_per_node_cycle", double(delivered_words_) / (nodes * window),
                   "words/node/cycle", "delivered load (packets at their injected length)"));
    Figure latency =
        measured("avg_latency_cycles",
                 measured_delivered_ ? double(latency_sum_) / double(measured_delivered_) : 0,
                 "cycles", "average latency (generation to tail)", true);
    latency.plot_panel = 1;  // what a sweep of loads is drawn for
    r.add(latency);
    r.add(measured("packets_measured", double(measured_delivered_), "", "packets measured"));
    r.data_checked = true;
    r.data_ok = error_.empty();
    if (!error_.empty()) {
      r.ok = false;
      r.error = error_;
    }
    // Saturated: packets of the window left undelivered, a source whose queue filled up, or
    // the network accepting less than it was offered (load_curve.h's rule).
    const bool short_of_offered =
        double(delivered_words_) < (1.0 - kAcceptedShortfall) * double(offered_words_);
    r.saturated = measured_outstanding_ > 0 || capped_sources_ > 0 || short_of_offered;
    r.add(measured("sources_capped", double(capped_sources_), "",
                   sink_slots_ == 1 ? "sources whose queue of 32768 packets filled up"
                                    : "sources that had 64 packets undelivered (a sink slot "
                                      "each) or a queue of 32768"));
    // Counted when the drain ended, at most as long again as the window after it.
    r.add(measured("packets_unfinished", double(measured_outstanding_), "",
                   "packets of the window undelivered"));
  }

  // Every route of every pair (a pair's choices in a row: first_route_[pair] up to
  // first_route_[pair + 1]); the longest route's words.
  size_t build_routes(const Config& config, const sw::RoutingPolicy& policy) {
    const sw::RouteChoices choices =
        policy.choices ? policy.choices(config)
                       : sw::RouteChoices([&policy](const net::Topology& t, int s, int d, int vc) {
                           return std::vector<net::SourceRoute>{policy.route(t, s, d, vc)};
                         });
    const int n = topology_.node_count();
    first_route_.reserve(size_t(n) * size_t(n) + 1);
    size_t longest = 0;
    for (int s = 0; s < n; ++s) {
      for (int d = 0; d < n; ++d) {
        first_route_.push_back(uint32_t(routes_.size()));
        for (net::SourceRoute& r : choices(topology_, s, d, params_.vc)) {
          longest = std::max(longest, r.size());
          routes_.push_back(std::move(r));
        }
      }
    }
    first_route_.push_back(uint32_t(routes_.size()));
    return longest;
  }

  // Each cycle generates a packet with probability_ (a Bernoulli draw per source and cycle).
  // The draws are made ahead, up to the next cycle that generates, in the order drawing them
  // cycle by cycle would take them (a generating cycle's destination and route draws come
  // before the next cycle's draw): the same packets, and the source's node sleeps between
  // them. Returns the next cycle in which the source must run.
  net::Cycle generate(int s, net::NodeInterface& ni, net::Cycle now) {
    Source& src = sources_[size_t(s)];
    if (!src.drawing) {
      src.drawing = true;
      src.draw_from = now;
    }
    if (!src.offer_pending) draw_ahead(src);
    if (src.offer_pending && src.offer_at == now) {
      src.offer_pending = false;
      offer(s, src, ni, now);
      draw_ahead(src);
    }
    if (src.offer_pending && src.offer_at < now) {
      throw std::logic_error("traffic source " + std::to_string(s) + " missed its cycle");
    }
    return src.offer_pending ? src.offer_at : src.draw_from;
  }
  // Draws the cycles from draw_from on until one generates, or kDrawAhead of them.
  void draw_ahead(Source& src) {
    constexpr net::Cycle kDrawAhead = 1024;  // at low rates, the draws of a thousand cycles
    for (const net::Cycle end = src.draw_from + kDrawAhead; src.draw_from < end;) {
      const net::Cycle c = src.draw_from++;
      if (src.rng->uniform01() < probability_) {
        src.offer_pending = true;
        src.offer_at = c;
        return;
      }
    }
  }

  // A packet is generated: it leaves at once (one injection VC) or joins its source queue.
  void offer(int s, Source& src, net::NodeInterface& ni, net::Cycle now) {
    const int dst = pattern_->destination(s, *src.rng);
    const uint32_t seq = src.next_seq++;
    const uint32_t slot = seq % kSeqWindow;
    const bool measured = now >= window_begin_ && now < window_end_;
    // The sink slot of packet seq - kSinkSlots must be free again (see kSinkSlots).
    const bool sink_slot_held =
        sink_slots_ > 1 && seq >= sink_slots_ && src.in_flight[(seq - sink_slots_) % kSeqWindow];
    if (src.in_flight[slot] || sink_slot_held) {
      // The source's queue is full: the network takes less than is offered (saturation, not
      // a failure). The packet is offered and dropped; its sequence number is not used.
      --src.next_seq;
      if (!src.capped) ++capped_sources_;
      src.capped = true;
      if (measured) offered_words_ += uint64_t(params_.packet_words);
      return;
    }
    src.generated_at[slot] = now;
    src.measured[slot] = measured;
    src.in_flight[slot] = 1;
    if (measured) {
      ++measured_outstanding_;
      offered_words_ += uint64_t(params_.packet_words);
    }
    const size_t pair = size_t(s) * size_t(topology_.node_count()) + size_t(dst);
    uint32_t route = first_route_[pair];
    if (const uint32_t count = first_route_[pair + 1] - route; count > 1) {
      route += src.rng->below(count);
    }
    // An all-port node sends each packet on the local channel its route starts from.
    const int channel = net::injection_channel(routes_[route].front().port,
                                               topology_.network_ports(), ni.channels());
    if (injection_vcs_ == 1) {
      push_packet(s, ni, channel, first_vc_, seq, route);
      return;
    }
    src.channels[size_t(channel)].queue.push_back(QueuedPacket{seq, route});
    ++src.queued;
  }

  // Each local channel whose last packet has left starts its next one on the first VC after
  // the last one's that has a credit (BookSim2's source: the first packet tries the first VC).
  void start_queued(int s, net::NodeInterface& ni, net::Cycle now) {
    Source& src = sources_[size_t(s)];
    if (!src.queued) return;
    for (int c = 0; c < int(src.channels.size()); ++c) {
      SourceChannel& ch = src.channels[size_t(c)];
      if (ch.queue.empty()) continue;
      bool idle = true;
      for (int v = first_vc_; v < first_vc_ + injection_vcs_; ++v) idle &= ni.injection_idle(c, v);
      if (!idle) continue;
      const int tries = ch.last_vc < 0 ? 1 : injection_vcs_;
      for (int i = 1; i <= tries; ++i) {
        const int vc =
            ch.last_vc < 0 ? first_vc_ : first_vc_ + (ch.last_vc - first_vc_ + i) % injection_vcs_;
        if (ni.injection_credits(c, vc, now) <= 0) continue;
        push_packet(s, ni, c, vc, ch.queue.front().seq, ch.queue.front().route);
        ch.last_vc = vc;
        ch.queue.pop_front();
        --src.queued;
        break;
      }
    }
  }

  // Hands packet `seq` of source s, on routes_[route], to the interface's stream (channel, vc).
  void push_packet(int s, net::NodeInterface& ni, int channel, int vc, uint32_t seq,
                   uint32_t route) {
    const net::SourceRoute& path = routes_[route];
    if (route_in_head_) {
      ni.push_word(channel, vc,
                   net::Flit{net::encode_route_handle(route_handles_[route]), net::FlitKind::kHead,
                             uint8_t(vc)});
    } else {
      for (const auto& seg : path) {
        ni.push_word(channel, vc,
                     net::Flit{net::encode_segment(seg), net::FlitKind::kHead, uint8_t(vc)});
      }
    }
    ni.push_word(channel, vc,
                 net::Flit{net::make_info0(uint32_t(s), seq % kSeqWindow), net::FlitKind::kHead,
                           uint8_t(vc)});
    const uint32_t address =
        (uint32_t(s) * sink_slots_ + seq % sink_slots_) * uint32_t(params_.packet_words);
    ni.push_word(channel, vc, net::Flit{address, net::FlitKind::kHead, uint8_t(vc)});
    const uint32_t route_words = route_in_head_ ? 1 : uint32_t(path.size());
    const uint32_t data = uint32_t(params_.packet_words) - route_words - 3;
    for (uint32_t i = 0; i < data; ++i) {
      ni.push_word(channel, vc,
                   net::Flit{payload_word(s, seq, i), net::FlitKind::kBody, uint8_t(vc)});
    }
    ni.push_word(channel, vc, net::Flit{0, net::FlitKind::kTail, uint8_t(vc)});
  }

  void deliver(int node, const net::NodeInterface& ni, const net::MessageRecord& m) {
    Source& src = sources_[size_t(m.source)];
    const uint32_t slot = m.tag;
    if (!src.in_flight[slot]) {
      error_ = "node " + std::to_string(node) + " received an unknown packet from node " +
               std::to_string(m.source);
      return;
    }
    // Recover the full sequence number from the slot: the newest seq with this slot.
    uint32_t seq = (src.next_seq - 1) - ((src.next_seq - 1 - slot) % kSeqWindow);
    const auto& mem = ni.memory();
    for (uint32_t i = 0; i < m.words; ++i) {
      if (mem[m.address + i] != payload_word(m.source, seq, i)) {
        std::ostringstream os;
        os << "data mismatch: node " << node << ", word " << i << " of packet " << seq
           << " from node " << m.source;
        error_ = os.str();
        return;
      }
    }
    src.in_flight[slot] = 0;
    const net::Cycle tail = m.tail_cycle;
    if (tail >= window_begin_ && tail < window_end_) {
      // The words that reached the sink: a consumed route left its words in the switches.
      accepted_words_ +=
          keeps_length_ ? uint64_t(params_.packet_words) : uint64_t(m.words) + net::kInfoWords + 1;
      delivered_words_ += uint64_t(params_.packet_words);
    }
    if (src.measured[slot]) {
      --measured_outstanding_;
      ++measured_delivered_;
      latency_sum_ += tail - src.generated_at[slot];
    }
  }

  TrafficParams params_;
  const net::Topology& topology_;
  std::string pattern_name_;
  double clock_mhz_ = 0;
  bool keeps_length_ = false;   // switch.route_words = kept | head: packets arrive whole
  bool route_in_head_ = false;  // switch.route_words = head: one head word carries the route
  uint32_t sink_slots_ = 1;     // packet slots per source in each sink (see kSinkSlots)
  int first_vc_ = 0;            // of traffic.vc's class
  int injection_vcs_ = 1;       // traffic.injection_vcs: VCs first_vc_ .. + this - 1
  std::vector<uint32_t> route_handles_;  // route_in_head_: routes_'s numbers in the route table
  std::unique_ptr<sw::TrafficPattern> pattern_;
  std::vector<net::SourceRoute> routes_;  // every pair's choices (see build_routes)
  std::vector<uint32_t> first_route_;     // by pair s * n + d, and n * n: the end
  std::vector<Source> sources_;
  double probability_ = 0;
  net::Cycle window_begin_ = 0;
  net::Cycle window_end_ = 0;
  net::Cycle drain_limit_ = 0;
  uint64_t offered_words_ = 0;
  uint64_t accepted_words_ = 0;   // words that arrived in the window
  uint64_t delivered_words_ = 0;  // the same packets at their injected length
  uint64_t measured_outstanding_ = 0;
  uint64_t measured_delivered_ = 0;
  uint64_t capped_sources_ = 0;
  uint64_t latency_sum_ = 0;
  std::string error_;
};

std::unique_ptr<Experiment> make_traffic(const Config& config, const net::MachineParams& machine,
                                         const net::Topology& topology) {
  return std::make_unique<TrafficExperiment>(config, machine, topology);
}

}  // namespace

CCSIM_REGISTER_EXPERIMENT("traffic",
                          "synthetic traffic (traffic.pattern, traffic.injection_rate, ...): "
                          "offered and accepted load, latency, every packet's data checked",
                          make_traffic, estimate_traffic_memory);

}  // namespace ccsim::tb
