// Topology hpam: a Hierarchy of Processor-And-Memory (001 §2.2), levels of 2D meshes stacked
// top to bottom, each level's bottom row joined to the next level's top row by eq. 1.
//
// Levels are numbered from 0 here (level 0 is the paper's level 1, the top one, with the fewest
// and fastest processors); configuration keys and node names count from 1 as the paper does.
// Level l is an r_l x c_l mesh (rows x columns, row 0 on top); c_l is a power of two and
// c_{l-1} <= c_l. Eq. 1: processor (0, a) of level l is joined to processor (r_{l-1} - 1, b) of
// level l - 1 with b = floor(a / f_l), f_l = c_l / c_{l-1}: every bottom-row processor of a level
// has f_l links down, one to each of the f_l processors below its column ("column b spans
// columns b f_l .. (b + 1) f_l - 1 of the level below"), and every top-row processor of a level
// below the first has one link up.
//
// Node id: level by level from the top, row-major within a level (id = first_node(l) + row c_l +
// column). Names "l2_r1_c3" (level 2 in the paper's numbering, row 1, column 3). Ports, the same
// on every switch: 0 xp (+column), 1 xm, 2 yp (+row, downward), 3 ym, 4 up, 5 .. 5 + F - 1 dn0 ..
// dn<F-1> (F the largest fan-out f_l), then local. Down link k of processor (r - 1, b) of level
// l - 1 leads to (0, b f_l + k) of level l, arriving at its up port. Ports a switch does not wire
// (a mesh edge, the up port of level 0, the down ports of rows above the bottom, down ports
// beyond a level's own f) are unconnected. links() lists each level's mesh channels from their +
// end (x before y, in node order), then the inter-level channels from the upper end.
//
// Routing is the extended X-Y of eq. 2 (sw/routing/hpam_routing.h, policy extended_xy), which is
// not always a shortest path (two processors of a wide level may be closer through the level
// above); diameter() is the graph's, over shortest paths, as the Topology contract says. HPAM
// has no single grid of coordinates: dimensions() is 0, so the coordinate-based routing and
// traffic patterns do not apply; the topology's own routing does.
#pragma once

#include <string>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::net {

struct HpamLevel {
  int rows = 1;
  int cols = 1;
};

class Hpam final : public Topology {
 public:
  static constexpr int kXPlus = 0;
  static constexpr int kXMinus = 1;
  static constexpr int kYPlus = 2;  // toward higher rows: down within a level
  static constexpr int kYMinus = 3;
  static constexpr int kUp = 4;
  static constexpr int kDown0 = 5;
  static constexpr int kMaxLevels = 4;

  // Two or more levels, each rows >= 1 and cols a power of two at least the level above's.
  // Throws std::invalid_argument otherwise (the factory refuses bad keys by name first).
  explicit Hpam(std::vector<HpamLevel> levels);

  std::string kind() const override { return "hpam"; }
  std::string description() const override;  // "hpam 1x1/4x4"
  int node_count() const override { return first_node_.back(); }
  int network_ports() const override { return kDown0 + max_fan_; }
  int neighbor(int node, int port) const override;
  int peer_port(int node, int port) const override;
  std::vector<LinkSpec> links() const override;
  int diameter() const override { return diameter_; }
  std::string routing() const override { return "extended_xy"; }
  // The bottom level's columns, the key that sets most of the nodes.
  std::string size_key() const override { return cols_key(levels() - 1); }
  std::string node_name(int node) const override;
  std::string port_name(int port) const override;
  int dimensions() const override { return 0; }
  int extent(int) const override { return 1; }
  bool wraps(int) const override { return false; }
  int port_toward(int, int) const override { return -1; }

  int levels() const { return int(levels_.size()); }
  int rows(int level) const { return levels_[size_t(level)].rows; }
  int cols(int level) const { return levels_[size_t(level)].cols; }
  int first_node(int level) const { return first_node_[size_t(level)]; }
  int level_of(int node) const;
  int row_of(int node) const { return (node - first_node(level_of(node))) / cols(level_of(node)); }
  int col_of(int node) const { return (node - first_node(level_of(node))) % cols(level_of(node)); }
  int node_at(int level, int row, int col) const {
    return first_node(level) + row * cols(level) + col;
  }
  // f_l = c_l / c_{l-1} (eq. 1), for level >= 1: the links down from each bottom-row processor
  // of level - 1.
  int fan(int level) const { return cols(level) / cols(level - 1); }
  // The column of level `upper` above column `col` of level `lower` (upper <= lower): eq. 1's
  // b = floor(a / f) applied level by level.
  int column_above(int col, int lower, int upper) const {
    return col / (cols(lower) / cols(upper));
  }
  // The down port of the link that leads to column `col` of level `lower` from the level above.
  int down_port_to(int col, int lower) const { return kDown0 + col % fan(lower); }

  // Configuration keys of level `level` (counted from 0): "topology.level1_rows", ...
  static std::string rows_key(int level);
  static std::string cols_key(int level);

 private:
  int compute_diameter() const;

  std::vector<HpamLevel> levels_;
  std::vector<int> first_node_;  // per level, and the node count last
  int max_fan_ = 1;
  int diameter_ = 0;
};

}  // namespace ccsim::net
