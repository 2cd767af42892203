// Sweep directories: manifest, job script, Slurm's formats and its error messages.
#include "sweep/slurm/sweep_dir.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/config.h"
#include "base/errors.h"

namespace ccsim::tb {

namespace fs = std::filesystem;

int point_file_digits(size_t count) {
  int digits = 1;
  for (size_t largest = count > 0 ? count - 1 : 0; largest >= 10; largest /= 10) ++digits;
  return std::max(digits, 3);
}

std::string point_file_stem(size_t index, size_t count) {
  std::string stem = std::to_string(index);
  const size_t width = size_t(point_file_digits(count));
  return stem.size() < width ? std::string(width - stem.size(), '0') + stem : stem;
}

SweepPoint point_files(size_t index, size_t count) {
  const std::string stem = point_file_stem(index, count);
  SweepPoint p;
  p.index = index;
  p.config = "points/" + stem + ".ini";
  p.stats = "stats/" + stem + ".json";
  p.out = "logs/" + stem + ".out";
  p.err = "logs/" + stem + ".err";
  p.exit = "logs/" + stem + ".exit";
  return p;
}

nlohmann::json to_json(const SweepManifest& m) {
  nlohmann::json points = nlohmann::json::array();
  for (const SweepPoint& p : m.points) {
    nlohmann::json values = nlohmann::json::object();
    for (const auto& [key, value] : p.values) values[key] = value;
    points.push_back({{"index", p.index},
                      {"values", values},
                      {"config", p.config},
                      {"stats", p.stats},
                      {"stdout", p.out},
                      {"stderr", p.err},
                      {"exit_code", p.exit},
                      {"memory_estimate_bytes", p.memory_estimate_bytes},
                      {"expected_cycles", p.expected_cycles},
                      {"estimated_seconds", p.estimated_seconds}});
  }
  const SlurmRequest& s = m.slurm;
  return {{"format", kSweepFormatName},
          {"format_version", m.format_version},
          {"ccsim_version", m.ccsim_version},
          {"ccsim_binary", m.ccsim_binary},
          {"created", m.created},
          {"varied", m.varied},
          {"points", points},
          {"slurm",
           {{"partition", s.partition},
            {"account", s.account},
            {"time", s.time},
            {"mem", s.mem},
            {"sbatch_options", s.extra},
            {"throttle", s.throttle},
            {"time_basis", s.time_basis},
            {"mem_basis", s.mem_basis}}},
          {"calibration", m.calibration}};
}

SweepManifest manifest_from_json(const nlohmann::json& j, const std::string& where) {
  if (!j.is_object() || !j.contains("format") || j.at("format") != kSweepFormatName) {
    throw ConfigError(where, std::string("not a ccsim sweep manifest (no \"format\": \"") +
                                 kSweepFormatName + "\")");
  }
  SweepManifest m;
  try {
    j.at("format_version").get_to(m.format_version);
    j.at("ccsim_version").get_to(m.ccsim_version);
  } catch (const nlohmann::json::exception& e) {
    throw ConfigError(where, std::string("malformed sweep manifest: ") + e.what());
  }
  if (m.format_version != kSweepFormatVersion) {
    throw ConfigError(where, "a sweep directory of format version " +
                                 std::to_string(m.format_version) + " (written by ccsim " +
                                 printable(m.ccsim_version) + "); this ccsim reads version " +
                                 std::to_string(kSweepFormatVersion) +
                                 " only: collect it with the ccsim that wrote it");
  }
  try {
    j.at("ccsim_binary").get_to(m.ccsim_binary);
    j.at("created").get_to(m.created);
    j.at("varied").get_to(m.varied);
    for (const nlohmann::json& p : j.at("points")) {
      SweepPoint point;
      p.at("index").get_to(point.index);
      for (const std::string& key : m.varied) {
        point.values.emplace_back(key, p.at("values").at(key).get<std::string>());
      }
      p.at("config").get_to(point.config);
      p.at("stats").get_to(point.stats);
      p.at("stdout").get_to(point.out);
      p.at("stderr").get_to(point.err);
      p.at("exit_code").get_to(point.exit);
      p.at("memory_estimate_bytes").get_to(point.memory_estimate_bytes);
      p.at("expected_cycles").get_to(point.expected_cycles);
      p.at("estimated_seconds").get_to(point.estimated_seconds);
      if (point.index != m.points.size()) {
        throw ConfigError(where, "point " + std::to_string(m.points.size()) + " has index " +
                                     std::to_string(point.index));
      }
      m.points.push_back(std::move(point));
    }
    const nlohmann::json& s = j.at("slurm");
    s.at("partition").get_to(m.slurm.partition);
    s.at("account").get_to(m.slurm.account);
    s.at("time").get_to(m.slurm.time);
    s.at("mem").get_to(m.slurm.mem);
    s.at("sbatch_options").get_to(m.slurm.extra);
    s.at("throttle").get_to(m.slurm.throttle);
    s.at("time_basis").get_to(m.slurm.time_basis);
    s.at("mem_basis").get_to(m.slurm.mem_basis);
    m.calibration = j.at("calibration");
  } catch (const nlohmann::json::exception& e) {
    throw ConfigError(where, std::string("malformed sweep manifest: ") + e.what());
  }
  return m;
}

SweepManifest read_manifest(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) throw ConfigError(dir, "no such sweep directory");
  if (!fs::is_directory(dir, ec)) throw ConfigError(dir, "not a directory");
  const std::string path = (fs::path(dir) / kManifestFile).string();
  std::ifstream in(path);
  if (!in) {
    throw ConfigError(dir, std::string("not a sweep directory (no readable ") + kManifestFile +
                               "; `ccsim sweep --backend slurm --dir DIR` writes one)");
  }
  nlohmann::json j;
  try {
    in >> j;
  } catch (const nlohmann::json::exception& e) {
    throw ConfigError(path, std::string("not valid JSON: ") + e.what());
  }
  return manifest_from_json(j, path);
}

