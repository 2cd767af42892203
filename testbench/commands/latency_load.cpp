// `ccsim latency-load`: latency and accepted throughput against offered load, saturation
// located, beside a reference curve.
//
// Runs the configured traffic experiment at the loads load_curve.h's next_loads() asks for,
// each in its own process, `jobs` at a time: a coarse grid (0.02 apart) until a point
// saturates, then four points between the last unsaturated and the first saturated load and
// two above it; with --reference FILE.csv also the reference's loads; with --seeds N each load N
// times with consecutive seeds, the point being their median. Prints one row per load
// and, with a reference, the difference per reference point; --csv writes the rows and
// --plot FILE.png draws both curves with gnuplot, when gnuplot is installed.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "base/errors.h"
#include "base/output_file.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "output/csv.h"
#include "output/gnuplot.h"
#include "output/text_table.h"
#include "run/run.h"
#include "run/run_config.h"
#include "sweep/load_curve.h"
#include "util/input_file.h"

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

// Latency against offered load (log scale): ccsim's points, with the range over seeds as error
// bars when there are several, and the reference's.
GnuplotPlot latency_plot(const std::vector<LoadPoint>& points, int seeds,
                         const std::vector<ReferencePoint>& reference,
                         const std::string& reference_name) {
  GnuplotPlot p;
  p.width = 900;
  p.height = 560;
  std::ostringstream setup;
  setup << "$ccsim << EOD\n";
  for (const LoadPoint& q : points) {
    setup << q.offered << " " << q.latency << " " << q.latency_min << " " << q.latency_max << "\n";
  }
  setup << "EOD\n$reference << EOD\n";
  for (const ReferencePoint& q : reference) setup << q.offered << " " << q.latency << "\n";
  setup << "EOD\n"
        << "set logscale y\nset grid\nset key top left\n"
        << "set xlabel " << gnuplot_string("offered load (words/node/cycle)") << "\n"
        << "set ylabel " << gnuplot_string("average latency (cycles, generation to tail)") << "\n";
  p.setup = setup.str();
  // The range first, so that the medians' points are drawn over its bars.
  if (seeds > 1) {
    p.plot = "$ccsim using 1:2:3:4 with yerrorbars pt 0 lc 1 title " +
             gnuplot_string("ccsim, range over seeds") + ", ";
  }
  p.plot +=
      "$ccsim using 1:2 with linespoints pt 7 lc 1 title " +
      gnuplot_string(seeds > 1 ? "ccsim (median of " + std::to_string(seeds) + " seeds)" : "ccsim");
  if (!reference.empty()) {
    p.plot +=
        ", $reference using 1:2 with linespoints pt 5 title " + gnuplot_string(reference_name);
  }
  return p;
}

class LatencyLoadCommand : public Command {
 public:
  void declare(FlagSet& flags) override {
    flags.value("reference", "FILE.csv",
                "a reference curve (columns offered, accepted, plat) to compare with",
                [this](const std::string& v) { reference_path_ = v; });
    flags.value("seeds", "N",
                "runs per load, seeds sim.seed, sim.seed + 1, ...; each point is their median, "
                "with the range of latency (1 to 64, default 1)",
                [this](const std::string& v) { seeds_ = whole_number("--seeds", v, 1, 64); });
    flags.value("csv", "FILE", "write the table as CSV",
                [this](const std::string& v) { csv_path_ = v; });
    flags.value(
        "plot", "FILE.png", "draw latency against offered load (.png or .svg) with gnuplot",
        [this](const std::string& v) { plot_path_ = non_empty("--plot", v, "a file name"); });
    flags.key_shortcut("seed", "N", "sim.seed", "the first seed");
    add_jobs_flag(flags, jobs_, "simulations run at once (default: one per core)");
  }
  int run(const Invocation& in, std::ostream& out) override;

 private:
  std::string reference_path_;
  std::string csv_path_;
  std::string plot_path_;
  int seeds_ = 1;
  int jobs_ = 0;
};

