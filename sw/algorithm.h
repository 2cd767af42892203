// Algorithms by name: a plan, a node program that executes it through the node API, a check.
//
// An algorithm registers itself from its own .cpp with CCSIM_REGISTER_ALGORITHM. Its factory
// validates the parameters against the machine and throws ConfigError naming the key, so that
// bad input is refused before elaboration. One Algorithm object serves every node: run() is
// called once per node, in that node's processor thread, and must keep per-node state local.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "net/node_api.h"
#include "net/params.h"
#include "net/topology/topology.h"

namespace ccsim::sw {

// Parameters of the [algorithm] section (and the run's seed).
struct AlgorithmParams {
  std::string name = "aapc.phased";
  uint32_t block_bytes = 4096;        // algorithm.block_bytes: bytes per (source, destination)
  std::string sync = "hardware";      // algorithm.sync: hardware | software | barrier | none
  std::string send_order = "random";  // algorithm.send_order: random | phased (aapc.msgpass)
  bool bidirectional = true;          // algorithm.bidirectional: false = half-duplex schedule
  int mp_vc = 0;      // algorithm.mp_vc: first VC of message passing (torus: mp_vc, mp_vc + 1)
  uint64_t seed = 1;  // sim.seed
};

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
  std::string unit;    // e.g. "cycles", "MB/s"
  std::string source;  // e.g. "004 Eq. 3 with Ts = node.msg_overhead_cycles"
};

class Algorithm {
 public:
  virtual ~Algorithm() = default;
  // Memory words each node needs; the builder checks it against memory.words.
  virtual uint32_t memory_words_needed() const = 0;
  // Sets up node `node`'s memory before the run (real data, distinct per word).
  virtual void init_memory(int node, std::vector<uint32_t>& memory) const = 0;
  // The node program; runs in node api.node_id()'s processor thread.
  virtual void run(net::NodeApi& api) = 0;
  // "" when node's final memory is what the collective must produce, else the first
  // difference (address, expected, found).
  virtual std::string check(int node, const std::vector<uint32_t>& memory) const = 0;
  // Payload bytes the collective delivers in all (for aggregate bandwidth).
  virtual uint64_t payload_bytes() const = 0;
  virtual std::vector<AnalyticFigure> analytic(const net::MachineParams& machine) const {
    (void)machine;
    return {};
  }
  // Phase boundaries recorded by node programs (empty for algorithms without phases).
  std::vector<PhaseMark>& phase_marks() { return phase_marks_; }

 protected:
  std::vector<PhaseMark> phase_marks_;
};

using AlgorithmFactory = std::function<std::unique_ptr<Algorithm>(
    const AlgorithmParams&, const net::Topology&, const net::MachineParams&)>;

struct AlgorithmEntry {
  std::string description;
  AlgorithmFactory factory;
};

std::map<std::string, AlgorithmEntry>& algorithm_registry();
// Throws ConfigError("algorithm.name", ...) listing the known names when `params.name` is unknown.
std::unique_ptr<Algorithm> make_algorithm(const AlgorithmParams& params,
                                          const net::Topology& topology,
                                          const net::MachineParams& machine);

struct AlgorithmRegistrar {
  AlgorithmRegistrar(const std::string& name, const std::string& description,
                     AlgorithmFactory factory) {
    algorithm_registry()[name] = AlgorithmEntry{description, std::move(factory)};
  }
};

}  // namespace ccsim::sw

#define CCSIM_REGISTER_ALGORITHM(name, description, factory)                                    \
  static ::ccsim::sw::AlgorithmRegistrar ccsim_algorithm_registrar_##factory(name, description, \
                                                                             factory)
