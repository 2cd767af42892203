// Slurm sweeps: the sweep directory written and submitted, collected, failed points resubmitted.
#include "slurm_sweep.h"

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "base/errors.h"
#include "base/memory_estimate.h"
#include "base/output_file.h"
#include "build_version.h"
#include "external_program.h"
#include "run.h"
#include "run_config.h"
#include "sweep_dir.h"
#include "sweep_run.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

namespace {

// The timing run simulates about this many node-cycles (cycles x nodes): a fraction of a second
// on the reference machines, long enough to pass the start of a run.
constexpr double kCalibrationRouterCycles = 400e3;
constexpr uint64_t kCalibrationMinCycles = 2000;
constexpr double kTimeFactor = 3.0;
constexpr double kTimeExtraSeconds = 60.0;
constexpr double kMemoryFactor = 1.25;
// Assumed for the program itself when no timing run measured it.
constexpr uint64_t kProgramBytesAssumed = uint64_t(64) << 20;
// The least a task asks for: the job's shell, the binary and its libraries, with room.
constexpr uint64_t kMinimumMemory = uint64_t(64) << 20;
constexpr char kSweepOrigin[] = "sweep --backend slurm";

// "cannot write 'PATH': REASON", as OutputFile says it.
OutputError output_error(const std::string& path, const std::string& reason) {
  return OutputError("cannot write '" + path + "': " + reason);
}

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

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

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string read_text(const fs::path& path, bool& found) {
  std::ifstream in(path, std::ios::binary);
  found = bool(in);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  return text.str();
}

// Writes `text` to `path` as it is (the sweep directory is new: nothing to replace).
void write_plain(const fs::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << text;
  file.close();
  if (!file) throw output_error(path.string(), std::strerror(errno));
}

// What ccsim knows of a point before it runs.
struct PointFacts {
  uint64_t memory_estimate_bytes = 0;
  uint64_t expected_cycles = 0;  // 0 = unknown
  int nodes = 0;
  std::string name;  // what it runs: "aapc.msgpass"
};

struct Calibration {
  bool ran = false;
  std::string failure;  // why there is no measurement
  size_t point = 0;
  int nodes = 0;
  uint64_t cycles = 0;
  double sim_seconds = 0;
  double process_seconds = 0;
  double router_cycles_per_second = 0;
  uint64_t peak_rss_bytes = 0;
  uint64_t memory_estimate_bytes = 0;

