// Experiment collective: one registered algorithm (algorithm.name) runs on every node, moves
// real data, and every node's final memory is checked.
//
// Reports cycles to the last node program's return, the aggregate payload bandwidth and its
// share of the algorithm's analytic peak (when it defines one), per-phase times when the node
// programs mark phases, and the algorithm's analytic figures, labelled.
#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "core/algorithm.h"
#include "run/experiment.h"

namespace ccsim::tb {
namespace {

class CollectiveExperiment : public Experiment {
 public:
  CollectiveExperiment(const Config& config, const net::MachineParams& machine,
                       const net::Topology& topology)
      : machine_(machine), topology_(topology) {
    // Node programs send and receive on the VCs they name; a switch that picks any VC of a
    // class would deliver their messages on others.
    if (machine.router.vc_class_size != 1) {
      config.fail("switch.vc_class_size",
                  "must be 1 for collectives (their programs name the VCs they use); VC "
                  "classes are for experiment.name = traffic");
    }
    if (machine.router.ejection_vcs != net::EjectionVcs::kFirst) {
      config.fail("switch.ejection_vcs",
                  "must be first for collectives (their programs read each message on the VC "
                  "they sent it on); other values are for experiment.name = traffic");
    }
    // Message passing routes each pair one way, with the dateline VCs.
    for (const auto& [key, fixed] :
         {std::pair<const char*, const char*>{"routing.torus_ties", "plus"},
          {"routing.torus_vcs", "dateline"}}) {
      if (config.get_string(key) != fixed) {
        config.fail(key, std::string("must be ") + fixed +
                             " for collectives (their routes are fixed per pair); other values "
                             "are for experiment.name = traffic");
      }
    }
    algorithm_ = sw::make_algorithm(config, topology, machine);
    name_ = config.get_string("algorithm.name");
    seed_ = config.get_uint64("sim.seed");
    if (algorithm_->memory_words_needed() > machine.memory.words) {
      config.fail("memory.words", std::to_string(machine.memory.words) +
                                      " words is too small: " + name_ + " needs " +
                                      std::to_string(algorithm_->memory_words_needed()) +
                                      " words per node with this configuration");
    }
  }

  net::SwitchUse switch_use() const override {
    return {"algorithm " + name_, algorithm_->switch_additions(), algorithm_->message_vcs()};
  }

  void describe(RunReport& r) const override {
    r.name = name_;
    r.topology = topology_.description();
    r.nodes = topology_.node_count();
    r.seed = seed_;
    r.clock_mhz = machine_.clock_mhz;
  }

  net::Cycle expected_cycles() const override {
    for (const auto& a : algorithm_->analytic(machine_)) {
      if (a.unit == "cycles") return net::Cycle(a.value);
    }
    return 0;
  }

  uint64_t node_memory_words() const override { return algorithm_->memory_words_needed(); }

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
    const uint64_t payload = algorithm_->payload_bytes();
    r.add(measured("payload_bytes", double(payload), "bytes", "payload delivered"));
    const double mbytes =
        r.cycles > 0 ? double(payload) / (double(r.cycles) / (machine_.clock_mhz * 1e6)) / 1e6 : 0;
    r.add(measured("mbytes_per_s", mbytes, "MB/s", "aggregate bandwidth", true));
    const sw::AnalyticFigure peak = algorithm_->peak(machine_);
    if (peak.value > 0) {
      r.add(
          measured("percent_of_peak", 100.0 * mbytes / peak.value, "%", "share of the peak", true));
    }

    for (const auto& c : algorithm_->counted_figures()) {
      r.add(measured(c.name, c.value, c.unit, c.label.empty() ? c.name : c.label, c.in_tables));
    }
    const auto& marks = algorithm_->phase_marks();
    if (marks.size() >= 2) {
      uint64_t min = ~uint64_t(0);
      uint64_t max = 0;
      for (size_t i = 1; i < marks.size(); ++i) {
        const uint64_t d = marks[i].cycle - marks[i - 1].cycle;
        r.phase_cycles.push_back(d);
        min = std::min(min, d);
        max = std::max(max, d);
      }
      const double phases = double(marks.size() - 1);
      r.add(measured("phases", phases, "", "phases"));
      r.add(measured("phase_cycles_mean", double(marks.back().cycle - marks.front().cycle) / phases,
                     "cycles", "phase, mean"));
      r.add(measured("phase_cycles_min", double(min), "cycles", "phase, shortest"));
      r.add(measured("phase_cycles_max", double(max), "cycles", "phase, longest"));
    }
    if (peak.value > 0) {
      r.add(analytic(peak.name, peak.value, peak.unit, "peak bandwidth", peak.source));
    }
    for (const auto& a : algorithm_->analytic(machine_)) {
      r.add(analytic(a.name, a.value, a.unit, a.label.empty() ? a.name : a.label, a.source,
                     a.in_tables));
    }
  }

 private:
  net::MachineParams machine_;
  const net::Topology& topology_;
  std::unique_ptr<sw::Algorithm> algorithm_;
  std::string name_;
  uint64_t seed_ = 0;
};

std::unique_ptr<Experiment> make_collective(const Config& config, const net::MachineParams& machine,
                                            const net::Topology& topology) {
  return std::make_unique<CollectiveExperiment>(config, machine, topology);
}

void estimate_collective_memory(const Config& config, const net::MachineParams&,
                                const net::Topology& topology, MemoryEstimate& estimate) {
  sw::estimate_algorithm_memory(config, topology, estimate);
}

}  // namespace

CCSIM_REGISTER_EXPERIMENT("collective",
                          "a collective algorithm (algorithm.name) with its data checked at "
                          "every node",
                          make_collective, estimate_collective_memory);

}  // namespace ccsim::tb
