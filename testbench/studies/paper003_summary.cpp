// Paper 003's summaries over the algorithms' runs (paper003_runs.h): the total exchanges ranked
// by simulated time beside the ranking their formulas give, TEA2's edge loads counted in the
// simulation beside ceil(C(n,i)/n), and every algorithm's simulated cycles over its formula.
#include <algorithm>
#include <string>
#include <vector>

#include "studies/paper003_runs.h"
#include "study.h"

namespace ccsim::tb {
namespace {

using paper003::Algorithm;
using paper003::Family;
using paper003::Regime;
using paper003::Variant;

const std::vector<std::string> kExchanges = {"sba",  "daisy_chain", "adea",
                                             "tea1", "tea2",        "tea2_grouped"};

std::string short_name(const std::string& name) {
  const std::string& label = paper003::algorithm(name).label;
  return label.substr(0, label.find(" ("));
}

// 1 + the number of values below values[i].
std::vector<int> ranks(const std::vector<double>& values) {
  std::vector<int> out;
  for (double v : values) {
    out.push_back(
        1 + int(std::count_if(values.begin(), values.end(), [v](double w) { return w < v; })));
  }
  return out;
}

std::string order(const std::vector<double>& values) {
  std::vector<size_t> index(values.size());
  for (size_t i = 0; i < index.size(); ++i) index[i] = i;
  std::stable_sort(index.begin(), index.end(),
                   [&](size_t a, size_t b) { return values[a] < values[b]; });
  std::string out;
  for (size_t i : index) out += (out.empty() ? "" : " < ") + short_name(kExchanges[i]);
  return out;
}

// The six total exchanges on all-port nodes with `links`: their cycles beside their formulas
// (headline), their ranks (CSV), and both orders at each n (notes).
Comparison ranking(StudyRunner& runner, const StudyOptions& options, const Variant& links) {
  Comparison c;
  c.reference = "formula";
  c.title = "003 total exchange, " + links.label +
            ": simulated cycles and their ranking beside the formulas'";
  c.key_names = {"n", "β"};
  for (const std::string& name : kExchanges) {
    c.quantities.push_back({name + "_cycles", short_name(name), "cycles"});
  }
  for (const std::string& name : kExchanges) {
    c.quantities.push_back({name + "_rank", short_name(name) + " rank", "", false});
  }
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "cycles";
  c.log_x = false;
  struct Point {
    Regime regime;
    int n;
  };
  std::vector<Point> points;
  std::vector<Config> configs;
  for (const Regime& r : paper003::regimes(Family::kToken)) {
    for (int n = paper003::kMinN; n <= paper003::max_n(options); ++n) {
      const bool all = std::all_of(kExchanges.begin(), kExchanges.end(), [&](const auto& name) {
        return paper003::runs(paper003::algorithm(name), links, n);
      });
      if (!all) continue;
      points.push_back({r, n});
      for (const std::string& name : kExchanges) {
        configs.push_back(paper003::run_config(runner, paper003::algorithm(name), r, links, n));
      }
    }
  }
  const std::vector<RunReport> reports = runner.run(configs);
  c.notes = {
      "m = 16 elements per token, τ = 4 cycles; the formula for TEA2 is eq. 4.5's bound "
      "and the exchanges' formulas count " +
      std::string(links.half_duplex ? "two passes per step, as printed."
                                    : "one pass per step (full duplex).") +
      " The ranks are in the CSV file (1 = fastest); the orders, fastest first:"};
  for (size_t p = 0; p < points.size(); ++p) {
    std::vector<double> simulated;
    std::vector<double> formula;
    for (size_t i = 0; i < kExchanges.size(); ++i) {
      const RunReport& report = reports[p * kExchanges.size() + i];
      simulated.push_back(double(report.cycles));
      formula.push_back(report.value("formula_cycles"));
    }
    const std::vector<int> model_rank = ranks(simulated);
    const std::vector<int> formula_rank = ranks(formula);
    ComparisonRow& row =
        c.row({std::to_string(points[p].n), paper003::key("β", points[p].regime.beta)});
    for (size_t i = 0; i < kExchanges.size(); ++i) {
      row.model[i] = simulated[i];
      row.paper[i] = formula[i];
      row.model[kExchanges.size() + i] = model_rank[i];
      row.paper[kExchanges.size() + i] = formula_rank[i];
    }
    c.notes.push_back("n = " + std::to_string(points[p].n) +
                      ", β = " + std::to_string(points[p].regime.beta) + ": simulated " +
                      order(simulated) + "; formulas " + order(formula) + ".");
  }
  return c;
}

Comparison ranking_full(StudyRunner& runner, const StudyOptions& options) {
  return ranking(runner, options, paper003::variant("all_full"));
}
Comparison ranking_half(StudyRunner& runner, const StudyOptions& options) {
  return ranking(runner, options, paper003::variant("all_half"));
}

Comparison tea2_loads(StudyRunner& runner, const StudyOptions& options) {
  Comparison c;
  c.reference = "formula";
  c.title =
      "003 TEA2: most tokens on one edge in each step, counted in the simulation, beside "
      "ceil(C(n,i)/n)";
  c.key_names = {"n", "step"};
  c.quantities = {{"tea2", "TEA2, step i", "tokens"},
                  {"tea2_grouped", "grouped TEA2, half-step h", "tokens"}};
  c.x_key = 1;
  c.x_label = "step i (grouped: half-step h, weights h and h + 1)";
  c.y_label = "tokens on the busiest edge";
  c.log_x = false;
  const Regime r = paper003::regimes(Family::kToken).front();
  std::vector<Config> configs;
  for (int n = paper003::kMinN; n <= paper003::max_n(options); ++n) {
    configs.push_back(paper003::run_config(runner, paper003::algorithm("tea2"), r,
                                           paper003::variant("all_full"), n));
    configs.push_back(paper003::run_config(runner, paper003::algorithm("tea2_grouped"), r,
                                           paper003::variant("all_half"), n));
  }
  const std::vector<RunReport> reports = runner.run(configs);
  for (int n = paper003::kMinN; n <= paper003::max_n(options); ++n) {
    const RunReport& tea2 = reports[size_t(2 * (n - paper003::kMinN))];
    const RunReport& grouped = reports[size_t(2 * (n - paper003::kMinN) + 1)];
    for (int i = 0; i <= n; ++i) {
      ComparisonRow& row = c.row({paper003::key("n", n), std::to_string(i)});
      const std::string step = "step" + std::to_string(i);
      if (i >= 1) {
        row.model[0] = tea2.value(step + "_max_tokens");
        row.paper[0] = tea2.value(step + "_bound_tokens");
      }
      const std::string half_step = "halfstep" + std::to_string(i);
      row.model[1] = grouped.value(half_step + "_max_tokens");
      row.paper[1] = grouped.value(half_step + "_bound_tokens");
    }
  }
  c.notes = {
      "Each receiving node counts the tokens of every message from the data it finds in memory; "
      "the figure is the most any one message (one edge, one direction) brought in that step, "
      "over every node. TEA2 (all-port, full duplex, m = 16) follows the errata's balanced "
      "selection for periodic classes; the printed rule would send a token of a class of period "
      "p through n/p edges. Grouped TEA2 (half-duplex links) carries the tokens of weights h and "
      "h + 1 in half-step h, n + 1 half-steps as the errata requires; its bound is the sum of "
      "the two weights' ceil(C(n,w)/n)."};
  return c;
}

// Simulated cycles over the formula for some algorithms in one regime (both regimes for the
// transposes), all-port nodes: full-duplex links in the table and plot, half-duplex in the CSV.
// The model is the ratio itself, so there is no formula column or line.
Comparison ratios(StudyRunner& runner, const StudyOptions& options, const std::string& what,
                  const std::vector<std::string>& names, const std::vector<size_t>& regimes) {
  Comparison c;
  c.reference = "formula";
  c.title = "003 " + what + ": simulated cycles / the paper's formula, all-port nodes";
  c.key_names = {"n", "β"};
  for (const std::string& name : names) {
    c.quantities.push_back({name + "_full", short_name(name) + ", full duplex", ""});
  }
  for (const std::string& name : names) {
    c.quantities.push_back({name + "_half", short_name(name) + ", half duplex", "", false});
  }
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "simulated / formula";
  c.log_x = false;
  struct Point {
    size_t row;
    size_t quantity;
  };
  std::vector<Point> points;
  std::vector<Config> configs;
  for (size_t regime : regimes) {
    for (int n = paper003::kMinN; n <= paper003::max_n(options); ++n) {
      for (size_t q = 0; q < c.quantities.size(); ++q) {
        const Algorithm& a = paper003::algorithm(names[q % names.size()]);
        const Regime r = paper003::regimes(a.family)[regime];
        const size_t row =
            size_t(&c.row({std::to_string(n), paper003::key("β", r.beta)}) - c.rows.data());
        const Variant& v = paper003::variant(q < names.size() ? "all_full" : "all_half");
        if (!paper003::runs(a, v, n)) continue;
        points.push_back({row, q});
        configs.push_back(paper003::run_config(runner, a, r, v, n));
      }
    }
  }
  const std::vector<RunReport> reports = runner.run(configs);
  for (size_t i = 0; i < points.size(); ++i) {
    c.rows[points[i].row].model[points[i].quantity] =
        double(reports[i].cycles) / reports[i].value("formula_cycles");
  }
  c.notes = {
      "The 'model' column is simulated / formula (the 'formula' column is left empty). m "
      "= 1024 elements per vector (one to all, two nodes), 16 per token (total exchange, "
      "gather, scatter), 1 x 1 blocks (transposes); τ = 4 cycles. Half-duplex ratios are "
      "in the CSV file. The causes of each gap are in the algorithm's own study "
      "(003.NAME)."};
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
  return ratios(runner, options, "total exchange, β = 100 τ", kExchanges, {0});
}
Comparison ratios_exchange_small(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "total exchange, β = τ", kExchanges, {1});
}
Comparison ratios_transpose(StudyRunner& runner, const StudyOptions& options) {
  return ratios(runner, options, "transposes", {"transpose_smg", "transpose_mtadea"}, {0, 1});
}

}  // namespace

CCSIM_REGISTER_STUDY("003.ranking",
                     "the six total exchanges, all-port nodes, full-duplex links: simulated "
                     "cycles and ranking beside the formulas', n = 3..10, both regimes",
                     ranking_full);
CCSIM_REGISTER_STUDY("003.ranking_half",
                     "the same on half-duplex links (the paper's two passes per step)",
                     ranking_half);
CCSIM_REGISTER_STUDY("003.tea2_loads",
                     "TEA2's per-step edge loads counted in the simulation beside "
                     "ceil(C(n,i)/n)",
                     tea2_loads);
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

}  // namespace ccsim::tb
