// `ccsim sweep --backend slurm` and `ccsim sweep collect DIR`: a sweep as a Slurm job array.
//
// The Slurm backend checks every point as the local one does (load_run), then writes a sweep
// directory (sweep_dir.h) and submits its job script with sbatch, recording the job id; with
// --dry-run it only writes it. Each task's time limit and memory default to estimates:
//  - memory: 1.25 x the largest point's own estimate (memory_estimate_bytes, the figure
//    `ccsim run` checks against sim.max_memory_mb), plus what a timing run's peak resident
//    memory exceeded its own estimate by, if it did; at least 64 MiB;
//  - time: a timing run of the point with the most nodes, in a child process, bounded to
//    kCalibrationRouterCycles node-cycles (a fraction of a second), measures node-cycles per
//    second of simulation and the fixed cost of a process (start, elaboration, report); each
//    point's estimate is that fixed cost (scaled by its node count) plus its expected cycles
//    (the experiment's own expectation, or sim.max_cycles when smaller) times its nodes over
//    that rate. The limit is 3 times the largest estimate plus a minute, in whole minutes.
//    When a point has no expected cycle count (message-passing AAPC gives none) no limit is
//    made up: the partition's default applies, and the script and the output say so.
// --time and --mem replace the estimates; both given, no timing run is made.
//
// `collect` reads the manifest (refusing another format version), reads each point's
// statistics and prints them through the local sweep's table code (print_sweep_results), so
// that the table, the CSV and the plot are the same as a local sweep's. A point without a
// complete report (missing, half-written, not JSON) is listed with its exit code and a
// one-line reason from its standard error; any such point makes the exit code 1.
// --resubmit-failed submits just those points again as a new array, after moving their old
// files to attempts/N/ and leaving out points Slurm still has queued or running.
//
// Exit codes: 2 for bad input (options, a directory that is not a sweep directory or of
// another version, a partition or account sbatch refuses); 1 when sbatch is missing, Slurm
// cannot be reached or a point failed.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "base/config.h"
#include "sweep/slurm/slurm_options.h"
#include "sweep/sweep.h"

namespace ccsim::tb {

struct SlurmSweepOptions {
  std::string dir;  // "" = sweep-YYYYMMDD-HHMMSS
  bool dry_run = false;
  int jobs = 0;  // array tasks running at once; 0 = no limit
  SlurmResources resources;
};

// Writes the sweep directory of `base` varied by `vary` and submits it (not with dry_run).
int slurm_sweep(const Config& base, const std::vector<VariedKey>& vary, const SlurmSweepOptions& o,
                std::ostream& out);

struct CollectOptions {
  std::string dir;
  SweepOutputs outputs;
  bool resubmit_failed = false;
  int jobs = 0;  // with resubmit_failed: array tasks running at once; 0 = as the sweep said
  SlurmResources resources;
};

// Prints the sweep's table (as a local sweep does), lists the points without a result and,
// with resubmit_failed, submits them again. Returns 0 when every point has its result, else 1.
int collect_sweep(const CollectOptions& o, std::ostream& out);

}  // namespace ccsim::tb
