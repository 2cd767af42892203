// `ccsim sweep --backend slurm`: the sweep directory written and submitted.
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "base/errors.h"
#include "base/output_file.h"
#include "run/run_config.h"
#include "sweep/slurm/client.h"
#include "sweep/slurm/estimate.h"
#include "sweep/slurm/slurm_sweep.h"
#include "sweep/slurm/sweep_dir.h"
#include "util/build_version.h"
#include "util/external_program.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

constexpr char kSweepOrigin[] = "sweep --backend slurm";

std::string default_sweep_dir() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "sweep-%Y%m%d-%H%M%S", &tm);
  return text;
}

std::string own_binary() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? "ccsim" : self.string();
}

// Writes `text` to `path` as it is (the sweep directory is new: nothing to replace).
void write_plain(const fs::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << text;
  file.close();
  if (!file) throw output_error(path.string(), std::strerror(errno));
}

// A directory to write the sweep into: new (and possible to make), or empty.
void check_new_sweep_dir(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    const fs::path parent = fs::absolute(dir).parent_path();
    if (!fs::is_directory(parent, ec)) {
      throw ConfigError("--dir", "'" + printable(parent.string()) + "' is not a directory");
    }
    // Made and removed again: only that shows it can be made (root passes access(), and
    // /proc refuses new directories whatever their mode says).
    if (!fs::create_directory(dir, ec)) {
      throw ConfigError("--dir", "cannot create '" + printable(dir) + "': " + ec.message());
    }
    fs::remove(dir, ec);
    return;
  }
  if (!fs::is_directory(dir, ec)) {
    throw ConfigError("--dir", "'" + printable(dir) + "' exists and is not a directory");
  }
  if (!fs::is_empty(dir, ec)) {
    throw ConfigError("--dir", "'" + printable(dir) +
                                   "' exists and is not empty; a sweep directory is written "
                                   "fresh (to read one: ccsim sweep collect " +
                                   printable(dir) + ")");
  }
}

}  // namespace

int slurm_sweep(const Config& base, const std::vector<VariedKey>& vary, const SlurmSweepOptions& o,
                std::ostream& out) {
  const auto started = std::chrono::steady_clock::now();
  if (!base.get_string("output.stats").empty()) {
    throw ConfigError("output.stats",
                      "a Slurm sweep writes each point's statistics into its directory "
                      "(stats/NNN.json); leave output.stats unset");
  }
  const std::vector<std::string> varied = varied_keys(vary);
  std::vector<Config> points = sweep_points(base, vary);
  const std::string dir_name = o.dir.empty() ? default_sweep_dir() : o.dir;
  check_new_sweep_dir(dir_name);
  if (!o.dry_run && !program_on_path("sbatch")) {
    throw SimulationError(
        "sbatch not found on the PATH: --backend slurm needs Slurm's client commands "
        "(--dry-run writes the sweep directory without them)");
  }

  // Every point checked in full, as a local sweep does; its estimates kept. Paths the user gave
  // are made absolute, since the tasks run in the sweep directory.
  std::vector<PointFacts> facts;
  for (Config& point : points) {
    for (const char* key : {"output.trace", "output.config_out"}) {
      const std::string& path = point.get_string(key);
      if (!path.empty() && fs::path(path).is_relative()) {
        point.set(key, fs::absolute(path).lexically_normal().string(), point.origin(key));
      }
    }
    const RunConfig run = load_run(point);
    RunReport described;
    run.experiment->describe(described);
    facts.push_back({run.memory_estimate_bytes, run.experiment->expected_cycles(),
                     run.topology->node_count(), described.name});
    // A run stops at sim.max_cycles: no longer than that, whatever the experiment expects.
    uint64_t& expected = facts.back().expected_cycles;
    if (run.sim.max_cycles > 0 && (expected == 0 || run.sim.max_cycles < expected)) {
      expected = run.sim.max_cycles;
    }
  }

  SweepManifest m;
  m.ccsim_version = build_version();
  m.ccsim_binary = own_binary();
  m.created = utc_now();
  m.varied = varied;
  for (size_t i = 0; i < points.size(); ++i) {
    SweepPoint p = point_files(i, points.size());
    for (const std::string& key : varied) p.values.emplace_back(key, points[i].get_string(key));
    p.memory_estimate_bytes = facts[i].memory_estimate_bytes;
    p.expected_cycles = facts[i].expected_cycles;
    m.points.push_back(std::move(p));
  }
  m.slurm.partition = o.resources.partition;
  m.slurm.account = o.resources.account;
  m.slurm.extra = o.resources.sbatch_options;
  m.slurm.throttle = o.jobs;
  Calibration cal;
  cal.failure = "--time and --mem given";
  if (o.resources.time_limit.empty() || o.resources.memory.empty()) {
    cal = calibrate(points, facts);
  }
  estimate_resources(o.resources, facts, cal, m);
  m.calibration = cal.to_json();

  // The directory: points, job script, then the manifest, which marks it complete.
  const fs::path dir(dir_name);
  std::error_code ec;
  for (const char* sub : {"points", "stats", "logs"}) {
    fs::create_directories(dir / sub, ec);
    if (ec) throw output_error((dir / sub).string(), ec.message());
  }
  for (size_t i = 0; i < points.size(); ++i) {
    Config point = points[i];
    point.set("output.stats", m.points[i].stats, kSweepOrigin);
    point.set("output.progress", "false", kSweepOrigin);
    write_plain(dir / m.points[i].config, point.to_ini());
  }
  write_plain(dir / kJobScriptFile, sbatch_script(m));
  fs::permissions(dir / kJobScriptFile, fs::perms::owner_exec | fs::perms::group_exec,
                  fs::perm_options::add, ec);
  write_output_file((dir / kManifestFile).string(), to_json(m).dump(2) + "\n");

  out << "sweep directory " << dir_name << ": " << points.size() << " points ("
      << format_seconds(seconds_since(started)) << " to write)\n"
      << "each task: time limit " << (m.slurm.time.empty() ? "(partition default)" : m.slurm.time)
      << ", " << m.slurm.time_basis << "\n"
      << "each task: memory " << m.slurm.mem << ", " << m.slurm.mem_basis << "\n";
  std::vector<size_t> all(points.size());
  for (size_t i = 0; i < all.size(); ++i) all[i] = i;
  const std::string array = slurm_array(all, o.jobs);
  if (o.dry_run) {
    out << "dry run: not submitted. Submit it with: ccsim sweep collect " << dir_name
        << " --resubmit-failed (or: cd " << dir_name << " && sbatch " << kJobScriptFile << ")\n";
    return 0;
  }
  const std::string id = submit(dir, {},
                                " (the sweep directory " + dir_name +
                                    " is written: submit it with `ccsim sweep collect " + dir_name +
                                    " --resubmit-failed` and corrected options)");
  record_job(dir, id, array, {});
  out << "submitted as Slurm job " << id << " (array " << array
      << "); when it has run: ccsim sweep collect " << dir_name << "\n";
  return 0;
}

}  // namespace ccsim::tb
