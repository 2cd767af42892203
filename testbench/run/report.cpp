// Reports of a run: text, JSON and CSV.
#include "run/report.h"

#include <cmath>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "base/config.h"
#include "base/memory_estimate.h"
#include "base/output_file.h"
#include "output/column_names.h"
#include "output/csv.h"

namespace ccsim::tb {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(LinkFigure, name, words, utilization)
// With defaults: a report written before the simulator counted its work still reads.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HostFigures, wall_seconds, cycles_per_second,
                                                peak_rss_bytes, router_cycles_per_second, edges,
                                                unit_ticks)

void RunReport::add(Figure f) {
  if (figure(f.name) != nullptr) {
    throw std::logic_error("report figure '" + f.name + "' added twice");
  }
  const std::string misnamed = unit_name_problem(f.name, f.unit);
  if (!misnamed.empty()) throw std::logic_error("report figure " + misnamed);
  figures.push_back(std::move(f));
}

const Figure* RunReport::figure(const std::string& name) const {
  for (const Figure& f : figures) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

double RunReport::value(const std::string& name) const {
  const Figure* f = figure(name);
  return f ? f->value : 0;
}

namespace {

nlohmann::json figures_to_json(const std::vector<Figure>& figures) {
  nlohmann::json out = nlohmann::json::object();
  for (const Figure& f : figures) {
    out[f.name] = {{"value", f.value},          {"unit", f.unit},     {"label", f.label},
                   {"analytic", f.analytic},    {"source", f.source}, {"in_tables", f.in_tables},
                   {"plot_panel", f.plot_panel}};
  }
  return out;
}

// Keeps the order the experiment gave where it can: JSON objects are sorted by name, so the
// order comes back from `order` (the figure names in report order), written beside them.
std::vector<Figure> figures_from_json(const nlohmann::json& j, const nlohmann::json& order) {
  std::vector<Figure> out;
  for (const auto& name : order) {
    const nlohmann::json& f = j.at(name.get<std::string>());
    out.push_back(Figure{name, f.at("value"), f.at("unit"), f.at("label"), f.at("analytic"),
                         f.at("source"), f.at("in_tables"), f.value("plot_panel", 0)});
  }
  return out;
}

// The configuration with each value as its key's type: numbers as numbers, booleans as
// true/false, text as strings.
nlohmann::json typed_config(const std::map<std::string, std::string>& config) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [key, text] : config) {
    const KeySpec* spec = find_key(key);
    const KeyType type = spec ? spec->type : KeyType::kString;
    try {
      if (type == KeyType::kBool) {
        out[key] = text == "true";
      } else if (type == KeyType::kInt) {
        out[key] = text.rfind('-', 0) == 0 ? nlohmann::json(std::stoll(text))
                                           : nlohmann::json(std::stoull(text));
      } else if (type == KeyType::kDouble) {
        out[key] = std::stod(text);
      } else {
        out[key] = text;
      }
    } catch (const std::logic_error&) {
      out[key] = text;  // not of its type (a report of another version): kept as written
    }
  }
  return out;
}

// A configuration value read back as the canonical text Config keeps.
std::string config_text(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return canonical_text(v.get<bool>());
  if (v.is_number_unsigned()) return std::to_string(v.get<uint64_t>());
  if (v.is_number_integer()) return canonical_text(v.get<int64_t>());
  if (v.is_number_float()) return canonical_text(v.get<double>());
  return v.dump();
}

}  // namespace

nlohmann::json to_json(const RunReport& r) {
  nlohmann::json order = nlohmann::json::array();
  for (const Figure& f : r.figures) order.push_back(f.name);
  return {{"ccsim_version", r.ccsim_version},
          {"experiment", r.experiment},
          {"name", r.name},
          {"topology", r.topology},
          {"nodes", r.nodes},
          {"seed", r.seed},
          {"clock_mhz", r.clock_mhz},
          {"config", typed_config(r.config)},
          {"ok", r.ok},
          {"deadlock", r.deadlock},
          {"saturated", r.saturated},
          {"error", r.error},
          {"data_checked", r.data_checked},
          {"data_ok", r.data_ok},
          {"cycles", r.cycles},
          {"simulated_cycles", r.simulated_cycles},
          {"words_moved", r.words_moved},
          {"link_utilization_mean", r.link_utilization_mean},
          {"link_utilization_max", r.link_utilization_max},
          {"memory_port_utilization_mean", r.memory_port_utilization_mean},
          {"memory_port_utilization_max", r.memory_port_utilization_max},
          {"links", r.links},
          {"phase_cycles", r.phase_cycles},
          {"memory_estimate_bytes", r.memory_estimate_bytes},
          {"figures", figures_to_json(r.figures)},
          {"figure_order", order},
          {"host", r.host}};
}

