// `ccsim latency-load`: latency and accepted throughput against offered load, saturation
// located, beside a reference curve.
//
// Runs the configured traffic experiment at the loads load_curve.h's next_loads() asks for,
// each in its own process, `jobs` at a time: a coarse grid (0.02 apart) until a point
// saturates, then four points between the last unsaturated and the first saturated load and
// two above it; with --reference FILE.csv also the reference's loads. Prints one row per load
// and, with a reference, the difference per reference point; --csv writes the rows and
// --plot FILE.png draws both curves with gnuplot, when gnuplot is installed.
#include "latency_load.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "load_curve.h"
#include "run.h"
#include "run_config.h"
#include "text_table.h"

namespace ccsim::tb {

namespace {

constexpr double kStep = 0.02;

std::string load_text(double load) {
  std::ostringstream os;
  os << snap_load(load);
  return os.str();
}

double figure_value(const RunReport& r, const std::string& name) {
  const Figure* f = r.figure(name);
  return f ? f->value : 0;
}

std::string percent(double ours, double theirs) {
  if (theirs == 0) return "-";
  std::ostringstream os;
  os << std::showpos << std::fixed << std::setprecision(1) << 100.0 * (ours - theirs) / theirs
     << " %";
  return os.str();
}

bool gnuplot_present() { return std::system("command -v gnuplot >/dev/null 2>&1") == 0; }

// Draws latency against offered load (log scale), ccsim's unsaturated points and the
// reference's, into `png`. Returns false (and says why on `out`) when gnuplot fails.
bool plot(const std::vector<LoadPoint>& points, const std::vector<ReferencePoint>& reference,
          const std::string& reference_name, const std::string& png, std::ostream& out) {
  char dir_template[] = "/tmp/ccsim-plot-XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (!dir) {
    out << "plot: no temporary directory\n";
    return false;
  }
  const std::string ours = std::string(dir) + "/ccsim.dat";
  const std::string theirs = std::string(dir) + "/reference.dat";
  const std::string script = std::string(dir) + "/plot.gp";
  {
    std::ofstream f(ours);
    for (const LoadPoint& p : points) f << p.offered << " " << p.latency << "\n";
    std::ofstream g(theirs);
    for (const ReferencePoint& p : reference) g << p.offered << " " << p.latency << "\n";
    std::ofstream s(script);
    s << "set terminal pngcairo size 900,560\n"
      << "set output '" << png << ".tmp'\n"
      << "set logscale y\nset grid\nset key top left\n"
      << "set xlabel 'offered load (words/node/cycle)'\n"
      << "set ylabel 'average latency (cycles, generation to tail)'\n"
      << "plot '" << ours << "' using 1:2 with linespoints pt 7 title 'ccsim'";
    if (!reference.empty()) {
      s << ", '" << theirs << "' using 1:2 with linespoints pt 5 title '" << reference_name << "'";
    }
    s << "\n";
  }
  const int rc = std::system(("gnuplot '" + script + "' 2>/dev/null").c_str());
  std::remove(ours.c_str());
  std::remove(theirs.c_str());
  std::remove(script.c_str());
  rmdir(dir);
  if (rc != 0 || std::rename((png + ".tmp").c_str(), png.c_str()) != 0) {
    std::remove((png + ".tmp").c_str());
    out << "plot: gnuplot failed; no plot written\n";
    return false;
  }
  return true;
}

}  // namespace