  double fixed_seconds() const { return std::max(0.0, process_seconds - sim_seconds); }
  uint64_t program_bytes() const {
    return peak_rss_bytes > memory_estimate_bytes ? peak_rss_bytes - memory_estimate_bytes : 0;
  }
  nlohmann::json to_json() const {
    if (!ran) return {{"ran", false}, {"why_not", failure}};
    return {{"ran", true},
            {"point", point},
            {"nodes", nodes},
            {"cycles", cycles},
            {"simulation_seconds", sim_seconds},
            {"process_seconds", process_seconds},
            {"router_cycles_per_second", router_cycles_per_second},
            {"peak_rss_bytes", peak_rss_bytes},
            {"memory_estimate_bytes", memory_estimate_bytes}};
  }
};

// The timing run: the point with the most nodes (the slowest per cycle), in a child, for a
// bounded number of cycles, writing no file.
Calibration calibrate(const std::vector<Config>& points, const std::vector<PointFacts>& facts) {
  Calibration c;
  if (points.empty()) return c;
  size_t chosen = 0;
  for (size_t i = 1; i < facts.size(); ++i) {
    if (facts[i].nodes > facts[chosen].nodes) chosen = i;
  }
  const int nodes = std::max(1, facts[chosen].nodes);
  uint64_t cycles =
      std::max<uint64_t>(kCalibrationMinCycles, uint64_t(kCalibrationRouterCycles / nodes));
  const uint64_t limit = points[chosen].get_uint64("sim.max_cycles");
  if (limit > 0) cycles = std::min(cycles, limit);
  Config config = points[chosen];
  config.set("sim.max_cycles", std::to_string(cycles), "timing run");
  for (const char* key : {"output.stats", "output.trace", "output.config_out"}) {
    config.set(key, "", "timing run");
  }
  config.set("output.progress", "false", "timing run");
  const auto start = std::chrono::steady_clock::now();
  try {
    const RunReport r = simulate_isolated(config);
    c.process_seconds = seconds_since(start);
    c.ran = r.host.router_cycles_per_second > 0;
    c.point = chosen;
    c.nodes = nodes;
    c.cycles = r.simulated_cycles;
    c.sim_seconds = r.host.wall_seconds;
    c.router_cycles_per_second = r.host.router_cycles_per_second;
    c.peak_rss_bytes = r.host.peak_rss_bytes;
    c.memory_estimate_bytes = r.memory_estimate_bytes;
    if (!c.ran) c.failure = "the timing run measured no simulation speed";
  } catch (const std::exception& e) {
    c.failure = std::string("the timing run failed: ") + e.what();
  }
  return c;
}

std::string format_seconds(double s) {
  std::ostringstream os;
  os.setf(std::ios::fixed);
  os.precision(s < 10 ? 2 : 0);
  os << s << " s";
  return os.str();
}

// Fills each point's time estimate and the request's time and memory with their bases.
void estimate_resources(const ParsedCommand& cmd, const std::vector<PointFacts>& facts,
                        const Calibration& cal, SweepManifest& m) {
  SlurmRequest& s = m.slurm;
  double longest = 0;
  size_t unknown = 0;
  std::vector<std::string> unknown_names;  // what the points without an expectation run
  for (size_t i = 0; i < facts.size(); ++i) {
    SweepPoint& p = m.points[i];
    if (facts[i].expected_cycles == 0) {
      ++unknown;
      if (std::find(unknown_names.begin(), unknown_names.end(), facts[i].name) ==
          unknown_names.end()) {
        unknown_names.push_back(facts[i].name);
      }
    }
    if (!cal.ran || facts[i].expected_cycles == 0) continue;
    const double scale = double(std::max(1, facts[i].nodes)) / double(std::max(1, cal.nodes));
    p.estimated_seconds = cal.fixed_seconds() * scale + double(facts[i].expected_cycles) *
                                                            double(facts[i].nodes) /
                                                            cal.router_cycles_per_second;
    longest = std::max(longest, p.estimated_seconds);
  }
  if (!cmd.time_limit.empty()) {
    s.time = cmd.time_limit;
    s.time_basis = "given with --time";
  } else if (!cal.ran) {
    s.time_basis = "not estimated (" + cal.failure + "); give --time";
  } else if (unknown > 0) {
    // A limit from the other points could be far too short for these: none is better.
    std::string names;
    for (const std::string& n : unknown_names) names += (names.empty() ? "" : ", ") + n;
    s.time_basis = "not estimated: " + std::to_string(unknown) + " of " +
                   std::to_string(facts.size()) + " points have no expected cycle count (" + names +
                   " gives none); give --time, or set sim.max_cycles";
  } else {
    s.time = slurm_time(kTimeFactor * longest + kTimeExtraSeconds);
    std::ostringstream basis;
    basis << kTimeFactor << " x the longest estimate (" << format_seconds(longest)
          << ") + 1 min; estimates: expected cycles x nodes / "
          << uint64_t(cal.router_cycles_per_second) << " node-cycles/s measured by a " << cal.cycles
          << "-cycle timing run of point " << cal.point << " (" << cal.nodes << " nodes), plus "
          << format_seconds(cal.fixed_seconds()) << " start-up per process";
    s.time_basis = basis.str();
  }
  uint64_t largest = 0;
  for (const PointFacts& f : facts) largest = std::max(largest, f.memory_estimate_bytes);
  if (!cmd.memory.empty()) {
    s.mem = cmd.memory;
    s.mem_basis = "given with --mem";
    return;
  }
  // The estimate covers the program's own memory where the timing run stayed within it;
  // where it did not, the excess is added to every point.
  const uint64_t program = cal.ran ? cal.program_bytes() : kProgramBytesAssumed;
  const uint64_t bytes =
      std::max(kMinimumMemory, uint64_t(kMemoryFactor * double(saturating_add(largest, program))));
  s.mem = slurm_memory(bytes);
  std::ostringstream basis;
  basis << kMemoryFactor << " x (the largest point's estimate, " << format_bytes(largest);
  if (!cal.ran) {
    basis << ", + " << format_bytes(program) << " assumed for the program)";
  } else if (program > 0) {
    basis << ", + " << format_bytes(program)
          << " by which the timing run's peak resident memory exceeded its estimate)";
  } else {
    basis << "; the timing run's peak resident memory, " << format_bytes(cal.peak_rss_bytes)
          << ", was within its estimate, " << format_bytes(cal.memory_estimate_bytes) << ")";
  }
  if (bytes == kMinimumMemory) basis << ", at least " << format_bytes(kMinimumMemory);
  s.mem_basis = basis.str();
}

// sbatch's answer, or an error saying what went wrong and how to go on.
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

// The resource options given on the command line, for sbatch.
std::vector<std::string> resource_options(const ParsedCommand& cmd) {
  std::vector<std::string> options;
  if (!cmd.partition.empty()) options.push_back("--partition=" + cmd.partition);
  if (!cmd.account.empty()) options.push_back("--account=" + cmd.account);
  if (!cmd.time_limit.empty()) options.push_back("--time=" + cmd.time_limit);
  if (!cmd.memory.empty()) options.push_back("--mem=" + cmd.memory);
  options.insert(options.end(), cmd.sbatch_options.begin(), cmd.sbatch_options.end());
  return options;
}

bool has_resource_options(const ParsedCommand& cmd) { return !resource_options(cmd).empty(); }

// A directory to write the sweep into: new, or empty.
void check_new_sweep_dir(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    const fs::path parent = fs::absolute(dir).parent_path();
    if (!fs::is_directory(parent, ec)) {
      throw ConfigError("--dir", "'" + printable(parent.string()) + "' is not a directory");
    }
    if (access(parent.c_str(), W_OK | X_OK) != 0) {
      throw ConfigError("--dir", "cannot create '" + printable(dir) + "': '" +
                                     printable(parent.string()) + "' is not writable");
    }
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

void refuse_slurm_options(const ParsedCommand& cmd) {
  const std::pair<bool, const char*> slurm_only[] = {
      {!cmd.sweep_dir.empty(), "--dir"},
      {cmd.dry_run, "--dry-run"},
      {!cmd.partition.empty(), "--partition"},
      {!cmd.account.empty(), "--account"},
      {!cmd.time_limit.empty(), "--time"},
      {!cmd.memory.empty(), "--mem"},
      {!cmd.sbatch_options.empty(), "--sbatch-option"},
  };
  for (const auto& [given, name] : slurm_only) {
    if (given) throw ConfigError(name, "only for a Slurm sweep (--backend slurm)");
  }
  if (cmd.resubmit_failed) {
    throw ConfigError("--resubmit-failed", "only with `ccsim sweep collect DIR`");
  }
}

int slurm_sweep_command(const ParsedCommand& cmd, std::ostream& out) {
  const auto started = std::chrono::steady_clock::now();
  if (!cmd.plot_path.empty() || !cmd.plot_figure.empty()) {
    throw ConfigError(cmd.plot_path.empty() ? "--plot-figure" : "--plot",
                      "a Slurm sweep has no results yet: give --plot to `ccsim sweep "
                      "collect DIR`");
  }
  if (!cmd.csv_path.empty()) {
    throw ConfigError("--csv",
                      "a Slurm sweep has no results yet: give --csv to `ccsim sweep "
                      "collect DIR`");
  }
  if (cmd.resubmit_failed) {
    throw ConfigError("--resubmit-failed", "only with `ccsim sweep collect DIR`");
  }
  if (!cmd.config.get_string("output.stats").empty()) {
    throw ConfigError("output.stats",
                      "a Slurm sweep writes each point's statistics into its directory "
                      "(stats/NNN.json); leave output.stats unset");
  }
  std::vector<std::string> varied;
  for (const auto& [key, values] : cmd.vary) varied.push_back(key);
  std::vector<Config> points = sweep_points(cmd);
  const std::string dir_name = cmd.sweep_dir.empty() ? default_sweep_dir() : cmd.sweep_dir;
  check_new_sweep_dir(dir_name);
  if (!cmd.dry_run && !program_on_path("sbatch")) {
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
  m.slurm.partition = cmd.partition;
  m.slurm.account = cmd.account;
  m.slurm.extra = cmd.sbatch_options;
  m.slurm.throttle = cmd.jobs;
  Calibration cal;
  cal.failure = "--time and --mem given";
  if (cmd.time_limit.empty() || cmd.memory.empty()) cal = calibrate(points, facts);
  estimate_resources(cmd, facts, cal, m);
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
  const std::string array = slurm_array(all, cmd.jobs);
  if (cmd.dry_run) {
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

namespace {

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

// The points of our jobs that Slurm still has queued or running: index -> "JOB_INDEX".
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

int collect_command(const ParsedCommand& cmd, std::ostream& out) {
  if (cmd.positional.size() != 2) {
    throw ConfigError("sweep collect", cmd.positional.size() < 2
                                           ? "expects the sweep directory: ccsim sweep collect DIR"
                                           : "expects one sweep directory, got '" +
                                                 printable(cmd.positional[2]) + "' too");
  }
  const std::pair<bool, const char*> not_here[] = {
      {!cmd.vary.empty(), "--vary"},         {!cmd.config_files.empty(), "--config"},
      {!cmd.sweep_dir.empty(), "--dir"},     {cmd.dry_run, "--dry-run"},
      {cmd.backend != "local", "--backend"},
  };
  for (const auto& [given, name] : not_here) {
    if (given) {
      throw ConfigError(name,
                        "not for `ccsim sweep collect`: the sweep directory holds the "
                        "configuration");
    }
  }
  for (const KeySpec& k : all_keys()) {
    if (cmd.config.origin(k.name) == "command line" && k.name != "output.progress") {
      throw ConfigError(k.name,
                        "not for `ccsim sweep collect`: the sweep directory holds the "
                        "configuration");
    }
  }
  if (!cmd.resubmit_failed && (has_resource_options(cmd) || cmd.jobs > 0)) {
    throw ConfigError(!cmd.partition.empty()    ? "--partition"
                      : !cmd.account.empty()    ? "--account"
                      : !cmd.time_limit.empty() ? "--time"
                      : !cmd.memory.empty()     ? "--mem"
                      : cmd.jobs > 0            ? "--jobs"
                                                : "--sbatch-option",
                      "only with --resubmit-failed");
  }
  const std::string dir_name = cmd.positional[1];
  const fs::path dir(dir_name);
  const SweepManifest m = read_manifest(dir_name);
  check_sweep_outputs(cmd);
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
  int status = print_sweep_results(reports, m.varied, cmd, out);
  if (missing.empty()) {
    if (cmd.resubmit_failed) out << "every point has its result: nothing to resubmit\n";
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
  if (!cmd.resubmit_failed) {
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
  const int throttle = cmd.jobs > 0 ? cmd.jobs : m.slurm.throttle;
  const std::string array = slurm_array(indices, throttle);
  std::vector<std::string> options = {"--array=" + array};
  const std::vector<std::string> given = resource_options(cmd);
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
