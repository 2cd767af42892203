// Paper 003: each algorithm simulated on the hypercube beside the paper's formula, n = 3..10
// (`ccsim reproduce 003.NAME`; --max-dim bounds n). One study per algorithm, a row per n and
// regime, a column per machine of runs.h; the causes of each gap are in notes.md, with the
// figures of the largest n filled in from the runs.
#include <optional>
#include <string>
#include <vector>

#include "studies/paper003/runs.h"

namespace ccsim::tb::paper003 {
namespace {

// Per machine: the cycles beside the formula (headline), and what explains the gap (CSV).
void machine_columns(Comparison& c, const Variant& v) {
  const std::string& run = v.name;
  c.quantity(run + "_cycles", v.label, "cycles").from(run, cycles).reference_from(run, formula);
  c.quantity(run + "_startups", v.label + ": start-ups, busiest node", "")
      .detail()
      .from(run, [](const RunReport& r) { return r.value("startups_max"); });
  c.quantity(run + "_memory_percent", v.label + ": busiest memory port", "%")
      .detail()
      .from(run, [](const RunReport& r) { return 100 * r.memory_port_utilization_max; });
  c.quantity(run + "_link_percent", v.label + ": busiest link", "%")
      .detail()
      .from(run, [](const RunReport& r) { return 100 * r.link_utilization_max; });
  // The pipelined algorithms also print their pipeline's formula at the packet size they used.
  c.quantity(run + "_at_packet_cycles", v.label + ": pipeline at the packet size used", "cycles")
      .detail()
      .from(run,
            [](const RunReport& r) -> std::optional<double> {
              if (!r.figure("pipeline_at_packet_cycles")) return std::nullopt;
              return cycles(r);
            })
      .reference_from(run, [](const RunReport& r) -> std::optional<double> {
        const Figure* f = r.figure("pipeline_at_packet_cycles");
        return f ? std::optional<double>(f->value) : std::nullopt;
      });
}

// The note of the row at n in regime r: each machine's simulated / formula, what the busiest
// node's start-ups cost and how busy its memory port was on all-port nodes with full duplex.
std::string largest_note(const StudyNotes& notes, const Comparison& c, const Algorithm& a,
                         const Regime& r, int n) {
  const std::string size = key(size_key(a.family), r.size);
  const std::vector<std::string> keys = {std::to_string(n), key("β", r.beta), size};
  std::string ratios;
  for (const ComparisonRow& row : c.rows) {
    if (row.keys != keys) continue;
    for (const Variant& v : variants()) {
      const std::optional<double> model = row.model(v.name + "_cycles");
      const std::optional<double> reference = row.reference(v.name + "_cycles");
      if (!model || !reference || *reference == 0) continue;
      ratios += (ratios.empty() ? "" : "; ") + v.label + " " + fixed(*model / *reference, 2);
    }
  }
  const double startups = c.model(keys, "all_full_startups").value_or(0);
  return notes.one("003.largest n",
                   {{"n", std::to_string(n)},
                    {"beta", key("β", r.beta)},
                    {"size", size},
                    {"ratios", ratios},
                    {"startups", fixed(startups, 0)},
                    {"startup_cycles", fixed(startups * r.beta, 0)},
                    {"memory", fixed(c.model(keys, "all_full_memory_percent").value_or(0), 0)}});
}

Comparison algorithm_study(StudyRunner& runner, const StudyOptions& options, const Algorithm& a) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.reference = "formula";
  c.title = "003 " + a.label + ": simulated cycles beside the paper's formula";
  c.key_names = {"n", "β", size_key(a.family)};
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "cycles";
  c.log_x = false;
  for (const Variant& v : variants()) machine_columns(c, v);
  for (const Regime& r : regimes(a.family)) {
    for (int n = kMinN; n <= max_n(options); ++n) {
      Runs row_runs;
      for (const Variant& v : variants()) {
        if (runs(a, v, n)) row_runs.push_back({v.name, run_config(runner, a, r, v, n)});
      }
      c.add_runs({std::to_string(n), key("β", r.beta), key(size_key(a.family), r.size)}, row_runs);
    }
  }
  c.simulate(runner);
  const std::string diagnostic =
      a.costly ? "003.diagnostic machines, costly algorithm" : "003.diagnostic machines";
  c.notes = notes.get({"003." + a.name, "003.machine"});
  c.notes.push_back(notes.one(diagnostic, {{"n", std::to_string(kDiagnosticMaxN)}}));
  if (max_n(options) >= kMinN) {
    for (const Regime& r : regimes(a.family)) {
      c.notes.push_back(largest_note(notes, c, a, r, max_n(options)));
    }
  }
  return c;
}

// One study per algorithm, named after it.
#define PAPER003_STUDY(id, description)                                     \
  Comparison id##_study(StudyRunner& runner, const StudyOptions& options) { \
    return algorithm_study(runner, options, algorithm(#id));                \
  }                                                                         \
  CCSIM_REGISTER_STUDY("003." #id, description, id##_study)

PAPER003_STUDY(broadcast, "broadcast down the spanning binomial tree against eq. 2.1");
PAPER003_STUDY(broadcast_pipelined, "pipelined broadcast against eq. 2.2");
PAPER003_STUDY(path, "one path, pipelined, against eq. 3.1");
PAPER003_STUDY(parallel_paths, "n parallel paths against Proposition 3.2");
PAPER003_STUDY(sba, "total exchange by sequential broadcasting against eq. 4.1");
PAPER003_STUDY(daisy_chain, "total exchange around the Gray-code ring against eq. 4.2");
PAPER003_STUDY(adea, "total exchange by ADEA against eq. 4.3");
PAPER003_STUDY(tea1, "total exchange by TEA1 against eq. 4.4");
PAPER003_STUDY(tea2, "total exchange by TEA2 against eq. 4.5");
PAPER003_STUDY(tea2_grouped, "TEA2 in grouped half-steps against §4.3's (n + 1) β form");
PAPER003_STUDY(gather, "gather to node 0 against eq. 5.1");
PAPER003_STUDY(scatter, "scatter from node 0 against eq. 5.1");
PAPER003_STUDY(transpose_smg, "matrix transpose by sequential gathers against §6");
PAPER003_STUDY(transpose_mtadea, "matrix transpose by MTADEA against §6");

}  // namespace

}  // namespace ccsim::tb::paper003
