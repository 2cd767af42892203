// Latency against offered load: point selection, saturation, reference curves.
#include "sweep/load_curve.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "base/errors.h"

namespace ccsim::tb {

bool saturated(const LoadPoint& p) { return !saturation_reason(p).empty(); }

std::string saturation_reason(const LoadPoint& p) {
  if (p.run_saturated) return "undelivered packets";
  const double delivered = p.delivered > 0 ? p.delivered : p.accepted;
  if (delivered < (1.0 - kAcceptedShortfall) * p.offered_measured) return "accepted < offered";
  return "";
}

namespace {
double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
}  // namespace

LoadPoint median_point(const std::vector<LoadPoint>& runs) {
  LoadPoint p;
  p.offered = runs.front().offered;
  auto median_of = [&runs](double LoadPoint::*field) {
    std::vector<double> values;
    for (const LoadPoint& r : runs) values.push_back(r.*field);
    return median(values);
  };
  p.offered_measured = median_of(&LoadPoint::offered_measured);
  p.accepted = median_of(&LoadPoint::accepted);
  p.delivered = median_of(&LoadPoint::delivered);
  p.latency = median_of(&LoadPoint::latency);
  p.unfinished = median_of(&LoadPoint::unfinished);
  const auto saturated_runs =
      std::count_if(runs.begin(), runs.end(), [](const LoadPoint& r) { return r.run_saturated; });
  p.run_saturated = 2 * size_t(saturated_runs) > runs.size();
  p.runs = int(runs.size());
  p.latency_min = p.latency_max = runs.front().latency;
  for (const LoadPoint& r : runs) {
    p.latency_min = std::min(p.latency_min, r.latency);
    p.latency_max = std::max(p.latency_max, r.latency);
  }
  return p;
}

double snap_load(double load) { return std::round(load * 1000.0) / 1000.0; }

std::vector<double> next_loads(const std::vector<LoadPoint>& done, double step, int batch) {
  auto is_done = [&](double load) {
    return std::any_of(done.begin(), done.end(),
                       [&](const LoadPoint& p) { return std::fabs(p.offered - load) < 1e-9; });
  };
  std::vector<double> want;
  const Saturation s = locate_saturation(done);
  if (s.first_saturated_load == 0) {
    double top = 0;
    for (const LoadPoint& p : done) top = std::max(top, p.offered);
    for (int k = 1; int(want.size()) < batch; ++k) {
      const double load = snap_load(top + k * step);
      if (load > 1.0 + 1e-9) break;
      want.push_back(load);
    }
    return want;
  }
  const double below = s.last_unsaturated_load;
  const double above = s.first_saturated_load;
  if (above - below >= 0.002 - 1e-9) {
    for (int k = 1; k <= 4; ++k) want.push_back(snap_load(below + (above - below) * k / 5.0));
  }
  for (int k = 1; k <= 2; ++k) {
    const double load = snap_load(above + k * step);
    if (load <= 1.0 + 1e-9) want.push_back(load);
  }
  std::vector<double> missing;
  for (double load : want) {
    if (!is_done(load) && std::find(missing.begin(), missing.end(), load) == missing.end()) {
      missing.push_back(load);
    }
  }
  return missing;
}

Saturation locate_saturation(const std::vector<LoadPoint>& points) {
  Saturation s;
  for (const LoadPoint& p : points) {
    s.throughput = std::max(s.throughput, p.accepted);
    if (saturated(p)) {
      if (s.first_saturated_load == 0 || p.offered < s.first_saturated_load) {
        s.first_saturated_load = p.offered;
      }
    }
  }
  for (const LoadPoint& p : points) {
    const bool below = s.first_saturated_load == 0 || p.offered < s.first_saturated_load;
    if (!saturated(p) && below)
      s.last_unsaturated_load = std::max(s.last_unsaturated_load, p.offered);
  }
  return s;
}

namespace {
std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> cells;
  std::istringstream in(line);
  for (std::string cell; std::getline(in, cell, ',');) {
    cell.erase(0, cell.find_first_not_of(" \t\r"));
    cell.erase(cell.find_last_not_of(" \t\r") + 1);
    cells.push_back(cell);
  }
  return cells;
}
}  // namespace

std::vector<ReferencePoint> read_reference(std::istream& in, const std::string& name) {
  std::vector<ReferencePoint> points;
  int col_offered = -1, col_accepted = -1, col_latency = -1, col_saturated = -1;
  bool header = false;
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    const std::string where = name + ":" + std::to_string(line_number);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> cells = split(line);
    if (!header) {
      for (int i = 0; i < int(cells.size()); ++i) {
        if (cells[size_t(i)] == "offered") col_offered = i;
        if (cells[size_t(i)] == "accepted") col_accepted = i;
        if (cells[size_t(i)] == "plat" || cells[size_t(i)] == "latency") col_latency = i;
        if (cells[size_t(i)] == "saturated") col_saturated = i;
      }
      if (col_offered < 0 || col_accepted < 0 || col_latency < 0) {
        throw ConfigError("--reference", where +
                                             ": the header must name the columns offered, "
                                             "accepted and plat (or latency)");
      }
      header = true;
      continue;
    }
    const int needed = std::max({col_offered, col_accepted, col_latency, col_saturated});
    if (int(cells.size()) <= needed) {
      throw ConfigError("--reference", where + ": expected " + std::to_string(needed + 1) +
                                           " columns, got " + std::to_string(cells.size()));
    }
    ReferencePoint p;
    try {
      size_t used = 0;
      auto number = [&](int col) {
        const std::string& cell = cells[size_t(col)];
        const double v = std::stod(cell, &used);
        if (used != cell.size() || !std::isfinite(v) || v < 0) throw std::invalid_argument(cell);
        return v;
      };
      p.offered = snap_load(number(col_offered));
      p.accepted = number(col_accepted);
      p.latency = number(col_latency);
    } catch (const std::exception&) {
      throw ConfigError("--reference", where +
                                           ": offered, accepted and latency must be "
                                           "non-negative numbers");
    }
    if (col_saturated >= 0) p.saturated = cells[size_t(col_saturated)];
    points.push_back(p);
  }
  if (points.empty()) throw ConfigError("--reference", name + ": no data rows");
  return points;
}

}  // namespace ccsim::tb
