// Paper 003: the six total exchanges ranked by simulated time beside the ranking their formulas
// give, at each n and in both regimes (`ccsim reproduce 003.ranking 003.ranking_half`).
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "studies/paper003/runs.h"

namespace ccsim::tb::paper003 {
namespace {

// What a row is ranked by: the simulated cycles or the formula of a run.
using Measure = std::function<double(const RunReport&)>;

double formula_value(const RunReport& r) { return formula(r).value_or(0); }

// 1 + how many of the row's exchanges took less than `name` by `measure`.
RowValue rank(const std::string& name, const Measure& measure) {
  return [name, measure](const RowRuns& r) -> std::optional<double> {
    const double own = measure(r[name]);
    int faster = 0;
    for (const std::string& other : exchanges()) faster += measure(r[other]) < own ? 1 : 0;
    return 1 + faster;
  };
}

// The exchanges of a row, fastest first by `measure`: "TEA2 < ADEA < ...".
std::string order(const Comparison& c, const std::vector<std::string>& keys,
                  const Measure& measure) {
  std::vector<std::string> names = exchanges();
  std::stable_sort(names.begin(), names.end(), [&](const std::string& a, const std::string& b) {
    return measure(c.report(keys, a)) < measure(c.report(keys, b));
  });
  std::string out;
  for (const std::string& name : names) out += (out.empty() ? "" : " < ") + short_name(name);
  return out;
}

// The token regimes of every study, and between them one where a token's time on a link is near
// the start-up: β = 100 τ with m = 64 elements (β / m τ = 1.6, where the others have 6.25 and
// 1/16), as the ranking of the exchanges turns on that ratio.
std::vector<Regime> ranking_regimes() {
  std::vector<Regime> out = regimes(Family::kToken);
  out.push_back({100 * kTau, 64});
  return out;
}

// The total exchanges on all-port nodes with `links`: their cycles beside their formulas
// (headline), their ranks by both (CSV), and both orders at each n (notes).
Comparison ranking(StudyRunner& runner, const StudyOptions& options, const Variant& links,
                   const std::string& study) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title = "003 total exchange, " + links.label +
            ": simulated cycles and their ranking beside the formulas'";
  c.key_names = {"n", "β", "m"};
  for (const std::string& name : exchanges()) {
    c.quantity(name + "_cycles", short_name(name), "cycles")
        .from(name, cycles)
        .reference_from(name, formula);
  }
  for (const std::string& name : exchanges()) {
    c.quantity(name + "_rank", short_name(name) + " rank", "")
        .detail()
        .from_runs(rank(name, cycles))
        .reference_from_runs(rank(name, formula_value));
  }
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "cycles";
  c.log_x = false;
  std::vector<std::vector<std::string>> ranked;
  for (const Regime& r : ranking_regimes()) {
    for (int n = kMinN; n <= max_n(options); ++n) {
      const bool all =
          std::all_of(exchanges().begin(), exchanges().end(),
                      [&](const std::string& name) { return runs(algorithm(name), links, n); });
      if (!all) continue;
      Runs row_runs;
      for (const std::string& name : exchanges()) {
        row_runs.push_back({name, run_config(runner, algorithm(name), r, links, n)});
      }
      ranked.push_back({std::to_string(n), key("β", r.beta), key("m", r.size)});
      c.add_runs(ranked.back(), row_runs);
    }
  }
  c.simulate(runner);
  c.notes = notes.get({study});
  for (const std::vector<std::string>& keys : ranked) {
    c.notes.push_back(
        notes.one("003.ranking order", {{"n", keys[0]},
                                        {"beta", keys[1]},
                                        {"m", keys[2]},
                                        {"simulated", order(c, keys, cycles)},
                                        {"formulas", order(c, keys, formula_value)}}));
  }
  return c;
}

Comparison ranking_full(StudyRunner& runner, const StudyOptions& options) {
  return ranking(runner, options, variant("all_full"), "003.ranking");
}
Comparison ranking_half(StudyRunner& runner, const StudyOptions& options) {
  return ranking(runner, options, variant("all_half"), "003.ranking_half");
}

}  // namespace

CCSIM_REGISTER_STUDY("003.ranking",
                     "the six total exchanges, all-port nodes, full-duplex links: simulated "
                     "cycles and ranking beside the formulas', n = 3..10, both regimes",
                     ranking_full);
CCSIM_REGISTER_STUDY("003.ranking_half",
                     "the same on half-duplex links (the paper's two passes per step)",
                     ranking_half);

}  // namespace ccsim::tb::paper003
