// Local sweeps: isolated child runs collected into one table, CSV and plot.
#include "sweep/sweep.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "output/text_table.h"
#include "run/run.h"
#include "run/run_config.h"
#include "run/run_params.h"
#include "sweep/sweep_plot.h"

namespace ccsim::tb {

namespace {

std::vector<Config> cross_product(const Config& base, const std::vector<VariedKey>& vary) {
  std::vector<Config> configs{base};
  for (const auto& [key, values] : vary) {
    std::vector<Config> next;
    for (const Config& base : configs) {
      for (const std::string& value : values) {
        Config c = base;
        c.set(key, value, "--vary");
        next.push_back(c);
      }
    }
    configs = std::move(next);
  }
  return configs;
}

// The output files each run of a sweep writes.
const char* const kOutputPathKeys[] = {"output.stats", "output.trace", "output.config_out"};

// A value as a piece of a file name: characters other than letters, digits and ._+=- become
// '_' (a value such as "a/b" must not name another directory).
std::string file_name_piece(const std::string& value) {
  std::string piece = value;
  for (char& c : piece) {
    const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' ||
                      c == '+' || c == '=' || c == '-';
    if (!keep) c = '_';
  }
  return piece;
}

// The file a point of the sweep writes for the output `key` set to `pattern`: each {KEY} is
// replaced by the point's value of KEY; a pattern without braces gets KEY=VALUE of every varied
// key, joined by ',', inserted before its extension (stats.json ->
// stats.algorithm.sync=none.json).
std::string point_path(const Config& point, const std::string& key, const std::string& pattern,
                       const std::vector<std::string>& varied) {
  if (pattern.find_first_of("{}") == std::string::npos) {
    if (varied.empty()) return pattern;
    std::string values;
    for (const std::string& v : varied) {
      values += (values.empty() ? "" : ",") + v + "=" + file_name_piece(point.get_string(v));
    }
    const size_t slash = pattern.rfind('/');
    const size_t name = slash == std::string::npos ? 0 : slash + 1;
    const size_t dot = pattern.rfind('.');
    if (dot == std::string::npos || dot <= name) return pattern + "." + values;
    return pattern.substr(0, dot) + "." + values + pattern.substr(dot);
  }
  std::string path;
  for (size_t i = 0; i < pattern.size();) {
    if (pattern[i] == '}') {
      point.fail(key, "'}' without '{' in '" + pattern + "'");
    }
    if (pattern[i] != '{') {
      path += pattern[i++];
      continue;
    }
    const size_t close = pattern.find('}', i);
    if (close == std::string::npos) point.fail(key, "'{' without '}' in '" + pattern + "'");
    const std::string name = pattern.substr(i + 1, close - i - 1);
    if (find_key(name) == nullptr) {
      point.fail(key, "{" + name + "} in '" + pattern + "' is not a configuration key");
    }
    path += file_name_piece(point.get_string(name));
    i = close + 1;
  }
  return path;
}

// Gives every point its own output files and checks that no two points share one.
void give_points_their_own_files(std::vector<Config>& points,
                                 const std::vector<std::string>& varied) {
  for (const char* key : kOutputPathKeys) {
    std::map<std::string, size_t> writer;
    for (size_t i = 0; i < points.size(); ++i) {
      const std::string& pattern = points[i].get_string(key);
      if (pattern.empty()) continue;
      if (pattern == kStandardOutput) {
        points[i].fail(key,
                       "- (standard output) is for one run: a sweep writes a file per run; "
                       "name one with the varied keys in braces, e.g. s-{" +
                           (varied.empty() ? std::string("sim.seed") : varied.front()) + "}.json");
      }
      const std::string path = point_path(points[i], key, pattern, varied);
      if (!writer.emplace(path, i).second) {
        points[i].fail(key, "two runs of the sweep would both write '" + path +
                                "'; name a file per run with the varied keys in braces, e.g. {" +
                                (varied.empty() ? "sim.seed" : varied.front()) + "}");
      }
      points[i].set(key, path, points[i].origin(key) + ", one file per sweep run");
    }
  }
}

int default_jobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores ? int(cores) : 1;
}

std::string data_cell(const RunReport& r) {
  if (r.deadlock) return "DEADLOCK";
  if (!r.data_checked) return r.error.empty() ? "not checked" : "FAILED";
  if (!r.data_ok) return "MISMATCH";
  return r.saturated ? "ok, saturated" : "ok";
}

}  // namespace

std::vector<std::string> varied_keys(const std::vector<VariedKey>& vary) {
  std::vector<std::string> keys;
  for (const VariedKey& v : vary) keys.push_back(v.key);
  return keys;
}

