// Paper 003 (Saad and Schultz, "Data Communication in Hypercubes"): each algorithm simulated on
// the hypercube beside the paper's formula, n = 3..10 (`ccsim reproduce 003`; --max-dim bounds
// n). One study per algorithm; paper003_summary.cpp ranks the total exchanges, counts TEA2's
// edge loads and gathers the ratios; paper003_delivery.cpp counts every delivery.
//
// "formula" is the paper's equation for the run's own configuration (the run prints it,
// labelled analytic): beta = node.msg_overhead_cycles, tau = 4 cycles per element, and the
// exchange equations counting two passes per step on half-duplex links and one on full-duplex
// ones. The three machines and the regimes are paper003_runs.h's. Besides the cycles, the CSV
// file has per run the start-ups the busiest node paid, the busiest memory port's and link's
// share of the run, and for the pipelined algorithms the pipeline formula at the packet size
// the run used.
#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "studies/paper003_runs.h"
#include "study.h"

namespace ccsim::tb {
namespace {

using paper003::Algorithm;
using paper003::Family;
using paper003::Regime;
using paper003::Variant;

std::string fixed(double v, int decimals) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, v);
  return text;
}

// Why the model and the formula differ, per algorithm: what the formula leaves out that the
// machine does not. The machine's common terms are in kMachineNote; the figures at the largest
// n are added to the notes from the runs themselves.
const std::map<std::string, std::string> kGapNotes = {
    {"broadcast",
     "Eq. 2.1 holds where each node sends to its children one after another, the deepest path "
     "(0, 1, 3, 7, ...) first: one-port nodes follow it but for framing. All-port nodes send to "
     "all their children at once, and the copies share the one memory port: with more than 4 "
     "streaming (τ = 4 cycles a word) every copy slows down, the one on the deepest path "
     "included, so the gap grows with n at m = 1024."},
    {"broadcast_pipelined",
     "Every node sends each packet to all its children, one start-up per message: node 0 pays n "
     "per packet where the paper (a send to any number of neighbours costs one start-up) counts "
     "one, and at β >> τ that paces the pipeline. With one start-up per step the model comes "
     "near eq. 2.2, and below it at small n: the processor's start-up for the next packet "
     "overlaps the DMA of the last, where the formula adds β and the packet's τ. At β = "
     "τ the n copies share the memory port (all-port) or go one after another (one-port)."},
    {"path",
     "At β >> τ and m = 1024 the model beats eq. 3.1: a relay's start-up for packet p + 1 "
     "overlaps the DMA of packet p, so the pipeline's period is the larger of the two, where the "
     "formula counts their sum. At β = τ the optimum has many small packets, and each "
     "message's framing (5 words) weighs on it. Links and ports do not matter: one message at a "
     "time crosses each node."},
    {"parallel_paths",
     "Node 0 starts n messages per packet, one start-up each (the gap at β >> τ, nearly "
     "gone with one start-up per step), and node B takes n at once through its one memory port. "
     "The n paths do run in parallel on all-port nodes; one-port nodes serialize the parts at "
     "both ends, which costs up to n times the transfer."},
    {"sba",
     "Eq. 4.1 is 2^n broadcasts one after another; here each node begins broadcast r + 1 as soon "
     "as its part in broadcast r is done (no barrier), so consecutive broadcasts overlap and the "
     "model comes below the formula at β >> τ (far below with one start-up per step). At "
     "β = τ each root's n copies per packet, their framing and their share of the memory "
     "port dominate."},
    {"daisy_chain",
     "2^n - 1 steps of one message per node, as eq. 4.2 counts: what is left is each message's "
     "framing (5 words beside a 16-word token) and hop. Links and ports do not matter."},
    {"adea",
     "One message per node and step, as eq. 4.3 counts: the model meets the formula but for "
     "framing and hops, which weigh less as the messages double; on half-duplex links the two "
     "passes cost what the printed equation counts."},
    {"tea1",
     "Every node sends n messages per step: n start-ups on its one processor where eq. 4.4 "
     "counts one (the gap at β >> τ), and 2n channels through its one memory port (the gap "
     "at β = τ, where the port is nearly always busy). On half-duplex links the formula "
     "doubles (two passes) but the memory port's work does not, so the ratio halves."},
    {"tea2",
     "Eq. 4.5 is a bound counting one start-up per step; a node pays one per message, up to n "
     "per step (the gap at β >> τ; one start-up per step leaves the memory port's share), "
     "and its one memory port serves 2n channels (the gap at β = τ). The edge loads counted "
     "in the run equal ceil(C(n,i)/n) in every step (003.tea2_loads)."},
    {"tea2_grouped",
     "n + 1 half-steps as the errata requires, with as many start-up rounds as the paper's "
     "(n + 1) β, but a sending node still starts up to n messages per half-step. On "
     "full-duplex links half the capacity idles; on half-duplex links it is the fastest of the "
     "exchanges at β = τ."},
    {"gather",
     "Node 0 takes one message per subtree, and the subtrees arrive one after another as in the "
     "paper's steps: the model meets eq. 5.1 but for framing and hops."},
    {"scatter",
     "Node 0 starts its n messages at once (one start-up each, largest first); the path 0, 1, 3, "
     "... carries the largest blocks, so the time is eq. 5.1's but for framing and hops; "
     "all-port copies sharing node 0's memory port slow the largest a little."},
    {"transpose_smg",
     "SMG is 2^n gathers; each node begins gather j + 1 as soon as its part in gather j is done "
     "(no barrier), so the gathers overlap and the model comes well below the formula, which "
     "counts them one after another. The local transpose (a load and a store per word) is small "
     "beside them."},
    {"transpose_mtadea",
     "n exchange steps of N^2 / 2k elements per node, gathered from up to k/2 places (a DMA "
     "descriptor each, free here: node.dma_setup_cycles = 0). At small N the local transpose (a "
     "load and a store per word, which the formula does not count) and framing dominate."}};

