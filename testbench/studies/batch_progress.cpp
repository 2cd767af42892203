// A batch's progress lines (see batch_progress.h).
#include "studies/batch_progress.h"

namespace ccsim::tb {

namespace {
constexpr double kQuietSeconds = 60;  // the longest a batch stays silent between two runs' ends
}  // namespace

std::string BatchProgress::line(size_t finished, double elapsed) {
  if (finished == 0 || finished >= runs_) return "";
  const bool tenth = step_ > 0 && finished % step_ == 0;
  if (!tenth && elapsed - last_line_at_ < kQuietSeconds) return "";
  last_line_at_ = elapsed;
  std::string out = "[ccsim]   " + std::to_string(finished) + "/" + std::to_string(runs_) +
                    " done, " + std::to_string(static_cast<long long>(elapsed + 0.5)) + " s so far";
  if (step_ > 0) {
    const double left = elapsed * double(runs_ - finished) / double(finished);
    out += ", about " + std::to_string(static_cast<long long>(left + 0.5)) + " s left";
  }
  return out + "\n";
}

}  // namespace ccsim::tb