std::vector<Config> sweep_points(const Config& base, const std::vector<VariedKey>& vary) {
  const std::vector<std::string> varied = varied_keys(vary);
  std::vector<Config> configs = cross_product(base, vary);
  give_points_their_own_files(configs, varied);
  return configs;
}

void check_sweep_outputs(const SweepOutputs& o) {
  if (!o.csv_path.empty()) {
    const std::string problem = output_path_problem(o.csv_path);
    if (!problem.empty()) throw ConfigError("--csv", problem);
  }
  check_sweep_plot_path(o.plot_path);
  if (o.plot_path.empty() && (!o.plot_figure.empty() || o.log_y)) {
    throw ConfigError(o.log_y ? "--log-y" : "--plot-figure",
                      "describes the plot: give --plot FILE.png too");
  }
}

int print_sweep_results(std::vector<RunReport> reports, const std::vector<std::string>& varied,
                        const SweepOutputs& o, std::ostream& out) {
  // Columns: what ran, the varied keys (less one that only repeats the run's name), cycles,
  // the figures the experiments mark for tables, in the order they first appear, the data.
  std::vector<std::string> keys;
  for (const std::string& key : varied) {
    const bool repeats_name = std::all_of(reports.begin(), reports.end(), [&](const RunReport& r) {
      const auto it = r.config.find(key);
      return it != r.config.end() && it->second == r.name;
    });
    if (!repeats_name) keys.push_back(key);
  }
  std::vector<const Figure*> columns;
  for (const RunReport& r : reports) {
    for (const Figure& f : r.figures) {
      const bool known = std::any_of(columns.begin(), columns.end(),
                                     [&](const Figure* c) { return c->name == f.name; });
      if (f.in_tables && !known) columns.push_back(&f);
    }
  }
  std::vector<std::string> header = {"run"};
  header.insert(header.end(), keys.begin(), keys.end());
  header.push_back("cycles");
  for (const Figure* f : columns) {
    std::string h = f->label + (f->unit.empty() ? "" : " (" + f->unit + ")");
    if (f->analytic) h += " [analytic]";
    header.push_back(h);
  }
  header.push_back("data");
  TextTable table(header);
  int status = 0;
  for (const RunReport& r : reports) {
    std::vector<std::string> row = {r.name};
    for (const std::string& key : keys) {
      const auto it = r.config.find(key);
      row.push_back(it == r.config.end() ? "-" : it->second);
    }
    row.push_back(std::to_string(r.cycles));
    for (const Figure* c : columns) {
      const Figure* f = r.figure(c->name);
      row.push_back(f ? TextTable::fixed(f->value, f->unit == "cycles" ? 0 : 2) : "-");
    }
    row.push_back(data_cell(r));
    table.add(row);
    if (!r.ok) status = 1;
  }
  if (!reports.empty()) {
    const RunReport& r = reports.front();
    out << r.topology << ", " << r.nodes << " nodes, " << r.clock_mhz << " MHz\n";
  }
  table.print(out);
  for (const RunReport& r : reports) {
    if (r.error.empty()) continue;
    out << "note: " << r.name;
    for (const std::string& key : varied) out << " " << key << "=" << r.config.at(key);
    out << ": " << r.error << "\n";
  }
  if (!o.csv_path.empty()) {
    OutputFile csv(o.csv_path);
    write_csv(reports, varied, csv.stream());
    csv.commit();
    out << "table written to " << o.csv_path << "\n";
  }
  if (!o.plot_path.empty()) {
    plot_sweep(reports, varied, SweepPlotOptions{o.plot_figure, o.log_y}, o.plot_path, out);
  }
  return status;
}

int local_sweep(const Config& base, const std::vector<VariedKey>& vary, const SweepOutputs& o,
                int jobs, std::ostream& out) {
  const std::vector<std::string> varied = varied_keys(vary);
  const std::vector<Config> configs = sweep_points(base, vary);
  // Every point is checked in full before the first run, so bad input costs no simulation.
  for (const Config& point : configs) load_run(point);
  check_sweep_outputs(o);
  std::vector<RunReport> reports = simulate_all(configs, jobs > 0 ? jobs : default_jobs());
  // The varied keys' values as each point set them (a report leaves out the [output] keys).
  for (size_t i = 0; i < reports.size(); ++i) {
    for (const std::string& key : varied) reports[i].config[key] = configs[i].get_string(key);
  }
  return print_sweep_results(std::move(reports), varied, o, out);
}

}  // namespace ccsim::tb