namespace {

// `text` for a POSIX shell: single quotes, each ' written as '\''.
std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::string sbatch_script(const SweepManifest& m) {
  const size_t count = m.points.size();
  const int digits = point_file_digits(count);
  const std::string pad = "%" + std::to_string(digits) + "a";
  std::vector<size_t> all(count);
  for (size_t i = 0; i < count; ++i) all[i] = i;
  const SlurmRequest& s = m.slurm;
  std::ostringstream out;
  out << "#!/bin/bash\n"
      << "# ccsim sweep of " << count << " points, written by ccsim " << m.ccsim_version << " on "
      << m.created << ".\n"
      << "# Task i runs point i: ccsim run --config points/<i>.ini (see manifest.json).\n"
      << "# Submit it from this directory: sbatch " << kJobScriptFile
      << "; read the results with: ccsim sweep collect DIR\n"
      << "# time limit: " << (s.time.empty() ? "the partition's default" : s.time) << ", "
      << s.time_basis << "\n"
      << "# memory: " << (s.mem.empty() ? "the partition's default" : s.mem) << ", " << s.mem_basis
      << "\n"
      << "#SBATCH --job-name=ccsim-sweep\n"
      << "#SBATCH --array=" << slurm_array(all, s.throttle) << "\n"
      << "#SBATCH --ntasks=1\n"
      << "#SBATCH --cpus-per-task=1\n"
      << "#SBATCH --output=logs/" << pad << ".out\n"
      << "#SBATCH --error=logs/" << pad << ".err\n";
  if (!s.time.empty()) out << "#SBATCH --time=" << s.time << "\n";
  if (!s.mem.empty()) out << "#SBATCH --mem=" << s.mem << "\n";
  if (!s.partition.empty()) out << "#SBATCH --partition=" << s.partition << "\n";
  if (!s.account.empty()) out << "#SBATCH --account=" << s.account << "\n";
  for (const std::string& option : s.extra) out << "#SBATCH " << option << "\n";
  out << "set -u\n"
      << "if [ ! -f " << kManifestFile << " ]; then\n"
      << "  echo \"ccsim sweep: run this script in its sweep directory (cd DIR && sbatch "
      << kJobScriptFile << ")\" >&2\n"
      << "  exit 2\n"
      << "fi\n"
      << "i=${SLURM_ARRAY_TASK_ID:?run this script as a Slurm job array: sbatch " << kJobScriptFile
      << "}\n"
      << "p=$(printf '%0" << digits << "d' \"$i\")\n"
      << "# A result of an earlier attempt must not pass for this one's.\n"
      << "rm -f \"stats/$p.json\" \"logs/$p.exit\"\n"
      << shell_quoted(m.ccsim_binary) << " run --config \"points/$p.ini\" --quiet\n"
      << "rc=$?\n"
      << "echo \"$rc\" > \"logs/$p.exit.part\" && mv -f \"logs/$p.exit.part\" \"logs/$p.exit\"\n"
      << "exit \"$rc\"\n";
  return out.str();
}

std::string slurm_array(std::vector<size_t> indices, int throttle) {
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::string out;
  for (size_t i = 0; i < indices.size();) {
    size_t j = i;
    while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
    out += (out.empty() ? "" : ",") + std::to_string(indices[i]);
    if (j > i) out += "-" + std::to_string(indices[j]);
    i = j + 1;
  }
  if (throttle > 0) out += "%" + std::to_string(throttle);
  return out;
}

std::string slurm_time(double seconds) {
  const uint64_t minutes = uint64_t(std::ceil(std::max(seconds, 1.0) / 60.0));
  const uint64_t days = minutes / (24 * 60);
  const uint64_t hours = minutes / 60 % 24;
  char text[64];
  if (days > 0) {
    std::snprintf(text, sizeof text, "%llu-%02llu:%02llu:00", (unsigned long long)days,
                  (unsigned long long)hours, (unsigned long long)(minutes % 60));
  } else {
    std::snprintf(text, sizeof text, "%llu:%02llu:00", (unsigned long long)hours,
                  (unsigned long long)(minutes % 60));
  }
  return text;
}

namespace {

bool all_digits(const std::string& s) {
  return !s.empty() && s.size() <= 9 &&
         std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(s);
  while (std::getline(in, part, sep)) parts.push_back(part);
  if (!s.empty() && s.back() == sep) parts.emplace_back();
  return parts;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    // Progress lines end in '\r' and are overwritten: the last piece is what a terminal shows.
    const size_t cr = line.find_last_of('\r', line.size() > 0 ? line.size() - 1 : 0);
    if (cr != std::string::npos && cr + 1 < line.size()) line = line.substr(cr + 1);
    line = trim(line);
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

}  // namespace

bool is_slurm_time(const std::string& text) {
  if (text == "UNLIMITED" || text == "INFINITE" || text == "unlimited" || text == "infinite") {
    return true;
  }
  std::string clock = text;
  const size_t dash = text.find('-');
  if (dash != std::string::npos) {
    if (!all_digits(text.substr(0, dash))) return false;
    clock = text.substr(dash + 1);
    // D-H, D-H:M, D-H:M:S
    const std::vector<std::string> parts = split(clock, ':');
    if (parts.empty() || parts.size() > 3) return false;
    return std::all_of(parts.begin(), parts.end(), all_digits);
  }
  // M, M:S, H:M:S
  const std::vector<std::string> parts = split(clock, ':');
  if (parts.empty() || parts.size() > 3) return false;
  return std::all_of(parts.begin(), parts.end(), all_digits);
}

bool is_slurm_memory(const std::string& text) {
  if (text.empty()) return false;
  std::string number = text;
  const char last = char(std::toupper(static_cast<unsigned char>(text.back())));
  if (last == 'K' || last == 'M' || last == 'G' || last == 'T') number.pop_back();
  return all_digits(number) && std::stoull(number) > 0;
}

std::string slurm_memory(uint64_t bytes) {
  constexpr uint64_t kMiB = uint64_t(1) << 20;
  return std::to_string(std::max<uint64_t>(1, (bytes + kMiB - 1) / kMiB)) + "M";
}

std::string failure_reason(const std::string& stderr_text) {
  const std::vector<std::string> lines = lines_of(stderr_text);
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    if (it->rfind("ccsim:", 0) == 0) return printable(*it, 300);
  }
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    // "slurmstepd: error: *** JOB 12 ON n1 CANCELLED AT 2026-... DUE TO TIME LIMIT ***"; newer
    // Slurm names the node: "slurmstepd-n1: error: ...".
    const size_t colon = it->find(':');
    if (it->rfind("slurmstepd", 0) != 0 || colon == std::string::npos || it->find(' ') < colon) {
      continue;
    }
    std::string text = it->substr(colon + 1);
    text = trim(text);
    if (text.rfind("error:", 0) == 0) text = trim(text.substr(6));
    while (!text.empty() && (text.front() == '*' || text.front() == ' ')) text.erase(0, 1);
    while (!text.empty() && (text.back() == '*' || text.back() == ' ')) text.pop_back();
    return "slurm: " + printable(text, 300);
  }
  return lines.empty() ? "" : printable(lines.back(), 300);
}

