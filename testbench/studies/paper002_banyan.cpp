// Paper 002 (all-to-all personalized exchange on a banyan): the Latin-square send order against
// random, shift and hotspot orders, beside the slides' lower bound (`ccsim reproduce
// 002.banyan`).
//
// The slides measure nothing; their claim is that ATAPE with a Latin square takes n rounds
// without conflict, O(n + log n), which is optimal. So the reference is a formula, the
// Omega(n + log n) bound evaluated for the simulated machine (configs/banyan-64.ini at n =
// 4..256: iWarp's links and switches, no start-up per message), and the conflicts are counted
// by the simulation: the cycles in which a head waited for an output another worm held.
// --max-dim limits log2 n.
#include <string>
#include <vector>

#include "study.h"

namespace ccsim::tb {
namespace {

const std::vector<std::string> kOrders = {"latin", "random", "shift", "hotspot"};

Comparison banyan_aapc(StudyRunner& runner, const StudyOptions& options) {
  Comparison c;
  c.reference = "formula";
  c.title = "002: AAPC on the banyan, Latin square against other orders, Omega(n + log n)";
  c.key_names = {"n", "order"};
  c.quantities = {{"cycles", "cycles", "cycles"},
                  {"head_blocked_cycles", "blocked head cycles", "cycles"},
                  {"rounds", "rounds (messages per processor)", "", false}};
  c.x_key = 0;
  c.x_label = "n (processors)";
  c.y_label = "cycles";
  std::vector<Config> configs;
  std::vector<int> sizes;
  for (int m = 2; m <= 8 && m <= options.max_dim; ++m) sizes.push_back(1 << m);
  for (const int n : sizes) {
    for (const std::string& order : kOrders) {
      configs.push_back(runner.machine(
          "banyan-64.ini", {{"topology.n", std::to_string(n)}, {"algorithm.banyan_order", order}}));
    }
  }
  const std::vector<RunReport> r = runner.run(configs);
  for (size_t i = 0; i < sizes.size(); ++i) {
    for (size_t o = 0; o < kOrders.size(); ++o) {
      const RunReport& run = r[i * kOrders.size() + o];
      ComparisonRow& row = c.row({std::to_string(sizes[i]), kOrders[o]});
      if (kOrders[o] == "latin") row.paper[0] = run.value("lower_bound_cycles");
      row.model[0] = double(run.cycles);
      row.model[1] = run.value("head_blocked_cycles");
      row.model[2] = run.value("rounds");
    }
  }
  c.notes = {
      "'formula' is the slides' lower bound Omega(n + log n) evaluated for the simulated "
      "machine: n blocks of B = 16 words leave each processor through its one port into the "
      "banyan at 2 cycles per word, and the last crosses log2 n + 1 links at 3 cycles each. "
      "No start-up per message (node.msg_overhead_cycles = 0), so that only the network's cost "
      "of each order shows.",
      "Every order runs n rounds (column rounds of the CSV): each processor sends one block to "
      "every processor, itself included, through the banyan, one after another, without "
      "synchronizing between rounds. The Latin square (the slides' second construction from "
      "tau, the interstage permutations composed with tau_0 first) makes every round a "
      "permutation the banyan routes without conflict: no head ever waits, and the rounds stay "
      "in step. Its distance to the bound is each message's header, route and trailer words.",
      "Blocked head cycles are counted by the switches: per cycle, every head that found the "
      "output it asks for held by another worm, or lost it to another head. random: each "
      "processor its own random order; shift: processor i sends to i + 1, i + 2, ...; hotspot: "
      "all to 0, then all to 1, ... (every round one destination, served one message at a "
      "time)."};
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("002.banyan",
                     "all-to-all personalized exchange on the banyan, n = 4..256: the Latin "
                     "square against random, shift and hotspot orders, beside Omega(n + log n)",
                     banyan_aapc);

}  // namespace ccsim::tb