RunReport report_from_json(const nlohmann::json& j) {
  RunReport r;
  r.ccsim_version = j.value("ccsim_version", "");
  j.at("experiment").get_to(r.experiment);
  j.at("name").get_to(r.name);
  j.at("topology").get_to(r.topology);
  j.at("nodes").get_to(r.nodes);
  j.at("seed").get_to(r.seed);
  j.at("clock_mhz").get_to(r.clock_mhz);
  for (const auto& [key, value] : j.at("config").items()) r.config[key] = config_text(value);
  j.at("ok").get_to(r.ok);
  j.at("deadlock").get_to(r.deadlock);
  j.at("saturated").get_to(r.saturated);
  j.at("error").get_to(r.error);
  j.at("data_checked").get_to(r.data_checked);
  j.at("data_ok").get_to(r.data_ok);
  j.at("cycles").get_to(r.cycles);
  j.at("simulated_cycles").get_to(r.simulated_cycles);
  j.at("words_moved").get_to(r.words_moved);
  j.at("link_utilization_mean").get_to(r.link_utilization_mean);
  j.at("link_utilization_max").get_to(r.link_utilization_max);
  j.at("memory_port_utilization_mean").get_to(r.memory_port_utilization_mean);
  j.at("memory_port_utilization_max").get_to(r.memory_port_utilization_max);
  j.at("links").get_to(r.links);
  j.at("phase_cycles").get_to(r.phase_cycles);
  j.at("memory_estimate_bytes").get_to(r.memory_estimate_bytes);
  r.figures = figures_from_json(j.at("figures"), j.at("figure_order"));
  j.at("host").get_to(r.host);
  return r;
}

namespace {

// A value as people read it: integers without decimals, others with `decimals`.
std::string shown(double v, int decimals) {
  std::ostringstream os;
  if (std::isfinite(v) && std::abs(v) < 1e15 && v == double(int64_t(v))) {
    os << int64_t(v);
  } else {
    os << std::fixed << std::setprecision(decimals) << v;
  }
  return os.str();
}

}  // namespace

void print_report(const RunReport& r, std::ostream& out) {
  std::ostringstream os;
  os << "run: " << r.name << " on " << r.topology << ", " << r.nodes << " nodes, seed " << r.seed
     << "\n";
  if (!r.error.empty()) os << (r.deadlock ? "DEADLOCK: " : "FAILED: ") << r.error << "\n";
  if (r.saturated) {
    os << "saturated: the network did not deliver every packet of the measurement window "
          "(latency covers the delivered ones)\n";
  }
  size_t width = std::string("memory port utilization").size();
  for (const Figure& f : r.figures) width = std::max(width, f.label.size());
  auto line = [&](const std::string& label, const std::string& text) {
    os << label << ":" << std::string(width + 2 - label.size(), ' ') << text << "\n";
  };
  line("cycles", std::to_string(r.cycles));
  for (const Figure& f : r.figures) {
    if (f.analytic) continue;
    line(f.label, shown(f.value, 2) + (f.unit.empty() ? "" : " " + f.unit));
  }
  line("link utilization", shown(100 * r.link_utilization_mean, 1) + " % mean, " +
                               shown(100 * r.link_utilization_max, 1) + " % max");
  line("memory port utilization", shown(100 * r.memory_port_utilization_mean, 1) + " % mean, " +
                                      shown(100 * r.memory_port_utilization_max, 1) + " % max");
  for (const Figure& f : r.figures) {
    if (!f.analytic) continue;
    line(f.label, shown(f.value, 1) + (f.unit.empty() ? "" : " " + f.unit) +
                      "  (analytic: " + f.source + ")");
  }
  line("data check", !r.data_checked ? "not run" : r.data_ok ? "every node correct" : "MISMATCH");
  os << std::fixed << std::setprecision(2);
  os << "simulator:" << std::string(width + 2 - 9, ' ') << r.simulated_cycles << " cycles in "
     << r.host.wall_seconds << " s wall (" << std::setprecision(0) << r.host.cycles_per_second
     << " cycles/s, " << r.host.router_cycles_per_second << " router-cycles/s)\n";
  if (r.simulated_cycles > 0 && r.host.edges > 0) {
    os << "simulator work:" << std::string(width + 2 - 14, ' ') << r.host.edges
       << " cycles with a unit due (" << std::setprecision(1)
       << 100.0 * double(r.host.edges) / double(r.simulated_cycles) << " %), " << r.host.unit_ticks
       << " unit ticks\n";
  }
  os << "host memory:" << std::string(width + 2 - 11, ' ') << "estimated "
     << format_bytes(r.memory_estimate_bytes) << ", peak resident "
     << format_bytes(r.host.peak_rss_bytes) << "\n";
  out << os.str();
}

