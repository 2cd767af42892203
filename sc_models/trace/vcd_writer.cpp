// VCD writer: scope tree from dotted names, value changes per sampled cycle.
#include "trace/vcd_writer.h"

#include <algorithm>

namespace ccsim::trace {

namespace {
std::string make_id(size_t n) {
  std::string id;
  do {
    id.push_back(char('!' + n % 94));
    n /= 94;
  } while (n);
  return id;
}

std::vector<std::string> split(const std::string& dotted) {
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
}  // namespace

VcdWriter::VcdWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle)
    : file_(path), out_(file_.stream()), first_(first_cycle), last_(last_cycle) {}

void VcdWriter::add(const std::string& dotted_name, int width, std::function<uint64_t()> sampler) {
  signals_.push_back(Signal{dotted_name, width, std::move(sampler), make_id(signals_.size())});
}

void VcdWriter::write_header() {
  out_ << "$comment ccsim cycle-level trace; 1 ns = 1 cycle $end\n$timescale 1ns $end\n";
  // Sorted by name so that signals of one scope are contiguous.
  std::vector<const Signal*> order;
  for (const auto& s : signals_) order.push_back(&s);
  std::stable_sort(order.begin(), order.end(),
                   [](const Signal* a, const Signal* b) { return a->name < b->name; });
  std::vector<std::string> open;
  for (const Signal* s : order) {
    std::vector<std::string> parts = split(s->name);
    const std::string leaf = parts.back();
    parts.pop_back();
    size_t common = 0;
    while (common < open.size() && common < parts.size() && open[common] == parts[common]) {
      ++common;
    }
    while (open.size() > common) {
      out_ << "$upscope $end\n";
      open.pop_back();
    }
    for (size_t i = common; i < parts.size(); ++i) {
      out_ << "$scope module " << parts[i] << " $end\n";
      open.push_back(parts[i]);
    }
    out_ << "$var wire " << s->width << " " << s->id << " " << leaf
         << (s->width > 1 ? " [" + std::to_string(s->width - 1) + ":0]" : "") << " $end\n";
  }
  while (!open.empty()) {
    out_ << "$upscope $end\n";
    open.pop_back();
  }
  out_ << "$enddefinitions $end\n";
  header_written_ = true;
}

void VcdWriter::write_value(const Signal& s, uint64_t value) {
  if (s.width == 1) {
    out_ << (value ? '1' : '0') << s.id << '\n';
    return;
  }
  std::string bits;
  for (int b = s.width - 1; b >= 0; --b) bits.push_back(((value >> b) & 1) ? '1' : '0');
  const size_t first_one = bits.find('1');
  out_ << 'b' << (first_one == std::string::npos ? "0" : bits.substr(first_one)) << ' ' << s.id
       << '\n';
}

void VcdWriter::sample(uint64_t cycle) {
  if (!in_window(cycle)) return;
  if (!header_written_) write_header();
  bool stamped = false;
  for (auto& s : signals_) {
    const uint64_t v = s.sampler();
    if (s.written && v == s.last) continue;
    if (!stamped) {
      out_ << '#' << cycle << '\n';
      stamped = true;
    }
    write_value(s, v);
    s.last = v;
    s.written = true;
  }
}

void VcdWriter::finish(uint64_t cycle) {
  if (finished_) return;
  if (!header_written_) write_header();
  out_ << '#' << cycle << '\n';
  finished_ = true;
  file_.commit();
}

}  // namespace ccsim::trace
