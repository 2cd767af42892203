// Registry of algorithms by name, and the run-wide keys every algorithm may read.
#include "algorithm.h"

#include "base/errors.h"

namespace ccsim::sw {

namespace {
// sim.seed is the run's seed (the testbench declares the same key with its [sim] section);
// declared here too so that algorithms can be built wherever they are linked.
const KeyDeclaration kKeys({
    {"algorithm.name", KeyType::kString, "aapc.phased", "",
     "collective algorithm (see `ccsim list`)", "algorithm"},
    {"sim.seed", KeyType::kInt, "1", "", "random seed (traffic, send orders)", "sim"},
});
}  // namespace

Registry<AlgorithmEntry>& algorithm_registry() {
  static Registry<AlgorithmEntry> registry("algorithm", "algorithm.name");
  return registry;
}

std::unique_ptr<Algorithm> make_algorithm(const Config& config, const net::Topology& topology,
                                          const net::MachineParams& machine) {
  return algorithm_registry().selected(config).make(config, topology, machine);
}

void estimate_algorithm_memory(const Config& config, const net::Topology& topology,
                               MemoryEstimate& estimate) {
  algorithm_registry().selected(config).estimate_memory(config, topology, estimate);
}

}  // namespace ccsim::sw
