// FST writer: the compressed waveform format GTKWave reads natively, through Verilator's fstapi.
//
// The same scopes, names and time stamps as the VCD (vectors are named "data [31:0]", as
// Verilator's own FST traces name them). fstapi writes to a file of its own, created in $TMPDIR
// (or /tmp) and unlinked at once, so that nothing is left behind whatever ends the process;
// finish() closes it and copies it into an OutputFile, which puts it in place whole and reports
// any error writing it (fstapi itself does not report write errors to its own file, such as a
// full $TMPDIR). Only in builds with Verilator (CCSIM_WITH_FST).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "trace/trace_writer.h"

namespace ccsim::trace {

class FstWriter : public TraceWriter {
 public:
  // Throws OutputError if the file or fstapi's own file cannot be opened.
  FstWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle,
            const Timescale& timescale);
  ~FstWriter() override;

 private:
  void declare() override;
  void time_change(uint64_t time) override;
  void value_change(size_t index, uint64_t value) override;
  void close(uint64_t time) override;

  OutputFile file_;
  void* fst_ = nullptr;            // fstapi's writer context
  int written_fd_ = -1;            // what fstapi writes, read back by close()
  std::vector<uint32_t> handles_;  // per signal index
};

}  // namespace ccsim::trace