const char* const kMachineNote =
    "The machine (configs/hypercube-003.ini): τ = 4 cycles per 32-bit element on a link; one "
    "memory port of one access per cycle, so an all-port node streaming more than 4 channels at "
    "once waits for memory; a message framed by 5 words (2 of route, 2 of info, a trailer) and "
    "a cycle per hop; β = node.msg_overhead_cycles of processor time before every message "
    "(or, in the 'a start-up per step' runs, before the first of a step's messages). The "
    "formulas count none of the framing, the memory port or a start-up per message.";

// At the largest n: each machine's model/formula, and what the busiest node's start-ups cost
// and how busy its memory port was on all-port nodes with full-duplex links.
std::string largest(const Comparison& c, const ComparisonRow& row) {
  std::string text = "n = " + row.keys[0] + ", " + row.keys[1] + ", " + row.keys[2] + ":";
  for (const Variant& v : paper003::variants()) {
    const size_t q = c.quantity(v.name + "_cycles");
    if (!row.model[q] || !row.paper[q]) continue;
    text += " " + v.label + " " + fixed(*row.model[q] / *row.paper[q], 2) + ";";
  }
  const std::optional<double> startups = row.model[c.quantity("all_full_startups")];
  const std::optional<double> memory = row.model[c.quantity("all_full_memory")];
  if (startups && memory) {
    const double beta = std::stod(row.keys[1].substr(row.keys[1].find('=') + 1));
    text += " all-port, full duplex: the busiest node paid " + fixed(*startups, 0) +
            " start-ups (" + fixed(*startups * beta, 0) + " cycles), its memory port " +
            fixed(*memory, 0) + " % busy.";
  }
  return text;
}

