// The machine: clock, switches, links, nodes and barrier, built from a topology.
//
// Composes only: every behaviour lives in the blocks it builds. One SystemC process runs on
// the rising edge and ticks the nodes due, and through each its switch (chosen by switch.impl,
// switch_impl.h), in a fixed order; every link has a latency of at least one cycle and every
// word and credit carries its arrival cycle, so that order cannot change a result. There is no
// clock signal: the edge process runs only in the cycles in which some node or switch is due
// on the activity schedule (activity_schedule.h) and jumps over the others, and simulated time
// still counts every cycle. Node programs are SC_THREADs acting between edges. Names follow
// coordinates: ccsim.n3_5 (node), ccsim.n3_5_switch and ccsim.n3_5.ni in diagnoses, links
// "n3_5.xp->n4_5.xm" in statistics (traces group them as ccsim.n3_5.switch, see trace/). Besides
// building, it runs the simulation under a monitor that ends the run when every node program has
// returned, stops a run in which no word moves for `watchdog_cycles` while every processor waits (a
// deadlock: it says which queue holds which message and what it waits for), enforces `max_cycles`,
// and reports progress to the caller's callback. Tracing lives in trace/machine_trace.h.
// Each node joins its switch by one local link per local channel (net/local_channels.h): one,
// at port topology.local_port() named "local", or with node.all_port one per network port,
// at ports N + c named "local_xp", "local_xm", ..., each at link.local_cycles_per_word.
// Switches without a node (topology.switch_count() > node_count(): a banyan's 2x2 switches)
// are built, named (ccsim.s0_1_switch) and linked like the others; the edge process ticks
// them after the nodes, and the statistics, the watchdog's diagnosis and traces cover them.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "activity_schedule.h"
#include "barrier_network.h"
#include "base/memory_estimate.h"
#include "edge_threads.h"
#include "net/link.h"
#include "net/link_outbox.h"
#include "net/params.h"
#include "net/route_table.h"
#include "net/switch/switch.h"
#include "net/topology/topology.h"
#include "node.h"
#include "run_status.h"

namespace ccsim::sc {

struct RunLimits {
  net::Cycle watchdog_cycles = 20000;
  net::Cycle max_cycles = 0;  // 0 = none
  // Every node and switch ticked in every cycle, and model switches and interfaces without their
  // event skipping (SwitchCore::visit_every_cycle, Injection::poll_every_cycle): the same
  // results, slower; a check of the activity schedule and the skipping.
  bool visit_every_cycle = false;
  // Busy stretches: while most units are due in most cycles, every unit is ticked in every
  // cycle, which then costs less than working out each one's next due cycle (see
  // Machine::plan_density). The same results either way.
  bool dense_stretches = true;
  // Threads that share each edge's ticks (sim.threads; edge_threads.h): the units are split in
  // that many runs of consecutive ids, and what a unit sends over a link into another run is
  // handed over after the edge (net/link_outbox.h). The same results as one thread. Needs model
  // switches, full-duplex links and no hooks in the interfaces (synthetic traffic).
  int threads = 1;
  // Called every 16384 cycles with the cycle and the wall time since the run started, in
  // seconds (for a progress line); empty = none.
  std::function<void(net::Cycle cycle, double wall_seconds)> progress;
};

struct TraceOptions {
  std::string path;  // empty = no trace; ".fst" writes FST, any other name VCD
  net::Cycle first_cycle = 0;
  net::Cycle last_cycle = 0;  // 0 = to the end
  int view_node = 0;          // the node the GTKWave save file written beside the trace shows
  bool real_time = false;     // time stamps in real time at machine.clock_mhz, not in cycles
};

struct LinkStats {
  std::string name;  // "n0_0.xp->n1_0.xm"
  uint64_t words = 0;
  uint64_t busy_cycles = 0;
};

struct RunResult {
  bool ok = false;
  bool deadlock = false;
  std::string message;    // failure or deadlock diagnosis
  net::Cycle cycles = 0;  // cycle at which the last node program returned
  double wall_seconds = 0;
  net::Cycle simulated_cycles = 0;  // cycles the kernel advanced (>= cycles)
  // The simulator's work (activity_schedule.h): cycles in which the edge process ran, and units
  // (nodes with their switch, switches without a node) it ticked, over all of them.
  uint64_t edges = 0;
  uint64_t unit_ticks = 0;
};

class MachineTrace;

class Machine : public sc_core::sc_module {
 public:
  // Each node's memory starts with `node_memory_words` words (0: all of memory.words) and
  // grows, zero-filled, as programs and DMA reach further, up to memory.words: memory that is
  // never written is never allocated.
  Machine(sc_core::sc_module_name name, const net::MachineParams& params,
          const net::Topology& topology, uint64_t node_memory_words = 0);
  // Adds what a machine of this size allocates, node memories excepted (their size is the
  // experiment's), to `estimate`, before anything is built.
  static void estimate_memory(const net::MachineParams& params, const net::Topology& topology,
                              MemoryEstimate& estimate);
  ~Machine() override;

  int node_count() const { return int(nodes_.size()); }
  Node& node(int id) { return *nodes_[size_t(id)]; }
  // Every switch, by switch id: node i's switch is switch i (net::Topology::switch_count()).
  int switch_count() const { return int(switches_.size()); }
  net::Switch& switch_of(int id) { return *switches_[size_t(id)]; }
  // Cycles in which a head found the output it asks for held by another worm (or granted
  // to another head), summed over every switch and head (net::Switch::head_blocked_cycles).
  uint64_t head_blocked_cycles() const;
  const net::Topology& topology() const { return topology_; }
  // Every switch's port names: the network ports, then the local channels (local_channels.h).
  const std::string& port_name(int port) const { return port_names_[size_t(port)]; }
  const net::MachineParams& params() const { return params_; }
  // The routes that head words name (switch.route_words = head): senders number theirs here.
  net::RouteTable& route_table() { return route_table_; }
  BarrierNetwork& barrier() { return *barrier_; }
  const sc_core::sc_time& period() const { return period_; }