int latency_load_command(const ParsedCommand& cmd, std::ostream& out) {
  Config base = cmd.config;
  if (base.get_string("experiment.name") != "traffic") {
    base.fail("experiment.name",
              "latency-load sweeps traffic.injection_rate: it needs "
              "experiment.name = traffic");
  }
  // Every point writes nothing of its own; the command writes the table.
  for (const char* key : {"output.stats", "output.trace", "output.config_out"}) {
    base.set(key, "", "latency-load");
  }
  base.set("output.progress", "false", "latency-load");
  std::vector<ReferencePoint> reference;
  std::string reference_name;
  if (!cmd.reference_path.empty()) {
    std::ifstream in(cmd.reference_path);
    if (!in) throw ConfigError("--reference", "cannot read '" + cmd.reference_path + "'");
    reference = read_reference(in, cmd.reference_path);
    const size_t slash = cmd.reference_path.rfind('/');
    reference_name =
        slash == std::string::npos ? cmd.reference_path : cmd.reference_path.substr(slash + 1);
  }
  for (const std::string& path : {cmd.csv_path, cmd.plot_path}) {
    if (path.empty()) continue;
    const std::string problem = output_path_problem(path);
    if (!problem.empty()) throw ConfigError(path == cmd.csv_path ? "--csv" : "--plot", problem);
  }
  load_run(base);  // bad input costs no simulation
  const unsigned cores = std::thread::hardware_concurrency();
  const int jobs = cmd.jobs > 0 ? cmd.jobs : int(cores ? cores : 1);

  std::vector<LoadPoint> points;
  auto run_loads = [&](const std::vector<double>& loads) {
    std::vector<Config> configs;
    for (double load : loads) {
      Config c = base;
      c.set("traffic.injection_rate", load_text(load), "latency-load");
      configs.push_back(c);
    }
    const std::vector<RunReport> reports = simulate_all(configs, jobs);
    for (size_t i = 0; i < reports.size(); ++i) {
      const RunReport& r = reports[i];
      if (!r.ok) {
        throw SimulationError("load " + load_text(loads[i]) + ": " +
                              (r.error.empty() ? "run failed" : r.error));
      }
      LoadPoint p;
      p.offered = loads[i];
      p.offered_measured = figure_value(r, "offered_rate");
      p.accepted = figure_value(r, "accepted_rate");
      p.latency = figure_value(r, "avg_latency");
      p.run_saturated = r.saturated;
      p.unfinished = figure_value(r, "packets_unfinished");
      points.push_back(p);
      std::cerr << "latency-load: " << load_text(p.offered) << " -> accepted " << p.accepted
                << ", latency " << p.latency << (saturated(p) ? " (saturated)" : "") << "\n";
    }
  };
  for (std::vector<double> loads = next_loads(points, kStep, jobs); !loads.empty();
       loads = next_loads(points, kStep, jobs)) {
    run_loads(loads);
  }
  std::vector<double> reference_loads;
  for (const ReferencePoint& p : reference) {
    const bool done = std::any_of(points.begin(), points.end(), [&](const LoadPoint& q) {
      return std::fabs(q.offered - p.offered) < 1e-9;
    });
    if (!done && p.offered > 0 && p.offered <= 1.0) reference_loads.push_back(p.offered);
  }
  if (!reference_loads.empty()) run_loads(reference_loads);
  std::sort(points.begin(), points.end(),
            [](const LoadPoint& a, const LoadPoint& b) { return a.offered < b.offered; });

  const Saturation s = locate_saturation(points);
  TextTable table({"offered", "offered (measured)", "accepted", "latency (cycles)", "saturated"});
  for (const LoadPoint& p : points) {
    const std::string why = saturation_reason(p);
    table.add({load_text(p.offered), TextTable::fixed(p.offered_measured, 4),
               TextTable::fixed(p.accepted, 4), TextTable::fixed(p.latency, 2),
               why.empty() ? "no" : "yes (" + why + ")"});
  }
  out << "latency and accepted throughput (words/node/cycle) against offered load\n";
  table.print(out);
  if (s.first_saturated_load > 0) {
    out << "saturation: between offered " << load_text(s.last_unsaturated_load) << " and "
        << load_text(s.first_saturated_load) << "; saturation throughput (highest accepted) "
        << TextTable::fixed(s.throughput, 4) << "\n";
  } else {
    out << "saturation: none up to offered 1\n";
  }
  if (!reference.empty()) {
    TextTable diff({"offered", "reference latency", "ccsim latency", "difference",
                    "reference accepted", "ccsim accepted", "difference", "reference saturated",
                    "ccsim saturated"});
    double reference_throughput = 0;
    for (const ReferencePoint& r : reference) {
      reference_throughput = std::max(reference_throughput, r.accepted);
      const auto it = std::find_if(points.begin(), points.end(), [&](const LoadPoint& q) {
        return std::fabs(q.offered - r.offered) < 1e-9;
      });
      if (it == points.end()) continue;
      diff.add({load_text(r.offered), TextTable::fixed(r.latency, 2),
                TextTable::fixed(it->latency, 2), percent(it->latency, r.latency),
                TextTable::fixed(r.accepted, 4), TextTable::fixed(it->accepted, 4),
                percent(it->accepted, r.accepted), r.saturated.empty() ? "-" : r.saturated,
                saturated(*it) ? "yes" : "no"});
    }
    out << "\nbeside " << reference_name << "\n";
    diff.print(out);
    out << "saturation throughput: ccsim " << TextTable::fixed(s.throughput, 4) << ", reference "
        << TextTable::fixed(reference_throughput, 4) << " ("
        << percent(s.throughput, reference_throughput) << ")\n";
  }
  if (!cmd.csv_path.empty()) {
    OutputFile csv(cmd.csv_path);
    csv.stream() << "offered,offered_measured,accepted,latency,saturated,packets_unfinished\n";
    for (const LoadPoint& p : points) {
      csv.stream() << load_text(p.offered) << "," << p.offered_measured << "," << p.accepted << ","
                   << p.latency << "," << (saturated(p) ? "yes" : "no") << "," << p.unfinished
                   << "\n";
    }
    csv.commit();
    out << "table written to " << cmd.csv_path << "\n";
  }
  if (!cmd.plot_path.empty()) {
    if (!gnuplot_present()) {
      out << "plot: gnuplot is not installed (scripts/install-deps.sh plot installs it); no "
             "plot written\n";
    } else if (plot(points, reference, reference_name, cmd.plot_path, out)) {
      out << "plot written to " << cmd.plot_path << "\n";
    }
  }
  return 0;
}

}  // namespace ccsim::tb