Comparison algorithm_study(StudyRunner& runner, const StudyOptions& options, const Algorithm& a) {
  Comparison c;
  c.reference = "formula";
  c.title = "003 " + a.label + ": simulated cycles beside the paper's formula";
  c.key_names = {"n", "β", paper003::size_key(a.family)};
  c.x_key = 0;
  c.x_label = "n (2^n nodes)";
  c.y_label = "cycles";
  c.log_x = false;
  for (const Variant& v : paper003::variants()) {
    c.quantities.push_back({v.name + "_cycles", v.label, "cycles"});
  }
  for (const Variant& v : paper003::variants()) {
    c.quantities.push_back(
        {v.name + "_startups", v.label + ": start-ups, busiest node", "", false});
    c.quantities.push_back({v.name + "_memory", v.label + ": busiest memory port", "%", false});
    c.quantities.push_back({v.name + "_link", v.label + ": busiest link", "%", false});
    c.quantities.push_back(
        {v.name + "_at_packet", v.label + ": pipeline at the packet size used", "cycles", false});
  }
  struct Point {
    Regime regime;
    int n;
    size_t variant;
  };
  std::vector<Point> points;
  std::vector<Config> configs;
  for (const Regime& r : paper003::regimes(a.family)) {
    for (int n = paper003::kMinN; n <= paper003::max_n(options); ++n) {
      for (size_t v = 0; v < paper003::variants().size(); ++v) {
        if (!paper003::runs(a, paper003::variants()[v], n)) continue;
        points.push_back({r, n, v});
        configs.push_back(paper003::run_config(runner, a, r, paper003::variants()[v], n));
      }
    }
  }
  const std::vector<RunReport> reports = runner.run(configs);
  for (size_t i = 0; i < points.size(); ++i) {
    const Point& p = points[i];
    const RunReport& r = reports[i];
    const std::string stem = paper003::variants()[p.variant].name;
    ComparisonRow& row = c.row({std::to_string(p.n), paper003::key("β", p.regime.beta),
                                paper003::key(paper003::size_key(a.family), p.regime.size)});
    row.paper[c.quantity(stem + "_cycles")] = r.value("formula_cycles");
    row.model[c.quantity(stem + "_cycles")] = double(r.cycles);
    row.model[c.quantity(stem + "_startups")] = r.value("startups_max");
    row.model[c.quantity(stem + "_memory")] = 100 * r.memory_port_utilization_max;
    row.model[c.quantity(stem + "_link")] = 100 * r.link_utilization_max;
    if (r.figure("pipeline_at_packet_cycles")) {
      row.paper[c.quantity(stem + "_at_packet")] = r.value("pipeline_at_packet_cycles");
      row.model[c.quantity(stem + "_at_packet")] = double(r.cycles);
    }
  }
  c.notes = {kGapNotes.at(a.name), kMachineNote,
             "The start-up-per-step and one-port machines run up to n = " +
                 std::to_string(paper003::kDiagnosticMaxN) +
                 (a.costly ? ", and so do the half-duplex links: a 1024-node run of this "
                             "algorithm takes many minutes (003.delivery checks its half-duplex "
                             "deliveries up to n = 10)."
                           : ".")};
  for (const ComparisonRow& row : c.rows) {
    if (row.keys[0] == std::to_string(paper003::max_n(options))) c.notes.push_back(largest(c, row));
  }
  return c;
}

template <size_t kIndex>
Comparison study(StudyRunner& runner, const StudyOptions& options) {
  return algorithm_study(runner, options, paper003::algorithms()[kIndex]);
}

// One study per algorithm, named after it.
#define PAPER003_STUDY(index, id, description) \
  auto* const id##_study = study<index>;       \
  CCSIM_REGISTER_STUDY("003." #id, description, id##_study)

PAPER003_STUDY(0, broadcast, "broadcast down the spanning binomial tree against eq. 2.1");
PAPER003_STUDY(1, broadcast_pipelined, "pipelined broadcast against eq. 2.2");
PAPER003_STUDY(2, path, "one path, pipelined, against eq. 3.1");
PAPER003_STUDY(3, parallel_paths, "n parallel paths against Proposition 3.2");
PAPER003_STUDY(4, sba, "total exchange by sequential broadcasting against eq. 4.1");
PAPER003_STUDY(5, daisy_chain, "total exchange around the Gray-code ring against eq. 4.2");
PAPER003_STUDY(6, adea, "total exchange by ADEA against eq. 4.3");
PAPER003_STUDY(7, tea1, "total exchange by TEA1 against eq. 4.4");
PAPER003_STUDY(8, tea2, "total exchange by TEA2 against eq. 4.5");
PAPER003_STUDY(9, tea2_grouped, "TEA2 in grouped half-steps against §4.3's (n + 1) β form");
PAPER003_STUDY(10, gather, "gather to node 0 against eq. 5.1");
PAPER003_STUDY(11, scatter, "scatter from node 0 against eq. 5.1");
PAPER003_STUDY(12, transpose_smg, "matrix transpose by sequential gathers against §6");
PAPER003_STUDY(13, transpose_mtadea, "matrix transpose by MTADEA against §6");

}  // namespace
}  // namespace ccsim::tb
