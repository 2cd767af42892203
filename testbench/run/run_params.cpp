// The [sim] and [output] keys, bound to SimParams and OutputParams, and the output-path check.
#include "run/run_params.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <utility>
#include <vector>

#include "base/key_table.h"
#include "base/output_file.h"
#include "trace/gtkw_view.h"
#include "trace/trace_writer.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

const KeyTable<SimParams>& sim_keys() {
  static const KeyTable<SimParams> t =
      KeyTable<SimParams>("sim")
          .add("sim.seed", &SimParams::seed, "", "random seed (traffic, send orders)")
          .add("sim.watchdog_cycles", &SimParams::watchdog_cycles, "cycles",
               "deadlock watchdog: cycles with no word moved before the run fails")
          .add("sim.max_cycles", &SimParams::max_cycles, "cycles",
               "stop after this many cycles; 0 = no limit")
          .add("sim.visit_every_cycle", &SimParams::visit_every_cycle,
               "tick every node and switch in every cycle, visit every held switch port and poll "
               "every starved credit, without the activity schedule and the model's event "
               "skipping: slower, and the results must not change (a check of the skipping)")
          .add("sim.dense_stretches", &SimParams::dense_stretches,
               "while most nodes and switches have work in most cycles, tick all of them in every "
               "cycle instead of working out when each has work next (cheaper then, as on a mesh "
               "under heavy traffic); the same results. false: the schedule throughout")
          .add("sim.threads", &SimParams::threads, "",
               "threads that share the work of each simulated cycle, the machine's nodes split "
               "among them in runs of consecutive ids: the same results as one thread, faster on "
               "machines of hundreds of nodes or more (2 on a 2-core host), slower on small ones. "
               "Needs switch.impl = model and full-duplex links, and node programs (not synthetic "
               "traffic)",
               {1, 64, "must be 1 to 64"});
  return t;
}

const KeyTable<OutputParams>& output_keys() {
  static const KeyTable<OutputParams> t =
      KeyTable<OutputParams>("output")
          .add("output.trace", &OutputParams::trace,
               "waveform file: .fst writes FST, any other name VCD; a GTKWave save file (.gtkw) "
               "and its translate filter (.kinds.txt) are written beside it; empty = no trace")
          .add("output.trace_start", &OutputParams::trace_start, "cycles", "first cycle traced")
          .add("output.trace_end", &OutputParams::trace_end, "cycles",
               "last cycle traced; 0 = to the end")
          .add("output.trace_node", &OutputParams::trace_node,
               "node the trace's GTKWave save file shows: X,Y (coordinates, one per dimension) "
               "or a node index; empty = the centre node of a 2D machine, node 0 otherwise")
          .add("output.trace_time", &OutputParams::trace_time,
               "trace time stamps: cycles (one time unit, shown as 1 ns, per cycle) or real "
               "(real time at machine.clock_mhz)",
               {"cycles", "real"})
          .add("output.stats", &OutputParams::stats,
               "statistics file (.json or .csv); - = JSON on standard output, instead of the "
               "text report; empty = none")
          .add("output.config_out", &OutputParams::config_out,
               "write the effective configuration to this file")
          .add("output.progress", &OutputParams::progress, "progress messages on stderr");
  return t;
}

const KeyDeclaration kSimKeys(sim_keys().specs());
const KeyDeclaration kOutputKeys(output_keys().specs());

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Opens nothing at the path (outputs are written through OutputFile, which replaces a file only
// once its run is complete): a refused run leaves every existing file as it was.
void check_writable(const Config& config, const std::string& key) {
  const std::string& path = config.get_string(key);
  if (path.empty() || path == kStandardOutput) return;
  const std::string problem = output_path_problem(path);
  if (!problem.empty()) config.fail(key, problem);
}

// The trace's format must be one this build writes, and the GTKWave save file and translate
// filter written beside a trace file (not beside a device) must be writable too.
void check_trace_files(const Config& config) {
  const std::string& path = config.get_string("output.trace");
  if (path.empty()) return;
  const std::string problem = trace::trace_format_problem(path);
  if (!problem.empty()) config.fail("output.trace", problem);
  if (output_in_place(path)) return;
  for (const std::string& beside : {trace::gtkw_path(path), trace::kinds_path(path)}) {
    const std::string why = output_path_problem(beside);
    if (!why.empty()) config.fail("output.trace", why + " (written beside the trace)");
  }
}

// A file's identity for comparing two paths: the file itself where it exists (links followed),
// else its absolute path with "." and ".." resolved.
std::string file_identity(const std::string& path) {
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(fs::absolute(path), ec);
  return ec ? fs::absolute(path).lexically_normal().string() : canonical.string();
}

// Two outputs of one run may not be one file: the later would silently replace the earlier.
// Devices (written in place) and standard output may be shared.
void check_distinct_outputs(const Config& config) {
  std::vector<std::pair<std::string, std::string>> files;  // key, path
  const std::string& trace = config.get_string("output.trace");
  if (!trace.empty()) {
    files.emplace_back("output.trace", trace);
    if (!output_in_place(trace)) {
      files.emplace_back("output.trace", trace::gtkw_path(trace));
      files.emplace_back("output.trace", trace::kinds_path(trace));
    }
  }
  for (const char* key : {"output.stats", "output.config_out"}) {
    files.emplace_back(key, config.get_string(key));
  }
  std::map<std::string, std::pair<std::string, std::string>> seen;  // identity -> key, path
  for (const auto& [key, path] : files) {
    if (path.empty() || path == kStandardOutput || output_in_place(path)) continue;
    const auto [it, added] = seen.emplace(file_identity(path), std::make_pair(key, path));
    if (added || it->second.first == key) continue;
    const bool beside = key == "output.trace" && path != trace;
    config.fail(key, "'" + (beside ? path + "' (written beside the trace)" : path + "'") +
                         " is the file " + it->second.first + " writes ('" + it->second.second +
                         "'); give each output a file of its own");
  }
}

}  // namespace

