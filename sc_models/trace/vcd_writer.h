// Value change dump writer for GTKWave, sampling model state once per cycle.
//
// Signals are registered with dotted hierarchical names ("ccsim.n0_0.switch.in_xp_vc0.count")
// and a sampler; the writer emits the scope tree, then at each sampled cycle only the
// values that changed. Time unit: one cycle = 1 ns. Only a cycle window is written, so a
// short trace of a long run stays small. Plain C++: the machine's trace (machine_trace.h)
// calls sample() once per cycle. The file is an OutputFile: written to a temporary file and
// put in place by finish(), so a run that stops before finish() leaves no partial trace.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "base/output_file.h"

namespace ccsim::trace {

class VcdWriter {
 public:
  // Throws OutputError if the file cannot be opened.
  VcdWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle);

  void add(const std::string& dotted_name, int width, std::function<uint64_t()> sampler);
  // Writes the header on the first call; then changes at `cycle` if inside the window.
  void sample(uint64_t cycle);
  // Ends the trace at `cycle` and puts the file in place. Throws OutputError for any write
  // error met since the file was opened (a write that failed while sampling is reported here).
  void finish(uint64_t cycle);
  size_t signal_count() const { return signals_.size(); }
  bool in_window(uint64_t cycle) const { return cycle >= first_ && (last_ == 0 || cycle <= last_); }

 private:
  struct Signal {
    std::string name;
    int width;
    std::function<uint64_t()> sampler;
    std::string id;
    uint64_t last = 0;
    bool written = false;
  };
  void write_header();
  void write_value(const Signal& s, uint64_t value);

  OutputFile file_;
  std::ostream& out_;
  uint64_t first_;
  uint64_t last_;
  std::vector<Signal> signals_;
  bool header_written_ = false;
  bool finished_ = false;
};

}  // namespace ccsim::trace
