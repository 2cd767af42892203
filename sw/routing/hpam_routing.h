// Extended X-Y routing on the HPAM (001 §2.3, eq. 2): source routes between any two processors,
// within a level or across levels, through the inter-level link eq. 2 names.
//
// Within a level: X-Y, along the row to the destination's column, then along that column.
// Down, from (i, j) of level l to (m, n) of level k > l: along row i to the column above n
// (eq. 1's floor(n / f) applied level by level), down that column to the bottom row, through the
// down link that leads to the column above n in the next level, down that column, and so on; in
// level k the worm arrives at (0, n) and goes down to row m. Up, from (m, n) of level k to (i, j)
// of level l < k: along row m to chi, the column of level k under column j nearest to n (eq. 2:
// j F if n < j F, (j + 1) F - 1 if n > (j + 1) F - 1, else n, with F = c_k / c_l), up that column
// to row 0, through the up link, up each level in between, and in level l up column j to row i.
// (Eq. 2 prints the arrival in level l as (r_{l-1}, j); it is the bottom row, r_l - 1, of the
// upper level, the processor the up link joins.) Every route ends with the ejection segment and
// keeps each segment within the route word's limits (runs longer than net::kMaxHops are split).
//
// Deadlock freedom on one VC. Picture the levels stacked into one virtual mesh, global row =
// the rows of the levels above plus the row within the level (level l's column b standing over
// the columns it spans below): every route is a run of X links inside one level (all in one
// direction) followed by a run of Y links that all go the same way in global rows (a down link
// goes from the bottom row of a level to the top row of the next: one global row down; an up
// link one global row up). Number the channels: X+ links by (0, level, column), X- by (1, level,
// -column), Y-down links by (2, global row), Y-up links by (3, -global row). Along every route
// these numbers strictly increase (X before Y, and within each run the coordinate moves one
// way), so a worm holding a channel only ever waits for a higher one: the channel dependency
// graph is acyclic and wormhole routing cannot deadlock (Dally and Seitz). hpam_routing_test
// checks it by building that graph from every pair's route.
#pragma once

#include "net/flit.h"
#include "net/topology/hpam.h"

namespace ccsim::sw {

// The extended X-Y route from `src` to `dst` on VC `vc` (links and ejection). src == dst gives
// the ejection segment alone. Throws std::invalid_argument on a bad node or VC.
net::SourceRoute extended_xy_route(const net::Hpam& t, int src, int dst, int vc);

// For the routing policy: `t` as an HPAM, or nullptr when it is another topology.
const net::Hpam* as_hpam(const net::Topology& t);

}  // namespace ccsim::sw
