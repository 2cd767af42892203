// Paper 001: what a switch addition buys (`ccsim reproduce 001.multicast_gain_*
// 001.combining_gain`): the gain 100 (fastest hybrid - fastest with the addition) / fastest
// hybrid, each the fewest cycles over its sub-meshes (every p2 x q2; p2 x 1 with the multicast,
// r2 x 1 with combining), for the multicast's broadcast and scatter and combining's gather on one
// processor above a 4x4 and a 16x16 mesh, beside the same gain over the equations where the paper
// has one (not for combining). On 4x4 the CSV file adds the lockstep (contention-free) runs'
// gain.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "studies/paper001/runs.h"

namespace ccsim::tb::paper001 {
namespace {

using Measure = std::optional<double> (*)(const RunReport&);

std::optional<double> simulated(const RunReport& r) { return cycles(r); }

// The fewest `measure` over the row's runs named `prefix + shape`.
std::optional<double> fewest(const RowRuns& r, const std::vector<SubMesh>& shapes,
                             const std::string& prefix, Measure measure) {
  std::optional<double> out;
  for (const SubMesh& s : shapes) {
    if (!r.has(prefix + s.name())) return std::nullopt;
    const std::optional<double> v = measure(r[prefix + s.name()]);
    if (!v) return std::nullopt;
    out = out ? std::min(*out, *v) : *v;
  }
  return out;
}

// A row's level 2, from its key.
Level2 mesh_of(const RowRuns& r) { return r.key("level 2") == "4x4" ? Level2{4, 4} : Level2{16, 16}; }

struct Sides {
  Method hybrid;
  Method multicast;
  std::vector<SubMesh> hybrid_shapes;
  std::vector<SubMesh> multicast_shapes;
};

RowValue gain(const Sides& s, const std::string& schedule, Measure measure) {
  return [=](const RowRuns& r) -> std::optional<double> {
    const auto h = fewest(r, s.hybrid_shapes, "hybrid " + schedule + " ", measure);
    const auto m = fewest(r, s.multicast_shapes, s.multicast.method + " " + schedule + " ", measure);
    if (!h || !m || *h <= 0) return std::nullopt;
    return 100.0 * (*h - *m) / *h;
  };
}

// The gain at the addition's fastest shape over the hybrid on that same shape (the same
// messages without the addition): what the addition itself buys.
RowValue same_shape_gain(const Sides& s) {
  return [=](const RowRuns& r) -> std::optional<double> {
    std::optional<double> best;
    std::string shape;
    for (const SubMesh& m : s.multicast_shapes) {
      const std::string name = s.multicast.method + " asap " + m.name();
      if (!r.has(name)) return std::nullopt;
      const double v = cycles(r[name]);
      if (!best || v < *best) {
        best = v;
        shape = m.name();
      }
    }
    if (!best || !r.has("hybrid asap " + shape)) return std::nullopt;
    const double h = cycles(r["hybrid asap " + shape]);
    return 100.0 * (h - *best) / h;
  };
}

RowValue fewest_of(const std::vector<SubMesh>& shapes, const std::string& prefix,
                   Measure measure) {
  return [=](const RowRuns& r) { return fewest(r, shapes, prefix, measure); };
}

Comparison addition_gain(StudyRunner& runner, const StudyOptions& options,
                         const std::string& collective, const std::string& addition,
                         const std::string& study) {
  const StudyNotes notes = folder().notes();
  const Method hybrid = {collective, "hybrid", "hybrid " + collective};
  const Method multicast = {collective, addition, addition + " " + collective};
  const bool equations = addition == "multicast";  // the paper has no combining
  Comparison c;
  c.reference = "formula";
  c.title = "001 what " + std::string(equations ? "the inter-level multicast" : "combining") +
            " buys the " + collective + ": gain of the fastest " + addition +
            " run over the fastest hybrid";
  c.key_names = {"S", "level 2", "Q"};
  std::vector<Level2> meshes = {{4, 4}};
  // --max-dim bounds level 2 to 2^D processors (16x16 = 2^8, the default).
  if (options.max_dim >= 8) meshes.push_back({16, 16});
  c.quantity("gain_percent", "gain (machine)", "%")
      .from_runs([hybrid, multicast](const RowRuns& r) -> std::optional<double> {
        const Level2 l = mesh_of(r);
        return gain({hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)}, "asap",
                    simulated)(r);
      })
      .reference_from_runs([hybrid, multicast, equations](const RowRuns& r)
                               -> std::optional<double> {
        if (!equations) return std::nullopt;
        const Level2 l = mesh_of(r);
        return gain({hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)}, "asap",
                    equation)(r);
      });
  c.quantity("same_shape_gain_percent", "gain on its sub-mesh (machine)", "%")
      .from_runs([hybrid, multicast](const RowRuns& r) {
        const Level2 l = mesh_of(r);
        return same_shape_gain({hybrid, multicast, sub_meshes(hybrid, l),
                                sub_meshes(multicast, l)})(r);
      });
  c.quantity("gain_lockstep_percent", "gain (lockstep)", "%")
      .detail()
      .from_runs([hybrid, multicast](const RowRuns& r) -> std::optional<double> {
        const Level2 l{4, 4};
        if (r.key("level 2") != l.name()) return std::nullopt;
        return gain({hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)},
                    "lockstep", simulated)(r);
      });
  for (const std::string side : {std::string("hybrid"), addition}) {
    const Method& m = side == "hybrid" ? hybrid : multicast;
    c.quantity(side + "_cycles", "fastest " + side, "cycles")
        .detail()
        .from_runs([m, side](const RowRuns& r) -> std::optional<double> {
          const Level2 l = mesh_of(r);
          return fewest_of(sub_meshes(m, l), side + " asap ", simulated)(r);
        })
        .reference_from_runs([m, side](const RowRuns& r) -> std::optional<double> {
          const Level2 l = mesh_of(r);
          return fewest_of(sub_meshes(m, l), side + " asap ", equation)(r);
        });
  }
  c.x_key = 0;
  c.x_label = "S (bytes per destination)";
  c.y_label = "gain (%)";
  c.log_y = false;
  for (const Level2& l : meshes) {
    const bool small = l.rows == 4;
    const std::vector<int> bytes_list = small ? sizes() : std::vector<int>{4, 256, 1024};
    for (const int q : qs()) {
      for (const int bytes : bytes_list) {
        std::vector<std::pair<std::string, Config>> runs;
        for (const Method* m : {&hybrid, &multicast}) {
          for (const SubMesh& s : sub_meshes(*m, l)) {
            runs.push_back({m->method + " asap " + s.name(),
                            run_config(runner, *m, l, s, q, bytes, Schedule::kAsap)});
            if (small) {
              runs.push_back({m->method + " lockstep " + s.name(),
                              run_config(runner, *m, l, s, q, bytes, Schedule::kLockstep)});
            }
          }
        }
        c.add_runs({std::to_string(bytes), l.name(), key("Q", q)}, runs);
      }
    }
  }
  c.simulate(runner);
  c.notes = notes.get({equations ? "001.multicast_gain" : "001.addition_gain", study});
  return c;
}

Comparison gain_broadcast(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, o, "broadcast", "multicast", "001.multicast_gain_broadcast");
}
Comparison gain_scatter(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, o, "scatter", "multicast", "001.multicast_gain_scatter");
}
Comparison gain_gather(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, o, "gather", "combining", "001.combining_gain");
}

}  // namespace

CCSIM_REGISTER_STUDY("001.multicast_gain_broadcast",
                     "the multicast's gain for the broadcast on 4x4 and 16x16, Q = 2, 8, 32 "
                     "(16x16 with --max-dim 8 or more)",
                     gain_broadcast);
CCSIM_REGISTER_STUDY("001.multicast_gain_scatter", "the same for the scatter", gain_scatter);
CCSIM_REGISTER_STUDY("001.combining_gain",
                     "what combining (not in the paper) buys the gather on 4x4 and 16x16",
                     gain_gather);

}  // namespace ccsim::tb::paper001
