// Contract tests over every registered algorithm, so that a new one is tested without editing
// this file: it builds on the default iWarp machine (on the 8x8 torus, or on the first of a
// 4-cube and an 8-processor banyan it accepts when it refuses the torus by topology.kind),
// sizes its memory, and its check can fail (a run that
// moved no data is refused); unknown names are refused naming the key.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../common/iwarp_machine.h"
#include "algorithm.h"
#include "base/errors.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

TEST(AlgorithmRegistry, EveryAlgorithmBuildsSizesItsMemoryAndItsCheckCanFail) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  const net::Grid2D torus(8, 8, true);
  std::vector<std::unique_ptr<net::Topology>> others;
  for (const std::string kind : {"hypercube", "banyan"}) {
    Config other;
    other.set("topology.kind", kind, "test");
    others.push_back(net::make_topology(other));
  }
  ASSERT_FALSE(algorithm_registry().entries().empty());
  for (const auto& [name, entry] : algorithm_registry().entries()) {
    SCOPED_TRACE(name);
    EXPECT_FALSE(entry.description.empty());
    Config config;
    config.set("algorithm.name", name, "test");
    config.set("algorithm.block_bytes", "64", "test");
    config.set("algorithm.elements_per_node", "16", "test");
    const net::Topology* topology = &torus;
    std::unique_ptr<Algorithm> algorithm;
    try {
      algorithm = make_algorithm(config, *topology, machine);
    } catch (const ConfigError& e) {
      ASSERT_EQ(e.key(), "topology.kind") << e.what();
    }
    for (size_t i = 0; !algorithm && i < others.size(); ++i) {
      topology = others[i].get();
      try {
        algorithm = make_algorithm(config, *topology, machine);
      } catch (const ConfigError& e) {
        ASSERT_EQ(e.key(), "topology.kind") << e.what();
      }
    }
    ASSERT_NE(algorithm, nullptr);
    const uint32_t words = algorithm->memory_words_needed();
    EXPECT_GT(words, 0u);
    EXPECT_GT(algorithm->payload_bytes(), 0u);
    std::vector<uint32_t> memory(words, 0);
    for (int node : {0, topology->node_count() - 1}) {
      if (!algorithm->receives(node)) continue;  // a gather's senders keep their input
      algorithm->init_memory(node, memory);
      EXPECT_NE(algorithm->check(node, memory), "")
          << "a node whose memory holds only its initial data must not pass the check";
    }
  }
}

TEST(AlgorithmRegistry, UnknownNameIsRefusedNamingTheKeyAndListingTheKnownOnes) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  const net::Grid2D torus(8, 8, true);
  Config config;
  config.set("algorithm.name", "aapc.nosuch", "test");
  try {
    make_algorithm(config, torus, machine);
    FAIL() << "expected ConfigError";
  } catch (const ConfigError& e) {
    EXPECT_EQ(e.key(), "algorithm.name");
    EXPECT_NE(std::string(e.what()).find("(from test)"), std::string::npos) << e.what();
    for (const auto& [name, entry] : algorithm_registry().entries()) {
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << name;
    }
  }
}

}  // namespace
}  // namespace ccsim::sw
