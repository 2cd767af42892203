// Algorithms by name: a plan, a node program that executes it through the node API, a check.
//
// An algorithm registers itself from its own .cpp with CCSIM_REGISTER_ALGORITHM and declares
// its own configuration keys there (KeyDeclaration). Its factory reads them from the Config,
// validates them against the machine and the topology and throws ConfigError naming the key
// (Config::fail adds where the value came from), so that bad input is refused before
// elaboration. One Algorithm object serves every node: run() is
// called once per node, in that node's processor thread, and must keep per-node state local.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/config.h"
#include "base/memory_estimate.h"
#include "base/registry.h"
#include "net/node_api.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

// One timed event a node program reports (phase boundaries), for per-phase statistics.
struct PhaseMark {
  int node = 0;
  int phase = 0;
  net::Cycle cycle = 0;
};

// Figures an algorithm prints beside the measurement, labelled analytic.
struct AnalyticFigure {
  std::string name;  // e.g. "eq3_cycles"
  double value = 0;
  std::string unit;        // e.g. "cycles", "MB/s"
  std::string source;      // e.g. "004 Eq. 3 with Ts = node.msg_overhead_cycles"
  std::string label;       // for people, e.g. "Eq. 3 time"; the name when empty
  bool in_tables = false;  // a column of sweep tables
};

class Algorithm {
 public:
  virtual ~Algorithm() = default;
  // Memory words each node needs; the builder checks it against memory.words.
  virtual uint64_t memory_words_needed() const = 0;
  // Sets up node `node`'s memory before the run (real data, distinct per word).
  virtual void init_memory(int node, std::vector<uint32_t>& memory) const = 0;
  // The node program; runs in node api.node_id()'s processor thread.
  virtual void run(net::NodeApi& api) = 0;
  // "" when node's final memory is what the collective must produce, else the first
  // difference (address, expected, found).
  virtual std::string check(int node, const std::vector<uint32_t>& memory) const = 0;
  // Whether `node` ends with data it did not start with (every node, for most collectives; the
  // root alone of a gather). Contract tests check that such a node's check can fail.
  virtual bool receives(int node) const {
    (void)node;
    return true;
  }
  // Payload bytes the collective delivers in all (for aggregate bandwidth).
  virtual uint64_t payload_bytes() const = 0;
  // Formulas for this configuration, printed beside the measurement (labelled analytic).
  virtual std::vector<AnalyticFigure> analytic(const net::MachineParams& machine) const {
    (void)machine;
    return {};
  }
  // The collective's analytic bandwidth bound on this machine, against which the run's share
  // is reported; value 0 when the algorithm defines none.
  virtual AnalyticFigure peak(const net::MachineParams& machine) const {
    (void)machine;
    return {};
  }
  // Figures the node programs counted during the run (e.g. transfers in sequence), reported as
  // measured beside the cycles; `source` is unused.
  virtual std::vector<AnalyticFigure> counted_figures() const { return {}; }
  // The switch's hardware additions its node programs drive (net/switch/addition.h names
  // them): the keys of an addition that does nothing undriven are refused for the others.
  virtual std::vector<std::string> switch_additions() const { return {}; }
  // The VCs its ordinary messages travel on (bit v: VC v), which additions may rule on (the
  // synchronizing switch's pool); messages it synchronizes through an addition it drives are
  // not ordinary. Every VC unless the algorithm says.
  virtual uint32_t message_vcs() const { return ~uint32_t(0); }
  // Phase boundaries recorded by node programs (empty for algorithms without phases).
  std::vector<PhaseMark>& phase_marks() { return phase_marks_; }

 protected:
  std::vector<PhaseMark> phase_marks_;
};

// VCs first .. first + count - 1, as a mask for Algorithm::message_vcs.
inline uint32_t vc_span(int first, int count) { return ((uint32_t(1) << count) - 1) << first; }

using AlgorithmFactory = std::function<std::unique_ptr<Algorithm>(
    const Config&, const net::Topology&, const net::MachineParams&)>;

// Adds what the factory and the node programs will allocate (node memory included) to the
// estimate, before the factory runs: nothing large may be built, and values the factory would
// refuse must not fail here (the factory says why).
using AlgorithmMemoryEstimator =
    std::function<void(const Config&, const net::Topology&, MemoryEstimate&)>;

// The machines an algorithm runs on: the topology kinds it accepts (any other is refused by
// make_algorithm, naming topology.kind, before its factory runs) and the small machine the
// contract tests build it on, as "key=value" settings over the defaults (topology.kind is the
// first of `kinds` unless a setting names another of them).
struct AlgorithmMachines {
  std::vector<std::string> kinds;
  std::vector<std::string> contract;
};
inline AlgorithmMachines runs_on(std::vector<std::string> kinds,
                                 std::vector<std::string> contract = {}) {
  return AlgorithmMachines{std::move(kinds), std::move(contract)};
}

struct AlgorithmEntry {
  std::string description;
  AlgorithmMachines machines;
  AlgorithmFactory make;
  AlgorithmMemoryEstimator estimate_memory;
};

// The key algorithm.name selects one.
Registry<AlgorithmEntry>& algorithm_registry();

// The algorithm algorithm.name names, built from its keys and checked against the machine.
std::unique_ptr<Algorithm> make_algorithm(const Config& config, const net::Topology& topology,
                                          const net::MachineParams& machine);
void estimate_algorithm_memory(const Config& config, const net::Topology& topology,
                               MemoryEstimate& estimate);
// The contract machine of `entry` (named `name`): the defaults, algorithm.name, then its
// contract settings.
Config contract_config(const std::string& name, const AlgorithmEntry& entry);

}  // namespace ccsim::sw

// `machines` is a runs_on(...) call: CCSIM_REGISTER_ALGORITHM("aapc.phased", "...",
// runs_on({"torus2d"}), make_phased, estimate_phased).
#define CCSIM_REGISTER_ALGORITHM(name, description, machines, factory, estimator) \
  CCSIM_REGISTER(algorithm_##factory, ::ccsim::sw::algorithm_registry(), name,    \
                 ::ccsim::sw::AlgorithmEntry{description, machines, factory, estimator})
