// Paper 003: every algorithm delivers every unit exactly once, n = 1..10, full- and half-duplex
// links (`ccsim reproduce 003.delivery`; --max-dim bounds n).
//
// Short runs (beta = 8 cycles, a word a cycle, 2-element vectors and tokens, 1 x 1 blocks) on
// all-port nodes. A run fails, and with it the study, unless every node's check passes: its
// result words in place, and every unit of its result counted at its arrival exactly as often
// as it must come (once; TEA1 once per shortest path), no unit it held arriving, and no unit in
// transit arriving twice. The table adds the totals: the result units counted at their arrival
// beside those the collective requires, and (CSV) every unit counted, transit included.
#include <string>
#include <vector>

#include "studies/paper003_runs.h"
#include "study.h"

namespace ccsim::tb {
namespace {

Comparison delivery(StudyRunner& runner, const StudyOptions& options) {
  Comparison c;
  c.reference = "formula";
  c.title = "003: result units counted at their arrival beside those each collective requires";
  c.key_names = {"algorithm", "links", "n"};
  c.quantities = {{"result_units", "result units", ""},
                  {"all_units", "units counted, transit included", "", false}};
  c.x_key = 2;
  c.x_label = "n (2^n nodes)";
  c.y_label = "units";
  c.log_x = false;
  std::vector<Config> configs;
  for (const paper003::Algorithm& a : paper003::algorithms()) {
    for (const bool half : {false, true}) {
      for (int n = 1; n <= paper003::max_n(options); ++n) {
        c.row({a.name, half ? "half" : "full", std::to_string(n)});
        configs.push_back(
            runner.machine("hypercube-003.ini", {{"topology.dim", std::to_string(n)},
                                                 {"algorithm.name", "cube003." + a.name},
                                                 {"link.half_duplex", half ? "true" : "false"},
                                                 {"node.msg_overhead_cycles", "8"},
                                                 {"link.cycles_per_word", "1"},
                                                 {"algorithm.elements_per_node", "2"},
                                                 {"algorithm.block_order", "1"}}));
      }
    }
  }
  const std::vector<RunReport> reports = runner.run(configs);
  for (size_t i = 0; i < reports.size(); ++i) {
    c.rows[i].model[0] = reports[i].value("result_units_counted");
    c.rows[i].paper[0] = reports[i].value("result_units_required");
    c.rows[i].model[1] = reports[i].value("units_counted");
  }
  c.notes = {
      "Every run's data check passed at every node (a failed check stops the study): the "
      "counts per node are exact, these are their sums. 'formula' is what the collective "
      "requires: a broadcast's 2^n - 1 nodes each get node 0's vector (in its packets), a "
      "total exchange's 2^n nodes each get 2^n - 1 tokens (TEA1: each once per shortest "
      "path, n 2^(n-1) per node), a gather's node 0 gets 2^n - 1 tokens, a transpose's "
      "nodes each get 2^n - 1 blocks. Transit units (a path's relays, a gather's inner "
      "nodes, MTADEA's intermediate holders) are counted in the CSV file, each at most "
      "once per node."};
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("003.delivery",
                     "every algorithm's units counted at their arrival, n = 1..10, full- and "
                     "half-duplex links",
                     delivery);

}  // namespace ccsim::tb
