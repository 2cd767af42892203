// Value change dump (VCD) writer: the text format every waveform viewer reads.
//
// Scopes follow the dotted names; each signal is a wire of its width with a short identifier
// ('!', '"', ...). Time stamps are trace time (trace_writer.h), "$timescale 1ns" by default (one
// cycle per nanosecond). The file is an OutputFile: written to a temporary file and put in place
// by finish().
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "trace/trace_writer.h"

namespace ccsim::trace {

class VcdWriter : public TraceWriter {
 public:
  // Throws OutputError if the file cannot be opened.
  VcdWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle,
            const Timescale& timescale);

 private:
  void declare() override;
  void time_change(uint64_t time) override;
  void value_change(size_t index, uint64_t value) override;
  void close(uint64_t time) override;

  OutputFile file_;
  std::ostream& out_;
  std::vector<std::string> ids_;  // per signal index
};

}  // namespace ccsim::trace
