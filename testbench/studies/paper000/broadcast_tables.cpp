// Paper 000's all-to-all broadcast: column major (Tables 11 and 12), row major with a
// transpose first (Tables 4 and 5), and the speedups over send-and-spread (Table 6).
#include "studies/paper000/common.h"

namespace ccsim::tb::paper000 {
namespace {

constexpr int kMachineDim = 8;  // the 256-node CM-200 of Tables 4 and 5

// The three broadcasts of one point.
Runs broadcast_runs(const StudyRunner& runner, int d, long elements) {
  return {{"send_spread", cube(runner, d, "a2a.broadcast.send_spread", elements)},
          {"d_cycles", cube(runner, d, "a2a.broadcast.d_cycles", elements, with_index("compute"))},
          {"one_cycle", cube(runner, d, "a2a.broadcast.one_cycle", elements)}};
}

// A cycle method's total; in row major it adds the transpose (and is empty without it).
RowValue cycle_total(const std::string& run, bool row_major) {
  if (!row_major) return [run](const RowRuns& r) { return total_ms(r[run]); };
  return [run](const RowRuns& r) { return total_ms(r[run]) + total_ms(r["transpose"]); };
}

// The columns of Tables 4, 5, 11 and 12. `split_addr`: index computation and reordering in
// columns of their own (Tables 4 and 11).
void declare_quantities(Comparison& c, bool split_addr, bool row_major) {
  c.quantity("send_ms", "send (gather)", "ms")
      .detail()
      .from("send_spread", part("first_step_cycles"));
  c.quantity("spread_ms", "spread", "ms").detail().from("send_spread", [](const RunReport& r) {
    return total_ms(r) - part_ms(r, "first_step_cycles");
  });
  c.quantity("send_spread_total_ms", "send and spread", "ms").from("send_spread", total_ms);
  if (row_major) c.quantity("transpose_ms", "transpose", "ms").from("transpose", total_ms);
  if (split_addr) {
    c.quantity("dcycles_addr_ms", "d cycles, index computation", "ms")
        .detail()
        .from("d_cycles", part("index_cycles"));
    c.quantity("dcycles_indir_ms", "d cycles, reordering", "ms")
        .detail()
        .from("d_cycles", part("reordering_cycles"));
  } else {
    c.quantity("dcycles_addr_indir_ms", "d cycles, index computation and reordering", "ms")
        .detail()
        .from("d_cycles", [](const RunReport& r) {
          return part_ms(r, "index_cycles") + part_ms(r, "reordering_cycles");
        });
  }
  c.quantity("dcycles_aabc_ms", "d cycles, exchange", "ms")
      .detail()
      .from("d_cycles", part("exchange_cycles"));
  c.quantity("dcycles_total_ms", "d cycles", "ms").from_runs(cycle_total("d_cycles", row_major));
  c.quantity("one_cycle_indir_ms", "one cycle, reordering", "ms")
      .detail()
      .from("one_cycle", part("reordering_cycles"));
  c.quantity("one_cycle_aabc_ms", "one cycle, exchange", "ms")
      .detail()
      .from("one_cycle", part("exchange_cycles"));
  c.quantity("one_cycle_total_ms", "one cycle", "ms")
      .from_runs(cycle_total("one_cycle", row_major));
}

// Row major (Tables 4 and 5): the vector is first transposed from row-major to column-major
// order over the whole 256-node machine (a2a.personalized.transpose, R x N array), then
// broadcast as in column major; the cycle methods' totals add the two, and are not simulated
// below the whole machine. The model's send-and-spread stays the column-major one (see the
// notes).
void add_transposes(Comparison& c, StudyRunner& runner, const StudyOptions& o) {
  if (o.max_dim < kMachineDim) return;
  std::vector<std::vector<std::string>> keys;
  for (const ComparisonRow& r : c.rows) keys.push_back(r.keys);
  for (const std::vector<std::string>& k : keys) {
    c.add_runs(k, {{"transpose", cube(runner, kMachineDim, "a2a.personalized.transpose",
                                      std::stol(k[0]), {{"algorithm.array_columns", k[1]}})}});
  }
}

Comparison broadcast_table(const std::string& number, const std::string& title, StudyRunner& runner,
                           const StudyOptions& o, size_t x_key, bool row_major) {
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table" + number);
  Comparison c;
  c.title = title;
  c.key_names = {"words_per_node", "nodes"};
  declare_quantities(c, t.has_column("dcycles_addr_ms"), row_major);
  c.x_key = x_key;
  c.x_label = x_key == 0 ? "64-bit elements per node (M')" : "nodes along the axis";
  c.y_label = "time (ms)";
  c.fill_reference(t);
  for (const TablePoint& p : table_points(t, o)) {
    c.add_runs(p.keys, broadcast_runs(runner, p.d, p.elements));
  }
  if (row_major) add_transposes(c, runner, o);
  c.simulate(runner);
  c.notes = notes.get({"machine", "concurrency", "one cycle", "broadcast"});
  if (row_major) {
    for (const std::string& note : notes.get({"row major"})) c.notes.push_back(note);
  }
  return c;
}

Comparison table11(StudyRunner& runner, const StudyOptions& o) {
  return broadcast_table("11",
                         "000 Table 11: all-to-all broadcast, column major, 16 nodes, elements "
                         "per node varied (ms)",
                         runner, o, 0, false);
}

Comparison table12(StudyRunner& runner, const StudyOptions& o) {
  return broadcast_table("12",
                         "000 Table 12: all-to-all broadcast, column major, 256 elements per "
                         "node, nodes varied (ms)",
                         runner, o, 1, false);
}

Comparison table04(StudyRunner& runner, const StudyOptions& o) {
  return broadcast_table("04",
                         "000 Table 4: all-to-all broadcast, row major, 16 nodes, elements per "
                         "node varied (ms)",
                         runner, o, 0, true);
}

Comparison table05(StudyRunner& runner, const StudyOptions& o) {
  return broadcast_table("05",
                         "000 Table 5: all-to-all broadcast, row major, 256 elements per node, "
                         "nodes varied (ms)",
                         runner, o, 1, true);
}

// Table 6: the speedups of Table 5 (row major); the model runs column major (Table 12's runs).
Comparison table06(StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.title = "000 Table 6: speedup over send-and-spread, 256 elements per node";
  c.key_names = {"nodes"};
  c.quantity("speedup_dcycles", "d cycles", "").from_runs(speedup("send_spread", "d_cycles"));
  c.quantity("speedup_one_cycle", "one cycle", "").from_runs(speedup("send_spread", "one_cycle"));
  c.x_label = "nodes along the axis";
  c.y_label = "speedup over send-and-spread";
  c.log_y = false;
  c.fill_reference(folder().table("table06"));
  for (const TablePoint& p : table_points(folder().table("table12"), o)) {
    c.add_runs({p.keys[1]}, broadcast_runs(runner, p.d, p.elements));
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "000.table06"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("000.table04",
                     "broadcast, row major (a transpose first), 16 nodes, M' "
                     "varied",
                     table04);
CCSIM_REGISTER_STUDY("000.table05",
                     "broadcast, row major (a transpose first), M' = 256, nodes "
                     "varied",
                     table05);
CCSIM_REGISTER_STUDY("000.table06", "speedups of the cycle broadcasts over send-and-spread",
                     table06);
CCSIM_REGISTER_STUDY("000.table11", "broadcast, column major, 16 nodes, M' varied", table11);
CCSIM_REGISTER_STUDY("000.table12", "broadcast, column major, M' = 256, nodes varied", table12);

}  // namespace ccsim::tb::paper000
