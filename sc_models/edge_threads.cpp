// Threads sharing an edge: hand-over by an atomic generation count, spinning then sleeping.
#include "edge_threads.h"

namespace ccsim::sc {

namespace {
// Some tens of microseconds of polling (a pause takes tens of cycles) before a thread sleeps:
// longer than the gap between two edges of a busy large machine, far shorter than a node
// program's computation.
constexpr int kSpins = 1000;
inline void relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}
}  // namespace

EdgeThreads::EdgeThreads(int threads) : errors_(size_t(threads > 1 ? threads : 1)) {
  for (int share = 1; share < threads; ++share)
    workers_.emplace_back([this, share] { work(share); });
}

EdgeThreads::~EdgeThreads() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  started_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void EdgeThreads::run_share(int share) {
  try {
    (*job_)(share);
  } catch (...) {
    errors_[size_t(share)] = std::current_exception();
  }
}

void EdgeThreads::run(const std::function<void(int)>& job) {
  job_ = &job;
  for (auto& e : errors_) e = nullptr;
  running_.store(int(workers_.size()));
  generation_.fetch_add(1);  // seq_cst, as the loads of sleepers_ and generation_ it pairs with
  if (sleepers_.load() > 0) {
    std::lock_guard<std::mutex> lock(mutex_);
    started_.notify_all();
  }
  run_share(0);
  for (int spin = 0; running_.load() > 0 && spin < kSpins; ++spin) relax();
  if (running_.load() > 0) {
    std::unique_lock<std::mutex> lock(mutex_);
    caller_asleep_.store(true);
    finished_.wait(lock, [this] { return running_.load() == 0; });
    caller_asleep_.store(false);
  }
  for (auto& e : errors_) {
    if (e) std::rethrow_exception(e);
  }
}

void EdgeThreads::work(int share) {
  uint64_t seen = 0;
  for (;;) {
    for (int spin = 0; generation_.load() == seen && spin < kSpins; ++spin) relax();
    if (generation_.load() == seen) {
      std::unique_lock<std::mutex> lock(mutex_);
      sleepers_.fetch_add(1);
      started_.wait(lock, [&] { return stopping_ || generation_.load() != seen; });
      sleepers_.fetch_sub(1);
      if (stopping_) return;
    }
    seen = generation_.load();
    run_share(share);
    if (running_.fetch_sub(1) == 1 && caller_asleep_.load()) {
      std::lock_guard<std::mutex> lock(mutex_);
      finished_.notify_one();
    }
  }
}

}  // namespace ccsim::sc
