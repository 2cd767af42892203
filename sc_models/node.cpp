// A node: processor thread implementing the node API, plus the clocked network interface.
#include "node.h"

#include "base/errors.h"
#include "clocking.h"
#include "net/local_channels.h"
#include "net/node_memory.h"

namespace ccsim::sc {

namespace {
int popcount(net::PortMask v) { return __builtin_popcountll(v); }
}  // namespace

Node::Node(sc_core::sc_module_name name, int id, const net::MachineParams& params,
           const net::Topology& topology, net::Switch& local_switch, net::SwitchCore* model_switch,
           BarrierNetwork* barrier, const sc_core::sc_time& period, RunStatus& status,
           uint64_t memory_words)
    : sc_core::sc_module(name),
      model_switch_(model_switch),
      switch_(&local_switch),
      id_(id),
      params_(params),
      topology_(topology),
      barrier_(barrier),
      period_(period),
      status_(status),
      memory_(size_t(std::min<uint64_t>(memory_words, uint64_t(params.memory.words))), 0),
      ni_(params, std::string(sc_core::sc_module::name()) + ".ni", memory_,
          net::local_channel_names(params, topology)),
      headers_taken_(size_t(params.router.num_vcs), 0),
      trailers_taken_(size_t(params.router.num_vcs), 0),
      channels_(ni_.channels()),
      header_channel_(size_t(params.router.num_vcs), 0) {
  SC_HAS_PROCESS(Node);
  SC_THREAD(run_program);
  program_thread_ = sc_core::sc_get_current_process_handle();
  for (const auto& [name, addition] : net::switch_additions().entries()) {
    if (addition.make_node_control && addition.enabled(params.router)) {
      controls_[name] = addition.make_node_control(*this);
    }
  }
}

net::AdditionControl* Node::addition_control(const std::string& addition) {
  const auto it = controls_.find(addition);
  return it == controls_.end() ? nullptr : it->second.get();
}

void Node::end_program() {
  if (!program_started_ || done_ || program_thread_.terminated()) return;
  if (program_thread_ == sc_core::sc_get_current_process_handle()) return;
  // kill() resumes the thread with sc_unwind_exception, so its locals are destroyed.
  program_thread_.kill();
}

void Node::run_program() {
  program_started_ = true;
  sc_core::wait(period_ / 2);  // software runs between rising edges
  try {
    if (program_) program_(*this);
  } catch (const sc_core::sc_unwind_exception&) {
    throw;  // end_program(): the kernel must see it to finish the kill
  } catch (const std::exception& e) {
    status_.fail(std::string(name()) + ": " + e.what());
    status_.stop();
  }
  waiting_for_ = "done";
  blocked_ = false;
  done_cycle_ = cycle_at(period_);
  done_ = true;
}

template <typename Ready>
void Node::wait_until(Ready ready, const sc_core::sc_event& event, const char* what) {
  if (ready()) return;
  waiting_for_ = what;
  blocked_ = true;
  while (!ready()) sc_core::wait(event);
  blocked_ = false;
  waiting_for_ = "running";
  sc_core::wait(until_falling_edge(period_));
}

net::Cycle Node::now() const { return cycle_at(period_); }

void Node::attach_schedule(ActivitySchedule& schedule, int unit) {
  schedule_ = &schedule;
  unit_ = unit;
  ni_.attach_schedule(schedule.slot(unit));
  if (model_switch_) model_switch_->attach_schedule(schedule.slot(unit));
}

void Node::compute(net::Cycle cycles) {
  if (cycles == 0) return;
  waiting_for_ = "computing";
  sc_core::wait(double(cycles) * period_);
  waiting_for_ = "running";
}

void Node::check_vc(int vc, const char* call) const {
  if (vc < 0 || vc >= params_.router.num_vcs) {
    throw SimulationError(
        std::string(call) + ": vc " + std::to_string(vc) +
        " does not exist (switch.num_vcs = " + std::to_string(params_.router.num_vcs) + ")");
  }
}

uint32_t Node::load(uint32_t address) {
  if (address >= uint64_t(params_.memory.words)) {
    throw SimulationError("load past the end of memory");
  }
  const uint64_t before = ni_.processor_grants();
  ni_.request_processor_access();
  hardware_touched();
  wait_until([&] { return ni_.processor_grants() > before; }, ni_event_, "memory port");
  return address < memory_.size() ? memory_[address] : 0;  // never written: zero
}

void Node::store(uint32_t address, uint32_t value) {
  if (!net::reach_memory(memory_, uint64_t(address) + 1, uint64_t(params_.memory.words))) {
    throw SimulationError("store past the end of memory");
  }
  const uint64_t before = ni_.processor_grants();
  ni_.request_processor_access();
  hardware_touched();
  wait_until([&] { return ni_.processor_grants() > before; }, ni_event_, "memory port");
  memory_[address] = value;
}

void Node::stream_accesses(uint64_t count) {
  if (count == 0) return;
  const uint64_t target = ni_.processor_grants() + count;
  ni_.request_processor_access(count);
  hardware_touched();
  wait_until([&] { return ni_.processor_grants() >= target; }, ni_event_, "memory port");
}

void Node::send_header(const net::SourceRoute& route, uint32_t info0, uint32_t info1) {
  if (route.empty()) throw SimulationError("send_header: empty route");
  const int vc = route.front().vc;
  check_vc(vc, "send_header");
  // The channel paired with the first segment; the message's DMA and trailer follow it there.
  const int channel =
      net::injection_channel(route.front().port, topology_.network_ports(), channels_);
  header_channel_[size_t(vc)] = channel;
  if (params_.router.route_in_head()) {
    // One head word carries the whole route (switch.route_words = head).
    compute(net::Cycle(params_.node.queue_op_cycles) * (1 + net::kInfoWords));
    ni_.push_word(channel, vc,
                  net::Flit{net::encode_route_handle(route_table_->intern(route)),
                            net::FlitKind::kHead, uint8_t(vc)});
  } else {
    compute(net::Cycle(params_.node.queue_op_cycles) * (route.size() + net::kInfoWords));
    for (const auto& seg : route) {
      ni_.push_word(channel, vc,
                    net::Flit{net::encode_segment(seg), net::FlitKind::kHead, uint8_t(vc)});
    }
  }
  ni_.push_word(channel, vc,
                net::Flit{info0 & ~net::kRouteFlag, net::FlitKind::kHead, uint8_t(vc)});
  ni_.push_word(channel, vc,
                net::Flit{info1 & ~net::kRouteFlag, net::FlitKind::kHead, uint8_t(vc)});
  hardware_touched();
}

// A message that enters on the first local channel (a broadcast worm: the switch replicates
// it from any input).
void Node::send_head_words(int vc, const std::vector<net::Flit>& words) {
  check_vc(vc, "send_head_words");
  header_channel_[size_t(vc)] = 0;
  compute(net::Cycle(params_.node.queue_op_cycles) * words.size());
  for (const net::Flit& word : words) ni_.push_word(0, vc, word);
  hardware_touched();
}

net::DmaHandle Node::start_dma_out(uint32_t address, uint32_t words, int vc) {
  check_vc(vc, "start_dma_out");
  compute(net::Cycle(params_.node.dma_setup_cycles));
  hardware_touched();
  return net::DmaHandle{ni_.push_dma(header_channel_[size_t(vc)], vc, address, words)};
}

void Node::send_trailer(int vc) {
  check_vc(vc, "send_trailer");
  compute(net::Cycle(params_.node.queue_op_cycles));
  ni_.push_word(header_channel_[size_t(vc)], vc, net::Flit{0, net::FlitKind::kTail, uint8_t(vc)});
  hardware_touched();
}

void Node::wait_dma(net::DmaHandle handle) {
  wait_until([&] { return ni_.dma_done(handle.id); }, ni_event_, "DMA out to finish");
}

const net::MessageRecord& Node::message_at(int vc, size_t index) const {
  return ni_.messages(vc)[index - ni_.released_messages(vc)];
}

bool Node::has_message(int vc, size_t index) const {
  return ni_.released_messages(vc) + ni_.messages(vc).size() > index;
}

net::MessageRecord Node::receive_header(int vc) {
  check_vc(vc, "receive_header");
  const size_t index = headers_taken_[size_t(vc)];
  wait_until([&] { return has_message(vc, index) && message_at(vc, index).has_header; }, ni_event_,
             "a message header");
  ++headers_taken_[size_t(vc)];
  compute(net::Cycle(params_.node.queue_op_cycles) * net::kInfoWords);
  return message_at(vc, index);
}

net::MessageRecord Node::receive_trailer(int vc) {
  check_vc(vc, "receive_trailer");
  const size_t index = trailers_taken_[size_t(vc)];
  if (index >= headers_taken_[size_t(vc)]) {
    throw SimulationError("receive_trailer before receive_header on vc " + std::to_string(vc));
  }
  wait_until([&] { return message_at(vc, index).complete; }, ni_event_, "a message trailer");
  ++trailers_taken_[size_t(vc)];
  compute(net::Cycle(params_.node.queue_op_cycles));
  const net::MessageRecord record = message_at(vc, index);
  // Taken whole: the record and every one before it are not read again.
  ni_.release_messages(vc, trailers_taken_[size_t(vc)]);
  return record;
}

void Node::wait_messages(uint64_t count) {
  wait_until([&] { return ni_.messages_completed() >= count; }, ni_event_, "messages to arrive");
}

std::vector<net::MessageRecord> Node::untaken_records(int vc) const {
  check_vc(vc, "untaken_records");
  std::vector<net::MessageRecord> records;
  for (size_t i = trailers_taken_[size_t(vc)]; has_message(vc, i); ++i) {
    records.push_back(message_at(vc, i));
  }
  return records;
}

void Node::set_stop_not_in_message(net::PortMask port_mask) {
  compute(net::Cycle(params_.node.queue_op_cycles));
  switch_->set_stop_not_in_message(port_mask);
  hardware_touched();
}

void Node::forward(net::PortMask port_mask) {
  compute(net::Cycle(params_.node.queue_op_cycles) * net::Cycle(popcount(port_mask)));
  switch_->forward(port_mask);
  hardware_touched();
}

void Node::wait_queues_stopped(net::PortMask port_mask) {
  wait_until([&] { return switch_->queues_stopped(port_mask); }, switch_event_,
             "input queues to pass a tail (NotInMessage)");
  compute(net::Cycle(params_.node.poll_cycles));
}

// Without the synchronizing switch the gate holds nothing, whatever its mask.
void Node::set_sync_mask(net::PortMask port_mask) {
  compute(net::Cycle(params_.node.queue_op_cycles));
  if (auto* sync = switch_->control<net::SyncControl>()) sync->set_mask(port_mask);
  hardware_touched();
}

void Node::wait_queues_complete() {
  const net::SyncControl* sync = switch_->control<net::SyncControl>();
  if (!sync) {
    throw SimulationError(
        "wait_queues_complete: the switch has no synchronizing switch "
        "(switch.sync = false)");
  }
  const uint64_t target = ++completions_taken_;
  wait_until([&] { return sync->completions() >= target; }, switch_event_,
             "QueuesComplete (sync gate)");
}

void Node::barrier() {
  if (!barrier_) throw SimulationError("barrier() but the machine has no barrier network");
  waiting_for_ = "barrier";
  blocked_ = true;
  barrier_->arrive_and_wait();
  blocked_ = false;
  waiting_for_ = "running";
}

}  // namespace ccsim::sc
