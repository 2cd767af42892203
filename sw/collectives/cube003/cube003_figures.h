// Paper 003's figures beside a run: the beta and tau the run used, the paper's formula for the
// configured algorithm (labelled analytic), and the per-step edge loads of the total exchanges.
#pragma once

#include <vector>

#include "collectives/cube003/cube003_formulas.h"
#include "collectives/cube003/cube003_plan.h"
#include "core/algorithm.h"

namespace ccsim::sw::cube003 {

// beta_cycles, tau_cycles, formula_cycles (the paper's equation for this plan and link mode),
// and where it applies pipeline_at_packet_cycles (the pipeline at the packet size used),
// tea2_steps_cycles, and stepI_bound_tokens (TEA2: ceil(C(n, i) / n); grouped: per half-step).
std::vector<AnalyticFigure> paper_figures(const Plan& plan, Cost cost);

// Words the collective delivers to nodes that lacked them (for aggregate bandwidth).
uint64_t delivered_words(const Plan& plan);

// The result units node `node` must receive: those of result(node) it did not hold initially,
// each copies() times. Summed over the nodes: what a correct run counts.
uint64_t required_arrivals(const Plan& plan, int node);
// The entries of `counted` (a node's arrival log) that are units of the node's result.
uint64_t result_arrivals(const Plan& plan, int node, const std::vector<uint32_t>& counted);

}  // namespace ccsim::sw::cube003