SimParams read_sim_params(const Config& config) {
  SimParams s = sim_keys().read(config);
  if (s.watchdog_cycles == 0) config.fail("sim.watchdog_cycles", "must be positive");
  return s;
}

OutputParams read_output_params(const Config& config) {
  OutputParams o = output_keys().read(config);
  if (o.trace_end != 0 && o.trace_end < o.trace_start) {
    config.fail("output.trace_end", "must be 0 (to the end) or not before output.trace_start (" +
                                        std::to_string(o.trace_start) + "), got " +
                                        std::to_string(o.trace_end));
  }
  if (!o.stats.empty() && o.stats != kStandardOutput && !ends_with(o.stats, ".json") &&
      !ends_with(o.stats, ".csv")) {
    config.fail("output.stats",
                "must end in .json or .csv, or be - (standard output), got '" + o.stats + "'");
  }
  return o;
}

int read_trace_node(const Config& config, const net::Topology& topology) {
  std::string value = config.get_string("output.trace_node");
  value.erase(std::remove(value.begin(), value.end(), ' '), value.end());
  const int dims = topology.dimensions();
  if (value.empty()) {
    if (dims != 2) return 0;
    return topology.node_at({topology.extent(0) / 2, topology.extent(1) / 2});
  }
  // Decimal numbers only, each within `limit`.
  auto number = [&](const std::string& text, int limit, const std::string& what) {
    const bool digits = !text.empty() && text.size() <= 9 &&
                        text.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || std::stoi(text) >= limit) {
      config.fail("output.trace_node", what + " must be from 0 to " + std::to_string(limit - 1) +
                                           " on this " + topology.description() + ", got '" +
                                           value + "'");
    }
    return std::stoi(text);
  };
  if (value.find(',') == std::string::npos) {
    return number(value, topology.node_count(), "a node index");
  }
  std::vector<std::string> parts;
  for (size_t start = 0;;) {
    const size_t comma = value.find(',', start);
    parts.push_back(value.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (dims == 0 || int(parts.size()) != dims) {
    config.fail(
        "output.trace_node",
        dims == 0
            ? "this " + topology.description() +
                  " has no coordinates: name the node by its index, got '" + value + "'"
            : (dims == 2 ? std::string("expected X,Y")
                         : "expected " + std::to_string(dims) + " comma-separated coordinates") +
                  " or a node index, got '" + value + "'");
  }
  std::vector<int> coordinates;
  for (int d = 0; d < dims; ++d) {
    const std::string axis =
        dims == 2 ? std::string(1, "xy"[d]) : "coordinate " + std::to_string(d);
    coordinates.push_back(number(parts[size_t(d)], topology.extent(d), axis));
  }
  return topology.node_at(coordinates);
}

void check_output_paths(const Config& config) {
  check_writable(config, "output.trace");
  check_trace_files(config);
  check_writable(config, "output.stats");
  check_writable(config, "output.config_out");
  check_distinct_outputs(config);
}

void check_trace_time(const Config& config, const OutputParams& output, const SimParams& sim,
                      double clock_mhz) {
  if (output.trace.empty() || output.trace_time != "real") return;
  const trace::Timescale timescale = trace::real_timescale(clock_mhz);
  const uint64_t last = timescale.last_cycle();
  const uint64_t end = output.trace_end != 0 ? output.trace_end : sim.max_cycles;
  constexpr uint64_t kUnboundedCycles = uint64_t(1) << 32;
  if (end != 0 ? end <= last : last >= kUnboundedCycles) return;
  const std::string window =
      end != 0 ? "the trace reaches cycle " + std::to_string(end) +
                     (output.trace_end != 0 ? " (output.trace_end)" : " (sim.max_cycles)")
               : "the trace has no end (output.trace_end = 0, sim.max_cycles = 0)";
  config.fail("machine.clock_mhz", "with output.trace_time = real (" + timescale.description +
                                       ") the trace's 64-bit time stamps end at cycle " +
                                       std::to_string(last) + "; " + window +
                                       ": end the trace earlier (output.trace_end) or stamp cycles "
                                       "(output.trace_time = cycles)");
}

}  // namespace ccsim::tb
