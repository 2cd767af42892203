// The paper's equations for a configuration (see hpam_figures.h).
#include "collectives/hpam/hpam_figures.h"

namespace ccsim::sw::hpam {

ModelCosts model_costs(const std::vector<LevelCosts>& levels, const net::MachineParams& machine) {
  ModelCosts c;
  for (size_t l = 0; l < 2 && l < levels.size(); ++l) {
    const LevelCosts& v = levels[l];
    c.send[l] = double(v.clock_ratio) * v.send_cycles;
    c.recv[l] = double(v.clock_ratio) * v.recv_cycles;
    c.copy[l] = double(v.clock_ratio) * v.copy_cycles_per_byte;
  }
  c.per_byte = machine.link.cycles_per_word / 4.0;
  c.per_hop = double(machine.router.pipeline_cycles + machine.link.latency_cycles);
  return c;
}

namespace {

// The equation's number and its value for one reading of the hop terms; number 0 when the paper
// has none for this collective.
struct Equation {
  int number = 0;
  double value = 0;
};

Equation evaluate(const net::Hpam& t, const FigureSettings& s, const Model& m) {
  const double bytes = double(s.bytes);
  const bool one_on_top = t.first_node(1) == 1;
  const int row = t.row_of(s.source);
  switch (s.method) {
    case Method::kBruteForce:
    case Method::kHybrid:
      if (!one_on_top) return {};
      if (s.collective == Collective::kBroadcast) return {5, m.hybrid_broadcast(s.p2, s.q2, bytes)};
      if (s.collective == Collective::kScatter) return {10, m.hybrid_scatter(s.p2, s.q2, bytes)};
      return {10, m.hybrid_gather(s.p2, s.q2, bytes)};
    case Method::kOverlapped:
      return {7, m.overlapped_broadcast(bytes, row)};
    case Method::kMulticast:
      if (!one_on_top) return {};
      if (s.collective == Collective::kBroadcast) {
        return s.multicast_switch ? Equation{6, m.multicast_broadcast(s.p2, bytes)}
                                  : Equation{5, m.hybrid_broadcast(s.p2, 1, bytes)};
      }
      return s.multicast_switch ? Equation{11, m.multicast_scatter(s.p2, bytes)}
                                : Equation{10, m.hybrid_scatter(s.p2, 1, bytes)};
    case Method::kCombining:  // the paper has no combining, so no equation with it
      if (!one_on_top || s.combining_switch) return {};
      return {10, m.hybrid_gather(s.p2, 1, bytes)};
    case Method::kBothLevels:  // Figure 10: the paper gives no equation
    case Method::kBothLevelsMulticast:
      return {};
    case Method::kOverlappedMulticast:  // without the multicast: no equation in the paper
      if (!s.multicast_switch) return {};
      return {8, m.multicast_overlapped_broadcast(s.p2, bytes, row)};
    case Method::kPartialMulticast:
      return s.multicast_switch ? Equation{14, m.multicast_partial_scatter(s.p2, bytes, row)}
                                : Equation{12, m.partial_scatter(s.p2, 1, bytes, row)};
    case Method::kPartial: {
      const int number = s.q2 <= t.fan(1) ? 12 : 13;
      if (s.collective == Collective::kScatter) {
        return {number, m.partial_scatter(s.p2, s.q2, bytes, row)};
      }
      return {number, m.partial_gather(s.p2, s.q2, bytes, row)};
    }
  }
  return {};
}

}  // namespace

std::vector<AnalyticFigure> paper_figures(const net::Hpam& t, const FigureSettings& s,
                                          const ModelCosts& costs) {
  const ModelShape shape{t.rows(0), t.cols(0), t.rows(1), t.cols(1)};
  const Equation corrected = evaluate(t, s, Model(shape, costs, HopTerms::kCorrected));
  const Equation printed = evaluate(t, s, Model(shape, costs, HopTerms::kAsPrinted));
  if (corrected.number == 0) return {};
  const std::string eq = "eq. " + std::to_string(corrected.number);
  const std::string dual = s.collective == Collective::kGather ? " (its gather dual, §5)" : "";
  const std::string from =
      ", Γ Ω from hpam.level<l>_* x clock ratio, Λ = link.cycles_per_word / 4 per byte and "
      "switch.pipeline_cycles + link.latency_cycles per hop";
  return {
      {"eq" + std::to_string(corrected.number) + "_cycles", corrected.value, "cycles",
       "001 " + eq + dual + " with the errata's corrections and the trees' halving distances" +
           from,
       "001 " + eq + dual + " (corrected)", true},
      {"eq" + std::to_string(corrected.number) + "_printed_cycles", printed.value, "cycles",
       "001 " + eq + dual + " with the paper's printed hop terms" + from,
       "001 " + eq + dual + " (printed hop terms)", false},
  };
}

}  // namespace ccsim::sw::hpam
