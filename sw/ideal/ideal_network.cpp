// The ideal network: node API calls become direct edits of the destinations' message logs and
// memories, and node threads take turns holding one baton (see ideal_network.h).
#include "ideal/ideal_network.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "base/errors.h"
#include "net/local_channels.h"
#include "routing/grid_routing.h"

namespace ccsim::sw {

namespace {

// Thrown into a node program to unwind it after another node failed or the run deadlocked.
// Not a std::exception, so that a program's catch (const std::exception&) lets it through.
struct Aborted {};

// Polls resumed in a row with nothing else able to run and no event in between, before the
// run is declared a livelock: far more than any finite polling loop between two sends needs.
constexpr uint64_t kMaxIdlePolls = 100000;

const char* sync_name(int kind) {
  static const char* const kNames[] = {"wait_queues_complete", "wait_queues_stopped", "barrier"};
  return kNames[kind];
}

}  // namespace

// One node: its memory, its ejection logs, its open outgoing messages and the scheduling
// state of its thread. It implements the node API by calling into the network.
class IdealNetwork::Node final : public net::NodeApi {
 public:
  enum class State { kReady, kWaiting, kDone };
  enum class WaitKind { kHeader, kTrailer, kMessages, kSync, kPoll };
  // What a waiting node waits for; satisfied() and describe_wait() read it.
  struct Wait {
    WaitKind kind = WaitKind::kHeader;
    int vc = 0;
    size_t index = 0;     // kHeader, kTrailer: the message's place in the VC's log
    uint64_t count = 0;   // kMessages: completed messages; kSync: the call number (from 1)
    int sync = 0;         // kSync: a SyncKind
    uint64_t events = 0;  // kPoll: events_ when the poll began
  };
  // A message this node has started on one injection VC and not yet ended.
  struct Outgoing {
    bool open = false;
    int destination = -1;
    int eject_vc = 0;
    size_t index = 0;  // in the destination's log of eject_vc
  };

  Node(IdealNetwork& network, int id)
      : net_(network), id_(id), memory_(network.machine_.memory.words, 0) {
    reset();
  }

  // A fresh run: empty logs and counters; memory kept.
  void reset() {
    const size_t vcs = size_t(net_.machine_.router.num_vcs);
    log_.assign(vcs, {});
    headers_taken_.assign(vcs, 0);
    trailers_taken_.assign(vcs, 0);
    open_.assign(vcs, Outgoing{});
    completion_clocks_.clear();
    control_.clear();
    sync_calls_ = {};
    dma_jobs_ = 0;
    clock_ = 0;
    state_ = State::kReady;
  }

  // net::NodeApi
  int node_id() const override { return id_; }
  const net::Topology& topology() const override { return net_.topology_; }
  const net::MachineParams& machine() const override { return net_.machine_; }
  net::Cycle now() const override { return clock_; }
  void compute(net::Cycle cycles) override { clock_ += cycles; }

  uint32_t load(uint32_t address) override {
    if (address >= memory_.size()) throw SimulationError("load past the end of memory");
    return memory_[address];
  }
  void store(uint32_t address, uint32_t value) override {
    if (address >= memory_.size()) throw SimulationError("store past the end of memory");
    memory_[address] = value;
  }

  // Memory costs nothing here, as load() and store() do not.
  void stream_accesses(uint64_t) override {}

  void send_header(const net::SourceRoute& route, uint32_t info0, uint32_t info1) override {
    if (route.empty()) throw SimulationError("send_header: empty route");
    check_vc(route.front().vc, "send_header");
    clock_ += net::Cycle(params().queue_op_cycles) * (route.size() + net::kInfoWords);
    net_.deliver_header(*this, route, info0, info1);
  }
  net::DmaHandle start_dma_out(uint32_t address, uint32_t words, int vc) override {
    check_vc(vc, "start_dma_out");
    clock_ += net::Cycle(params().dma_setup_cycles);
    if (uint64_t(address) + words > memory_.size()) {
      throw SimulationError("DMA out of memory bounds (address " + std::to_string(address) + ", " +
                            std::to_string(words) + " words)");
    }
    net_.deliver_data(*this, address, words, vc);
    return net::DmaHandle{int(dma_jobs_++)};
  }
  void send_trailer(int vc) override {
    check_vc(vc, "send_trailer");
    clock_ += net::Cycle(params().queue_op_cycles);
    net_.deliver_trailer(*this, vc);
  }
  void wait_dma(net::DmaHandle handle) override {
    if (handle.id < 0 || uint32_t(handle.id) >= dma_jobs_) {
      throw SimulationError("wait_dma: no DMA with handle " + std::to_string(handle.id));
    }
  }

