// Paper 004, Figure 7: the AAPC methods on the iWarp 8x8 against block size, and where the
// phased method overtakes the others.
#include <algorithm>
#include <cmath>

#include "studies/paper004/common.h"

namespace ccsim::tb::paper004 {
namespace {

// Memory for the buffering methods at 16 KB blocks (store-and-forward needs 1.41 M words): a
// size only, it changes no timing.
const char* const kBufferWords = "2097152";

// One AAPC method of Figure 7 on the iWarp 8x8.
struct Method {
  std::string name;  // run name and column stem
  std::string label;
  std::string config;  // file under configs/
  KeyValues keys;
};

std::vector<Method> methods() {
  return {
      {"phased_ideal", "phased, synchronizing switch", "iwarp-8x8.ini", {}},
      {"phased_prototype", "phased, prototype (Fig. 4)", "iwarp-8x8-prototype.ini", {}},
      {"msgpass", "message passing", "iwarp-8x8.ini", {{"algorithm.name", "aapc.msgpass"}}},
      {"store_forward",
       "store-and-forward",
       "iwarp-8x8.ini",
       {{"algorithm.name", "aapc.store_forward"},
        {"node.all_port", "true"},
        {"node.dma_engines", "4"},
        {"memory.words", kBufferWords}}},
      {"two_stage",
       "two-stage",
       "iwarp-8x8.ini",
       {{"algorithm.name", "aapc.two_stage"}, {"memory.words", kBufferWords}}},
      // The cause of store-and-forward's limit: the same run with twice the memory ports.
      {"store_forward_4ports",
       "store-and-forward, 4 memory ports",
       "iwarp-8x8.ini",
       {{"algorithm.name", "aapc.store_forward"},
        {"node.all_port", "true"},
        {"node.dma_engines", "4"},
        {"memory.ports", "4"},
        {"memory.words", kBufferWords}}},
  };
}

const std::vector<long> kBlocks = {64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384};
constexpr double kPeak = 2560.0;  // MB/s, Eq. 1

// Where `a` overtakes `b` for good, over increasing block sizes: the block size (bytes) at
// which their difference crosses zero after the last point where `a` was not ahead,
// interpolated on a log axis between the two simulated sizes; 0 when `a` is ahead everywhere,
// -1 when it is behind at the largest size.
double crossover(const std::vector<long>& blocks, const std::vector<double>& a,
                 const std::vector<double>& b) {
  if (a.back() <= b.back()) return -1;
  size_t i = blocks.size() - 1;
  while (i > 0 && a[i - 1] > b[i - 1]) --i;
  if (i == 0) return 0;
  const double d0 = a[i - 1] - b[i - 1];
  const double d1 = a[i] - b[i];
  const double f = d0 / (d0 - d1);
  return std::exp(std::log(double(blocks[i - 1])) +
                  f * (std::log(double(blocks[i])) - std::log(double(blocks[i - 1]))));
}

// The notes' figures, all from the runs: a method's model value of `quantity` at `block`.
struct Figures {
  const Comparison& c;
  double at(const std::string& method, const std::string& quantity, long block) const {
    return c.model({std::to_string(block)}, method + quantity).value_or(0.0);
  }
  double mb(const std::string& method, long block) const {
    return at(method, "_mbytes_per_s", block);
  }
  std::string mb(const std::string& method, long block, int digits) const {
    return fixed(mb(method, block), digits);
  }
  std::string link(const std::string& method, long block) const {
    return fixed(at(method, "_link_util_percent", block), 1);
  }
  std::string memory(const std::string& method, long block) const {
    return fixed(at(method, "_memory_util_percent", block), 1);
  }
  std::vector<double> curve(const std::string& method) const {
    std::vector<double> out;
    for (const long b : kBlocks) out.push_back(mb(method, b));
    return out;
  }
};

std::string crossing_text(const StudyNotes& notes, double x) {
  if (x < 0) return notes.one("004.fig7 never overtakes");
  if (x == 0) return notes.one("004.fig7 ahead everywhere");
  return notes.one("004.fig7 overtakes at", {{"bytes", fixed(x, 0)}});
}

std::vector<std::string> fig7_notes(const Comparison& c, const StudyNotes& notes) {
  const Figures f{c};
  std::vector<double> best_other(kBlocks.size(), 0);
  for (size_t i = 0; i < kBlocks.size(); ++i) {
    for (const char* m : {"msgpass", "store_forward", "two_stage"}) {
      best_other[i] = std::max(best_other[i], f.mb(m, kBlocks[i]));
    }
  }
  constexpr long kLast = 16384;
  return notes.get(
      {"004.fig7"},
      {{"prototype_crossing",
        crossing_text(notes, crossover(kBlocks, f.curve("phased_prototype"), best_other))},
       {"switch_crossing",
        crossing_text(notes, crossover(kBlocks, f.curve("phased_ideal"), best_other))},
       {"store_forward_mb", f.mb("store_forward", kLast, 0)},
       {"store_forward_peak_pct", fixed(100 * f.mb("store_forward", kLast) / kPeak, 1)},
       {"store_forward_link_pct", f.link("store_forward", kLast)},
       {"store_forward_memory_pct", f.memory("store_forward", kLast)},
       {"store_forward_limit_pct", fixed(100 * f.mb("store_forward", kLast) / 1024.0, 0)},
       {"store_forward_4ports_mb", f.mb("store_forward_4ports", kLast, 0)},
       {"store_forward_4ports_memory_pct", f.memory("store_forward_4ports", kLast)},
       {"two_stage_mb", f.mb("two_stage", kLast, 0)},
       {"two_stage_peak_pct", fixed(100 * f.mb("two_stage", kLast) / kPeak, 1)},
       {"two_stage_link_pct", f.link("two_stage", kLast)},
       {"two_stage_memory_pct", f.memory("two_stage", kLast)},
       {"two_stage_limit_pct", fixed(100 * f.mb("two_stage", kLast) / 1024.0, 0)},
       {"two_stage_64_mb", f.mb("two_stage", 64, 0)},
       {"msgpass_64_mb", f.mb("msgpass", 64, 0)},
       {"msgpass_mb", f.mb("msgpass", kLast, 0)},
       {"msgpass_link_pct", f.link("msgpass", kLast)},
       {"msgpass_memory_pct", f.memory("msgpass", kLast)}});
}

Comparison fig7(StudyRunner& runner, const StudyOptions&) {
  const StudyNotes notes = folder().notes();
  const std::vector<Method> all = methods();
  Comparison c;
  c.title = "004 Fig. 7: AAPC methods on the iWarp 8x8";
  c.key_names = {"block_bytes"};
  for (const Method& m : all) {
    auto q = c.quantity(m.name + "_mbytes_per_s", m.label, "MB/s").from(m.name, mbytes_per_s);
    if (m.name == "store_forward_4ports") q.detail();
    if (m.config == "iwarp-8x8-prototype.ini") q.fitted(kPrototypeFit);
  }
  for (const Method& m : all) {
    if (m.name == "phased_ideal" || m.name == "phased_prototype") continue;
    c.quantity(m.name + "_link_util_percent", m.label + ", mean link utilization", "%")
        .detail()
        .from(m.name, [](const RunReport& r) { return 100.0 * r.link_utilization_mean; });
    c.quantity(m.name + "_memory_util_percent", m.label + ", mean memory port utilization", "%")
        .detail()
        .from(m.name, [](const RunReport& r) { return 100.0 * r.memory_port_utilization_mean; });
  }
  c.x_label = "block size per pair (bytes)";
  c.y_label = "aggregate bandwidth (MB/s)";
  for (const long b : kBlocks) {
    Runs runs;
    for (const Method& m : all) {
      KeyValues keys = m.keys;
      keys.push_back({"algorithm.block_bytes", std::to_string(b)});
      runs.push_back({m.name, runner.machine(m.config, keys)});
    }
    c.add_runs({std::to_string(b)}, runs);
  }
  c.simulate(runner);
  c.fill_reference(folder().table("fig7"));
  c.notes = fig7_notes(c, notes);
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("004.fig7",
                     "AAPC methods against block size: phased (switch, prototype), message "
                     "passing, store-and-forward, two-stage; the crossover",
                     fig7);

}  // namespace ccsim::tb::paper004
