// Paper 001: what a switch addition buys (`ccsim reproduce 001.multicast_gain_* 001.fig9
// 001.combining_gain`): the gain 100 (fastest baseline - fastest with the addition) / fastest
// baseline, each the fewest cycles over its sub-meshes (every p2 x q2; p2 x 1 with the multicast,
// r2 x 1 with combining): the multicast's broadcast and scatter and combining's gather on one
// processor above a 4x4 and a 16x16 mesh, and the multicast's partial scatter with several
// processors on level 1 (Figure 9) and its broadcast to both levels (eq. 8 against eq. 7),
// beside the same gain over the equations where the paper has them (not for combining). The runs
// are named "hybrid ..." for the baseline and "multicast ..." for the method with the addition,
// whatever they are. On one processor above 4x4 the CSV file adds the lockstep (contention-free)
// runs' gain.
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

// The gain at the addition's fastest shape over the hybrid on that same shape (the same
// messages without the addition): what the addition itself buys.
RowValue same_shape_gain(const Sides& s) {
  return [=](const RowRuns& r) -> std::optional<double> {
    std::optional<double> best;
    std::string shape;
    for (const SubMesh& m : s.multicast_shapes) {
      const std::string name = "multicast asap " + m.name();
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

RowValue fewest_of(const std::vector<SubMesh>& shapes, const std::string& prefix, Measure measure) {
  return [=](const RowRuns& r) { return fewest(r, shapes, prefix, measure); };
}

// One gain study: the baseline and the method with the addition, on which machines and sizes.
struct GainStudy {
  std::string study;       // its notes' section
  std::string collective;  // broadcast, scatter, gather
  std::string baseline;    // hybrid, partial
  std::string addition;    // multicast, combining, partial_multicast
  std::string what;        // "the inter-level multicast"
  bool equations = true;   // the paper has an equation for the addition's method
  std::vector<Level2> machines;
  std::vector<int> qs;
  std::vector<int> (*sizes)(const Level2&);
};

// The simple machine the lockstep runs cover: one processor above 4x4.
bool lockstep_machine(const Level2& l) { return l.name() == Level2{}.name(); }

Comparison addition_gain(StudyRunner& runner, const GainStudy& g) {
  const StudyNotes notes = folder().notes();
  const Method hybrid = {g.collective, g.baseline, g.baseline + " " + g.collective};
  const Method multicast = {g.collective, g.addition, g.addition + " " + g.collective};
  const bool equations = g.equations;
  const auto sides = [hybrid, multicast](const RowRuns& r) {
    const Level2 l = Level2::parse(r.key("level 2"));
    return Sides{hybrid, multicast, sub_meshes(hybrid, l), sub_meshes(multicast, l)};
  };
  Comparison c;
  c.reference = "formula";
  c.title = "001 what " + g.what + " buys the " + g.collective + ": gain of the fastest " +
            g.addition + " run over the fastest " + g.baseline;
  c.key_names = {"S", "level 2", "Q"};
  c.quantity("gain_percent", "gain (machine)", "%")
      .from_runs([sides](const RowRuns& r) { return gain(sides(r), "asap", simulated)(r); })
      .reference_from_runs([sides, equations](const RowRuns& r) -> std::optional<double> {
        if (!equations) return std::nullopt;
        return gain(sides(r), "asap", equation)(r);
      });
  c.quantity("same_shape_gain_percent", "gain on its sub-mesh (machine)", "%")
      .from_runs([sides](const RowRuns& r) { return same_shape_gain(sides(r))(r); });
  c.quantity("gain_lockstep_percent", "gain (lockstep)", "%")
      .detail()
      .from_runs([sides](const RowRuns& r) -> std::optional<double> {
        if (!lockstep_machine(Level2::parse(r.key("level 2")))) return std::nullopt;
        return gain(sides(r), "lockstep", simulated)(r);
      });
  for (const bool base : {true, false}) {
    const std::string side = base ? "hybrid" : "multicast";  // the runs' names
    c.quantity((base ? g.baseline : g.addition) + "_cycles",
               "fastest " + (base ? g.baseline : g.addition), "cycles")
        .detail()
        .from_runs([sides, base, side](const RowRuns& r) {
          const Sides s = sides(r);
          return fewest_of(base ? s.hybrid_shapes : s.multicast_shapes, side + " asap ",
                           simulated)(r);
        })
        .reference_from_runs([sides, base, side](const RowRuns& r) {
          const Sides s = sides(r);
          return fewest_of(base ? s.hybrid_shapes : s.multicast_shapes, side + " asap ",
                           equation)(r);
        });
  }
  c.x_key = 0;
  c.x_label = "S (bytes per destination)";
  c.y_label = "gain (%)";
  c.log_y = false;
  for (const Level2& l : g.machines) {
    for (const int q : g.qs) {
      for (const int bytes : g.sizes(l)) {
        std::vector<std::pair<std::string, Config>> runs;
        for (const bool base : {true, false}) {
          const Method& m = base ? hybrid : multicast;
          const std::string side = base ? "hybrid" : "multicast";
          for (const SubMesh& s : sub_meshes(m, l)) {
            runs.push_back({side + " asap " + s.name(),
                            run_config(runner, m, l, s, q, bytes, Schedule::kAsap)});
            if (lockstep_machine(l)) {
              runs.push_back({side + " lockstep " + s.name(),
                              run_config(runner, m, l, s, q, bytes, Schedule::kLockstep)});
            }
          }
        }
        c.add_runs({std::to_string(bytes), l.name(), key("Q", q)}, runs);
      }
    }
  }
  c.simulate(runner);
  c.notes =
      notes.get({g.addition == "combining" ? "001.addition_gain" : "001.multicast_gain", g.study});
  return c;
}

// One processor above 4x4, and (--max-dim 8 or more: level 2 of 2^8 processors) above 16x16.
std::vector<Level2> one_on_top(const StudyOptions& options) {
  std::vector<Level2> out = {{4, 4}};
  if (options.max_dim >= 8) out.push_back({16, 16});
  return out;
}

std::vector<int> figure_sizes(const Level2& l) {
  return lockstep_machine(l) ? sizes() : std::vector<int>{4, 256, 1024};
}

Comparison gain_broadcast(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, {"001.multicast_gain_broadcast", "broadcast", "hybrid", "multicast",
                           "the inter-level multicast", true, one_on_top(o), qs(), figure_sizes});
}
Comparison gain_scatter(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, {"001.multicast_gain_scatter", "scatter", "hybrid", "multicast",
                           "the inter-level multicast", true, one_on_top(o), qs(), figure_sizes});
}
Comparison gain_gather(StudyRunner& r, const StudyOptions& o) {
  return addition_gain(r, {"001.combining_gain", "gather", "hybrid", "combining", "combining",
                           false, one_on_top(o), qs(), figure_sizes});
}
// Figure 9: several processors on level 1, the partial scatter (eqs. 12, 13) against its
// multicast (eq. 14) at Q = 8; 4x4 above 16x16 with --max-dim 8 or more, above 64x64 with 11.
Comparison gain_partial(StudyRunner& r, const StudyOptions& o) {
  std::vector<Level2> machines = {{8, 8, 2, 2}};
  if (o.max_dim >= 8) machines.push_back({16, 16, 4, 4});
  if (o.max_dim >= 11) machines.push_back({64, 64, 4, 4});  // the largest runs
  return addition_gain(
      r, {"001.fig9",
          "scatter",
          "partial",
          "partial_multicast",
          "the inter-level multicast",
          true,
          machines,
          {8},
          [](const Level2& l) {
            // Above 64x64 every processor's memory is sized for the source's
            // 4,096 pieces: 64 bytes each is 1 GB in all, 256 would be 4.
            return l.rows >= 64 ? std::vector<int>{4, 64} : std::vector<int>{4, 64, 256, 1024};
          }});
}

// Eq. 8 against eq. 7: several processors on level 1, the broadcast to both levels by every
// processor of the source's row multicasting to its roots (every p2 x 1) against the overlapped
// broadcast without the multicast; 4x4 above 16x16 with --max-dim 8, above 64x64 (4,112 processors)
// with 11.
Comparison gain_overlapped(StudyRunner& r, const StudyOptions& o) {
  std::vector<Level2> machines = {{8, 8, 2, 2}};
  if (o.max_dim >= 8) machines.push_back({16, 16, 4, 4});
  if (o.max_dim >= 11) machines.push_back({64, 64, 4, 4});  // the largest runs
  return addition_gain(
      r, {"001.multicast_gain_overlapped", "broadcast", "overlapped", "overlapped_multicast",
          "the inter-level multicast", true, machines, qs(), [](const Level2&) {
            return std::vector<int>{4, 64, 256, 1024};
          }});
}

// Figure 10: the scatter to both levels (a piece for every processor of both levels), the
// hybrid on every p2 x q2 with q2 <= f2 against the multicast on every p2 x 1, at Q = 8; the
// paper gives no equation for it. 4x4 above 16x16 with --max-dim 8 or more.
Comparison gain_both_levels(StudyRunner& r, const StudyOptions& o) {
  std::vector<Level2> machines = {{8, 8, 2, 2}};
  if (o.max_dim >= 8) machines.push_back({16, 16, 4, 4});
  return addition_gain(r, {"001.fig10",
                           "scatter",
                           "both_levels",
                           "both_levels_multicast",
                           "the inter-level multicast",
                           false,
                           machines,
                           {8},
                           [](const Level2&) {
                             return std::vector<int>{4, 64, 256, 1024};
                           }});
}

}  // namespace

