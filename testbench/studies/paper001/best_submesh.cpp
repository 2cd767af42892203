// Paper 001: the best initial sub-mesh against S (`ccsim reproduce 001.best_*`): per collective
// and Q on one processor above a 4x4 mesh, the p2 x q2 of the fewest cycles, on the machine and
// in the lockstep (contention-free) run, beside the one its equation gives. The runs are the
// figures' (001.fig5 ...): a configuration is simulated once per command.
#include <optional>
#include <string>
#include <vector>

#include "studies/paper001/runs.h"

namespace ccsim::tb::paper001 {
namespace {

using Measure = std::optional<double> (*)(const RunReport&);

std::optional<double> simulated(const RunReport& r) { return cycles(r); }

// The sub-mesh of the fewest `measure` among the row's runs `prefix + shape` (the first of
// equals, smallest first as sub_meshes() lists them).
std::optional<SubMesh> best(const RowRuns& r, const std::vector<SubMesh>& shapes,
                            const std::string& prefix, Measure measure) {
  std::optional<SubMesh> out;
  double least = 0;
  for (const SubMesh& s : shapes) {
    if (!r.has(prefix + s.name())) return std::nullopt;
    const std::optional<double> v = measure(r[prefix + s.name()]);
    if (!v) return std::nullopt;
    if (!out || *v < least) {
      out = s;
      least = *v;
    }
  }
  return out;
}

RowValue side(const std::vector<SubMesh>& shapes, const std::string& prefix, Measure measure,
              bool rows) {
  return [=](const RowRuns& r) -> std::optional<double> {
    const std::optional<SubMesh> s = best(r, shapes, prefix, measure);
    if (!s) return std::nullopt;
    return rows ? s->rows : s->cols;
  };
}

RowValue least(const std::vector<SubMesh>& shapes, const std::string& prefix, Measure measure) {
  return [=](const RowRuns& r) -> std::optional<double> {
    const std::optional<SubMesh> s = best(r, shapes, prefix, measure);
    if (!s) return std::nullopt;
    return measure(r[prefix + s->name()]);
  };
}

Comparison best_submesh(StudyRunner& runner, const Method& m, const std::string& study) {
  const StudyNotes notes = folder().notes();
  const Level2 level2;
  const std::vector<SubMesh> shapes = sub_meshes(m, level2);
  Comparison c;
  c.reference = "formula";
  c.title = "001 the best initial sub-mesh of the " + m.label + " on a 4x4 level 2, by S and Q";
  c.key_names = {"S", "Q"};
  c.quantity("best_p2", "p2 of the fastest (machine)", "")
      .from_runs(side(shapes, "asap ", simulated, true))
      .reference_from_runs(side(shapes, "asap ", equation, true));
  if (!m.multicast()) {
    c.quantity("best_q2", "q2 of the fastest (machine)", "")
        .from_runs(side(shapes, "asap ", simulated, false))
        .reference_from_runs(side(shapes, "asap ", equation, false));
  }
  c.quantity("best_p2_lockstep", "p2 of the fastest (lockstep)", "")
      .detail()
      .from_runs(side(shapes, "lockstep ", simulated, true))
      .reference_from_runs(side(shapes, "asap ", equation, true));
  if (!m.multicast()) {
    c.quantity("best_q2_lockstep", "q2 of the fastest (lockstep)", "")
        .detail()
        .from_runs(side(shapes, "lockstep ", simulated, false))
        .reference_from_runs(side(shapes, "asap ", equation, false));
  }
  c.quantity("best_cycles", "cycles of the fastest (machine)", "cycles")
      .detail()
      .from_runs(least(shapes, "asap ", simulated))
      .reference_from_runs(least(shapes, "asap ", equation));
  c.x_key = 0;
  c.x_label = "S (bytes per destination)";
  c.y_label = "rows or columns of the best sub-mesh";
  c.log_y = false;
  for (const int q : qs()) {
    for (const int bytes : sizes()) {
      std::vector<std::pair<std::string, Config>> runs;
      for (const SubMesh& s : shapes) {
        runs.push_back(
            {"asap " + s.name(), run_config(runner, m, level2, s, q, bytes, Schedule::kAsap)});
        runs.push_back({"lockstep " + s.name(),
                        run_config(runner, m, level2, s, q, bytes, Schedule::kLockstep)});
      }
      c.add_runs({std::to_string(bytes), key("Q", q)}, runs);
    }
  }
  c.simulate(runner);
  // Rows where the machine's best (or the lockstep run's) is not the equation's.
  auto differs = [&](const ComparisonRow& row, const std::string& suffix) {
    for (const std::string side_name : {"best_p2", "best_q2"}) {
      if (m.multicast() && side_name == "best_q2") continue;
      if (row.model(side_name + suffix) != row.reference(side_name + suffix)) return true;
    }
    return false;
  };
  int differ = 0, lockstep_differ = 0;
  for (const ComparisonRow& row : c.rows) {
    differ += differs(row, "") ? 1 : 0;
    lockstep_differ += differs(row, "_lockstep") ? 1 : 0;
  }
  c.notes = notes.get({"001.best", study},
                      {{"differ", std::to_string(differ) + " of " + std::to_string(c.rows.size())},
                       {"lockstep_differ", std::to_string(lockstep_differ)}});
  return c;
}

const Method kBroadcast = {"broadcast", "hybrid", "hybrid broadcast"};
const Method kScatter = {"scatter", "hybrid", "hybrid scatter"};
const Method kGather = {"gather", "hybrid", "hybrid gather"};
const Method kMulticastBroadcast = {"broadcast", "multicast", "multicast broadcast"};
const Method kMulticastScatter = {"scatter", "multicast", "multicast scatter"};

Comparison best_broadcast(StudyRunner& r, const StudyOptions&) {
  return best_submesh(r, kBroadcast, "001.best_broadcast");
}
Comparison best_scatter(StudyRunner& r, const StudyOptions&) {
  return best_submesh(r, kScatter, "001.best_scatter");
}
Comparison best_gather(StudyRunner& r, const StudyOptions&) {
  return best_submesh(r, kGather, "001.best_gather");
}
Comparison best_multicast_broadcast(StudyRunner& r, const StudyOptions&) {
  return best_submesh(r, kMulticastBroadcast, "001.best_multicast_broadcast");
}
Comparison best_multicast_scatter(StudyRunner& r, const StudyOptions&) {
  return best_submesh(r, kMulticastScatter, "001.best_multicast_scatter");
}

}  // namespace

CCSIM_REGISTER_STUDY("001.best_broadcast",
                     "the fastest p2 x q2 of the hybrid broadcast on 4x4 against S, Q = 2, 8, 32",
                     best_broadcast);
CCSIM_REGISTER_STUDY("001.best_scatter", "the same for the hybrid scatter", best_scatter);
CCSIM_REGISTER_STUDY("001.best_gather", "the same for the hybrid gather", best_gather);
CCSIM_REGISTER_STUDY("001.best_multicast_broadcast",
                     "the fastest p2 x 1 of the multicast broadcast", best_multicast_broadcast);
CCSIM_REGISTER_STUDY("001.best_multicast_scatter", "the fastest p2 x 1 of the multicast scatter",
                     best_multicast_scatter);

}  // namespace ccsim::tb::paper001
