// Paper 000's gather against scatter through the router (Table 16), the element transfers in
// sequence counted against Table 2's formula, and the data motion rates per node (Table 18).
#include <vector>

#include "studies/paper000/common.h"

namespace ccsim::tb::paper000 {
namespace {

Comparison table16(StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table16");
  Comparison c;
  c.title =
      "000 Table 16: gather (all-to-one) and scatter (one-to-all) through the router, "
      "256 elements per node (ms)";
  c.key_names = {"words_per_node", "nodes"};
  c.quantity("gather_ms", "gather", "ms").from("gather", total_ms);
  c.quantity("scatter_ms", "scatter", "ms").from("scatter", total_ms);
  c.quantity("gather_scatter_ratio", "gather / scatter", "")
      .detail()
      .from_runs([](const RowRuns& r) { return total_ms(r["gather"]) / total_ms(r["scatter"]); });
  c.x_key = 1;
  c.x_label = "nodes along the axis";
  c.y_label = "time (ms)";
  c.fill_reference(t);
  for (const TablePoint& p : table_points(t, o)) {
    c.add_runs(p.keys, {{"gather", cube(runner, p.d, "a2a.personalized.gather", p.elements)},
                        {"scatter", cube(runner, p.d, "a2a.personalized.scatter", p.elements)}});
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "000.table16"});
  return c;
}

Comparison table02(StudyRunner& runner, const StudyOptions& o) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title =
      "000 Table 2: element transfers in sequence, M' = 256 (counted in the run against "
      "the formula)";
  c.key_names = {"algorithm", "d"};
  c.quantity("transfer_words_in_sequence", "transfers in sequence", "words")
      .from([](const RunReport& r) { return r.value("transfer_words_in_sequence"); })
      .reference_from([](const RunReport& r) { return r.value("table2_transfer_words"); });
  c.x_key = 1;
  c.x_label = "cube dimension d";
  c.y_label = "32-bit words in sequence";
  c.log_x = false;
  const std::vector<std::string> algorithms = {
      "a2a.broadcast.one_cycle", "a2a.broadcast.d_cycles", "a2a.broadcast.send_spread",
      "a2a.reduction.one_cycle", "a2a.reduction.d_cycles", "a2a.reduction.reduce_spread"};
  for (int d : {4, 8}) {
    if (d > o.max_dim) continue;
    for (const std::string& a : algorithms) {
      c.add_runs({a, std::to_string(d)}, {{"count", cube(runner, d, a, 256)}});
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"000.table02"});
  return c;
}

Comparison table18(StudyRunner& runner, const StudyOptions& o) {
  constexpr long kElements = 128;
  const StudyNotes notes = folder().notes();
  const PaperTable t = folder().table("table18");
  Comparison c;
  c.title = "000 Table 18: data motion rate per node, 128 elements per node (MB/s)";
  c.key_names = {"nodes"};
  // MB/s per node: the other 2^d - 1 segments of M' 64-bit elements a node receives, over `ms`.
  const auto rate = [](const RunReport& r, double ms) {
    const double bytes = double(r.nodes - 1) * kElements * 8;
    return bytes / (ms * 1e-3) / 1e6;
  };
  const auto total_rate = [rate](const RunReport& r) { return rate(r, total_ms(r)); };
  const auto exchange_rate = [rate](const RunReport& r) {
    return rate(r, part_ms(r, "exchange_cycles"));
  };
  c.quantity("no_index_one_cycle_mbytes_per_s", "one cycle, exchange only", "MB/s")
      .from("one_cycle", exchange_rate);
  c.quantity("no_index_dcycles_mbytes_per_s", "d cycles, exchange only", "MB/s")
      .from("compute", exchange_rate);
  c.quantity("index_one_cycle_mbytes_per_s", "one cycle, with reordering", "MB/s")
      .from("one_cycle", total_rate);
  c.quantity("index_dcycles_mbytes_per_s", "d cycles, index computation", "MB/s")
      .from("compute", total_rate);
  c.quantity("index_move_index_mbytes_per_s", "d cycles, index motion", "MB/s")
      .from("move", total_rate);
  c.x_label = "nodes along the axis";
  c.y_label = "MB/s per node";
  c.fill_reference(t);
  for (size_t row : simulated_rows(t, o)) {
    const int d = log2_of(*t.number(row, "nodes"));
    c.add_runs(
        {rounded_text(double(1L << d))},
        {{"one_cycle", cube(runner, d, "a2a.broadcast.one_cycle", kElements)},
         {"compute", cube(runner, d, "a2a.broadcast.d_cycles", kElements, with_index("compute"))},
         {"move", cube(runner, d, "a2a.broadcast.d_cycles", kElements, with_index("move"))}});
  }
  c.simulate(runner);
  c.notes = notes.get({"machine", "000.table18", "concurrency"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("000.table02", "element transfers in sequence against Table 2's formula",
                     table02);
CCSIM_REGISTER_STUDY("000.table16", "gather against scatter through the router", table16);
CCSIM_REGISTER_STUDY("000.table18", "data motion rates per node, M' = 128, 2 to 2048 nodes",
                     table18);

}  // namespace ccsim::tb::paper000
