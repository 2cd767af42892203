// Forked children with a pipe each, polled together.
#include "process_pool.h"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
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

Child start(size_t job, const std::function<std::string(size_t)>& work) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe() failed");
  std::cout.flush();
  std::cerr.flush();
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork() failed");
  if (pid == 0) {
    close(fds[0]);
    const std::string text = work(job);
    size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = write(fds[1], text.data() + done, text.size() - done);
      if (n <= 0) break;
      done += size_t(n);
    }
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  return Child{job, pid, fds[0], ""};
}

}  // namespace

std::vector<std::string> run_in_children(size_t count, int jobs,
                                         const std::function<std::string(size_t)>& work) {
  std::vector<std::string> replies(count);
  std::vector<Child> running;
  size_t next = 0;
  while (next < count || !running.empty()) {
    while (next < count && int(running.size()) < std::max(1, jobs)) {
      running.push_back(start(next++, work));
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
      // End of the pipe: the child has written all it will.
      close(c.fd);
      int status = 0;
      waitpid(c.pid, &status, 0);
      replies[c.job] = std::move(c.reply);
      running.erase(running.begin() + std::ptrdiff_t(i));
    }
  }
  return replies;
}

}  // namespace ccsim::tb
