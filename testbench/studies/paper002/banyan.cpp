// Paper 002 (all-to-all personalized exchange on a banyan): the Latin-square send order against
// random, shift and hotspot orders, beside the slides' lower bound (`ccsim reproduce
// 002.banyan`).
//
// The slides measure nothing; their claim is that ATAPE with a Latin square takes n rounds
// without conflict, O(n + log n), which is optimal. So the reference is a formula, the
// Omega(n + log n) bound evaluated for the simulated machine (configs/banyan-64.ini at n =
// 4..256: iWarp's links and switches, no start-up per message), and the conflicts are counted
// by the simulation: the cycles in which a head waited for an output another worm held.
// --max-dim limits log2 n.
#include <string>
#include <vector>

#include "studies/study.h"

namespace ccsim::tb::paper002 {
namespace {

Comparison banyan_aapc(StudyRunner& runner, const StudyOptions& options) {
  const StudyNotes notes = PaperFolder("paper002").notes();
  Comparison c;
  c.reference = "formula";
  c.title = "002: AAPC on the banyan, Latin square against other orders, Omega(n + log n)";
  c.key_names = {"n", "order"};
  // One run per row: the bound is the Latin square's only (the other orders are compared to it).
  c.quantity("cycles", "cycles", "cycles")
      .from([](const RunReport& r) { return double(r.cycles); })
      .reference_from_runs([](const RowRuns& r) -> std::optional<double> {
        if (r.key("order") != "latin") return std::nullopt;
        return r.only().value("lower_bound_cycles");
      });
  c.quantity("head_blocked_cycles", "blocked head cycles", "cycles").from([](const RunReport& r) {
    return r.value("head_blocked_cycles");
  });
  c.quantity("rounds", "rounds (messages per processor)", "").detail().from([](const RunReport& r) {
    return r.value("rounds");
  });
  c.x_key = 0;
  c.x_label = "n (processors)";
  c.y_label = "cycles";
  for (int m = 2; m <= 8 && m <= options.max_dim; ++m) {
    const std::string n = std::to_string(1 << m);
    for (const std::string order : {"latin", "random", "shift", "hotspot"}) {
      c.add_runs({n, order},
                 {{"run", runner.machine("banyan-64.ini",
                                         {{"topology.n", n}, {"algorithm.banyan_order", order}})}});
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"002.banyan"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("002.banyan",
                     "all-to-all personalized exchange on the banyan, n = 4..256: the Latin "
                     "square against random, shift and hotspot orders, beside Omega(n + log n)",
                     banyan_aapc);

}  // namespace ccsim::tb::paper002
