// `ccsim sweep collect DIR`: a Slurm sweep's table, its failed points listed and resubmitted.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "base/errors.h"
#include "run/report.h"
#include "sweep/slurm/client.h"
#include "sweep/slurm/slurm_sweep.h"
#include "sweep/slurm/sweep_dir.h"
#include "util/build_version.h"
#include "util/external_program.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& path, bool& found) {
  std::ifstream in(path, std::ios::binary);
  found = bool(in);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  return text.str();
}

struct Missing {
  size_t index = 0;
  std::string exit_code;  // "1", or "" when there is none
  std::string reason;
};

// The point's report, or why there is none.
bool read_point(const fs::path& dir, const SweepPoint& p, bool submitted, RunReport& report,
                Missing& missing) {
  missing.index = p.index;
  bool found = false;
  const std::string exit_text = trim(read_text(dir / p.exit, found));
  if (found) missing.exit_code = exit_text.empty() ? "?" : exit_text;
  const std::string stats = read_text(dir / p.stats, found);
  if (found) {
    try {
      report = report_from_json(nlohmann::json::parse(stats));
      return true;
    } catch (const std::exception& e) {
      const std::string what = e.what();
      missing.reason = p.stats + " is not a complete report (" + printable(what, 120) + ")";
      return false;
    }
  }
  bool err_found = false;
  const std::string err = read_text(dir / p.err, err_found);
  std::string reason = failure_reason(err);
  if (reason.empty()) {
    if (!missing.exit_code.empty()) {
      reason = "ended without statistics and without a message";
    } else if (err_found) {
      reason = "started, no result yet: still running, or ended before ccsim returned";
    } else if (!submitted) {
      reason = "not submitted (a dry run)";
    } else {
      reason = "no result yet: still queued or running, or never started";
    }
  }
  missing.reason = reason;
  return false;
}

// Moves a point's files of an earlier attempt to attempts/N/, keeping their names.
void archive_point(const fs::path& dir, const SweepPoint& p, size_t attempt) {
  const fs::path to = dir / "attempts" / std::to_string(attempt);
  for (const std::string& file : {p.stats, p.out, p.err, p.exit}) {
    std::error_code ec;
    if (!fs::exists(dir / file, ec)) continue;
    fs::create_directories((to / file).parent_path(), ec);
    fs::rename(dir / file, to / file, ec);
    if (ec) throw output_error((dir / file).string(), "cannot move it aside: " + ec.message());
  }
}

}  // namespace

int collect_sweep(const CollectOptions& o, std::ostream& out) {
  const std::string& dir_name = o.dir;
  const fs::path dir(dir_name);
  const SweepManifest m = read_manifest(dir_name);
  check_sweep_outputs(o.outputs);
  if (m.ccsim_version != build_version()) {
    out << "note: " << dir_name << " was written by ccsim " << m.ccsim_version << "; this is ccsim "
        << build_version() << "\n";
  }

  const std::vector<std::string> jobs = recorded_jobs(dir);
  std::vector<RunReport> reports;
  std::vector<Missing> missing;
  for (const SweepPoint& p : m.points) {
    RunReport r;
    Missing miss;
    if (read_point(dir, p, !jobs.empty(), r, miss)) {
      for (const auto& [key, value] : p.values) r.config[key] = value;
      reports.push_back(std::move(r));
    } else {
      missing.push_back(miss);
    }
  }
  int status = print_sweep_results(reports, m.varied, o.outputs, out);
  if (missing.empty()) {
    if (o.resubmit_failed) out << "every point has its result: nothing to resubmit\n";
    return status;
  }
  out << missing.size() << " of " << m.points.size() << " points failed or have no result:\n";
  for (const Missing& miss : missing) {
    out << "  point " << miss.index;
    std::string values;
    for (const auto& [key, value] : m.points[miss.index].values) {
      values += (values.empty() ? "" : ", ") + key + "=" + value;
    }
    if (!values.empty()) out << " (" << values << ")";
    out << ": " << (miss.exit_code.empty() ? "no exit code" : "exit " + miss.exit_code) << ": "
        << miss.reason << "\n";
  }
  if (!o.resubmit_failed) {
    out << "submit them again with: ccsim sweep collect " << dir_name << " --resubmit-failed\n";
    return 1;
  }

  // Resubmission: the points Slurm is not still running, their old files moved aside.
  const std::map<size_t, std::string> active = active_points(jobs);
  std::vector<size_t> indices;
  for (const Missing& miss : missing) {
    const auto it = active.find(miss.index);
    if (it != active.end()) {
      out << "point " << miss.index << " is still queued or running (" << it->second
          << "): not resubmitted\n";
    } else {
      indices.push_back(miss.index);
    }
  }
  if (indices.empty()) return 1;
  if (!program_on_path("sbatch")) {
    throw SimulationError("sbatch not found on the PATH: cannot resubmit; nothing changed");
  }
  for (size_t i : indices) archive_point(dir, m.points[i], jobs.size());
  const int throttle = o.jobs > 0 ? o.jobs : m.slurm.throttle;
  const std::string array = slurm_array(indices, throttle);
  std::vector<std::string> options = {"--array=" + array};
  const std::vector<std::string> given = o.resources.sbatch_arguments();
  options.insert(options.end(), given.begin(), given.end());
  const std::string id = submit(dir, options, "");
  record_job(dir, id, array, given);
  out << "resubmitted " << indices.size() << (indices.size() == 1 ? " point" : " points")
      << " as Slurm job " << id << " (array " << array << ")";
  if (!jobs.empty())
    out << "; earlier files in " << (dir / "attempts" / std::to_string(jobs.size())).string();
  out << "\n";
  return 1;
}

}  // namespace ccsim::tb
