// Paper 000's all-to-all reduction, row major: Tables 13 and 14, and the speedups over
// reduce-and-spread (Table 15).
#include "studies/paper000/common.h"

namespace ccsim::tb::paper000 {
namespace {

// The three reductions of one point.
Runs reduction_runs(const StudyRunner& runner, int d, long elements) {
  return {{"reduce_spread", cube(runner, d, "a2a.reduction.reduce_spread", elements)},
          {"d_cycles", cube(runner, d, "a2a.reduction.d_cycles", elements)},
          {"one_cycle", cube(runner, d, "a2a.reduction.one_cycle", elements)}};
}

Comparison reduction_table(const std::string& number, const std::string& title, StudyRunner& runner,
                           const StudyOptions& o, size_t x_key) {
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table" + number);
  Comparison c;
  c.title = title;
  c.key_names = {"words_per_node", "nodes"};
  c.quantity("reduce_spread_ms", "reduce-and-spread, butterfly", "ms")
      .detail()
      .from("reduce_spread", part("exchange_cycles"));
  c.quantity("reduce_spread_total_ms", "reduce-and-spread", "ms").from("reduce_spread", total_ms);
  c.quantity("dcycles_comm_ms", "d cycles, exchange and adds", "ms")
      .detail()
      .from("d_cycles", part("exchange_cycles"));
  c.quantity("dcycles_total_ms", "d cycles", "ms").from("d_cycles", total_ms);
  c.quantity("one_cycle_comm_ms", "one cycle, exchange and adds", "ms")
      .detail()
      .from("one_cycle", part("exchange_cycles"));
  c.quantity("one_cycle_total_ms", "one cycle", "ms").from("one_cycle", total_ms);
  c.x_key = x_key;
  c.x_label = x_key == 0 ? "64-bit elements per node (M')" : "nodes along the axis";
  c.y_label = "time (ms)";
  c.fill_reference(t);
  for (const TablePoint& p : table_points(t, o)) {
    c.add_runs(p.keys, reduction_runs(runner, p.d, p.elements));
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "concurrency", "one cycle", "reduction"});
  return c;
}

Comparison table13(StudyRunner& runner, const StudyOptions& o) {
  return reduction_table("13",
                         "000 Table 13: all-to-all reduction, 16 nodes, elements per node "
                         "varied (ms)",
                         runner, o, 0);
}

Comparison table14(StudyRunner& runner, const StudyOptions& o) {
  return reduction_table("14",
                         "000 Table 14: all-to-all reduction, 256 elements per node, nodes "
                         "varied (ms)",
                         runner, o, 1);
}

// Table 15: the speedups, from Table 14's runs.
Comparison table15(StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.title = "000 Table 15: reduction speedup over reduce-and-spread, 256 elements per node";
  c.key_names = {"words_per_node", "nodes"};
  c.quantity("speedup_dcycles", "d cycles", "").from_runs(speedup("reduce_spread", "d_cycles"));
  c.quantity("speedup_one_cycle", "one cycle", "").from_runs(speedup("reduce_spread", "one_cycle"));
  c.x_key = 1;
  c.x_label = "nodes along the axis";
  c.y_label = "speedup over reduce-and-spread";
  c.log_y = false;
  c.fill_reference(folder().table("table15"));
  for (const TablePoint& p : table_points(folder().table("table14"), o)) {
    c.add_runs(p.keys, reduction_runs(runner, p.d, p.elements));
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "000.table15"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("000.table13", "reduction, 16 nodes, M' varied", table13);
CCSIM_REGISTER_STUDY("000.table14", "reduction, M' = 256, nodes varied", table14);
CCSIM_REGISTER_STUDY("000.table15", "reduction speedups over reduce-and-spread", table15);

}  // namespace ccsim::tb::paper000