  net::MessageRecord receive_header(int vc) override {
    check_vc(vc, "receive_header");
    const size_t index = headers_taken_[size_t(vc)];
    wait_for(Wait{WaitKind::kHeader, vc, index, 0, 0, 0});
    ++headers_taken_[size_t(vc)];
    const net::MessageRecord& m = log_[size_t(vc)][index];
    clock_ = std::max(clock_, m.header_cycle) + net::Cycle(params().queue_op_cycles) * 2;
    return m;
  }
  net::MessageRecord receive_trailer(int vc) override {
    check_vc(vc, "receive_trailer");
    const size_t index = trailers_taken_[size_t(vc)];
    if (index >= headers_taken_[size_t(vc)]) {
      throw SimulationError("receive_trailer before receive_header on vc " + std::to_string(vc));
    }
    wait_for(Wait{WaitKind::kTrailer, vc, index, 0, 0, 0});
    ++trailers_taken_[size_t(vc)];
    const net::MessageRecord& m = log_[size_t(vc)][index];
    clock_ = std::max(clock_, m.tail_cycle) + net::Cycle(params().queue_op_cycles);
    return m;
  }
  uint64_t messages_received() const override {
    // A poll lets the others run first; the network holds this node non-const.
    net_.poll(*net_.nodes_[size_t(id_)]);
    return completion_clocks_.size();
  }
  void wait_messages(uint64_t count) override {
    wait_for(Wait{WaitKind::kMessages, 0, 0, count, 0, 0});
    for (uint64_t i = 0; i < count; ++i) clock_ = std::max(clock_, completion_clocks_[i]);
  }
  std::vector<net::MessageRecord> untaken_records(int vc) const override {
    check_vc(vc, "untaken_records");
    const std::vector<net::MessageRecord>& log = log_[size_t(vc)];
    return std::vector<net::MessageRecord>(
        log.begin() + ptrdiff_t(std::min(trailers_taken_[size_t(vc)], log.size())), log.end());
  }

  void set_stop_not_in_message(net::PortMask port_mask) override {
    clock_ += net::Cycle(params().queue_op_cycles);
    control_.push_back(ControlCall{ControlKind::kSetStopNotInMessage, port_mask});
  }
  void forward(net::PortMask port_mask) override {
    clock_ += net::Cycle(params().queue_op_cycles) * net::Cycle(__builtin_popcountll(port_mask));
    control_.push_back(ControlCall{ControlKind::kForward, port_mask});
  }
  void wait_queues_stopped(net::PortMask) override {
    net_.synchronize(*this, SyncKind::kQueuesStopped);
    clock_ += net::Cycle(params().poll_cycles);
  }
  void set_sync_mask(net::PortMask port_mask) override {
    clock_ += net::Cycle(params().queue_op_cycles);
    control_.push_back(ControlCall{ControlKind::kSetSyncMask, port_mask});
  }
  void wait_queues_complete() override { net_.synchronize(*this, SyncKind::kQueuesComplete); }
  void barrier() override { net_.synchronize(*this, SyncKind::kBarrier); }
  std::vector<uint32_t>& memory() override { return memory_; }

  // Blocks (handing the baton on) until `w` is satisfied.
  void wait_for(const Wait& w) {
    wait_ = w;
    net_.wait(*this);
  }

  void check_vc(int vc, const char* call) const {
    if (vc < 0 || vc >= net_.machine_.router.num_vcs) {
      throw SimulationError(std::string(call) + ": vc " + std::to_string(vc) +
                            " does not exist (switch.num_vcs = " +
                            std::to_string(net_.machine_.router.num_vcs) + ")");
    }
  }
  const net::NodeParams& params() const { return net_.machine_.node; }

  IdealNetwork& net_;
  const int id_;
  std::vector<uint32_t> memory_;
  std::vector<std::vector<net::MessageRecord>> log_;  // per ejection VC, in arrival order
  std::vector<size_t> headers_taken_;                 // per VC: records receive_header gave out
  std::vector<size_t> trailers_taken_;                // per VC: records receive_trailer gave out
  std::vector<net::Cycle> completion_clocks_;         // sender's tail clock, per completion
  std::vector<Outgoing> open_;                        // per injection VC
  std::vector<ControlCall> control_;
  std::array<uint64_t, kSyncKinds> sync_calls_{};
  uint32_t dma_jobs_ = 0;
  net::Cycle clock_ = 0;

