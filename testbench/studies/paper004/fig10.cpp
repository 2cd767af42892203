// Paper 004, Figure 10: the two AAPC transposes of a 512 x 512 2D FFT on the 8x8 iWarp:
// communication cycles, its share of the frame, frames per second.
#include "studies/paper004/common.h"

namespace ccsim::tb::paper004 {
namespace {

// Compute time of one 512 x 512 2D FFT frame on the 8x8 iWarp, in cycles, from §4.4: the
// message-passing program spends 52 % of its time in the two AAPC steps, which take 801,000
// cycles, so a frame is 801,000 / 0.52 = 1,540,385 cycles, 739,385 of them computation (and
// 20 MHz / 1,540,385 = 13 frames/s, as the paper says).
constexpr double kPaperCommCycles = 801000.0;
constexpr double kFftComputeCycles = kPaperCommCycles / 0.52 - kPaperCommCycles;

// The frame's communication: one transpose, simulated once, counted twice.
double comm_cycles(const RunReport& r) { return 2.0 * double(r.cycles); }
double frame_cycles(const RunReport& r) { return comm_cycles(r) + kFftComputeCycles; }

Comparison fig10(StudyRunner& runner, const StudyOptions&) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.title = "004 Fig. 10: 512x512 2D FFT on the 8x8 iWarp";
  c.key_names = {"case", "method"};
  c.quantity("comm_cycles", "two AAPC steps", "cycles").from(comm_cycles);
  c.quantity("comm_share_percent", "share of the frame in communication", "%")
      .from([](const RunReport& r) { return 100.0 * comm_cycles(r) / frame_cycles(r); });
  c.quantity("frames_per_s", "frames per second", "frames/s").from([](const RunReport& r) {
    return r.clock_mhz * 1e6 / frame_cycles(r);
  });
  c.x_key = 0;
  c.x_label = "case and method";
  c.bar_quantities = {"comm_cycles"};
  // One transpose is one AAPC with 128-word blocks; the frame has two identical ones.
  const KeyValues block = {{"algorithm.block_bytes", "512"}};
  KeyValues msgpass = block;
  msgpass.push_back({"algorithm.name", "aapc.msgpass"});
  c.add_runs({"1", "message_passing"}, {{"run", runner.machine("iwarp-8x8.ini", msgpass)}});
  c.add_runs({"2", "phased_prototype"},
             {{"run", runner.machine("iwarp-8x8-prototype.ini", block)}});
  c.add_runs({"3", "phased_switch"}, {{"run", runner.machine("iwarp-8x8.ini", block)}});
  c.simulate(runner);
  c.fill_reference(folder().table("fig10"));
  c.row_fitted({"2", "phased_prototype"}, kPrototypeFit);
  const double mp_cycles = *c.model({"1", "message_passing"}, "comm_cycles");
  // What would close the message-passing gap if it were packing and unpacking: each node's
  // 4096 complex elements (8192 words) copied into its 64 blocks and out again, per transpose.
  const double copies = 2.0 * 2.0 * 8192.0;
  c.notes = notes.get({"004.fig10"},
                      {{"msgpass_cycles", fixed(mp_cycles, 0)},
                       {"copy_cycles", fixed((kPaperCommCycles - mp_cycles) / copies, 1)},
                       {"paper_mb", fixed(4.0 * 1048576 / (kPaperCommCycles / 20e6) / 1e6, 0)},
                       {"msgpass_mb", fixed(2.0 * 2097152 / (mp_cycles / 20e6) / 1e6, 0)}});
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("004.fig10",
                     "the two AAPC transposes of a 512 x 512 2D FFT: communication cycles, its "
                     "share of the frame, frames per second",
                     fig10);

}  // namespace ccsim::tb::paper004
