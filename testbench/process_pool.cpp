// Forked children with a pipe each, polled together.
#include "process_pool.h"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <stdexcept>

namespace ccsim::tb {

namespace {

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
// that their ends close when they do) and reports through its own.
Child start(size_t job, const std::function<std::string(size_t)>& work,
            const std::vector<Child>& running) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe() failed");
  std::fflush(nullptr);
  std::cout.flush();
  std::cerr.flush();
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    throw std::runtime_error("fork() failed");
  }
  if (pid == 0) {
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
  close(fds[1]);
  return Child{job, pid, fds[0], ""};
}

// Ends every running child, for a parent that gives up on them.
void abandon(std::vector<Child>& running) {
  for (Child& c : running) {
    close(c.fd);
    kill(c.pid, SIGKILL);
    reap(c);
  }
  running.clear();
}

}  // namespace

std::vector<std::string> run_in_children(size_t count, int jobs,
                                         const std::function<std::string(size_t)>& work) {
  std::vector<std::string> replies(count);
  std::vector<Child> running;
  size_t next = 0;
  try {
    while (next < count || !running.empty()) {
      while (next < count && int(running.size()) < std::max(1, jobs)) {
        running.push_back(start(next++, work, running));
      }
      std::vector<pollfd> fds;
      for (const Child& c : running) fds.push_back({c.fd, POLLIN, 0});
      if (poll(fds.data(), fds.size(), -1) < 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error("poll() failed");
      }
      for (size_t i = running.size(); i-- > 0;) {
        if (fds[i].revents == 0) continue;
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
        replies[c.job] = clean ? std::move(c.reply) : std::string();
        running.erase(running.begin() + std::ptrdiff_t(i));
      }
    }
  } catch (...) {
    abandon(running);
    throw;
  }
  return replies;
}

}  // namespace ccsim::tb