void write_csv(const std::vector<RunReport>& reports, const std::vector<std::string>& keys,
               std::ostream& out) {
  std::vector<std::string> figure_names;
  std::set<std::string> seen;
  for (const RunReport& r : reports) {
    for (const Figure& f : r.figures) {
      if (seen.insert(f.name).second) figure_names.push_back(f.name);
    }
  }
  std::vector<std::string> header = {"ccsim_version", "experiment", "name",
                                     "topology",      "nodes",      "seed"};
  header.insert(header.end(), keys.begin(), keys.end());
  for (const char* h :
       {"ok", "deadlock", "saturated", "data_checked", "data_ok", "cycles", "simulated_cycles",
        "words_moved", "link_utilization_mean", "link_utilization_max",
        "memory_port_utilization_mean", "memory_port_utilization_max", "memory_estimate_bytes"}) {
    header.push_back(h);
  }
  header.insert(header.end(), figure_names.begin(), figure_names.end());
  for (const char* h : {"error", "host_wall_seconds", "host_cycles_per_second",
                        "host_router_cycles_per_second", "host_peak_rss_bytes"}) {
    header.push_back(h);
  }
  write_csv_line(header, out);
  for (const RunReport& r : reports) {
    std::vector<std::string> row = {
        r.ccsim_version,         r.experiment,          r.name, r.topology,
        std::to_string(r.nodes), std::to_string(r.seed)};
    for (const std::string& key : keys) {
      const auto it = r.config.find(key);
      row.push_back(it == r.config.end() ? "" : it->second);
    }
    row.push_back(csv_bool(r.ok));
    row.push_back(csv_bool(r.deadlock));
    row.push_back(csv_bool(r.saturated));
    row.push_back(csv_bool(r.data_checked));
    row.push_back(csv_bool(r.data_ok));
    row.push_back(std::to_string(r.cycles));
    row.push_back(std::to_string(r.simulated_cycles));
    row.push_back(std::to_string(r.words_moved));
    row.push_back(csv_number(r.link_utilization_mean));
    row.push_back(csv_number(r.link_utilization_max));
    row.push_back(csv_number(r.memory_port_utilization_mean));
    row.push_back(csv_number(r.memory_port_utilization_max));
    row.push_back(std::to_string(r.memory_estimate_bytes));
    for (const std::string& name : figure_names) {
      const Figure* f = r.figure(name);
      row.push_back(f ? csv_number(f->value) : "");
    }
    row.push_back(r.error.substr(0, r.error.find('\n')));
    row.push_back(csv_number(r.host.wall_seconds));
    row.push_back(csv_number(r.host.cycles_per_second));
    row.push_back(csv_number(r.host.router_cycles_per_second));
    row.push_back(std::to_string(r.host.peak_rss_bytes));
    write_csv_line(row, out);
  }
}

void write_report_file(const RunReport& r, const std::string& path) {
  if (path == "-") {
    std::cout << to_json(r).dump(2) << "\n" << std::flush;
    return;
  }
  OutputFile file(path);
  if (path.size() >= 4 && path.substr(path.size() - 4) == ".csv") {
    write_csv({r}, {}, file.stream());
  } else {
    file.stream() << to_json(r).dump(2) << "\n";
  }
  file.commit();
}

}  // namespace ccsim::tb
