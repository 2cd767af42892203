// Reports of a run: text, JSON and CSV.
#include "report.h"

#include <fstream>
#include <iomanip>
#include <sstream>
#include <stdexcept>

namespace ccsim::tb {

double RunReport::analytic_value(const std::string& name) const {
  for (const auto& a : analytic) {
    if (a.name == name) return a.value;
  }
  return 0;
}

nlohmann::json to_json(const RunReport& r) {
  nlohmann::json links = nlohmann::json::array();
  for (const auto& l : r.links) {
    links.push_back({{"name", l.name}, {"words", l.words}, {"utilization", l.utilization}});
  }
  nlohmann::json analytic = nlohmann::json::array();
  for (const auto& a : r.analytic) {
    analytic.push_back(
        {{"name", a.name}, {"value", a.value}, {"unit", a.unit}, {"source", a.source}});
  }
  return {{"algorithm", r.algorithm},
          {"sync", r.sync},
          {"topology", r.topology},
          {"nodes", r.nodes},
          {"block_bytes", r.block_bytes},
          {"seed", r.seed},
          {"clock_mhz", r.clock_mhz},
          {"ok", r.ok},
          {"deadlock", r.deadlock},
          {"error", r.error},
          {"data_checked", r.data_checked},
          {"data_ok", r.data_ok},
          {"cycles", r.cycles},
          {"payload_bytes", r.payload_bytes},
          {"mbytes_per_s", r.mbytes_per_s},
          {"peak_mbytes_per_s", r.peak_mbytes_per_s},
          {"percent_of_peak", r.percent_of_peak},
          {"phases", r.phases},
          {"phase_cycles_mean", r.phase_cycles_mean},
          {"phase_cycles_min", r.phase_cycles_min},
          {"phase_cycles_max", r.phase_cycles_max},
          {"link_utilization_mean", r.link_utilization_mean},
          {"link_utilization_max", r.link_utilization_max},
          {"words_moved", r.words_moved},
          {"links", links},
          {"phase_cycles", r.phase_cycles},
          {"offered_rate", r.offered_rate},
          {"accepted_rate", r.accepted_rate},
          {"avg_latency", r.avg_latency},
          {"packets_measured", r.packets_measured},
          {"analytic", analytic},
          {"wall_seconds", r.wall_seconds},
          {"simulated_cycles", r.simulated_cycles},
          {"cycles_per_second", r.cycles_per_second},
          {"router_cycles_per_second", r.router_cycles_per_second}};
}

RunReport report_from_json(const nlohmann::json& j) {
  RunReport r;
  j.at("algorithm").get_to(r.algorithm);
  j.at("sync").get_to(r.sync);
  j.at("topology").get_to(r.topology);
  j.at("nodes").get_to(r.nodes);
  j.at("block_bytes").get_to(r.block_bytes);
  j.at("seed").get_to(r.seed);
  j.at("clock_mhz").get_to(r.clock_mhz);
  j.at("ok").get_to(r.ok);
  j.at("deadlock").get_to(r.deadlock);
  j.at("error").get_to(r.error);
  j.at("data_checked").get_to(r.data_checked);
  j.at("data_ok").get_to(r.data_ok);
  j.at("cycles").get_to(r.cycles);
  j.at("payload_bytes").get_to(r.payload_bytes);
  j.at("mbytes_per_s").get_to(r.mbytes_per_s);
  j.at("peak_mbytes_per_s").get_to(r.peak_mbytes_per_s);
  j.at("percent_of_peak").get_to(r.percent_of_peak);
  j.at("phases").get_to(r.phases);
  j.at("phase_cycles_mean").get_to(r.phase_cycles_mean);
  j.at("phase_cycles_min").get_to(r.phase_cycles_min);
  j.at("phase_cycles_max").get_to(r.phase_cycles_max);
  j.at("link_utilization_mean").get_to(r.link_utilization_mean);
  j.at("link_utilization_max").get_to(r.link_utilization_max);
  j.at("words_moved").get_to(r.words_moved);
  for (const auto& l : j.at("links")) {
    r.links.push_back({l.at("name"), l.at("words"), l.at("utilization")});
  }
  j.at("phase_cycles").get_to(r.phase_cycles);
  j.at("offered_rate").get_to(r.offered_rate);
  j.at("accepted_rate").get_to(r.accepted_rate);
  j.at("avg_latency").get_to(r.avg_latency);
  j.at("packets_measured").get_to(r.packets_measured);
  for (const auto& a : j.at("analytic")) {
    r.analytic.push_back({a.at("name"), a.at("value"), a.at("unit"), a.at("source")});
  }
  j.at("wall_seconds").get_to(r.wall_seconds);
  j.at("simulated_cycles").get_to(r.simulated_cycles);
  j.at("cycles_per_second").get_to(r.cycles_per_second);
  j.at("router_cycles_per_second").get_to(r.router_cycles_per_second);
  return r;
}

void print_report(const RunReport& r, std::ostream& out) {
  std::ostringstream os;
  os << std::fixed;
  os << "run: " << r.algorithm << (r.sync.empty() ? "" : " (sync=" + r.sync + ")") << " on "
     << r.topology << ", " << r.nodes << " nodes";
  if (r.block_bytes) os << ", " << r.block_bytes << " B blocks";
  os << ", seed " << r.seed << "\n";
  if (!r.error.empty()) os << (r.deadlock ? "DEADLOCK: " : "FAILED: ") << r.error << "\n";
  if (r.payload_bytes) {
    os << "cycles:            " << r.cycles << "\n";
    os << std::setprecision(1);
    os << "aggregate:         " << r.mbytes_per_s << " MB/s (" << r.payload_bytes << " bytes at "
       << r.clock_mhz << " MHz)\n";
    if (r.peak_mbytes_per_s > 0) {
      os << "share of peak:     " << r.percent_of_peak << " % of " << r.peak_mbytes_per_s
         << " MB/s (analytic, 004 Eq. 1)\n";
    }
  }
  if (r.phases) {
    os << std::setprecision(1) << "phases:            " << r.phases << ", " << r.phase_cycles_mean
       << " cycles each on average (min " << r.phase_cycles_min << ", max " << r.phase_cycles_max
       << ")\n";
  }
  if (r.packets_measured) {
    os << std::setprecision(4) << "offered:           " << r.offered_rate
       << " words/node/cycle\naccepted:          " << r.accepted_rate << " words/node/cycle\n"
       << std::setprecision(2) << "average latency:   " << r.avg_latency << " cycles over "
       << r.packets_measured << " packets\n";
  }
  os << std::setprecision(1) << "link utilization:  " << 100 * r.link_utilization_mean
     << " % mean, " << 100 * r.link_utilization_max << " % max\n";
  for (const auto& a : r.analytic) {
    os << std::setprecision(1) << "analytic " << a.name << ": " << a.value << " " << a.unit << "  ["
       << a.source << "]\n";
  }
  os << "data check:        "
     << (!r.data_checked ? "not run"
         : r.data_ok     ? "every node correct"
                         : "MISMATCH")
     << "\n";
  os << std::setprecision(2) << "simulator:         " << r.simulated_cycles << " cycles in "
     << r.wall_seconds << " s wall (" << std::setprecision(0) << r.cycles_per_second
     << " cycles/s, " << r.router_cycles_per_second << " router-cycles/s)\n";
  out << os.str();
}

std::string csv_header() {
  return "algorithm,sync,topology,nodes,block_bytes,seed,ok,data_ok,cycles,payload_bytes,"
         "mbytes_per_s,peak_mbytes_per_s,percent_of_peak,eq3_mbytes_per_s_analytic,"
         "eq3_cycles_analytic,phases,phase_cycles_mean,link_utilization_mean,offered_rate,"
         "accepted_rate,avg_latency,packets_measured,wall_seconds,cycles_per_second,"
         "router_cycles_per_second";
}

std::string csv_row(const RunReport& r) {
  std::ostringstream os;
  os << r.algorithm << ',' << r.sync << ',' << r.topology << ',' << r.nodes << ',' << r.block_bytes
     << ',' << r.seed << ',' << (r.ok ? 1 : 0) << ',' << (r.data_ok ? 1 : 0) << ',' << r.cycles
     << ',' << r.payload_bytes << ',' << r.mbytes_per_s << ',' << r.peak_mbytes_per_s << ','
     << r.percent_of_peak << ',' << r.analytic_value("eq3") << ',' << r.analytic_value("eq3_cycles")
     << ',' << r.phases << ',' << r.phase_cycles_mean << ',' << r.link_utilization_mean << ','
     << r.offered_rate << ',' << r.accepted_rate << ',' << r.avg_latency << ','
     << r.packets_measured << ',' << r.wall_seconds << ',' << r.cycles_per_second << ','
     << r.router_cycles_per_second;
  return os.str();
}

void write_report_file(const RunReport& r, const std::string& path) {
  std::ofstream out(path);
  if (!out) throw std::runtime_error("cannot write '" + path + "'");
  if (path.size() >= 4 && path.substr(path.size() - 4) == ".csv") {
    out << csv_header() << "\n" << csv_row(r) << "\n";
  } else {
    out << to_json(r).dump(2) << "\n";
  }
}

}  // namespace ccsim::tb
