// The machine: builds and wires the blocks, then runs them under the monitor.
#include "machine.h"

#include <algorithm>
#include <chrono>
#include <sstream>
#include <stdexcept>

#include "base/errors.h"
#include "clocking.h"
#include "net/local_channels.h"
#include "net/switch/addition.h"
#include "switch_impl.h"
#include "trace/machine_trace.h"

namespace ccsim::sc {

namespace {
double wall_now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
// Local link between a node's interface and its switch: one word per cycles_per_word like
// the network links (004: memory streams run at link rate) unless link.local_cycles_per_word
// sets its own rate (a CM-200 channel is bit-serial), link.local_latency_cycles of latency.
// Credits come back in that latency: link.credit_delay_cycles stands for the pipeline of the
// switch at the sending end of a network link, which a node's interface does not have. Its
// ejection credits (sent from the link's end 1) take link.ejection_credit_delay_cycles more.
net::LinkParams local_link_params(const net::LinkParams& network) {
  net::LinkParams p;
  p.cycles_per_word =
      network.local_cycles_per_word > 0 ? network.local_cycles_per_word : network.cycles_per_word;
  p.latency_cycles = network.local_latency_cycles;
  p.credit_delay_cycles = 0;
  p.half_duplex = false;
  return p;
}
constexpr net::Cycle kMonitorInterval = 64;
}  // namespace

Machine::Machine(sc_core::sc_module_name name, const net::MachineParams& params,
                 const net::Topology& topology, uint64_t node_memory_words)
    : sc_core::sc_module(name),
      params_(params),
      topology_(topology),
      period_(1, sc_core::SC_NS),
      schedule_(topology.switch_count(), period_) {
  const int n = topology.node_count();
  const int channels = net::local_channel_count(params, topology.network_ports());
  multi_channel_ = channels > 1;
  port_names_ = net::switch_port_names(params, topology);

  const net::Cycle barrier_latency =
      params.barrier.latency_cycles > 0
          ? net::Cycle(params.barrier.latency_cycles)
          : net::Cycle(params.barrier.cycles_per_hop) * net::Cycle(topology.diameter());
  barrier_ = std::make_unique<BarrierNetwork>("barrier", n, barrier_latency, period_);

  // Switches are named as SystemC would name a child module: ccsim.n3_5_switch. Those from
  // n on carry no node: the edge process ticks them itself.
  std::vector<net::SwitchCore*> model_switches;
  for (int i = 0; i < topology.switch_count(); ++i) {
    BuiltSwitch built = make_switch(
        std::string(this->name()) + "." + topology.switch_name(i) + "_switch", params, port_names_);
    if (built.model) built.model->set_route_table(&route_table_);
    if (i >= n) {
      if (built.model) {
        built.model->attach_schedule(schedule_.slot(i));
        bare_model_switches_.push_back(built.model);
      } else {
        bare_other_switches_.push_back(built.sw.get());
      }
    }
    switches_.push_back(std::move(built.sw));
    model_switches.push_back(built.model);
  }
  link_specs_ = topology.links();
  links_.reserve(link_specs_.size());
  local_links_.reserve(size_t(n) * size_t(channels));
  for (int i = 0; i < n; ++i) {
    nodes_.push_back(std::make_unique<Node>(
        topology.node_name(i).c_str(), i, params, topology, *switches_[size_t(i)],
        model_switches[size_t(i)], barrier_.get(), period_, status_,
        node_memory_words ? node_memory_words : uint64_t(params.memory.words)));
    nodes_.back()->attach_schedule(schedule_, i);
    nodes_.back()->set_route_table(&route_table_);
    // Local channel c joins switch port N + c (channel 0 is topology.local_port()).
    for (int c = 0; c < channels; ++c) {
      local_links_.emplace_back(local_link_params(params.link),
                                net::Cycle(params.link.ejection_credit_delay_cycles));
      switches_[size_t(i)]->connect(net::local_channel_port(topology.network_ports(), c),
                                    {&local_links_.back(), 0}, params.router.queue_depth);
      nodes_.back()->interface().connect(c, {&local_links_.back(), 1}, params.router.queue_depth);
    }
  }
  for (const auto& spec : link_specs_) {
    links_.emplace_back(params.link);
    switches_[size_t(spec.node_a)]->connect(spec.port_a, {&links_.back(), 0},
                                            params.router.queue_depth);
    switches_[size_t(spec.node_b)]->connect(spec.port_b, {&links_.back(), 1},
                                            params.router.queue_depth);
  }

  status_.on_stop = [this] { stop(); };

  // The run's own report says how it ended; the kernel's notice of sc_stop() is noise.
  sc_core::sc_report_handler::set_actions("/OSCI/SystemC", sc_core::SC_INFO,
                                          sc_core::SC_DO_NOTHING);

  // The edge process and the monitor first run at initialization, the rising edge of cycle 0;
  // then the edge process runs when the schedule's event says, the monitor every
  // kMonitorInterval cycles.
  SC_HAS_PROCESS(Machine);
  if (multi_channel_) {
    SC_METHOD(on_rising_edge_all_port);
  } else {
    SC_METHOD(on_rising_edge);
  }
  sensitive << schedule_.edge_event();
  SC_METHOD(on_monitor);
}

Machine::~Machine() = default;

namespace {
// Heap bytes of a RingBuffer of `capacity` slots of `slot_bytes` (ring_buffer.h: rounded up
// to a power of two; up to `inline_slots` live inside the object, counted with it).
uint64_t ring_bytes(uint64_t capacity, uint64_t slot_bytes, uint64_t inline_slots = 8) {
  uint64_t physical = 1;
  while (physical < capacity) physical <<= 1;
  return physical > inline_slots ? saturating_mul(physical, slot_bytes) : 0;
}
// What one node costs besides its queues and memory: the Node, its interface, switch and
// local link objects, and the SystemC process with its coroutine stack. Measured as the
// growth of peak RSS from an 8x8 to a 32x32 torus2d run of traffic (ccsim run, /usr/bin/time),
// rounded up.
constexpr uint64_t kNodeFixedBytes = 48 * 1024;
// The simulator itself before it builds anything: code, libraries, SystemC's kernel. Measured
// as the peak RSS of a 2x2 run, rounded up.
constexpr uint64_t kProcessBytes = 12 * 1024 * 1024;
// A switch port besides its queues (output port and VC state, counted generously), and one
// (channel, VC) of an interface besides its queue: a stream (a deque) and an ejection state.
constexpr uint64_t kLocalPortBytes = 2048;
constexpr uint64_t kLocalQueueBytes = 1024;
}  // namespace

void Machine::estimate_memory(const net::MachineParams& params, const net::Topology& topology,
                              MemoryEstimate& estimate) {
  const uint64_t nodes = uint64_t(topology.node_count());
  const uint64_t switches = uint64_t(topology.switch_count());
  const uint64_t vcs = uint64_t(params.router.num_vcs);
  const uint64_t depth = uint64_t(params.router.queue_depth);
  const uint64_t channels = uint64_t(net::local_channel_count(params, topology.network_ports()));
  // Input queues of every switch port (network ports and local channels), and the interface's
  // ejection queues (one per local channel and VC).
  const uint64_t queues = saturating_add(
      saturating_mul(switches, (uint64_t(topology.network_ports()) + channels) * vcs),
      saturating_mul(nodes, channels * vcs));
  estimate.add("switch and ejection queues", "switch.queue_depth",
               saturating_mul(queues, ring_bytes(depth, sizeof(net::StagedFlit))));
  // The hardware additions' own structures (broadcast buffers, ...).
  net::estimate_additions_memory(params, topology, estimate);
  // Per direction of every network link: the words-in-flight line and, beyond 3 cycles of
  // credit latency (link latency + credit delay), the credit marks of every VC
  // (credit_lanes.h).
  const uint64_t latency = uint64_t(params.link.latency_cycles);
  const uint64_t words_in_flight = latency / uint64_t(std::max(1, params.link.cycles_per_word)) + 2;
  const auto credit_mark_bytes = [](uint64_t credit_latency) -> uint64_t {
    uint64_t marks = 1;
    while (marks < credit_latency + 1) marks <<= 1;
    return marks > net::CreditLanes::kInlineMarks
               ? saturating_mul(uint64_t(net::kMaxVcs) * marks,
                                sizeof(net::Cycle) + sizeof(uint32_t))
               : 0;
  };
  const uint64_t credit_delay = uint64_t(params.link.credit_delay_cycles);
  const uint64_t credit_marks = credit_mark_bytes(latency + credit_delay);
  // The model switch takes words straight into its queues (Link::attach_sink); the RTL
  // switch's ports read them off the links' delay lines.
  const uint64_t line = params.router.impl == "model" ? 0 : ring_bytes(words_in_flight, 16);
  const uint64_t directions = 2 * uint64_t(topology.links().size());
  estimate.add("link delay lines", "link.latency_cycles",
               saturating_mul(directions, saturating_add(line, credit_marks)));
  // The local links' credit marks (their words go straight into the switch and interface).
  const uint64_t local_marks =
      credit_mark_bytes(uint64_t(params.link.local_latency_cycles) +
                        uint64_t(params.link.ejection_credit_delay_cycles));
  if (local_marks > 0) {
    estimate.add("local link credit marks", "link.local_latency_cycles",
                 saturating_mul(saturating_mul(2 * nodes, channels), local_marks));
  }
  estimate.add("the simulator itself", "sim.max_memory_mb", kProcessBytes);
  estimate.add("nodes, switches and their processes", topology.size_key(),
               saturating_mul(nodes, kNodeFixedBytes));
  // A switch without a node is counted as a node would be (an upper bound: no interface, no
  // process).
  if (switches > nodes) {
    estimate.add("switches without a node", topology.size_key(),
                 saturating_mul(switches - nodes, kNodeFixedBytes));
  }
  if (channels > 1) {
    // kNodeFixedBytes covers one local channel; an all-port node has a link (with its credit
    // lanes), a switch port and the interface's per-VC stream and queue state for each further
    // one. About 6 KB at 2 VCs: 32x32 torus traffic grew 17 MB in peak RSS for 3 x 1024 more.
    const uint64_t per_channel = sizeof(net::Link) +
                                 2 * uint64_t(net::kMaxVcs) * sizeof(net::CreditLanes::Lane) +
                                 kLocalPortBytes + vcs * kLocalQueueBytes;
    estimate.add("all-port local channels", "node.all_port",
                 saturating_mul(saturating_mul(nodes, channels - 1), per_channel));
  }
}

void Machine::stop() {
  stopped_ = true;
  for (auto& node : nodes_) node->end_program();
  sc_core::sc_stop();
}

void Machine::set_program(const NodeProgram& program) {
  for (auto& node : nodes_) node->set_program(program);
}

// One process clocks every node and its switch. Blocks only ever see what others wrote in
// earlier cycles (every link has at least a cycle of latency, and words and credits carry
// their arrival cycle), so the order of the nodes within an edge cannot change a result; one
// process instead of one per node spares the kernel 64 activations per cycle on the 8x8
// torus, a tenth of the run time. It ticks only the units due (activity_schedule.h), each of
// which then says when it is due next; a word one unit delivers to another wakes the other.
template <bool kMultiChannel, bool kTellSoftware>
[[gnu::always_inline]] inline uint64_t Machine::tick_units(
    size_t begin, size_t end, net::Cycle now, std::vector<std::pair<uint32_t, unsigned>>* news) {
  net::Cycle* due = schedule_.slots();
  const size_t n = nodes_.size();
  uint64_t ticks = 0;
  for (size_t i = begin, last = std::min(end, n); i < last; ++i) {
    if (due[i] > now) continue;
    Node& node = *nodes_[i];
    ++ticks;
    if constexpr (kTellSoftware) {
      node.tick<kMultiChannel>(now);
    } else {
      node.tick_hardware<kMultiChannel>(now);
      if (const unsigned told = node.software_news()) news->emplace_back(uint32_t(i), told);
    }
    due[i] = every_cycle_ || dense_ ? now + 1 : node.next_due(now);
  }
  for (size_t i = std::max(begin, n); i < end; ++i) {
    if (due[i] > now) continue;
    net::SwitchCore& s = *bare_model_switches_[i - n];
    ++ticks;
    s.tick(now);
    due[i] = every_cycle_ || dense_ ? now + 1 : s.next_due(now);
  }
  return ticks;
}

template <bool kMultiChannel>
[[gnu::always_inline]] inline void Machine::tick_due(net::Cycle now) {
  if (threads_) {
    tick_shared<kMultiChannel>(now);
    return;
  }
  unit_ticks_ +=
      tick_units<kMultiChannel, true>(0, nodes_.size() + bare_model_switches_.size(), now, nullptr);
  for (net::Switch* s : bare_other_switches_) s->tick(now);
  unit_ticks_ += bare_other_switches_.size();
}

// The shares are runs of consecutive units, so telling the software share by share tells it in
// the order one thread would: the kernel then wakes the node programs in the same order.
template <bool kMultiChannel>
void Machine::tick_shared(net::Cycle now) {
  threads_->run([this, now](int k) {
    Share& share = *shares_[size_t(k)];
    share.ticks = k == 0
                      ? tick_units<kMultiChannel, true>(share.begin, share.end, now, nullptr)
                      : tick_units<kMultiChannel, false>(share.begin, share.end, now, &share.news);
  });
  for (const auto& share : shares_) {
    unit_ticks_ += share->ticks;
    for (const auto& [node, news] : share->news) nodes_[node]->tell_software(news);
    share->news.clear();
  }
  for (const auto& share : shares_) share->outbox.deliver();
}

net::SwitchCore* Machine::model_switch_of(int switch_id) {
  const size_t n = nodes_.size();
  return size_t(switch_id) < n ? nodes_[size_t(switch_id)]->model_switch()
                               : bare_model_switches_[size_t(switch_id) - n];
}

void Machine::share_units(int threads) {
  if (!bare_other_switches_.empty()) {
    throw std::invalid_argument("sim.threads > 1 needs the model switch (switch.impl = model)");
  }
  for (const auto& node : nodes_) {
    if (!node->model_switch()) {
      throw std::invalid_argument("sim.threads > 1 needs the model switch (switch.impl = model)");
    }
    if (node->interface().has_hooks()) {
      throw std::invalid_argument(
          "sim.threads > 1 cannot run code hooked into the interfaces (synthetic traffic)");
    }
  }
  if (params_.link.half_duplex) {
    // Both ends of a half-duplex link decide on the one wire in the same cycle.
    throw std::invalid_argument("sim.threads > 1 needs full-duplex links (link.half_duplex)");
  }
  const size_t units = size_t(schedule_.units());
  std::vector<int> share_of(units);
  for (int k = 0; k < threads; ++k) {
    auto share = std::make_unique<Share>();
    share->begin = units * size_t(k) / size_t(threads);
    share->end = units * size_t(k + 1) / size_t(threads);
    share->news.reserve(share->end - share->begin);
    for (size_t u = share->begin; u < share->end; ++u) share_of[u] = k;
    shares_.push_back(std::move(share));
  }
  for (size_t k = 0; k < links_.size(); ++k) {
    const net::LinkSpec& spec = link_specs_[k];
    const int a = share_of[size_t(spec.node_a)];
    const int b = share_of[size_t(spec.node_b)];
    if (a == b) continue;
    links_[k].defer_sends_from(0, &shares_[size_t(a)]->outbox);
    links_[k].defer_sends_from(1, &shares_[size_t(b)]->outbox);
    model_switch_of(spec.node_a)->refresh_link_handles(spec.port_a);
    model_switch_of(spec.node_b)->refresh_link_handles(spec.port_b);
  }
  threads_ = std::make_unique<EdgeThreads>(threads);
}

// The interfaces' variant for one local channel or several is chosen once, by the process
// the machine registers: the one-port edge is compiled as if all-port nodes did not exist.
template <bool kMultiChannel>
void Machine::on_edge() {
  const net::Cycle now = cycle_at(period_);
  if (now % kMonitorInterval == 0 && monitored_cycle_ != now) monitor(now);
  if (stopped_) return;
  ++edges_;
  const uint64_t ticks_before = unit_ticks_;
  try {
    tick_due<kMultiChannel>(now);
  } catch (const std::exception& e) {
    status_.fail(e.what());
    stop();
    return;
  }
  if (dense_stretches_) plan_density(now, unit_ticks_ - ticks_before);
  const bool every_cycle = every_cycle_ || dense_ || !bare_other_switches_.empty();
  schedule_.plan_edge(now, every_cycle ? now + 1 : std::max(schedule_.earliest(), now + 1));
}

// A unit's tick costs little more when it has nothing to do than working out its next due
// cycle costs (next_due), and that is paid after every tick. So where most units are due in
// most cycles (an 8x8 mesh under load near saturation), ticking every unit in every cycle and
// skipping next_due is cheaper; where few are (the CM-200's 57-cycle words, a light load),
// the schedule is. Exact either way: a unit ticked before it is due changes nothing, as
// visit_every_cycle checks. The schedule's ticks over kDensitySample cycles start a stretch
// of kDenseStretch cycles when they exceed kDenseSharePercent % of the units in every cycle; at its
// end every unit is due (each computes its own due cycle again) and the next sample begins.
void Machine::plan_density(net::Cycle now, uint64_t ticks) {
  constexpr net::Cycle kDensitySample = 256;
  constexpr net::Cycle kDenseStretch = 4096;
  constexpr uint64_t kDenseSharePercent = 70;
  if (dense_) {
    if (now + 1 < dense_until_) return;
    dense_ = false;
    sample_from_ = now + 1;
    sample_ticks_ = 0;
    return;
  }
  sample_ticks_ += ticks;
  const net::Cycle cycles = now + 1 - sample_from_;
  if (cycles < kDensitySample) return;
  if (sample_ticks_ * 100 > kDenseSharePercent * cycles * uint64_t(schedule_.units())) {
    dense_ = true;
    dense_until_ = now + 1 + kDenseStretch;
  }
  sample_from_ = now + 1;
  sample_ticks_ = 0;
}

void Machine::on_rising_edge() { on_edge<false>(); }
void Machine::on_rising_edge_all_port() { on_edge<true>(); }

bool Machine::all_done() const {
  for (const auto& node : nodes_) {
    if (!node->done()) return false;
  }
  return true;
}

uint64_t Machine::head_blocked_cycles() const {
  uint64_t cycles = 0;
  for (const auto& s : switches_) cycles += s->head_blocked_cycles();
  return cycles;
}

uint64_t Machine::words_moved() const {
  uint64_t words = 0;
  for (const auto& s : switches_) words += s->words_forwarded();
  for (const auto& node : nodes_) words += node->interface().words_moved();
  return words;
}

// Every kMonitorInterval cycles, before that cycle's edge: whichever of the monitor process and
// the edge process runs first in that cycle checks, and an edge after a stop ticks nothing, so
// that a run ends after the same cycles whatever order the kernel picks.
void Machine::on_monitor() {
  next_trigger(double(kMonitorInterval) * period_);
  const net::Cycle now = cycle_at(period_);
  if (monitored_cycle_ != now) monitor(now);
}

void Machine::monitor(net::Cycle now) {
  monitored_cycle_ = now;
  if (finish_condition_) {
    if (finish_condition_(now)) {
      finish_cycle_ = now;
      stop();
      return;
    }
  } else if (all_done()) {
    for (const auto& node : nodes_) finish_cycle_ = std::max(finish_cycle_, node->done_cycle());
    stop();
    return;
  }
  const uint64_t words = words_moved();
  const uint64_t accesses = memory_accesses();
  bool someone_can_progress = barrier_->releasing();
  for (const auto& node : nodes_) {
    if (!node->done() && !node->blocked()) someone_can_progress = true;
  }
  // The scan of every link comes last: it is needed only while nothing else moved.
  if (words != last_words_ || accesses != last_accesses_ || someone_can_progress ||
      something_in_flight(now)) {
    last_words_ = words;
    last_accesses_ = accesses;
    last_move_cycle_ = now;
  } else if (now - last_move_cycle_ >= limits_.watchdog_cycles) {
    status_.fail("no word moved for " + std::to_string(now - last_move_cycle_) +
                     " cycles (sim.watchdog_cycles = " + std::to_string(limits_.watchdog_cycles) +
                     ") at cycle " + std::to_string(now) + "\n" + diagnose_deadlock(now),
                 true);
    stop();
    return;
  }
  if (limits_.max_cycles && now >= limits_.max_cycles) {
    status_.fail("stopped at sim.max_cycles = " + std::to_string(limits_.max_cycles) +
                 " before every node program finished");
    stop();
    return;
  }
  if (limits_.progress && (now & 0x3FFF) == 0) limits_.progress(now, wall_now() - wall_start_);
}

// Words and credits on their way and memory accesses under way will move something when they
// complete, however long the configured latencies: waiting for them is not a deadlock.
bool Machine::something_in_flight(net::Cycle now) const {
  for (const auto& link : links_) {
    if (link.in_flight(now)) return true;
  }
  for (const auto& link : local_links_) {
    if (link.in_flight(now)) return true;
  }
  for (const auto& node : nodes_) {
    if (node->interface().memory_busy(now)) return true;
  }
  return false;
}

// A processor that streams memory accesses (a local reordering, a reduction's additions)
// moves no word on any link, however long it takes: its accesses are its progress.
// Counted to the end of the last cycle whose edge has run (the monitor of cycle t runs before
// t's edge, and an edge after a stop ticks nothing): a processor's lone accesses
// (NodeInterface::grant_memory) are counted as they would have been granted.
net::Cycle Machine::last_cycle_granted() const {
  const net::Cycle now = cycle_at(period_);
  return now ? now - 1 : 0;
}

uint64_t Machine::memory_accesses() const {
  const net::Cycle last = last_cycle_granted();
  uint64_t accesses = 0;
  for (const auto& node : nodes_) accesses += node->interface().memory_accesses(last);
  return accesses;
}

std::vector<double> Machine::memory_port_utilization(uint64_t span) const {
  const double capacity =
      double(std::max(1, params_.memory.ports)) * double(std::max<uint64_t>(1, span));
  std::vector<double> share;
  share.reserve(nodes_.size());
  for (const auto& node : nodes_) {
    const double busy = double(node->interface().memory_accesses(last_cycle_granted())) *
                        double(params_.memory.cycles_per_access);
    share.push_back(std::min(1.0, busy / capacity));
  }
  return share;
}

std::string Machine::diagnose_deadlock(net::Cycle now) const {
  std::ostringstream os;
  os << "processors:\n";
  for (const auto& node : nodes_) {
    if (node->done()) continue;
    os << "  " << node->name() << ": waits for " << node->waiting_for() << "\n";
  }
  os << "queues holding words or paths:\n";
  for (size_t i = 0; i < switches_.size(); ++i) {
    os << switches_[i]->describe_blocked(now);
    if (i < nodes_.size()) os << nodes_[i]->interface().describe_blocked();
  }
  return os.str();
}

std::vector<LinkStats> Machine::link_stats() const {
  std::vector<LinkStats> stats;
  for (size_t i = 0; i < links_.size(); ++i) {
    const net::LinkSpec& s = link_specs_[i];
    const std::string a = topology_.switch_name(s.node_a) + "." + topology_.port_name(s.port_a);
    const std::string b = topology_.switch_name(s.node_b) + "." + topology_.port_name(s.port_b);
    stats.push_back({a + "->" + b, links_[i].words_sent(0), links_[i].busy_cycles(0)});
    stats.push_back({b + "->" + a, links_[i].words_sent(1), links_[i].busy_cycles(1)});
  }
  return stats;
}

void Machine::enable_trace(const TraceOptions& trace) {
  if (trace.path.empty()) return;
  trace_ = std::make_unique<MachineTrace>(*this, trace);
  SC_HAS_PROCESS(Machine);
  SC_METHOD(on_trace);  // first at initialization, which only plans the first sample
}

// Samples at every falling edge, after the edge process of the cycle (a traced run ticks every
// unit in every cycle: see run()).
void Machine::on_trace() {
  next_trigger(sc_core::sc_time_stamp() == sc_core::SC_ZERO_TIME ? period_ / 2 : period_);
  if (sc_core::sc_time_stamp() != sc_core::SC_ZERO_TIME) trace_->sample(cycle_at(period_));
}

RunResult Machine::run(const RunLimits& limits) {
  limits_ = limits;
  // A trace samples every unit in every cycle, as registers would show them: they are ticked
  // in every cycle.
  every_cycle_ = limits.visit_every_cycle || trace_ != nullptr;
  dense_stretches_ = limits.dense_stretches && !every_cycle_;
  if (limits.visit_every_cycle) {
    for (auto& node : nodes_) {
      if (node->model_switch()) node->model_switch()->visit_every_cycle();
      node->interface().poll_every_cycle();
    }
    for (net::SwitchCore* s : bare_model_switches_) s->visit_every_cycle();
  }
  if (every_cycle_) {
    for (auto& node : nodes_) node->interface().grant_every_access();
  }
  if (limits.threads > 1 && !threads_) share_units(limits.threads);
  wall_start_ = wall_now();
  sc_core::sc_start();
  RunResult result;
  result.wall_seconds = wall_now() - wall_start_;
  result.simulated_cycles = cycle_at(period_);
  if (trace_) trace_->finish(result.simulated_cycles);
  result.ok = !status_.failed;
  result.deadlock = status_.deadlock;
  result.message = status_.message;
  result.cycles = finish_cycle_;
  result.edges = edges_;
  result.unit_ticks = unit_ticks_;
  return result;
}

}  // namespace ccsim::sc
