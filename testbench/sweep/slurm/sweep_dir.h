// A sweep directory for a batch scheduler: its layout, its manifest and its Slurm job script.
//
// `ccsim sweep --backend slurm` writes one directory that holds everything a cluster needs to
// run the sweep and everything `ccsim sweep collect` needs to read it back, so that it can be
// copied, inspected and resubmitted by hand:
//
//   manifest.json      format and ccsim versions, the varied keys, per point its index, values
//                      and files, the resources asked for and how they were estimated
//   sweep.sbatch       the job array: task i runs `ccsim run --config points/<i>.ini`
//   points/007.ini     the effective configuration of point 7 (`ccsim run --config` reruns it)
//   stats/007.json     its statistics, written whole by the run (output.stats)
//   logs/007.out/.err  its standard output and error (Slurm's --output and --error)
//   logs/007.exit      its exit code, written by the job script once ccsim has ended
//   jobs               one line per submission: job id, array indices, UTC time and the
//                      sbatch options given on ccsim's command line for it, tab-separated
//   attempts/N/        the files of points that failed before resubmission N, kept
//
// Point files are numbered from 0 with at least three digits (as many as the largest index
// needs), the zero padding Slurm's "%3a" gives. Paths in the manifest are relative to the
// directory, so that it can move; the script runs in the directory it is submitted from.
// Pure C++ (no SystemC, no processes): the parts that can be tested without a cluster.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace ccsim::tb {

// The manifest's format. A directory of another version is refused by name (exit 2).
constexpr int kSweepFormatVersion = 1;
constexpr char kSweepFormatName[] = "ccsim-sweep";
constexpr char kManifestFile[] = "manifest.json";
constexpr char kJobScriptFile[] = "sweep.sbatch";
constexpr char kJobsFile[] = "jobs";

struct SweepPoint {
  size_t index = 0;
  std::vector<std::pair<std::string, std::string>> values;  // varied key -> value, in order
  std::string config;                  // "points/007.ini", relative to the sweep directory
  std::string stats;                   // "stats/007.json"
  std::string out;                     // "logs/007.out"
  std::string err;                     // "logs/007.err"
  std::string exit;                    // "logs/007.exit"
  uint64_t memory_estimate_bytes = 0;  // the run's own estimate (load_run)
  uint64_t expected_cycles = 0;        // the experiment's expectation; 0 = unknown
  double estimated_seconds = 0;        // wall time from the calibration; 0 = unknown
};

// What the job asks Slurm for. Empty strings are left to Slurm's defaults.
struct SlurmRequest {
  std::string partition;
  std::string account;
  std::string time;                // a Slurm time limit ("0:12:00")
  std::string mem;                 // a Slurm memory size ("350M")
  std::vector<std::string> extra;  // further sbatch options, one each ("--qos=long")
  int throttle = 0;                // tasks running at once ("%N"); 0 = no limit
  std::string time_basis;          // how `time` was chosen, one line
  std::string mem_basis;           // how `mem` was chosen, one line
};

struct SweepManifest {
  int format_version = kSweepFormatVersion;
  std::string ccsim_version;  // of the binary that wrote the directory
  std::string ccsim_binary;   // absolute path the job script runs
  std::string created;        // UTC, ISO 8601
  std::vector<std::string> varied;
  std::vector<SweepPoint> points;
  SlurmRequest slurm;
  nlohmann::json calibration = nlohmann::json::object();  // the timing run, when there was one
};

// "007" for point 7 of a sweep of `count` points: at least three digits.
std::string point_file_stem(size_t index, size_t count);
int point_file_digits(size_t count);
// The point's files, named by point_file_stem().
SweepPoint point_files(size_t index, size_t count);

nlohmann::json to_json(const SweepManifest& m);
// Throws ConfigError naming `where` (the manifest's path) when the text is not a manifest of
// this format and version, or a field is missing or of the wrong type.
SweepManifest manifest_from_json(const nlohmann::json& j, const std::string& where);
// Reads DIR/manifest.json: ConfigError when DIR is no sweep directory or of another version.
SweepManifest read_manifest(const std::string& dir);

// The job array script (see the file comment). Slurm's --array in it covers every point.
std::string sbatch_script(const SweepManifest& m);

// Indices as a Slurm array: "0-3,7,9-10", then "%T" when throttle > 0. Sorted, no repeats.
std::string slurm_array(std::vector<size_t> indices, int throttle);

// A time limit for `seconds`, rounded up to whole minutes: "0:05:00", "1-02:00:00".
std::string slurm_time(double seconds);
// Whether sbatch would take `text` for --time: M, M:S, H:M:S, D-H, D-H:M, D-H:M:S, or
// "UNLIMITED" / "INFINITE".
bool is_slurm_time(const std::string& text);
// Whether sbatch would take `text` for --mem: a whole number with an optional K, M, G or T.
bool is_slurm_memory(const std::string& text);
// Memory for `bytes`, rounded up to whole MiB: "350M".
std::string slurm_memory(uint64_t bytes);

// Why a task failed, as one line, from its standard error: the last line ccsim wrote
// ("ccsim: ..."), else the last line Slurm's step daemon wrote (a time limit, an out-of-memory
// kill, a cancellation), else the last non-empty line; "" when there is none.
std::string failure_reason(const std::string& stderr_text);

// sbatch's complaint in one line ("Invalid partition name specified"), and the option of ours
// it is about ("--partition", "--account", "--time", "--mem"), "" when none, or "slurm" when
// Slurm itself could not be reached or is not configured.
struct SbatchError {
  std::string message;
  std::string option;
};
SbatchError explain_sbatch_error(const std::string& stderr_text);

}  // namespace ccsim::tb
