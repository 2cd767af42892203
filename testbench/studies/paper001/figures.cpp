// Paper 001, Figures 5-7 and the gather (`ccsim reproduce 001.fig5_q2 ...`): on one processor
// above a 4x4 mesh, the time of each collective against S, one line per initial sub-mesh p2 x q2,
// at Q = 2, 8 and 32. Per point: the machine's cycles and the lockstep (contention-free) run's,
// each beside the corrected equation; the CSV file adds the head-blocked cycles of the machine's
// run (where messages met: t_cont).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "studies/paper001/runs.h"

namespace ccsim::tb::paper001 {
namespace {

struct Figure001 {
  std::string study;  // "001.fig5"
  std::string title;  // "Figure 5: hybrid broadcast"
  Method method;
};

Comparison figure(StudyRunner& runner, const Figure001& f, int q) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title = "001 " + f.title + " on a 4x4 level 2, Q = " + std::to_string(q) +
            ": cycles against S per initial sub-mesh";
  c.key_names = {"S", "sub-mesh"};
  c.quantity("cycles", "machine", "cycles").from("asap", cycles).reference_from("asap", equation);
  c.quantity("lockstep_cycles", "lockstep (contention-free)", "cycles")
      .unplotted()  // on its equation's line
      .from("lockstep", cycles)
      .reference_from("lockstep", equation);
  c.quantity("head_blocked_cycles", "heads blocked (machine)", "cycles")
      .detail()
      .from("asap", [](const RunReport& r) { return r.value("head_blocked_cycles"); });
  c.x_key = 0;
  c.x_label = "S (bytes per destination)";
  c.y_label = "cycles (200 MHz)";
  const Level2 level2;
  for (const int bytes : sizes()) {
    for (const SubMesh& s : sub_meshes(f.method, level2)) {
      c.add_runs(
          {std::to_string(bytes), s.name()},
          {{"asap", run_config(runner, f.method, level2, s, q, bytes, Schedule::kAsap)},
           {"lockstep", run_config(runner, f.method, level2, s, q, bytes, Schedule::kLockstep)}});
    }
  }
  c.simulate(runner);
  // The lockstep runs' distance from the equation, and where the machine's runs met contention.
  double low = 1e300, high = 0, blocked = 0;
  int contended = 0, rows = 0;
  for (const ComparisonRow& row : c.rows) {
    const auto model = row.model("lockstep_cycles");
    const auto eq = row.reference("lockstep_cycles");
    if (model && eq && *eq > 0) {
      low = std::min(low, *model / *eq);
      high = std::max(high, *model / *eq);
    }
    const auto b = row.model("head_blocked_cycles");
    ++rows;
    if (b && *b > 0) {
      ++contended;
      blocked = std::max(blocked, *b);
    }
  }
  c.notes = notes.get({"001.figures", f.study},
                      {{"low", fixed(low, 4)},
                       {"high", fixed(high, 4)},
                       {"contended", std::to_string(contended) + " of " + std::to_string(rows)},
                       {"blocked", fixed(blocked, 0)}});
  return c;
}

const Figure001 kFig5 = {
    "001.fig5", "Figure 5: hybrid broadcast (eq. 5)", {"broadcast", "hybrid", "hybrid broadcast"}};
const Figure001 kFig6 = {
    "001.fig6", "Figure 6: hybrid scatter (eq. 10)", {"scatter", "hybrid", "hybrid scatter"}};
const Figure001 kFig7 = {"001.fig7",
                         "Figure 7: multicast scatter (eq. 11)",
                         {"scatter", "multicast", "multicast scatter"}};
const Figure001 kGather = {"001.gather",
                           "the hybrid gather (eq. 10 with Γ21, Ω21, §5)",
                           {"gather", "hybrid", "hybrid gather"}};

Comparison fig5_q2(StudyRunner& r, const StudyOptions&) { return figure(r, kFig5, 2); }
Comparison fig5_q8(StudyRunner& r, const StudyOptions&) { return figure(r, kFig5, 8); }
Comparison fig5_q32(StudyRunner& r, const StudyOptions&) { return figure(r, kFig5, 32); }
Comparison fig6_q2(StudyRunner& r, const StudyOptions&) { return figure(r, kFig6, 2); }
Comparison fig6_q8(StudyRunner& r, const StudyOptions&) { return figure(r, kFig6, 8); }
Comparison fig6_q32(StudyRunner& r, const StudyOptions&) { return figure(r, kFig6, 32); }
Comparison fig7_q2(StudyRunner& r, const StudyOptions&) { return figure(r, kFig7, 2); }
Comparison fig7_q8(StudyRunner& r, const StudyOptions&) { return figure(r, kFig7, 8); }
Comparison fig7_q32(StudyRunner& r, const StudyOptions&) { return figure(r, kFig7, 32); }
Comparison gather_q2(StudyRunner& r, const StudyOptions&) { return figure(r, kGather, 2); }
Comparison gather_q8(StudyRunner& r, const StudyOptions&) { return figure(r, kGather, 8); }
Comparison gather_q32(StudyRunner& r, const StudyOptions&) { return figure(r, kGather, 32); }

}  // namespace

CCSIM_REGISTER_STUDY("001.fig5_q2", "Figure 5: hybrid broadcast on 4x4 per sub-mesh, Q = 2",
                     fig5_q2);
CCSIM_REGISTER_STUDY("001.fig5_q8", "the same at Q = 8", fig5_q8);
CCSIM_REGISTER_STUDY("001.fig5_q32", "the same at Q = 32", fig5_q32);
CCSIM_REGISTER_STUDY("001.fig6_q2", "Figure 6: hybrid scatter on 4x4 per sub-mesh, Q = 2", fig6_q2);
CCSIM_REGISTER_STUDY("001.fig6_q8", "the same at Q = 8", fig6_q8);
CCSIM_REGISTER_STUDY("001.fig6_q32", "the same at Q = 32", fig6_q32);
CCSIM_REGISTER_STUDY("001.fig7_q2", "Figure 7: multicast scatter on 4x4 per p2 x 1, Q = 2",
                     fig7_q2);
CCSIM_REGISTER_STUDY("001.fig7_q8", "the same at Q = 8", fig7_q8);
CCSIM_REGISTER_STUDY("001.fig7_q32", "the same at Q = 32", fig7_q32);
CCSIM_REGISTER_STUDY("001.gather_q2", "the hybrid gather on 4x4 per sub-mesh, Q = 2 (§5)",
                     gather_q2);
CCSIM_REGISTER_STUDY("001.gather_q8", "the same at Q = 8", gather_q8);
CCSIM_REGISTER_STUDY("001.gather_q32", "the same at Q = 32", gather_q32);

}  // namespace ccsim::tb::paper001
