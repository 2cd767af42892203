// Paper 003: simulated cycles over the paper's formula, per family of algorithms and regime, on
// all-port nodes (`ccsim reproduce 003.ratios_*`): full-duplex links in the table and plot,
// half-duplex in the CSV file. The model is the ratio itself, so there is no formula column.
#include <optional>
#include <string>
#include <vector>

#include "studies/paper003/runs.h"

namespace ccsim::tb::paper003 {
namespace {

// The run's simulated cycles over its formula.
std::optional<double> over_formula(const RunReport& r) {
  const std::optional<double> f = formula(r);
  if (!f || *f == 0) return std::nullopt;
  return cycles(r) / *f;
}

// `names` on full- and half-duplex links, in the regimes `regime_indexes` of regimes().
Comparison ratios(StudyRunner& runner, const StudyOptions& options, const std::string& what,
                  const std::vector<std::string>& names,
                  const std::vector<size_t>& regime_indexes) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title = "003 " + what + ": simulated cycles / the paper's formula, all-port nodes";
  c.key_names = {"n", "β"};
  for (const std::string& name : names) {
    c.quantity(name + "_full", short_name(name) + ", full duplex", "")
        .from(name + "_full", over_formula);
  }
  for (const std::string& name : names) {
    c.quantity(name + "_half", short_name(name) + ", half duplex", "")
        .detail()
        .from(name + "_half", over_formula);
  }
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "simulated / formula";
  c.log_x = false;
  for (const size_t regime : regime_indexes) {
    for (int n = kMinN; n <= max_n(options); ++n) {
      for (const std::string& name : names) {
        const Algorithm& a = algorithm(name);
        const Regime r = regimes(a.family)[regime];
        for (const char* links : {"full", "half"}) {
          const Variant& v = variant(std::string("all_") + links);
          if (!runs(a, v, n)) continue;
          c.add_runs({std::to_string(n), key("β", r.beta)},
                     {{name + "_" + links, run_config(runner, a, r, v, n)}});
        }
      }
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"003.ratios"});
  return c;
}

const std::vector<std::string> kTrees = {
    "broadcast", "broadcast_pipelined", "path", "parallel_paths", "gather", "scatter"};

Comparison ratios_trees_large(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "one to all, two nodes, gather, scatter, β = 100 τ", kTrees, {0});
}
Comparison ratios_trees_small(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "one to all, two nodes, gather, scatter, β = τ", kTrees, {1});
}
Comparison ratios_exchange_large(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "total exchange, β = 100 τ", exchanges(), {0});
}
Comparison ratios_exchange_small(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "total exchange, β = τ", exchanges(), {1});
}
Comparison ratios_transpose(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "transposes", {"transpose_smg", "transpose_mtadea"}, {0, 1});
}

}  // namespace

CCSIM_REGISTER_STUDY("003.ratios_trees_large_beta",
                     "simulated cycles / formula at β = 100 τ: broadcasts, paths, gather, scatter",
                     ratios_trees_large);
CCSIM_REGISTER_STUDY("003.ratios_trees_small_beta",
                     "simulated cycles / formula at β = τ: broadcasts, paths, gather, scatter",
                     ratios_trees_small);
CCSIM_REGISTER_STUDY("003.ratios_exchange_large_beta",
                     "simulated cycles / formula at β = 100 τ: the total exchanges",
                     ratios_exchange_large);
CCSIM_REGISTER_STUDY("003.ratios_exchange_small_beta",
                     "simulated cycles / formula at β = τ: the total exchanges",
                     ratios_exchange_small);
CCSIM_REGISTER_STUDY("003.ratios_transpose", "simulated cycles / formula: the transposes",
                     ratios_transpose);

}  // namespace ccsim::tb::paper003