  // Scheduling, read and written by the baton holder (and by main under mutex_).
  State state_ = State::kReady;
  Wait wait_;
  std::condition_variable wake_;
  std::thread thread_;
};

IdealNetwork::IdealNetwork(const net::MachineParams& machine, const net::Topology& topology)
    : machine_(machine), topology_(topology) {
  if (machine.router.num_vcs < 1 || machine.router.num_vcs > net::kMaxVcs) {
    throw ConfigError("switch.num_vcs", "must be 1.." + std::to_string(net::kMaxVcs) + ", got " +
                                            std::to_string(machine.router.num_vcs));
  }
  for (int i = 0; i < topology.node_count(); ++i) {
    nodes_.push_back(std::make_unique<Node>(*this, i));
  }
}

// Out of line, where Node is complete. run() joins every thread it starts, so none is left.
IdealNetwork::~IdealNetwork() = default;

int IdealNetwork::node_count() const { return int(nodes_.size()); }
std::vector<uint32_t>& IdealNetwork::memory(int node) { return nodes_.at(size_t(node))->memory_; }
const std::vector<uint32_t>& IdealNetwork::memory(int node) const {
  return nodes_.at(size_t(node))->memory_;
}
net::Cycle IdealNetwork::clock(int node) const { return nodes_.at(size_t(node))->clock_; }
const std::vector<net::MessageRecord>& IdealNetwork::messages(int node, int vc) const {
  return nodes_.at(size_t(node))->log_.at(size_t(vc));
}
const std::vector<IdealNetwork::ControlCall>& IdealNetwork::control_calls(int node) const {
  return nodes_.at(size_t(node))->control_;
}

std::string IdealNetwork::node_label(int node) const {
  return "node " + std::to_string(node) + " (" + topology_.node_name(node) + ")";
}

// ---- Messages -------------------------------------------------------------------------------

void IdealNetwork::deliver_header(Node& from, const net::SourceRoute& route, uint32_t info0,
                                  uint32_t info1) {
  const int vc = route.front().vc;
  Node::Outgoing& out = from.open_[size_t(vc)];
  if (out.open) {
    throw SimulationError("send_header on vc " + std::to_string(vc) + " while the message to " +
                          node_label(out.destination) + " is still open (no send_trailer)");
  }
  for (const net::RouteSegment& s : route) from.check_vc(s.vc, "send_header (route segment)");
  // An all-port node's local ports N + c are all "the node" to the ideal network: each
  // stands for the local port route_links knows.
  net::SourceRoute leads = route;
  const int network = topology_.network_ports();
  const int channels = net::local_channel_count(machine_, network);
  for (net::RouteSegment& s : leads) {
    if (s.port > network && s.port < net::local_channel_port(network, channels)) {
      s.port = uint8_t(topology_.local_port());
    }
  }
  std::vector<RouteHop> hops;
  try {
    hops = route_links(topology_, from.id_, leads);
  } catch (const std::invalid_argument& e) {
    throw SimulationError(std::string("send_header: ") + e.what() + " (route " +
                          net::to_string(route) + ")");
  }
  // The last hop is the ejection: the node it leaves from is the destination.
  Node& to = *nodes_[size_t(hops.back().node)];
  const int eject_vc = hops.back().vc;
  net::MessageRecord m;
  m.source = int(net::info0_source(info0 & ~net::kRouteFlag));
  m.tag = net::info0_tag(info0 & ~net::kRouteFlag);
  m.address = info1 & ~net::kRouteFlag;
  m.header_cycle = from.clock_;
  m.has_header = true;
  to.log_[size_t(eject_vc)].push_back(m);
  out = Node::Outgoing{true, to.id_, eject_vc, to.log_[size_t(eject_vc)].size() - 1};
  note_event();
}

void IdealNetwork::deliver_data(Node& from, uint32_t address, uint32_t words, int vc) {
  if (words == 0) return;  // the hardware queues nothing for an empty DMA
  const Node::Outgoing& out = from.open_[size_t(vc)];
  if (!out.open) {
    throw SimulationError("start_dma_out on vc " + std::to_string(vc) +
                          " outside a message (no send_header)");
  }
  Node& to = *nodes_[size_t(out.destination)];
  net::MessageRecord& m = to.log_[size_t(out.eject_vc)][out.index];
  const uint64_t first = uint64_t(m.address) + m.words;
  if (first + words > to.memory_.size()) {
    throw SimulationError("message to " + node_label(to.id_) +
                          " deposits past the end of its memory (word " +
                          std::to_string(std::max<uint64_t>(first, to.memory_.size())) + ")");
  }
  // memmove: a message to the sender itself may overlap its own source words.
  std::memmove(to.memory_.data() + first, from.memory_.data() + address, words * sizeof(uint32_t));
  m.words += words;
  note_event();
}

void IdealNetwork::deliver_trailer(Node& from, int vc) {
  Node::Outgoing& out = from.open_[size_t(vc)];
  if (!out.open) {
    throw SimulationError("send_trailer on vc " + std::to_string(vc) +
                          " outside a message (no send_header)");
  }
  Node& to = *nodes_[size_t(out.destination)];
  net::MessageRecord& m = to.log_[size_t(out.eject_vc)][out.index];
  m.tail_cycle = from.clock_;
  m.complete = true;
  to.completion_clocks_.push_back(from.clock_);
  out.open = false;
  note_event();
}

// ---- Waiting --------------------------------------------------------------------------------

void IdealNetwork::synchronize(Node& node, SyncKind kind) {
  const int k = int(kind);
  const uint64_t call = ++node.sync_calls_[size_t(k)];
  if (arrivals_[size_t(k)].size() < call) {
    arrivals_[size_t(k)].push_back(0);
    arrival_clock_[size_t(k)].push_back(0);
  }
  ++arrivals_[size_t(k)][call - 1];
  net::Cycle& latest = arrival_clock_[size_t(k)][call - 1];
  latest = std::max(latest, node.clock_);
  note_event();
  node.wait_for(Node::Wait{Node::WaitKind::kSync, 0, 0, call, k, 0});
  // Indexed afresh: later calls of others may have grown the vector while this node waited.
  node.clock_ = std::max(node.clock_, arrival_clock_[size_t(k)][call - 1]);
}

bool IdealNetwork::satisfied(const Node& node) const {
  const Node::Wait& w = node.wait_;
  switch (w.kind) {
    case Node::WaitKind::kHeader:
      return node.log_[size_t(w.vc)].size() > w.index;
    case Node::WaitKind::kTrailer:
      return node.log_[size_t(w.vc)][w.index].complete;
    case Node::WaitKind::kMessages:
      return node.completion_clocks_.size() >= w.count;
    case Node::WaitKind::kSync:
      return arrivals_[size_t(w.sync)][w.count - 1] == node_count();
    case Node::WaitKind::kPoll:
      return events_ > w.events;
  }
  return false;
}

std::string IdealNetwork::describe_wait(const Node& node) const {
  const Node::Wait& w = node.wait_;
  const std::string vc = " on vc " + std::to_string(w.vc);
  switch (w.kind) {
    case Node::WaitKind::kHeader:
      return "receive_header: message #" + std::to_string(w.index + 1) + vc + " (" +
             std::to_string(node.log_[size_t(w.vc)].size()) + " arrived)";
    case Node::WaitKind::kTrailer:
      return "receive_trailer: the trailer of message #" + std::to_string(w.index + 1) + vc +
             ", from node " + std::to_string(node.log_[size_t(w.vc)][w.index].source);
    case Node::WaitKind::kMessages:
      return "wait_messages: " + std::to_string(w.count) + " messages (" +
             std::to_string(node.completion_clocks_.size()) + " arrived)";
    case Node::WaitKind::kSync: {
      std::string missing;
      for (const auto& other : nodes_) {
        if (other->sync_calls_[size_t(w.sync)] < w.count) {
          missing += (missing.empty() ? "" : ", ") + std::to_string(other->id_) +
                     (other->state_ == Node::State::kDone ? " (returned)" : "");
        }
      }
      return std::string(sync_name(w.sync)) + " call #" + std::to_string(w.count) +
             ": nodes not arrived: " + missing;
    }
    case Node::WaitKind::kPoll:
      return "polling messages_received()";
  }
  return "";
}

void IdealNetwork::wait(Node& node) {
  if (aborting_) throw Aborted{};
  if (satisfied(node)) return;
  node.state_ = Node::State::kWaiting;
  pass_baton(node);
}

void IdealNetwork::poll(Node& node) {
  if (aborting_) throw Aborted{};
  node.wait_ = Node::Wait{Node::WaitKind::kPoll, 0, 0, 0, 0, events_};
  node.state_ = Node::State::kWaiting;
  pass_baton(node);
}

int IdealNetwork::pick_next(int from) {
  if (!failure_.empty()) return kMain;
  const int n = node_count();
  bool all_done = true;
  for (int k = 1; k <= n; ++k) {
    Node& node = *nodes_[size_t((from + k) % n)];
    if (node.state_ == Node::State::kDone) continue;
    all_done = false;
    if (node.state_ == Node::State::kReady || satisfied(node)) return node.id_;
  }
  if (all_done) return kMain;
  // Nobody can go on by its own wait: a poller is resumed (it may send or stop polling).
  for (int k = 1; k <= n; ++k) {
    Node& node = *nodes_[size_t((from + k) % n)];
    if (node.state_ != Node::State::kWaiting || node.wait_.kind != Node::WaitKind::kPoll) {
      continue;
    }
    if (++idle_polls_ <= kMaxIdlePolls) return node.id_;
    failure_ = "livelock: " + std::to_string(kMaxIdlePolls) +
               " polls without a message or barrier arrival; " + deadlock_report();
    return kMain;
  }
  failure_ = "deadlock: every unfinished node waits; " + deadlock_report();
  return kMain;
}

std::string IdealNetwork::deadlock_report() const {
  std::string report;
  int returned = 0;
  for (const auto& node : nodes_) {
    if (node->state_ == Node::State::kDone) {
      ++returned;
      continue;
    }
    report +=
        (report.empty() ? "" : "; ") + node_label(node->id_) + " waits in " + describe_wait(*node);
  }
  return report + " (" + std::to_string(returned) + " of " + std::to_string(node_count()) +
         " nodes returned)";
}

// ---- Threads and the baton ------------------------------------------------------------------

void IdealNetwork::await_baton(std::unique_lock<std::mutex>& lock, int node) {
  nodes_[size_t(node)]->wake_.wait(lock, [&] { return holder_ == node; });
}

void IdealNetwork::give_baton(int to) {
  holder_ = to;
  if (to == kMain) {
    main_wake_.notify_one();
  } else {
    nodes_[size_t(to)]->wake_.notify_one();
  }
}

void IdealNetwork::pass_baton(Node& node) {
  std::unique_lock<std::mutex> lock(mutex_);
  const int next = aborting_ ? kMain : pick_next(node.id_);
  if (next != node.id_) {
    give_baton(next);
    await_baton(lock, node.id_);
  }
  node.state_ = Node::State::kReady;
  if (aborting_) throw Aborted{};
}

void IdealNetwork::fail(const Node& node, const std::string& what) {
  if (failure_.empty() && !aborting_) failure_ = node_label(node.id_) + ": " + what;
}

void IdealNetwork::node_thread(Node& node, const Program& program) {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    await_baton(lock, node.id_);
  }
  if (!aborting_) {
    try {
      program(node);
    } catch (const Aborted&) {
    } catch (const std::exception& e) {
      fail(node, e.what());
    } catch (...) {
      fail(node, "unknown exception");
    }
  }
  finish(node);
}