SbatchError explain_sbatch_error(const std::string& stderr_text) {
  const std::vector<std::string> lines = lines_of(stderr_text);
  std::string message;
  for (const std::string& line : lines) {
    const std::string marker = "Batch job submission failed:";
    const size_t at = line.find(marker);
    if (at != std::string::npos) message = trim(line.substr(at + marker.size()));
  }
  for (auto it = lines.rbegin(); message.empty() && it != lines.rend(); ++it) {
    for (const std::string marker : {"fatal:", "error:"}) {
      const size_t at = it->find(marker);
      if (at != std::string::npos && message.empty()) {
        message = trim(it->substr(at + marker.size()));
      }
    }
  }
  if (message.empty() && !lines.empty()) message = lines.back();
  if (message.empty()) message = "no message";
  std::string lower = message;
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  const auto has = [&lower](const char* text) { return lower.find(text) != std::string::npos; };
  SbatchError e{printable(message, 300), ""};
  if (has("unable to contact") || has("configuration source") || has("connect failure") ||
      has("socket timed out") || has("zero bytes were transmitted")) {
    e.option = "slurm";
  } else if (has("partition")) {
    e.option = "--partition";
  } else if (has("account")) {
    e.option = "--account";
  } else if (has("time limit")) {
    e.option = "--time";
  } else if (has("memory") || has("node configuration is not available")) {
    e.option = "--mem";
  }
  return e;
}

}  // namespace ccsim::tb
