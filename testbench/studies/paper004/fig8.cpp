// Paper 004, Figure 8: phased AAPC with the synchronizing switch against a global barrier (and
// software synchronization), over block sizes.
#include "studies/paper004/common.h"

namespace ccsim::tb::paper004 {
namespace {

const std::vector<long> kBlocks = {16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384};

// `run`'s bandwidth over the barrier's.
RowValue over_barrier(const std::string& run) {
  return [run](const RowRuns& r) { return mbytes_per_s(r[run]) / mbytes_per_s(r["barrier"]); };
}

// The notes' figures at the smallest and the largest block.
std::vector<std::string> fig8_notes(const Comparison& c, const StudyNotes& notes) {
  const auto at = [&c](long block, const std::string& quantity) {
    return c.model({std::to_string(block)}, quantity).value_or(0.0);
  };
  const long first = kBlocks.front();
  const long last = kBlocks.back();
  return notes.get({"004.fig8"},
                   {{"first_gain_pct", fixed(100 * (at(first, "switch_over_barrier") - 1), 1)},
                    {"first_switch_mb", fixed(at(first, "hardware_mbytes_per_s"), 1)},
                    {"first_barrier_mb", fixed(at(first, "barrier_mbytes_per_s"), 1)},
                    {"last_gain_pct", fixed(100 * (at(last, "switch_over_barrier") - 1), 1)},
                    {"last_switch_mb", fixed(at(last, "hardware_mbytes_per_s"), 0)},
                    {"last_barrier_mb", fixed(at(last, "barrier_mbytes_per_s"), 0)}});
}

Comparison fig8(StudyRunner& runner, const StudyOptions&) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.title = "004 Fig. 8: phased AAPC, switch vs global barrier";
  c.key_names = {"block_bytes"};
  // The bandwidths differ by a few per cent: the plot shows their ratios, the CSV both.
  c.quantity("switch_over_barrier", "synchronizing switch / barrier", "")
      .from_runs(over_barrier("hardware"));
  c.quantity("software_over_barrier", "software (Fig. 4) / barrier", "")
      .from_runs(over_barrier("software"));
  c.quantity("hardware_mbytes_per_s", "synchronizing switch", "MB/s")
      .detail()
      .from("hardware", mbytes_per_s);
  c.quantity("barrier_mbytes_per_s", "global barrier", "MB/s")
      .detail()
      .from("barrier", mbytes_per_s);
  c.quantity("software_mbytes_per_s", "software (Fig. 4, iWarp stop conditions)", "MB/s")
      .detail()
      .from("software", mbytes_per_s);
  c.x_label = "block size per pair (bytes)";
  c.y_label = "aggregate bandwidth relative to the global barrier";
  c.log_y = false;
  for (const long b : kBlocks) {
    Runs runs;
    for (const char* sync : {"hardware", "barrier", "software"}) {
      runs.push_back(
          {sync, runner.machine("iwarp-8x8.ini", {{"algorithm.sync", sync},
                                                  {"algorithm.block_bytes", std::to_string(b)}})});
    }
    c.add_runs({std::to_string(b)}, runs);
  }
  c.simulate(runner);
  c.notes = fig8_notes(c, notes);
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("004.fig8",
                     "phased AAPC with the synchronizing switch against a global barrier (and "
                     "software synchronization), over block sizes",
                     fig8);

}  // namespace ccsim::tb::paper004
