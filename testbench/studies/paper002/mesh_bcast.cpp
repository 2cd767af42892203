// Paper 002 (all-port all-to-all broadcast on meshes and tori): the broadcast pattern on the
// simulated machine against the slides' bounds (`ccsim reproduce 002`).
//
// The slides measure nothing; their claims are formulas. So the reference here is a formula,
// evaluated for the simulated machine (labelled as such in every title): Theorem 1's lower
// bound on the delay, and the messages per channel of Corollaries 1 and 2 as the errata
// corrects them. The machine is the iWarp torus of configs/iwarp-8x8.ini made all-port (one
// injection and one ejection channel per port, four DMA engines), without the synchronizing
// switch: α = node.msg_overhead_cycles = 400 cycles (004 §3.1), δ = link.latency_cycles + 1 =
// 3 cycles per hop, γ = link.cycles_per_word = 2 cycles per 4-byte word, and L the words a
// message puts on a channel (its data and 4 of framing). The broadcast pattern runs on the same
// machine relayed by node software and by the switches (switch.bcast_pattern), these without
// and with buffers at their outputs (switch.bcast_output_words) of two whole messages and of n,
// and with buffers of n whole worms per link at a time and any number of buffer writes per
// cycle (switch.bcast_whole_worms, switch.bcast_buffer_writes); Calvin, Perennes and Trystram's
// recursive algorithm runs beside them. Every run of a point has queues of two whole messages
// (switch.queue_depth = max(8, 2 (L + 4))) and six VCs, as the switch relay needs. Each relay
// family below declares its columns and its runs of a point.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "studies/study.h"

