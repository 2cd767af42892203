// Paper 003 (Saad and Schultz, "Data Communication in Hypercubes"): what its studies share
// (`ccsim reproduce 003`; --max-dim bounds n). The explanatory notes are in notes.md.
//
// Every run is configs/hypercube-003.ini (tau = 4 cycles per 32-bit element) with a start-up
// beta, a size (m elements per vector or token; b for the transposes' blocks), a cube dimension
// and one of four machines: all-port nodes with full-duplex links, the same with one start-up
// per step for all a node sends in it (the paper's assumptions), all-port nodes with half-duplex
// links (exchanges in two passes, as the paper's equations count them), one-port nodes with
// full-duplex links. Two regimes: beta = 400 cycles = 100 tau
// (the paper's beta >> tau) and beta = 4 cycles = tau, with m = 1024 elements per vector (one to
// all, two nodes), 16 per token (total exchange, gather, scatter) and 1 x 1 blocks (transposes).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "studies/study.h"

namespace ccsim::tb::paper003 {

using Runs = std::vector<std::pair<std::string, Config>>;

const PaperFolder& folder();

enum class Family { kVector, kToken, kTranspose };

struct Algorithm {
  std::string name;   // after "cube003."
  std::string label;  // for people: "TEA2 (eq. 4.5)"
  Family family;
  // 2^n sequential steps or more (SBA, daisy chain, SMG): beyond kDiagnosticMaxN only their
  // first machine runs, as a 1024-node run of theirs takes many minutes.
  bool costly;
};

struct Regime {
  int beta;       // node.msg_overhead_cycles
  uint32_t size;  // m, or b for the transposes
};

struct Variant {
  std::string name;   // CSV stem: "all_full"
  std::string label;  // "all-port, full duplex"
  bool half_duplex;
  bool all_port;
  bool startup_per_step = false;  // algorithm.startups = step: the paper's overlap assumption
};

constexpr int kMinN = 3;
constexpr int kMaxN = 10;
// The start-up-per-step and one-port machines (which explain the gaps) run up to this n; so do
// the costly algorithms' half-duplex runs.
constexpr int kDiagnosticMaxN = 8;
constexpr int kTau = 4;  // link.cycles_per_word of the configuration, one word per element

const std::vector<Algorithm>& algorithms();
const Algorithm& algorithm(const std::string& name);
// The label without its equation: "TEA2".
std::string short_name(const std::string& algorithm_name);
// The six total exchanges, in the paper's order.
const std::vector<std::string>& exchanges();
const std::vector<Variant>& variants();
const Variant& variant(const std::string& name);
// beta >> tau first, then beta = tau.
std::vector<Regime> regimes(Family family);
std::string size_key(Family family);  // "m" or "b"

// The largest n the studies simulate: 10, or less by --max-dim.
int max_n(const StudyOptions& options);
bool runs(const Algorithm& a, const Variant& v, int n);

// Key values that read well in tables and plot legends: "β=400", "m=16", "n=5".
std::string key(const std::string& name, int64_t value);

// `v` with `decimals` decimals, for the notes.
std::string fixed(double v, int decimals);

// A run's simulated cycles, and the paper's formula it printed for its configuration.
double cycles(const RunReport& r);
std::optional<double> formula(const RunReport& r);

Config run_config(const StudyRunner& runner, const Algorithm& a, const Regime& r, const Variant& v,
                  int n);

}  // namespace ccsim::tb::paper003
