// Experiment collective: one registered algorithm (algorithm.name) runs on every node, moves
// real data, and every node's final memory is checked.
//
// Reports cycles to the last node program's return, the aggregate payload bandwidth and its
// share of the algorithm's analytic peak (when it defines one), per-phase times when the node
// programs mark phases, and the algorithm's analytic figures, labelled.
#include <algorithm>
#include <memory>

#include "algorithm.h"
#include "experiment.h"

namespace ccsim::tb {
namespace {

class CollectiveExperiment : public Experiment {
 public:
  CollectiveExperiment(const Config& config, const net::MachineParams& machine,
                       const net::Topology& topology)
      : machine_(machine), topology_(topology) {
    algorithm_ = sw::make_algorithm(config, topology, machine);
    name_ = config.get_string("algorithm.name");
    // Shown beside the name: the setting that tells the variants of one algorithm apart.
    if (name_ == "aapc.phased") sync_ = config.get_string("algorithm.sync");
    block_bytes_ = uint64_t(config.get_int("algorithm.block_bytes"));
    seed_ = config.get_uint64("sim.seed");
    if (algorithm_->memory_words_needed() > machine.memory.words) {
      config.fail("memory.words",
                  std::to_string(machine.memory.words) + " words is too small: " + name_ +
                      " with algorithm.block_bytes = " + std::to_string(block_bytes_) + " needs " +
                      std::to_string(algorithm_->memory_words_needed()) + " words per node");
    }
  }

  void describe(RunReport& r) const override {
    r.algorithm = name_;
    r.sync = sync_;
    r.topology = topology_.description();
    r.nodes = topology_.node_count();
    r.block_bytes = block_bytes_;
    r.seed = seed_;
    r.clock_mhz = machine_.clock_mhz;
    for (const auto& a : algorithm_->analytic(machine_)) {
      r.analytic.push_back({a.name, a.value, a.unit, a.source});
    }
  }

  net::Cycle expected_cycles() const override {
    for (const auto& a : algorithm_->analytic(machine_)) {
      if (a.unit == "cycles") return net::Cycle(a.value);
    }
    return 0;
  }

  void attach(sc::Machine& machine) override {
    for (int i = 0; i < machine.node_count(); ++i) {
      algorithm_->init_memory(i, machine.node(i).memory());
    }
    sw::Algorithm* algorithm = algorithm_.get();
    machine.set_program([algorithm](net::NodeApi& api) { algorithm->run(api); });
  }

  void finish(sc::Machine& machine, const sc::RunResult& result, RunReport& r) const override {
    if (result.ok) {
      r.data_checked = true;
      r.data_ok = true;
      for (int i = 0; i < machine.node_count() && r.data_ok; ++i) {
        const std::string diff = algorithm_->check(i, machine.node(i).memory());
        if (!diff.empty()) {
          r.data_ok = false;
          r.ok = false;
          r.error = "data mismatch: " + diff;
        }
      }
    }
    r.payload_bytes = algorithm_->payload_bytes();
    if (r.cycles > 0) {
      r.mbytes_per_s =
          double(r.payload_bytes) / (double(r.cycles) / (machine_.clock_mhz * 1e6)) / 1e6;
    }
    r.peak_mbytes_per_s = algorithm_->peak(machine_).value;
    if (r.peak_mbytes_per_s > 0) r.percent_of_peak = 100.0 * r.mbytes_per_s / r.peak_mbytes_per_s;

    const auto& marks = algorithm_->phase_marks();
    if (marks.size() >= 2) {
      r.phases = marks.size() - 1;
      r.phase_cycles_min = ~uint64_t(0);
      for (size_t i = 1; i < marks.size(); ++i) {
        const uint64_t d = marks[i].cycle - marks[i - 1].cycle;
        r.phase_cycles.push_back(d);
        r.phase_cycles_min = std::min(r.phase_cycles_min, d);
        r.phase_cycles_max = std::max(r.phase_cycles_max, d);
      }
      r.phase_cycles_mean = double(marks.back().cycle - marks.front().cycle) / double(r.phases);
    }
  }

 private:
  net::MachineParams machine_;
  const net::Topology& topology_;
  std::unique_ptr<sw::Algorithm> algorithm_;
  std::string name_;
  std::string sync_;
  uint64_t block_bytes_ = 0;
  uint64_t seed_ = 0;
};

std::unique_ptr<Experiment> make_collective(const Config& config, const net::MachineParams& machine,
                                            const net::Topology& topology) {
  return std::make_unique<CollectiveExperiment>(config, machine, topology);
}

}  // namespace

CCSIM_REGISTER_EXPERIMENT("collective",
                          "a collective algorithm (algorithm.name) with its data checked at "
                          "every node",
                          make_collective);

}  // namespace ccsim::tb
