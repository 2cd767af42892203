#include "studies/paper001/runs.h"

#include <cstdio>

namespace ccsim::tb::paper001 {

const PaperFolder& folder() {
  static const PaperFolder f("paper001");
  return f;
}

std::string Level2::name() const {
  const std::string low = std::to_string(rows) + "x" + std::to_string(cols);
  if (top_rows == 1 && top_cols == 1) return low;
  return std::to_string(top_rows) + "x" + std::to_string(top_cols) + "/" + low;
}

Level2 Level2::parse(const std::string& name) {
  Level2 l;
  const size_t slash = name.find('/');
  if (slash != std::string::npos) {
    std::sscanf(name.c_str(), "%dx%d/%dx%d", &l.top_rows, &l.top_cols, &l.rows, &l.cols);
  } else {
    std::sscanf(name.c_str(), "%dx%d", &l.rows, &l.cols);
  }
  return l;
}

const std::vector<int>& qs() {
  static const std::vector<int> v = {2, 8, 32};
  return v;
}

const std::vector<int>& sizes() {
  static const std::vector<int> v = {4, 64, 256, 1024, 4096};
  return v;
}

std::vector<SubMesh> sub_meshes(const Method& m, const Level2& level2) {
  if (m.combining()) return {{level2.rows, 1}};
  if (m.method == "overlapped") return {{0, 0}};
  const int widest = m.multicast()               ? 1
                     : m.method == "both_levels" ? level2.cols / level2.top_cols
                                                 : level2.cols;
  std::vector<SubMesh> out;
  for (int p = 1; p <= level2.rows; p *= 2) {
    for (int q = 1; q <= widest; q *= 2) out.push_back({p, q});
  }
  return out;
}

Config run_config(const StudyRunner& runner, const Method& m, const Level2& level2,
                  const SubMesh& s, int q, int bytes, Schedule schedule) {
  KeyValues keys = {{"algorithm.name", "hpam." + m.collective + "." + m.method},
                    {"topology.level1_rows", std::to_string(level2.top_rows)},
                    {"topology.level1_cols", std::to_string(level2.top_cols)},
                    {"topology.level2_rows", std::to_string(level2.rows)},
                    {"topology.level2_cols", std::to_string(level2.cols)},
                    {"algorithm.submesh_rows", std::to_string(s.rows)},
                    {"algorithm.submesh_cols", std::to_string(s.cols)},
                    {"hpam.level2_clock_ratio", std::to_string(q)},
                    {"algorithm.message_bytes", std::to_string(bytes)},
                    {"switch.hpam_multicast", m.multicast() ? "true" : "false"},
                    {"switch.hpam_combining", m.combining() ? "true" : "false"}};
  // The source (and a multicast root) holds every level-2 piece of a scatter or gather.
  const uint64_t words = uint64_t(level2.rows) * uint64_t(level2.cols) * uint64_t(bytes) / 4;
  uint64_t memory = 65536;
  while (memory < 2 * words) memory *= 2;
  keys.push_back({"memory.words", std::to_string(memory)});
  if (schedule == Schedule::kLockstep) {
    keys.push_back({"algorithm.schedule", "lockstep"});
    keys.push_back({"barrier.latency_cycles", "0"});
    keys.push_back({"barrier.cycles_per_hop", "0"});  // a free barrier: the equations have none
  }
  return runner.machine("hpam-4x4.ini", keys);
}

double cycles(const RunReport& r) { return double(r.cycles); }

std::optional<double> equation(const RunReport& r) {
  for (const Figure& f : r.figures) {
    const bool eq = f.analytic && f.name.rfind("eq", 0) == 0 &&
                    f.name.find("printed") == std::string::npos && f.name.size() > 7 &&
                    f.name.compare(f.name.size() - 7, 7, "_cycles") == 0;
    if (eq) return f.value;
  }
  return std::nullopt;
}

std::string key(const std::string& name, int value) { return name + "=" + std::to_string(value); }

std::string fixed(double v, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, v);
  return text;
}

}  // namespace ccsim::tb::paper001
