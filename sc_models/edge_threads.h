// Threads that share one rising edge's ticks (sim.threads): the caller and `threads - 1`
// workers each run the same job on their own share, and run() returns once all have finished.
//
// The machine's edge process calls run() once per edge; between edges the workers wait, first
// spinning briefly (an edge of a large machine follows the last within microseconds), then
// asleep, so that a machine waiting for its software, or a host with more runs than cores,
// does not lose a core to them. A job that throws on a worker is rethrown by run(), the
// lowest share's first. Plain C++: the workers never touch SystemC.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace ccsim::sc {

class EdgeThreads {
 public:
  explicit EdgeThreads(int threads);
  ~EdgeThreads();
  EdgeThreads(const EdgeThreads&) = delete;
  EdgeThreads& operator=(const EdgeThreads&) = delete;

  int threads() const { return int(workers_.size()) + 1; }
  // Runs job(share) for share 0 (on the calling thread) to threads() - 1, and waits for all.
  void run(const std::function<void(int share)>& job);

 private:
  void work(int share);
  void run_share(int share);

  std::vector<std::thread> workers_;
  const std::function<void(int)>* job_ = nullptr;
  std::vector<std::exception_ptr> errors_;  // per share, of the last run()
  std::atomic<uint64_t> generation_{0};     // one more per run(): the workers' signal to start
  std::atomic<int> running_{0};             // workers still on this run's job
  std::atomic<int> sleepers_{0};            // workers asleep on started_
  std::atomic<bool> caller_asleep_{false};
  bool stopping_ = false;  // under mutex_
  std::mutex mutex_;
  std::condition_variable started_;
  std::condition_variable finished_;
};

}  // namespace ccsim::sc
