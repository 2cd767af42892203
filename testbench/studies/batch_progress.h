// What a batch of simulations says on stderr as its runs end, so that no batch runs silent for
// long: a line every tenth of a batch of 40 runs or more, with the time the rest may take, and
// in any batch a line once a minute has passed since the last one. A study's runs grow with
// the cube, so a small batch's average says nothing of its rest: its lines give no estimate.
#pragma once

#include <cstddef>
#include <string>

namespace ccsim::tb {

class BatchProgress {
 public:
  explicit BatchProgress(size_t runs) : runs_(runs), step_(runs >= 40 ? runs / 10 : 0) {}
  // The line to print when `finished` runs have ended `elapsed` seconds into the batch, or ""
  // when none is due (nor ever at the batch's end, which its caller reports).
  std::string line(size_t finished, double elapsed);

 private:
  size_t runs_;
  size_t step_;              // runs between lines with an estimate; 0: none
  double last_line_at_ = 0;  // seconds into the batch
};

}  // namespace ccsim::tb
