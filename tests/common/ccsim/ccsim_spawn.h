// Starts the ccsim binary without waiting for it, optionally as an unprivileged user, and waits
// for it with a bound, for tests of signals, of child processes and of runs that might block.
//
// SpawnedCcsim starts the child with start_ccsim() (ccsim_process.h), as run_ccsim() does:
// stdout and stderr into files of the test's directory, the repository root as working
// directory, and with `as_nobody` in a test running as root, as the user nobody. A bounded wait is
// a guard against a test that would hang, never a measure of speed: the bounds are far above what
// the command needs. Header-only; system tier only.
#pragma once

#include <fcntl.h>
#include <grp.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {

class SpawnedCcsim {
 public:
  SpawnedCcsim(const std::vector<std::string>& args, const TestDir& scratch, bool as_nobody)
      : out_path_(scratch.file("child.stdout")),
        err_path_(scratch.file("child.stderr")),
        pid_(start_ccsim(args, out_path_, err_path_, as_nobody)) {}
  ~SpawnedCcsim() {
    if (pid_ > 0 && !done_) {
      kill(pid_, SIGKILL);
      int status = 0;
      while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
    }
  }
  SpawnedCcsim(const SpawnedCcsim&) = delete;
  SpawnedCcsim& operator=(const SpawnedCcsim&) = delete;

  pid_t pid() const { return pid_; }

  // Waits for the command to end, for at most `limit_seconds`; true when it ended (its result
  // is then in result()). A command still running afterwards is left running.
  bool wait(int limit_seconds) {
    if (pid_ <= 0) return false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(limit_seconds);
    while (!done_) {
      int status = 0;
      const pid_t r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) {
        done_ = true;
        result_ = ended_command(status, out_path_, err_path_);
      } else if (r < 0 && errno != EINTR) {
        return false;
      } else if (std::chrono::steady_clock::now() > deadline) {
        return false;
      } else {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
    }
    return true;
  }
  const CommandResult& result() const { return result_; }

 private:
  std::string out_path_;
  std::string err_path_;
  pid_t pid_ = -1;
  bool done_ = false;
  CommandResult result_;
};

// Runs ccsim and waits for it; a command still running after `limit_seconds` is killed and
// fails the test (it blocked).
inline CommandResult run_ccsim_bounded(const std::vector<std::string>& args, const TestDir& scratch,
                                       bool as_nobody = false, int limit_seconds = 45) {
  SpawnedCcsim command(args, scratch, as_nobody);
  if (!command.wait(limit_seconds)) {
    ADD_FAILURE() << "ccsim still running after " << limit_seconds << " s (blocked?)";
    return CommandResult{};
  }
  return command.result();
}

// The processes whose parent is `parent`, from /proc.
inline std::vector<pid_t> children_of(pid_t parent) {
  std::vector<pid_t> children;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
    const size_t close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 1));
    char state = 0;
    pid_t ppid = 0;
    if (rest >> state >> ppid && ppid == parent) children.push_back(std::stoi(name));
  }
  return children;
}

// True while `pid` is a process that has not ended (a zombie has ended: it only waits to be
// reaped).
inline bool still_running(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;
  const size_t close = line.rfind(')');
  if (close == std::string::npos) return false;
  std::istringstream rest(line.substr(close + 1));
  char state = 0;
  rest >> state;
  return state != 'Z' && state != 'X';
}

}  // namespace ccsim::systest
