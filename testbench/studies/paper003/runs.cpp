// Paper 003's shared runs (see paper003_runs.h).
#include "studies/paper003/runs.h"

#include <algorithm>
#include <stdexcept>

#include "output/text_table.h"

namespace ccsim::tb::paper003 {

const PaperFolder& folder() {
  static const PaperFolder paper("paper003");
  return paper;
}

std::string fixed(double v, int decimals) { return TextTable::fixed(v, decimals); }

double cycles(const RunReport& r) { return double(r.cycles); }

std::optional<double> formula(const RunReport& r) {
  const Figure* f = r.figure("formula_cycles");
  return f ? std::optional<double>(f->value) : std::nullopt;
}

const std::vector<Algorithm>& algorithms() {
  static const std::vector<Algorithm> list = {
      {"broadcast", "broadcast (eq. 2.1)", Family::kVector, false},
      {"broadcast_pipelined", "pipelined broadcast (eq. 2.2)", Family::kVector, false},
      {"path", "one path, pipelined (eq. 3.1)", Family::kVector, false},
      {"parallel_paths", "n parallel paths (Prop. 3.2)", Family::kVector, false},
      {"sba", "SBA (eq. 4.1)", Family::kToken, true},
      {"daisy_chain", "daisy chain (eq. 4.2)", Family::kToken, true},
      {"adea", "ADEA (eq. 4.3)", Family::kToken, false},
      {"tea1", "TEA1 (eq. 4.4)", Family::kToken, false},
      {"tea2", "TEA2 (eq. 4.5)", Family::kToken, false},
      {"tea2_grouped", "TEA2 grouped (§4.3)", Family::kToken, false},
      {"gather", "gather (eq. 5.1)", Family::kToken, false},
      {"scatter", "scatter (eq. 5.1)", Family::kToken, false},
      {"transpose_smg", "transpose, SMG (§6)", Family::kTranspose, true},
      {"transpose_mtadea", "transpose, MTADEA (§6)", Family::kTranspose, false}};
  return list;
}

const Algorithm& algorithm(const std::string& name) {
  for (const Algorithm& a : algorithms()) {
    if (a.name == name) return a;
  }
  throw std::logic_error("paper 003: no algorithm " + name);
}

std::string short_name(const std::string& algorithm_name) {
  const std::string& label = algorithm(algorithm_name).label;
  return label.substr(0, label.find(" ("));
}

const std::vector<std::string>& exchanges() {
  static const std::vector<std::string> list = {"sba",  "daisy_chain", "adea",
                                                "tea1", "tea2",        "tea2_grouped"};
  return list;
}

const std::vector<Variant>& variants() {
  static const std::vector<Variant> list = {
      {"all_full", "all-port, full duplex", false, true},
      {"all_full_step", "all-port, full duplex, a start-up per step", false, true, true},
      {"all_half", "all-port, half duplex", true, true},
      {"one_full", "one-port, full duplex", false, false}};
  return list;
}

const Variant& variant(const std::string& name) {
  for (const Variant& v : variants()) {
    if (v.name == name) return v;
  }
  throw std::logic_error("paper 003: no machine " + name);
}

std::vector<Regime> regimes(Family family) {
  switch (family) {
    case Family::kVector:
      return {{100 * kTau, 1024}, {kTau, 1024}};
    case Family::kToken:
      return {{100 * kTau, 16}, {kTau, 16}};
    case Family::kTranspose:
      return {{100 * kTau, 1}, {kTau, 1}};
  }
  return {};
}

std::string size_key(Family family) { return family == Family::kTranspose ? "b" : "m"; }

int max_n(const StudyOptions& options) { return std::min(kMaxN, options.max_dim); }

bool runs(const Algorithm& a, const Variant& v, int n) {
  if (n <= kDiagnosticMaxN || v.name == "all_full") return true;
  return v.name == "all_half" && !a.costly;
}

std::string key(const std::string& name, int64_t value) {
  return name + "=" + std::to_string(value);
}

Config run_config(const StudyRunner& runner, const Algorithm& a, const Regime& r, const Variant& v,
                  int n) {
  KeyValues keys = {{"topology.dim", std::to_string(n)},
                    {"algorithm.name", "cube003." + a.name},
                    {"node.msg_overhead_cycles", std::to_string(r.beta)},
                    {"link.half_duplex", v.half_duplex ? "true" : "false"},
                    {"node.all_port", v.all_port ? "true" : "false"},
                    {"algorithm.startups", v.startup_per_step ? "step" : "message"}};
  if (a.family == Family::kTranspose) {
    keys.push_back({"algorithm.block_order", std::to_string(r.size)});
  } else {
    keys.push_back({"algorithm.elements_per_node", std::to_string(r.size)});
  }
  return runner.machine("hypercube-003.ini", keys);
}

}  // namespace ccsim::tb::paper003
