// Paper 003: every algorithm delivers every unit exactly once, n = 1..10, full- and half-duplex
// links (`ccsim reproduce 003.delivery`; --max-dim bounds n).
//
// A run fails, and with it the study, unless every node's check passes; the table adds the
// totals: the result units counted at their arrival beside those the collective requires, and
// (CSV) every unit counted, transit included. What the runs are is in notes.md.
#include <string>

#include "studies/paper003/runs.h"

namespace ccsim::tb::paper003 {
namespace {

Config short_run(const StudyRunner& runner, const Algorithm& a, bool half_duplex, int n) {
  return runner.machine("hypercube-003.ini", {{"topology.dim", std::to_string(n)},
                                              {"algorithm.name", "cube003." + a.name},
                                              {"link.half_duplex", half_duplex ? "true" : "false"},
                                              {"node.msg_overhead_cycles", "8"},
                                              {"link.cycles_per_word", "1"},
                                              {"algorithm.elements_per_node", "2"},
                                              {"algorithm.block_order", "1"}});
}

Comparison delivery(StudyRunner& runner, const StudyOptions& options) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title = "003: result units counted at their arrival beside those each collective requires";
  c.key_names = {"algorithm", "links", "n"};
  c.quantity("result_units", "result units", "")
      .from([](const RunReport& r) { return r.value("result_units_counted"); })
      .reference_from([](const RunReport& r) { return r.value("result_units_required"); });
  c.quantity("all_units", "units counted, transit included", "")
      .detail()
      .from([](const RunReport& r) { return r.value("units_counted"); });
  c.x_key = 2;
  c.x_label = "n (2^n nodes)";
  c.y_label = "units";
  c.log_x = false;
  for (const Algorithm& a : algorithms()) {
    for (const bool half : {false, true}) {
      for (int n = 1; n <= max_n(options); ++n) {
        c.add_runs({a.name, half ? "half" : "full", std::to_string(n)},
                   {{"run", short_run(runner, a, half, n)}});
      }
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"003.delivery"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("003.delivery",
                     "every algorithm's units counted at their arrival, n = 1..10, full- and "
                     "half-duplex links",
                     delivery);

}  // namespace ccsim::tb::paper003
