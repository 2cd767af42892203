// What the studies of paper 000 share (see common.h).
#include "studies/paper000/common.h"

#include <cmath>

namespace ccsim::tb::paper000 {

const PaperFolder& folder() {
  static const PaperFolder paper("paper000");
  return paper;
}

Config cube(const StudyRunner& runner, int d, const std::string& algorithm, long elements,
            const KeyValues& extra) {
  KeyValues o = {{"topology.dim", std::to_string(d)},
                 {"node.dma_engines", std::to_string(2 * d)},
                 {"algorithm.name", algorithm},
                 {"algorithm.elements_per_node", std::to_string(elements)}};
  o.insert(o.end(), extra.begin(), extra.end());
  return runner.machine("cm200-d8.ini", o);
}

KeyValues with_index(const std::string& mode) {
  // b4..b7 and b13 of 000 §6.1 in cycles at 10 MHz (2056.35, 41.08, 2.02, 22.24 and 1834.05
  // us): the fitted costs of computing the indices, and the fixed cost of moving them.
  return {
      {"algorithm.index_setup_cycles", "20564"},      {"algorithm.index_block_cycles", "411"},
      {"algorithm.index_element_cycles", "20"},       {"algorithm.index_remainder_cycles", "222"},
      {"algorithm.index_move_setup_cycles", "18341"}, {"algorithm.index", mode}};
}

int log2_of(double nodes) { return int(std::lround(std::log2(nodes))); }

std::string rounded_text(double v) { return std::to_string(std::lround(v)); }

double total_ms(const RunReport& r) { return milliseconds(double(r.cycles), r.clock_mhz); }

double part_ms(const RunReport& r, const std::string& figure) {
  return milliseconds(r.value(figure), r.clock_mhz);
}

RunValue part(const std::string& figure) {
  return [figure](const RunReport& r) { return part_ms(r, figure); };
}

RowValue speedup(const std::string& base, const std::string& method) {
  return [base, method](const RowRuns& r) { return total_ms(r[base]) / total_ms(r[method]); };
}

std::vector<size_t> simulated_rows(const PaperTable& t, const StudyOptions& o) {
  std::vector<size_t> rows;
  for (size_t row = 0; row < t.size(); ++row) {
    const int d = log2_of(*t.number(row, "nodes"));
    if (d >= 1 && d <= o.max_dim) rows.push_back(row);
  }
  return rows;
}

std::vector<TablePoint> table_points(const PaperTable& t, const StudyOptions& o) {
  std::vector<TablePoint> out;
  for (size_t row : simulated_rows(t, o)) {
    out.push_back({{t.text(row, "words_per_node"), t.text(row, "nodes")},
                   log2_of(*t.number(row, "nodes")),
                   std::lround(*t.number(row, "words_per_node"))});
  }
  return out;
}

}  // namespace ccsim::tb::paper000
