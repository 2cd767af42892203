// load_run: the one pass that turns a Config into a checked run, before anything is elaborated.
//
// Proves that every range check of every key — the machine's, the topology's, the switch
// implementation's, the experiments' and their plug-ins' (algorithms, traffic patterns), sim
// and output — names its key, says why, and says where the value came from ("from FILE:LINE"),
// whoever raises it; and that unknown plug-in names list every registered name. Nothing is
// simulated (load_run never elaborates), but the experiments are SystemC-aware classes, so the
// test lives in the sc tier.
#include "run/run_config.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "base/errors.h"
#include "core/algorithm.h"
#include "net/topology/topology.h"
#include "run/experiment.h"
#include "traffic/traffic_pattern.h"

namespace ccsim::tb {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The ConfigError load_run throws for `c`; a test failure when it throws none.
ConfigError load_error(const Config& c) {
  try {
    load_run(c);
  } catch (const ConfigError& e) {
    return e;
  }
  ADD_FAILURE() << "expected a ConfigError";
  return ConfigError("", "");
}

struct BadValue {
  std::string key;
  std::string value;
  std::string expected;
  std::vector<std::pair<std::string, std::string>> context;  // other keys the case needs
};

TEST(LoadRun, TheDefaultConfigurationLoads) {
  Config c;
  c.set("switch.sync", "true", "t");  // aapc.phased with hardware sync, the default algorithm
  const RunConfig run = load_run(c);
  EXPECT_EQ(run.topology->description(), "torus2d 8x8");
  EXPECT_NE(run.experiment, nullptr);
}

TEST(LoadRun, SeedTakesEveryUnsigned64BitValue) {
  Config c;
  c.set("switch.sync", "true", "t");
  c.set("sim.seed", "18446744073709551615", "t");
  EXPECT_EQ(load_run(c).sim.seed, 18446744073709551615u);
}

TEST(LoadRun, EveryCheckNamesItsKeyAndTheValuesOrigin) {
  const std::vector<std::pair<std::string, std::string>> sync = {{"switch.sync", "true"}};
  const std::vector<std::pair<std::string, std::string>> traffic = {
      {"experiment.name", "traffic"}, {"topology.kind", "mesh2d"}, {"switch.num_vcs", "2"}};
  const std::vector<BadValue> cases = {
      {"topology.nx", "0", "must be positive", sync},
      {"topology.ny", "-1", "must be positive", sync},
      // Raised below the configuration layer (the phased plan), which knows only the key.
      {"topology.nx", "4", "multiple of 4", {{"switch.sync", "true"}, {"topology.ny", "4"}}},
      {"machine.clock_mhz", "0", "must be positive", sync},
      {"link.cycles_per_word", "0", "must be positive", sync},
      {"link.latency_cycles", "0", "must be at least 1", sync},
      {"link.local_cycles_per_word", "-1", "must not be negative", sync},
      {"link.local_latency_cycles", "0", "must be in 1..1024", sync},
      {"link.local_latency_cycles", "1025", "must be in 1..1024", sync},
      {"link.credit_delay_cycles", "-1", "must be in 0..1024", sync},
      {"switch.pipeline_cycles", "0", "must be in 1..1024", sync},
      {"switch.body_cycles", "0", "must be in 1..1024", sync},
      {"switch.body_cycles", "2", "must be at most switch.pipeline_cycles (1)", sync},
      {"switch.next_head_cycles", "-1", "must be in 0..1024", sync},
      {"switch.route_words", "dropped", "got 'dropped'", sync},
      {"switch.route_words",
       "kept",
       "kept needs switch.queue_depth of at least 2, got 1",
       {{"switch.sync", "true"}, {"switch.queue_depth", "1"}}},
      {"switch.vc_class_size", "0", "must be in 1..16", sync},
      {"switch.vc_class_size", "4", "must be at most switch.num_vcs (2)", sync},
      {"switch.vc_class_size", "2", "must be 1 with switch.sync = true", sync},
      {"switch.vc_class_size",
       "2",
       "must be 1 for collectives",
       {{"switch.sync", "false"}, {"switch.num_vcs", "2"}}},
      {"traffic.vc",
       "0",
       "(classes of switch.vc_class_size = 2 VCs) but switch.num_vcs = 2",
       {{"experiment.name", "traffic"},
        {"topology.kind", "torus2d"},
        {"switch.num_vcs", "2"},
        {"switch.vc_class_size", "2"}}},
      {"switch.num_vcs", "0", "must be in 1..16", sync},
      {"switch.num_vcs", "17", "must be in 1..16", sync},
      {"switch.queue_depth", "0", "must be positive", sync},
      // Above the type's limit: not "must be positive".
      {"switch.queue_depth", "3000000000", "must be at most 2147483647", sync},
      {"topology.nx", "99999999999", "must be at most 2147483647", sync},
      {"switch.sync_pool_vc", "2", "must be below switch.num_vcs (2)", sync},
      {"switch.sync_pool_vc", "-1", "must not be negative", sync},
      {"switch.impl", "verilog", "unknown switch implementation 'verilog'", sync},
      {"memory.ports", "0", "must be positive", sync},
      {"memory.cycles_per_access", "-2", "must be positive", sync},
      {"memory.words", "0", "must be positive", sync},
      {"memory.words", "100", "words is too small", sync},
      {"node.dma_engines", "0", "must be positive", sync},
      {"node.msg_overhead_cycles", "-1", "must not be negative", sync},
      {"node.dma_setup_cycles", "-1", "must not be negative", sync},
      {"node.queue_op_cycles", "-1", "must not be negative", sync},
      {"node.poll_cycles", "0", "must be positive", sync},
      {"barrier.latency_cycles", "-1", "must not be negative", sync},
      {"barrier.cycles_per_hop", "-1", "must not be negative", sync},
      {"topology.kind", "hypercube7", "unknown topology 'hypercube7'", sync},
      {"experiment.name", "fig99", "unknown experiment 'fig99'", sync},
      {"algorithm.block_bytes", "0", "must be positive", sync},
      {"algorithm.block_bytes", "-8", "must be positive", sync},
      {"algorithm.block_bytes", "6", "must be a multiple of 4 bytes (one word)", sync},
      {"algorithm.sync", "magic", "got 'magic'", sync},
      {"algorithm.phase_overhead_cycles", "-2", "must be -1", sync},
      {"algorithm.block_sizes", "lognormal", "got 'lognormal'", sync},
      {"algorithm.block_variance", "1.5", "must be in [0, 1]", sync},
      {"algorithm.zero_probability", "-0.5", "must be in [0, 1]", sync},
      {"algorithm.block_pattern", "ring", "got 'ring'", sync},
      {"algorithm.block_pattern",
       "fem",
       "fem needs a 2D grid",
       {{"topology.kind", "hypercube"},
        {"algorithm.name", "aapc.msgpass"},
        {"algorithm.block_sizes", "pattern"}}},
      {"algorithm.send_order", "sorted", "got 'sorted'", {{"algorithm.name", "aapc.msgpass"}}},
      {"algorithm.mp_vc", "2", "must be below switch.num_vcs (2)", sync},
      {"algorithm.name", "no.such_algorithm", "unknown algorithm 'no.such_algorithm'", sync},
      {"sim.seed", "-1", "must not be negative", sync},
      {"traffic.pattern", "zigzag", "unknown traffic pattern 'zigzag'", traffic},
      {"traffic.injection_rate", "0", "must be in (0, 1]", traffic},
      {"traffic.injection_rate", "1.5", "must be in (0, 1]", traffic},
      {"traffic.packet_words", "0", "must be positive", traffic},
      {"traffic.warmup_cycles", "-1", "must not be negative", traffic},
      {"traffic.measure_cycles", "0", "must be positive", traffic},
      {"traffic.vc", "2", "must be below switch.num_vcs (2)", traffic},
      {"traffic.hotspot_node", "64", "must be a node id below 64", traffic},
      {"traffic.hotspot_node", "-1", "must be a node id below 64", traffic},
      {"traffic.hotspot_fraction", "1.5", "must be in [0, 1]", traffic},
      {"sim.watchdog_cycles", "0", "must be positive", sync},
      {"sim.max_cycles", "-1", "must not be negative", sync},
      {"output.trace_start", "-1", "must not be negative", sync},
  };
  for (const BadValue& bad : cases) {
    Config c;
    for (const auto& [key, value] : bad.context) c.set(key, value, "context");
    if (bad.key.rfind("traffic.hotspot", 0) == 0) c.set("traffic.pattern", "hotspot", "context");
    c.set(bad.key, bad.value, "bad.ini:9");
    ConfigError e = load_error(c);
    EXPECT_EQ(e.key(), bad.key) << bad.key << " = " << bad.value << ": " << e.what();
    EXPECT_TRUE(contains(e.what(), bad.expected)) << bad.key << ": " << e.what();
    EXPECT_TRUE(contains(e.what(), "(from bad.ini:9)")) << bad.key << ": " << e.what();
  }
}

// 2 N B words per node is computed in 64 bits: 2 * 64 * 2^25 = 2^32 must not wrap to 0 and
// pass the memory check (the run would then write past node memory).
TEST(LoadRun, MemoryNeedsAbove2To32WordsAreRefused) {
  Config c;
  c.set("switch.sync", "true", "t");
  c.set("algorithm.block_bytes", "134217728", "t");
  c.set("sim.max_memory_mb", "1000000000000", "t");  // past the host-memory estimate
  ConfigError e = load_error(c);
  EXPECT_EQ(e.key(), "memory.words") << e.what();
  EXPECT_TRUE(contains(e.what(), "needs 4294967296 words")) << e.what();
  // Within the host's memory, the estimate refuses it first: 64 nodes x 2^32 words.
  c.set("sim.max_memory_mb", "0", "t");
  e = load_error(c);
  EXPECT_EQ(e.key(), "algorithm.block_bytes") << e.what();
  EXPECT_TRUE(contains(e.what(), "1.0 TB of it for node memories")) << e.what();
}

// The host-memory estimate refuses a run before anything large is allocated, naming the key
// of its largest part; memory.words is the modelled size, allocated only as far as it is used.
TEST(LoadRun, RunsTooLargeForTheHostAreRefusedNamingTheKeyThatMakesThemLarge) {
  struct Case {
    std::vector<std::pair<std::string, std::string>> settings;
    std::string key;
    std::string part;
  };
  const std::vector<Case> cases = {
      {{{"experiment.name", "traffic"}, {"topology.nx", "256"}, {"topology.ny", "256"}},
       "topology.nx",
       "the route table"},
      {{{"experiment.name", "traffic"}, {"topology.ny", "1024"}, {"topology.nx", "64"}},
       "topology.ny",
       "the route table"},
      {{{"switch.sync", "true"}, {"switch.queue_depth", "2147483647"}},
       "switch.queue_depth",
       "switch and ejection queues"},
      {{{"experiment.name", "traffic"}, {"traffic.packet_words", "2147483647"}},
       "traffic.packet_words",
       "node memories (packet slots)"},
      {{{"switch.sync", "true"}, {"link.latency_cycles", "100000"}, {"sim.max_memory_mb", "1000"}},
       "link.latency_cycles",
       "link delay lines"},
  };
  for (const Case& k : cases) {
    Config c;
    for (const auto& [key, value] : k.settings) c.set(key, value, "big.ini:2");
    const ConfigError e = load_error(c);
    EXPECT_EQ(e.key(), k.key) << e.what();
    EXPECT_TRUE(contains(e.what(), "of it for " + k.part)) << e.what();
    EXPECT_TRUE(contains(e.what(), "above the limit")) << e.what();
    EXPECT_TRUE(contains(e.what(), "(from big.ini:2)")) << e.what();
  }
  Config fits;
  fits.set("switch.sync", "true", "t");
  fits.set("memory.words", "2147483647", "t");  // 8 GB per node modelled, not allocated
  const RunConfig run = load_run(fits);
  EXPECT_LT(run.memory_estimate_bytes, uint64_t(100) << 20);
  EXPECT_EQ(run.experiment->node_memory_words(), 2u * 64 * 1024);  // 2 N B of 4 KB blocks
}

// The switch tracks its (port, VC) inputs and the memory arbiter its requesters in 64-bit
// masks: a machine that does not fit is refused before anything is built, naming the key
// whose value breaks the limit (node.all_port when the machine fits with one local port).
TEST(LoadRun, MachinesBeyondTheSwitchAndMemoryMasksAreRefusedNamingTheKey) {
  struct Case {
    std::vector<std::pair<std::string, std::string>> context;
    std::string key;
    std::string value;
    std::string says;
  };
  const std::vector<Case> cases = {
      {{}, "switch.num_vcs", "13", "the switch's inputs (ports x VCs) must be at most 64"},
      {{{"switch.num_vcs", "9"}}, "node.all_port", "true", "4 network + 4 local ports x 9 VCs"},
      {{}, "node.dma_engines", "62", "memory requesters must be at most 64"},
      {{{"node.dma_engines", "56"}}, "node.all_port", "true", "4 local channels x 2 VCs"},
  };
  for (const Case& k : cases) {
    Config c;
    c.set("switch.sync", "true", "t");
    for (const auto& [key, value] : k.context) c.set(key, value, "context");
    c.set(k.key, k.value, "bad.ini:4");
    const ConfigError e = load_error(c);
    EXPECT_EQ(e.key(), k.key) << e.what();
    EXPECT_TRUE(contains(e.what(), k.says)) << e.what();
    EXPECT_TRUE(contains(e.what(), "(from bad.ini:4)")) << e.what();
  }
}

// An all-port machine loads, and its host-memory estimate counts the extra local channels.
TEST(LoadRun, AnAllPortMachineLoadsAndItsEstimateCountsTheExtraChannels) {
  Config c;
  c.set("switch.sync", "true", "t");
  const uint64_t one_port = load_run(c).memory_estimate_bytes;
  c.set("node.all_port", "true", "t");
  const uint64_t all_port = load_run(c).memory_estimate_bytes;
  // 64 nodes x 3 more channels x (a link, a switch port, 2 VCs of interface state and 2 x 2
  // more queues of 4 words): over 64 x 3 x 4 KB.
  EXPECT_GT(all_port, one_port + 64 * 3 * 4096) << one_port << " -> " << all_port;
}

// The synchronizing switch's pool is for phased AAPC only: message passing and synthetic
// traffic whose routes would use it are refused, naming the key of their base VC.
TEST(LoadRun, TrafficAndMessagePassingMayNotUseTheSyncPool) {
  Config c;
  c.set("switch.sync", "true", "t");
  c.set("switch.num_vcs", "3", "t");
  c.set("switch.sync_pool_vc", "0", "t");
  c.set("experiment.name", "traffic", "t");
  c.set("traffic.vc", "0", "bad.ini:3");
  ConfigError e = load_error(c);
  EXPECT_EQ(e.key(), "traffic.vc") << e.what();
  EXPECT_TRUE(contains(e.what(), "synchronizing switch's pool")) << e.what();
  EXPECT_TRUE(contains(e.what(), "(from bad.ini:3)")) << e.what();

  c.set("traffic.vc", "1", "t");  // VCs 1..2 on the torus: clear of the pool
  EXPECT_NO_THROW(load_run(c));
  c.set("switch.sync", "false", "t");
  c.set("traffic.vc", "0", "t");  // no synchronizing switch, no pool
  EXPECT_NO_THROW(load_run(c));

  Config mp;
  mp.set("switch.sync", "true", "t");
  mp.set("algorithm.name", "aapc.msgpass", "t");
  mp.set("switch.sync_pool_vc", "1", "t");  // inside VCs 0..1 of dimension-order routes
  e = load_error(mp);
  EXPECT_EQ(e.key(), "algorithm.mp_vc") << e.what();
  EXPECT_TRUE(contains(e.what(), "synchronizing switch's pool")) << e.what();
}

TEST(LoadRun, UnknownNamesListEveryRegisteredName) {
  Config c;
  c.set("topology.kind", "hypercube7", "t");
  ConfigError e = load_error(c);
  for (const std::string& name : net::topology_registry().names()) {
    EXPECT_TRUE(contains(e.what(), name)) << e.what();
  }

  c = Config();
  c.set("algorithm.name", "no.such_algorithm", "t");
  e = load_error(c);
  for (const std::string& name : sw::algorithm_registry().names()) {
    EXPECT_TRUE(contains(e.what(), name)) << e.what();
  }

  c = Config();
  c.set("experiment.name", "traffic", "t");
  c.set("traffic.pattern", "zigzag", "t");
  e = load_error(c);
  for (const std::string& name : sw::traffic_pattern_registry().names()) {
    EXPECT_TRUE(contains(e.what(), name)) << e.what();
  }

  c = Config();
  c.set("experiment.name", "nothing", "t");
  e = load_error(c);
  for (const std::string& name : experiment_registry().names()) {
    EXPECT_TRUE(contains(e.what(), name)) << e.what();
  }
}

}  // namespace
}  // namespace ccsim::tb
