// A node: processor (runs its node program in an SC_THREAD), memory, network interface.
//
// The processor implements the node API. It acts only between rising edges (it starts on
// the first falling edge and realigns to a falling edge after every event it waits for), so
// the hardware sees its writes at the next rising edge whatever the process order. The
// hardware has no process of its own: the machine's single rising-edge process calls tick(),
// which ticks the network interface (DMA engines, deposit engine, memory ports) and the
// node's switch (the net::Switch seam), both plain C++, in the cycles the machine's activity
// schedule says the node is due (next_due; activity_schedule.h). Every call of the node API
// that changes the hardware's state makes the node due at the next rising edge. After each
// tick the node turns their progress counters into the sc_events its software waits on. An all-port
// node (node.all_port) injects each message on the local channel its route's first segment pairs
// with, and the message's DMA and trailer follow its header there (net/local_channels.h).
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "activity_schedule.h"
#include "barrier_network.h"
#include "net/node_api.h"
#include "net/node_interface.h"
#include "net/route_table.h"
#include "net/switch/addition.h"
#include "net/switch/switch.h"
#include "net/switch/switch_core.h"
#include "run_status.h"

namespace ccsim::sc {

using NodeProgram = std::function<void(net::NodeApi&)>;

class Node : public sc_core::sc_module, public net::NodeApi, private net::AdditionHost {
 public:
  // `local_switch` is this node's switch; `model_switch` is the same object when it is the
  // model switch (make_switch says so), else null.
  Node(sc_core::sc_module_name name, int id, const net::MachineParams& params,
       const net::Topology& topology, net::Switch& local_switch, net::SwitchCore* model_switch,
       BarrierNetwork* barrier, const sc_core::sc_time& period, RunStatus& status,
       uint64_t memory_words);

  // The rising-edge work of cycle `now`, inline for the machine's loop over nodes; throws on
  // a simulation error (the caller reports it). kMultiChannel: the node has several local
  // channels (net::NodeInterface::tick).
  template <bool kMultiChannel = false>
  [[gnu::always_inline]] void tick(net::Cycle now) {
    tick_hardware<kMultiChannel>(now);
    // software_news() and tell_software() in one, as the one-thread edge runs it for every node.
    if (ni_.activity() != seen_activity_) {
      seen_activity_ = ni_.activity();
      ni_event_.notify(sc_core::SC_ZERO_TIME);
    }
    const uint64_t switch_status =
        model_switch_ ? model_switch_->status_changes() : switch_->status_changes();
    if (switch_status != seen_switch_status_) {
      seen_switch_status_ = switch_status;
      switch_event_.notify(sc_core::SC_ZERO_TIME);
    }
  }
  // tick() in two halves: the hardware's work, which touches nothing of SystemC's and may run on
  // another thread (sim.threads), and the events of what changed for the node's software:
  // software_news() finds them (on the ticking thread, whose caches hold the node) and
  // tell_software(news) notifies them (on the kernel's thread).
  template <bool kMultiChannel = false>
  [[gnu::always_inline]] void tick_hardware(net::Cycle now) {
    ni_.tick<kMultiChannel>(now);
    // Links have at least a cycle of latency, so the order of the two blocks within the edge
    // does not matter. A model switch is ticked through its concrete (final) type: inline,
    // without a virtual call.
    if (model_switch_) {
      model_switch_->tick(now);
    } else {
      switch_->tick(now);
    }
  }
  static constexpr unsigned kInterfaceNews = 1;  // software_news(): ni_event_ is due
  static constexpr unsigned kSwitchNews = 2;     // switch_event_ is due
  [[gnu::always_inline]] unsigned software_news() {
    unsigned news = 0;
    if (ni_.activity() != seen_activity_) {
      seen_activity_ = ni_.activity();
      news = kInterfaceNews;
    }
    const uint64_t switch_status =
        model_switch_ ? model_switch_->status_changes() : switch_->status_changes();
    if (switch_status != seen_switch_status_) {
      seen_switch_status_ = switch_status;
      news |= kSwitchNews;
    }
    return news;
  }
  [[gnu::always_inline]] void tell_software(unsigned news) {
    if (news & kInterfaceNews) ni_event_.notify(sc_core::SC_ZERO_TIME);
    if (news & kSwitchNews) switch_event_.notify(sc_core::SC_ZERO_TIME);
  }

  // The first cycle after `now` in which tick() may change any state (its interface's or its
  // model switch's; another switch implementation is due in every cycle).
  [[gnu::always_inline]] net::Cycle next_due(net::Cycle now) const {
    const net::Cycle ni = ni_.next_due(now);
    if (ni <= now + 1 || !model_switch_) return now + 1;
    return std::min(ni, model_switch_->next_due(now));
  }
  // Puts the node on the machine's schedule as unit `unit`: its interface and model switch wake
  // that slot, and its software wakes the edge process.
  void attach_schedule(ActivitySchedule& schedule, int unit);

