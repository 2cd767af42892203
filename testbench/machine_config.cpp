// Config -> typed *Params, with every range check naming its key and where the value came from.
#include "machine_config.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>
#include <set>
#include <vector>

#include "base/errors.h"
#include "net/flit.h"
#include "net/topology/topology.h"

namespace ccsim::tb {

namespace {

// Every message ends with " (from ORIGIN)" so that a bad value can be found in its file.
[[noreturn]] void fail(const Config& config, const std::string& key, const std::string& reason) {
  throw ConfigError(key, reason + " (from " + config.origin(key) + ")");
}

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& name : names) out += (out.empty() ? "" : ", ") + name;
  return out.empty() ? "(none registered)" : out;
}

// An int-typed key in [min, max]; `reason` is the message when it is outside.
int int_in(const Config& config, const std::string& key, int64_t min, int64_t max,
           const std::string& reason) {
  int64_t v = config.get_int(key);
  if (v < min || v > max) fail(config, key, reason + ", got " + std::to_string(v));
  return static_cast<int>(v);
}

constexpr int64_t kIntMax = std::numeric_limits<int>::max();

int positive(const Config& config, const std::string& key) {
  return int_in(config, key, 1, kIntMax, "must be positive");
}

int non_negative(const Config& config, const std::string& key) {
  return int_in(config, key, 0, kIntMax, "must not be negative");
}

uint64_t cycles(const Config& config, const std::string& key) {
  int64_t v = config.get_int(key);
  if (v < 0) fail(config, key, "must not be negative, got " + std::to_string(v));
  return static_cast<uint64_t>(v);
}

std::string one_of(const Config& config, const std::string& key,
                   const std::set<std::string>& allowed) {
  const std::string& v = config.get_string(key);
  if (allowed.count(v) == 0) {
    fail(config, key,
         "must be one of " + join(std::vector<std::string>(allowed.begin(), allowed.end())) +
             ", got '" + v + "'");
  }
  return v;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Opens `path` for append; a file that did not exist before is removed again so that a run
// refused later for another reason leaves nothing behind.
void check_writable(const Config& config, const std::string& key) {
  const std::string& path = config.get_string(key);
  if (path.empty()) return;
  bool existed = static_cast<bool>(std::ifstream(path));
  std::ofstream probe(path, std::ios::app);
  if (!probe) fail(config, key, "cannot open '" + path + "' for writing");
  probe.close();
  if (!existed) std::remove(path.c_str());
}

}  // namespace

net::MachineParams machine_params(const Config& config) {
  net::MachineParams m;

  const std::vector<std::string> kinds = net::topology_names();
  m.topology.kind = config.get_string("topology.kind");
  if (std::find(kinds.begin(), kinds.end(), m.topology.kind) == kinds.end()) {
    fail(config, "topology.kind",
         "unknown topology '" + m.topology.kind + "'; known: " + join(kinds));
  }
  m.topology.nx = positive(config, "topology.nx");
  m.topology.ny = positive(config, "topology.ny");

  m.clock_mhz = config.get_double("machine.clock_mhz");
  if (!(m.clock_mhz > 0)) fail(config, "machine.clock_mhz", "must be positive");

  m.link.cycles_per_word = positive(config, "link.cycles_per_word");
  m.link.latency_cycles =
      int_in(config, "link.latency_cycles", 1, kIntMax, "must be at least 1 (a registered link)");
  m.link.half_duplex = config.get_bool("link.half_duplex");

  m.router.num_vcs = int_in(config, "switch.num_vcs", 1, net::kMaxVcs,
                            "must be in 1.." + std::to_string(net::kMaxVcs));
  m.router.queue_depth = positive(config, "switch.queue_depth");
  m.router.sync_enabled = config.get_bool("switch.sync");
  m.router.sync_pool_vc =
      int_in(config, "switch.sync_pool_vc", 0, m.router.num_vcs - 1,
             "must be below switch.num_vcs (" + std::to_string(m.router.num_vcs) + ")");
  m.router.impl = one_of(config, "switch.impl", {"model", "rtl"});

  m.memory.ports = positive(config, "memory.ports");
  m.memory.cycles_per_access = positive(config, "memory.cycles_per_access");
  m.memory.words =
      static_cast<uint32_t>(int_in(config, "memory.words", 1, std::numeric_limits<int32_t>::max(),
                                   "must be positive and below 2^31"));

  m.node.dma_engines = positive(config, "node.dma_engines");
  m.node.msg_overhead_cycles = non_negative(config, "node.msg_overhead_cycles");
  m.node.dma_setup_cycles = non_negative(config, "node.dma_setup_cycles");
  m.node.queue_op_cycles = non_negative(config, "node.queue_op_cycles");
  // A poll that costs no time would let a waiting processor spin without simulated time moving.
  m.node.poll_cycles = positive(config, "node.poll_cycles");

  m.barrier.latency_cycles = non_negative(config, "barrier.latency_cycles");
  m.barrier.cycles_per_hop = non_negative(config, "barrier.cycles_per_hop");
  return m;
}

