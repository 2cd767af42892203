// Paper 000 (Mathur and Johnsson, all-to-all communication on the CM-200): what its studies
// share (`ccsim reproduce 000`).
//
// The machine is the one the CM-200 configurations describe: two constants from the paper's
// own fit (57 cycles per word per channel from a2, 243 cycles of software per step from a1),
// b4..b7 (index computation) where a table needs them, nothing tuned. A row with N nodes "along
// the axis" is simulated as a d-cube of N = 2^d nodes: on the 256-node machine the paper runs
// 256 / N such all-to-all operations at once, on disjoint subcubes, so one subcube shows the
// time of all. "Words per node" are read as M', 64-bit elements per node (S = 2): the paper's
// own single-cycle formula fits its one-cycle columns with that reading (README.md).
// Model times are simulated cycles at 10 MHz; the parts are when the last node ended each part
// of its program (CubeCollective's figures).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "studies/study.h"

namespace ccsim::tb::paper000 {

using Runs = std::vector<std::pair<std::string, Config>>;

const PaperFolder& folder();

// A cube collective on the CM-200 of dimension d (one DMA engine per channel).
Config cube(const StudyRunner& runner, int d, const std::string& algorithm, long elements,
            const KeyValues& extra = {});
// The keys of index computation (b4..b7, b13 of the paper's fit) and algorithm.index = mode.
KeyValues with_index(const std::string& mode);

int log2_of(double nodes);
// `v` rounded to an integer, as text: a key column.
std::string rounded_text(double v);

double total_ms(const RunReport& r);
double part_ms(const RunReport& r, const std::string& figure);
// The milliseconds of one part of a run's program (a figure in cycles), as a quantity reads it.
RunValue part(const std::string& figure);

// The speedup of run `method` over run `base`: the ratio of their totals.
RowValue speedup(const std::string& base, const std::string& method);

// A simulated row of a table keyed by (words_per_node, nodes): its keys, and (d, M').
struct TablePoint {
  std::vector<std::string> keys;
  int d;
  long elements;  // per node
};
// The rows of `t` the model can run: N = 2^d with 1 <= d <= max_dim.
std::vector<size_t> simulated_rows(const PaperTable& t, const StudyOptions& o);
std::vector<TablePoint> table_points(const PaperTable& t, const StudyOptions& o);

}  // namespace ccsim::tb::paper000
