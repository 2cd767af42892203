// Paper 003's analytic figures (see cube003_figures.h).
#include "collectives/cube003/cube003_figures.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "collectives/cube003/cube003_paths.h"
#include "collectives/cube003/cube003_transpose.h"
#include "collectives/cube003/cube003_trees.h"

namespace ccsim::sw::cube003 {

namespace {

AnalyticFigure cycles(std::string name, double value, std::string label, std::string source) {
  return AnalyticFigure{std::move(name),  value, "cycles", std::move(source),
                        std::move(label), true};
}

// The equation of `plan` in the paper, evaluated: name, value and source.
AnalyticFigure main_formula(const Plan& plan, Cost c) {
  const int n = plan.dimension();
  const double m = plan.params().elements;
  const int passes = plan.params().two_pass ? 2 : 1;
  const std::string pass_note =
      passes == 2 ? " (two passes per step, as printed)" : ", one pass per step (full duplex)";
  const std::string name = plan.name();
  const auto f = [](double v, std::string source) {
    return cycles("formula_cycles", v, "paper's formula", std::move(source));
  };
  if (name == "broadcast")
    return f(broadcast_time(n, m, c), "003 eq. 2.1 for m elements: n (β + m τ)");
  if (name == "broadcast_pipelined") {
    return f(pipelined_time(m, n, c), "003 eq. 2.2: (√(m τ) + √((n - 1) β))^2");
  }
  if (const auto* p = dynamic_cast<const PathsPlan*>(&plan)) {
    if (name == "path") {
      return f(pipelined_time(m, p->distance(), c),
               "003 eq. 3.1, i = H(0, B) = " + std::to_string(p->distance()));
    }
    return f(parallel_paths_time(n, m, p->longest(), c),
             "003 Proposition 3.2, longest path " + std::to_string(p->longest()));
  }
  if (name == "sba") return f(sba_time(n, m, c), "003 eq. 4.1: 2^n (√(m τ) + √((n - 1) β))^2");
  if (name == "daisy_chain") return f(daisy_chain_time(n, m, c), "003 eq. 4.2: (2^n - 1)(β + m τ)");
  if (name == "adea") return f(adea_time(n, m, passes, c), "003 eq. 4.3" + pass_note);
  if (name == "tea1") return f(tea1_time(n, m, passes, c), "003 eq. 4.4" + pass_note);
  if (name == "tea2") return f(tea2_bound(n, m, passes, c), "003 eq. 4.5 (a bound)" + pass_note);
  if (name == "tea2_grouped") {
    return f(tea2_grouped_time(n, m, c), "003 §4.3 grouped: (n + 1) β + (2^(n+1)/n + 2n) m τ");
  }
  if (name == "gather" || name == "scatter") {
    return f(gather_scatter_time(n, m, c), "003 eq. 5.1: n β + (2^n - 1) m τ");
  }
  const double order = static_cast<const TransposePlan&>(plan).matrix_order();
  if (name == "transpose_smg") {
    return f(smg_time(n, order, c),
             "003 §6 SMG: k [(k - 1) N^2/k^2 τ + n β], N = " + std::to_string(int64_t(order)));
  }
  return f(mtadea_time(n, order, passes, c), "003 §6 MTADEA: n [N^2/2^n τ + 2 β]" + pass_note +
                                                 ", N = " + std::to_string(int64_t(order)));
}

}  // namespace

std::vector<AnalyticFigure> paper_figures(const Plan& plan, Cost c) {
  std::vector<AnalyticFigure> out{
      cycles("beta_cycles", c.beta, "β (start-up per message)", "node.msg_overhead_cycles"),
      cycles("tau_cycles", c.tau, "τ (per element on a link)",
             "link.cycles_per_word x algorithm.element_words"),
      main_formula(plan, c)};
  const int n = plan.dimension();
  const std::string name = plan.name();
  const auto at_packet = [&](uint32_t packets, uint32_t size, int length, double times) {
    out.push_back(cycles("pipeline_at_packet_cycles", times * pipeline_at(packets, size, length, c),
                         "the pipeline at the packet size used",
                         "(packets + L - 1)(β + packet τ), L = " + std::to_string(length)));
  };
  if (const auto* b = dynamic_cast<const BroadcastPlan*>(&plan)) {
    at_packet(b->packets().count, b->packets().size, n, 1);
  } else if (const auto* s = dynamic_cast<const SbaPlan*>(&plan)) {
    at_packet(s->packets().count, s->packets().size, n, std::ldexp(1.0, n));
  } else if (const auto* p = dynamic_cast<const PathsPlan*>(&plan)) {
    at_packet(uint32_t(p->steps()), p->packet_elements(),
              name == "path" ? p->distance() : p->longest(), 1);
  }
  if (name == "tea2") {
    const int passes = plan.params().two_pass ? 2 : 1;
    out.push_back(cycles("tea2_steps_cycles", tea2_steps_time(n, plan.params().elements, passes, c),
                         "eq. 4.5's steps summed before bounding",
                         "passes x Σ_i (β + ceil(C(n,i)/n) m τ)"));
    for (int i = 1; i <= n; ++i) {
      out.push_back(AnalyticFigure{"step" + std::to_string(i) + "_bound_tokens",
                                   double(tea2_edge_bound(n, i)), "tokens", "ceil(C(n,i)/n)",
                                   "TEA2 step " + std::to_string(i) + ", tokens per edge"});
    }
  }
  if (name == "tea2_grouped") {
    for (int h = 0; h <= n; ++h) {
      out.push_back(
          AnalyticFigure{"halfstep" + std::to_string(h) + "_bound_tokens",
                         double((h >= 1 ? tea2_edge_bound(n, h) : 0) + tea2_edge_bound(n, h + 1)),
                         "tokens", "ceil(C(n,h)/n) + ceil(C(n,h+1)/n), weights 1..n",
                         "grouped TEA2 half-step " + std::to_string(h) + ", tokens per edge"});
    }
  }
  return out;
}

uint64_t delivered_words(const Plan& plan) {
  const uint64_t k = uint64_t(plan.node_count());
  const uint64_t m = plan.params().elements;
  const uint64_t s = uint64_t(plan.params().element_words);
  switch (plan.collective()) {
    case Collective::kBroadcast:
      return (k - 1) * m * s;
    case Collective::kPath:
      return m * s;
    case Collective::kTotalExchange:
      return k * (k - 1) * m * s;
    case Collective::kGather:
    case Collective::kScatter:
      return (k - 1) * m * s;
    case Collective::kTranspose: {
      const uint64_t b = plan.params().block_order;
      return k * (k - 1) * b * b * s;
    }
  }
  return 0;
}

namespace {

std::vector<uint32_t> result_units(const Plan& plan, int node) {
  std::vector<uint32_t> units;
  for (const Expect& e : plan.result(node)) units.push_back(e.unit);
  std::sort(units.begin(), units.end());
  units.erase(std::unique(units.begin(), units.end()), units.end());
  return units;
}

}  // namespace

uint64_t required_arrivals(const Plan& plan, int node) {
  std::vector<uint32_t> held;
  for (const Placed& p : plan.initial(node)) held.push_back(p.unit);
  std::sort(held.begin(), held.end());
  uint64_t required = 0;
  for (uint32_t unit : result_units(plan, node)) {
    if (!std::binary_search(held.begin(), held.end(), unit)) {
      required += uint64_t(plan.copies(node, unit));
    }
  }
  return required;
}

uint64_t result_arrivals(const Plan& plan, int node, const std::vector<uint32_t>& counted) {
  const std::vector<uint32_t> units = result_units(plan, node);
  return uint64_t(std::count_if(counted.begin(), counted.end(), [&](uint32_t u) {
    return std::binary_search(units.begin(), units.end(), u);
  }));
}

}  // namespace ccsim::sw::cube003
