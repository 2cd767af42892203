// GTKWave save file text: settings, zoom, then groups and signals with their display flags.
#include "trace/gtkw_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>

namespace ccsim::trace {

namespace {

// GTKWave's trace flags (its TraceEntFlagBits): the bits a save file's "@" lines set.
constexpr uint64_t kHex = 1u << 1;
constexpr uint64_t kDecimal = 1u << 2;
constexpr uint64_t kBinary = 1u << 3;
constexpr uint64_t kRightJustify = 1u << 5;  // names right-aligned, as GTKWave's default
constexpr uint64_t kBlank = 1u << 9;         // a row without a wave (labels, group ends)
constexpr uint64_t kFileTranslated = 1u << 13;
constexpr uint64_t kGroupBegin = 1u << 23;
constexpr uint64_t kGroupEnd = 1u << 24;

uint64_t format_flag(GtkwView::Format f) {
  switch (f) {
    case GtkwView::Format::kDecimal:
      return kDecimal;
    case GtkwView::Format::kBinary:
      return kBinary;
    case GtkwView::Format::kHex:
      break;
  }
  return kHex;
}

std::string companion(const std::string& trace_path, const std::string& extension) {
  return std::filesystem::path(trace_path).replace_extension(extension).string();
}

}  // namespace

std::string gtkw_path(const std::string& trace_path) { return companion(trace_path, ".gtkw"); }

std::string kinds_path(const std::string& trace_path) {
  return companion(trace_path, ".kinds.txt");
}

std::string gtkwave_name(const std::string& dotted_name, int width) {
  return width > 1 ? dotted_name + "[" + std::to_string(width - 1) + ":0]" : dotted_name;
}

void GtkwView::begin_group(const std::string& name) {
  rows_.push_back({Row::Kind::kBegin, name, "", Format::kHex, 0});
  ++open_groups_;
}

void GtkwView::end_group() {
  if (open_groups_ == 0) return;
  // A group's end names its group, as GTKWave writes it.
  int depth = 0;
  for (auto it = rows_.rbegin(); it != rows_.rend(); ++it) {
    if (it->kind == Row::Kind::kEnd) ++depth;
    if (it->kind == Row::Kind::kBegin && depth-- == 0) {
      rows_.push_back({Row::Kind::kEnd, it->name, "", Format::kHex, 0});
      break;
    }
  }
  --open_groups_;
}

void GtkwView::add(const std::string& dotted_name, int width, Format format,
                   const std::string& alias, int filter) {
  rows_.push_back({Row::Kind::kSignal, gtkwave_name(dotted_name, width), alias, format, filter});
}

int GtkwView::add_filter(const std::string& path) {
  filters_.push_back(path);
  return int(filters_.size());
}

std::vector<std::string> GtkwView::signal_names() const {
  std::vector<std::string> names;
  for (const Row& r : rows_) {
    if (r.kind == Row::Kind::kSignal) names.push_back(r.name);
  }
  return names;
}

double GtkwView::zoom_for(uint64_t span, int pixels) {
  if (span == 0 || pixels <= 0) return 0;
  return -std::log2(200.0 * double(span) / double(pixels));
}

std::string GtkwView::text(const Layout& layout) const {
  std::ostringstream out;
  out << "[*] ccsim: the view of a trace; open with gtkwave " << layout.savefile << "\n";
  out << "[dumpfile] \"" << layout.dumpfile << "\"\n";
  // Before the filter files: GTKWave finds them relative to this path if the files have moved.
  out << "[savefile] \"" << layout.savefile << "\"\n";
  out << "[timestart] " << layout.start << "\n";
  // GTKWave 3.3 draws a row in 21 pixels below about 150 of title, tool and time bars.
  const int height =
      layout.height > 0 ? layout.height : std::clamp(150 + 21 * int(rows_.size() + 1), 400, 1400);
  out << "[size] " << layout.width << " " << height << "\n";
  out << "[pos] -1 -1\n";
  // The wave pane is the window less the signal pane, the folded signal search tree on its
  // left and the scroll bar (64 pixels in GTKWave 3.3).
  const int wave_pixels = layout.width - layout.signals_width - 64;
  char zoom[64];
  std::snprintf(zoom, sizeof zoom, "%.6f",
                zoom_for(layout.end > layout.start ? layout.end - layout.start : 1, wave_pixels));
  out << "*" << zoom << " -1\n";
  out << "[sst_expanded] 0\n";
  out << "[signals_width] " << layout.signals_width << "\n";
  uint64_t flags = ~uint64_t(0);
  auto set_flags = [&](uint64_t f) {
    if (f == flags) return;
    out << "@" << std::hex << f << std::dec << "\n";
    flags = f;
  };
  for (const Row& r : rows_) {
    switch (r.kind) {
      case Row::Kind::kBegin:
        set_flags(kGroupBegin | kBlank);
        out << "-" << r.name << "\n";
        break;
      case Row::Kind::kEnd:
        set_flags(kGroupEnd | kBlank);
        out << "-" << r.name << "\n";
        break;
      case Row::Kind::kSignal:
        set_flags(format_flag(r.format) | kRightJustify | (r.filter ? kFileTranslated : 0));
        if (r.filter) out << "^" << r.filter << " " << filters_[size_t(r.filter - 1)] << "\n";
        if (!r.alias.empty()) out << "+{" << r.alias << "} ";
        out << r.name << "\n";
        break;
    }
  }
  return out.str();
}

}  // namespace ccsim::trace
