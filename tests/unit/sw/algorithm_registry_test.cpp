// Contract tests over every registered algorithm, so that a new one is tested without editing
// this file: it builds on the contract machine it declares (runs_on) with the iWarp machine's
// parameters, sizes its memory, and its check can fail (a run that moved no data is refused);
// every topology it does not declare is refused naming topology.kind; unknown names are
// refused naming the key.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "common/iwarp_machine.h"
#include "core/algorithm.h"
#include "net/topology/topology.h"

namespace ccsim::sw {
namespace {

TEST(AlgorithmRegistry, EveryAlgorithmBuildsOnItsContractMachineSizesItsMemoryAndItsCheckCanFail) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  ASSERT_FALSE(algorithm_registry().entries().empty());
  for (const auto& [name, entry] : algorithm_registry().entries()) {
    SCOPED_TRACE(name);
    EXPECT_FALSE(entry.description.empty());
    ASSERT_FALSE(entry.machines.kinds.empty());
    const Config config = contract_config(name, entry);
    const std::unique_ptr<net::Topology> topology = net::make_topology(config);
    const std::vector<std::string>& kinds = entry.machines.kinds;
    EXPECT_NE(std::find(kinds.begin(), kinds.end(), topology->kind()), kinds.end())
        << "the contract machine is a " << topology->kind() << ", which it does not run on";
    MemoryEstimate estimate;
    estimate_algorithm_memory(config, *topology, estimate);
    const std::unique_ptr<Algorithm> algorithm = make_algorithm(config, *topology, machine);
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

TEST(AlgorithmRegistry, EveryAlgorithmBuildsOnEveryTopologyItDeclares) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  for (const auto& [name, entry] : algorithm_registry().entries()) {
    for (const std::string& kind : entry.machines.kinds) {
      SCOPED_TRACE(name + " on " + kind);
      Config config = contract_config(name, entry);
      config.set("topology.kind", kind, "test");
      const std::unique_ptr<net::Topology> topology = net::make_topology(config);
      EXPECT_NE(make_algorithm(config, *topology, machine), nullptr);
    }
  }
}

TEST(AlgorithmRegistry, EveryTopologyAnAlgorithmDoesNotDeclareIsRefusedNamingTopologyKind) {
  const net::MachineParams machine = testing::iwarp_machine(1u << 20);
  for (const auto& [name, entry] : algorithm_registry().entries()) {
    for (const auto& [kind, topology_entry] : net::topology_registry().entries()) {
      const std::vector<std::string>& kinds = entry.machines.kinds;
      if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) continue;
      SCOPED_TRACE(name + " on " + kind);
      Config config = contract_config(name, entry);
      config.set("topology.kind", kind, "test");
      const std::unique_ptr<net::Topology> topology = net::make_topology(config);
      try {
        MemoryEstimate estimate;
        estimate_algorithm_memory(config, *topology, estimate);
        ADD_FAILURE() << "the memory estimate accepted it";
      } catch (const ConfigError& e) {
        EXPECT_EQ(e.key(), "topology.kind") << e.what();
      }
      try {
        make_algorithm(config, *topology, machine);
        ADD_FAILURE() << "the factory accepted it";
      } catch (const ConfigError& e) {
        EXPECT_EQ(e.key(), "topology.kind") << e.what();
        EXPECT_NE(std::string(e.what()).find("not on " + kind), std::string::npos) << e.what();
      }
    }
  }
}

TEST(AlgorithmRegistry, AContractSettingThatIsNotKeyEqualsValueIsAProgrammingError) {
  AlgorithmEntry entry;
  entry.machines = runs_on({"torus2d"}, {"algorithm.block_bytes"});
  EXPECT_THROW(contract_config("aapc.phased", entry), std::logic_error);
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
