// VCD writer: header with the scope tree, then time stamps and value changes as text.
#include "trace/vcd_writer.h"

namespace ccsim::trace {

namespace {
// Printable identifiers: '!' .. '~' in base 94.
std::string make_id(size_t n) {
  std::string id;
  do {
    id.push_back(char('!' + n % 94));
    n /= 94;
  } while (n);
  return id;
}
}  // namespace

VcdWriter::VcdWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle,
                     const Timescale& timescale)
    : TraceWriter(first_cycle, last_cycle, timescale), file_(path), out_(file_.stream()) {}

void VcdWriter::declare() {
  out_ << "$comment ccsim cycle-level trace; " << timescale().description << " $end\n"
       << "$timescale " << timescale().unit() << " $end\n";
  ids_.resize(signals().size());
  for (size_t i = 0; i < ids_.size(); ++i) ids_[i] = make_id(i);
  walk_scopes([this](const std::string& scope) { out_ << "$scope module " << scope << " $end\n"; },
              [this] { out_ << "$upscope $end\n"; },
              [this](size_t i, const std::string& leaf) {
                const int width = signals()[i].width;
                out_ << "$var wire " << width << " " << ids_[i] << " " << leaf
                     << (width > 1 ? " [" + std::to_string(width - 1) + ":0]" : "") << " $end\n";
              });
  out_ << "$enddefinitions $end\n";
}

void VcdWriter::time_change(uint64_t time) { out_ << '#' << time << '\n'; }

void VcdWriter::value_change(size_t index, uint64_t value) {
  const int width = signals()[index].width;
  if (width == 1) {
    out_ << (value ? '1' : '0') << ids_[index] << '\n';
    return;
  }
  // Binary without leading zeros ("b0" for zero).
  char bits[65];
  int n = 0;
  for (int b = width - 1; b >= 0; --b) {
    const bool one = (value >> b) & 1;
    if (one || n > 0) bits[n++] = one ? '1' : '0';
  }
  if (n == 0) bits[n++] = '0';
  out_ << 'b';
  out_.write(bits, n);
  out_ << ' ' << ids_[index] << '\n';
}

void VcdWriter::close(uint64_t time) {
  out_ << '#' << time << '\n';
  file_.commit();
}

}  // namespace ccsim::trace
