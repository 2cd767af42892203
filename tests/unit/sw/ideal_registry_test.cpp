// Every registered algorithm's node program and check run on the ideal network (sw/ideal).
//
// IdealRegistry.*: every registered algorithm on every registered topology at 2x2, 3x5, 4x4
// and 8x8, for every combination of the enumerated algorithm settings (sync, send_order,
// bidirectional), on the iWarp machine of configs/iwarp-8x8.ini (3 VCs, sync pool on VC 2,
// queue depth 8) with 16-byte blocks: a combination the factory refuses (ConfigError) is
// skipped, every algorithm must be accepted somewhere, and every accepted run must pass check()
// at every node; corrupting one word the run wrote must make check() fail.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "common/ideal_network_runs.h"
#include "core/algorithm.h"
#include "ideal/ideal_network.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

using ideal_test::iwarp_machine;
using ideal_test::run_error;
using net::NodeApi;

// ---- Every algorithm on every topology ------------------------------------------------------

// The enumerated settings of the [algorithm] section; every algorithm sees every combination.
struct Settings {
  std::string sync;
  std::string send_order;
  bool bidirectional;
};

std::vector<Settings> all_settings() {
  std::vector<Settings> out;
  for (const char* sync : {"hardware", "software", "barrier", "none"}) {
    for (const char* order : {"random", "phased"}) {
      for (bool bidirectional : {true, false}) out.push_back({sync, order, bidirectional});
    }
  }
  return out;
}

std::string describe(const Settings& s) {
  return "sync=" + s.sync + " send_order=" + s.send_order +
         " bidirectional=" + (s.bidirectional ? "true" : "false");
}

// The one place that builds an algorithm for these tests: adapt it when factories take their
// parameters from the configuration. Throws ConfigError for a combination not accepted.
std::unique_ptr<Algorithm> build_algorithm(const std::string& name, const Settings& settings,
                                           const net::Topology& topology,
                                           const net::MachineParams& machine) {
  Config config;
  config.set("algorithm.name", name, "test");
  config.set("algorithm.block_bytes", "16", "test");
  config.set("algorithm.elements_per_node", "4", "test");
  config.set("algorithm.sync", settings.sync, "test");
  config.set("algorithm.send_order", settings.send_order, "test");
  config.set("algorithm.bidirectional", settings.bidirectional ? "true" : "false", "test");
  return make_algorithm(config, topology, machine);
}

// Sizes tried on every topology, as (x, y): a topology takes what its own size keys accept
// (a grid nx x ny; a one-dimensional topology x nodes; the HPAM a level 1 of y rows and x
// columns above its default level 2).
struct Size {
  int nx;
  int ny;
};
const Size kSizes[] = {{2, 2}, {3, 5}, {4, 4}, {8, 8}};

// The topology `kind` at `size`, through its registry entry as a run builds it.
std::unique_ptr<net::Topology> build_topology(const std::string& kind, Size size) {
  Config config;
  config.set("topology.kind", kind, "test");
  for (const char* key : {"topology.nx", "topology.nodes", "topology.level1_cols"}) {
    if (find_key(key)) config.set(key, std::to_string(size.nx), "test");
  }
  for (const char* key : {"topology.ny", "topology.level1_rows"}) {
    if (find_key(key)) config.set(key, std::to_string(size.ny), "test");
  }
  return net::make_topology(config);
}

TEST(IdealRegistry, EveryAlgorithmChecksCorrectOnEveryTopologyThatAcceptsIt) {
  ASSERT_FALSE(algorithm_registry().entries().empty());
  ASSERT_FALSE(net::topology_registry().entries().empty());
  int ran = 0;
  std::set<std::string> skipped;  // "algorithm on topology: reason", recorded for the XML report
  // Every topology builds at one size at least, so that no topology escapes the test.
  for (const std::string& kind : net::topology_registry().names()) {
    int sizes = 0;
    for (const Size size : kSizes) {
      try {
        build_topology(kind, size);
        ++sizes;
      } catch (const ConfigError&) {
      }
    }
    EXPECT_GT(sizes, 0) << kind << " builds at none of the sizes tried";
  }
  // Message passing routes through the routing policy, so it must run on every topology.
  std::set<std::string> msgpass_topologies;
  for (const std::string& name : algorithm_registry().names()) {
    int accepted = 0;
    for (const std::string& kind : net::topology_registry().names()) {
      for (const Size size : kSizes) {
        std::unique_ptr<net::Topology> topology;
        try {
          topology = build_topology(kind, size);
        } catch (const ConfigError&) {
          continue;  // this topology has no such size
        }
        const std::string where = topology->description();
        const net::MachineParams machine = iwarp_machine();
        for (const Settings& settings : all_settings()) {
          SCOPED_TRACE(name + " on " + where + ", " + describe(settings));
          std::unique_ptr<Algorithm> algorithm;
          try {
            algorithm = build_algorithm(name, settings, *topology, machine);
          } catch (const ConfigError& e) {
            skipped.insert(name + " on " + kind + ": " + e.what());
            continue;
          }
          ++accepted;
          ++ran;
          if (name == "aapc.msgpass") msgpass_topologies.insert(kind);
          ASSERT_LE(algorithm->memory_words_needed(), machine.memory.words);
          IdealNetwork network(machine, *topology);
          for (int n = 0; n < network.node_count(); ++n) {
            algorithm->init_memory(n, network.memory(n));
          }
          // The last node that receives (a gather's root may be the only one).
          int probe = network.node_count() - 1;
          while (probe > 0 && !algorithm->receives(probe)) --probe;
          const std::vector<uint32_t> initial = network.memory(probe);
          const std::string error = run_error(network, [&](NodeApi& api) { algorithm->run(api); });
          EXPECT_EQ(error, "");
          if (!error.empty()) continue;
          for (int n = 0; n < network.node_count(); ++n) {
            EXPECT_EQ(algorithm->check(n, network.memory(n)), "") << "node " << n;
          }
          // The check must see the words the run wrote (the last node's) all wrong. Not one
          // of them: a reduction also writes scratch (partial sums it passes on, lounges)
          // that is not part of the result.
          std::vector<uint32_t>& last = network.memory(probe);
          size_t written = 0;
          for (size_t a = 0; a < last.size(); ++a) {
            if (a < initial.size() && last[a] == initial[a]) continue;
            last[a] ^= 1;
            ++written;
          }
          ASSERT_GT(written, 0u) << "the run wrote nothing at node " << probe;
          EXPECT_NE(algorithm->check(probe, last), "");
        }
      }
    }
    EXPECT_GT(accepted, 0) << name << " is accepted by no registered topology";
  }
  EXPECT_EQ(msgpass_topologies.size(), net::topology_registry().names().size());
  std::string reasons;
  for (const std::string& s : skipped) reasons += (reasons.empty() ? "" : " | ") + s;
  RecordProperty("ran", ran);
  RecordProperty("skipped", reasons);
}

}  // namespace
}  // namespace ccsim::sw