void IdealNetwork::finish(Node& node) {
  for (size_t vc = 0; vc < node.open_.size(); ++vc) {
    const Node::Outgoing& out = node.open_[vc];
    if (out.open) {
      fail(node, "returned with its message to " + node_label(out.destination) + " on vc " +
                     std::to_string(vc) + " still open (no send_trailer)");
    }
  }
  std::unique_lock<std::mutex> lock(mutex_);
  node.state_ = Node::State::kDone;
  give_baton(aborting_ ? kMain : pick_next(node.id_));
}

void IdealNetwork::abort_and_join(std::unique_lock<std::mutex>& lock) {
  // Each unfinished node takes the baton once more, unwinds (Aborted) and hands it back.
  aborting_ = true;
  for (const auto& node : nodes_) {
    if (!node->thread_.joinable() || node->state_ == Node::State::kDone) continue;
    give_baton(node->id_);
    main_wake_.wait(lock, [&] { return holder_ == kMain; });
  }
  lock.unlock();
  for (const auto& node : nodes_) {
    if (node->thread_.joinable()) node->thread_.join();
  }
}

void IdealNetwork::run(const Program& program) {
  for (const auto& node : nodes_) node->reset();
  for (int k = 0; k < kSyncKinds; ++k) {
    arrivals_[size_t(k)].clear();
    arrival_clock_[size_t(k)].clear();
  }
  events_ = 0;
  idle_polls_ = 0;
  failure_.clear();
  aborting_ = false;
  holder_ = kMain;

  std::unique_lock<std::mutex> lock(mutex_);
  try {
    for (const auto& node : nodes_) {
      Node* n = node.get();
      n->thread_ = std::thread([this, n, &program] { node_thread(*n, program); });
    }
  } catch (...) {
    abort_and_join(lock);  // threads not yet started were never joinable; the rest unwind
    throw;
  }
  if (!nodes_.empty()) {
    give_baton(0);
    main_wake_.wait(lock, [&] { return holder_ == kMain; });
  }
  // Every node returned, or the run failed and the unfinished ones are parked.
  abort_and_join(lock);
  if (!failure_.empty()) throw SimulationError(failure_);
}

}  // namespace ccsim::sw
