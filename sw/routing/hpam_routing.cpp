// Extended X-Y routes on the HPAM (see hpam_routing.h).
#include "routing/hpam_routing.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "routing/grid_routing.h"

namespace ccsim::sw {

namespace {

// Straight along a row from column `from` to `to`, then along a column from row `from_row` to
// `to_row`, inside one level.
void append_xy(net::SourceRoute& route, int from, int to, int from_row, int to_row, int vc) {
  append_run(route, to > from ? net::Hpam::kXPlus : net::Hpam::kXMinus, std::abs(to - from), vc);
  append_run(route, to_row > from_row ? net::Hpam::kYPlus : net::Hpam::kYMinus,
             std::abs(to_row - from_row), vc);
}

}  // namespace

const net::Hpam* as_hpam(const net::Topology& t) { return dynamic_cast<const net::Hpam*>(&t); }

net::SourceRoute extended_xy_route(const net::Hpam& t, int src, int dst, int vc) {
  for (int node : {src, dst}) {
    if (node < 0 || node >= t.node_count()) {
      throw std::invalid_argument("extended_xy_route: node " + std::to_string(node) +
                                  " outside [0, " + std::to_string(t.node_count()) + ")");
    }
  }
  if (vc < 0 || vc >= net::kMaxVcs) {
    throw std::invalid_argument("extended_xy_route: VC " + std::to_string(vc));
  }
  const int ls = t.level_of(src), rs = t.row_of(src), cs = t.col_of(src);
  const int ld = t.level_of(dst), rd = t.row_of(dst), cd = t.col_of(dst);
  net::SourceRoute route;
  if (ls == ld) {
    append_xy(route, cs, cd, rs, rd, vc);
  } else if (ls < ld) {
    // Across the source's level to the column above the destination, then down and down.
    append_xy(route, cs, t.column_above(cd, ld, ls), rs, t.rows(ls) - 1, vc);
    for (int k = ls + 1; k <= ld; ++k) {
      append_run(route, t.down_port_to(t.column_above(cd, ld, k), k), 1, vc);
      append_run(route, net::Hpam::kYPlus, k == ld ? rd : t.rows(k) - 1, vc);
    }
  } else {
    // Eq. 2's chi: the column under the destination's nearest to the source's.
    const int span = t.cols(ls) / t.cols(ld);
    const int chi = std::clamp(cs, cd * span, (cd + 1) * span - 1);
    append_xy(route, cs, chi, rs, 0, vc);
    for (int k = ls - 1; k >= ld; --k) {
      append_run(route, net::Hpam::kUp, 1, vc);
      append_run(route, net::Hpam::kYMinus, t.rows(k) - 1 - (k == ld ? rd : 0), vc);
    }
  }
  append_run(route, t.local_port(), 1, vc);
  return route;
}

}  // namespace ccsim::sw
