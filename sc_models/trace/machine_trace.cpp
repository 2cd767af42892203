// The machine's trace: signal registration, per-cycle sampling and the GTKWave view of a node.
#include "trace/machine_trace.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>

#include "net/flit.h"
#include "net/switch/additions/sync_switch.h"

namespace ccsim::sc {

namespace {
// Bits that hold every value from 0 to `max_value`.
int bits_for(uint64_t max_value) {
  int bits = 1;
  while (bits < 64 && (max_value >> bits) != 0) ++bits;
  return bits;
}

// A link's kind signal in a cycle in which no word leaves (the word kinds are 0 to 2).
constexpr uint64_t kNoWordKind = 3;

// The translate filter of a word's kind: the value as GTKWave shows it in decimal, then the
// kind's name (net/flit.h), heads in green and tails in red ("?colour?text"); "-" for no word.
std::string kinds_filter_text() {
  std::string text = "# ccsim word kinds (net/flit.h), a GTKWave translate filter file\n";
  text += std::to_string(kNoWordKind) + " -\n";
  for (net::FlitKind k : {net::FlitKind::kHead, net::FlitKind::kBody, net::FlitKind::kTail}) {
    const char* colour = k == net::FlitKind::kHead   ? "?green?"
                         : k == net::FlitKind::kTail ? "?red?"
                                                     : "";
    text += std::to_string(int(k)) + " " + colour + net::to_string(k) + "\n";
  }
  return text;
}

std::string absolute(const std::string& path) {
  std::error_code ignored;
  const std::filesystem::path p = std::filesystem::absolute(path, ignored);
  return p.empty() ? path : p.lexically_normal().string();
}
}  // namespace

MachineTrace::MachineTrace(Machine& machine, const TraceOptions& options)
    : machine_(machine), options_(options) {
  if (options.view_node < 0 || options.view_node >= machine.node_count()) {
    throw std::out_of_range("trace view node " + std::to_string(options.view_node) +
                            " is not a node of this machine");
  }
  const trace::Timescale timescale = options.real_time
                                         ? trace::real_timescale(machine.params().clock_mhz)
                                         : trace::cycle_timescale();
  writer_ =
      trace::open_trace_writer(options.path, options.first_cycle, options.last_cycle, timescale);
  if (!output_in_place(options.path)) {
    gtkw_file_ = std::make_unique<OutputFile>(trace::gtkw_path(options.path));
    kinds_path_ = trace::kinds_path(options.path);
    kinds_file_ = std::make_unique<OutputFile>(kinds_path_);
  }
  const net::Topology& topology = machine.topology();
  const int vcs = machine.params().router.num_vcs;
  // Every input queue's state, read once per traced cycle by sample() for its three signals.
  size_t queues = 0;
  for (int i = 0; i < machine.switch_count(); ++i) queues += size_t(machine.switch_of(i).ports());
  queue_states_.resize(queues * size_t(vcs));
  // A queue holds up to switch.queue_depth words: its count signal is as wide as that needs.
  const int count_bits = bits_for(uint64_t(machine.params().router.queue_depth));
  const std::string top = "ccsim.";
  // Every switch, those without a node (ccsim.s0_1.switch) after the nodes'.
  for (int i = 0; i < machine.switch_count(); ++i) {
    const net::Switch& core = machine.switch_of(i);
    const std::string node = top + topology.switch_name(i);
    const std::string sw = node + ".switch.";
    // Port numbers take 4 bits up to 16 ports (an all-port node's switch may have more).
    const int port_bits = std::max(4, bits_for(uint64_t(core.ports() - 1)));
    for (int p = 0; p < core.ports(); ++p) {
      for (int v = 0; v < vcs; ++v) {
        // Local channels by their machine names: in_local_vc0, or in_local_xp_vc0 (all-port).
        const std::string q = sw + "in_" + machine.port_name(p) + "_vc" + std::to_string(v) + ".";
        const net::Switch::InputState* state = &queue_states_[queues_.size()];
        queues_.push_back({&core, p, v});
        add(q + "count", count_bits, [state] { return state->occupancy; });
        add(q + "bound", 1, [state] { return state->bound; });
        add(q + "out_port", port_bits, [state] { return state->out_port; });
      }
    }
    // Without the synchronizing switch its gate stays clear: the signals read 0.
    const net::SyncControl* sync = machine.switch_of(i).control<net::SyncControl>();
    add(sw + "sync_sticky_bits", core.ports(), [sync] { return sync ? sync->bits() : 0; });
    add(sw + "sync_and", 1, [sync] { return sync && sync->all_set() ? 1 : 0; });
    add(sw + "queues_complete", 32, [sync] { return sync ? sync->completions() : 0; });
    if (i >= machine.node_count()) continue;
    const net::NodeInterface& ni = machine.node(i).interface();
    add(node + ".ni.dma_words_outstanding", 32, [&ni] { return ni.dma_words_outstanding(); });
    add(node + ".ni.messages_received", 32, [&ni] { return ni.messages_completed(); });
  }
  std::vector<net::Link>& links = machine.network_links();
  const std::vector<net::LinkSpec>& specs = machine.link_specs();
  for (size_t i = 0; i < links.size(); ++i) {
    const net::LinkSpec& s = specs[i];
    net::Link* link = &links[i];
    link->set_traced(true);
    const std::pair<int, int> ends[2] = {{s.node_a, s.port_a}, {s.node_b, s.port_b}};
    for (int e = 0; e < 2; ++e) {
      const std::string w = top + topology.switch_name(ends[e].first) + ".out_" +
                            topology.port_name(ends[e].second) + ".";
      add(w + "valid", 1, [link, e] { return link->wire(e).valid ? 1 : 0; });
      add(w + "data", 32, [link, e] { return link->wire(e).data; });
      add(w + "kind", 2,
          [link, e] { return link->wire(e).valid ? link->wire(e).kind : kNoWordKind; });
      add(w + "vc", 4, [link, e] { return link->wire(e).vc; });
    }
  }
  build_view(options.view_node);
}

void MachineTrace::add(const std::string& name, int width, std::function<uint64_t()> sampler) {
  widths_[name] = width;
  writer_->add(name, width, std::move(sampler));
}

void MachineTrace::build_view(int node) {
  using Format = trace::GtkwView::Format;
  const net::Topology& topology = machine_.topology();
  const std::string name = topology.node_name(node);
  const std::string prefix = "ccsim." + name + ".";
  // Adds a traced signal; the machine may lack some (a mesh edge has no link through a port).
  auto show = [this](const std::string& signal, Format format, const std::string& alias,
                     int filter = 0) {
    const auto it = widths_.find(signal);
    if (it != widths_.end()) view_.add(signal, it->second, format, alias, filter);
  };
  const int kinds = view_.add_filter(absolute(kinds_path_));

  view_.begin_group(name + " synchronizing switch");
  show(prefix + "switch.sync_sticky_bits", Format::kBinary, "sticky bits");
  show(prefix + "switch.sync_and", Format::kBinary, "sticky AND");
  show(prefix + "switch.queues_complete", Format::kDecimal, "QueuesComplete");
  view_.end_group();

  view_.begin_group(name + " links out");
  for (int p = 0; p < topology.network_ports(); ++p) {
    const std::string port = topology.port_name(p);
    const std::string out = prefix + "out_" + port + ".";
    show(out + "valid", Format::kBinary, port + " valid");
    show(out + "data", Format::kHex, port + " data");
    show(out + "kind", Format::kDecimal, port + " kind", kinds);
    show(out + "vc", Format::kDecimal, port + " vc");
  }
  view_.end_group();

  const int pool = machine_.params().router.sync_pool_vc;
  view_.begin_group(name + " pool queues (VC " + std::to_string(pool) + ")");
  for (int p = 0; p < machine_.switch_of(node).ports(); ++p) {
    const std::string port = machine_.port_name(p);
    const std::string q = prefix + "switch.in_" + port + "_vc" + std::to_string(pool) + ".";
    show(q + "count", Format::kDecimal, "in " + port + " count");
    show(q + "bound", Format::kBinary, "in " + port + " bound");
    show(q + "out_port", Format::kDecimal, "in " + port + " out_port");
  }
  view_.end_group();

  view_.begin_group(name + " DMA");
  show(prefix + "ni.dma_words_outstanding", Format::kDecimal, "DMA words outstanding");
  show(prefix + "ni.messages_received", Format::kDecimal, "messages received");
  view_.end_group();
}

void MachineTrace::sample(net::Cycle now) {
  if (!writer_->in_window(now)) return;
  for (auto& link : machine_.network_links()) link.settle_trace(now);
  for (size_t i = 0; i < queues_.size(); ++i) {
    const Queue& q = queues_[i];
    queue_states_[i] = q.core->input_state(q.port, q.vc);
  }
  writer_->sample(now);
}

void MachineTrace::finish(net::Cycle cycles) {
  writer_->finish(cycles);
  if (!gtkw_file_) return;
  kinds_file_->stream() << kinds_filter_text();
  kinds_file_->commit();
  // Fitted to the cycles traced: the window, cut at the end of the run.
  const net::Cycle last = std::min({options_.last_cycle != 0 ? options_.last_cycle : cycles, cycles,
                                    writer_->timescale().last_cycle()});
  trace::GtkwView::Layout layout;
  layout.dumpfile = absolute(options_.path);
  layout.savefile = absolute(trace::gtkw_path(options_.path));
  layout.start = writer_->timescale().time_of(std::min(options_.first_cycle, last));
  layout.end = writer_->timescale().time_of(last);
  gtkw_file_->stream() << view_.text(layout);
  gtkw_file_->commit();
}

}  // namespace ccsim::sc