int LatencyLoadCommand::run(const Invocation& in, std::ostream& out) {
  no_arguments(in);
  Config base = in.config;
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
  if (!reference_path_.empty()) {
    std::istringstream in(read_input_file(reference_path_, "--reference"));
    reference = read_reference(in, reference_path_);
    const size_t slash = reference_path_.rfind('/');
    reference_name =
        slash == std::string::npos ? reference_path_ : reference_path_.substr(slash + 1);
  }
  if (!csv_path_.empty()) {
    const std::string problem = output_path_problem(csv_path_);
    if (!problem.empty()) throw ConfigError("--csv", problem);
  }
  if (!plot_path_.empty()) check_plot_path("--plot", plot_path_);
  load_run(base);  // bad input costs no simulation
  const unsigned cores = std::thread::hardware_concurrency();
  const int jobs = jobs_ > 0 ? jobs_ : int(cores ? cores : 1);

  // --seeds N: each load runs with seeds sim.seed, sim.seed + 1, ...; a point is their median.
  const int seeds = seeds_;
  const uint64_t first_seed = base.get_uint64("sim.seed");
  std::vector<LoadPoint> points;
  auto run_loads = [&](const std::vector<double>& loads) {
    std::vector<Config> configs;
    for (double load : loads) {
      for (int k = 0; k < seeds; ++k) {
        Config c = base;
        c.set("traffic.injection_rate", load_text(load), "latency-load");
        c.set("sim.seed", std::to_string(first_seed + uint64_t(k)), "latency-load --seeds");
        configs.push_back(c);
      }
    }
    const std::vector<RunReport> reports = simulate_all(configs, jobs);
    for (size_t i = 0; i < loads.size(); ++i) {
      std::vector<LoadPoint> runs;
      for (int k = 0; k < seeds; ++k) {
        const RunReport& r = reports[i * size_t(seeds) + size_t(k)];
        if (!r.ok) {
          throw SimulationError("load " + load_text(loads[i]) + ", seed " +
                                std::to_string(first_seed + uint64_t(k)) + ": " +
                                (r.error.empty() ? "run failed" : r.error));
        }
        LoadPoint run;
        run.offered = loads[i];
        run.offered_measured = figure_value(r, "offered_words_per_node_cycle");
        run.accepted = figure_value(r, "accepted_words_per_node_cycle");
        run.delivered = figure_value(r, "delivered_words_per_node_cycle");
        run.latency = figure_value(r, "avg_latency_cycles");
        run.run_saturated = r.saturated;
        run.unfinished = figure_value(r, "packets_unfinished");
        runs.push_back(run);
      }
      const LoadPoint p = median_point(runs);
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
  const auto latency_range = [](const LoadPoint& p) {
    return TextTable::fixed(p.latency_min, 2) + "-" + TextTable::fixed(p.latency_max, 2);
  };
  std::vector<std::string> header = {"offered", "offered (measured)", "accepted",
                                     "latency (cycles)"};
  if (seeds > 1) header.push_back("latency range");
  header.push_back("saturated");
  TextTable table(header);
  for (const LoadPoint& p : points) {
    const std::string why = saturation_reason(p);
    std::vector<std::string> cells = {load_text(p.offered), TextTable::fixed(p.offered_measured, 4),
                                      TextTable::fixed(p.accepted, 4),
                                      TextTable::fixed(p.latency, 2)};
    if (seeds > 1) cells.push_back(latency_range(p));
    cells.push_back(why.empty() ? "no" : "yes (" + why + ")");
    table.add(cells);
  }
  out << "latency and accepted throughput (words/node/cycle) against offered load";
  if (seeds > 1) {
    out << "; each point the median of " << seeds << " runs (seeds " << first_seed << " to "
        << first_seed + uint64_t(seeds) - 1 << "), the range of their latencies beside it";
  }
  out << "\n";
  table.print(out);
  if (s.first_saturated_load > 0) {
    out << "saturation: between offered " << load_text(s.last_unsaturated_load) << " and "
        << load_text(s.first_saturated_load) << "; saturation throughput (highest accepted) "
        << TextTable::fixed(s.throughput, 4) << "\n";
  } else {
    out << "saturation: none up to offered 1\n";
  }
  if (!reference.empty()) {
    std::vector<std::string> diff_header = {"offered", "reference latency", "ccsim latency",
                                            "difference"};
    if (seeds > 1) diff_header.push_back("ccsim latency range");
    for (const char* h : {"reference accepted", "ccsim accepted", "difference",
                          "reference saturated", "ccsim saturated"}) {
      diff_header.push_back(h);
    }
    TextTable diff(diff_header);
    double reference_throughput = 0;
    for (const ReferencePoint& r : reference) {
      reference_throughput = std::max(reference_throughput, r.accepted);
      const auto it = std::find_if(points.begin(), points.end(), [&](const LoadPoint& q) {
        return std::fabs(q.offered - r.offered) < 1e-9;
      });
      if (it == points.end()) continue;
      std::vector<std::string> cells = {load_text(r.offered), TextTable::fixed(r.latency, 2),
                                        TextTable::fixed(it->latency, 2),
                                        percent(it->latency, r.latency)};
      if (seeds > 1) cells.push_back(latency_range(*it));
      for (const std::string& cell :
           {TextTable::fixed(r.accepted, 4), TextTable::fixed(it->accepted, 4),
            percent(it->accepted, r.accepted), r.saturated.empty() ? "-" : r.saturated,
            std::string(saturated(*it) ? "yes" : "no")}) {
        cells.push_back(cell);
      }
      diff.add(cells);
    }
    out << "\nbeside " << reference_name << "\n";
    diff.print(out);
    out << "saturation throughput: ccsim " << TextTable::fixed(s.throughput, 4) << ", reference "
        << TextTable::fixed(reference_throughput, 4) << " ("
        << percent(s.throughput, reference_throughput) << ")\n";
  }
  if (!csv_path_.empty()) {
    OutputFile csv(csv_path_);
    // The run reports' names where a column is one of their figures (averaged over the seeds).
    write_csv_line(
        {"injection_rate_words_per_node_cycle", "offered_words_per_node_cycle",
         "accepted_words_per_node_cycle", "avg_latency_cycles", "saturated", "packets_unfinished",
         "runs", "avg_latency_cycles_min", "avg_latency_cycles_max"},
        csv.stream());
    for (const LoadPoint& p : points) {
      write_csv_line({load_text(p.offered), csv_number(p.offered_measured), csv_number(p.accepted),
                      csv_number(p.latency), csv_bool(saturated(p)), csv_number(p.unfinished),
                      std::to_string(p.runs), csv_number(p.latency_min), csv_number(p.latency_max)},
                     csv.stream());
    }
    csv.commit();
    out << "table written to " << csv_path_ << "\n";
  }
  if (!plot_path_.empty()) {
    const std::string problem =
        render_plot(latency_plot(points, seeds, reference, reference_name), {plot_path_});
    if (problem.empty()) {
      out << "plot written to " << plot_path_ << "\n";
    } else {
      out << "plot: " << problem << "; no plot written\n";
    }
  }
  return 0;
}

CommandEntry entry() {
  CommandEntry e;
  e.order = 8;
  e.summary = "latency and accepted throughput against offered load, saturation located";
  e.usage = "ccsim latency-load --config FILE [--reference FILE.csv] [--seeds N] [options]";
  e.about =
      "Runs the configured traffic experiment at rising offered loads (traffic.injection_rate), "
      "each load in its own process: a coarse grid until a load saturates, then points between "
      "the last unsaturated and the first saturated load and two above it; with --reference "
      "also the reference's loads. Prints one row per load, the saturation throughput and, with "
      "a reference, the difference at each of its points.";
  e.keys_it_sets = {"traffic.injection_rate", "output.stats", "output.trace", "output.config_out"};
  e.examples = {
      "ccsim latency-load --config configs/booksim-mesh-8x8.ini --plot curve.png",
      "ccsim latency-load --config configs/booksim-mesh-8x8.ini --seeds 3 --csv curve.csv",
  };
  return e;
}

}  // namespace

CCSIM_REGISTER_COMMAND(latency_load, "latency-load", LatencyLoadCommand, entry());

}  // namespace ccsim::tb