  void set_program(NodeProgram program) { program_ = std::move(program); }
  net::NodeInterface& interface() { return ni_; }
  // Where send_header numbers its routes when packets carry the route in the head word.
  void set_route_table(net::RouteTable* routes) { route_table_ = routes; }
  net::SwitchCore* model_switch() { return model_switch_; }  // null for other implementations
  const net::NodeInterface& interface() const { return ni_; }
  bool done() const { return done_; }
  // Kills the node program if it is still waiting, unwinding its stack (its locals are
  // destroyed, not abandoned on the coroutine stack when the run stops early). Not from
  // the program's own thread.
  void end_program();
  net::Cycle done_cycle() const { return done_cycle_; }
  // Blocked on an event (not computing): the watchdog's view of the processor.
  bool blocked() const { return blocked_; }
  const char* waiting_for() const { return waiting_for_; }

  // net::NodeApi
  int node_id() const override { return id_; }
  const net::Topology& topology() const override { return topology_; }
  const net::MachineParams& machine() const override { return params_; }
  net::Cycle now() const override;
  void compute(net::Cycle cycles) override;
  uint32_t load(uint32_t address) override;
  void store(uint32_t address, uint32_t value) override;
  void stream_accesses(uint64_t count) override;
  void send_header(const net::SourceRoute& route, uint32_t info0, uint32_t info1) override;
  net::DmaHandle start_dma_out(uint32_t address, uint32_t words, int vc) override;
  void send_trailer(int vc) override;
  void wait_dma(net::DmaHandle handle) override;
  net::MessageRecord receive_header(int vc) override;
  net::MessageRecord receive_trailer(int vc) override;
  uint64_t messages_received() const override { return ni_.messages_completed(); }
  void wait_messages(uint64_t count) override;
  std::vector<net::MessageRecord> untaken_records(int vc) const override;
  void set_stop_not_in_message(net::PortMask port_mask) override;
  void forward(net::PortMask port_mask) override;
  void wait_queues_stopped(net::PortMask port_mask) override;
  void set_sync_mask(net::PortMask port_mask) override;
  void wait_queues_complete() override;
  void barrier() override;
  std::vector<uint32_t>& memory() override { return memory_; }
  net::AdditionControl* addition_control(const std::string& addition) override;

 private:
  // net::AdditionHost: what the node side of an addition's control uses.
  net::Switch& local_switch() override {
    hardware_touched();  // an addition's control acts on the switch
    return *switch_;
  }
  int host_node() const override { return id_; }
  void send_head_words(int vc, const std::vector<net::Flit>& words) override;

  void run_program();
  // Node software changed the interface's or the switch's state: the node is due at the next
  // rising edge.
  void hardware_touched() {
    if (schedule_) schedule_->wake_from_software(unit_);
  }
  // Waits on `event` until `ready()` holds, then realigns to the next falling edge.
  template <typename Ready>
  void wait_until(Ready ready, const sc_core::sc_event& event, const char* what);
  void check_vc(int vc, const char* call) const;
  // Record `index` of VC `vc`, counting from the VC's first (released ones included).
  const net::MessageRecord& message_at(int vc, size_t index) const;
  bool has_message(int vc, size_t index) const;

  // What tick() reads in every cycle besides the interface, on one cache line.
  alignas(64) net::SwitchCore* model_switch_;  // set when the switch is the model
  net::Switch* switch_;
  uint64_t seen_activity_ = 0;
  uint64_t seen_switch_status_ = 0;

  int id_;
  net::MachineParams params_;
  const net::Topology& topology_;
  BarrierNetwork* barrier_;
  sc_core::sc_time period_;
  RunStatus& status_;
  std::vector<uint32_t> memory_;
  net::NodeInterface ni_;
  NodeProgram program_;
  sc_core::sc_event ni_event_;
  sc_core::sc_event switch_event_;  // after an edge on which a tail passed or QueuesComplete fired
  std::vector<size_t> headers_taken_;   // per VC: records handed out by receive_header
  std::vector<size_t> trailers_taken_;  // per VC: records handed out by receive_trailer
  int channels_;                        // local channels
  net::RouteTable* route_table_ = nullptr;
  std::vector<int> header_channel_;  // per VC: the channel of the last header sent
  uint64_t completions_taken_ = 0;
  bool done_ = false;
  net::Cycle done_cycle_ = 0;
  bool blocked_ = false;
  const char* waiting_for_ = "not started";
  sc_core::sc_process_handle program_thread_;
  // The node side of each enabled addition's control, by addition (net/switch/addition.h).
  std::map<std::string, std::unique_ptr<net::AdditionControl>> controls_;
  bool program_started_ = false;
  ActivitySchedule* schedule_ = nullptr;
  int unit_ = 0;
};

}  // namespace ccsim::sc
