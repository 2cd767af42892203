// Helpers of the system tests of `ccsim sweep --backend slurm`: a small sweep, a point run as a
// Slurm task would run it, the table and CSV to compare, fake sbatch and squeue commands first
// on the PATH, and the SlurmSweep fixture (a scratch directory and the sweep's directory in
// it). Header-only; used by the system tier only.
#pragma once

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest::slurm_sweep {

// A 4x4 iWarp, 2 block sizes x 2 algorithms.
inline std::vector<std::string> small_sweep(const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"sweep",
                                   "--config",
                                   "configs/iwarp-8x8.ini",
                                   "--topology.nx=4",
                                   "--topology.ny=4",
                                   "--algorithm.bidirectional=false",
                                   "--quiet",
                                   "--vary",
                                   "algorithm.block_bytes=64,256",
                                   "--vary",
                                   "algorithm.name=aapc.phased,aapc.msgpass"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

inline void write_file(const std::filesystem::path& path, const std::string& text,
                       bool executable = false) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  if (executable) chmod(path.c_str(), 0755);
}

// Runs point `index` of `dir` as Slurm would: the job script with SLURM_ARRAY_TASK_ID set, its
// output and error into the point's log files.
inline int run_task(const std::filesystem::path& dir, int index) {
  char stem[16];
  std::snprintf(stem, sizeof stem, "%03d", index);
  const std::string command = "cd '" + dir.string() +
                              "' && SLURM_ARRAY_TASK_ID=" + std::to_string(index) +
                              " bash sweep.sbatch > logs/" + stem + ".out 2> logs/" + stem + ".err";
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The CSV without its last four columns (the host's wall time, speed and memory).
inline std::string without_host_columns(const std::string& csv) {
  std::istringstream in(csv);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    for (int i = 0; i < 4; ++i) line = line.substr(0, line.rfind(','));
    out += line + "\n";
  }
  return out;
}

// The table a sweep prints, less the line naming where the CSV went.
inline std::string table_of(const std::string& stdout_text) {
  std::istringstream in(stdout_text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("table written to", 0) == 0 || line.rfind("plot", 0) == 0) continue;
    out += line + "\n";
  }
  return out;
}

// Fake Slurm commands in `bin`, put first on the PATH: sbatch records its arguments in
// bin/sbatch.args and answers with `answer` (stdout) or, when `error` is set, with it on stderr
// and exit 1; squeue lists `queued` ("JOB INDEX" lines, as `--format=%F %K` asks).
inline void fake_slurm(const TestDir& scratch, const std::string& answer,
                       const std::string& error = "", const std::string& queued = "") {
  const std::filesystem::path bin = scratch.path() / "bin";
  std::string sbatch = "#!/bin/sh\necho \"$@\" >> '" + (bin / "sbatch.args").string() + "'\n";
  if (error.empty()) {
    sbatch += "echo '" + answer + "'\n";
  } else {
    sbatch += "printf '%s\\n' '" + error + "' >&2\nexit 1\n";
  }
  write_file(bin / "sbatch", sbatch, true);
  write_file(bin / "squeue", "#!/bin/sh\nprintf '" + queued + "'\n", true);
  const char* path = std::getenv("PATH");
  setenv("PATH", (bin.string() + ":" + (path ? path : "/usr/bin:/bin")).c_str(), 1);
}

class SlurmSweep : public ::testing::Test {
 protected:
  TestDir scratch_;
  std::filesystem::path dir_ = scratch_.path() / "sweep";
};

}  // namespace ccsim::systest::slurm_sweep