  void set_program(const NodeProgram& program);
  // Ends the run when `done(cycle)` holds (checked every 64 cycles) instead of when every
  // node program has returned; the run's cycle count is then the cycle it held.
  void set_finish_condition(std::function<bool(net::Cycle)> done) {
    finish_condition_ = std::move(done);
  }
  void enable_trace(const TraceOptions& trace);

  // Runs to completion (or failure); call once per process (SystemC elaborates once).
  RunResult run(const RunLimits& limits);

  // Network links (local links excluded), in topology.links() order, and their specs.
  std::vector<net::Link>& network_links() { return links_; }
  const std::vector<net::LinkSpec>& link_specs() const { return link_specs_; }
  // Per direction of every network link (local links excluded).
  std::vector<LinkStats> link_stats() const;
  uint64_t words_moved() const;
  bool something_in_flight(net::Cycle now) const;
  uint64_t memory_accesses() const;  // granted so far, all nodes
  net::Cycle last_cycle_granted() const;
  // Per node: the share of its memory ports' cycles spent on accesses over `span` cycles
  // (accesses x cycles per access / (ports x span)), in node order.
  std::vector<double> memory_port_utilization(uint64_t span) const;

 private:
  void on_monitor();
  void monitor(net::Cycle now);
  // Ends the run: node programs still waiting are unwound first (Node::end_program), then
  // sc_stop().
  void stop();
  void on_rising_edge();           // nodes with one local channel
  void on_rising_edge_all_port();  // nodes with several (node.all_port)
  template <bool kMultiChannel>
  void on_edge();
  template <bool kMultiChannel>
  void tick_due(net::Cycle now);
  void plan_density(net::Cycle now, uint64_t ticks);
  // Ticks the units due among units [begin, end) and returns how many it ticked. Without
  // kTellSoftware (a thread other than the kernel's) the nodes' software is not told: `news`
  // collects the nodes with news and theirs (Node::software_news) for after the edge.
  template <bool kMultiChannel, bool kTellSoftware>
  uint64_t tick_units(size_t begin, size_t end, net::Cycle now,
                      std::vector<std::pair<uint32_t, unsigned>>* news);
  // sim.threads > 1: each thread ticks its share, then the kernel's thread tells the software
  // and hands over what crossed between shares.
  template <bool kMultiChannel>
  void tick_shared(net::Cycle now);
  // Splits the units into `threads` shares and defers every link between two shares.
  void share_units(int threads);
  net::SwitchCore* model_switch_of(int switch_id);
  void on_trace();
  std::string diagnose_deadlock(net::Cycle now) const;
  bool all_done() const;

  net::MachineParams params_;
  const net::Topology& topology_;
  std::vector<std::string> port_names_;
  bool multi_channel_ = false;  // every node has several local channels (node.all_port)
  sc_core::sc_time period_;
  RunStatus status_;
  // Unit i: node i with its switch, for i < node_count(); then the switches without a node.
  ActivitySchedule schedule_;
  // Every unit in every cycle (RunLimits::visit_every_cycle, and traced runs).
  bool every_cycle_ = false;
  // In a busy stretch (RunLimits::dense_stretches): every unit is due in every cycle until
  // dense_until_; else the ticks of the cycles since sample_from_ tell whether one begins.
  bool dense_ = false;
  bool dense_stretches_ = true;
  net::Cycle dense_until_ = 0;
  net::Cycle sample_from_ = 0;
  uint64_t sample_ticks_ = 0;
  // Links are stored contiguously (reserved once, never moved): the per-cycle path touches
  // every link of every switch, so locality matters.
  std::vector<net::Link> links_;  // network links, in topology.links() order
  std::vector<net::LinkSpec> link_specs_;
  std::vector<net::Link> local_links_;
  net::RouteTable route_table_;  // switch.route_words = head: the routes head words name
  std::vector<std::unique_ptr<net::Switch>> switches_;
  std::vector<std::unique_ptr<Node>> nodes_;
  // The switches without a node, which no node ticks: the model switches (ticked inline) and
  // those of other implementations.
  std::vector<net::SwitchCore*> bare_model_switches_;
  std::vector<net::Switch*> bare_other_switches_;
  std::unique_ptr<BarrierNetwork> barrier_;
  // sim.threads > 1: the threads, and per thread its units [begin, end), the news of the nodes
  // it ticked in the current edge and what it sent into other shares.
  struct alignas(64) Share {
    size_t begin = 0;
    size_t end = 0;
    uint64_t ticks = 0;
    std::vector<std::pair<uint32_t, unsigned>> news;
    net::LinkOutbox outbox;
  };
  std::unique_ptr<EdgeThreads> threads_;
  std::vector<std::unique_ptr<Share>> shares_;
  std::unique_ptr<MachineTrace> trace_;
  RunLimits limits_;
  std::function<bool(net::Cycle)> finish_condition_;
  uint64_t last_words_ = 0;
  uint64_t last_accesses_ = 0;
  net::Cycle last_move_cycle_ = 0;
  net::Cycle finish_cycle_ = 0;
  net::Cycle monitored_cycle_ = ~net::Cycle(0);  // the last cycle the monitor checked
  bool stopped_ = false;                         // stop() was called: later edges tick nothing
  uint64_t edges_ = 0;                           // RunResult::edges
  uint64_t unit_ticks_ = 0;                      // RunResult::unit_ticks
  double wall_start_ = 0;
};

}  // namespace ccsim::sc