sw::AlgorithmParams algorithm_params(const Config& config) {
  sw::AlgorithmParams a;

  a.name = config.get_string("algorithm.name");
  const auto& registry = sw::algorithm_registry();
  if (registry.count(a.name) == 0) {
    std::vector<std::string> names;
    for (const auto& entry : registry) names.push_back(entry.first);
    names.push_back("traffic");  // synthetic traffic runs (testbench/traffic_run.h)
    fail(config, "algorithm.name", "unknown algorithm '" + a.name + "'; known: " + join(names));
  }

  int64_t block = config.get_int("algorithm.block_bytes");
  if (block <= 0)
    fail(config, "algorithm.block_bytes", "must be positive, got " + std::to_string(block));
  if (block % 4 != 0) {
    fail(config, "algorithm.block_bytes",
         "must be a multiple of 4 bytes (one word), got " + std::to_string(block));
  }
  if (block > std::numeric_limits<uint32_t>::max()) {
    fail(config, "algorithm.block_bytes", "must be below 2^32, got " + std::to_string(block));
  }
  a.block_bytes = static_cast<uint32_t>(block);

  a.sync = one_of(config, "algorithm.sync", {"hardware", "software", "barrier", "none"});
  a.send_order = one_of(config, "algorithm.send_order", {"random", "phased"});
  a.bidirectional = config.get_bool("algorithm.bidirectional");
  int num_vcs = int_in(config, "switch.num_vcs", 1, net::kMaxVcs,
                       "must be in 1.." + std::to_string(net::kMaxVcs));
  a.mp_vc = int_in(config, "algorithm.mp_vc", 0, num_vcs - 1,
                   "must be below switch.num_vcs (" + std::to_string(num_vcs) + ")");
  a.seed = config.get_uint64("sim.seed");
  return a;
}

TrafficParams traffic_params(const Config& config, int node_count) {
  TrafficParams t;

  t.pattern = config.get_string("traffic.pattern");
  const std::vector<std::string> patterns = sw::traffic_pattern_names();
  if (std::find(patterns.begin(), patterns.end(), t.pattern) == patterns.end()) {
    fail(config, "traffic.pattern",
         "unknown traffic pattern '" + t.pattern + "'; known: " + join(patterns));
  }

  t.injection_rate = config.get_double("traffic.injection_rate");
  if (!(t.injection_rate > 0 && t.injection_rate <= 1)) {
    fail(config, "traffic.injection_rate", "must be in (0, 1] words/node/cycle");
  }
  t.packet_words = positive(config, "traffic.packet_words");
  t.warmup_cycles = cycles(config, "traffic.warmup_cycles");
  t.measure_cycles = cycles(config, "traffic.measure_cycles");
  if (t.measure_cycles == 0) fail(config, "traffic.measure_cycles", "must be positive");

  int num_vcs = int_in(config, "switch.num_vcs", 1, net::kMaxVcs,
                       "must be in 1.." + std::to_string(net::kMaxVcs));
  t.vc = int_in(config, "traffic.vc", 0, num_vcs - 1,
                "must be below switch.num_vcs (" + std::to_string(num_vcs) + ")");

  int64_t max_node = node_count >= 1 ? node_count - 1 : kIntMax;
  t.pattern_params.hotspot_node =
      int_in(config, "traffic.hotspot_node", 0, max_node,
             node_count >= 1 ? "must be a node id below " + std::to_string(node_count)
                             : std::string("must not be negative"));
  t.pattern_params.hotspot_fraction = config.get_double("traffic.hotspot_fraction");
  if (!(t.pattern_params.hotspot_fraction >= 0 && t.pattern_params.hotspot_fraction <= 1)) {
    fail(config, "traffic.hotspot_fraction", "must be in [0, 1]");
  }
  t.seed = config.get_uint64("sim.seed");
  return t;
}

SimParams sim_params(const Config& config) {
  SimParams s;
  s.seed = config.get_uint64("sim.seed");
  s.watchdog_cycles = cycles(config, "sim.watchdog_cycles");
  if (s.watchdog_cycles == 0) fail(config, "sim.watchdog_cycles", "must be positive");
  s.max_cycles = cycles(config, "sim.max_cycles");
  return s;
}

OutputParams output_params(const Config& config) {
  OutputParams o;
  o.trace = config.get_string("output.trace");
  o.trace_start = cycles(config, "output.trace_start");
  o.trace_end = cycles(config, "output.trace_end");
  if (o.trace_end != 0 && o.trace_end < o.trace_start) {
    fail(config, "output.trace_end",
         "must be 0 (to the end) or not before output.trace_start (" +
             std::to_string(o.trace_start) + "), got " + std::to_string(o.trace_end));
  }
  o.stats = config.get_string("output.stats");
  o.config_out = config.get_string("output.config_out");
  o.progress = config.get_bool("output.progress");
  return o;
}

void check_output_paths(const Config& config) {
  const std::string& stats = config.get_string("output.stats");
  if (!stats.empty() && !ends_with(stats, ".json") && !ends_with(stats, ".csv")) {
    fail(config, "output.stats", "must end in .json or .csv, got '" + stats + "'");
  }
  check_writable(config, "output.trace");
  check_writable(config, "output.stats");
  check_writable(config, "output.config_out");
}

}  // namespace ccsim::tb
