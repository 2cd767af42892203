// Paper 001 (Ben Miled, Fortes, Eigenmann and Taylor, collectives on a two-level HPAM): what its
// studies share (`ccsim reproduce 001`). The explanatory notes are in notes.md.
//
// Every run is configs/hpam-4x4.ini (one processor above an r2 x c2 mesh, Table 1 at 200 MHz)
// with Q = hpam.level2_clock_ratio, S = algorithm.message_bytes, a sub-mesh p2 x q2 and one of
// two schedules: the machine's own (asap: each processor goes on as soon as it can, messages
// meet where they meet) and lockstep with a free barrier (the equations' timing, no two messages
// ever in the network together on one link: the contention-free run). Each run prints its
// equation (the errata's corrections), the reference of every comparison here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/config.h"
#include "studies/study.h"

namespace ccsim::tb::paper001 {

const PaperFolder& folder();

// What runs: a collective by a method ("broadcast", "hybrid"), with the addition for multicast.
struct Method {
  std::string collective;  // broadcast, scatter, gather
  std::string method;      // hybrid, multicast, combining
  std::string label;       // "hybrid broadcast (eq. 5)"
  bool multicast() const {
    return method == "multicast" || method == "partial_multicast" ||
           method == "overlapped_multicast" || method == "both_levels_multicast";
  }
  bool combining() const { return method == "combining"; }
};

// p2 x q2; 0 x 0 for the overlapped broadcast, whose sub-meshes are level 2's halves.
struct SubMesh {
  int rows = 1;  // p2
  int cols = 1;  // q2
  std::string name() const {
    return rows == 0 ? "halves" : std::to_string(rows) + "x" + std::to_string(cols);
  }
};

enum class Schedule { kAsap, kLockstep };

// Level 2's mesh, and level 1's above it (one processor unless said).
struct Level2 {
  int rows = 4;
  int cols = 4;
  int top_rows = 1;
  int top_cols = 1;
  // "4x4", or with several processors on level 1 "2x2/8x8".
  std::string name() const;
  static Level2 parse(const std::string& name);
};

const std::vector<int>& qs();     // 2, 8, 32: the paper's Q
const std::vector<int>& sizes();  // S of the 4x4 figures, bytes
// Every p2 x q2 the method runs on level 2 (the multicasts: p2 x 1; combining: r2 x 1 alone; the
// overlapped broadcast: its halves; the scatter to both levels: q2 <= f2).
std::vector<SubMesh> sub_meshes(const Method& m, const Level2& level2);

Config run_config(const StudyRunner& runner, const Method& m, const Level2& level2,
                  const SubMesh& s, int q, int bytes, Schedule schedule);

// A run's cycles, and the corrected equation it printed.
double cycles(const RunReport& r);
std::optional<double> equation(const RunReport& r);

// Key values that read well in tables and plot legends: "Q=8".
std::string key(const std::string& name, int value);
std::string fixed(double v, int decimals);

}  // namespace ccsim::tb::paper001