namespace ccsim::tb::paper002 {
namespace {

using Runs = std::vector<std::pair<std::string, Config>>;

constexpr int kCptWords = 4;  // the message length the recursive algorithm runs at

// One row: an n x n grid, a message length and the software cost per message.
struct Point {
  std::string kind;
  int n;
  int words;
  int alpha;
};

// Two whole messages per queue: the switch relay admits a worm only where its next queue holds
// all of it, and with room for one only, a queue would take the next worm only once empty.
int queue_depth(int words) { return std::max(8, 2 * (words + 4)); }

// The switch relay's buffers, in whole messages per output VC: two (an input queue's worth),
// and n, which on these grids is enough that no head ever waits for room in them.
constexpr int kSmallBufferWorms = 2;
int ample_buffer_worms(int n) { return n; }

Config grid_run(const StudyRunner& runner, const std::string& algorithm, const Point& p,
                bool switch_relay = false, int buffer_worms = 0,
                const std::string& whole_worms_priority = "") {
  KeyValues keys = {{"topology.kind", p.kind},
                    {"topology.nx", std::to_string(p.n)},
                    {"topology.ny", std::to_string(p.n)},
                    {"node.all_port", "true"},
                    {"node.dma_engines", "4"},
                    {"node.msg_overhead_cycles", std::to_string(p.alpha)},
                    {"switch.sync", "false"},
                    {"switch.bcast_pattern", switch_relay ? "true" : "false"},
                    {"switch.queue_depth", std::to_string(queue_depth(p.words))},
                    {"switch.bcast_output_words", std::to_string(buffer_worms * (p.words + 4))},
                    {"switch.num_vcs", "6"},
                    {"algorithm.name", algorithm},
                    {"algorithm.message_words", std::to_string(p.words)}};
  // Non-empty: whole worms per link, started in this switch.bcast_link_priority, any writes.
  if (!whole_worms_priority.empty()) {
    keys.push_back({"switch.bcast_whole_worms", "true"});
    keys.push_back({"switch.bcast_link_priority", whole_worms_priority});
    keys.push_back({"switch.bcast_buffer_writes", "any"});
  }
  return runner.machine("iwarp-8x8.ini", keys);
}

double cycles(const RunReport& r) { return double(r.cycles); }

// A formula the run printed, if it applies to the run's grid.
std::optional<double> formula(const RunReport& r, const std::string& name) {
  const Figure* f = r.figure(name);
  return f ? std::optional<double>(f->value) : std::nullopt;
}

// Theorem 1's lower bound, which the software relay's run prints.
double theorem1(const RowRuns& r) { return r["pattern"].value("theorem1_lower_bound_cycles"); }

// `run`'s cycles less `base`'s cycles.
RowValue cycles_over(const std::string& run, const std::string& base) {
  return [run, base](const RowRuns& r) { return cycles(r[run]) - cycles(r[base]); };
}

RowValue above_theorem1(const std::string& run) {
  return [run](const RowRuns& r) { return cycles(r[run]) - theorem1(r); };
}

// The busiest channel's messages by 002's Corollaries, as the errata corrects them; none for
// tori with n = 2 mod 4 (no closed rule is known).
std::optional<double> corollary_channel_messages(bool torus, int n) {
  if (!torus) return n % 2 ? (n * n - 1) / 2.0 : n * n / 2.0;
  if (n % 2) return (n * n - 1) / 4.0;
  if (n % 4 == 0) return n * n / 4.0;
  return std::nullopt;
}

// --- The software relay: the pattern and the row-then-column paths ---------------------------

Runs software_runs(const StudyRunner& runner, const Point& p) {
  return {{"pattern", grid_run(runner, "a2a.broadcast.pattern", p)},
          {"rows_columns", grid_run(runner, "a2a.broadcast.rows_columns", p)}};
}

void software_relay(Comparison& c) {
  c.quantity("pattern_cycles", "pattern (Theorem 1's lower bound)", "cycles")
      .from("pattern", cycles)
      .reference_from_runs(theorem1);
  c.quantity("rows_columns_cycles", "row then column (Saad and Schultz's formula)", "cycles")
      .from("rows_columns", cycles)
      .reference_from_runs([](const RowRuns& r) -> std::optional<double> {
        if (r.key("grid") != "torus2d") return std::nullopt;
        return r["rows_columns"].value("saad_schultz_cycles");
      });
  c.quantity("pattern_channel_messages_max", "pattern, busiest channel, against the Corollaries",
             "messages")
      .detail()
      .from("pattern", [](const RunReport& r) { return r.value("channel_messages_max"); })
      .reference_from_runs([](const RowRuns& r) {
        return corollary_channel_messages(r.key("grid") == "torus2d", std::stoi(r.key("n")));
      });
  c.quantity("pattern_channel_messages_min", "pattern, idlest channel", "messages")
      .detail()
      .from("pattern", [](const RunReport& r) { return r.value("channel_messages_min"); });
  c.quantity("rows_columns_channel_messages_max", "row then column, busiest channel", "messages")
      .detail()
      .from("rows_columns", [](const RunReport& r) { return r.value("channel_messages_max"); });
}

// --- The switch relay without buffers ---------------------------------------------------------

Runs switch_runs(const StudyRunner& runner, const Point& p) {
  return {{"switch", grid_run(runner, "a2a.broadcast.pattern", p, true)}};
}

void switch_relay(Comparison& c) {
  c.quantity("switch_pattern_cycles", "pattern relayed by the switches (Theorem 4's upper bound)",
             "cycles")
      .from("switch", cycles)
      .reference_from("switch",
                      [](const RunReport& r) { return formula(r, "theorem4_upper_bound_cycles"); });
  c.quantity("switch_pattern_corollary3_cycles",
             "pattern relayed by the switches (Corollary 3's upper bound)", "cycles")
      .detail()
      .from("switch", cycles)
      .reference_from(
          "switch", [](const RunReport& r) { return formula(r, "corollary3_upper_bound_cycles"); });
  c.quantity("switch_gain_cycles", "switch relay's gain over the software relay", "cycles")
      .detail()
      .from_runs(cycles_over("pattern", "switch"));
  c.quantity("switch_above_theorem1_cycles", "switch relay above Theorem 1's lower bound", "cycles")
      .detail()
      .from_runs(above_theorem1("switch"));
  c.quantity("pattern_above_theorem1_cycles", "software relay above Theorem 1's lower bound",
             "cycles")
      .detail()
      .from_runs(above_theorem1("pattern"));
}

// --- The switch relay with output buffers of 2 messages and of n ------------------------------

Runs buffered_runs(const StudyRunner& runner, const Point& p) {
  return {{"buffered", grid_run(runner, "a2a.broadcast.pattern", p, true, kSmallBufferWorms)},
          {"ample", grid_run(runner, "a2a.broadcast.pattern", p, true, ample_buffer_worms(p.n))}};
}

// The columns of the relay with buffers of `size` messages ("2", "n"), run `run`.
void buffered_relay(Comparison& c, const std::string& run, const std::string& size) {
  const std::string buffers = "buffers of " + size + " messages";
  c.quantity(run + "_cycles", "switch relay, output " + buffers + " (Theorem 4's upper bound)",
             "cycles")
      .from(run, cycles)
      .reference_from(run,
                      [](const RunReport& r) { return formula(r, "theorem4_upper_bound_cycles"); });
  c.quantity(run + "_gain_cycles", buffers + ": gain over the switch relay without", "cycles")
      .detail()
      .from_runs(cycles_over("switch", run));
  c.quantity(run + "_above_theorem1_cycles", buffers + ": above Theorem 1's lower bound", "cycles")
      .detail()
      .from_runs(above_theorem1(run));
  c.quantity(run + "_head_blocked", buffers + ": heads blocked (cycles x heads)", "")
      .detail()
      .from(run, [](const RunReport& r) { return r.value("head_blocked_cycles"); });
}

void buffered_relays(Comparison& c) {
  buffered_relay(c, "buffered", "2");
  buffered_relay(c, "ample", "n");
  c.quantity("ample_link_utilization_max", "buffers of n messages: busiest link's share of the run",
             "%")
      .detail()
      .from("ample", [](const RunReport& r) { return 100 * r.link_utilization_max; });
}

// --- Whole worms per link, any buffer writes; round robin or the lowest VC first --------------

Runs whole_worm_runs(const StudyRunner& runner, const Point& p) {
  const int worms = ample_buffer_worms(p.n);
  return {{"whole", grid_run(runner, "a2a.broadcast.pattern", p, true, worms, "round_robin")},
          {"lowest_vc", grid_run(runner, "a2a.broadcast.pattern", p, true, worms, "lowest_vc")}};
}

// The columns of run `run`: `label` for its cycles, `short_label` for how far above the bounds.
void whole_worm_relay(Comparison& c, const std::string& run, const std::string& label,
                      const std::string& short_label) {
  const auto theorem4 = [run](const RowRuns& r) {
    return formula(r[run], "theorem4_upper_bound_cycles");
  };
  c.quantity(run + "_cycles", label + " (Theorem 4's upper bound)", "cycles")
      .from(run, cycles)
      .reference_from_runs(theorem4);
  c.quantity(run + "_above_theorem4_cycles", short_label + ": above Theorem 4's upper bound",
             "cycles")
      .detail()
      .from_runs([run, theorem4](const RowRuns& r) -> std::optional<double> {
        const std::optional<double> bound = theorem4(r);
        if (!bound) return std::nullopt;
        return cycles(r[run]) - *bound;
      });
  c.quantity(run + "_above_theorem1_cycles", short_label + ": above Theorem 1's lower bound",
             "cycles")
      .detail()
      .from_runs(above_theorem1(run));
}

void whole_worm_relays(Comparison& c) {
  whole_worm_relay(c, "whole", "switch relay, buffers of n messages, whole worms, any writes",
                   "whole worms, any writes");
  whole_worm_relay(c, "lowest_vc", "as the last, lowest VC's worm first on a free link",
                   "lowest VC first");
}

// --- Calvin, Perennes and Trystram's recursive algorithm --------------------------------------

// The recursive algorithm's worms cross many links each (hundreds of thousands of cycles at
// L = 64 on the larger grids): the short messages only keep the study quick.
Runs recursive_runs(const StudyRunner& runner, const Point& p) {
  if (p.words != kCptWords) return {};
  return {{"cpt", grid_run(runner, "a2a.broadcast.cpt", p)}};
}

void recursive(Comparison& c) {
  c.quantity("cpt_cycles", "recursive (Calvin, Perennes and Trystram's formula)", "cycles")
      .from("cpt", cycles)
      .reference_from("cpt", [](const RunReport& r) { return formula(r, "cpt_formula_cycles"); });
}

// --- The study -------------------------------------------------------------------------------

std::vector<Point> points() {
  std::vector<Point> out;
  for (const std::string kind : {"torus2d", "mesh2d"}) {
    for (int n = 4; n <= 16; ++n) {
      for (const auto& [words, alpha] : {std::pair{4, 0}, std::pair{64, 0}, std::pair{64, 400}}) {
        out.push_back({kind, n, words, alpha});
      }
    }
  }
  return out;
}

Comparison mesh_bcast(StudyRunner& runner, const StudyOptions&) {
  const StudyNotes notes = PaperFolder("paper002").notes();
  Comparison c;
  c.reference = "formula";
  c.title =
      "002: all-to-all broadcast on n x n grids, the broadcast pattern and the row-then-"
      "column paths, against the slides' formulas";
  c.key_names = {"grid", "n", "message_words", "alpha_cycles"};
  software_relay(c);
  switch_relay(c);
  buffered_relays(c);
  whole_worm_relays(c);
  recursive(c);
  c.x_key = 1;
  c.x_label = "n (an n x n grid)";
  c.y_label = "cycles";
  c.log_x = false;
  for (const Point& p : points()) {
    const std::vector<std::string> keys = {p.kind, std::to_string(p.n), std::to_string(p.words),
                                           std::to_string(p.alpha)};
    for (const auto& family :
         {software_runs, switch_runs, buffered_runs, whole_worm_runs, recursive_runs}) {
      c.add_runs(keys, family(runner, p));
    }
  }
  c.simulate(runner);
  c.notes = notes.get({"002.mesh_bcast"});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("002.mesh_bcast",
                     "all-to-all broadcast by the broadcast pattern on n x n meshes and tori, "
                     "n = 4..16, against Theorem 1 and the Corollaries",
                     mesh_bcast);

}  // namespace ccsim::tb::paper002
