// Slurm's client commands, run without a shell.
#include "sweep/slurm/client.h"

#include <pwd.h>
#include <unistd.h>

#include <ctime>
#include <fstream>
#include <set>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"
#include "sweep/slurm/sweep_dir.h"
#include "util/external_program.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

OutputError output_error(const std::string& path, const std::string& reason) {
  return OutputError("cannot write '" + path + "': " + reason);
}

std::string submit(const fs::path& dir, const std::vector<std::string>& options,
                   const std::string& how_to_go_on) {
  std::vector<std::string> argv = {"sbatch", "--parsable"};
  argv.insert(argv.end(), options.begin(), options.end());
  argv.push_back(kJobScriptFile);
  const ProgramResult r = run_program(argv, dir.string());
  if (!r.started) {
    throw SimulationError(
        "sbatch not found on the PATH: --backend slurm needs Slurm's client "
        "commands (--dry-run writes the sweep directory without them)" +
        how_to_go_on);
  }
  if (r.exit_code != 0) {
    const SbatchError e = explain_sbatch_error(r.err + "\n" + r.out);
    if (e.option == "slurm") {
      throw SimulationError("cannot reach Slurm: sbatch: " + e.message + how_to_go_on);
    }
    if (!e.option.empty()) {
      throw ConfigError(e.option, "sbatch refused the job: " + e.message + how_to_go_on);
    }
    throw SimulationError("sbatch refused the job: " + e.message + how_to_go_on);
  }
  std::string id = trim(r.out.substr(0, r.out.find_first_of(";\n")));
  if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos) {
    throw SimulationError("sbatch answered '" + printable(trim(r.out)) + "' instead of a job id" +
                          how_to_go_on);
  }
  return id;
}

void record_job(const fs::path& dir, const std::string& id, const std::string& array,
                const std::vector<std::string>& options) {
  std::string given;
  for (const std::string& o : options) given += (given.empty() ? "" : " ") + o;
  std::ofstream jobs(dir / kJobsFile, std::ios::app);
  jobs << id << "\t" << array << "\t" << utc_now() << "\t" << given << "\n";
  jobs.close();
  if (!jobs) throw output_error((dir / kJobsFile).string(), "cannot record the job id");
}

std::vector<std::string> recorded_jobs(const fs::path& dir) {
  std::vector<std::string> ids;
  std::ifstream in(dir / kJobsFile);
  for (std::string line; std::getline(in, line);) {
    const std::string id = trim(line.substr(0, line.find('\t')));
    if (!id.empty()) ids.push_back(id);
  }
  return ids;
}

std::map<size_t, std::string> active_points(const std::vector<std::string>& jobs) {
  std::map<size_t, std::string> active;
  if (jobs.empty()) return active;
  std::string user = std::to_string(getuid());
  if (const passwd* pw = getpwuid(getuid())) user = pw->pw_name;
  const ProgramResult r =
      run_program({"squeue", "--noheader", "--array", "--user=" + user, "--format=%F %K"});
  if (!r.started || r.exit_code != 0) {
    const std::string why = r.started ? explain_sbatch_error(r.err).message : "squeue not found";
    throw SimulationError("cannot ask Slurm which points are still queued or running (" + why +
                          "); nothing resubmitted");
  }
  const std::set<std::string> ours(jobs.begin(), jobs.end());
  std::istringstream lines(r.out);
  for (std::string job, index; lines >> job >> index;) {
    if (ours.count(job) == 0) continue;
    if (index.find_first_not_of("0123456789") != std::string::npos || index.empty()) continue;
    active[size_t(std::stoull(index))] = job + "_" + index;
  }
  return active;
}

}  // namespace ccsim::tb
