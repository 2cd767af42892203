// An ideal network behind the node API, without SystemC: node programs and their checks run in
// milliseconds, on any Topology.
//
// Role: the unit tier of node software. An algorithm's run() executes once per node against
// net::NodeApi exactly as in the SystemC machine (sc_models/node.cpp), but messages arrive
// instantly and no cycle is modelled. SystemC stays the place for timing.
//
// Contract (what differs from the hardware is said so):
// - Sending. A message is send_header(route, info0, info1), start_dma_out() zero or more
//   times, send_trailer(vc), on the injection VC route.front().vc. Its destination is where the
//   source route leads on the topology (route_links); a malformed route, a VC out of range,
//   a header while that VC's message is still open, or data or a trailer outside a message is
//   a SimulationError. With node.all_port a segment may name any local port N + c, which
//   leads to the node as topology.local_port() does (channels take no time here, so which
//   one a message uses changes nothing). The header reaches the destination within
//   send_header; each DMA copies its words from the sender's memory into the destination's,
//   at info1 + offset, within start_dma_out (the DMA is then done: wait_dma never waits);
//   the trailer completes the message within send_trailer. A node that returns with a
//   message open fails the run.
// - Receiving. The destination logs the message on the VC of the route's ejection segment, in
//   the order of the send_header calls (one node runs at a time, so that order is total).
//   receive_header, receive_trailer, wait_messages and messages_received behave as in
//   sc::Node, including its errors (a trailer before its header, a VC out of range).
// - Synchronization. wait_queues_complete, wait_queues_stopped and barrier are global
//   barriers, each kind counted on its own: a node's n-th call of a kind returns once every
//   node has made its n-th call of that kind. That is stronger than the synchronizing switch
//   or the stop conditions, so a correct algorithm still checks correct; an algorithm that
//   needs more than the hardware gives is not caught here. forward, set_stop_not_in_message
//   and set_sync_mask are recorded (control_calls) and otherwise do nothing.
// - Time. now() is a logical clock, NOT cycle-accurate: the node's own software costs as
//   MachineParams prices them (compute, queue operations, DMA set-up, polls), raised to the
//   sender's clock when a message satisfies a wait and to the latest arrival at a barrier.
//   That is the time on a network of zero latency and infinite bandwidth. load and store are
//   direct and free.
// - Scheduling. One thread per node, but one runs at a time (a baton): a node runs until it
//   waits for something not yet there, or polls, or returns; the baton then goes to the next
//   node after it in node order whose wait is satisfied. Results are therefore deterministic.
//   messages_received() is a poll: it lets every other node that can run go first, so that a
//   polling loop makes progress.
// - Failure. run() throws SimulationError, after every thread has been joined: naming the
//   node and its error when a node program throws; listing every unfinished node and what it
//   waits for when none can go on (deadlock); when only polling nodes remain and 10^5 polls
//   pass without a message or barrier arrival (livelock). A node program that loops without
//   calling the node API cannot be stopped and hangs run().
//
// Invariants: at most one thread runs node code or touches network state at any time; the
// baton passes under mutex_, so its next holder sees everything the previous ones wrote.
// Memory persists across run() calls; message logs, counters and clocks start afresh.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "net/message_record.h"
#include "net/node_api.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

class IdealNetwork {
 public:
  using Program = std::function<void(net::NodeApi&)>;

  // The switch-control calls, recorded in call order per node.
  enum class ControlKind { kSetStopNotInMessage, kForward, kSetSyncMask };
  struct ControlCall {
    ControlKind kind = ControlKind::kForward;
    net::PortMask port_mask = 0;
  };

  // `topology` must outlive the network; machine.topology is not consulted. Throws
  // ConfigError when switch.num_vcs is outside 1..net::kMaxVcs.
  IdealNetwork(const net::MachineParams& machine, const net::Topology& topology);
  ~IdealNetwork();
  IdealNetwork(const IdealNetwork&) = delete;
  IdealNetwork& operator=(const IdealNetwork&) = delete;

  int node_count() const;
  // machine.memory.words words per node, zero at construction.
  std::vector<uint32_t>& memory(int node);
  const std::vector<uint32_t>& memory(int node) const;

  // Runs `program` once per node, each with that node's NodeApi, and returns when every one
  // has returned. Throws SimulationError as described above.
  void run(const Program& program);

  // What the last run left behind.
  net::Cycle clock(int node) const;  // the node's logical clock when its program returned
  const std::vector<net::MessageRecord>& messages(int node, int vc) const;  // arrival order
  const std::vector<ControlCall>& control_calls(int node) const;

 private:
  class Node;
  enum class SyncKind { kQueuesComplete, kQueuesStopped, kBarrier };
  static constexpr int kSyncKinds = 3;
  static constexpr int kMain = -1;  // the baton holder when no node runs

  // Entered by the baton holder only.
  void deliver_header(Node& from, const net::SourceRoute& route, uint32_t info0, uint32_t info1);
  void deliver_data(Node& from, uint32_t address, uint32_t words, int vc);
  void deliver_trailer(Node& from, int vc);
  void synchronize(Node& node, SyncKind kind);
  void wait(Node& node);  // node.wait_ is set: runs others until it is satisfied
  void poll(Node& node);
  void note_event() {
    ++events_;
    idle_polls_ = 0;
  }
  bool satisfied(const Node& node) const;
  std::string describe_wait(const Node& node) const;
  // The next node to run after `from` (round robin, `from` itself last), or kMain when every
  // node is done or the run failed (failure_ then says why).
  int pick_next(int from);
  std::string deadlock_report() const;

  // Baton passing; pass_baton() returns when `node` holds the baton again.
  void node_thread(Node& node, const Program& program);
  void await_baton(std::unique_lock<std::mutex>& lock, int node);
  void pass_baton(Node& node);
  void give_baton(int to);  // with mutex_ held
  void finish(Node& node);
  void fail(const Node& node, const std::string& what);
  void abort_and_join(std::unique_lock<std::mutex>& lock);
  std::string node_label(int node) const;

  net::MachineParams machine_;
  const net::Topology& topology_;
  std::vector<std::unique_ptr<Node>> nodes_;

  // Barrier arrivals: per kind and call number n (from 1), nodes arrived and their latest clock.
  std::array<std::vector<int>, kSyncKinds> arrivals_;
  std::array<std::vector<net::Cycle>, kSyncKinds> arrival_clock_;
  uint64_t events_ = 0;      // messages and barrier arrivals so far (polls watch it)
  uint64_t idle_polls_ = 0;  // polls resumed since the last event with nothing else to run
  std::string failure_;      // the first failure of the run, "" while there is none
  bool aborting_ = false;    // unwind every node program (after a failure)

  std::mutex mutex_;
  std::condition_variable main_wake_;
  int holder_ = kMain;
};

}  // namespace ccsim::sw
