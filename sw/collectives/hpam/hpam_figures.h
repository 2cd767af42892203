// The paper's equations for one configuration of an HPAM collective, in cycles, printed beside
// the run (labelled analytic).
//
// Eq. 3's parameters come from the configuration: C_send^l, C_recv^l and λ'_l/W_l are level l's
// hpam.level<l>_* costs times its clock ratio; Λ per byte is link.cycles_per_word / 4; Λ per hop
// is the head's time through one switch and link, switch.pipeline_cycles +
// link.latency_cycles. Each equation is given twice: with the errata's corrections and the
// halving distances of the binary trees (hpam_model.h), and with the paper's printed hop terms.
// Pure C++.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "collectives/hpam/hpam_costs.h"
#include "collectives/hpam/hpam_model.h"
#include "collectives/hpam/hpam_plan.h"
#include "core/algorithm.h"
#include "net/params.h"
#include "net/topology/hpam.h"

namespace ccsim::sw::hpam {

// Which of the paper's algorithms a registered collective is.
// kMulticast: the hybrid with p2 x 1 sub-meshes whose inter-level step uses the switch's
// multicast when the machine has it (FigureSettings::multicast_switch). kCombining: the hybrid
// gather with r2 x 1 sub-meshes whose roots' pieces the level-1 routers merge when the machine
// has combining (FigureSettings::combining_switch).
// kPartialMulticast: the partial scatter with p2 x 1 sub-meshes whose row processors reach their
// roots by the multicast (eq. 14) when the machine has it. kOverlappedMulticast: the broadcast
// of eq. 8, along the source's row of level 1, from each of its processors to the roots of the
// p2 x 1 sub-meshes below it (by the multicast when the machine has it), then level 1's column
// trees beside level 2's. kBothLevels, kBothLevelsMulticast: the scatter to both levels of
// Figure 10, the same tree (p2 x q2 with q2 <= f2, or p2 x 1 and the multicast), every
// processor receiving S bytes.
enum class Method {
  kBruteForce,
  kHybrid,
  kOverlapped,
  kPartial,
  kMulticast,
  kCombining,
  kPartialMulticast,
  kOverlappedMulticast,
  kBothLevels,
  kBothLevelsMulticast
};

struct FigureSettings {
  Collective collective = Collective::kBroadcast;
  Method method = Method::kHybrid;
  int source = 0;  // node id of the source
  int p2 = 1;
  int q2 = 1;
  uint64_t bytes = 4;             // S
  bool multicast_switch = false;  // switch.hpam_multicast is on (the multicast methods use it)
  bool combining_switch = false;  // switch.hpam_combining is on (kCombining uses it)
};

// Eq. 3's parameters of a two-level machine, in cycles.
ModelCosts model_costs(const std::vector<LevelCosts>& levels, const net::MachineParams& machine);

// The figures of the equation that models this collective, or none where the paper has no
// equation for it (the hybrid with several processors on level 1).
std::vector<AnalyticFigure> paper_figures(const net::Hpam& t, const FigureSettings& s,
                                          const ModelCosts& costs);

}  // namespace ccsim::sw::hpam
