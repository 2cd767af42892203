// The format-independent part of a trace: window, time scale, change detection, format choice.
#include "trace/trace_writer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "trace/vcd_writer.h"
#ifdef CCSIM_WITH_FST
#include "trace/fst_writer.h"
#endif

namespace ccsim::trace {

namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool is_fst(const std::string& path) { return ends_with(path, ".fst"); }

// "50 ns", "333.333 ns": a cycle's length for the header comment.
std::string duration_text(double ns) {
  std::ostringstream os;
  os.precision(9);
  os << ns << " ns";
  return os.str();
}

}  // namespace

uint64_t Timescale::time_of(uint64_t cycle) const {
  return uint64_t(std::llround(double(cycle) * ticks_per_cycle));
}

uint64_t Timescale::last_cycle() const {
  const double last = std::floor(9.2e18 / ticks_per_cycle) - 1;
  return last >= 1.8e19 ? std::numeric_limits<uint64_t>::max() : uint64_t(std::max(0.0, last));
}

std::string Timescale::unit() const {
  switch (exponent) {
    case -9:
      return "1ns";
    case -12:
      return "1ps";
    default:
      return "1fs";
  }
}

Timescale cycle_timescale() { return Timescale{-9, 1, "1 ns = 1 cycle"}; }

Timescale real_timescale(double clock_mhz) {
  const double period_ns = 1e3 / clock_mhz;
  Timescale t{-15, period_ns * 1e6, ""};
  std::ostringstream clock;
  clock.precision(9);
  clock << clock_mhz << " MHz";
  t.description = duration_text(period_ns) + " = 1 cycle (" + clock.str() + ")";
  for (int exponent : {-9, -12}) {
    const double ticks = period_ns * std::pow(10.0, -9 - exponent);
    if (ticks >= 1 && std::fabs(ticks - std::round(ticks)) <= 1e-9 * ticks) {
      t.exponent = exponent;
      t.ticks_per_cycle = std::round(ticks);
      break;
    }
  }
  return t;
}

bool fst_available() {
#ifdef CCSIM_WITH_FST
  return true;
#else
  return false;
#endif
}

std::string trace_format_problem(const std::string& path) {
  if (is_fst(path) && !fst_available()) {
    return "an FST trace ('" + path +
           "') needs the FST writer, which this build does not have (it comes with Verilator, "
           "and this build was configured without it: -DCCSIM_WITH_RTL=OFF); name a .vcd file";
  }
  if (ends_with(path, ".gtkw")) {
    return "'" + path +
           "' is the name of a GTKWave save file, which every trace writes beside itself; name "
           "the trace .vcd or .fst";
  }
  return "";
}

void TraceWriter::add(const std::string& dotted_name, int width,
                      std::function<uint64_t()> sampler) {
  signals_.push_back(Signal{dotted_name, width, std::move(sampler)});
}

bool TraceWriter::has_signal(const std::string& dotted_name) const {
  for (const Signal& s : signals_) {
    if (s.name == dotted_name) return true;
  }
  return false;
}

void TraceWriter::walk_scopes(const std::function<void(const std::string&)>& open,
                              const std::function<void()>& close,
                              const std::function<void(size_t, const std::string&)>& leaf) const {
  std::vector<size_t> order(signals_.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [this](size_t a, size_t b) { return signals_[a].name < signals_[b].name; });
  std::vector<std::string> opened;
  for (size_t i : order) {
    std::vector<std::string> parts = split_dotted(signals_[i].name);
    const std::string name = parts.back();
    parts.pop_back();
    size_t common = 0;
    while (common < opened.size() && common < parts.size() && opened[common] == parts[common]) {
      ++common;
    }
    for (; opened.size() > common; opened.pop_back()) close();
    for (size_t p = common; p < parts.size(); ++p) {
      open(parts[p]);
      opened.push_back(parts[p]);
    }
    leaf(i, name);
  }
  for (; !opened.empty(); opened.pop_back()) close();
}

void TraceWriter::sample(uint64_t cycle) {
  if (!in_window(cycle)) return;
  if (!declared_) {
    declare();
    declared_ = true;
  }
  bool stamped = false;
  for (size_t i = 0; i < signals_.size(); ++i) {
    Signal& s = signals_[i];
    const uint64_t v = s.sampler();
    if (s.written && v == s.last) continue;
    if (!stamped) {
      time_change(timescale_.time_of(cycle));
      stamped = true;
    }
    value_change(i, v);
    s.last = v;
    s.written = true;
  }
}

void TraceWriter::finish(uint64_t cycle) {
  if (finished_) return;
  if (!declared_) {
    declare();
    declared_ = true;
  }
  finished_ = true;
  close(timescale_.time_of(std::min(cycle, timescale_.last_cycle())));
}

std::unique_ptr<TraceWriter> open_trace_writer(const std::string& path, uint64_t first_cycle,
                                               uint64_t last_cycle, const Timescale& timescale) {
#ifdef CCSIM_WITH_FST
  if (is_fst(path)) return std::make_unique<FstWriter>(path, first_cycle, last_cycle, timescale);
#endif
  return std::make_unique<VcdWriter>(path, first_cycle, last_cycle, timescale);
}

std::vector<std::string> split_dotted(const std::string& dotted) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t i = 0; i <= dotted.size(); ++i) {
    if (i == dotted.size() || dotted[i] == '.') {
      parts.push_back(dotted.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

}  // namespace ccsim::trace
