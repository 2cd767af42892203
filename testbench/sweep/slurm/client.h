// Talking to Slurm: submitting a sweep's job script, recording and listing its jobs, asking
// which of its points are still queued or running.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "base/output_file.h"

namespace ccsim::tb {

// The time now, UTC, as ISO 8601 ("2026-01-31T12:00:00Z").
std::string utc_now();
// "cannot write 'PATH': REASON", as OutputFile says it.
OutputError output_error(const std::string& path, const std::string& reason);

// Submits the sweep directory's job script with `options`; returns the job id. Errors say what
// went wrong and end with `how_to_go_on`: SimulationError when sbatch is missing or Slurm cannot
// be reached, ConfigError naming the option sbatch refused.
std::string submit(const std::filesystem::path& dir, const std::vector<std::string>& options,
                   const std::string& how_to_go_on);
// Appends a job to the directory's jobs file: id, array, time, options.
void record_job(const std::filesystem::path& dir, const std::string& id, const std::string& array,
                const std::vector<std::string>& options);
std::vector<std::string> recorded_jobs(const std::filesystem::path& dir);
// The points of `jobs` that Slurm still has queued or running: index -> "JOB_INDEX".
// SimulationError when squeue cannot answer.
std::map<size_t, std::string> active_points(const std::vector<std::string>& jobs);

}  // namespace ccsim::tb
