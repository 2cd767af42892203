// Paper 000's index computation against index motion in the d-cycles broadcast: Tables 7 and 8,
// and the smallest M' at which d cycles beat one cycle (Table 9, searched).
#include "studies/paper000/common.h"
#include "studies/paper000/crossover_search.h"

namespace ccsim::tb::paper000 {
namespace {

// Indices computed, moved, and the one-cycle broadcast, of one point.
Runs index_runs(const StudyRunner& runner, int d, long elements) {
  return {{"compute", cube(runner, d, "a2a.broadcast.d_cycles", elements, with_index("compute"))},
          {"move", cube(runner, d, "a2a.broadcast.d_cycles", elements, with_index("move"))},
          {"one_cycle", cube(runner, d, "a2a.broadcast.one_cycle", elements)}};
}

// Tables 7 and 8; `pre` is the prefix of the d-cycles columns ("dcycles_" in Table 8).
Comparison index_table(const std::string& number, const std::string& title, const std::string& pre,
                       StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table" + number);
  Comparison c;
  c.title = title;
  c.key_names = {"words_per_node", "nodes"};
  c.quantity(pre + "aabc_ms", "d cycles, exchange", "ms")
      .detail()
      .from("compute", part("exchange_cycles"));
  c.quantity(pre + "comp_index_total_ms", "d cycles, index computation", "ms")
      .from("compute", total_ms);
  c.quantity(pre + "move_index_move_ms", "index motion, its extra exchange", "ms")
      .detail()
      .from_runs([](const RowRuns& r) {
        return part_ms(r["move"], "exchange_cycles") - part_ms(r["compute"], "exchange_cycles");
      });
  c.quantity(pre + "move_index_total_ms", "d cycles, index motion", "ms").from("move", total_ms);
  if (t.has_column("one_cycle_total_ms")) {
    c.quantity("one_cycle_total_ms", "one cycle", "ms").from("one_cycle", total_ms);
  }
  c.x_key = 1;
  c.x_label = "nodes along the axis";
  c.y_label = "time (ms)";
  c.fill_reference(t);
  for (const TablePoint& p : table_points(t, o)) {
    c.add_runs(p.keys, index_runs(runner, p.d, p.elements));
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "concurrency", "index"});
  return c;
}

Comparison table07(StudyRunner& runner, const StudyOptions& o) {
  return index_table("07",
                     "000 Table 7: d-cycles broadcast, index computation against index motion, "
                     "128 elements per node (ms)",
                     "", runner, o);
}

Comparison table08(StudyRunner& runner, const StudyOptions& o) {
  return index_table("08",
                     "000 Table 8: d cycles with index computation or motion against one cycle, "
                     "256 elements per node (ms)",
                     "dcycles_", runner, o);
}

Comparison table09(StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table09");
  Comparison c;
  c.title = "000 Table 9: smallest M' for which d cycles beat one cycle";
  c.key_names = {"nodes"};
  c.quantity("compute_min_elements", "index computation (d-H,c)", "elements");
  c.quantity("move_min_elements", "index motion (d-H,m)", "elements");
  c.x_label = "nodes along the axis";
  c.y_label = "64-bit elements per node";
  // The paper's table is in long form: one row per (nodes, method).
  for (size_t row = 0; row < t.size(); ++row) {
    const std::string q =
        t.text(row, "method") == "d-H_c" ? "compute_min_elements" : "move_min_elements";
    c.set_reference({t.text(row, "nodes")}, q, t.number(row, "min_elements_per_node"));
  }
  for (const Crossover& x : search_crossovers(runner, o.max_dim)) {
    if (x.min_elements == 0) continue;  // one cycle wins throughout: left empty
    c.set_model({rounded_text(double(1L << x.d))}, x.index + "_min_elements",
                double(x.min_elements));
  }
  c.notes = notes.get({"machine", "000.table09"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("000.table07",
                     "d-cycles broadcast, index computation against motion, "
                     "128 elements per node, 2 to 2048 nodes",
                     table07);
CCSIM_REGISTER_STUDY("000.table08",
                     "index computation and motion against one cycle, 256 "
                     "elements per node",
                     table08);
CCSIM_REGISTER_STUDY("000.table09", "smallest M' at which d cycles beat one cycle (searched)",
                     table09);

}  // namespace ccsim::tb::paper000
