// Forked children with a pipe each, polled together with a pipe that stop signals write to.
#include "run/process_pool.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <stdexcept>

namespace ccsim::tb {

namespace {

constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP};

// The stop signal received (0 = none) and the pipe its handler writes to, so that poll() wakes
// whether the signal arrives before or during it.
volatile sig_atomic_t g_stop_signal = 0;
int g_signal_pipe[2] = {-1, -1};

extern "C" void on_stop_signal(int sig) {
  const int saved = errno;
  g_stop_signal = sig;
  const char byte = 's';
  if (write(g_signal_pipe[1], &byte, 1) < 0) {
    // The pipe is full: a byte is already waiting to wake poll().
  }
  errno = saved;
}

// Catches the stop signals while a pool runs (except those ignored, as under nohup) and gives
// the previous dispositions back.
class StopSignals {
 public:
  StopSignals() {
    if (pipe2(g_signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
      throw std::runtime_error("pipe() failed");
    }
    g_stop_signal = 0;
    for (size_t i = 0; i < std::size(kStopSignals); ++i) {
      sigaction(kStopSignals[i], nullptr, &old_[i]);
      if (old_[i].sa_handler == SIG_IGN) continue;
      struct sigaction sa {};
      sa.sa_handler = on_stop_signal;
      sigemptyset(&sa.sa_mask);
      sa.sa_flags = 0;  // no SA_RESTART: a blocked poll() returns EINTR
      sigaction(kStopSignals[i], &sa, nullptr);
    }
  }
  ~StopSignals() {
    restore();
    close(g_signal_pipe[0]);
    close(g_signal_pipe[1]);
    g_signal_pipe[0] = g_signal_pipe[1] = -1;
  }
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

  int fd() const { return g_signal_pipe[0]; }
  void restore() const {
    for (size_t i = 0; i < std::size(kStopSignals); ++i)
      sigaction(kStopSignals[i], &old_[i], nullptr);
  }
  // Blocks the stop signals; returns the mask to restore.
  static sigset_t block() {
    sigset_t set;
    sigset_t old;
    sigemptyset(&set);
    for (int sig : kStopSignals) sigaddset(&set, sig);
    sigprocmask(SIG_BLOCK, &set, &old);
    return old;
  }
  // A child's start: the dispositions and the mask the parent had, none of the pool's pipes.
  void enter_child(const sigset_t& mask) const {
    restore();
    close(g_signal_pipe[0]);
    close(g_signal_pipe[1]);
    sigprocmask(SIG_SETMASK, &mask, nullptr);
  }
  // Ends the process by the stop signal it received, as it would have ended uncaught.
  [[noreturn]] void die() const {
    const int sig = g_stop_signal;
    restore();
    std::cout.flush();
    std::cerr.flush();
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, nullptr);
    raise(sig);
    std::exit(128 + sig);  // only when the previous disposition returns
  }

 private:
  struct sigaction old_[std::size(kStopSignals)]{};
};

struct Child {
  size_t job = 0;
  pid_t pid = -1;
  int fd = -1;
  std::string reply;
};

// Waits for `child`; true when it exited normally with status 0.
bool reap(const Child& child) {
  int status = 0;
  while (waitpid(child.pid, &status, 0) < 0) {
    if (errno != EINTR) return false;
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Forks a child for `job`. The child closes the pipes of the children already running (so
// that their ends close when they do) and reports through its own. Stop signals are blocked
// across fork() so that a child never runs the parent's handler.
Child start(size_t job, const std::function<std::string(size_t)>& work,
            const std::vector<Child>& running, const StopSignals& signals) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe() failed");
  std::fflush(nullptr);
  std::cout.flush();
  std::cerr.flush();
  const sigset_t mask = StopSignals::block();
  const pid_t pid = fork();
  if (pid < 0) {
    sigprocmask(SIG_SETMASK, &mask, nullptr);
    close(fds[0]);
    close(fds[1]);
    throw std::runtime_error("fork() failed");
  }
  if (pid == 0) {
    signals.enter_child(mask);
    close(fds[0]);
    for (const Child& other : running) close(other.fd);
    std::string text;
    try {
      text = work(job);
    } catch (...) {
      _exit(1);  // the parent sees no reply
    }
    size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(fds[1], text.data() + done, text.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) _exit(1);
      done += size_t(n);
    }
    close(fds[1]);
    _exit(0);
  }
  sigprocmask(SIG_SETMASK, &mask, nullptr);
  close(fds[1]);
  return Child{job, pid, fds[0], ""};
}

// Ends every running child, for a parent that gives up on them: SIGTERM first, so that a child
// can remove its unfinished output files, then SIGKILL for one still there after a while.
void abandon(std::vector<Child>& running) {
  for (Child& c : running) {
    close(c.fd);
    kill(c.pid, SIGTERM);
  }
  for (Child& c : running) {
    int status = 0;
    bool gone = false;
    for (int tries = 0; tries < 200 && !gone; ++tries) {
      const pid_t r = waitpid(c.pid, &status, WNOHANG);
      gone = r == c.pid || (r < 0 && errno != EINTR);
      if (!gone) usleep(10000);
    }
    if (!gone) {
      kill(c.pid, SIGKILL);
      reap(c);
    }
  }
  running.clear();
}

}  // namespace

std::vector<std::string> run_in_children(
    size_t count, int jobs, const std::function<std::string(size_t)>& work,
    const std::function<void(size_t, const std::string&)>& on_reply) {
  std::vector<std::string> replies(count);
  std::vector<Child> running;
  size_t next = 0;
  const StopSignals signals;
  try {
    while (next < count || !running.empty()) {
      if (g_stop_signal != 0) {
        abandon(running);
        signals.die();
      }
      while (next < count && int(running.size()) < std::max(1, jobs)) {
        running.push_back(start(next++, work, running, signals));
      }
      // The signal pipe first, so that a stop is seen before the children it ended.
      std::vector<pollfd> fds = {{signals.fd(), POLLIN, 0}};
      for (const Child& c : running) fds.push_back({c.fd, POLLIN, 0});
      if (poll(fds.data(), fds.size(), -1) < 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error("poll() failed");
      }
      if (g_stop_signal != 0) continue;
      for (size_t i = running.size(); i-- > 0;) {
        if (fds[i + 1].revents == 0) continue;
        Child& c = running[i];
        char buffer[65536];
        const ssize_t n = read(c.fd, buffer, sizeof buffer);
        if (n > 0) {
          c.reply.append(buffer, size_t(n));
          continue;
        }
        if (n < 0 && errno == EINTR) continue;
        // End of the pipe (or a broken one): the child has written all it will. A child
        // that did not end normally gives no reply, whatever it wrote before.
        close(c.fd);
        if (n < 0) kill(c.pid, SIGKILL);
        const bool clean = reap(c) && n == 0;
        const size_t job = c.job;
        replies[job] = clean ? std::move(c.reply) : std::string();
        running.erase(running.begin() + std::ptrdiff_t(i));
        if (on_reply) on_reply(job, replies[job]);
      }
    }
  } catch (...) {
    abandon(running);
    if (g_stop_signal != 0) signals.die();
    throw;
  }
  return replies;
}

}  // namespace ccsim::tb