CCSIM_REGISTER_STUDY("001.multicast_gain_broadcast",
                     "the multicast's gain for the broadcast on 4x4 and 16x16, Q = 2, 8, 32 "
                     "(16x16 with --max-dim 8 or more)",
                     gain_broadcast);
CCSIM_REGISTER_STUDY("001.multicast_gain_scatter", "the same for the scatter", gain_scatter);
CCSIM_REGISTER_STUDY("001.multicast_gain_overlapped",
                     "the multicast's gain for the broadcast with several processors on level 1 "
                     "(eq. 8 against eq. 7: 2x2 above 8x8, 4x4 above 16x16 with --max-dim 8, "
                     "above 64x64 with --max-dim 11), Q = 2, 8, 32",
                     gain_overlapped);
CCSIM_REGISTER_STUDY("001.fig9",
                     "Figure 9: the multicast's gain for the partial scatter with several "
                     "processors on level 1 (2x2 above 8x8, 4x4 above 16x16 with --max-dim 8, "
                     "above 64x64 with --max-dim 11), Q = 8",
                     gain_partial);
CCSIM_REGISTER_STUDY("001.fig10",
                     "Figure 10: the multicast's gain for the scatter to both levels (2x2 above "
                     "8x8, 4x4 above 16x16 with --max-dim 8), Q = 8",
                     gain_both_levels);
CCSIM_REGISTER_STUDY("001.combining_gain",
                     "what combining (not in the paper) buys the gather on 4x4 and 16x16",
                     gain_gather);

}  // namespace ccsim::tb::paper001
