// Paper 001: what the inter-level multicast buys (`ccsim reproduce 001.multicast_gain_*`): the
// gain 100 (fastest hybrid - fastest multicast) / fastest hybrid, each the fewest cycles over its
// sub-meshes (every p2 x q2; p2 x 1 with the addition), for broadcast and scatter on one
// processor above a 4x4 and a 16x16 mesh, beside the same gain over the equations. On 4x4 the
// CSV file adds the lockstep (contention-free) runs' gain.
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
    const auto m = fewest(r, s.multicast_shapes, "multicast " + schedule + " ", measure);
    if (!h || !m || *h <= 0) return std::nullopt;
    return 100.0 * (*h - *m) / *h;
  };
}

RowValue fewest_of(const std::vector<SubMesh>& shapes, const std::string& prefix,
                   Measure measure) {
  return [=](const RowRuns& r) { return fewest(r, shapes, prefix, measure); };
}

Comparison multicast_gain(StudyRunner& runner, const StudyOptions& options,
                          const std::string& collective, const std::string& study) {
  const StudyNotes notes = folder().notes();
  const Method hybrid = {collective, "hybrid", "hybrid " + collective};
  const Method multicast = {collective, "multicast", "multicast " + collective};
  Comparison c;
  c.reference = "formula";
  c.title = "001 what the inter-level multicast buys the " + collective +
            ": gain of the fastest multicast over the fastest hybrid";
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
      .reference_from_runs([hybrid, multicast](const RowRuns& r) -> std::optional<double> {
        const Level2 l = mesh_of(r);
        return gain({hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)}, "asap",
                    equation)(r);
      });
  c.quantity("gain_lockstep_percent", "gain (lockstep)", "%")
      .detail()
      .from_runs([hybrid, multicast](const RowRuns& r) -> std::optional<double> {
        const Level2 l{4, 4};
        if (r.key("level 2") != l.name()) return std::nullopt;
        return gain({hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)},
                    "lockstep", simulated)(r);
      });
  for (const char* side : {"hybrid", "multicast"}) {
    const Method& m = std::string(side) == "hybrid" ? hybrid : multicast;
    c.quantity(std::string(side) + "_cycles", std::string("fastest ") + side, "cycles")
        .detail()
        .from_runs([m, side](const RowRuns& r) -> std::optional<double> {
          const Level2 l = mesh_of(r);
          return fewest_of(sub_meshes(m, l), std::string(side) + " asap ", simulated)(r);
        })
        .reference_from_runs([m, side](const RowRuns& r) -> std::optional<double> {
          const Level2 l = mesh_of(r);
          return fewest_of(sub_meshes(m, l), std::string(side) + " asap ", equation)(r);
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
  c.notes = notes.get({"001.multicast_gain", study});
  return c;
}

Comparison gain_broadcast(StudyRunner& r, const StudyOptions& o) {
  return multicast_gain(r, o, "broadcast", "001.multicast_gain_broadcast");
}
Comparison gain_scatter(StudyRunner& r, const StudyOptions& o) {
  return multicast_gain(r, o, "scatter", "001.multicast_gain_scatter");
}

}  // namespace

CCSIM_REGISTER_STUDY("001.multicast_gain_broadcast",
                     "the multicast's gain for the broadcast on 4x4 and 16x16, Q = 2, 8, 32 "
                     "(16x16 with --max-dim 8 or more)",
                     gain_broadcast);
CCSIM_REGISTER_STUDY("001.multicast_gain_scatter", "the same for the scatter", gain_scatter);

}  // namespace ccsim::tb::paper001
