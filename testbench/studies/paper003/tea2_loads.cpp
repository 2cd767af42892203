// Paper 003: TEA2's edge loads, the most tokens any edge carried in each step as the receiving
// nodes counted them in the simulation, beside ceil(C(n,i)/n) (`ccsim reproduce
// 003.tea2_loads`).
#include <optional>
#include <string>

#include "studies/paper003/runs.h"

namespace ccsim::tb::paper003 {
namespace {

// The figure `figure` of run `run` for the row's step: "step3_max_tokens" in TEA2's run,
// "halfstep3_max_tokens" in the grouped one's. TEA2 has no step 0.
RowValue step_figure(const std::string& run, const std::string& prefix, const std::string& figure) {
  return [run, prefix, figure](const RowRuns& r) -> std::optional<double> {
    const Figure* f = r[run].figure(prefix + r.key("step") + "_" + figure);
    return f ? std::optional<double>(f->value) : std::nullopt;
  };
}

Comparison tea2_loads(StudyRunner& runner, const StudyOptions& options) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title =
      "003 TEA2: most tokens on one edge in each step, counted in the simulation, beside "
      "ceil(C(n,i)/n)";
  c.key_names = {"n", "step"};
  c.quantity("tea2_tokens", "TEA2, step i", "tokens")
      .from_runs(step_figure("tea2", "step", "max_tokens"))
      .reference_from_runs(step_figure("tea2", "step", "bound_tokens"));
  c.quantity("tea2_grouped_tokens", "grouped TEA2, half-step h", "tokens")
      .from_runs(step_figure("grouped", "halfstep", "max_tokens"))
      .reference_from_runs(step_figure("grouped", "halfstep", "bound_tokens"));
  c.x_key = 1;
  c.x_label = "step i (grouped: half-step h, weights h and h + 1)";
  c.y_label = "tokens on the busiest edge";
  c.log_x = false;
  const Regime r = regimes(Family::kToken).front();
  for (int n = kMinN; n <= max_n(options); ++n) {
    // One run of each per n serves all its rows (the runner simulates a configuration once).
    const Config tea2 = run_config(runner, algorithm("tea2"), r, variant("all_full"), n);
    const Config grouped = run_config(runner, algorithm("tea2_grouped"), r, variant("all_half"), n);
    for (int i = 0; i <= n; ++i) {
      c.add_runs({key("n", n), std::to_string(i)}, {{"tea2", tea2}, {"grouped", grouped}});
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"003.tea2_loads"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("003.tea2_loads",
                     "TEA2's per-step edge loads counted in the simulation beside "
                     "ceil(C(n,i)/n)",
                     tea2_loads);

}  // namespace ccsim::tb::paper003
