// Latency against offered load: the points of a sweep, where it saturates, and a reference.
//
// Pure C++ (no runs here): `ccsim latency-load` (latency_load.cpp) runs the points that
// next_loads() asks for, each in its own process, and reports them with these functions.
// A point is saturated when its run says so (packets of the window left undelivered) or when
// the network delivered (packets at their injected length) kAcceptedShortfall less than was
// offered: then latency grows
// with run length and the average latency is not a property of the network.
#pragma once

#include <istream>
#include <string>
#include <vector>

namespace ccsim::tb {

// Accepted below offered by more than this share: saturated.
constexpr double kAcceptedShortfall = 0.02;

struct LoadPoint {
  double offered = 0;           // the load asked for (traffic.injection_rate)
  double offered_measured = 0;  // generated in the window, words/node/cycle
  double accepted = 0;          // words/node/cycle that arrived in the window
  // The packets delivered in the window at their injected length (the unit of `offered`);
  // 0 = same as `accepted` (a network that delivers packets whole).
  double delivered = 0;
  double latency = 0;          // average, generation to tail, of the window's packets
  bool run_saturated = false;  // the run's own flag: packets of the window undelivered
  double unfinished = 0;       // those packets
  // Over the runs of the point (one per seed): how many, and the range of their latencies.
  int runs = 1;
  double latency_min = 0;
  double latency_max = 0;
};

// One point from several runs of one load with different seeds: the median of each figure
// (the mean of the middle two for an even count), the range of latency, and `run_saturated`
// when more than half of the runs were. Near saturation one run's average latency swings by
// tens of percent with the seed; the median is the figure to set beside another simulator's.
// `runs` must not be empty.
LoadPoint median_point(const std::vector<LoadPoint>& runs);

bool saturated(const LoadPoint& p);
// Why, for tables: "", "accepted < offered", "undelivered packets".
std::string saturation_reason(const LoadPoint& p);

// Loads are multiples of 0.001 (so that a table and a reference match them exactly).
double snap_load(double load);

// The loads to run next, given the points run so far (in any order), `step` apart on the
// coarse grid: none run yet -> the first `batch` of step, 2 step, ...; no saturated point yet
// -> the next `batch` coarse loads (up to 1); otherwise the loads that are still missing of:
// 4 evenly spaced between the highest unsaturated and the lowest saturated point (when they
// are at least 0.002 apart), and two coarse steps above the lowest saturated one (the
// plateau of accepted throughput). Empty when nothing is missing.
std::vector<double> next_loads(const std::vector<LoadPoint>& done, double step, int batch);

// Where the sweep saturates: the lowest saturated load (0 when none), and the saturation
// throughput, the highest accepted rate of any point.
struct Saturation {
  double first_saturated_load = 0;
  double last_unsaturated_load = 0;
  double throughput = 0;
};
Saturation locate_saturation(const std::vector<LoadPoint>& points);

// A reference curve as CSV: '#' comment lines, a header naming at least the columns offered,
// accepted and plat (latency) and optionally saturated (yes/no), then one row per point.
// Throws ConfigError on "--reference" naming the line that is wrong.
struct ReferencePoint {
  double offered = 0;
  double accepted = 0;
  double latency = 0;
  std::string saturated;  // as written, "" when the file has no such column
};
std::vector<ReferencePoint> read_reference(std::istream& in, const std::string& name);

}  // namespace ccsim::tb
